"""What every game table shares: opponents thinking off the window's thread."""
