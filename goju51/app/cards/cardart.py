"""Card faces and backs, drawn by code at the size asked for.

Everything is vector drawing: shapes are drawn 4x too big on an alpha surface, then
``smoothscale``d down, which anti-aliases them. Suits are polygons and circles, so they never
depend on a font's glyphs. Cards are read by duck typing: ``card.rank`` ("A" "K" "Q" "J" "T"
"9".."2", "JK" for the joker) and ``card.suit`` ("S" "H" "D" "C", ``None`` for the joker).

Below 80 px wide a face switches to a compact design (big corner index, one big pip):
a full pip layout would be too small to read there.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass

import pygame

from goju51.app.kit import fonts
from goju51.app.kit.surfacecache import SurfaceCache, displayable
from goju51.core.cards import CardLike, read_card

CARD_RATIO = 3.5 / 2.5
"""Height over width of a standard poker card."""

BACK_DESIGNS = ("blue", "red")
"""Names accepted by ``CardArt.back``."""

COMPACT_BELOW = 80
"""Faces narrower than this many pixels use the compact design."""

SUPERSAMPLE = 4
"""Drawing scale before ``smoothscale``: a power of two, as other factors leave
``smoothscale`` a little short of full opacity (253 instead of 255)."""

Point = tuple[float, float]
ColourValue = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int]


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of a card ``width`` pixels wide."""
    return int(width), round(width * CARD_RATIO)


# ---------------------------------------------------------------------------------------
# Colours

INK = pygame.Color(24, 24, 28)
RED = pygame.Color(200, 22, 38)
BLUE = pygame.Color(22, 86, 196)
GREEN = pygame.Color(18, 128, 56)
GOLD = pygame.Color(206, 160, 46)
PAPER = pygame.Color(252, 251, 247)
EDGE = pygame.Color(150, 150, 142)

CLASSIC_COLOURS = {"S": INK, "H": RED, "D": RED, "C": INK}
FOUR_COLOURS = {"S": INK, "H": RED, "D": BLUE, "C": GREEN}


def suit_colour(suit: str, four_colour: bool = False) -> pygame.Color:
    """The ink of a suit in the classic two-colour deck or the four-colour one."""
    return pygame.Color((FOUR_COLOURS if four_colour else CLASSIC_COLOURS)[suit])


def _tint(colour: pygame.Color, amount: float) -> pygame.Color:
    """``colour`` mixed with white (amount 0..1 of white)."""
    return colour.lerp(pygame.Color(255, 255, 255), amount)


# ---------------------------------------------------------------------------------------
# Suit geometry, in a unit square (y down), drawn as filled polygons and circles


@dataclass(frozen=True)
class Circle:
    """A filled disc, one of the parts of a suit symbol."""

    centre: Point
    radius: float


Part = Sequence[Point] | Circle


