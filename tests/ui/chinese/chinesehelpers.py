"""Shared set-up for the Chinese 51 table tests: a headless app on Chinese 51, a scripted
person who tries every kind of turn, and the gestures to play its moves by mouse."""

from __future__ import annotations

import random

from helpers import FAST, hosted_table

from goju51.app.kit.gestures import run_until
from goju51.app.main import App, Options
from goju51.games.chinese import (
    Call,
    Challenge,
    Decline,
    Discard,
    Draw,
    Game,
    Move,
    PlayerView,
    Rules,
)
from goju51.games.chinese.examples import stacked_deck
from goju51.tables import TABLES
from goju51.tables.chinese.driver import post_move
from goju51.tables.chinese.table import ChineseTable


def make_app(seed: int = 3, size: tuple[int, int] = (1280, 720), **options) -> App:
    defaults = {"speed": FAST, "level": "easy", "muted": True, "time_budget": 0.02}
    return App(Options(game="chinese", size=size, seed=seed, **(defaults | options)), TABLES)


def table_of(app: App) -> ChineseTable:
    scene = app.stack.scenes[0]
    assert isinstance(scene, ChineseTable)
    return scene


def wait_for_input(app: App, seconds: float = 120.0) -> ChineseTable:
    """Step frames until the viewer may act (or the hand is over); return the table."""
    table = table_of(app)
    run_until(app.step, lambda: table.accepting_input or table.view.is_over, seconds)
    return table


def play_by_mouse(app: App, move: Move) -> None:
    """Post the gestures for ``move`` and step one frame so the table handles them."""
    table = table_of(app)
    post_move(table.layout, table.view, move)
    app.step(1 / 60)


def kind(move: Move) -> str:
    """``"ExchangeOne declare"``, ``"Draw"``...: what sort of move it is."""
    return type(move).__name__ + (" declare" if getattr(move, "declare", False) else "")


class Explorer:
    """A scripted person who picks a kind of move at random among those allowed (so every
    kind is played), then a move of that kind; a challenge or a pass at random."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Move:
        kinds: dict[str, list[Move]] = {}
        for move in view.legal_moves:
            kinds.setdefault(kind(move), []).append(move)
        chosen = self.rng.choice(sorted(kinds))
        if chosen.startswith("Call") and view.turn_number < 6 and len(kinds) > 1:
            chosen = "Draw"  # calling at once every time would end hands before anything else
        return self.rng.choice(kinds[chosen])


class Scripted:
    """A computer that calls whenever it may, draws otherwise and discards what it drew, and
    answers a call with a challenge only when its seat is in ``challenges``."""

    def __init__(self, name: str, challenges: bool = False, pace: float = 0.8) -> None:
        self.name = name
        self.challenges = challenges
        self.pace = pace
        self.time_budget = 10.0  # a slow start of the opponents' process is no failure

    def choose(self, view: PlayerView) -> Move:
        legal = view.legal_moves
        if view.phase == "challenge":
            return Challenge() if self.challenges else Decline()
        if Call() in legal and view.value:
            return Call()
        if Draw() in legal:
            return Draw()
        drawn = [m for m in legal if isinstance(m, Discard) and m.card == view.drawn]
        return (drawn or [m for m in legal if isinstance(m, Discard)])[0]


def staged_table(
    app: App,
    hands: dict[int, str],
    challengers: tuple[int, ...] = (),
    players: int = 4,
    rules: Rules = Rules(),  # noqa: B008 - Rules is frozen
) -> ChineseTable:
    """A hand dealt from a fixed deck (``hands`` by seat, seat 0 the person, who starts with
    six) at a table of scripted computers, shown in ``app`` in place of its quick game."""
    deck = stacked_deck(hands, players, 0, rules, seed=7)
    game = Game.new(players, rules, deck=deck, starter=0)
    names = {0: "You", **{seat: f"Bot {seat}" for seat in range(1, players)}}
    opponents = {seat: Scripted(names[seat], seat in challengers) for seat in range(1, players)}
    return hosted_table(app, ChineseTable, "chinese", game, opponents, names)
