"""The green felt a card table is played on, painted once per window size."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

RINGS = 14


def card_felt(
    size: tuple[int, int],
    dark: pygame.Color,
    light: pygame.Color,
    outline: pygame.Color,
    places: Iterable[pygame.Rect],
    line: int,
    radius: int,
) -> pygame.Surface:
    """Felt lit from the middle (``dark`` at the edges to ``light``), with ``places`` (the
    piles' and the table cards' empty slots) outlined. Painted small and scaled up: smooth and
    cheap at any size."""
    small = pygame.Surface((64, 36))
    small.fill(dark)
    for ring in range(RINGS):
        grow = 1 - ring / RINGS
        box = pygame.Rect(0, 0, round(96 * grow), round(60 * grow))
        box.center = (32, 17)
        pygame.draw.ellipse(small, dark.lerp(light, (ring + 1) / RINGS), box)
    felt = pygame.transform.smoothscale(small, size)
    for rect in places:
        pygame.draw.rect(felt, outline, rect, line, border_radius=radius)
    return felt
