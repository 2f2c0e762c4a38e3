"""The layout a card table's screen is built on, as pure functions of the window size: the
viewer's hand centred at the bottom, a row of table cards between the stock and the set-aside
pile, and the opponents' seats placed round the table. A game's layout adds its own buttons
and text lines around these.

Lengths are on the 1280×720 design grid and scaled by ``min(w / 1280, h / 720)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from goju51.app.cards.cardart import CARD_RATIO
from goju51.app.kit.design import BASE_SIZE

HAND_CARD_W = 104
ROW_CARD_W = 88
SEAT_CARD_W = 54
"""Card widths on the design grid: in the viewer's hand, in the row, in an opponent's fan."""
HAND_SLOTS = 6
"""The most cards a hand holds (five and one taken): hands and fans are laid out for this many,
so nothing moves when a card comes or goes."""
GAP = 12
"""Between two cards side by side in the hand or the row, on the design grid."""


def design_px(scale: float) -> Callable[[float], int]:
    """A length on the 1280×720 design grid, in the pixels of a window at ``scale``."""

    return lambda base: max(1, round(base * scale))


@dataclass(frozen=True)
class SeatLayout:
    """An opponent's place: name plate, a row of small cards, and a status line under it."""

    plate: pygame.Rect
    cards_top: int
    card_size: tuple[int, int]
    step: int
    status: pygame.Rect

    def card_rects(self, count: int) -> list[pygame.Rect]:
        """Rects of ``count`` overlapping cards, centred under the name plate."""
        width = self.card_size[0] + self.step * max(count - 1, 0)
        left = self.plate.centerx - width // 2
        return [
            pygame.Rect(left + i * self.step, self.cards_top, *self.card_size) for i in range(count)
        ]

    @property
    def area(self) -> pygame.Rect:
        """Everything this seat draws on (for tests: it must lie inside the window)."""
        return self.plate.unionall([*self.card_rects(HAND_SLOTS), self.status])


@dataclass(frozen=True)
class CardTableLayout:
    """What every card table's layout holds: the window, its scale and the viewer's hand."""

    size: tuple[int, int]
    scale: float
    hand_card: tuple[int, int]
    hand_top: int
    hand_step: int
    hand_lift: int
    """How far a hand card rises when pointed at or picked: up to the line above the hand
    (the value bar) and no further, so a raised card never hides under it."""

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """Rects of a hand of ``count`` cards, left to right, centred at the bottom."""
        width = self.hand_card[0] + self.hand_step * max(count - 1, 0)
        left = self.size[0] // 2 - width // 2
        return [
            pygame.Rect(left + i * self.hand_step, self.hand_top, *self.hand_card)
            for i in range(count)
        ]

    def px(self, base: float) -> int:
        """A length on the 1280×720 design grid, in this window's pixels."""
        return max(1, round(base * self.scale))


