"""No label at the dice table is cut short, in any language or window size: a whole game is
played through every phase (the learner's chances shown half the time), and ``Text.fit``,
which records every text it had to cut, must have cut nothing."""

from __future__ import annotations

import pygame
import pytest

from goju51.app.kit import i18n
from goju51.app.kit.gestures import run_until
from goju51.games.dice import Game, Rules
from goju51.games.dice.ai import make_opponent

from .test_dice_table import quick_app, table_at

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_dice_label_is_cut_through_a_whole_game(language, size):
    app = quick_app(seed=2, size=size)
    app.context.settings.language = language
    i18n.set_language(language)
    table = table_at(app, Game.new(4, Rules(limit=5), seed=9, first=0), computers=(1, 2, 3))
    planner = make_opponent("beginner", seed=4)
    phases = set()
    while not table.game.is_over:
        run_until(app.step, lambda: table.accepting_input or table.game.is_over, 120)
        if table.game.is_over:
            break
        phases.add(table.game.phase)
        table.odds_on = not table.odds_on
        app.stack.draw(pygame.display.get_surface())
        table.try_move(planner.choose(table.game.view(0)))
        app.step(1 / 60)
    run_until(app.step, lambda: app.stack.top is not table, 60)
    for _ in range(3):
        app.step(1 / 60)
    i18n.set_language("en")
    app.close()
    assert {"roll", "announce", "respond"} <= phases
    assert not sorted(app.context.text.cut)
