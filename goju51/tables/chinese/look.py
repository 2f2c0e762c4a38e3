"""The Chinese 51 table's constants and small values shared by its parts (input, animation,
drawing)."""

from __future__ import annotations

import pygame

from goju51.app.cards.sprites import CardSprite
from goju51.games.chinese import Card
from goju51.tables.chinese.layout import sort_hand

DEAL_GAP = 0.08
HOLD = 0.2
DECISION_BEAT = 0.9
"""Seconds a challenge or a pass stays in view before the next player decides."""
REVEAL_BEAT = 1.2

DRAWN_GREEN = pygame.Color(110, 230, 140)
PICKED_BLUE = pygame.Color(120, 200, 255)
HINT_LILAC = pygame.Color(205, 160, 255)
"""The coach's cards: apart from the blue of the cards a player picked."""
CHALLENGE_RED = pygame.Color(235, 90, 70)

HAND_KEYS = "123456"
"""Keys 1–6 act on the hand's cards, left to right."""
ROW_KEYS = "qwert"
"""Keys Q W E R T pick the row's cards, left to right."""
KEY_HELP = ("chinese.keys.cards", "chinese.keys.actions")


def sorted_sprites(sprites: list[CardSprite[Card]]) -> list[CardSprite[Card]]:
    """The viewer's hand sprites in ``sort_hand`` order (face-down ones, if any, last)."""
    order = sort_hand(sprite.card for sprite in sprites if sprite.card is not None)
    return sorted(
        sprites,
        key=lambda sprite: order.index(sprite.card) if sprite.card is not None else len(order),
    )
