"""Play the viewer's moves with posted mouse events, exactly where a person would click.

Used by the screenshot command and the UI tests, and a model for an external test that drives
the real window: every position comes from the pure ``table_layout`` and ``sort_hand`` plus
what the viewer may see (their own hand and the table), never from the scene's internals.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from goju51.games.japanese import Card, Clear, Discard, Move, PlayerView, Take
from goju51.tables.japanese.layout import TableLayout, sort_hand


def table_point(layout: TableLayout, view: PlayerView, card: Card) -> tuple[int, int]:
    """The centre of ``card`` on the table."""
    return layout.table_slots[view.table_slots.index(card)].center


def hand_point(layout: TableLayout, view: PlayerView, card: Card) -> tuple[int, int]:
    """The centre of ``card`` in the viewer's hand (shown in ``sort_hand`` order)."""
    hand = sort_hand(view.hand)
    return layout.hand_rects(len(hand))[hand.index(card)].center


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


def post_move(layout: TableLayout, view: PlayerView, move: Move) -> None:
    """Post the mouse gestures that play ``move`` for the viewer: drag a taken card to the
    hand, click a discard (arming Stop first when the discard calls it), click Clear."""
    match move:
        case Take(card=card):
            post_drag(table_point(layout, view, card), layout.hand_zone.center)
        case Discard(card=card, stop=stop):
            if stop:
                post_click(layout.stop_toggle.center)
            post_click(hand_point(layout, view, card))
        case Clear():
            post_click(layout.clear_button.center)
        case _:
            raise ValueError(f"no mouse gesture for {move}")


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
