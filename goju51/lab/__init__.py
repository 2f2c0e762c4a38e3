"""Command-line tools over any registered game: arena, bench and text play."""
