"""Game-neutral pieces every game and tool builds on (standard library only)."""
