"""Situations of the rules played out through the engine with fixed dice, so the rules pages
(and the guided game) tell exactly what the engine does."""

from __future__ import annotations

from collections.abc import Sequence

from goju51.games.dice.events import Event
from goju51.games.dice.game import Game
from goju51.games.dice.moves import parse_move
from goju51.games.dice.results import Result
from goju51.games.dice.rules import Rules


def play_out(
    players: int, rules: Rules, dice: Sequence[int], first: int | None, moves: Sequence[str]
) -> tuple[list[Event], Result | None]:
    """Every event of a game of ``players`` with fixed ``dice``, ``first`` to begin (None: the
    roll-off, whose events come first), after ``moves`` (text forms); and the dice left under
    the cup, if any."""
    game = Game.new(players, rules, dice=list(dice), first=first)
    events: list[Event] = list(game.opening_events()) if first is None else []
    for move in moves:
        events += game.apply(parse_move(move))
    cup = game.cup
    return events, None if cup is None else cup[0]
