"""The dice table's pictures, drawn with pygame primitives: ivory dice with rounded corners,
shading and sunken pips, a leather cup with brass bands, the arrow of the direction of play,
the table's felt. Each is drawn once at four times its size and smoothed down (antialiased
edges at any window size), then kept in a bounded cache."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from goju51.app.kit.dieart import SUPERSAMPLE, die_picture
from goju51.app.kit.surfacecache import SurfaceCache, displayable
from goju51.games.dice import Result

TABLE_SAMPLE = 2
"""The table's oval is drawn this many times larger than the window and smoothed down (a
window-sized picture drawn four times larger would be slow to make on every resize)."""
LEATHER = pygame.Color(122, 58, 30)
LEATHER_DARK = pygame.Color(62, 26, 14)
BRASS = pygame.Color(226, 176, 74)


def _smooth(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return displayable(pygame.transform.smoothscale(big, size))


class DiceArt:
    """Every picture of the table at the sizes asked for, made once per size."""

    def __init__(self, capacity: int = 96) -> None:
        self._cache: SurfaceCache[pygame.Surface] = SurfaceCache(capacity)

    def _get(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self._cache.get(key, make)

    # ---------------------------------------------------------------------------- dice

    def die(self, face: int, side: int) -> pygame.Surface:
        """One die showing ``face``, ``side`` pixels wide, lit from the top left."""
        return self._get(("die", face, side), lambda: die_picture(face, side))

    def dice_pair(self, result: Result, side: int) -> tuple[pygame.Surface, pygame.Surface]:
        """The two dice of ``result``, higher first: what lies under the cup. Every picture of
        dice under the cup is made here (the leak test watches this one door)."""
        return self.die(result.high, side), self.die(result.low, side)

    def shadow(self, side: int) -> pygame.Surface:
        return self._get(("shadow", side), lambda: _make_shadow(side, side))

    # ----------------------------------------------------------------------------- cup

    def cup(self, size: tuple[int, int]) -> pygame.Surface:
        """The cup standing mouth down: a tapered leather body with brass bands."""
        return self._get(("cup", size), lambda: _make_cup(size))

    def cup_shadow(self, width: int) -> pygame.Surface:
        return self._get(("cup_shadow", width), lambda: _make_shadow(width, width // 4))

    # ------------------------------------------------------------------------ direction

    def arrow_ring(
        self, radius: int, direction: int, colour: tuple[int, int, int]
    ) -> pygame.Surface:
        """A ring of three curved arrows lying on the table round the cup (seen from above at
        a slant: half as tall as wide), turning clockwise (+1) or not (−1). The anticlockwise
        ring is the clockwise one turned over (its mirror image, as the flip animation shows
        it), so a reversal in mid-game costs a flip, not a new drawing (which took 12–30 ms,
        the dice table's one slow frame)."""
        clockwise = self._get(("ring", radius, colour), lambda: _make_ring(radius, colour))
        if direction > 0:
            return clockwise
        return self._get(
            ("ring turned over", radius, colour),
            lambda: pygame.transform.flip(clockwise, True, False),
        )

    # ---------------------------------------------------------------------------- felt

    def felt(self, size: tuple[int, int], table: pygame.Rect) -> pygame.Surface:
        """The room (dark wood) and the oval table: a wooden rim round green felt."""
        return self._get(("felt", size, tuple(table)), lambda: _make_felt(size, table))

    def clear(self) -> None:
        self._cache.clear()


def _make_shadow(width: int, height: int) -> pygame.Surface:
    big = pygame.Surface((width * 2, max(2, height * 2)), pygame.SRCALPHA)
    rings = 8
    for ring in range(rings):
        rect = big.get_rect().inflate(
            -ring * width * 2 // (rings * 2), -ring * height * 2 // (rings * 2)
        )
        pygame.draw.ellipse(big, (0, 0, 0, 14 + ring * 5), rect)
    return _smooth(big, (width, max(1, height)))


def _make_cup(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    big_w, big_h = width * SUPERSAMPLE, height * SUPERSAMPLE
    big = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    top_inset = big_w * 0.12
    rim = big_h * 0.1
    # the body: columns shaded like a cylinder, tapering towards the top
    columns = 48
    for column in range(columns):
        t0, t1 = column / columns, (column + 1) / columns
        light = math.cos((t0 + t1 - 1) * math.pi * 0.5 - 0.35) ** 2
        colour = LEATHER_DARK.lerp(LEATHER.lerp(pygame.Color(196, 120, 70), 0.35), light)
        points = [
            (top_inset + t0 * (big_w - 2 * top_inset), rim * 0.5),
            (top_inset + t1 * (big_w - 2 * top_inset) + 1, rim * 0.5),
            (t1 * big_w + 1, big_h - rim),
            (t0 * big_w, big_h - rim),
        ]
        pygame.draw.polygon(big, colour, points)
    # the rim at the mouth, the closed top, and two brass bands
    pygame.draw.ellipse(big, LEATHER_DARK, pygame.Rect(0, big_h - 2 * rim, big_w, 2 * rim))
    pygame.draw.ellipse(
        big,
        LEATHER.lerp(pygame.Color(0, 0, 0), 0.2),
        pygame.Rect(0, big_h - 2 * rim, big_w, 1.6 * rim),
    )
    pygame.draw.ellipse(
        big,
        LEATHER.lerp(pygame.Color(220, 150, 100), 0.3),
        pygame.Rect(top_inset, 0, big_w - 2 * top_inset, rim),
    )
    for fraction in (0.22, 0.78):
        y = rim * 0.5 + fraction * (big_h - 1.5 * rim)
        inset = top_inset * (1 - (y - rim * 0.5) / (big_h - 1.5 * rim))
        band = pygame.Rect(inset, y - big_h * 0.022, big_w - 2 * inset, big_h * 0.044)
        pygame.draw.rect(big, BRASS, band)
        pygame.draw.line(
            big,
            BRASS.lerp(pygame.Color(255, 255, 255), 0.5),
            band.topleft,
            band.topright,
            max(1, big_h // 120),
        )
    return _smooth(big, size)


def _make_ring(radius: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The clockwise ring (``arrow_ring``): each arrow's head at the start of its arc."""
    side = 2 * radius + 8
    big_side = side * SUPERSAMPLE
    big = pygame.Surface((big_side, big_side), pygame.SRCALPHA)
    centre = big_side / 2
    r = radius * SUPERSAMPLE
    thickness = max(2, radius * SUPERSAMPLE // 10)
    ink = pygame.Color(*colour, 200)
    for third in range(3):
        start = third * 2 * math.pi / 3 + 0.25
        end = start + 2 * math.pi / 3 - 0.55
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        box.center = (round(centre), round(centre))
        # pygame's arcs go anticlockwise on screen from start to end (angles y up)
        pygame.draw.arc(big, ink, box, start, end, thickness)
        tip_angle = start
        tip = (centre + r * math.cos(tip_angle), centre - r * math.sin(tip_angle))
        ahead = tip_angle - 0.22  # clockwise on screen: towards smaller angles
        head = (centre + r * math.cos(ahead), centre - r * math.sin(ahead))
        wing = thickness * 2.2
        normal = (math.cos(tip_angle), -math.sin(tip_angle))
        pygame.draw.polygon(
            big,
            ink,
            [
                head,
                (tip[0] + normal[0] * wing, tip[1] + normal[1] * wing),
                (tip[0] - normal[0] * wing, tip[1] - normal[1] * wing),
            ],
        )
    return _smooth(big, (side, max(1, side // 2)))


def _make_felt(size: tuple[int, int], table: pygame.Rect) -> pygame.Surface:
    """The room's lamp glow drawn at half size and smoothed up (soft gradients); the table,
    its rim and felt, drawn ``TABLE_SAMPLE`` times larger and smoothed down over it, so the
    oval's edges are not stair-stepped."""
    half_w, half_h = max(1, size[0] // 2), max(1, size[1] // 2)
    small = pygame.Surface((half_w, half_h))
    room, lamp = pygame.Color(30, 20, 16), pygame.Color(74, 48, 32)
    small.fill(room)
    for ring in range(16):
        grow = 1 - ring / 16
        glow = pygame.Rect(0, 0, round(half_w * 1.4 * grow), round(half_h * 1.5 * grow))
        glow.center = (table.centerx // 2, table.centery // 2)
        pygame.draw.ellipse(small, room.lerp(lamp, ring / 16), glow)
    felt = pygame.transform.smoothscale(small, size)
    # The table in half-size units as before, each length scaled up to the big picture.
    oval = pygame.Rect(table.x // 2, table.y // 2, table.w // 2, table.h // 2)
    rim = max(3, round(oval.h * 0.07))
    shadow = oval.inflate(2 * rim + 4, 2 * rim + 4).move(0, rim // 2)
    area = pygame.Rect(shadow.x * 2, shadow.y * 2, shadow.w * 2, shadow.h * 2)
    scale = 2 * TABLE_SAMPLE  # half-size units to the big picture's pixels

    def big_rect(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(
            (rect.x - shadow.x) * scale, (rect.y - shadow.y) * scale, rect.w * scale, rect.h * scale
        )

    big = pygame.Surface((shadow.w * scale, shadow.h * scale), pygame.SRCALPHA)
    pygame.draw.ellipse(big, pygame.Color(16, 8, 4), big_rect(shadow))
    pygame.draw.ellipse(big, pygame.Color(112, 64, 34), big_rect(oval.inflate(2 * rim, 2 * rim)))
    pygame.draw.ellipse(
        big,
        pygame.Color(156, 98, 54),
        big_rect(oval.inflate(rim, rim).move(0, -1)),
        max(1, rim // 3) * scale,
    )
    dark, light = pygame.Color(10, 64, 48), pygame.Color(30, 128, 92)
    for ring in range(16):
        grow = 1 - ring / 16
        patch = pygame.Rect(0, 0, round(oval.w * grow), round(oval.h * grow))
        patch.center = oval.center
        pygame.draw.ellipse(big, dark.lerp(light, (ring + 1) / 16), big_rect(patch))
    felt.blit(pygame.transform.smoothscale(big, area.size), area)
    return felt.convert() if pygame.display.get_surface() else felt