@dataclass(frozen=True)
class TableGrid:
    """The measures every card table's layout starts from at one window size: the scale, the
    cards' sizes, the margin and the viewer's hand along the bottom."""

    size: tuple[int, int]
    scale: float
    hand_card: tuple[int, int]
    row_card: tuple[int, int]
    seat_card: tuple[int, int]
    margin: int
    hand_top: int
    hand_step: int

    def px(self, base: float) -> int:
        """A length on the 1280×720 design grid, in this window's pixels."""
        return max(1, round(base * self.scale))

    @property
    def centre_x(self) -> int:
        return self.size[0] // 2

    @property
    def top_seat_bottom(self) -> int:
        """Where a seat along the top ends: its plate, its fan and the line under it."""
        return self.px(10 + 26 + 6) + self.seat_card[1] + self.px(24)

    def hand_span(self) -> tuple[int, int]:
        """The left and right edges of a full hand (``HAND_SLOTS`` cards)."""
        half = (HAND_SLOTS * self.hand_step - self.px(GAP)) // 2
        return self.centre_x - half, self.centre_x + half

    def log(self) -> pygame.Rect:
        """The log panel in the bottom-left corner, from a little above the hand down."""
        px, margin, hand_top = self.px, self.margin, self.hand_top
        height = self.size[1] - margin - hand_top + px(34)
        return pygame.Rect(margin, hand_top - px(34), self.hand_span()[0] - margin - px(20), height)

    def row_between_piles(
        self, centre_y: int, slots: int
    ) -> tuple[tuple[pygame.Rect, ...], pygame.Rect, pygame.Rect]:
        """``slots`` table cards in a row centred at ``centre_y``, the stock to their left and
        the set-aside pile to their right: the row, the stock, the pile."""
        px, card = self.px, self.row_card
        step = card[0] + px(GAP)
        left = self.centre_x - (slots * step - px(GAP)) // 2
        row = tuple(
            pygame.Rect(left + i * step, centre_y - card[1] // 2, *card) for i in range(slots)
        )
        stock = pygame.Rect(0, 0, *card)
        stock.midright = (row[0].left - px(30), centre_y - px(8))
        set_aside = pygame.Rect(0, 0, *card)
        set_aside.midleft = (row[-1].right + px(30), centre_y - px(8))
        return row, stock, set_aside

    def opponent_seats(
        self, players: int, step: int, band: tuple[int, int], row_centre_y: int
    ) -> tuple[SeatLayout, ...]:
        """The seats of ``players - 1`` opponents clockwise from the viewer's left, their fans'
        cards ``step`` apart on the design grid. Seats along the top keep between the x
        coordinates of ``band`` (the free width between the corners); seats at the sides are
        level with the row, centred at ``row_centre_y``."""
        px, card_size = self.px, self.seat_card
        anchors = _seat_anchors(players - 1)
        top_centres = [
            self.centre_x + round(offset * self.scale) for side, offset in anchors if side == "top"
        ]
        fan_width = card_size[0] + px(step) * (HAND_SLOTS - 1)
        if top_centres and (
            top_centres[0] - fan_width // 2 < band[0] or top_centres[-1] + fan_width // 2 > band[1]
        ):
            # The design's offsets would cover the status lines or the buttons (three seats
            # along the top of a narrow window): spread the top row evenly over the free band.
            slot = (band[1] - band[0]) / len(top_centres)
            top_centres = [round(band[0] + slot * (i + 0.5)) for i in range(len(top_centres))]
        tops = iter(top_centres)
        return tuple(
            _seat(side, next(tops) if side == "top" else 0, self, step, row_centre_y)
            for side, _offset in anchors
        )


def table_grid(size: tuple[int, int]) -> TableGrid:
    """The measures of a card table in a window of ``size`` pixels."""
    width, height = size
    scale = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    px = design_px(scale)
    widths = (HAND_CARD_W, ROW_CARD_W, SEAT_CARD_W)
    hand_card, row_card, seat_card = ((px(w), px(w * CARD_RATIO)) for w in widths)
    margin = px(16)
    return TableGrid(
        size=size,
        scale=scale,
        hand_card=hand_card,
        row_card=row_card,
        seat_card=seat_card,
        margin=margin,
        hand_top=height - margin - hand_card[1],
        hand_step=hand_card[0] + px(GAP),
    )


def _seat_anchors(opponents: int) -> list[tuple[str, int]]:
    """Where opponents sit, clockwise from the viewer's left: a side, and for seats along the
    top an offset from the centre on the design grid."""
    return {
        1: [("top", 0)],
        2: [("left", 0), ("right", 0)],
        3: [("left", 0), ("top", 0), ("right", 0)],
        4: [("left", 0), ("top", -170), ("top", 170), ("right", 0)],
        5: [("left", 0), ("top", -290), ("top", 0), ("top", 290), ("right", 0)],
    }[opponents]


def _seat(side: str, centre_x: int, grid: TableGrid, step: int, row_centre_y: int) -> SeatLayout:
    px, card_size = grid.px, grid.seat_card
    fan_width = card_size[0] + px(step) * (HAND_SLOTS - 1)
    plate = pygame.Rect(0, 0, max(fan_width, px(200)), px(26))
    side_x = px(16) + plate.width // 2
    if side == "top":
        plate.midtop = (centre_x, px(10))
    else:
        side_centre = side_x if side == "left" else grid.size[0] - side_x
        plate.midtop = (side_centre, row_centre_y - card_size[1] // 2 - px(32))
    cards_top = plate.bottom + px(6)
    status = pygame.Rect(0, 0, plate.width, px(22))
    status.midtop = (plate.centerx, cards_top + card_size[1] + px(4))
    return SeatLayout(plate, cards_top, card_size, px(step), status)
