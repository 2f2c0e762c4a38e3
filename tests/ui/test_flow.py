"""The whole app driven like a player: menus, set-up, pass-and-play, coach, saves, statistics,
matches and settings, headless, with the data folder in a temporary directory."""

from __future__ import annotations

import json

import pygame
import pytest
from flowhelpers import (
    assert_no_secret_shown,
    click,
    key,
    make_shell,
    press,
    table,
    type_text,
    wait_for_turn,
)
from helpers import game_of

from goju51.app import saves
from goju51.app.kit import i18n
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.gestures import run_until
from goju51.app.kit.i18n import card_name
from goju51.app.kit.stilllayer import StillLayer
from goju51.app.saves import Setup
from goju51.app.screens.handover import HandOverScene
from goju51.app.screens.menu import MainMenuScene
from goju51.app.screens.settings import SettingsScene
from goju51.app.screens.setup import SetupScene
from goju51.app.screens.statistics import StatisticsScene
from goju51.app.stats import Record
from goju51.games.japanese import Card, Discard, Game, Rules, Take
from goju51.games.japanese.ai import make_opponent
from goju51.host.seats import Seat
from goju51.tables.japanese.gameover import GameOverScene
from goju51.tables.japanese.gametable import GameTable
from goju51.tables.japanese.rules import RulesScene
from goju51.tables.japanese.table import TableScene

pytestmark = pytest.mark.usefixtures("home")


def start(app, setup: Setup) -> None:
    app.flow.new_game(setup)
    app.step(1 / 60)


def play_person_turn(app, planner, stop_after: int | None = None) -> None:
    """The person whose view is shown plays one whole move chosen by ``planner``."""
    scene = table(app)
    move = planner.choose(scene.view)
    if (
        stop_after is not None
        and isinstance(move, Discard)
        and scene.view.turn_number >= stop_after
        and scene.view.stopper is None
    ):
        move = Discard(move.card, stop=True)
    assert scene.try_move(move)


def test_the_menu_leads_everywhere_by_keyboard(home):
    app = make_shell()
    menu = app.stack.top
    assert isinstance(menu, MainMenuScene)
    assert menu.focused.key == "new", "Continue is disabled without a saved game"
    for name, scene_type in (
        ("rules", RulesScene),
        ("statistics", StatisticsScene),
        ("settings", SettingsScene),
        ("new", SetupScene),
    ):
        while app.stack.top.focused.key != name:
            key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)
        assert isinstance(app.stack.top, scene_type)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is menu
    key(app, pygame.K_ESCAPE)
    assert menu.focused.key == "quit", "Escape on the menu moves to Quit, it does not quit"
    key(app, pygame.K_RETURN)
    assert not app.running


def test_set_up_by_keyboard_deals_and_is_remembered(home):
    app = make_shell()
    press(app, "new")
    setup_scene = app.stack.top
    key(app, pygame.K_RIGHT)  # players: 5
    assert len(setup_scene.drafts) == 5
    key(app, pygame.K_DOWN)  # seat 1 kind
    key(app, pygame.K_DOWN)  # seat 1 name
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Zoé")
    press(app, "rule:jokers")
    press(app, "rule:final_round")
    click(app, next(c for c in setup_scene.controls if c.key == "length").rect.center)
    key(app, pygame.K_RETURN)
    scene = table(app)
    assert scene.names[0] == "Zoé" and scene.view.num_players == 5
    assert scene.view.rules.jokers == 1 and scene.view.rules.final_round == "exchange_or_pass"
    remembered = json.loads((home / saves.SETUPS_FOLDER / "japanese.json").read_text())
    assert remembered["seats"][0]["name"] == "Zoé" and remembered["target_wins"] == 2
    key(app, pygame.K_ESCAPE)
    press(app, "answer0")  # leave the table
    press(app, "new")
    press(app, "answer0")  # a game is saved: "New game" asks first
    press(app, "answer1")  # Zoé's first pick of the game offers its guided game: "I know it"
    assert app.stack.top.setup() == Setup.from_dict(remembered)


