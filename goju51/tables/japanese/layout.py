"""Where everything sits on the table, as a pure function of the window size.

``table_layout((w, h), players)`` returns rectangles for the viewer's hand slots, the five
table slots, the stock, the set-aside pile, each opponent's seat, the buttons, the log and the
text lines. It reads no state and draws nothing, so tests and an external real-window test
(xdotool) can compute where to click: the hand is shown in ``sort_hand`` order, left to right
in ``hand_rects(len(hand))``.

Everything is designed on a 1280×720 grid and scaled by ``min(w / 1280, h / 720)``; rows are
anchored to the window's edges and centre, so wider or taller windows spread out rather than
stretch.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from goju51.app.kit.design import BASE_SIZE
from goju51.games.japanese import RANKS, Card

CARD_RATIO = 1.4
HAND_CARD_W = 104
TABLE_CARD_W = 88
SEAT_CARD_W = 54
SEAT_CARD_STEP = 36
TABLE_SLOTS = 5
CORNER_BUTTONS = 4
"""Places for the small buttons top right (a table shows as many as it has)."""
SUIT_ORDER = ("S", "H", "C", "D")
"""Hand order by suit: colours alternate (black, red, black, red) so suits stand apart."""


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """The order the viewer's hand is shown in: by suit (♠♥♣♦), high rank first, joker last."""

    def key(card: Card) -> tuple[int, int]:
        if card.is_joker:
            return (len(SUIT_ORDER), 0)
        return (SUIT_ORDER.index(card.suit), RANKS.index(card.rank))

    return sorted(cards, key=key)


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
        full = self.card_rects(6)
        return self.plate.unionall([*full, self.status])


@dataclass(frozen=True)
class TableLayout:
    """Rectangles of one window size; see the module docstring."""

    size: tuple[int, int]
    scale: float
    hand_card: tuple[int, int]
    table_card: tuple[int, int]
    hand_top: int
    hand_step: int
    table_slots: tuple[pygame.Rect, ...]
    stock: pygame.Rect
    set_aside: pygame.Rect
    seats: tuple[SeatLayout, ...]
    """Opponent seats in play order after the viewer (viewer + 1, viewer + 2, ...)."""
    clear_button: pygame.Rect
    stop_toggle: pygame.Rect
    settings: tuple[pygame.Rect, ...]
    """Places for the small buttons top right, top down (menu, hint, undo, sound at a
    session's table; sound, deck, speed at a quick one)."""
    status: pygame.Rect
    banner: pygame.Rect
    prompt: pygame.Rect
    value: pygame.Rect
    log: pygame.Rect

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """Rects of a hand of ``count`` cards, left to right, centred at the bottom."""
        width = self.hand_card[0] + self.hand_step * max(count - 1, 0)
        left = self.size[0] // 2 - width // 2
        return [
            pygame.Rect(left + i * self.hand_step, self.hand_top, *self.hand_card)
            for i in range(count)
        ]

    @property
    def hand_zone(self) -> pygame.Rect:
        """Where a dragged table card may be dropped to take it."""
        slots = self.hand_rects(6)
        zone = slots[0].unionall(slots).inflate(self.px(28), self.px(28))
        return zone.clip(pygame.Rect((0, 0), self.size))

    def px(self, base: float) -> int:
        """A length on the 1280×720 design grid, in this window's pixels."""
        return max(1, round(base * self.scale))


