"""The Goju Ichi table's constants and small values shared by its parts (input, animation,
drawing)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from goju51.app.cards.sprites import CardSprite
from goju51.games.japanese import Card
from goju51.tables.japanese.layout import sort_hand

DEAL_GAP = 0.09
REVEAL_GAP = 0.08
HOLD = 0.18

ROWS = ("table", "hand", "buttons")
"""Keyboard focus rows, top to bottom."""

TAKEN_GREEN = pygame.Color(110, 230, 140)
"""The pill behind the "taken" tag: dark enough to read green on any card face."""
HINT_BLUE = pygame.Color(120, 200, 255)
"""The glow of the card the coach named: unlike the hover, the taken card and the marks."""

KEY_HELP = ("table.keys_take", "table.keys_more")
"""Catalog keys of the two lines of keyboard help under the round counter."""


@dataclass(frozen=True)
class SeatLook:
    """What an opponent's plate shows: the still layer repaints it when this changes."""

    seat: int
    lit: bool
    """Their turn, or they won."""
    label: str
    seen_taken: bool
    """The line under their cards saying the gold ones were seen taken."""


@dataclass(frozen=True)
class ValueLook:
    """What the viewer's hand value shows: the still layer repaints it when this changes."""

    cards: tuple[Card, ...]
    won: bool
    over: bool
    lit: bool
    without: Card | None = None
    """The hand card under the pointer or the keyboard focus while a discard is due: the bar
    previews the hand without it."""


def sorted_sprites(sprites: list[CardSprite[Card]]) -> list[CardSprite[Card]]:
    order = sort_hand(sprite.card for sprite in sprites if sprite.card is not None)
    return sorted(sprites, key=lambda sprite: order.index(sprite.known))


def union(first: pygame.Rect, texts: list[tuple[pygame.Surface, pygame.Rect]]) -> pygame.Rect:
    return first.unionall([rect for _rendered, rect in texts])
