"""The registered games."""