def table_layout(size: tuple[int, int], players: int = 4) -> TableLayout:
    """Lay out a table for ``players`` seats in a window of ``size`` pixels."""
    width, height = size
    scale = min(width / BASE_SIZE[0], height / BASE_SIZE[1])

    def px(base: float) -> int:
        return max(1, round(base * scale))

    centre_x = width // 2
    hand_card = (px(HAND_CARD_W), px(HAND_CARD_W * CARD_RATIO))
    table_card = (px(TABLE_CARD_W), px(TABLE_CARD_W * CARD_RATIO))
    seat_card = (px(SEAT_CARD_W), px(SEAT_CARD_W * CARD_RATIO))
    margin = px(16)

    hand_top = height - margin - hand_card[1]
    hand_step = hand_card[0] + px(12)
    value = pygame.Rect(0, 0, px(520), px(28))
    value.midbottom = (centre_x, hand_top - px(6))
    prompt = pygame.Rect(0, 0, px(760), px(26))
    prompt.midbottom = (centre_x, value.top - px(2))

    top_seat_bottom = px(10 + 26 + 6) + seat_card[1] + px(24)
    table_centre_y = (top_seat_bottom + prompt.top) // 2 + px(6)
    table_step = table_card[0] + px(12)
    table_left = centre_x - (TABLE_SLOTS * table_step - px(12)) // 2
    table_slots = tuple(
        pygame.Rect(table_left + i * table_step, table_centre_y - table_card[1] // 2, *table_card)
        for i in range(TABLE_SLOTS)
    )
    stock = pygame.Rect(0, 0, *table_card)
    stock.midright = (table_slots[0].left - px(30), table_centre_y - px(8))
    set_aside = pygame.Rect(0, 0, *table_card)
    set_aside.midleft = (table_slots[-1].right + px(30), table_centre_y - px(8))
    banner = pygame.Rect(0, 0, px(620), px(54))
    banner.midbottom = (centre_x, table_slots[0].top - px(10))

    status = pygame.Rect(margin, px(10), px(330), px(60))
    setting_w, setting_h = max(px(150), 132), max(px(28), 24)  # room for 13 px text
    settings = tuple(
        pygame.Rect(
            width - margin - setting_w, px(10) + i * (setting_h + px(6)), setting_w, setting_h
        )
        for i in range(CORNER_BUTTONS)
    )
    anchors = _seat_anchors(players - 1)
    top_centres = [centre_x + round(offset * scale) for side, offset in anchors if side == "top"]
    band = (status.right + px(12), settings[0].left - px(12))
    fan_width = seat_card[0] + px(SEAT_CARD_STEP) * 5
    if top_centres and (
        top_centres[0] - fan_width // 2 < band[0] or top_centres[-1] + fan_width // 2 > band[1]
    ):
        # The design's offsets would cover the status lines or the buttons (three seats along
        # the top of a narrow window): spread the top row evenly over the free band instead.
        slot = (band[1] - band[0]) / len(top_centres)
        top_centres = [round(band[0] + slot * (i + 0.5)) for i in range(len(top_centres))]
    tops = iter(top_centres)
    seats = tuple(
        _seat(side, next(tops) if side == "top" else 0, size, scale, seat_card, table_centre_y)
        for side, _offset in anchors
    )

    hand_right = centre_x + (6 * hand_step - px(12)) // 2
    button_w = min(px(236), width - margin - hand_right - px(20))
    clear_button = pygame.Rect(0, 0, button_w, px(46))
    clear_button.topright = (width - margin, hand_top + px(8))
    stop_toggle = pygame.Rect(0, 0, button_w, px(46))
    stop_toggle.topright = (width - margin, clear_button.bottom + px(12))

    hand_left = centre_x - (6 * hand_step - px(12)) // 2
    log = pygame.Rect(
        margin, hand_top - px(34), hand_left - margin - px(20), height - margin - hand_top + px(34)
    )
    return TableLayout(
        size=size,
        scale=scale,
        hand_card=hand_card,
        table_card=table_card,
        hand_top=hand_top,
        hand_step=hand_step,
        table_slots=table_slots,
        stock=stock,
        set_aside=set_aside,
        seats=seats,
        clear_button=clear_button,
        stop_toggle=stop_toggle,
        settings=settings,
        status=status,
        banner=banner,
        prompt=prompt,
        value=value,
        log=log,
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


def _seat(
    side: str,
    centre_x: int,
    size: tuple[int, int],
    scale: float,
    card_size: tuple[int, int],
    table_centre_y: int,
) -> SeatLayout:
    width, _height = size

    def px(base: float) -> int:
        return max(1, round(base * scale))

    fan_width = card_size[0] + px(SEAT_CARD_STEP) * 5
    plate = pygame.Rect(0, 0, max(fan_width, px(200)), px(26))
    side_x = px(16) + plate.width // 2
    if side == "top":
        plate.midtop = (centre_x, px(10))
    else:
        side_centre = side_x if side == "left" else width - side_x
        plate.midtop = (side_centre, table_centre_y - card_size[1] // 2 - px(32))
    cards_top = plate.bottom + px(6)
    status = pygame.Rect(0, 0, plate.width, px(22))
    status.midtop = (plate.centerx, cards_top + card_size[1] + px(4))
    return SeatLayout(plate, cards_top, card_size, px(SEAT_CARD_STEP), status)
