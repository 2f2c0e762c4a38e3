"""A person's mouse, posted as pygame events, and frames stepped until something is true:
what the screenshot commands, the UI tests and the self-test use to drive any game's table
exactly where a person would click."""

from __future__ import annotations

from collections.abc import Callable

import pygame


def post_click(pos: tuple[int, int]) -> None:
    post_press(pos)
    post_release(pos)


def post_press(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def post_release(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def post_drag(
    start: tuple[int, int], end: tuple[int, int], steps: int = 5, release: bool = True
) -> None:
    """Press at ``start``, move to ``end`` in ``steps`` motions, and (optionally) let go."""
    post_press(start)
    previous = start
    for i in range(1, steps + 1):
        point = (
            start[0] + (end[0] - start[0]) * i // steps,
            start[1] + (end[1] - start[1]) * i // steps,
        )
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=point,
                rel=(point[0] - previous[0], point[1] - previous[1]),
                buttons=(1, 0, 0),
            )
        )
        previous = point
    if release:
        post_release(end)


def run_until(
    step: Callable[[float], None],
    done: Callable[[], bool],
    seconds: float = 300.0,
    dt: float = 1 / 60,
) -> None:
    """Call ``step(dt)`` until ``done()``; frames take no real time (opponents' threads do).

    Raises ``TimeoutError`` after ``seconds`` of game time, so a stuck game fails loudly.
    """
    elapsed = 0.0
    while not done():
        if elapsed > seconds:
            raise TimeoutError(f"still waiting after {seconds} s of game time")
        step(dt)
        elapsed += dt
