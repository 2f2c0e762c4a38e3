"""The design grid every screen is laid out on, and the smallest window the app allows."""

BASE_SIZE = (1280, 720)
"""Screens are designed at this size and scaled to the window."""
MIN_SIZE = (960, 540)
"""The window never gets smaller than this (text stays readable)."""
MIN_TEXT = 13
"""No text is drawn smaller than this many pixels, whatever the window's scale (at 960×540 the
design grid's 14 px would be 10)."""
