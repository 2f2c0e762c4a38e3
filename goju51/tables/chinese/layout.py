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

from goju51.app.cards.layout import CardTableLayout, SeatLayout, table_grid
from goju51.app.kit.design import MIN_TEXT
from goju51.games.chinese import RANKS, Card

SEAT_CARD_STEP = 30
ROW_SLOTS = 5
CORNER_BUTTONS = 5
"""Places for the small buttons top right (a table shows as many as it has)."""
CORNER_MIN = (142, 22)
"""The smallest corner button, in pixels: its longest label on one line at ``MIN_TEXT``."""
STATUS_LINES = 4
"""The lines top left: the turn, a match's line and two lines of keys."""
TALLEST_LINE = 1.45
"""A line's height per point of text in the tallest face the status lines use (Chinese and
Japanese, measured)."""
ACTION_BUTTONS = 4
"""Draw, call, exchange all (confirm), declare: stacked right of the hand, draw above it."""
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
class TableLayout(CardTableLayout):
    """Rectangles of one window size; see the module docstring."""

    row_card: tuple[int, int]
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

    @property
    def stock_button(self) -> pygame.Rect:
        """Draw from the stock (as a click on the stock does)."""
        return self.actions[0]

    @property
    def call_button(self) -> pygame.Rect:
        return self.actions[1]

    @property
    def exchange_button(self) -> pygame.Rect:
        return self.actions[2]

    @property
    def declare_button(self) -> pygame.Rect:
        return self.actions[3]


def table_layout(size: tuple[int, int], players: int = 4) -> TableLayout:
    """Lay out a table for ``players`` seats in a window of ``size`` pixels."""
    grid = table_grid(size)
    px, margin, hand_top = grid.px, grid.margin, grid.hand_top
    width, centre_x = size[0], grid.centre_x
    value = pygame.Rect(0, 0, px(520), px(28))
    value.midbottom = (centre_x, hand_top - px(8))
    prompt = pygame.Rect(0, 0, px(760), px(26))
    prompt.midbottom = (centre_x, value.top - px(2))

    decision_h = px(48)
    row_centre_y = (grid.top_seat_bottom + prompt.top - decision_h - px(12)) // 2 + px(4)
    row_slots, stock, set_aside = grid.row_between_piles(row_centre_y, ROW_SLOTS)
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

    line = round(TALLEST_LINE * max(px(16), MIN_TEXT))
    status = pygame.Rect(margin, px(10), px(330), STATUS_LINES * line + (STATUS_LINES - 1) * px(2))
    # Text never shrinks below MIN_TEXT, so at 960×540 the corner's labels ("Vitesse : normale"
    # on a quick table) are wider than the design grid's button: keep room for them.
    setting_w, setting_h = max(px(150), CORNER_MIN[0]), max(px(26), CORNER_MIN[1])
    settings = tuple(
        pygame.Rect(
            width - margin - setting_w, px(8) + i * (setting_h + px(5)), setting_w, setting_h
        )
        for i in range(CORNER_BUTTONS)
    )
    band = (status.right + px(12), settings[0].left - px(12))
    seats = grid.opponent_seats(players, SEAT_CARD_STEP, band, row_centre_y)

    button_w = min(px(236), width - margin - grid.hand_span()[1] - px(20))
    below = ACTION_BUTTONS - 1  # beside the hand; the draw button sits above them
    button_h = (grid.hand_card[1] - (below - 1) * px(8)) // below
    button_x = width - margin - button_w
    actions = tuple(
        pygame.Rect(button_x, hand_top + (i - 1) * (button_h + px(8)), button_w, button_h)
        for i in range(ACTION_BUTTONS)
    )
    return TableLayout(
        size=size,
        scale=grid.scale,
        hand_card=grid.hand_card,
        hand_lift=hand_top - value.bottom,
        row_card=grid.row_card,
        hand_top=hand_top,
        hand_step=grid.hand_step,
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
        log=grid.log(),
        direction=direction,
    )