@pytest.mark.parametrize(
    ("typed", "message", "field"),
    [
        ("", "Seat 1 needs a name.", "name:0"),
        ("Ben", "Two players are called Ben: give each a different name.", "name:1"),
    ],
)
def test_bad_names_are_refused_with_a_message_and_the_field_to_mend(home, typed, message, field):
    app = make_shell()
    press(app, "new")
    scene = app.stack.top
    press(app, "kind:1")  # seat 2 becomes a person
    scene.drafts[1].name = "Ben"
    scene.drafts[0].name = typed
    press(app, "start")
    assert app.stack.top is scene
    assert scene.error[0] == message
    # Finding F20: the field to mend is focused and outlined until it is typed in.
    assert scene.focused.key == field and scene.marked == field
    type_text(app, "a")
    assert scene.marked is None


def test_a_name_cannot_grow_too_long(home):
    app = make_shell()
    press(app, "new")
    press(app, "name:0")
    type_text(app, "x" * 40)
    scene = app.stack.top
    assert len(scene.drafts[0].name) == saves.MAX_NAME
    assert "too long" in scene.error[0]


class SpyScreen(pygame.Surface):
    """A surface remembering which surfaces show on it: those blitted onto it and not painted
    over since, including those showing on the layers blitted onto it. A layer (a surface of
    the same size, as the table's still layer or its background) is blitted in place."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.shown: list[tuple[int, pygame.Rect]] = []

    @property
    def blitted(self) -> set[int]:
        return {source for source, _rect in self.shown}

    def blit(self, source, *args, **kwargs):
        rect = super().blit(source, *args, **kwargs)
        if source.get_size() == self.get_size():
            self.shown = [(seen, where) for seen, where in self.shown if not rect.contains(where)]
            if isinstance(source, SpyScreen):
                self.shown += [
                    (seen, where.clip(rect))
                    for seen, where in source.shown
                    if where.colliderect(rect)
                ]
        if rect.width and rect.height:
            self.shown.append((id(source), rect))
        return rect


class FaceSpy:
    """Which card faces each frame really shows: card sprites whose image reached the frame
    (directly or through the table's layer of resting cards), and faces drawn straight from
    the card images."""

    def __init__(self, app, monkeypatch) -> None:
        self.app = app
        app.screen = SpyScreen(app.screen.get_size())
        self.direct: dict[int, Card] = {}
        images = app.context.images
        original_card, original_resize = images.card, TableScene.resize

        def card(card, width, face_up):
            image = original_card(card, width, face_up)
            if face_up and card is not None:
                self.direct[id(image)] = card
            return image

        def resize(scene, size):
            original_resize(scene, size)
            scene._still = StillLayer(scene._still.background)
            scene._still.surface = SpyScreen(size)
            scene._update_still()

        images.card = card
        monkeypatch.setattr(TableScene, "resize", resize)

    def take(self) -> set[Card]:
        blitted = self.app.screen.blitted
        faces = {card for key, card in self.direct.items() if key in blitted}
        for scene in self.app.stack.scenes:
            for sprite in getattr(scene, "group", pygame.sprite.Group()).sprites():
                if id(sprite.image) in blitted and sprite.face_up and sprite.card is not None:
                    faces.add(sprite.card)
        return faces


@pytest.mark.slow
def test_pass_and_play_never_shows_another_persons_hidden_cards(home, monkeypatch):
    """Three people and a computer: every frame is checked, from the deal to the results."""
    app = make_shell(seed=11)
    spy = FaceSpy(app, monkeypatch)
    people = ("Aiko", "Ben", "Chiyo")
    setup = Setup((Seat(people[0]), Seat(people[1]), Seat("Daichi", "easy"), Seat(people[2])))
    start(app, setup)
    planners = {seat: make_opponent("easy", seed=seat) for seat in (0, 1, 3)}
    hand_overs: list[str] = []
    own_faces_seen = 0
    computer_turns_checked = 0
    frames = 0
    game: Game | None = None
    while True:
        app.step(1 / 60)
        frames += 1
        faces = spy.take()
        top = app.stack.top
        if isinstance(top, HandOverScene):
            assert not faces, "the hand-over screen must not show any card"
            hand_overs.append(top.name)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            continue  # the next frame handles "ready" and draws the new viewer's table
        scene = app.stack.scenes[0]
        assert isinstance(scene, GameTable)
        game = game_of(scene)
        # On a computer's turn the last person's hand is face down again (its cards seen
        # taken stay public).
        seen, checked = assert_no_secret_shown(scene, faces, (0, 1, 3), computer=2)
        own_faces_seen += seen
        computer_turns_checked += checked
        if isinstance(top, GameOverScene):
            break
        if scene.accepting_input:
            play_person_turn(app, planners[scene.viewer], stop_after=14)
        assert frames < 20000
    assert game.is_over
    assert len(hand_overs) >= 4 and set(hand_overs) == set(people)
    assert own_faces_seen > 100, "the spy sees the faces each viewer is shown"
    assert computer_turns_checked > 10, "frames of the computer's turns were checked"
    assert (
        app.flow.session is None and not (home / saves.SESSIONS_FOLDER / "japanese.json").exists()
    )
    recorded = app.flow.statistics.of("japanese")
    assert set(recorded.people) == set(people) and recorded.levels["easy"].games == 1


def test_continue_resumes_the_saved_position_exactly(home):
    app = make_shell(seed=5)
    start(app, Setup((Seat("Aiko", coach=True), Seat("Ben", "easy"), Seat("Chiyo", "easy"))))
    planner = make_opponent("easy", seed=1)
    for _ in range(3):
        wait_for_turn(app)
        play_person_turn(app, planner)
    app.step(1 / 60)
    saved = game_of(table(app)).to_json()
    app.close()

    again = make_shell(seed=5)
    menu = again.stack.top
    assert isinstance(menu, MainMenuScene) and menu.focused.key == "continue"
    key(again, pygame.K_RETURN)
    assert game_of(table(again)).to_json() == saved


def placed(sprite) -> tuple[int, int, int]:
    """Where a card sprite is now and how wide (its ``rect`` is refreshed only when drawn)."""
    return round(sprite.x), round(sprite.y), round(sprite.width)


def test_undo_takes_back_the_persons_last_turn_and_is_counted(home):
    app = make_shell(seed=6)
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy"))))
    planner = make_opponent("easy", seed=2)
    wait_for_turn(app)

    def undo_lit() -> bool:
        (lit,) = [on for label, _action, on in table(app).corner_buttons() if label == "Undo (U)"]
        return lit

    assert not undo_lit(), "Aiko's first turn: nothing of hers to take back"
    before = game_of(table(app)).to_json()
    play_person_turn(app, planner)
    wait_for_turn(app)
    if table(app).view.phase != "start":
        play_person_turn(app, planner)  # the discard after a take (or the take after a clear)
    wait_for_turn(app)
    assert len(table(app).view.history) >= 3, "the computer has played too"
    assert undo_lit()
    log_before = list(table(app).log)
    shown_before = {sprite.card: placed(sprite) for sprite in table(app).table if sprite}
    undone = table(app)
    undone.undo()  # as U does, without a frame after it
    scene = table(app)
    assert scene is not undone
    assert game_of(scene).to_json() == before
    # The cards fly back (issue 18 #6): the hand's cards that were on the table start there.
    returning = [sprite for sprite in scene.hand if sprite.card in shown_before]
    assert returning and scene.animating
    assert all(placed(sprite) == shown_before[sprite.card] for sprite in returning)
    run_until(app.step, lambda: not scene.animating)
    assert all(placed(sprite) != shown_before[sprite.card] for sprite in returning)
    assert app.flow.session.undos == [1, 0]
    log = list(scene.log)
    assert log[-1] == "Aiko took back a move"
    turns_shown = sum(" took " in line for line in log[:-1])
    turns_played = sum(isinstance(move, Discard) for _seat, move in scene.view.history)
    assert turns_shown == turns_played, ("the log rewinds with the game", log)
    assert sum(" took " in line for line in log_before) > turns_played
    assert not undo_lit(), "back at her first turn"
    key(app, pygame.K_u)
    assert "Nothing to undo" in table(app).toast[0]


def test_undo_is_refused_between_people(home):
    app = make_shell(seed=6)
    start(app, Setup((Seat("Aiko"), Seat("Ben"))))
    key(app, pygame.K_RETURN)  # hand-over: ready
    wait_for_turn(app)
    key(app, pygame.K_u)
    assert table(app).toast[0] == "Undo is only for games against computers"


def test_the_coach_hints_with_a_reason_and_is_counted(home):
    app = make_shell(seed=8)
    start(app, Setup((Seat("Aiko", coach=True), Seat("Ben", "easy"))))
    wait_for_turn(app)
    key(app, pygame.K_h)
    scene = table(app)
    run_until(app.step, lambda: not scene.coach_asked, 30)
    assert scene.toast[0].startswith("Coach: ")
    assert app.flow.session.hints == [1, 0]
    named = [
        sprite.card
        for sprite in (*scene.hand, *scene.table)
        if sprite is not None and scene._hinted(sprite)
    ]
    if scene.toast[0].startswith(("Coach: take", "Coach: discard")):
        assert len(named) == 1 and card_name(named[0]) in scene.toast[0]
    else:
        assert not named
    scene.skip()
    scene.try_move(scene.view.legal_moves[0])
    assert not any(scene._hinted(sprite) for sprite in scene.hand if sprite is not None)


def test_the_coach_line_holds_through_its_own_take_and_goes_once_the_position_moves_on(home):
    """Findings F3 and F13: a hint speaks of one position; followed, its second half ("then
    discard 4♦") stays up, that card glowing, until the discard."""
    app = make_shell(seed=8)
    start(app, Setup((Seat("Aiko", coach=True), Seat("Ben", "easy"))))
    wait_for_turn(app)
    key(app, pygame.K_h)
    scene = table(app)
    run_until(app.step, lambda: scene.hint_shown is not None, 30)
    assert scene.hint_shown is not None
    line, _moves, named = scene.hint_shown
    assert scene.toast is not None and scene.toast[0] == line
    scene.skip()
    scene.try_move(named)  # as the coach said
    app.step(1 / 60)
    assert isinstance(named, Take), "the first round's turns begin with a take"
    assert scene.toast is not None and scene.toast[0] == line  # its discard still holds...
    glowing = [s.card for s in scene.hand if s is not None and scene._hinted(s)]
    assert len(glowing) == 1 and card_name(glowing[0]) in line  # ...and glows (F13)
    scene.skip()
    scene.try_move(scene.view.legal_moves[0])
    app.step(1 / 60)
    assert scene.toast is None or scene.toast[0] != line
    assert scene.hint_shown is None


def test_without_the_coach_a_hint_is_refused(home):
    app = make_shell(seed=8)
    start(app, Setup((Seat("Aiko", coach=False), Seat("Ben", "easy"))))
    wait_for_turn(app)
    key(app, pygame.K_h)
    assert "coach is off" in table(app).toast[0]


def test_a_match_goes_on_to_the_next_game_with_the_scores(home):
    app = make_shell(seed=9)
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy")), target_wins=2))
    planner = make_opponent("easy", seed=3)
    finished = 0
    for _ in range(2):
        while not isinstance(app.stack.top, GameOverScene):
            wait_for_turn(app)
            if isinstance(app.stack.top, GameOverScene):
                break
            if table(app).accepting_input:
                play_person_turn(app, planner, stop_after=6)
            else:
                app.step(1 / 60)
        finished += 1
        if app.flow.session is None:
            break
        assert app.flow.scores_line().startswith("First to 2: Aiko ")
        for _ in range(60):  # the results stay up a moment before Enter leaves them
            app.step(1 / 60)
        key(app, pygame.K_RETURN)
        assert not table(app).view.history
        assert game_of(table(app)) is app.flow.session.game
    assert app.flow.statistics.of("japanese").people["Aiko"].games == finished
    assert (
        max(app.flow.session.match.wins if app.flow.session else app.flow.finished.match.wins) >= 1
    )


def test_statistics_reset_asks_first(home):
    app = make_shell()
    app.flow.statistics.of("japanese").people["Aiko"] = Record(games=3, wins=1, total_value=60)
    app.flow.statistics.of("dice").people["Aiko"] = Record(games=2, wins=2)
    press(app, "statistics")
    press(app, "reset")
    key(app, pygame.K_ESCAPE)  # the dialog's last answer: cancel
    assert app.flow.statistics.of("japanese").people
    press(app, "reset")
    press(app, "answer0")
    assert not app.flow.statistics.of("japanese").people
    saved = json.loads((home / saves.STATISTICS_FILE).read_text())
    assert saved["games"] == {
        "dice": {"people": {"Aiko": Record(games=2, wins=2).__dict__}, "levels": {}}
    }


def test_settings_apply_at_once_and_are_kept(home):
    app = make_shell()
    press(app, "settings")
    key(app, pygame.K_RIGHT)  # language: English → Français
    assert i18n.language() == "fr"
    assert app.stack.top.focused.label() == "Langue\u202f: Français"
    assert pygame.display.get_caption()[0] == "Goju51 — les jeux de 51", "the title too"
    press(app, "back")
    press(app, "volume")
    press(app, "deck")
    assert app.context.images.art.back_design == "red"
    assert app.context.images.art.four_colour
    saved = json.loads((home / saves.SETTINGS_FILE).read_text())
    assert saved["language"] == "fr" and saved["back_design"] == "red"
    assert saved["volume"] == 0.9 and saved["four_colour"]


def test_a_damaged_save_shows_a_message_on_the_menu(home):
    (home / saves.SESSIONS_FOLDER).mkdir()
    (home / saves.SESSIONS_FOLDER / "japanese.json").write_text('{"format": "goju51-session"}')
    app = make_shell()
    dialog = app.stack.top
    assert "Your saved game of Goju Ichi could not be read" in dialog.message()
    assert isinstance(app.stack.scenes[0], MainMenuScene)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MainMenuScene)
    assert not app.flow.can_continue()
    assert list((home / saves.SESSIONS_FOLDER).glob("japanese.bad-*.json"))


def test_without_the_memory_aid_cards_seen_taken_stay_face_down(home, monkeypatch):
    app = make_shell(seed=12)
    spy = FaceSpy(app, monkeypatch)
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy"), Seat("Chiyo", "easy"))))
    planner = make_opponent("easy", seed=4)
    for _ in range(4):
        wait_for_turn(app)
        play_person_turn(app, planner)
    wait_for_turn(app)
    scene = table(app)
    known = {card for seat in (1, 2) for card in scene.view.opponent(seat).known}
    assert known, "the computers took cards from the table"
    app.step(1 / 60)
    assert known <= spy.take(), "with the memory aid the cards they took are shown"
    app.context.settings.memory_aid = False
    app.step(1 / 60)
    assert not known & spy.take()


def test_a_person_can_pass_in_an_exchange_or_pass_last_round(home):
    app = make_shell(seed=13)
    setup = Setup((Seat("Aiko"), Seat("Ben", "easy")), rules=Rules(final_round="exchange_or_pass"))
    start(app, setup)
    key(app, pygame.K_ESCAPE)
    press(app, "answer0")  # leave the table
    game = app.flow.session.game
    while game.current_player != 1 or game.phase != "start" or game.turn_number < 3:
        game.apply(
            next(
                m
                for m in game.legal_moves
                if isinstance(m, Take) or (isinstance(m, Discard) and not m.stop)
            )
        )
    game.apply(next(m for m in game.legal_moves if isinstance(m, Take)))
    discard = next(m for m in game.legal_moves if isinstance(m, Discard) and m.stop)
    game.apply(discard)
    app.flow.show_table(0)
    wait_for_turn(app)
    scene = table(app)
    assert scene._prompt()[0] == (
        "Your last turn: beat Ben's Stop — exchange a card with the table, or pass (P)"
    )
    key(app, pygame.K_p)
    assert scene.view.is_over and str(scene.view.history[-1][1]) == "pass"


def test_the_table_speaks_the_players_language(home):
    app = make_shell(seed=14, language="fr")
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy"))))
    wait_for_turn(app)
    scene = table(app)
    assert scene._prompt()[0].startswith("À vous")
    assert [label for label, _action, _on in scene.corner_buttons()] == [
        "Menu (Échap)",
        "Conseil (H)",
        "Annuler (U)",
        "Son\u202f: non (M)",
    ]


def test_full_screen_is_applied_and_kept(home):
    app = make_shell()
    press(app, "settings")
    press(app, "fullscreen")
    assert app.screen.get_flags() & pygame.FULLSCREEN
    press(app, "fullscreen")
    assert not app.screen.get_flags() & pygame.FULLSCREEN
    assert app.screen.get_size() == (1280, 720)
    assert json.loads((home / saves.SETTINGS_FILE).read_text())["fullscreen"] is False


def test_escape_at_the_table_asks_before_leaving_and_stay_is_the_safe_answer(home):
    app = make_shell()
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy"))))
    scene = table(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Dialog) and app.stack.top.focused.key == "answer1"
    key(app, pygame.K_ESCAPE)  # a second Escape keeps the player at the table
    assert app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    press(app, "answer0")
    assert isinstance(app.stack.top, MainMenuScene) and app.flow.can_continue()


def test_f11_and_alt_enter_switch_full_screen_anywhere_and_it_is_kept(home):
    app = make_shell()
    key(app, pygame.K_F11)
    assert app.screen.get_flags() & pygame.FULLSCREEN
    assert json.loads((home / saves.SETTINGS_FILE).read_text())["fullscreen"] is True
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy"))))
    moves = len(table(app).view.history)
    key(app, pygame.K_RETURN, pygame.KMOD_LALT)
    assert not app.screen.get_flags() & pygame.FULLSCREEN
    assert app.screen.get_size() == (1280, 720)
    assert len(table(app).view.history) == moves, "Alt+Enter is not also Enter at the table"
    assert json.loads((home / saves.SETTINGS_FILE).read_text())["fullscreen"] is False


def test_a_resumed_last_round_shows_the_stop_the_turns_left_and_the_log(home):
    """Continue in the last round: the stopper's plate, "Last round: 1 turn left" and the log
    are there as on the table that was left (the log read back from the game's history)."""
    setup = Setup((Seat("Aiko"), Seat("Ben", "easy"), Seat("Chiyo", "easy")))
    session = saves.Session.start(setup, seed=5)
    game = session.game
    while not (game.current_player == 1 and game.phase == "taken" and game.turn_number > 3):
        game.apply(next(m for m in game.legal_moves if not getattr(m, "stop", False)))
    game.apply(next(m for m in game.legal_moves if isinstance(m, Discard) and m.stop))
    while game.current_player != 0:  # Chiyo's last turn
        game.apply(game.legal_moves[0])
    assert saves.save_session(session) is None
    app = make_shell()
    press(app, "continue")
    wait_for_turn(app)
    scene = table(app)
    assert scene.viewer == 0 and scene.accepting_input
    # The stopper's plate and "Last round: 1 turn left" are drawn from these two:
    assert scene.stopper_shown == 1 and scene.last_round == [0]
    assert scene._prompt()[0].startswith("Your last turn: beat Ben's Stop — take a table card")
    log = list(scene.log)
    assert "Ben called Stop!" in log and log[-1].startswith("Chiyo "), log


def test_sound_and_deck_changed_at_the_table_are_kept(home):
    """M mutes at the table and the choice is saved like any setting; so are the deck and
    the speed changed with the table's buttons."""
    app = make_shell()
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy"))))
    wait_for_turn(app)
    scene = table(app)
    was_muted = app.context.settings.muted  # the test shell starts muted
    key(app, pygame.K_m)
    assert app.context.settings.muted is not was_muted
    label = "Sound: off (M)" if not was_muted else "Sound: on (M)"
    assert scene.corner_buttons()[-1][0] == label, "the speaker button shows it"
    saved = json.loads((home / saves.SETTINGS_FILE).read_text())
    assert saved["muted"] is (not was_muted)
    scene.toggle_deck()  # what the quick table's deck button does
    scene.next_speed()
    saved = json.loads((home / saves.SETTINGS_FILE).read_text())
    assert saved["four_colour"] is True and saved["speed"] == app.context.settings.speed


def test_new_game_over_a_saved_game_asks_first_and_cancel_is_the_default(home):
    from goju51.app.kit.dialog import Dialog

    app = make_shell()
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy"))))
    saved = app.flow.session
    app.flow.open_menu()
    press(app, "new")
    assert isinstance(app.stack.top, Dialog)
    assert app.stack.top.focused.key == "answer1", "Cancel has the focus"
    key(app, pygame.K_RETURN)  # Enter in passing: the safe answer
    assert isinstance(app.stack.top, MainMenuScene) and app.flow.session is saved
    press(app, "new")
    press(app, "answer0")
    press(app, "answer1")  # Aiko's first pick of the game offers its guided game: "I know it"
    assert isinstance(app.stack.top, SetupScene)


def test_a_destructive_question_starts_on_cancel(home):
    app = make_shell()
    app.flow.statistics.of("japanese").people["Aiko"] = Record(games=3, wins=1)
    press(app, "statistics")
    press(app, "reset")
    key(app, pygame.K_RETURN)
    assert app.flow.statistics.of("japanese").people, "Enter alone erases nothing"


def test_in_pass_and_play_the_value_bar_names_whose_hand_is_shown(home):
    """Issue 18: "Your hand" says nothing when the screen is passed round: the bar names Ben."""
    app = make_shell(seed=12)
    start(app, Setup((Seat("Aiko"), Seat("Ben"))))
    while isinstance(app.stack.top, HandOverScene) or not table(app).accepting_input:
        if isinstance(app.stack.top, HandOverScene):
            app.stack.top.ready()
        app.step(1 / 60)
    scene = table(app)
    label = scene._value_text(scene._value_part().key)
    assert label.startswith(f"{scene.names[scene.viewer]}'s hand: ")
    app.close()
    solo = make_shell(seed=12)
    start(solo, Setup((Seat("Aiko"), Seat("Ben", "easy"))))
    wait_for_turn(solo)
    scene = table(solo)
    assert scene._value_text(scene._value_part().key).startswith("Your hand: ")


def test_ctrl_n_starts_a_new_game_from_anywhere_and_asks_over_a_saved_one(home):
    app = make_shell()
    key(app, pygame.K_n, pygame.KMOD_LCTRL)
    assert isinstance(app.stack.top, SetupScene)
    start(app, Setup((Seat("Aiko"), Seat("Ben", "easy"))))
    key(app, pygame.K_n, pygame.KMOD_LCTRL)
    assert isinstance(app.stack.top, Dialog), "a game is saved: New game asks first"
    key(app, pygame.K_n)  # N alone is no shortcut
    assert isinstance(app.stack.top, Dialog)
