"""The monkey's run, for any game: random events posted frame after frame, a wander to a random
screen now and then, and the game being played checked to be a valid engine position."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from goju51.app.main import App

PER_FRAME = 25


def run_monkey(
    app: App,
    events: int,
    wander_every: int,
    wander: Callable[[], None],
    random_event: Callable[[tuple[int, int]], pygame.event.Event],
    game_id: str,
    load_game: Callable[[Any], Any],
) -> tuple[set[str], int]:
    """Post ``events`` events from ``random_event(window size)``, ``PER_FRAME`` a frame, calling
    ``wander`` every ``wander_every`` events. Every 500 events a ``game_id`` game under way must
    survive a save and load and have a move to make (or be over). Returns the names of the
    scenes seen and how many positions were checked."""
    visited: set[str] = set()
    checked = 0
    for sent in range(0, events, PER_FRAME):
        app.running = True  # the monkey may press Quit: the test keeps the window open
        if sent % wander_every == 0:
            wander()
        size = app.screen.get_size()
        for _ in range(PER_FRAME):
            pygame.event.post(random_event(size))
        app.step(1 / 30)
        visited.update(type(scene).__name__ for scene in app.stack.scenes)
        session = app.flow.session
        if session is not None and session.setup.game == game_id and sent % 500 == 0:
            game = session.game
            assert load_game(game.to_json()).to_json() == game.to_json()
            assert game.is_over or game.legal_moves
            checked += 1
    return visited, checked
