"""Chinese 51 inside the whole app: the chooser and its set-up, a match to the target with its
score sheet, pass-and-play checked frame by frame, saves and Continue, the coach and undo."""

from __future__ import annotations

import pygame
import pytest
from chinesehelpers import Explorer
from flowhelpers import assert_no_secret_shown, click, key, make_shell, press
from helpers import game_of

from goju51.app import saves
from goju51.app.kit.gestures import run_until
from goju51.app.kit.widgets import choice_arrow_zone
from goju51.app.main import App
from goju51.app.saves import Setup
from goju51.app.screens.handover import HandOverScene
from goju51.app.screens.menu import MainMenuScene
from goju51.app.screens.setup import SetupScene
from goju51.games.chinese import (
    Call,
    Card,
    Challenge,
    Discard,
    Draw,
    Game,
    Move,
    PlayerView,
    Rules,
)
from goju51.games.chinese.examples import stacked_deck
from goju51.host.seats import Seat
from goju51.tables.chinese.driver import post_move
from goju51.tables.chinese.gametable import ChineseGameTable
from goju51.tables.chinese.results import ResultsScene, ScoreSheetScene

pytestmark = pytest.mark.usefixtures("home")

GAMES = ("japanese", "chinese")


def chinese_table(app) -> ChineseGameTable:
    scene = app.stack.scenes[0]
    assert isinstance(scene, ChineseGameTable), scene
    return scene


def start(app, setup: Setup) -> None:
    app.flow.new_game(setup)
    app.step(1 / 60)


def play_by_mouse(app, move: Move) -> None:
    table = chinese_table(app)
    post_move(table.layout, table.view, move)
    app.step(1 / 60)


def wait(app, seconds: float = 120.0) -> None:
    """Until a person may act, a hand-over waits, the results are up or the hand is over."""

    def ready() -> bool:
        top = app.stack.top
        if isinstance(top, HandOverScene | ResultsScene):
            return True
        scene = app.stack.scenes[0]
        return isinstance(scene, ChineseGameTable) and scene.accepting_input

    run_until(app.step, ready, seconds)


def chinese_set_up() -> tuple[App, SetupScene]:
    """New game → Chinese 51: its set-up."""
    app = make_shell(games=GAMES)
    press(app, "new")
    press(app, "game:chinese")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return app, setup


def test_the_chooser_offers_chinese_51_and_its_set_up_has_its_rule_switches():
    app, setup = chinese_set_up()
    assert isinstance(setup, SetupScene) and setup.spec.id == "chinese"
    keys = [control.key for control in setup.controls]
    rows = ["rule:jokers", "rule:joker_free_wins_ties", "rule:min_call", "rule:bombs"]
    assert rows == [k for k in keys if k.startswith("rule:")], "F7: the target is no rule"
    for row in rows:
        press(app, row)
    length = next(c for c in setup.controls if c.key == "length")
    assert (length.label(), setup.target_wins) == ("A single game", None)
    click(app, choice_arrow_zone(length.rect, -1).center)  # ◀: nothing shorter
    assert setup.target_wins is None
    press(app, "length")
    assert setup.target_wins == 500, "▶: a match to the target last chosen (the book's)"
    for _ in range(10):  # ▶ steps up by 50, the rules' target following the length
        press(app, "length")
    assert (setup.rules.target, setup.target_wins) == (1000, 1000)
    assert length.label() == "Match to 1000 points"
    click(app, choice_arrow_zone(length.rect, -1).center)  # ◀ steps down
    assert (setup.rules.target, setup.target_wins) == (950, 950)
    assert length.label() == "Match to 950 points"
    for _ in range(5):
        next(c for c in setup.controls if c.key == "players").press(1)
    assert len(setup.drafts) == 5
    length_rect = next(c for c in setup.controls if c.key == "length").rect
    rules = [c for c in setup.controls if c.key.startswith("rule")]
    assert not any(c.rect.colliderect(length_rect) for c in rules)
    press(app, "start")
    table = chinese_table(app)
    session = app.flow.session
    assert session.setup.rules == Rules(2, True, 42, True, 950)
    assert session.match.target == 950 and table.view.rules.bombs
    again = saves.load_session("chinese")[0]
    assert again is not None and again.match.target == 950, "the match to points is saved"