def _arc(centre: Point, radius: float, start_deg: float, end_deg: float, steps: int) -> list[Point]:
    cx, cy = centre
    return [
        (
            cx + radius * math.cos(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
            cy + radius * math.sin(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int) -> list[Point]:
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        points.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return points


def _mirrored(left_half: list[Point]) -> list[Point]:
    """A closed outline from its left half, which runs from the top centre to the bottom."""
    right_half = [(1 - x, y) for x, y in reversed(left_half)]
    return left_half + right_half[1:-1]


def _heart_outline(
    lobe_radius: float, lobe_x: float, lobe_y: float, tip_y: float, point: float
) -> list[Point]:
    """Two round lobes above a tip. ``point`` 0..1: how long and sharp the tip is."""
    centre = (lobe_x, lobe_y)
    notch_dy = math.sqrt(max(lobe_radius**2 - (0.5 - lobe_x) ** 2, 0.0))
    notch_angle = math.degrees(math.atan2(-notch_dy, 0.5 - lobe_x))
    leave_angle = 168.0 - 20.0 * point  # where the side leaves the lobe, below its widest point
    arc = _arc(centre, lobe_radius, notch_angle, leave_angle - 360.0, 40)
    start = arc[-1]
    angle = math.radians(leave_angle)
    tangent = (math.sin(angle), -math.cos(angle))  # clockwise along the lobe, heading down
    reach = (tip_y - start[1]) * 0.45
    tip = (0.5, tip_y)
    side = _bezier(
        start,
        (start[0] + tangent[0] * reach, start[1] + tangent[1] * reach),
        (0.5 - 0.12 * (1 - point), tip_y - reach * (0.6 + 0.6 * point)),
        tip,
        24,
    )
    return _mirrored(arc + side[1:])


def _flared_stem(top_y: float, base_y: float, half_width: float) -> list[Point]:
    """A stem that flares into a base with concave sides (spade and club)."""
    left = _bezier(
        (0.5 - 0.025, top_y),
        (0.5 - 0.03, base_y - 0.05),
        (0.5 - half_width * 0.6, base_y),
        (0.5 - half_width, base_y),
        16,
    )
    return _mirrored([(0.5, top_y), *left, (0.5, base_y)])


@functools.cache
def suit_parts(suit: str) -> tuple[Part, ...]:
    """The outline of a suit symbol in a unit square, as parts filled in one colour."""
    match suit:
        case "H":
            return (_heart_outline(0.255, 0.265, 0.31, 0.94, 0.0),)
        case "S":
            body = [(x, 0.80 - y * 0.80) for x, y in _heart_outline(0.25, 0.27, 0.28, 0.98, 0.6)]
            return (body, _flared_stem(0.55, 0.97, 0.2))
        case "D":
            upper_left = _bezier((0.5, 0.02), (0.42, 0.17), (0.25, 0.37), (0.13, 0.5), 20)
            lower_left = [(x, 1 - y) for x, y in reversed(upper_left)]
            return (_mirrored(upper_left + lower_left[1:]),)
        case "C":
            radius = 0.205
            return (
                Circle((0.5, 0.255), radius),
                Circle((0.29, 0.565), radius),
                Circle((0.71, 0.565), radius),
                [(0.5, 0.4), (0.36, 0.6), (0.64, 0.6)],
                _flared_stem(0.5, 0.97, 0.2),
            )
    raise ValueError(f"not a suit: {suit!r}")


def draw_suit(
    surface: pygame.Surface,
    suit: str,
    rect: pygame.typing.RectLike,
    colour: ColourValue,
    upside_down: bool = False,
) -> None:
    """Fill a suit symbol into ``rect`` (no anti-aliasing: draw big, then scale down)."""
    box = pygame.FRect(rect)

    def place(point: Point) -> Point:
        x, y = point
        return box.x + x * box.w, box.y + (1 - y if upside_down else y) * box.h

    for part in suit_parts(suit):
        if isinstance(part, Circle):
            centre = place(part.centre)
            pygame.draw.circle(surface, colour, centre, part.radius * min(box.w, box.h))
        else:
            pygame.draw.polygon(surface, colour, [place(p) for p in part])


def _star_outline(points: int = 5, inner: float = 0.42) -> list[Point]:
    """A star in the unit square, one point straight up."""
    outline = []
    for i in range(points * 2):
        radius = 0.5 if i % 2 == 0 else 0.5 * inner
        angle = math.radians(-90 + 180 * i / points)
        outline.append((0.5 + radius * math.cos(angle), 0.53 + radius * math.sin(angle)))
    return outline


@functools.cache
def _ink_span(suit: str) -> tuple[float, float]:
    """Left and right ink edges of a suit symbol in its unit square."""
    xs = []
    for part in suit_parts(suit):
        if isinstance(part, Circle):
            xs += [part.centre[0] - part.radius, part.centre[0] + part.radius]
        else:
            xs += [x for x, _y in part]
    return min(xs), max(xs)


@functools.lru_cache(maxsize=256)
def _suit_icon(suit: str, px_height: int, colour: tuple[int, int, int, int]) -> pygame.Surface:
    scale = SUPERSAMPLE
    left, right = _ink_span(suit)
    width = max(1, math.ceil(px_height * (right - left)) + 1)
    big = pygame.Surface((width * scale, px_height * scale), pygame.SRCALPHA)
    big.fill((*colour[:3], 0))
    box_x = (width * scale - (right + left) * px_height * scale) / 2
    draw_suit(big, suit, (box_x, 0, px_height * scale, px_height * scale), colour)
    return displayable(pygame.transform.smoothscale(big, (width, px_height)))


def suit_icon(
    suit: str, px_height: int, four_colour: bool = False, colour: ColourValue | None = None
) -> pygame.Surface:
    """A suit symbol ``px_height`` pixels tall, cropped to its width, to set inside text.

    Drawn in its suit colour unless ``colour`` is given. Cached: do not draw on it.
    """
    ink = pygame.Color(colour) if colour is not None else suit_colour(suit, four_colour)
    return _suit_icon(suit, max(1, int(px_height)), tuple(ink))


# ---------------------------------------------------------------------------------------
# Text and emblems

CAP_HEIGHT = 1493 / 2048
"""Capital height of DejaVu Sans Bold, as a fraction of the font size."""

RANK_LABELS = {"T": "10"}
COURT_RANKS = ("K", "Q", "J")


def _label(
    text: str, cap_height: float, colour: ColourValue, max_width: float | None = None
) -> pygame.Surface:
    """Bold text cropped to its ink, capitals ``cap_height`` px tall, letters set tight.

    Wider than ``max_width``, it is squeezed sideways (it is drawn big, so that stays clean).
    """
    font = fonts.get(round(cap_height / CAP_HEIGHT), bold=True)
    glyphs = [font.render(char, True, colour) for char in text]
    boxes = [glyph.get_bounding_rect() for glyph in glyphs]
    top = min(box.top for box in boxes)
    bottom = max(box.bottom for box in boxes)
    gap = round(cap_height * 0.06)
    width = sum(box.width for box in boxes) + gap * (len(boxes) - 1)
    out = pygame.Surface((width, bottom - top), pygame.SRCALPHA)
    out.fill((*pygame.Color(colour)[:3], 0))
    x = 0
    for glyph, box in zip(glyphs, boxes, strict=True):
        out.blit(glyph, (x, 0), (box.x, top, box.width, bottom - top))
        x += box.width + gap
    if max_width is not None and width > max_width:
        out = pygame.transform.smoothscale(out, (round(max_width), out.get_height()))
    return out


def _place(surface: pygame.Surface, image: pygame.Surface, centre_x: float, top: float) -> None:
    surface.blit(image, (round(centre_x - image.get_width() / 2), round(top)))


def _polygon(
    surface: pygame.Surface, colour: ColourValue, box: pygame.FRect, outline: Sequence[Point]
) -> None:
    pygame.draw.polygon(
        surface, colour, [(box.x + x * box.w, box.y + y * box.h) for x, y in outline]
    )


def _draw_crown(surface: pygame.Surface, rank: str, box: pygame.FRect, jewel: ColourValue) -> None:
    """A gold crown filling ``box``: five tall points for the king, arches for the queen,
    three low points for the jack."""
    dark_gold = GOLD.lerp(INK, 0.35)
    match rank:
        case "K":
            outline = [
                (0.05, 0.95),
                (0.0, 0.25),
                (0.27, 0.55),
                (0.5, 0.05),
                (0.73, 0.55),
                (1.0, 0.25),
                (0.95, 0.95),
            ]
            tips = [(0.0, 0.25), (0.5, 0.05), (1.0, 0.25)]
        case "Q":
            outline = [(0.06, 0.95), (0.02, 0.35)]
            outline += _bezier((0.02, 0.35), (0.15, 0.7), (0.3, 0.7), (0.34, 0.3), 10)
            outline += _bezier((0.34, 0.3), (0.4, 0.55), (0.6, 0.55), (0.66, 0.3), 10)
            outline += _bezier((0.66, 0.3), (0.7, 0.7), (0.85, 0.7), (0.98, 0.35), 10)
            outline += [(0.98, 0.35), (0.94, 0.95)]
            tips = [(0.02, 0.3), (0.34, 0.25), (0.66, 0.25), (0.98, 0.3)]
        case _:
            outline = [
                (0.1, 0.95),
                (0.06, 0.45),
                (0.3, 0.65),
                (0.5, 0.3),
                (0.7, 0.65),
                (0.94, 0.45),
                (0.9, 0.95),
            ]
            tips = []
    line = max(1, round(box.h * 0.07))
    for colour, width in ((GOLD, 0), (dark_gold, line)):
        pygame.draw.polygon(
            surface, colour, [(box.x + x * box.w, box.y + y * box.h) for x, y in outline], width
        )
    for x, y in tips:
        pygame.draw.circle(surface, GOLD, (box.x + x * box.w, box.y + y * box.h), box.h * 0.09)
        pygame.draw.circle(
            surface, dark_gold, (box.x + x * box.w, box.y + y * box.h), box.h * 0.09, line
        )
    band = pygame.FRect(box.x + box.w * 0.06, box.y + box.h * 0.76, box.w * 0.88, box.h * 0.19)
    pygame.draw.rect(surface, dark_gold, band)
    for x in (0.3, 0.5, 0.7):
        pygame.draw.circle(surface, jewel, (box.x + x * box.w, band.centery), band.h * 0.4)


def _draw_jester_hat(surface: pygame.Surface, box: pygame.FRect) -> None:
    """The joker's emblem: a three-horned jester's cap with bells."""
    horns = [
        (
            RED,
            [
                (0.2, 0.74),
                *_bezier((0.2, 0.74), (0.1, 0.55), (0.02, 0.4), (0.04, 0.24), 12),
                *_bezier((0.04, 0.24), (0.22, 0.36), (0.38, 0.5), (0.46, 0.74), 12),
            ],
        ),
        (
            RED,
            [
                (0.8, 0.74),
                *_bezier((0.8, 0.74), (0.9, 0.55), (0.98, 0.4), (0.96, 0.24), 12),
                *_bezier((0.96, 0.24), (0.78, 0.36), (0.62, 0.5), (0.54, 0.74), 12),
            ],
        ),
        (
            BLUE,
            [
                (0.34, 0.74),
                *_bezier((0.34, 0.74), (0.36, 0.45), (0.42, 0.2), (0.5, 0.06), 12),
                *_bezier((0.5, 0.06), (0.58, 0.2), (0.64, 0.45), (0.66, 0.74), 12),
            ],
        ),
    ]
    for colour, outline in horns:
        _polygon(surface, colour, box, outline)
    band = pygame.FRect(box.x + box.w * 0.16, box.y + box.h * 0.72, box.w * 0.68, box.h * 0.16)
    pygame.draw.rect(surface, GOLD, band, border_radius=round(band.h * 0.3))
    for i in range(5):
        diamond_box = pygame.FRect(0, 0, band.h * 0.55, band.h * 0.7)
        diamond_box.center = (band.x + band.w * (0.1 + 0.2 * i), band.centery)
        draw_suit(surface, "D", diamond_box, RED if i % 2 == 0 else BLUE)
    for x, y in ((0.04, 0.24), (0.5, 0.06), (0.96, 0.24)):
        pygame.draw.circle(surface, GOLD, (box.x + x * box.w, box.y + y * box.h), box.w * 0.055)


# ---------------------------------------------------------------------------------------
# Faces

PIP_LAYOUTS: dict[str, tuple[tuple[int, float], ...]] = {
    # (column -1/0/1, row 0..1 from top to bottom); pips below the middle are drawn upside down
    "2": ((0, 0), (0, 1)),
    "3": ((0, 0), (0, 0.5), (0, 1)),
    "4": ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    "5": ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    "6": ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    "7": ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    "8": ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    "9": (
        (-1, 0),
        (1, 0),
        (-1, 1 / 3),
        (1, 1 / 3),
        (0, 0.5),
        (-1, 2 / 3),
        (1, 2 / 3),
        (-1, 1),
        (1, 1),
    ),
    "T": (
        (-1, 0),
        (1, 0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1),
        (1, 1),
    ),
}


@dataclass(frozen=True)
class _Layout:
    """Where things go on a face, in hi-res pixels (``scale`` times the card's size)."""

    width: float
    height: float
    scale: int
    compact: bool
    margin_x: float
    margin_y: float
    rank_height: float
    index_width: float
    suit_height: float

    @classmethod
    def for_width(cls, width: int) -> _Layout:
        scale = SUPERSAMPLE
        compact = width < COMPACT_BELOW
        rank_height = (0.34 * width) if compact else (0.16 * width + 2)
        return cls(
            width=width * scale,
            height=card_size(width)[1] * scale,
            scale=scale,
            compact=compact,
            margin_x=(0.07 if compact else 0.045) * width * scale,
            margin_y=(0.06 if compact else 0.05) * width * scale,
            rank_height=rank_height * scale,
            index_width=rank_height * (1.05 if compact else 1.0) * scale,
            suit_height=rank_height * 0.85 * scale,
        )

    @property
    def index_centre_x(self) -> float:
        return self.margin_x + self.index_width / 2

    def suit_top(self, label_height: float) -> float:
        """Top of the index suit, below the rank (lower under the descenders of J and Q)."""
        return self.margin_y + max(label_height, self.rank_height) + self.rank_height * 0.14

    def art_box(self) -> pygame.FRect:
        """The middle of a full-size face, between the corner indices."""
        inset_x = self.margin_x + self.index_width + 0.055 * self.width
        inset_y = 0.05 * self.height
        return pygame.FRect(inset_x, inset_y, self.width - 2 * inset_x, self.height - 2 * inset_y)


def _blank_card(width: float, height: float, scale: int) -> pygame.Surface:
    """A rounded white card with a thin grey edge, hi-res."""
    surface = pygame.Surface((round(width), round(height)), pygame.SRCALPHA)
    surface.fill((*EDGE[:3], 0))  # transparent, but edge-coloured: no dark fringe when scaled
    radius = max(3, 0.055 * width / scale) * scale
    edge = max(1.0, width / scale / 150) * scale
    pygame.draw.rect(surface, EDGE, surface.get_rect(), border_radius=round(radius))
    inner = surface.get_rect().inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surface, PAPER, inner, border_radius=round(radius - edge))
    return surface


def _draw_index(
    surface: pygame.Surface, layout: _Layout, rank: str, suit: str | None, ink: ColourValue
) -> None:
    """Rank over suit in the top-left corner (the joker gets a star and its name)."""
    top = layout.margin_y
    if suit is None:
        star = pygame.FRect(0, 0, layout.rank_height * 1.05, layout.rank_height * 1.05)
        star.midtop = (layout.index_centre_x, top)
        _polygon(surface, RED, star, _star_outline())
        letter_height = layout.rank_height * 0.42
        if layout.compact or letter_height < 8 * layout.scale:  # too small to read: star only
            return
        for i, letter in enumerate("JOKER"):
            y = star.bottom + layout.rank_height * 0.22 + i * letter_height * 1.35
            _place(surface, _label(letter, letter_height, INK), layout.index_centre_x, y)
        return
    label = _label(RANK_LABELS.get(rank, rank), layout.rank_height, ink, layout.index_width)
    _place(surface, label, layout.index_centre_x, top)
    pip = pygame.FRect(0, 0, layout.suit_height, layout.suit_height)
    pip.midtop = (layout.index_centre_x, layout.suit_top(label.get_height()))
    draw_suit(surface, suit, pip, ink)


def _draw_pips(
    surface: pygame.Surface, layout: _Layout, rank: str, suit: str, ink: ColourValue
) -> None:
    box = layout.art_box()
    pip_size = min(box.w * 0.33, box.h * 0.17)
    columns = {-1: box.x + pip_size / 2, 0: box.centerx, 1: box.right - pip_size / 2}
    for column, row in PIP_LAYOUTS[rank]:
        pip = pygame.FRect(0, 0, pip_size, pip_size)
        pip.center = (columns[column], box.y + pip_size / 2 + row * (box.h - pip_size))
        draw_suit(surface, suit, pip, ink, upside_down=row > 0.5)


def _draw_ace(surface: pygame.Surface, layout: _Layout, suit: str, ink: ColourValue) -> None:
    box = layout.art_box()
    size = layout.width * 0.5
    pip = pygame.FRect(0, 0, size, size)
    pip.center = box.center
    if suit == "S":  # the ace of spades is traditionally the showpiece of the deck
        ring = size * 0.72
        pygame.draw.circle(surface, GOLD, box.center, ring, max(1, round(size * 0.025)))
        pygame.draw.circle(surface, GOLD, box.center, ring * 0.93, max(1, round(size * 0.01)))
        pip.scale_by_ip(0.95)
    draw_suit(surface, suit, pip, ink)


def _draw_court(
    surface: pygame.Surface, layout: _Layout, rank: str, suit: str, ink: pygame.Color
) -> None:
    """A framed panel: crown, big letter, suit. Original design, no figure artwork."""
    box = layout.art_box()
    line = max(layout.scale, round(box.w * 0.02))
    paper = _tint(GOLD if ink == INK else ink, 0.88)
    pygame.draw.rect(surface, paper, box, border_radius=round(box.w * 0.06))
    pygame.draw.rect(surface, ink, box, line, border_radius=round(box.w * 0.06))
    pygame.draw.rect(
        surface,
        GOLD,
        box.inflate(-4 * line, -4 * line),
        max(1, line // 2),
        border_radius=round(box.w * 0.04),
    )
    crown = pygame.FRect(0, 0, box.w * 0.62, box.w * 0.42)
    crown.midtop = (box.centerx, box.y + box.h * 0.1)
    _draw_crown(surface, rank, crown, ink)
    letter = _label(rank, box.h * 0.3, ink, box.w * 0.8)
    _place(surface, letter, box.centerx, crown.bottom + box.h * 0.07)
    pip = pygame.FRect(0, 0, box.w * 0.3, box.w * 0.3)
    pip.midbottom = (box.centerx, box.bottom - box.h * 0.1)
    draw_suit(surface, suit, pip, ink)


def _draw_joker(surface: pygame.Surface, layout: _Layout) -> None:
    centre = (layout.width / 2, layout.height / 2)
    pygame.draw.circle(surface, _tint(GOLD, 0.8), centre, layout.width * 0.33)
    hat = pygame.FRect(0, 0, layout.width * 0.5, layout.width * 0.5)
    hat.center = (centre[0], centre[1] + layout.width * 0.015)
    _draw_jester_hat(surface, hat)


def _draw_compact_art(
    surface: pygame.Surface, layout: _Layout, rank: str, suit: str | None, ink: pygame.Color
) -> None:
    """One big symbol in the lower right, clear of the corner index."""
    size = layout.width * 0.48
    box = pygame.FRect(0, 0, size, size)
    box.center = (layout.width * 0.62, layout.height * 0.69)
    if suit is None:
        _draw_jester_hat(surface, box.scale_by(1.1))
        return
    if rank in COURT_RANKS:
        crown = pygame.FRect(0, 0, layout.width * 0.4, layout.width * 0.28)
        crown.topright = (layout.width - layout.margin_x, layout.margin_y)
        _draw_crown(surface, rank, crown, ink)
    draw_suit(surface, suit, box, ink)


def _render_face(rank: str, suit: str | None, width: int, four_colour: bool) -> pygame.Surface:
    *_slices, face = _face_slices(rank, suit, width, four_colour)
    assert face is not None  # the last slice is the face
    return face


def _face_slices(
    rank: str, suit: str | None, width: int, four_colour: bool
) -> Iterator[pygame.Surface | None]:
    """Draw a face in three slices of work (a millisecond or less for a hand card at
    1920×1080): yields None after the first two, then the face."""
    layout = _Layout.for_width(width)
    ink = INK if suit is None else suit_colour(suit, four_colour)
    surface = _blank_card(layout.width, layout.height, layout.scale)
    yield None
    _draw_index(surface, layout, rank, suit, ink)
    if layout.compact:
        _draw_compact_art(surface, layout, rank, suit, ink)
    else:
        # the same index, turned round, in the bottom-right corner
        strip = surface.subsurface(
            0, 0, round(layout.margin_x * 2 + layout.index_width), surface.get_height() // 2
        )
        surface.blit(
            pygame.transform.flip(strip, True, True),
            (surface.get_width() - strip.get_width(), surface.get_height() - strip.get_height()),
        )
        if suit is None:
            _draw_joker(surface, layout)
        elif rank == "A":
            _draw_ace(surface, layout, suit, ink)
        elif rank in COURT_RANKS:
            _draw_court(surface, layout, rank, suit, ink)
        else:
            _draw_pips(surface, layout, rank, suit, ink)
    yield None
    yield pygame.transform.smoothscale(surface, card_size(width))


# ---------------------------------------------------------------------------------------
# Backs

BACK_COLOURS = {
    "blue": (pygame.Color(28, 66, 142), pygame.Color(92, 142, 214)),
    "red": (pygame.Color(148, 26, 40), pygame.Color(222, 104, 104)),
}


def _seigaiha(
    surface: pygame.Surface, base: pygame.Color, line: pygame.Color, radius: float
) -> None:
    """Japanese wave pattern: overlapping rows of concentric arcs."""
    width, height = surface.get_size()
    stroke = max(1, round(radius * 0.09))
    row = 0
    y = -radius
    while y < height + radius:
        offset = radius if row % 2 else 0
        x = -radius + offset
        while x < width + radius:
            for ring in range(4):
                colour = line if ring % 2 == 0 else base.lerp(line, 0.35)
                pygame.draw.circle(surface, base, (x, y), radius * (1 - ring * 0.24))
                pygame.draw.circle(surface, colour, (x, y), radius * (1 - ring * 0.24), stroke)
            x += 2 * radius
        y += radius / 2
        row += 1


def _shippo(surface: pygame.Surface, base: pygame.Color, line: pygame.Color, radius: float) -> None:
    """Japanese "seven treasures" pattern: interlocking circles, a dot in each centre."""
    width, height = surface.get_size()
    surface.fill(base)
    stroke = max(1, round(radius * 0.1))
    step = radius * math.sqrt(2)
    for j in range(-1, round(height / step) + 2):
        for i in range(-1, round(width / step) + 2):
            pygame.draw.circle(surface, line, (i * step, j * step), radius, stroke)
            pygame.draw.circle(surface, line, (i * step, j * step), radius * 0.12)


def _render_back(design: str, width: int) -> pygame.Surface:
    if design not in BACK_COLOURS:
        raise ValueError(f"no card back {design!r}; choose from {', '.join(BACK_DESIGNS)}")
    base, line = BACK_COLOURS[design]
    scale = SUPERSAMPLE
    surface = _blank_card(width * scale, card_size(width)[1] * scale, scale)
    panel = surface.get_rect().inflate(-0.14 * width * scale, -0.14 * width * scale)
    radius = round(0.035 * width * scale)
    pattern = pygame.Surface(panel.size, pygame.SRCALPHA)
    motif = max(5.0, 0.1 * width) * scale
    if design == "blue":
        _seigaiha(pattern, base, line, motif)
    else:
        _shippo(pattern, base, line, motif)
    mask = pygame.Surface(panel.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(pattern, panel)
    frame = max(1, round(0.012 * width * scale))
    pygame.draw.rect(surface, base, panel, frame * 2, border_radius=radius)
    pygame.draw.rect(
        surface, GOLD, panel.inflate(-frame * 5, -frame * 5), frame, border_radius=radius
    )
    medallion = 0.2 * width * scale
    pygame.draw.circle(surface, base, panel.center, medallion)
    pygame.draw.circle(surface, GOLD, panel.center, medallion, frame * 2)
    pygame.draw.circle(surface, GOLD, panel.center, medallion * 0.82, frame)
    number = _label("51", medallion * 0.6, GOLD)
    _place(surface, number, panel.centerx, panel.centery - number.get_height() / 2)
    return pygame.transform.smoothscale(surface, card_size(width))


# ---------------------------------------------------------------------------------------
# Glow


@functools.lru_cache(maxsize=32)
def _glow(size: tuple[int, int], colour: tuple[int, int, int, int], spread: int) -> pygame.Surface:
    width, height = size
    radius = max(3, round(0.055 * width))
    surface = pygame.Surface((width + 2 * spread, height + 2 * spread), pygame.SRCALPHA)
    surface.fill((*colour[:3], 0))
    for step in range(spread, 0, -1):
        alpha = round(colour[3] * (1 - step / (spread + 1)) ** 2)
        ring = pygame.Rect(spread - step, spread - step, width + 2 * step, height + 2 * step)
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour[:3], alpha), ring, 2, border_radius=radius + step)
        surface.blit(layer, (0, 0))
    pygame.draw.rect(
        surface,
        colour,
        (spread - 1, spread - 1, width + 2, height + 2),
        2,
        border_radius=radius + 1,
    )
    return displayable(surface)


def draw_glow(
    surface: pygame.Surface, rect: pygame.typing.RectLike, colour: ColourValue, spread: int = 8
) -> None:
    """Draw a soft rounded halo around a card at ``rect`` (for selection or hints)."""
    card = pygame.Rect(rect)
    glow = _glow(card.size, tuple(pygame.Color(colour)), max(1, int(spread)))
    surface.blit(glow, (card.x - spread, card.y - spread))


# ---------------------------------------------------------------------------------------
# The renderer with its cache


class CardArt:
    """Renders card faces and backs at any width, each one once (a bounded LRU cache).

    ``four_colour`` and ``back_design`` are the defaults the table reads from the player's
    settings; change them at any time, the cache keys include them. Returned surfaces are
    shared: blit them, never draw on them.
    """

    def __init__(
        self, four_colour: bool = False, back_design: str = "blue", cache_size: int = 512
    ) -> None:
        self.four_colour = four_colour
        self.back_design = back_design
        self._cache: SurfaceCache[pygame.Surface] = SurfaceCache(cache_size)

    def face(self, card: CardLike, width: int) -> pygame.Surface:
        """The face of ``card``, ``width`` pixels wide (height from ``card_size``)."""
        return self._cached(
            self._face_key(card, width),
            lambda: _render_face(card.rank, card.suit, int(width), self.four_colour),
        )

    def face_in_slices(self, card: CardLike, width: int) -> Iterator[None]:
        """Cache ``face(card, width)`` a slice of work per step of the iterator: to paint faces
        ahead of need without making a frame late."""
        key = self._face_key(card, width)
        if key in self._cache:
            return
        slices = _face_slices(card.rank, card.suit, int(width), self.four_colour)
        while (face := next(slices)) is None:
            yield
        self._cached(key, lambda: face)

    def _face_key(self, card: CardLike, width: int) -> Hashable:
        return ("face", card.rank, card.suit, int(width), self.four_colour)

    def back(self, width: int, design: str | None = None) -> pygame.Surface:
        """A card back, ``width`` pixels wide; ``design`` is one of ``BACK_DESIGNS``."""
        design = design or self.back_design
        return self._cached(("back", design, int(width)), lambda: _render_back(design, int(width)))

    def clear_cache(self) -> None:
        self._cache.clear()

    def _cached(self, key: Hashable, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self._cache.get(key, lambda: displayable(render()))


@dataclass(frozen=True)
class ShownCard:
    """A card only to be looked at (menus, settings previews), of no game in particular."""

    rank: str
    suit: str | None
    is_joker: bool = False

    @classmethod
    def parse(cls, text: str) -> ShownCard:
        """``ShownCard.parse("AS")``; ``"JK"`` is a joker."""
        card = read_card(text)
        return cls("JK", None, True) if isinstance(card, int) else cls(*card)
