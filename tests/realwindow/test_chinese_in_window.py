"""Play Chinese 51 with the mouse in a real X window (Xvfb), as a person would.

The app runs as its own process (``play --game chinese``, from source or the built executable
when ``GOJU51_EXE`` is set). The test follows the hand in the app's own event log, replaying
the logged moves on an engine hand dealt from the logged seed, and plays the person's seat with
xdotool: the opening discard, a draw (click the stock) and its discard (click the card), an
exchange (a row card dragged onto a hand card, or hand cards picked then Exchange), a challenge
decision (the Challenge button), then in the next hand a call (the Call button). The person's
moves are the normal computer level's (seeded); with the seed below every kind comes up in two
hands. Screenshots are kept in ``screenshots/realwindow/<source|built>/chinese/``.
"""

from __future__ import annotations

import shutil
import subprocess
import time

import pytest

from goju51.games.chinese import (
    Call,
    Challenge,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Game,
    Move,
    Rules,
    parse_move,
)
from goju51.games.chinese.ai import make_opponent
from goju51.games.chinese.spec import SPEC
from goju51.tables.chinese.driver import hand_point, row_point
from goju51.tables.chinese.layout import table_layout
from tests.realwindow.xwindow import (
    ROOT,
    EventLog,
    Record,
    Target,
    Window,
    find_window,
    is_record,
    stop,
    x_environment,
)

pytestmark = pytest.mark.slow

SEED = 7
"""A deal where the person draws, exchanges one and answers a call in the first hand, and
exchanges all and calls in the second (found by replaying the quick game's seeds)."""
SIZE = (1280, 720)
PLAYERS = 4
VIEWER = 0
ATTEMPTS = 20
RETRY_SECONDS = 0.1
HANDS = 2


class Person:
    """Plays the person's seat through the window, each action checked in the log."""

    def __init__(self, window: Window, log: EventLog, app: subprocess.Popen) -> None:
        self.window = window
        self.log = log
        self.app = app
        self.layout = table_layout(SIZE, PLAYERS)
        self.cursor = 0
        self.replayed = 0
        self.game: Game | None = None
        self.brain = make_opponent("normal", seed=1)
        self.played: list[str] = []

    def alive(self) -> bool:
        return self.app.poll() is None

    def expect(self, wanted, what: str) -> tuple[int, Record]:
        index, record = self.log.wait(wanted, self.cursor, what, alive=self.alive)
        self.cursor = index + 1
        return index, record

    def act(self, gesture, wanted, what: str) -> Record:
        """Do ``gesture`` until the log shows ``wanted``; a gesture made while cards were still
        moving is logged as ignored, and is repeated."""
        for _ in range(ATTEMPTS):
            start = len(self.log.refresh())
            gesture()
            index, record = self.log.wait(
                lambda r: wanted(r) or r["kind"] in ("ignored", "refused"),
                start,
                what,
                alive=self.alive,
            )
            if wanted(record):
                self.cursor = index + 1
                return record
            assert record["kind"] == "ignored", f"wanted {what}, got {record}"
            time.sleep(RETRY_SECONDS)
        raise AssertionError(f"{what}: the app ignored the gesture {ATTEMPTS} times")

    def catch_up(self) -> Game:
        """The engine hand with every move logged so far played on it."""
        records = self.log.refresh()
        for record in records[self.replayed :]:
            if record["kind"] == "game":
                self.game = SPEC.new_game(PLAYERS, Rules(), record["seed"], VIEWER)
            elif record["kind"] == "move":
                assert self.game is not None
                self.game.apply(parse_move(record["move"]))
        self.replayed = len(records)
        assert self.game is not None
        return self.game

    def choose(self) -> Move:
        view = self.catch_up().view(VIEWER)
        return Challenge() if view.phase == "challenge" else self.brain.choose(view)

    def play(self, move: Move) -> None:
        view = self.catch_up().view(VIEWER)
        layout, window = self.layout, self.window
        text = str(move)

        def click(point: tuple[int, int]) -> None:
            self.act(lambda: window.click(point), is_record("move", move=text), text)

        match move:
            case Draw():
                click(layout.stock.center)
            case Discard(card=card):
                click(hand_point(layout, view, card))
            case ExchangeOne(give=give, take=take):
                start, end = row_point(layout, view, take), hand_point(layout, view, give)
                self.act(lambda: window.drag(start, end), is_record("move", move=text), text)
            case ExchangeAll(cards=cards):
                for count, card in enumerate(cards, 1):
                    point = hand_point(layout, view, card)
                    self.act(
                        lambda point=point: window.click(point),
                        lambda r, count=count: r["kind"] == "picked" and len(r["cards"]) == count,
                        f"picking {card}",
                    )
                self.act(
                    lambda: window.click(layout.exchange_button.center),
                    lambda r: r["kind"] == "move" and r["move"].startswith("exchange"),
                    text,
                )
            case Call():
                click(layout.call_button.center)
            case Challenge() | Decline():
                click(layout.decisions[0 if isinstance(move, Challenge) else 1].center)
        self.played.append(type(move).__name__)

    def play_hand(self, number: int) -> Record:
        """Play the person's turns until the hand's results are up; return their record."""
        while True:
            _index, record = self.expect(
                lambda r: r["kind"] in ("awaiting", "game_over"), f"hand {number}: a turn"
            )
            if record["kind"] == "game_over":
                return record
            move = self.choose()
            if type(move).__name__ not in self.played:  # the first of each kind, before it
                self.window.screenshot(f"hand{number}-{type(move).__name__.lower()}")
            self.play(move)

    def next_hand(self) -> None:
        time.sleep(1.0)  # the results take Enter only after a moment
        self.window._xdotool("key", "--window", self.window.window_id, "Return")
        self.expect(is_record("play_again"), "the next hand")


def test_play_chinese_51_with_the_mouse_in_a_window(x_display, tmp_path):
    target = Target.from_environment()
    shots = ROOT / "screenshots" / "realwindow" / target.name / "chinese"
    shutil.rmtree(shots, ignore_errors=True)
    shots.mkdir(parents=True)
    log = EventLog(tmp_path / "events.jsonl")
    command = [
        *target.command,
        "play",
        "--game",
        "chinese",
        "--seed",
        str(SEED),
        "--size",
        f"{SIZE[0]}x{SIZE[1]}",
        "--speed",
        "fast",
        "--level",
        "easy",
        "--event-log",
        str(log.path),
    ]
    with (tmp_path / "app-output.txt").open("w") as output:
        app = subprocess.Popen(
            command,
            cwd=tmp_path,
            env=x_environment(x_display),
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    try:
        window = Window(x_display, find_window(x_display, target.window_class, app.pid), shots)
        assert window.size() == SIZE
        person = Person(window, log, app)
        stories = []
        for number in range(HANDS):
            over = person.play_hand(number)
            window.screenshot(f"hand{number}-results")
            assert over["values"] == list(person.catch_up().scores())
            stories.append(over["story"])
            if number + 1 < HANDS:
                person.next_hand()
    finally:
        exit_code = stop(app)
    output_text = (tmp_path / "app-output.txt").read_text()
    assert exit_code == 0, output_text
    assert "Traceback" not in output_text, output_text
    played = set(person.played)
    assert {"Discard", "Draw", "Call", "Challenge"} <= played, person.played
    assert played & {"ExchangeOne", "ExchangeAll"}, person.played
    assert any(line.startswith("You challenged") for story in stories for line in story)
    assert any(line.startswith("You called") for story in stories for line in story)