def test_a_short_match_is_played_to_the_target_with_its_score_sheet():
    app = make_shell(seed=4, games=GAMES)
    seats = (Seat("Aiko"), Seat("Chen", "easy"), Seat("Hui", "easy"))
    start(app, Setup(seats, Rules(target=60), target_wins=60, game="chinese"))
    explorer = Explorer(4)
    hands = 0
    while True:
        wait(app)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            hands += 1
            match = top.match
            assert match.hands_played == hands and len(match.history) == hands
            assert match.totals == [sum(column) for column in zip(*match.history, strict=True)]
            assert top.story, "the scoring is worked out in words"
            if match.is_over:
                assert top.headline() in (
                    "You win the match!",
                    *(f"{name} wins the match!" for name in ("Aiko", "Chen", "Hui")),
                )
                assert max(match.totals) >= 60 and match.totals.count(max(match.totals)) == 1
                assert top.confetti is not None, "the match winner is celebrated"
                break
            for _ in range(60):
                app.step(1 / 60)
            click(app, top.button.center)
            assert not chinese_table(app).view.history, "the next hand is dealt"
            continue
        table = chinese_table(app)
        play_by_mouse(app, explorer.choose(table.view))
        assert hands < 30
    recorded = app.flow.statistics.of("chinese").people["Aiko"]
    assert recorded.games == hands
    assert app.flow.session is None and app.flow.finished.match.is_over
    # The match itself is counted once, for everyone at the table, and won by its leader.
    match = app.flow.finished.match
    chen = app.flow.statistics.of("chinese").levels["easy"]
    assert recorded.count("matches") == chen.count("matches") == 1
    assert recorded.count("matches_won") == int(0 in match.leaders())
    assert chen.count("matches_won") == int(1 in match.leaders())


def test_the_score_sheet_opens_on_demand_and_closes_with_a_key():
    app = make_shell(seed=2, games=GAMES)
    start(app, Setup((Seat("Aiko"), Seat("Chen", "easy")), Rules(), 500, "chinese"))
    wait(app)
    key(app, pygame.K_s)
    assert isinstance(app.stack.top, ScoreSheetScene)
    key(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, ChineseGameTable)


def test_continue_resumes_mid_hand_and_mid_match_exactly():
    app = make_shell(seed=5, games=GAMES)
    seats = (Seat("Aiko"), Seat("Chen", "easy"), Seat("Hui", "easy"))
    start(app, Setup(seats, Rules(target=500), target_wins=500, game="chinese"))
    explorer = Explorer(5)
    while not isinstance(app.stack.top, ResultsScene):  # a whole hand, then two moves more
        wait(app)
        if not isinstance(app.stack.top, ResultsScene):
            table = chinese_table(app)
            play_by_mouse(app, explorer.choose(table.view))
    for _ in range(60):
        app.step(1 / 60)
    click(app, app.stack.top.button.center)
    for _ in range(2):
        wait(app)
        table = chinese_table(app)
        if table.view.is_over:
            break
        play_by_mouse(app, explorer.choose(table.view))
    app.step(1 / 60)
    saved_game = app.flow.session.game.to_json()
    saved_match = app.flow.session.match.to_dict()
    app.close()

    again = make_shell(seed=5, games=GAMES)
    menu = again.stack.top
    assert isinstance(menu, MainMenuScene) and menu.focused.key == "continue"
    key(again, pygame.K_RETURN)
    table = chinese_table(again)
    assert game_of(table).to_json() == saved_game
    assert again.flow.session.match.to_dict() == saved_match
    assert len(saved_match["history"]) == 1
    assert table.log, "the log is read back from the hand's history"


def test_the_coach_hints_with_a_reason_and_undo_takes_back_the_turn():
    app = make_shell(seed=6, games=GAMES)
    start(app, Setup((Seat("Aiko", coach=True), Seat("Chen", "easy")), game="chinese"))
    wait(app)
    table = chinese_table(app)
    before = game_of(table).to_json()
    key(app, pygame.K_h)
    from goju51.app.kit.gestures import run_until

    run_until(
        app.step,
        lambda: chinese_table(app).toast is not None and "…" not in chinese_table(app).toast[0],
        60,
    )
    hint = chinese_table(app).toast[0]
    assert ":" in hint and app.flow.session.hints[0] == 1
    view = table.view
    unseen = [move for move in view.legal_moves if not isinstance(move, Draw)]
    play_by_mouse(app, unseen[0])  # a turn that shows no hidden card
    wait(app)
    key(app, pygame.K_u)
    table = chinese_table(app)
    assert game_of(table).to_json() == before
    assert app.flow.session.undos[0] == 1


def test_the_coach_line_goes_once_the_person_plays_another_move():
    """Finding F3: drawing instead of the hinted move takes the hint off the screen."""
    from goju51.app.kit.gestures import run_until

    app = make_shell(seed=6, games=GAMES)
    start(app, Setup((Seat("Aiko", coach=True), Seat("Chen", "easy")), game="chinese"))
    wait(app)
    key(app, pygame.K_h)
    run_until(app.step, lambda: chinese_table(app).hint_shown is not None, 60)
    table = chinese_table(app)
    line, _moves, named = table.hint_shown
    other = next(m for m in table.view.legal_moves if m != named)
    before = len(table.view.history)
    play_by_mouse(app, other)
    app.step(1 / 60)
    table = chinese_table(app)
    assert len(table.view.history) > before
    assert table.toast is None or table.toast[0] != line


