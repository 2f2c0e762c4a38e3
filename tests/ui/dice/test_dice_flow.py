"""The dice game in the whole app, headless: a new game through the game chooser with the
dice set-up's rule rows, Continue in the middle of a round, undo, the statistics' own columns,
the rules pages, and pass-and-play checked frame by frame so that dice under the cup are
never drawn for anyone but the one who rolled them."""

from __future__ import annotations

import pygame
import pytest
from flowhelpers import click, key, make_shell, press
from helpers import game_of

from goju51.app import saves
from goju51.app.kit.gestures import run_until
from goju51.app.kit.i18n import tr
from goju51.app.saves import Setup
from goju51.app.screens.choose_game import ChooseGameScene
from goju51.app.screens.handover import HandOverScene
from goju51.app.screens.menu import MainMenuScene
from goju51.app.screens.setup import SetupScene
from goju51.app.screens.statistics import StatisticsScene
from goju51.app.stats import Record
from goju51.games.dice import Doubt, Game, Rules
from goju51.games.dice.ai import make_opponent
from goju51.host.seats import Seat
from goju51.tables.dice import SCREENS
from goju51.tables.dice import art as art_module
from goju51.tables.dice.art import DiceArt
from goju51.tables.dice.driver import post_move
from goju51.tables.dice.gameover import DiceResultsScene
from goju51.tables.dice.gametable import DiceGameTable
from goju51.tables.dice.rules import EXAMPLES, PAGES, DiceRulesScene

pytestmark = pytest.mark.usefixtures("home")


def shell(seed: int = 3):
    """The app as ``goju51`` opens it, offering Goju Ichi and the dice game."""
    return make_shell(seed=seed, games=("japanese", "dice"))


def dice_table(app) -> DiceGameTable:
    scene = app.stack.scenes[0]
    assert isinstance(scene, DiceGameTable), scene
    return scene


def start(app, seats, rules: Rules | None = None) -> None:
    app.flow.new_game(Setup(tuple(seats), rules or Rules(), None, "dice"))
    app.step(1 / 60)


def wait_for_person(app, seconds: float = 120.0) -> None:
    """Step until a person may act, a hand-over waits, or the game is over."""

    def ready() -> bool:
        if isinstance(app.stack.top, HandOverScene):
            return True
        scene = app.stack.scenes[0]
        return isinstance(scene, DiceGameTable) and (scene.accepting_input or scene.view.is_over)

    run_until(app.step, ready, seconds)


def play_by_mouse(app, planner) -> None:
    table = dice_table(app)
    move = planner.choose(table.view)
    post_move(table.layout, move)
    app.step(1 / 60)


def test_a_new_dice_game_through_the_chooser_with_its_rule_rows(home):
    app = shell()
    app.flow.open_setup()  # the menu's New game
    assert isinstance(app.stack.top, ChooseGameScene)
    press(app, "game:dice")
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.spec.id == "dice"
    labels = {c.key: c.label() for c in setup.controls if c.key.startswith("rule:")}
    assert labels == {
        "rule:limit": "Limit: 12 points",
        "rule:end": "End: last one standing",
        "rule:stacked_chance": "Stacked-dice variant: off",
        "rule:direction": "Direction: clockwise",
    }
    for name in ("rule:limit", "rule:end", "rule:stacked_chance", "rule:direction"):
        press(app, name)
    press(app, "players")  # ← → change a choice; a click steps it forward
    start_button = next(c for c in app.stack.top.controls if c.key == "start")
    assert start_button.label() == "Start (Enter)", "a dice game is not dealt"
    # Finding F19: the limit steps both ways (◀ ▶) and the keys' line says Enter starts.
    limit = next(c for c in setup.controls if c.key == "rule:limit")
    assert limit.change is not None
    limit.change(-1)
    assert limit.label() == "Limit: 12 points"
    limit.change(1)
    assert setup.keys_help == "dice.setup.keys" and "Enter starts" in tr(setup.keys_help)
    press(app, "start")
    table = dice_table(app)
    assert table.view.rules == Rules(
        limit=15, end="first_out", stacked_chance=0.05, direction="anticlockwise"
    )
    assert table.view.direction == -1, "play starts anticlockwise, as set up"
    assert table.view.num_players == len(app.flow.session.setup.seats)
    assert saves.load_session("dice")[0].setup.game == "dice"


def test_continue_resumes_mid_round_with_the_persons_own_dice_under_the_cup(home):
    app = shell(seed=5)
    start(app, (Seat("Aiko", coach=True), Seat("Ben", "easy"), Seat("Chiyo", "easy")))
    planner = make_opponent("easy", seed=1)
    for _ in range(40):
        wait_for_person(app)
        table = dice_table(app)
        if table.view.phase == "announce":
            break
        play_by_mouse(app, planner)
    assert dice_table(app).view.phase == "announce"
    saved = game_of(dice_table(app)).to_json()
    app.close()

    again = shell(seed=5)
    again.step(1 / 60)  # the menu draws the saved dice game's line (it has no rounds to count)
    menu = again.stack.top
    assert isinstance(menu, MainMenuScene) and menu.focused.key == "continue"
    key(again, pygame.K_RETURN)
    table = dice_table(again)
    assert game_of(table).to_json() == saved
    log = list(table.log)
    assert log[-1] == "Aiko rolled under the cup", "the log is read back from the history"
    assert table.under_cup == table.view.dice and table.cup.lift == 1.0
    assert not table.dice_public


