"""The game's fonts, loaded by path from the bundled assets (never ``SysFont``).

The bundled DejaVu Sans subsets cover Latin-1, Latin Extended-A (French), typographic
punctuation, arrows and the suit symbols ♠♥♦♣♤♡♢♧. Japanese text will need its own face
(a Noto Sans JP subset) chosen per language; it belongs next to ``FONT_FILES``.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pygame

from goju51.ui.resources import asset_path

FONT_FILES = {
    False: "DejaVuSans-subset.ttf",
    True: "DejaVuSans-Bold-subset.ttf",
}


def font_path(bold: bool = False) -> Path:
    """Path of the regular or bold font file."""
    return asset_path("fonts", FONT_FILES[bold])


@functools.lru_cache(maxsize=64)
def get(size_px: int, bold: bool = False) -> pygame.font.Font:
    """A ``pygame.font.Font`` of ``size_px`` pixels, loaded once per size and weight.

    Initializes ``pygame.font`` if needed. Call ``get.cache_clear()`` after ``pygame.quit()``.
    """
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold), max(1, int(size_px)))
