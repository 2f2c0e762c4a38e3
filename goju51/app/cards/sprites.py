"""Card sprites: a card's place on screen as tweenable numbers, and the images to draw it.

A ``CardSprite`` holds floats a tween can move (``x``, ``y``, ``width``, ``flip``, ``lift``)
and turns them into ``image`` and ``rect`` in ``refresh`` (called from the scene's update, so
drawing only blits). ``flip`` runs from -1 (back shown) to 1 (face shown); the card is drawn
narrower as it passes 0, which reads as turning over. Sprites live in a
``pygame.sprite.LayeredUpdates`` for z-order and hit-testing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame

from goju51.app.cards.cardart import CardArt, card_size
from goju51.app.kit.surfacecache import SurfaceCache, displayable
from goju51.core.cards import CardLike

SHADOW_ALPHA = 70

CardT = TypeVar("CardT", bound=CardLike)
"""A game's card type."""


class CardImages:
    """Faces, backs and soft shadows at the sizes the table asks for (cached by ``CardArt``)."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self._shadows: SurfaceCache[pygame.Surface] = SurfaceCache(32)
        self._composites: SurfaceCache[tuple[pygame.Surface, tuple[int, int]]] = SurfaceCache(400)

    def card(self, card: CardLike | None, width: int, face_up: bool) -> pygame.Surface:
        if face_up and card is not None:
            return self.art.face(card, width)
        return self.art.back(width)

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A blurred rounded shadow a bit larger than a card of ``size``."""
        return self._shadows.get(size, lambda: _make_shadow(size))

    @staticmethod
    def shadow_rect(card: pygame.Rect) -> pygame.Rect:
        """Where a card's shadow falls: around it, a little down and to the right."""
        blur = _blur(card.width)
        return pygame.Rect(
            card.x - blur + round(card.width * 0.03),
            card.y - blur + round(card.width * 0.05),
            card.width + 2 * blur,
            card.height + 2 * blur,
        )

    def with_shadow(
        self, card: CardLike | None, width: int, face_up: bool
    ) -> tuple[pygame.Surface, tuple[int, int]]:
        """The card and its shadow in one image (one blit instead of two), and where the card
        sits inside it."""
        key = (
            card if face_up else None,
            width,
            face_up,
            self.art.four_colour,
            self.art.back_design,
        )
        return self._composites.get(key, lambda: self._composite(card, width, face_up))

    def paint_ahead(self, card: CardLike, width: int) -> Iterator[None]:
        """``with_shadow(card, width, face_up=True)`` made a slice of work per step of the
        iterator (see ``CardArt.face_in_slices``)."""
        yield from self.art.face_in_slices(card, width)
        yield
        self.with_shadow(card, width, face_up=True)
        yield

    def _composite(
        self, card: CardLike | None, width: int, face_up: bool
    ) -> tuple[pygame.Surface, tuple[int, int]]:
        image = self.card(card, width, face_up)
        rect = image.get_rect()
        shade = self.shadow_rect(rect)
        area = rect.union(shade)
        composite = pygame.Surface(area.size, pygame.SRCALPHA)
        composite.blit(self.shadow(rect.size), shade.move(-area.x, -area.y))
        composite.blit(image, rect.move(-area.x, -area.y))
        return displayable(composite), (-area.x, -area.y)


def _make_shadow(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    blur = _blur(width)
    small = pygame.Surface(
        ((width + 2 * blur) // 4 + 1, (height + 2 * blur) // 4 + 1), pygame.SRCALPHA
    )
    radius = max(1, width // 40)
    pygame.draw.rect(
        small,
        (0, 0, 0, SHADOW_ALPHA),
        small.get_rect().inflate(-blur // 2, -blur // 2),
        border_radius=radius * 2,
    )
    return displayable(pygame.transform.smoothscale(small, (width + 2 * blur, height + 2 * blur)))


def _blur(width: int) -> int:
    return max(2, width // 16)


class CardSprite(pygame.sprite.Sprite, Generic[CardT]):
    """One card on the table. ``card`` is None for a face-down card the viewer may not know."""

    image: pygame.Surface
    rect: pygame.Rect

    def __init__(self, card: CardT | None, x: float, y: float, width: float, face_up: bool) -> None:
        super().__init__()
        self.card = card
        self.x = x
        self.y = y
        self.width = width
        self.flip = 1.0 if face_up else -1.0
        self.showing = face_up
        """Which side the card is turning to (``flip`` tweens toward it)."""
        self.lift = 0.0
        self.home_width = round(width)
        """The width the art is rendered at; in between, the image is scaled (a flight)."""
        self.marked = False
        """Public knowledge: an opponent was seen taking this card."""
        self.image = pygame.Surface((1, 1))
        self.rect = pygame.Rect(round(x), round(y), 1, 1)
        self.image_pos = self.rect.topleft
        self.shadowed = False

    @property
    def known(self) -> CardT:
        """The card of a sprite the viewer knows (in their hand, on the table)."""
        assert self.card is not None, "a face-down card the viewer does not know"
        return self.card

    @property
    def face_up(self) -> bool:
        return self.flip > 0

    @property
    def flip_target(self) -> float:
        return 1.0 if self.showing else -1.0

    def refresh(self, images: CardImages) -> None:
        """Rebuild ``image``, ``rect`` (the card) and ``image_pos`` from the animated numbers.

        At its home size and fully turned the image includes the shadow (``shadowed``); while
        it flies or turns over the card is scaled and its shadow drawn apart.
        """
        width, height = card_size(max(1, round(self.width)))
        shown_width = max(1, round(width * min(1.0, abs(self.flip))))
        self.rect = pygame.Rect(
            round(self.x + (width - shown_width) / 2),
            round(self.y - self.lift),
            shown_width,
            height,
        )
        self.shadowed = (shown_width, height) == card_size(self.home_width)
        if self.shadowed:
            self.image, (dx, dy) = images.with_shadow(self.card, self.home_width, self.face_up)
            self.image_pos = (self.rect.x - dx, self.rect.y - dy)
        else:
            full = images.card(self.card, self.home_width, self.face_up)
            self.image = pygame.transform.scale(full, (shown_width, height))
            self.image_pos = self.rect.topleft


@dataclass
class Drag:
    """A card held by the mouse: where it rested (its ``home``), to snap back there, where it
    was grabbed and where the press began (a short move is a click)."""

    sprite: CardSprite[Any]
    home: pygame.Rect
    grab: tuple[float, float]
    start: tuple[int, int]
