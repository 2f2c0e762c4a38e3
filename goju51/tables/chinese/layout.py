"""Where everything sits at the Chinese 51 table, as a pure function of the window size.

``table_layout((w, h), players)`` returns rectangles for the viewer's hand (up to six cards),
the face-up row of five, the stock, the set-aside pile, each opponent's seat, the action
buttons, the two challenge buttons, the log and the text lines. It reads no state and draws
nothing, so tests and an external real-window test can compute where to click: the hand is
shown in ``sort_hand`` order, left to right in ``hand_rects(len(hand))``, and the row in the
engine's table order, left to right in ``row_slots``.

Seats are numbered clockwise and play goes anticlockwise (to the right): the seat after the
viewer in play order sits on the viewer's right, so opponents are placed clockwise from the
viewer's left (viewer + 1 on the left ... viewer − 1 on the right) and the turn visibly moves
right, up and round to the left.

Designed on the 1280×720 grid and scaled by ``min(w / 1280, h / 720)``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from goju51.app.kit.design import BASE_SIZE
from goju51.games.chinese import RANKS, Card

CARD_RATIO = 1.4
HAND_CARD_W = 104
ROW_CARD_W = 88
SEAT_CARD_W = 54
SEAT_CARD_STEP = 30
ROW_SLOTS = 5
HAND_SLOTS = 6
CORNER_BUTTONS = 5
"""Places for the small buttons top right (a table shows as many as it has)."""
CORNER_MIN = (142, 22)
"""The smallest corner button, in pixels: its longest label on one line at ``MIN_TEXT``."""
ACTION_BUTTONS = 3
"""Call, exchange all (confirm), declare: stacked right of the hand."""
SUIT_ORDER = ("S", "H", "C", "D")
"""Hand order by suit: colours alternate (black, red, black, red) so suits stand apart."""


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """The order the viewer's hand is shown in: by suit (♠♥♣♦), high rank first, jokers last."""

    def key(card: Card) -> tuple[int, int]:
        if card.suit is None:
            return (len(SUIT_ORDER), card.joker)
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
        return self.plate.unionall([*self.card_rects(HAND_SLOTS), self.status])


