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

from goju51.app.cards.layout import HAND_SLOTS, CardTableLayout, SeatLayout, table_grid
from goju51.games.japanese import RANKS, Card

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
class TableLayout(CardTableLayout):
    """Rectangles of one window size; see the module docstring."""

    table_card: tuple[int, int]
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

    @property
    def hand_zone(self) -> pygame.Rect:
        """Where a dragged table card may be dropped to take it."""
        slots = self.hand_rects(HAND_SLOTS)
        zone = slots[0].unionall(slots).inflate(self.px(28), self.px(28))
        return zone.clip(pygame.Rect((0, 0), self.size))


def table_layout(size: tuple[int, int], players: int = 4) -> TableLayout:
    """Lay out a table for ``players`` seats in a window of ``size`` pixels."""
    grid = table_grid(size)
    px, margin, hand_top = grid.px, grid.margin, grid.hand_top
    width, centre_x = size[0], grid.centre_x
    value = pygame.Rect(0, 0, px(520), px(28))
    value.midbottom = (centre_x, hand_top - px(6))
    prompt = pygame.Rect(0, 0, px(760), px(26))
    prompt.midbottom = (centre_x, value.top - px(2))

    table_centre_y = (grid.top_seat_bottom + prompt.top) // 2 + px(6)
    table_slots, stock, set_aside = grid.row_between_piles(table_centre_y, TABLE_SLOTS)
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
    band = (status.right + px(12), settings[0].left - px(12))
    seats = grid.opponent_seats(players, SEAT_CARD_STEP, band, table_centre_y)

    button_w = min(px(236), width - margin - grid.hand_span()[1] - px(20))
    clear_button = pygame.Rect(0, 0, button_w, px(46))
    clear_button.topright = (width - margin, hand_top + px(8))
    stop_toggle = pygame.Rect(0, 0, button_w, px(46))
    stop_toggle.topright = (width - margin, clear_button.bottom + px(12))

    return TableLayout(
        size=size,
        scale=grid.scale,
        hand_card=grid.hand_card,
        hand_lift=hand_top - value.bottom,
        table_card=grid.row_card,
        hand_top=hand_top,
        hand_step=grid.hand_step,
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
        log=grid.log(),
    )