class Doubter:
    """Doubts whenever it may; otherwise plays as the easy level."""

    def __init__(self) -> None:
        self.easy = make_opponent("easy", seed=2)

    def choose(self, view):
        return Doubt() if Doubt() in view.legal_moves else self.easy.choose(view)


def test_undo_takes_back_a_doubt_but_never_a_roll_the_person_has_seen(home):
    app = shell(seed=6)
    start(app, (Seat("Aiko"), Seat("Ben", "easy")))
    doubter = Doubter()
    wait_for_person(app)
    while dice_table(app).view.phase != "roll":
        play_by_mouse(app, doubter)
        wait_for_person(app)
    play_by_mouse(app, doubter)  # the roll: Aiko has seen her dice under the cup
    wait_for_person(app)
    rolled = game_of(dice_table(app)).to_json()
    key(app, pygame.K_u)
    table = dice_table(app)
    assert table.toast is not None and table.toast[0].startswith("You have seen")
    assert game_of(table).to_json() == rolled and app.flow.session.undos == [0, 0]
    while dice_table(app).view.phase != "respond":
        play_by_mouse(app, doubter)
        wait_for_person(app)
    before = game_of(dice_table(app)).to_json()
    play_by_mouse(app, doubter)  # a doubt: the cup is lifted for everyone
    wait_for_person(app)
    dice_table(app).toggle_odds()
    key(app, pygame.K_u)
    table = dice_table(app)
    assert game_of(table).to_json() == before
    assert app.flow.session.undos == [1, 0]
    assert table.log[-1] == "Aiko took back a move"
    assert table.odds_on, "the table seated again keeps the odds shown"


def test_finished_games_fill_the_dice_statistics_columns(home):
    app = shell(seed=8)
    start(app, (Seat("Aiko"), Seat("Ben", "easy")), Rules(limit=3))
    planner = make_opponent("easy", seed=3)
    while not isinstance(app.stack.top, DiceResultsScene):
        wait_for_person(app)
        if isinstance(app.stack.top, DiceResultsScene) or dice_table(app).view.is_over:
            run_until(app.step, lambda: isinstance(app.stack.top, DiceResultsScene), 30)
            break
        play_by_mouse(app, planner)
    record = app.flow.statistics.of("dice").people["Aiko"]
    assert record.games == 1
    assert set(record.counters) >= {"doubts", "doubts_won", "lies_caught", "bluffs_believed"}
    scene = StatisticsScene(app.flow, "dice")
    keys = [column.key for column in scene.columns]
    assert keys[3:6] == ["dice.average_points", "dice.doubts", "dice.bluffs"]
    cells = dict(zip(["name", *keys], scene.cells("Aiko", record), strict=True))
    right, doubts = record.count("doubts_won"), record.count("doubts")
    assert cells["dice.doubts"] == f"{right} / {doubts - right}"
    assert cells["dice.average_points"] == f"{record.total_value:.1f}"


def test_the_rules_pages_show_the_ladder_and_the_examples_the_engine_plays(home):
    app = shell()
    app.stack.push(DiceRulesScene(app.context))
    scene = app.stack.top
    for page in PAGES:
        scene.show(page)
        app.step(1 / 60)
        items, height = scene.page_items()
        assert items and height > 0
    scene.show("main")
    faces = [item for kind, item, _point in scene.page_items()[0] if kind == "die"]
    assert len(faces) == 2 * 19, "the ladder is drawn with its dice"
    outcomes = {example.key: example.outcome() for example in EXAMPLES}
    assert "B takes 1 point for doubting the truth (now 1)" in outcomes["dice.example.truth_higher"]
    assert "A takes 1 point for the bluff (now 1)" in outcomes["dice.example.lie"]
    assert "A takes 16 points from the 51 (now 16)" in outcomes["dice.example.double_chain"]
    assert "A is out with 16 points" in outcomes["dice.example.double_chain"]
    assert "New round: D to roll, play goes anticlockwise" in outcomes["dice.example.double_chain"]
    assert outcomes["dice.example.roll_off"][-1] == "Its first roll is a 61"
    assert (
        "B takes 4 points for missing the announced 51 (now 4)"
        in outcomes["dice.example.fifty_one_miss"]
    )


