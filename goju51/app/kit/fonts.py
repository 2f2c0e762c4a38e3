"""The game's fonts, loaded by path from the bundled assets (never ``SysFont``).

The bundled DejaVu Sans subsets cover Latin-1, Latin Extended-A (French), typographic
punctuation, arrows and the suit symbols ♠♥♦♣♤♡♢♧. Japanese and Chinese text use subsets of
Noto Sans CJK in the language's own regional face (JP or SC: a Han character shared by both
is drawn the way its readers expect), which also hold Latin letters, kana and the suits.
``face_for`` picks, for each string, the language's CJK face when the game speaks Japanese or
Chinese, the Japanese face when the game speaks a Latin-script language and the string has a
character DejaVu lacks (the language menu's 日本語 and 简体中文, a name typed in kana), else
DejaVu.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pygame
import pygame.freetype

import goju51.app.kit.i18n as i18n
from goju51.app.kit.resources import asset_path

FONT_FILES = {
    False: "DejaVuSans-subset.ttf",
    True: "DejaVuSans-Bold-subset.ttf",
}
CJK_FONT_FILES = {
    "ja": {False: "NotoSansJP-subset.otf", True: "NotoSansJP-Bold-subset.otf"},
    "zh": {False: "NotoSansSC-subset.otf", True: "NotoSansSC-Bold-subset.otf"},
}
"""The regional Noto Sans CJK subset of each language written with Han characters."""
CJK_FALLBACK = "ja"
"""The CJK face for CJK characters in an English or French string (the language menu's 日本語,
a name typed in kana). Both CJK subsets hold every character of every catalog, so a name drawn
in one language's face is drawn in the other's too (``tools/make_assets.py``)."""
FIRST_CJK = 0x2E80
"""Characters from here on (CJK radicals, kana, ideographs, full-width forms) need Noto."""


@functools.cache
def _font_file(cjk_language: str | None, bold: bool) -> Path:
    """Looked up once: text is measured and drawn thousands of times a second."""
    files = FONT_FILES if cjk_language is None else CJK_FONT_FILES[cjk_language]
    return asset_path("fonts", files[bold])


def font_path(bold: bool = False) -> Path:
    """Path of the regular or bold Latin font file."""
    return _font_file(None, bold)


def cjk_font_path(language: str, bold: bool = False) -> Path:
    """Path of the regular or bold face ``language`` ("ja" or "zh") draws Han characters with."""
    return _font_file(language, bold)


def face_for(text: str, bold: bool = False) -> Path:
    """The font file that draws every character of ``text`` in the current language."""
    language = i18n.language()
    if language in CJK_FONT_FILES:
        return _font_file(language, bold)
    if any(ord(ch) >= FIRST_CJK for ch in text):
        return _font_file(CJK_FALLBACK, bold)
    return _font_file(None, bold)


@functools.lru_cache(maxsize=96)
def load(path: Path, size_px: int) -> pygame.font.Font:
    """The font file at ``size_px`` pixels, opened once: text is drawn thousands of times."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(path, max(1, int(size_px)))


def get(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The Latin ``pygame.font.Font`` of ``size_px`` pixels (card indices, symbols).

    Initializes ``pygame.font`` if needed. Call ``clear()`` after ``pygame.quit()``.
    """
    return load(font_path(bold), int(size_px))


def for_text(text: str, size_px: int, bold: bool = False) -> pygame.font.Font:
    """The font that can draw ``text`` (see ``face_for``)."""
    return load(face_for(text, bold), int(size_px))


_GLYPHS: dict[tuple[Path, str], bool] = {}
"""Whether a font file has a glyph for a character, as found so far (a pure cache)."""


def can_draw(text: str, bold: bool = False) -> bool:
    """Whether the face chosen for ``text`` has a glyph for every character of it (names
    from a file or the keyboard are checked with this before they are shown). A font is
    opened only for characters not looked up before, and dropped again at once, so no
    FreeType object of ours outlives ``pygame.quit()``."""
    path = face_for(text, bold)
    unknown = {char for char in text if (path, char) not in _GLYPHS}
    if unknown:
        if not pygame.freetype.get_init():
            pygame.freetype.init()  # left on: quitting it here could pull it from under others
        font = pygame.freetype.Font(path, 16)
        for char in unknown:
            _GLYPHS[path, char] = font.get_metrics(char)[0] is not None
        del font
    return all(_GLYPHS[path, char] for char in text)


def clear() -> None:
    """Forget every loaded font (they die with ``pygame.quit()``)."""
    load.cache_clear()
