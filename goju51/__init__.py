"""Goju51: Japanese 51 (Goju Ichi) against computer opponents or pass-and-play."""

__version__ = "0.2.0"