ABOUT_TO = {
    "roll": "is about to look under the cup.",
    "respond": "is about to believe or doubt the announcement.",
    "face": "is about to answer a 51: accept the points, or double or quits.",
    "target": "is about to pick who takes the points.",
}
"""The end of the hand-over screen's line before each kind of turn."""


@pytest.mark.slow
def test_pass_and_play_never_draws_dice_under_the_cup_for_anyone_but_the_roller(home, monkeypatch):
    """Two people and a computer; every frame's dice under the cup are checked, and each
    hand-over says what the person is about to do."""
    app = shell(seed=12)
    drawn: list = []
    original = DiceArt.dice_pair

    def spy(art, result, side):
        drawn.append(result)
        return original(art, result, side)

    monkeypatch.setattr(DiceArt, "dice_pair", spy)
    people = ("Aiko", "Ben")
    start(app, (Seat(people[0]), Seat("Chiyo", "easy"), Seat(people[1])), Rules(limit=6))
    planners = {0: make_opponent("easy", seed=1), 2: make_opponent("easy", seed=2)}
    hand_overs: list[str] = []
    phases: set[str] = set()
    own_dice_seen = computer_frames = frames = looking = 0
    private_before = False
    while not isinstance(app.stack.top, DiceResultsScene):
        drawn.clear()
        app.step(1 / 60)
        frames += 1
        assert frames < 40000
        top = app.stack.top
        if isinstance(top, HandOverScene):
            assert not drawn, "the hand-over screen draws no dice"
            assert not private_before, "the cup came down before the hand-over"
            phase = app.flow.session.game.phase
            assert tr(top.body_key, name=top.name).endswith(ABOUT_TO[phase]), phase
            hand_overs.append(top.name)
            phases.add(phase)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            continue
        table = dice_table(app)
        game = game_of(table)
        private_before = bool(drawn) and not table.dice_public
        if private_before:
            assert drawn == [game.view(table.viewer).dice], (frames, table.viewer, drawn)
            own_dice_seen += 1
        if game.current_player == 1 and not table.animating and not game.is_over:
            assert table.dice_public or not drawn, "a computer's turn shows no private dice"
            computer_frames += 1
        looking = looking + 1 if table.accepting_input and not game.is_over else 0
        if looking > 8:  # a person takes a moment to look before acting
            move = planners[table.viewer].choose(game.view(table.viewer))
            post_move(table.layout, move)
            looking = 0
    assert set(hand_overs) == set(people) and len(hand_overs) >= 4
    assert {"roll", "respond"} <= phases, "issue 30 F11: each hand-over says what comes next"
    assert own_dice_seen > 8, "the rollers saw their own dice"
    assert computer_frames > 5
    assert app.flow.session is None


def test_a_person_picks_a_target_by_clicking_a_plate(home):
    app = shell(seed=4)
    start(app, (Seat("Aiko"), Seat("Ben", "easy"), Seat("Chiyo", "easy")))
    session = app.flow.session
    session.game = Game.new(3, dice=[5, 1], first=0)
    app.flow.show_table(0)
    table = dice_table(app)
    run_until(app.step, lambda: table.accepting_input, 30)
    click(app, table.layout.move_rect(type(table.view.legal_moves[0])()).center)
    run_until(app.step, lambda: table.accepting_input, 30)
    assert table.view.phase == "target"
    click(app, table.layout.plates[2].center)
    assert table.view.history[-1][1].seat == 2


@pytest.mark.parametrize("language", ["en", "fr", "ja", "zh"])
def test_the_statistics_headings_fit_their_columns_in_the_smallest_window(home, language):
    app = make_shell(size=(960, 540), language=language, games=("japanese", "dice"))
    app.flow.statistics.of("dice").people["Aiko"] = Record(games=1, counters={"doubts": 1})
    app.stack.push(StatisticsScene(app.flow, "dice"))
    app.step(1 / 60)
    app.stack.draw(app.screen)
    columns = (*SCREENS.score_columns, *SCREENS.stat_columns)
    headings = {tr(f"stats.col.{column.key}") for column in columns}
    app.close()
    assert not headings & app.context.text.cut


def test_a_reversal_turns_the_arrow_ring_over_instead_of_drawing_a_new_one(monkeypatch):
    """Drawing a ring takes 12–30 ms (a visible hitch in mid-game); the anticlockwise ring is
    the clockwise one's mirror image, made by a flip."""
    made: list[int] = []
    original = art_module._make_ring

    def counting(radius, colour):
        made.append(radius)
        return original(radius, colour)

    monkeypatch.setattr(art_module, "_make_ring", counting)
    art = DiceArt()
    clockwise = art.arrow_ring(150, 1, (238, 190, 70))
    anticlockwise = art.arrow_ring(150, -1, (238, 190, 70))
    assert made == [150]
    mirrored = pygame.transform.flip(clockwise, True, False)

    def pixels(surface):
        return pygame.image.tobytes(surface, "RGBA")

    assert pixels(anticlockwise) == pixels(mirrored) != pixels(clockwise)
