"""Pygame front end of Goju51: card art, fonts, sounds and scenes."""