@dataclass(frozen=True)
class TableLayout:
    """Rectangles of one window size; see the module docstring."""

    size: tuple[int, int]
    scale: float
    hand_card: tuple[int, int]
    row_card: tuple[int, int]
    hand_top: int
    hand_step: int
    row_slots: tuple[pygame.Rect, ...]
    stock: pygame.Rect
    set_aside: pygame.Rect
    seats: tuple[SeatLayout, ...]
    """Opponent seats clockwise from the viewer's left: viewer + 1, viewer + 2, ..."""
    actions: tuple[pygame.Rect, ...]
    """Call, exchange all, declare (top down), right of the hand."""
    decisions: tuple[pygame.Rect, pygame.Rect]
    """Challenge and pass, side by side under the row."""
    settings: tuple[pygame.Rect, ...]
    status: pygame.Rect
    banner: pygame.Rect
    prompt: pygame.Rect
    value: pygame.Rect
    log: pygame.Rect
    direction: pygame.Rect
    """Where the arrow showing the direction of play is drawn."""

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """Rects of a hand of ``count`` cards, left to right, centred at the bottom."""
        width = self.hand_card[0] + self.hand_step * max(count - 1, 0)
        left = self.size[0] // 2 - width // 2
        return [
            pygame.Rect(left + i * self.hand_step, self.hand_top, *self.hand_card)
            for i in range(count)
        ]

    @property
    def call_button(self) -> pygame.Rect:
        return self.actions[0]

    @property
    def exchange_button(self) -> pygame.Rect:
        return self.actions[1]

    @property
    def declare_button(self) -> pygame.Rect:
        return self.actions[2]

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
    row_card = (px(ROW_CARD_W), px(ROW_CARD_W * CARD_RATIO))
    seat_card = (px(SEAT_CARD_W), px(SEAT_CARD_W * CARD_RATIO))
    margin = px(16)

    hand_top = height - margin - hand_card[1]
    hand_step = hand_card[0] + px(12)
    value = pygame.Rect(0, 0, px(520), px(28))
    value.midbottom = (centre_x, hand_top - px(8))
    prompt = pygame.Rect(0, 0, px(760), px(26))
    prompt.midbottom = (centre_x, value.top - px(2))

    top_seat_bottom = px(10 + 26 + 6) + seat_card[1] + px(24)
    decision_h = px(48)
    row_centre_y = (top_seat_bottom + prompt.top - decision_h - px(12)) // 2 + px(4)
    row_step = row_card[0] + px(12)
    row_left = centre_x - (ROW_SLOTS * row_step - px(12)) // 2
    row_slots = tuple(
        pygame.Rect(row_left + i * row_step, row_centre_y - row_card[1] // 2, *row_card)
        for i in range(ROW_SLOTS)
    )
    stock = pygame.Rect(0, 0, *row_card)
    stock.midright = (row_slots[0].left - px(30), row_centre_y - px(8))
    set_aside = pygame.Rect(0, 0, *row_card)
    set_aside.midleft = (row_slots[-1].right + px(30), row_centre_y - px(8))
    banner = pygame.Rect(0, 0, px(640), px(50))
    banner.midbottom = (centre_x, row_slots[0].top - px(8))
    decision_w = px(230)
    decision_top = row_slots[0].bottom + px(14)
    decisions = (
        pygame.Rect(centre_x - px(8) - decision_w, decision_top, decision_w, decision_h),
        pygame.Rect(centre_x + px(8), decision_top, decision_w, decision_h),
    )
    direction = pygame.Rect(0, 0, px(56), px(56))
    direction.midtop = (stock.centerx, stock.bottom + px(30))

    status = pygame.Rect(margin, px(10), px(330), px(60))
    # Text never shrinks below MIN_TEXT, so at 960×540 the corner's labels ("Vitesse : normale"
    # on a quick table) are wider than the design grid's button: keep room for them.
    setting_w, setting_h = max(px(150), CORNER_MIN[0]), max(px(26), CORNER_MIN[1])
    settings = tuple(
        pygame.Rect(
            width - margin - setting_w, px(8) + i * (setting_h + px(5)), setting_w, setting_h
        )
        for i in range(CORNER_BUTTONS)
    )
    anchors = _seat_anchors(players - 1)
    top_centres = [centre_x + round(offset * scale) for side, offset in anchors if side == "top"]
    band = (status.right + px(12), settings[0].left - px(12))
    fan_width = seat_card[0] + px(SEAT_CARD_STEP) * (HAND_SLOTS - 1)
    if top_centres and (
        top_centres[0] - fan_width // 2 < band[0] or top_centres[-1] + fan_width // 2 > band[1]
    ):
        slot = (band[1] - band[0]) / len(top_centres)
        top_centres = [round(band[0] + slot * (i + 0.5)) for i in range(len(top_centres))]
    tops = iter(top_centres)
    seats = tuple(
        _seat(side, next(tops) if side == "top" else 0, size, scale, seat_card, row_centre_y)
        for side, _offset in anchors
    )

    hand_right = centre_x + (HAND_SLOTS * hand_step - px(12)) // 2
    button_w = min(px(236), width - margin - hand_right - px(20))
    button_h = (hand_card[1] - 2 * px(8)) // ACTION_BUTTONS
    button_x = width - margin - button_w
    actions = tuple(
        pygame.Rect(button_x, hand_top + i * (button_h + px(8)), button_w, button_h)
        for i in range(ACTION_BUTTONS)
    )
    hand_left = centre_x - (HAND_SLOTS * hand_step - px(12)) // 2
    log = pygame.Rect(
        margin, hand_top - px(34), hand_left - margin - px(20), height - margin - hand_top + px(34)
    )
    return TableLayout(
        size=size,
        scale=scale,
        hand_card=hand_card,
        row_card=row_card,
        hand_top=hand_top,
        hand_step=hand_step,
        row_slots=row_slots,
        stock=stock,
        set_aside=set_aside,
        seats=seats,
        actions=actions,
        decisions=decisions,
        settings=settings,
        status=status,
        banner=banner,
        prompt=prompt,
        value=value,
        log=log,
        direction=direction,
    )


def _seat_anchors(opponents: int) -> list[tuple[str, int]]:
    """Where opponents sit, clockwise from the viewer's left: a side, and for seats along the
    top an offset from the centre on the design grid."""
    return {
        1: [("top", 0)],
        2: [("left", 0), ("right", 0)],
        3: [("left", 0), ("top", 0), ("right", 0)],
        4: [("left", 0), ("top", -170), ("top", 170), ("right", 0)],
    }[opponents]


def _seat(
    side: str,
    centre_x: int,
    size: tuple[int, int],
    scale: float,
    card_size: tuple[int, int],
    row_centre_y: int,
) -> SeatLayout:
    width, _height = size

    def px(base: float) -> int:
        return max(1, round(base * scale))

    fan_width = card_size[0] + px(SEAT_CARD_STEP) * (HAND_SLOTS - 1)
    plate = pygame.Rect(0, 0, max(fan_width, px(200)), px(26))
    side_x = px(16) + plate.width // 2
    if side == "top":
        plate.midtop = (centre_x, px(10))
    else:
        side_centre = side_x if side == "left" else width - side_x
        plate.midtop = (side_centre, row_centre_y - card_size[1] // 2 - px(32))
    cards_top = plate.bottom + px(6)
    status = pygame.Rect(0, 0, plate.width, px(22))
    status.midtop = (plate.centerx, cards_top + card_size[1] + px(4))
    return SeatLayout(plate, cards_top, card_size, px(SEAT_CARD_STEP), status)
