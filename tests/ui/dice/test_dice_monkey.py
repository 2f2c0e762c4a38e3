"""A monkey at the dice game: random mouse, key, text and resize events across the menu, the
game chooser, the dice set-up, table, results, rules and statistics. Nothing may raise, and the
game being played must always be a valid engine position."""

from __future__ import annotations

import random

import pygame
import pytest
from flowhelpers import make_shell
from monkeyhelpers import run_monkey
from test_monkey import random_event

from goju51.app import store
from goju51.app.kit import i18n
from goju51.app.kit.dialog import Dialog
from goju51.app.screens.setup import SetupScene
from goju51.games.dice import Game

EVENTS = 20_000
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
        if not any(isinstance(scene, SetupScene) for scene in app.stack.scenes):
            answer(app, "answer0")  # a dice game is saved: end it (the warning names it)
        answer(app, "answer1")  # the guided game offered over the set-up: "I know it"
        start = next((c for c in app.stack.top.controls if c.key == "start"), None)
        if start is not None:
            start.press()


def answer(app, control_key: str) -> None:
    """Press ``control_key`` of the dialog on top, if a dialog is."""
    if isinstance(app.stack.top, Dialog):
        next(c for c in app.stack.top.controls if c.key == control_key).press()


@pytest.mark.slow
def test_twenty_thousand_random_events_at_the_dice_game(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    rng = random.Random(16)
    app = make_shell(seed=16, games=("japanese", "dice"))

    def dice_or_random_event(size: tuple[int, int]) -> pygame.event.Event:
        if rng.random() < 0.15:
            return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(DICE_KEYS), mod=0, unicode="")
        return random_event(rng, size)

    visited, positions_checked = run_monkey(
        app,
        EVENTS,
        2000,
        lambda: open_dice(app, rng.choice(MENU_ENTRIES), rng),
        dice_or_random_event,
        "dice",
        Game.from_json,
    )
    i18n.set_language("en")
    assert {"DiceGameTable", "DiceRulesScene", "StatisticsScene", "SetupScene"} <= visited, visited
    assert positions_checked > 0
