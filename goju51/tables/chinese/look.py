"""The Chinese 51 table's constants and small values shared by its parts (input, animation,
drawing)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from goju51.app.cards.sprites import CardSprite
from goju51.tables.chinese.layout import sort_hand

FLIGHT = 0.42
"""Seconds a card takes to fly to its new place at normal speed."""
DEAL_GAP = 0.08
HOLD = 0.2
DECISION_BEAT = 0.9
"""Seconds a challenge or a pass stays in view before the next player decides."""
REVEAL_BEAT = 1.2
PILE_LAYERS = 4
"""A pile shows a card back per 8 cards it holds, at most this many, each a little higher."""
ENTER_GUARD = 0.4
"""Seconds after the viewer's turn begins during which Enter does not confirm: it was most
likely pressed to hurry the computers along."""
CLICK_SLOP = 6
"""A press and release closer than this many pixels is a click, not a drag."""
SPARE_SECONDS = 0.002
"""While a frame's update has taken less than this, it paints faces ahead of need, a slice of
work (under a millisecond) at a time: the frame stays well within 8 ms."""
ALL_PAINTED = object()
"""What the iterator of faces to paint ahead gives once it is done."""

LAYER_REST, LAYER_HAND, LAYER_FLYING, LAYER_DRAG = 1, 2, 5, 9

DRAWN_GREEN = pygame.Color(110, 230, 140)
PICKED_BLUE = pygame.Color(120, 200, 255)
CHALLENGE_RED = pygame.Color(235, 90, 70)

HAND_KEYS = "123456"
"""Keys 1–6 act on the hand's cards, left to right."""
ROW_KEYS = "qwert"
"""Keys Q W E R T pick the row's cards, left to right."""
KEY_HELP = ("chinese.keys.cards", "chinese.keys.actions")


@dataclass
class Drag:
    """A row card held by the mouse: where it came from, to snap back there."""

    sprite: CardSprite
    slot: int
    grab: tuple[float, float]
    start: tuple[int, int]


def sorted_sprites(sprites: list[CardSprite]) -> list[CardSprite]:
    """The viewer's hand sprites in ``sort_hand`` order (face-down ones, if any, last)."""
    order = sort_hand(sprite.card for sprite in sprites if sprite.card is not None)
    return sorted(
        sprites,
        key=lambda sprite: order.index(sprite.card) if sprite.card is not None else len(order),
    )
