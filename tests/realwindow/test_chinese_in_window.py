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
    Record,
    Running,
    WindowPlayer,
    app_in_window,
    is_record,
)

pytestmark = pytest.mark.slow

SEED = 7
"""A deal where the person draws, exchanges one and answers a call in the first hand, and
exchanges all and calls in the second (found by replaying the quick game's seeds)."""
SIZE = (1280, 720)
PLAYERS = 4
VIEWER = 0
HANDS = 2


class Person(WindowPlayer):
    """Plays the person's seat through the window, each action checked in the log."""

    def __init__(self, app: Running) -> None:
        super().__init__(app)
        self.layout = table_layout(SIZE, PLAYERS)
        self.replayed = 0
        self.game: Game | None = None
        self.brain = make_opponent("normal", seed=1)
        self.played: list[str] = []

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
            record = self.expect(
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
    arguments = ["play", "--game", "chinese", "--seed", str(SEED)]
    with app_in_window(x_display, tmp_path, "chinese", arguments, SIZE) as app:
        person = Person(app)
        stories = []
        for number in range(HANDS):
            over = person.play_hand(number)
            app.window.screenshot(f"hand{number}-results")
            assert over["values"] == list(person.catch_up().scores())
            stories.append(over["story"])
            if number + 1 < HANDS:
                person.next_hand()
    played = set(person.played)
    assert {"Discard", "Draw", "Call", "Challenge"} <= played, person.played
    assert played & {"ExchangeOne", "ExchangeAll"}, person.played
    # The one person at the window reads their own lines as "you" (not "Player 1").
    assert any(line.startswith("You challenged") for story in stories for line in story)
    assert any(line.startswith("You called") for story in stories for line in story)
