"""The design grid every screen is laid out on, and the smallest window the app allows."""

BASE_SIZE = (1280, 720)
"""Screens are designed at this size and scaled to the window."""
MIN_SIZE = (960, 540)
"""The window never gets smaller than this (text stays readable)."""
