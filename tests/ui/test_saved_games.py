"""A saved game per game, as the player meets it (finding F2): the menu and Continue name each
saved game with where it stands, a new game of one game warns naming it and ends only its save,
and each game's set-up is remembered apart (F16)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from flowhelpers import key, make_shell, press

from goju51.app import saves
from goju51.app.kit.dialog import Dialog
from goju51.app.saves import Session, Setup
from goju51.app.screens.choose_game import ChooseGameScene
from goju51.app.screens.menu import MainMenuScene
from goju51.app.screens.saved_games import SavedGamesScene
from goju51.app.screens.setup import SetupScene
from goju51.games.chinese import Rules as ChineseRules
from goju51.games.dice import Rules as DiceRules
from goju51.host.seats import Seat

pytestmark = pytest.mark.usefixtures("home")

ALL_GAMES = ("japanese", "chinese", "dice")
SEATS = (Seat("Ann", coach=True), Seat("Hui", "easy"), Seat("Chen", "easy"))


def chinese_with_points() -> Session:
    """A Chinese 51 match to 300, its hands played at random until some total is not 0."""
    session = Session.start(Setup(SEATS, ChineseRules(target=300), 300, "chinese"), seed=4)
    rng = random.Random(4)
    while not any(session.match.scores()):
        while not session.game.is_over:
            session.game.apply(rng.choice(session.game.legal_moves))
        session.match.record(session.game)
        session.game = session.match.new_game()
    return session


def dice_with_points() -> Session:
    """A dice game to 9 penalty points, played until someone has some."""
    session = Session.start(Setup(SEATS, DiceRules(limit=9), None, "dice"), seed=2)
    rng = random.Random(2)
    while not any(session.game.points):
        session.game.apply(rng.choice(session.game.legal_moves))
    return session


def goju_in_round_2() -> Session:
    session = Session.start(Setup(SEATS, target_wins=3), seed=1)
    while session.game.round_number < 2:
        session.game.apply(session.game.legal_moves[0])
    return session


def saved(*sessions: Session) -> dict[str, Session]:
    for session in sessions:
        assert saves.save_session(session) is None
    return {session.setup.game: session for session in sessions}


def shell_that_knows_the_games():
    """The app with every game offered, its guided games declined (not offered over the
    set-up)."""
    app = make_shell(games=ALL_GAMES)
    for game_id in ALL_GAMES:
        app.flow.lessons.declined(app.flow.learner(game_id), game_id)
    return app


def file_of(home: Path, game_id: str) -> Path:
    return home / saves.SESSIONS_FOLDER / f"{game_id}.json"


def test_continue_lists_the_three_saved_games_each_with_where_it_stands(home):
    chinese = chinese_with_points()
    dice = dice_with_points()
    saved(goju_in_round_2(), chinese, dice)
    app = make_shell(games=ALL_GAMES)
    menu = app.stack.top
    assert isinstance(menu, MainMenuScene)
    assert menu.saved_detail() == "Saved: Goju Ichi · Chinese 51 · 51, the dice game"
    press(app, "continue")
    listed = app.stack.top
    assert isinstance(listed, SavedGamesScene)
    assert [c.label() for c in listed.controls] == [
        "Goju Ichi",
        "Chinese 51",
        "51, the dice game",
        "Back",
    ]
    totals, hand = chinese.match.scores(), chinese.match.hands_played + 1
    points = dice.game.points
    assert [listed.detail(game_id) for game_id in ALL_GAMES] == [
        "first to 3 · round 2 · you 0, Hui 0, Chen 0",
        f"match to 300 · hand {hand} · you {totals[0]}, Hui {totals[1]}, Chen {totals[2]}",
        f"out at 9 points · you {points[0]}, Hui {points[1]}, Chen {points[2]}",
    ]
    assert sum(totals) > 0 and sum(points) > 0, "the numbers are the match's and the game's"
    press(app, "game:chinese")
    app.step(1 / 60)
    assert app.flow.session is app.flow.sessions["chinese"]
    assert app.flow.session.match.scores() == totals
    assert type(app.stack.scenes[0]).__name__ == "ChineseGameTable"


def test_one_saved_game_is_named_on_the_menu_and_continue_resumes_it(home):
    saved(goju_in_round_2())
    app = make_shell(games=ALL_GAMES)
    assert app.stack.top.saved_detail() == (
        "Goju Ichi · first to 3 · round 2 · you 0, Hui 0, Chen 0"
    )
    press(app, "continue")
    app.step(1 / 60)
    assert app.flow.session is app.flow.sessions["japanese"]
    assert type(app.stack.scenes[0]).__name__ == "GameTable"


def test_pass_and_play_names_every_person(home):
    people = (Seat("Ann"), Seat("Zoé"), Seat("Chen", "easy"))
    saved(Session.start(Setup(people, DiceRules(limit=9), None, "dice"), seed=2))
    app = make_shell(games=ALL_GAMES)
    assert (
        app.stack.top.saved_detail() == "51, the dice game · out at 9 points · Ann 0, Zoé 0, Chen 0"
    )


def test_a_new_game_warns_naming_its_game_and_ends_only_that_save(home):
    sessions = saved(chinese_with_points(), dice_with_points())
    chinese_file = file_of(home, "chinese").read_bytes()
    dice_file = file_of(home, "dice").read_bytes()
    app = shell_that_knows_the_games()
    press(app, "new")
    assert isinstance(app.stack.top, ChooseGameScene)
    press(app, "game:japanese")  # nothing of Goju Ichi saved: straight to its set-up
    assert isinstance(app.stack.top, SetupScene)
    key(app, pygame.K_RETURN)
    assert sorted(app.flow.sessions) == ["chinese", "dice", "japanese"]
    assert file_of(home, "japanese").exists()
    assert file_of(home, "chinese").read_bytes() == chinese_file
    assert file_of(home, "dice").read_bytes() == dice_file

    app.flow.open_menu()
    press(app, "new")
    press(app, "game:dice")
    warning = app.stack.top
    assert isinstance(warning, Dialog)
    points = sessions["dice"].game.points
    assert warning.message() == (
        "A game of 51, the dice game is saved (out at 9 points · you "
        f"{points[0]}, Hui {points[1]}, Chen {points[2]}). A new game of 51, the dice game "
        "ends it: start one anyway?"
    )
    key(app, pygame.K_RETURN)  # Cancel has the focus
    assert isinstance(app.stack.top, MainMenuScene)
    assert file_of(home, "dice").read_bytes() == dice_file
    press(app, "new")
    press(app, "game:dice")
    press(app, "answer0")
    assert isinstance(app.stack.top, SetupScene)
    assert file_of(home, "dice").read_bytes() == dice_file, "nothing ends before the deal"
    key(app, pygame.K_RETURN)
    assert app.flow.sessions["dice"] is not sessions["dice"]
    assert file_of(home, "dice").read_bytes() != dice_file
    assert file_of(home, "chinese").read_bytes() == chinese_file


def test_a_finished_game_ends_only_its_own_save(home):
    saved(chinese_with_points())
    app = make_shell(games=ALL_GAMES)
    app.flow.new_game(Setup(SEATS[:2], game="dice"))
    session = app.flow.session
    app.flow._end(session)  # as when its match is decided
    assert "dice" not in app.flow.sessions and not file_of(home, "dice").exists()
    assert file_of(home, "chinese").exists() and "chinese" in app.flow.sessions


def test_each_game_remembers_its_own_set_up_across_games(home):
    app = make_shell(games=ALL_GAMES)
    app.flow.new_game(Setup(SEATS, DiceRules(limit=9), None, "dice"))
    app.flow.open_menu()
    app.flow.new_game(Setup(SEATS[:2], target_wins=2))
    app.flow.open_menu()
    app.flow.setup_for("dice")  # (Ann is offered the guided game over it)
    scene = next(scene for scene in app.stack.scenes if isinstance(scene, SetupScene))
    assert scene.rules.limit == 9
    assert [draft.name for draft in scene.drafts] == ["Ann", "Hui", "Chen"]
    again = make_shell(games=ALL_GAMES)  # and after a restart
    assert again.flow.setups["dice"].rules.limit == 9
    assert again.flow.setups["japanese"].target_wins == 2


def test_a_remembered_player_1_is_named_in_the_language_now_chosen(home):
    """F16: a set-up remembered in English, opened in Japanese, names its untyped person as a
    fresh Japanese set-up does."""
    app = make_shell()
    app.flow.new_game(Setup((Seat("Player 1"), Seat("Hui", "easy"))))
    english = make_shell(language="en")
    assert english.flow.setups["japanese"].seats[0].name == "Player 1"
    japanese = make_shell(language="ja")
    japanese.flow.setup_for("japanese")
    scene = next(scene for scene in japanese.stack.scenes if isinstance(scene, SetupScene))
    assert [draft.name for draft in scene.drafts] == ["プレイヤー1", "Hui"]
