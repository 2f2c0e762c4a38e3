"""A monkey: 50,000 random mouse, key, text and resize events across every screen. Nothing
may raise, and the game being played must always be a valid engine position."""

from __future__ import annotations

import random

import pygame
import pytest
from flowhelpers import make_shell
from monkeyhelpers import run_monkey

from goju51.app import store
from goju51.app.kit import i18n
from goju51.games.japanese import Game

EVENTS = 50_000
KEYS = (
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_BACKSPACE,
    pygame.K_h,
    pygame.K_u,
    pygame.K_p,
    pygame.K_c,
    pygame.K_s,
    pygame.K_m,
    pygame.K_1,
    pygame.K_3,
    pygame.K_5,
    pygame.K_PAGEDOWN,
    pygame.K_a,
)
SIZES = ((960, 540), (1280, 720), (1024, 768), (1920, 1080), (1100, 620))
MENU_ENTRIES = ("continue", "new", "rules", "statistics", "settings")


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    roll = rng.random()
    if roll < 0.35:
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.3, 0, 0)
        )
    if roll < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3)))
    if roll < 0.72:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if roll < 0.74:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)))
    if roll < 0.78:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("a", "Zoé", "五", " ", "é")))
    if roll < 0.781:
        return pygame.event.Event(pygame.VIDEORESIZE, size=rng.choice(SIZES))
    shift = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=shift, unicode="")


@pytest.mark.slow
def test_fifty_thousand_random_events(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    i18n.set_language("en")
    rng = random.Random(51)
    app = make_shell(seed=51)

    def wander() -> None:  # to a random screen, so every one gets its share
        app.flow.open_menu()
        top = app.stack.top
        entry = rng.choice(MENU_ENTRIES)
        control = next(c for c in top.controls if c.key == entry)
        if control.enabled():
            control.press()

    visited, games_seen = run_monkey(
        app, EVENTS, 2500, wander, lambda size: random_event(rng, size), "japanese", Game.from_json
    )
    i18n.set_language("en")
    assert {
        "MainMenuScene",
        "SetupScene",
        "GameTable",
        "RulesScene",
        "SettingsScene",
        "StatisticsScene",
    } <= visited, visited
    assert games_seen > 0
