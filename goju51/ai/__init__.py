"""Computer opponents: each sees only a seat's ``PlayerView`` and returns a legal move."""
