"""No label at the dice table is cut short, in any language or window size: a whole game is
played through every phase (the learner's chances shown half the time), and every banner,
prompt, refusal, coach line and log entry the table can show is drawn; ``Text``, which
records every text it had to cut, must have cut nothing."""

from __future__ import annotations

import pygame
import pytest
from helpers import hosted_table

from goju51.app.kit import i18n
from goju51.app.kit.gestures import run_until
from goju51.games.dice import LADDER, Game, Result, Rules
from goju51.games.dice.ai import LEVELS, NAMES, make_opponent
from goju51.games.dice.events import (
    AnnouncedFiftyOne,
    DoubledOrQuit,
    Doubted,
    PlayerOut,
    Special,
    StackedDice,
    Targeted,
)
from goju51.tables.dice.table import DiceTable
from goju51.tables.dice.words import event_line, points_text, result_name

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
    while not table.view.is_over:
        run_until(app.step, lambda: table.accepting_input or table.view.is_over, 120)
        if table.view.is_over:
            break
        phases.add(table.view.phase)
        table.odds_on = not table.odds_on
        app.stack.draw(pygame.display.get_surface())
        table.try_move(planner.choose(table.view))
        app.step(1 / 60)
    run_until(app.step, lambda: app.stack.top is not table, 60)
    for _ in range(3):
        app.step(1 / 60)
    i18n.set_language("en")
    app.close()
    assert {"roll", "announce", "respond"} <= phases
    assert not sorted(app.context.text.cut)


def every_banner(name, players: int) -> list[str]:
    """Every line the dice table shows in its banner, with the longest results and names."""
    longest = max(LADDER, key=lambda result: len(result_name(result)))
    fifty_one, twenty_one = Result.of(5, 1), Result.of(2, 1)
    far = players - 1
    events = [
        StackedDice(far),
        Doubted(far, 1, longest, longest, lie=False),
        Doubted(far, 1, longest, LADDER[0], lie=True),
        Special(far, twenty_one),
        Special(far, fifty_one),
        Targeted(far, 1, fifty_one, 8),
        AnnouncedFiftyOne(far, fifty_one, hit=True),
        AnnouncedFiftyOne(far, longest, hit=False),
        DoubledOrQuit(far, 1, 8, fifty_one, hit=True),
        DoubledOrQuit(far, 1, 8, longest, hit=False),
        PlayerOut(far, 13),
    ]
    lines = [line for event in events if (line := event_line(event, name)) is not None]
    for count in range(1, players):  # "first out" ends with every seat but one winning
        names = i18n.join_names([name(seat) for seat in range(count)])
        lines.append(i18n.tr_count("dice.banner.winner", count, names=names))
    return lines


def every_prompt(name, players: int) -> list[str]:
    """Every prompt, refusal and coach line the dice table shows above its buttons."""
    tr = i18n.tr
    longest = result_name(max(LADDER, key=lambda result: len(result_name(result))))
    far, points = name(players - 1), points_text(16)
    odds = i18n.tr_count("dice.odds.about", 35, total=36)
    values = {
        "result": longest,
        "to": far,
        "name": far,
        "special": result_name(Result.of(5, 1)),
        "points": points,
        "double": points,
        "dice": longest,
        "odds": odds,
        "limit": 24,
        "count": 35,
        "total": 36,
        "keys": tr("replay.keys"),  # the longer of what Space does: a replay's keys
    }
    values["read"] = tr("dice.coach.read_truthful", name=far, count=35, total=36)
    prefixes = ("dice.prompt.", "dice.coach.", "refuse.dice.")
    return [tr(key, **values) for key in i18n.catalog("en") if key.startswith(prefixes)]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("players", [4, 8])
def test_every_banner_and_prompt_is_shown_whole(language, size, players):
    """Issue 30 F1: a wrong doubt's verdict lost its last words. Every banner, prompt and log
    entry the table can show, with the longest results and the game's own names, is drawn
    whole (``Text`` records anything it cuts), and a banner stays clear of every plate."""
    app = quick_app(seed=2, size=size)
    app.context.settings.language = language
    i18n.set_language(language)
    longest_names = sorted({n for level in LEVELS for n in NAMES[level]}, key=len)[-players:]
    names = {seat: name for seat, name in enumerate(longest_names)}
    names[0] = i18n.tr("setup.default_name", number=1)
    game = Game.new(players, Rules(), seed=1, first=0)
    table = hosted_table(app, DiceTable, "dice", game, {}, names)
    surface = pygame.display.get_surface()
    covered = []
    for line in every_banner(table._name, players):
        table.banner = (line, 9.0)
        table.log.append(line)
        table.draw(surface)
        banner = table.banner_block(line)[2]
        covered += [(line, plate) for plate in table.layout.plates if plate.colliderect(banner)]
    table.banner = None
    for line in every_prompt(table._name, players):
        table.toast = (line, 9.0)
        table.draw(surface)
    i18n.set_language("en")
    app.close()
    assert not sorted(app.context.text.cut)
    assert not covered
