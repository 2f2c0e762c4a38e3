"""Opponents only ever see a seat's view: hidden cards of other seats never reach them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import goju51.games.japanese.ai
from goju51.games.japanese import Game, Move, PlayerView, Rules
from goju51.games.japanese.ai import LEVELS, REFERENCE_LEVEL, Opponent, make_opponent

from .conftest import FAST_BUDGET, play


class Spy(Opponent):
    """Wraps an opponent and checks every argument it is given against the real game."""

    level = "spy"

    def __init__(self, inner: Opponent, game: Game, seat: int) -> None:
        super().__init__(inner.name, 0, inner.time_budget)
        self.inner, self.game, self.seat = inner, game, seat
        self.calls = 0

    def decide(self, view: PlayerView) -> Move:
        raise AssertionError("the spy only forwards choose()")

    def choose(self, view: PlayerView) -> Move:
        assert type(view) is PlayerView
        assert view.seat == self.seat
        hidden = set()
        for other in range(self.game.num_players):
            if other != self.seat:
                hidden |= set(self.game.hand(other)) - set(self.game.known_cards(other))
        visible = {*view.hand, *view.table, *view.seen_set_aside}
        for opponent in view.opponents:
            visible |= set(opponent.known)
        assert not visible & hidden, "a hidden card of another seat reached the opponent"
        assert view.final_hands is None
        self.calls += 1
        return self.inner.choose(view)


@pytest.mark.parametrize("level", (*LEVELS, REFERENCE_LEVEL))
def test_opponents_are_given_views_without_hidden_cards(level: str) -> None:
    for seed in range(4):
        game = Game.new(3, Rules(jokers=1), seed=seed)
        spies = [
            Spy(make_opponent(level, seed=seed + seat, time_budget=FAST_BUDGET), game, seat)
            for seat in range(3)
        ]
        play(game, spies)
        assert all(spy.calls for spy in spies)


def test_no_ai_module_reaches_into_a_game() -> None:
    """Determinizations come from ``Game.from_view``; nothing reads a game's private state."""
    private = re.compile(r"\._(hands|stock|table|known|set_aside|rng|history|player|phase)\b")
    for path in Path(goju51.games.japanese.ai.__file__).parent.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not private.search(text), f"{path.name} reads a game's private state"
        from_game = re.findall(r"goju51\.games\.japanese\.game\b(.*)", text)
        assert from_game in ([], [" import Game"]), f"{path.name} imports the game's internals"
