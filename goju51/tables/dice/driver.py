"""Play the viewer's moves at the dice table with posted mouse events, where a person would
click: every position comes from the pure ``dice_layout`` (``move_rect``), never from the
scene's internals. Used by the UI tests and the screenshots, and a model for the real-window
test (which clicks the same points with xdotool)."""

from __future__ import annotations

import pygame

from goju51.games.dice import Move
from goju51.tables.dice.layout import DiceLayout


def move_point(layout: DiceLayout, move: Move) -> tuple[int, int]:
    """Where to click to play ``move``."""
    return layout.move_rect(move).center


def post_click(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def post_move(layout: DiceLayout, move: Move) -> None:
    """Post the click that plays ``move`` for the viewer."""
    post_click(move_point(layout, move))
