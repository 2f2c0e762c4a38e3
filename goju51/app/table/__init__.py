"""What every game table shares: opponents thinking off the window's thread, the log size."""

LOG_LINES = 6
"""Lines of the game log a table shows (the flow keeps as many across hand-overs)."""
