"""A monkey on the app with Chinese 51 beside Goju Ichi: random mouse, key, text and resize
events, wandering through the chooser into Chinese 51's set-up, table, results, score sheet,
rules and statistics. Nothing may raise; the hand being played is always a valid position."""

from __future__ import annotations

import random

import pygame
import pytest
from flowhelpers import make_shell
from monkeyhelpers import run_monkey

from goju51.app import store
from goju51.app.kit import i18n
from goju51.games.chinese import Game

EVENTS = 30_000
KEYS = (
    *(pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN),
    *(pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE, pygame.K_h, pygame.K_u, pygame.K_s),
    *(pygame.K_d, pygame.K_c, pygame.K_x, pygame.K_l, pygame.K_y, pygame.K_n, pygame.K_m),
    *(pygame.K_q, pygame.K_w, pygame.K_t, pygame.K_1, pygame.K_3, pygame.K_6),
)
SIZES = ((960, 540), (1280, 720), (1920, 1080), (1100, 620))
MENU_ENTRIES = ("continue", "new", "new", "rules", "statistics")


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    roll = rng.random()
    if roll < 0.3:
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.3, 0, 0)
        )
    if roll < 0.5:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3)))
    if roll < 0.68:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if roll < 0.7:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)))
    if roll < 0.72:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("a", "顶", " ")))
    if roll < 0.721:
        return pygame.event.Event(pygame.VIDEORESIZE, size=rng.choice(SIZES))
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="")


def press_if_there(app, key: str) -> None:
    control = next((c for c in getattr(app.stack.top, "controls", ()) if c.key == key), None)
    if control is not None and control.enabled():
        control.press()


@pytest.mark.slow
def test_thirty_thousand_random_events_around_chinese_51(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    i18n.set_language("en")
    rng = random.Random(51)
    app = make_shell(seed=51, games=("japanese", "chinese"))

    def wander() -> None:  # to a random screen, so every one gets its share
        app.flow.open_menu()
        press_if_there(app, rng.choice(MENU_ENTRIES))
        press_if_there(app, "game:chinese")
        if rng.random() < 0.7:
            press_if_there(app, "start")

    visited, hands_seen = run_monkey(
        app, EVENTS, 2500, wander, lambda size: random_event(rng, size), "chinese", Game.from_json
    )
    i18n.set_language("en")
    expected = {"ChooseGameScene", "SetupScene", "ChineseGameTable", "ChineseRulesScene"}
    assert expected | {"StatisticsScene"} <= visited, visited
    assert hands_seen > 0
