"""Text, buttons and panels drawn the same way on every screen.

``Text`` renders strings once per (text, size, weight, colour) and keeps them, because
``Font.render`` every frame would cost more than all the cards together.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from pathlib import Path
from typing import TypedDict, Unpack

import pygame

import goju51.app.kit.fonts as fonts
from goju51.app.kit.design import MIN_TEXT
from goju51.app.kit.surfacecache import SurfaceCache, displayable

INK = pygame.Color(28, 28, 30)
CREAM = pygame.Color(246, 241, 226)
GOLD = pygame.Color(238, 190, 70)
AMBER = pygame.Color(255, 206, 110)
FOCUS = pygame.Color(80, 210, 255)
ALERT = pygame.Color(232, 84, 64)
"""A field that needs mending (an empty or repeated name)."""
DISABLED = pygame.Color(120, 132, 124)
PANEL = pygame.Color(10, 40, 26, 205)
NO_LINE_START = "、。，．）」』】〉》〕］｝！？：；・ー…—”’ぁぃぅぇぉっゃゅょァィゥェォッャュョ"
"""Japanese and Chinese characters that must not begin a line (kinsoku): closing marks, the
dash 「——」, small kana. They stay with the character before."""
NO_LINE_END = "（「『【〈《〔［｛“‘("
"""Opening marks, which must not end a line: they stay with the character after (an ASCII
bracket too, as in a worked example's "10 (王当作10♠)")."""
_CJK = "\u2e80-\uffff"
_BREAKABLE = re.compile(
    rf"[{NO_LINE_END}]*(?:[{_CJK}]|[^{_CJK}{NO_LINE_END}]+)[{NO_LINE_START}]*|[{NO_LINE_END}]+"
)


def line_pieces(text: str) -> list[tuple[str, bool]]:
    """Split ``text`` where a line may break: at spaces, and between Japanese or Chinese
    characters (which have no spaces). Each piece says whether a space goes before it."""
    pieces: list[tuple[str, bool]] = []
    words = [word for word in re.split(r"[ \t\n]+", text) if word]  # not at no-break spaces
    for index, word in enumerate(words):
        for part_index, part in enumerate(_BREAKABLE.findall(word)):
            pieces.append((part, index > 0 and part_index == 0))
    return pieces


INVISIBLE = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
"""Unicode categories that draw nothing: controls, format marks (zero-width spaces),
surrogates, private use, unassigned, line and paragraph separators."""


def visible(char: str) -> bool:
    """Whether a character shows as something (a letter, a sign, or a space of any width)."""
    return unicodedata.category(char) not in INVISIBLE


LONGEST_TEXT = 600
"""No line of the game is longer; anything longer is cut before it is drawn."""


@functools.lru_cache(maxsize=4096)
def drawable(text: str) -> str:
    """``text`` safe to hand to the font renderer, whatever its source: characters it cannot
    take (NUL, lone surrogates, other controls, invisible format marks) become "?", and it is
    cut to a sane length. Spaces of every kind stay (French puts a narrow one before ":").
    Kept per text: every label is checked again each frame it is drawn."""
    text = text[:LONGEST_TEXT]
    if all(visible(char) for char in text):
        return text
    return "".join(char if visible(char) else "?" for char in text)


ITEM_SEPARATOR = re.compile("( · |・)")
"""What stands between two items of a list line (key help, scores): a line breaks there."""


def smallest_size(size: int) -> int:
    """The smallest size a text of ``size`` pixels may shrink to so that it fits."""
    return max(MIN_TEXT, int(max(size, MIN_TEXT) * 0.7))


def line_height(size: int) -> int:
    """The distance between two lines of a block of text at ``size``."""
    return round(size * 6 / 5)


class TextStyle(TypedDict, total=False):
    """How ``Text.render`` draws: its colour, bold or not, and a face chosen for a whole
    paragraph (else the face its own characters need)."""

    colour: pygame.Color
    bold: bool
    face: Path | None


class Text:
    """Cached text surfaces (a bounded LRU), each drawn with the face that has its glyphs
    (``fonts.for_text``: Japanese, Chinese or Latin)."""

    def __init__(self, capacity: int = 400) -> None:
        self.capacity = capacity
        self._cache: SurfaceCache[pygame.Surface] = SurfaceCache(capacity)
        self._wrapped: dict[tuple[str, int, int, bool, Path, Path | None], list[str]] = {}
        self.buttons: SurfaceCache[pygame.Surface] = SurfaceCache(capacity // 4)
        """Drawn buttons (``draw_button``): a table redraws the same few every frame, and their
        labels are text, forgotten with it."""
        self.cut: set[str] = set()
        """Every text ``fit`` had to cut short: a label too long for its place in some language
        (the clipping tests and ``screenshots --scenes`` report them)."""

    def render(
        self,
        text: str,
        size: int,
        colour: pygame.Color = CREAM,
        bold: bool = False,
        face: Path | None = None,
    ) -> pygame.Surface:
        """``text`` drawn in ``face`` (a paragraph's, see ``wrap``), else in the face its own
        characters need."""
        text = drawable(text)
        size = max(size, MIN_TEXT)
        path = face if face is not None else fonts.face_for(text, bold)
        key = (text, size, tuple(colour), bold, path)
        return self._cache.get(
            key, lambda: displayable(fonts.load(path, size).render(text, True, colour))
        )

    def newest_entries(
        self, entries: list[str], size: int, width: int, room: int, bold_newest: bool = True
    ) -> list[tuple[str, bool]]:
        """The lines of the newest ``entries`` that fit in ``room`` lines, each entry whole (a
        wrapped entry's tail alone at the top, "10♠", reads as nonsense), with whether the
        line is the newest entry's (drawn bold when ``bold_newest``); only a newest entry
        longer than the panel is cut, from its top (and recorded in ``cut``)."""
        rows: list[tuple[str, bool]] = []
        for index in range(len(entries) - 1, -1, -1):
            newest = index == len(entries) - 1
            lines = self.wrap(entries[index], size, width, bold=newest and bold_newest)
            if rows and len(rows) + len(lines) > room:
                break
            rows = [(line, newest) for line in lines] + rows
        if entries and len(rows) > room:
            self.cut.add(entries[-1])
        return rows[-room:]

    def wrap_items(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """A list written "A · B · C" (key help, a match's scores) on as many lines as
        ``width`` needs, broken only between items, so that no item ("D doubt", ダブル) is
        split."""
        pieces = ITEM_SEPARATOR.split(text)
        lines = [pieces[0]]
        for separator, item in zip(pieces[1::2], pieces[2::2], strict=True):
            joined = f"{lines[-1]}{separator}{item}"
            if self.render(joined, size, bold=bold).get_width() <= width:
                lines[-1] = joined
            else:
                lines.append(item)
        return lines

    def fit_lines(
        self, text: str, size: int, width: int, max_lines: int = 2, **style: Unpack[TextStyle]
    ) -> list[pygame.Surface]:
        """``text`` on one line if it fits (shrunk as ``fit`` does), else wrapped at the
        smallest size onto at most ``max_lines`` lines, the last one cut if it must be."""
        single = self._shrunk(text, size, width, style)
        if single is not None:
            return [single]
        smallest = smallest_size(size)
        lines = self.wrap(text, smallest, width, bold=style.get("bold", False))
        if len(lines) > max_lines:
            lines = [*lines[: max_lines - 1], " ".join(lines[max_lines - 1 :])]
        return [self.fit(line, smallest, width, **style) for line in lines]

    def fit_block(
        self, text: str, size: int, width: int, height: int, bold: bool = False
    ) -> tuple[int, list[str]]:
        """``text`` wrapped to ``width`` at the largest size from ``size`` down to 70 % whose
        lines, ``line_height`` apart, fill no more than ``height``; with that size. When even
        the smallest size needs more, the last line that fits ends with "…" and ``text`` is
        recorded in ``cut``: a banner never drops the end of its sentence unseen."""
        for step in range(max(size, MIN_TEXT), smallest_size(size) - 1, -1):
            lines = self.wrap(text, step, width, bold=bold)
            room = max(1, height // line_height(step))
            if len(lines) <= room:
                return step, lines
        self.cut.add(text)
        last = lines[room - 1] + "…"
        while len(last) > 2 and self.render(last, step, bold=bold).get_width() > width:
            last = last[:-2] + "…"
        return step, [*lines[: room - 1], last]

    def fit(self, text: str, size: int, width: int, **style: Unpack[TextStyle]) -> pygame.Surface:
        """Render ``text``, shrinking the font (down to 70 %, never under ``MIN_TEXT``) and then
        cutting it to ``width``."""
        surface = self._shrunk(text, size, width, style)
        if surface is not None:
            return surface
        self.cut.add(text)
        smallest = smallest_size(size)
        surface = self.render(text, smallest, **style)
        while len(text) > 2 and surface.get_width() > width:
            text = text[:-2] + "…"
            surface = self.render(text, smallest, **style)
        return surface

    def fits(self, text: str, size: int, width: int, **style: Unpack[TextStyle]) -> bool:
        """``text`` goes on one line of ``width`` whole, shrunk at most as ``fit`` shrinks it."""
        return self._shrunk(text, size, width, style) is not None

    def _shrunk(self, text: str, size: int, width: int, style: TextStyle) -> pygame.Surface | None:
        """``text`` at the largest size from ``size`` down to ``smallest_size(size)`` that fits
        ``width``; None if none does."""
        for step in range(max(size, MIN_TEXT), smallest_size(size) - 1, -1):
            surface = self.render(text, step, **style)
            if surface.get_width() <= width:
                return surface
        return None

    def wrap(
        self, text: str, size: int, width: int, bold: bool = False, face: Path | None = None
    ) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` at this size, each measured in the
        face it is drawn with: ``face`` for every line (a paragraph drawn in one face), else
        the face each line's own characters need (words kept whole; Japanese and Chinese
        break between characters, see ``line_pieces``)."""
        text = drawable(text)
        size = max(size, MIN_TEXT)
        key = (text, size, width, bold, fonts.face_for(text, bold), face)
        lines = self._wrapped.get(key)
        if lines is None:
            lines = []
            for piece, spaced in line_pieces(text):
                candidate = f"{lines[-1]}{' ' if spaced else ''}{piece}" if lines else piece
                # Each line is drawn in the face its own characters need (a line of a French
                # paragraph may hold 顶, or not): measure it in that face.
                font = fonts.load(face, size) if face else fonts.for_text(candidate, size, bold)
                if lines and font.size(candidate)[0] <= width:
                    lines[-1] = candidate
                else:
                    lines.append(piece)
            if len(self._wrapped) > self.capacity:
                self._wrapped.clear()
            self._wrapped[key] = lines
        return lines

    def clear(self) -> None:
        """Forget every rendered and wrapped text (after a language change)."""
        self._cache.clear()
        self._wrapped.clear()
        self.buttons.clear()

    def blit(
        self,
        target: pygame.Surface,
        text: str,
        size: int,
        anchor: str,
        point: tuple[int, int],
        **style: Unpack[TextStyle],
    ) -> pygame.Rect:
        """Draw ``text`` with its ``anchor`` ("center", "midleft", ...) at ``point``."""
        surface = self.render(text, size, **style)
        rect = surface.get_rect(**{anchor: point})
        target.blit(surface, rect)
        return rect


class Panels:
    """Translucent rounded panels, each shape rendered once (per-frame alpha surfaces are slow)."""

    def __init__(self, capacity: int = 64) -> None:
        self._cache: SurfaceCache[pygame.Surface] = SurfaceCache(capacity)

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        colour: pygame.Color = PANEL,
        radius: int = 10,
        border: pygame.Color | None = None,
    ) -> None:
        key = (rect.size, tuple(colour), radius, None if border is None else tuple(border))
        surface.blit(
            self._cache.get(key, lambda: self._make(rect.size, colour, radius, border)), rect
        )

    @staticmethod
    def _make(
        size: tuple[int, int], colour: pygame.Color, radius: int, border: pygame.Color | None
    ) -> pygame.Surface:
        panel = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(panel, colour, panel.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(
                panel, border, panel.get_rect(), max(1, radius // 5), border_radius=radius
            )
        return displayable(panel)


def draw_button(
    surface: pygame.Surface,
    text: Text,
    rect: pygame.Rect,
    label: str,
    *,
    enabled: bool = True,
    active: bool = False,
    hovered: bool = False,
    size: int = 18,
    arrows: bool = False,
) -> None:
    """A rounded button; ``active`` (an armed toggle) is filled gold; ``arrows`` marks a choice
    that steps both ways (◀ at the left end goes back, the rest forward). Each look is drawn
    once and kept (``Text.buttons``)."""
    key = (rect.size, label, enabled, active, hovered, size, arrows)
    drawn = text.buttons.get(
        key, lambda: _button_face(text, rect.size, label, enabled, active, hovered, size, arrows)
    )
    surface.blit(drawn, rect.move(-BUTTON_MARGIN, -BUTTON_MARGIN))


BUTTON_MARGIN = 8
"""Room kept around a drawn button for its shade and a label taller than the button."""


def _button_face(
    text: Text,
    size_px: tuple[int, int],
    label: str,
    enabled: bool,
    active: bool,
    hovered: bool,
    size: int,
    arrows: bool,
) -> pygame.Surface:
    """The button drawn on a clear surface ``BUTTON_MARGIN`` larger on every side."""
    rect = pygame.Rect((BUTTON_MARGIN, BUTTON_MARGIN), size_px)
    face = pygame.Surface(rect.inflate(2 * BUTTON_MARGIN, 2 * BUTTON_MARGIN).size, pygame.SRCALPHA)
    radius = rect.height // 3
    if active:
        fill, ink = GOLD, INK
    elif not enabled:
        fill, ink = pygame.Color(30, 60, 44), DISABLED
    else:
        fill = pygame.Color(46, 104, 74) if hovered else pygame.Color(30, 82, 56)
        ink = CREAM
    shade = rect.move(0, max(2, rect.height // 14))
    pygame.draw.rect(face, pygame.Color(8, 30, 18), shade, border_radius=radius)
    pygame.draw.rect(face, fill, rect, border_radius=radius)
    edge = GOLD if (enabled and not active) else fill.lerp(INK, 0.3)
    pygame.draw.rect(face, edge, rect, max(1, rect.height // 22), border_radius=radius)
    room = rect.width - rect.height // 2 - (2 * rect.height if arrows else 0)
    lines = text.fit_lines(label, size, room, colour=ink, bold=True)
    blit_lines(face, lines, rect.center)
    if arrows:
        for direction in (-1, 1):
            draw_arrow(face, choice_arrow_zone(rect, direction), direction, ink)
    face = displayable(face)
    face.set_alpha(255, pygame.RLEACCEL)  # mostly opaque or clear: run-length blits are ~4× faster
    return face


def choice_arrow_zone(rect: pygame.Rect, direction: int) -> pygame.Rect:
    """Where a choice button's ◀ (``direction`` −1) or ▶ (+1) sits: a square at that end."""
    zone = pygame.Rect(0, 0, rect.height, rect.height)
    if direction < 0:
        zone.midleft = rect.midleft
    else:
        zone.midright = rect.midright
    return zone


def draw_arrow(
    surface: pygame.Surface, zone: pygame.Rect, direction: int, colour: pygame.Color
) -> None:
    """A small solid triangle pointing left (−1) or right (+1), centred in ``zone``."""
    half = max(3, zone.height // 6)
    x, y = zone.center
    tip = x + direction * half
    back = x - direction * half
    pygame.draw.polygon(surface, colour, [(tip, y), (back, y - half - 1), (back, y + half + 1)])


def blit_lines(
    surface: pygame.Surface, lines: list[pygame.Surface], center: tuple[int, int]
) -> None:
    """Lines of text stacked tight, the block centred on ``center``."""
    heights = [line.get_height() * 9 // 10 for line in lines]
    y = center[1] - sum(heights) // 2
    for line, height in zip(lines, heights, strict=True):
        surface.blit(line, line.get_rect(midtop=(center[0], y - (line.get_height() - height) // 2)))
        y += height


def upward_places(lines: list[pygame.Surface], midbottom: tuple[int, int]) -> list[pygame.Rect]:
    """Where ``blit_lines_upward`` puts each line, from the top."""
    places: list[pygame.Rect] = []
    bottom = midbottom[1]
    for line in reversed(lines):
        place = line.get_rect(midbottom=(midbottom[0], bottom))
        places.insert(0, place)
        bottom = place.top + line.get_height() // 8
    return places


def blit_lines_upward(
    surface: pygame.Surface, lines: list[pygame.Surface], midbottom: tuple[int, int]
) -> None:
    """Lines of text whose last one sits on ``midbottom``, the ones before it stacked above
    (a prompt's second line goes up over the felt, never onto what lies under it)."""
    for line, place in zip(lines, upward_places(lines, midbottom), strict=True):
        surface.blit(line, place)


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, width: int = 3) -> None:
    """The keyboard focus ring: bright, outside the thing focused."""
    pygame.draw.rect(
        surface, FOCUS, rect.inflate(width * 3, width * 3), width, border_radius=width * 3
    )
