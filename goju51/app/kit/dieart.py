"""A die drawn with pygame primitives: ivory with rounded corners, shading and sunken pips. The
dice table draws its dice with it, and the main menu its 51 beside the cards."""

from __future__ import annotations

import pygame

from goju51.app.kit.surfacecache import displayable

SUPERSAMPLE = 4
"""Pictures are drawn this many times larger and smoothed down: antialiased at any size."""
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
"""Where each face's pips sit, as fractions of the die's side."""
IVORY = pygame.Color(250, 246, 234)
IVORY_SHADE = pygame.Color(214, 204, 182)
PIP = pygame.Color(32, 30, 36)
RED_PIP = pygame.Color(190, 28, 36)


def die_picture(face: int, side: int) -> pygame.Surface:
    """One die showing ``face``, ``side`` pixels wide, lit from the top left: drawn
    ``SUPERSAMPLE`` times larger and smoothed down."""
    big_side = side * SUPERSAMPLE
    big = pygame.Surface((big_side, big_side), pygame.SRCALPHA)
    radius = big_side // 6
    body = big.get_rect()
    pygame.draw.rect(big, IVORY_SHADE, body, border_radius=radius)
    # light from the top left: the face is brightest there, darker towards the bottom right
    steps = 10
    for step in range(steps):
        inset = round(big_side * 0.04 * step / steps)
        shade = IVORY_SHADE.lerp(IVORY, (step + 1) / steps)
        rect = body.inflate(-2 * inset, -2 * inset).move(-inset // 2, -inset // 2)
        pygame.draw.rect(big, shade, rect, border_radius=max(1, radius - inset))
    pygame.draw.rect(
        big, pygame.Color(150, 140, 120), body, max(1, big_side // 40), border_radius=radius
    )
    pip_radius = big_side * (0.1 if face != 1 else 0.13)
    ink = RED_PIP if face == 1 else PIP
    for fx, fy in PIPS[face]:
        centre = (fx * big_side, fy * big_side)
        pygame.draw.circle(
            big,
            pygame.Color(255, 255, 255),
            (centre[0] + pip_radius * 0.18, centre[1] + pip_radius * 0.22),
            pip_radius,
        )
        pygame.draw.circle(big, ink, centre, pip_radius)
        pygame.draw.circle(
            big,
            ink.lerp(pygame.Color(0, 0, 0), 0.45),
            (centre[0] - pip_radius * 0.2, centre[1] - pip_radius * 0.2),
            pip_radius * 0.55,
        )
    return displayable(pygame.transform.smoothscale(big, (side, side)))
