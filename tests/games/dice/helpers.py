"""Shared helpers for the dice tests: seats by letter, moves by text, fixed dice."""

from __future__ import annotations

import json
import random
from typing import Any

from goju51.games.dice import Game, Rules, parse_move
from goju51.games.dice.events import Event

A, B, C, D = 0, 1, 2, 3


def play(game: Game, *moves: str) -> list[Event]:
    """Apply each move (text form) in turn; all the events."""
    events: list[Event] = []
    for text in moves:
        events += game.apply(parse_move(text))
    return events


def game_at(
    players: int = 4,
    first: int = A,
    dice: list[int] | None = None,
    points: list[int] | None = None,
    direction: int = 1,
    **rules: Any,
) -> Game:
    """A game with ``first`` to roll and the given faces; ``points`` set through a save."""
    game = Game.new(
        players, Rules(**rules), seed=0, dice=dice or [], first=first, direction=direction
    )
    if points is not None:
        data = json.loads(game.to_json())
        data["points"] = points
        del data["out_order"]  # the seats already out then went out most points first
        game = Game.from_json(json.dumps(data))
    return game


def random_game(
    seed: int, players: int | None = None, rules: Rules | None = None, **kwargs: Any
) -> tuple[Game, random.Random]:
    rng = random.Random(seed)
    if players is None:
        players = rng.randint(2, 8)
    if rules is None:
        rules = Rules(
            limit=rng.choice((1, 3, 6, 12)),
            end=rng.choice(("last_standing", "first_out")),
            stacked_chance=rng.choice((0.0, 0.0, 0.05, 0.3)),
        )
    direction = rng.choice((1, -1))
    return Game.new(players, rules, seed=seed, direction=direction, **kwargs), rng


def calm_choice(game: Game, rng: random.Random) -> Any:
    """A random legal move, biased to low announcements so rounds run a few moves long."""
    moves = game.legal_moves
    if game.phase == "announce" and rng.random() < 0.8:
        return moves[min(len(moves) - 1, rng.randrange(3))]
    if game.phase == "roll" and rng.random() < 0.95:
        return moves[0]
    if game.phase == "face" and rng.random() < 0.7:
        return moves[0]
    return rng.choice(moves)
