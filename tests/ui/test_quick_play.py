"""Quick play (``goju51 play --quick``) at a session's table, with its corner menu (finding F23):
Menu, Hint and Undo as at any table, run by a flow whose files are kept apart, so the player's
saves, statistics, set-ups and settings are never touched."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from flowhelpers import key
from helpers import FAST

from goju51.app import saves, store
from goju51.app.kit import i18n
from goju51.app.kit.gestures import run_until
from goju51.app.kit.preferences import Settings
from goju51.app.main import App, Options, parse_options
from goju51.app.saves import Session, Setup
from goju51.app.screens.menu import MainMenuScene
from goju51.app.stats import Record
from goju51.host.seats import Seat
from goju51.tables import TABLES

pytestmark = pytest.mark.usefixtures("home")


def files_of(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder``, by its path there, with its bytes."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def a_player_with_everything(home: Path) -> dict[str, bytes]:
    """A data folder holding a saved game and a set-up of each game, statistics and settings
    (French, slow): its files as they are."""
    seats = (Seat("Ann", coach=True), Seat("Bob", "easy"))
    for game_id in TABLES:
        setup = Setup(seats, game=game_id)
        assert saves.save_setup(setup) is None
        assert saves.save_session(Session.start(setup, seed=3)) is None
    statistics, _ = saves.load_statistics()
    statistics.of("japanese").people["Ann"] = Record(games=4, wins=1, total_value=90)
    assert saves.save_statistics(statistics) is None
    assert saves.save_settings(Settings(language="fr", speed=0.5)) is None
    return files_of(home)


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_quick_table_has_the_corner_menu_of_every_table(game_id):
    app = App(parse_options(["--quick", "--game", game_id, "--mute"], TABLES), TABLES)
    try:
        table = app.stack.scenes[0]
        labels = [label for label, _action, _enabled in table.corner_buttons()]
        assert labels[:3] == [i18n.tr("table.menu"), i18n.tr("table.hint"), i18n.tr("table.undo")]
        assert table.names[0] == "Player 1" and app.flow.coach_on(0), "coached, as a set-up"
        table.corner_buttons()[0][1]()  # Menu
        assert isinstance(app.stack.top, MainMenuScene)
    finally:
        app.close()
        i18n.set_language("en")


def test_hint_at_a_quick_table_asks_the_coach():
    app = App(Options(size=(1280, 720), seed=2, speed=FAST, level="easy", muted=True), TABLES)
    try:
        table = app.stack.scenes[0]
        run_until(app.step, lambda: table.accepting_input, 60)
        key(app, pygame.K_h)
        run_until(app.step, lambda: table.hint_shown is not None, 60)
        assert table.toast is not None and table.toast[0].startswith("Coach:")
        assert app.flow.session is not None and app.flow.session.hints == [1, 0, 0, 0]
    finally:
        app.close()


def test_quick_play_never_touches_the_players_saves_statistics_set_ups_or_settings(home):
    before = a_player_with_everything(home)
    options = Options(
        size=(960, 540),
        seed=4,
        speed=FAST,
        level="easy",
        players=2,
        autoplay=True,
        muted=True,
        saved_look=True,
        time_budget=0.02,
    )
    app = App(options, TABLES)
    try:
        assert i18n.language() == "fr", "the saved language is read, nothing else"
        table = app.stack.scenes[0]
        run_until(app.step, lambda: table.view.is_over, 120)
        run_until(app.step, lambda: app.flow.replay is not None, 30)
        assert app.flow.statistics.of("japanese").levels["easy"].games == 1
        app.context.settings.four_colour = True
        app.flow.keep_settings()
        table.corner_buttons()[0][1]()  # Menu
        assert isinstance(app.stack.top, MainMenuScene)
        assert not app.flow.can_continue(), "the player's saved games are not this run's"
        assert os.environ[store.HOME_VARIABLE] != str(home)
    finally:
        app.close()
        i18n.set_language("en")
    assert os.environ[store.HOME_VARIABLE] == str(home), "the player's folder is back"
    assert files_of(home) == before, "not a byte changed, not a file added"
