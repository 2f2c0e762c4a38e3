"""A monkey at the dice game: random mouse, key, text and resize events across the menu, the
game chooser, the dice set-up, table, results, rules and statistics. Nothing may raise, and the
game being played must always be a valid engine position."""

from __future__ import annotations

import random

import pygame
import pytest
from flowhelpers import make_shell
from test_monkey import random_event

from goju51.app import store
from goju51.app.kit import i18n
from goju51.games.dice import Game

EVENTS = 20_000
PER_FRAME = 25
MENU_ENTRIES = ("continue", "new", "rules", "statistics")
DICE_KEYS = (
    pygame.K_r,
    pygame.K_f,
    pygame.K_b,
    pygame.K_d,
    pygame.K_a,
    pygame.K_q,
    pygame.K_t,
    pygame.K_o,
    pygame.K_2,
    pygame.K_RETURN,
)


def open_dice(app, entry: str, rng: random.Random) -> None:
    """From the menu, open ``entry`` and, where the chooser asks, pick the dice game."""
    app.flow.open_menu()
    control = next(c for c in app.stack.top.controls if c.key == entry)
    if not control.enabled():
        return
    control.press()
    chooser = app.stack.top
    dice = next((c for c in getattr(chooser, "controls", ()) if c.key == "game:dice"), None)
    if dice is not None:
        dice.press()
    if entry == "new" and rng.random() < 0.8:
        start = next((c for c in app.stack.top.controls if c.key == "start"), None)
        if start is not None:
            start.press()


@pytest.mark.slow
def test_twenty_thousand_random_events_at_the_dice_game(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    rng = random.Random(16)
    app = make_shell(seed=16, games=("japanese", "dice"))
    visited: set[str] = set()
    positions_checked = 0
    for sent in range(0, EVENTS, PER_FRAME):
        app.running = True  # the monkey may press Quit: the test keeps the window open
        if sent % 2000 == 0:
            open_dice(app, rng.choice(MENU_ENTRIES), rng)
        size = app.screen.get_size()
        for _ in range(PER_FRAME):
            if rng.random() < 0.15:
                event = pygame.event.Event(
                    pygame.KEYDOWN, key=rng.choice(DICE_KEYS), mod=0, unicode=""
                )
            else:
                event = random_event(rng, size)
            pygame.event.post(event)
        app.step(1 / 30)
        visited.update(type(scene).__name__ for scene in app.stack.scenes)
        session = app.flow.session
        if session is not None and session.setup.game == "dice" and sent % 500 == 0:
            game = session.game
            copy = Game.from_json(game.to_json())
            assert copy.to_json() == game.to_json()
            assert game.is_over or game.legal_moves()
            positions_checked += 1
    i18n.set_language("en")
    assert {"DiceGameTable", "DiceRulesScene", "StatisticsScene", "SetupScene"} <= visited, visited
    assert positions_checked > 0
