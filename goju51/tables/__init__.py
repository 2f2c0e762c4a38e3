"""Per-game table screens; each imports the app shell and its own game, nothing else."""
