"""Confetti over a win: a few seconds of coloured paper falling and fluttering across the window.

Any game's results screen can hold one: ``update(dt)`` moves the pieces, ``draw`` only paints
them, so a frame drawn twice looks the same. The pieces come from a seeded generator, so a
test (or a screenshot) sees the same shower every time.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

COLOURS = (
    pygame.Color(240, 196, 64),
    pygame.Color(226, 72, 72),
    pygame.Color(80, 170, 240),
    pygame.Color(110, 220, 130),
    pygame.Color(250, 245, 230),
)
PIECES = 90
GRAVITY = 260.0
"""Pixels per second², on the 1280-wide design grid: paper falls slowly."""


@dataclass
class Piece:
    x: float
    y: float
    vx: float
    vy: float
    phase: float
    spin: float
    colour: pygame.Color


class Confetti:
    """A shower of ``PIECES`` pieces from above the top edge of a ``size`` window."""

    def __init__(self, size: tuple[int, int], seed: int = 51) -> None:
        rng = random.Random(seed)
        width, height = size
        self.scale = min(width / 1280, height / 720)
        self.height = height
        self.pieces = [
            Piece(
                x=rng.uniform(0, width),
                y=-rng.uniform(0, height * 0.6),
                vx=rng.uniform(-60, 60) * self.scale,
                vy=rng.uniform(40, 140) * self.scale,
                phase=rng.uniform(0, math.tau),
                spin=rng.uniform(4, 9),
                colour=rng.choice(COLOURS),
            )
            for _ in range(PIECES)
        ]

    @property
    def falling(self) -> bool:
        """Whether any piece is still above the bottom edge."""
        return any(piece.y < self.height for piece in self.pieces)

    def update(self, dt: float) -> None:
        for piece in self.pieces:
            piece.vy = min(piece.vy + GRAVITY * self.scale * dt, 220 * self.scale)
            piece.phase += piece.spin * dt
            piece.x += (piece.vx + 40 * self.scale * math.sin(piece.phase)) * dt
            piece.y += piece.vy * dt

    def draw(self, surface: pygame.Surface) -> None:
        """Each piece a small card turning over: its width follows the flutter."""
        length = max(3, round(10 * self.scale))
        for piece in self.pieces:
            if piece.y < -length or piece.y > self.height:
                continue
            width = max(1, round(length * abs(math.cos(piece.phase))))
            rect = pygame.Rect(0, 0, width, max(2, length // 2 + 1))
            rect.center = (round(piece.x), round(piece.y))
            surface.fill(piece.colour, rect)