def test_undo_is_refused_once_the_person_has_drawn_a_hidden_card():
    app = make_shell(seed=6, games=GAMES)
    start(app, Setup((Seat("Aiko"), Seat("Chen", "easy")), game="chinese"))
    wait(app)
    while Draw() not in chinese_table(app).view.legal_moves:
        view = chinese_table(app).view
        play_by_mouse(app, next(m for m in view.legal_moves if not isinstance(m, Draw)))
        wait(app)
    play_by_mouse(app, Draw())
    wait(app)
    drawn = game_of(chinese_table(app)).to_json()
    key(app, pygame.K_u)
    table = chinese_table(app)
    assert table.toast is not None and table.toast[0].startswith("You have seen a hidden card")
    assert game_of(table).to_json() == drawn and app.flow.session.undos[0] == 0


class People:
    """The people of a pass-and-play hand: seat 3 keeps the one suit it was dealt and calls at
    its third turn; the others play every kind of turn but call, and always challenge."""

    def __init__(self) -> None:
        self.explorer = Explorer(11)

    def choose(self, view: PlayerView) -> Move:
        legal = view.legal_moves
        if view.phase == "challenge":
            return Challenge()
        if view.seat == 3:
            if Call() in legal and view.turn_number >= 10:
                return Call()
            if Draw() in legal:
                return Draw()
            return next(m for m in legal if isinstance(m, Discard) and m.card == view.drawn)
        move = self.explorer.choose(view)
        return Draw() if isinstance(move, Call) else move


class SpyScreen(pygame.Surface):
    """The window, remembering the surfaces blitted onto it since the last full repaint."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.shown: set[int] = set()

    def blit(self, source, *args, **kwargs):
        rect = super().blit(source, *args, **kwargs)
        if source.get_size() == self.get_size():
            self.shown = set()
        self.shown.add(id(source))
        return rect


@pytest.mark.slow
def test_pass_and_play_never_shows_another_persons_hidden_cards(monkeypatch):
    """Three people and a computer: every frame is checked, from the deal to the results,
    hand-overs before each person's turn and before each person's answer to a call."""
    app = make_shell(seed=11, games=GAMES)
    app.screen = SpyScreen(app.screen.get_size())
    direct: dict[int, Card] = {}
    images = app.context.images
    original_card = images.card

    def card(card, width, face_up):
        image = original_card(card, width, face_up)
        if face_up and card is not None:
            direct[id(image)] = card
        return image

    images.card = card
    people = ("Aiko", "Ben", "Chiyo")
    seats = (Seat("Aiko"), Seat("Ben"), Seat("Daichi", "easy"), Seat("Chiyo"))
    start(app, Setup(seats, game="chinese"))
    session = app.flow.session
    deck = stacked_deck({3: "AS KS QS 9S 5S"}, 4, session.game.starter, Rules(), seed=3)
    session.game = Game.new(4, Rules(), deck=deck, starter=session.game.starter)
    app.flow.play()
    planner = People()
    hand_overs: list[tuple[str, str]] = []
    own_faces_seen = frames = computer_turns_checked = 0
    while True:
        app.step(1 / 60)
        frames += 1
        screen = app.screen
        faces = {c for key, c in direct.items() if key in screen.shown}
        top = app.stack.top
        scene = app.stack.scenes[0]
        if isinstance(top, HandOverScene):
            assert not faces, "the hand-over screen must not show any card"
            hand_overs.append((top.name, session.game.phase))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            continue
        assert isinstance(scene, ChineseGameTable)
        faces |= {
            s.card
            for s in scene.group.sprites()
            if id(s.image) in screen.shown and s.face_up and s.card is not None
        }
        game = game_of(scene)
        # On the computer's turn the last person's hand is face down again (its cards seen
        # taken stay public).
        seen, checked = assert_no_secret_shown(scene, faces, (0, 1, 3), computer=2)
        own_faces_seen += seen
        computer_turns_checked += checked
        if isinstance(top, ResultsScene):
            break
        if scene.accepting_input:
            play_by_mouse(app, planner.choose(game.view(scene.viewer)))
        assert frames < 30000
    assert set(name for name, _phase in hand_overs) == set(people)
    assert any(phase == "challenge" for _name, phase in hand_overs), "a hand-over to answer"
    assert own_faces_seen > 100, "the spy sees the faces each viewer is shown"
    assert computer_turns_checked > 10, "frames of the computer's turns were checked"
    assert session.game.caller is not None


def test_the_length_steps_below_the_lowest_target_to_a_single_game():
    """F7: one length setting; ◀ past the lowest target is a single game, ▶ comes back."""
    _app, setup = chinese_set_up()
    setup.rules, setup.target_wins = Rules(target=100), 100
    setup.change_length(-1)
    assert (setup.target_wins, setup.rules.target) == (None, 100)
    setup.change_length(+1)
    assert (setup.target_wins, setup.rules.target) == (100, 100)
