"""Chinese 51's entry in the game registry: how the app and the tools make, load and play it."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import goju51.games.chinese.ai as ai
from goju51.core.rules import SwitchOptions
from goju51.core.spec import GameSpec, SeatForm
from goju51.games.chinese.cards import CARD_RANK, CARD_VALUE, Card, is_bomb, value_of
from goju51.games.chinese.events import Event, for_seat
from goju51.games.chinese.game import MAX_PLAYERS, MIN_PLAYERS, Game
from goju51.games.chinese.lesson import LESSON
from goju51.games.chinese.match import Match
from goju51.games.chinese.moves import Move, parse_move
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.text import ChineseText
from goju51.games.chinese.view import PlayerView


def draw_for_starter(players: int, rng: random.Random) -> int:
    """The first starter: each seat is drawn a card from a shuffled 52, the highest starts
    (ace, then king … two; the tied seats draw again)."""
    seats = list(range(players))
    while True:
        deck = list(range(52))
        rng.shuffle(deck)
        # Rank position 0 is the ace; a lower position is a higher card.
        drawn = {seat: CARD_RANK[deck[i]] for i, seat in enumerate(seats)}
        best = min(drawn.values())
        seats = [seat for seat in seats if drawn[seat] == best]
        if len(seats) == 1:
            return seats[0]


def new_game(players: int, rules: Rules, seed: Any = None, first: int | None = None) -> Game:
    """One hand started by ``first``, or (None) by the starter a seeded draw chooses."""
    rng = random.Random(seed)
    starter = draw_for_starter(players, rng) if first is None else first
    return Game.new(players, rules, seed=rng.getrandbits(64), starter=starter)


def new_match(players: int, rules: Rules, target: int | None, seed: int | None) -> Match:
    """A match to ``target`` points (None: a single hand), its first starter drawn by seed."""
    rng = random.Random(seed)
    starter = draw_for_starter(players, rng)
    seed = rng.getrandbits(64)
    if target is None:
        return Match(players, rules, starter, seed=seed, single_hand=True)
    return Match(players, replace(rules, target=target), starter, seed=seed)


def tallies(game: Game, seat: int) -> dict[str, int]:
    """Chinese 51's own statistics for one seat of a finished hand: clear counts, calls and
    challenges made and won, and 51s and bombs held at the end."""
    scores = game.scores()
    caller = game.caller == seat
    called = caller and game.end_reason == "called"
    challenged = seat in game.challengers
    winner = game.challenge_winner()
    return {
        "clear_counts": int(caller and game.end_reason == "declared"),
        "calls": int(called),
        "calls_won": int(called and (winner == seat or not game.challengers)),
        "challenges": int(challenged),
        "challenges_won": int(challenged and winner == seat),
        "fifty_ones": int(value_of([c.index for c in game.hand(seat)]) == 51),
        "bombs": int(game.rules.bombs and is_bomb(game.hand(seat), game.rules)),
        "points": scores[seat],
    }


assert CARD_VALUE[0] == 11  # the ace of spades is card 0: rank position 0 is the highest

SPEC = GameSpec(
    id="chinese",
    name="Chinese 51",
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    default_players=4,
    rules_type=Rules,
    new_game=new_game,
    load_game=Game.from_json,
    parse_move=parse_move,
    levels=ai.LEVELS,
    reference_levels=ai.REFERENCE_LEVELS,
    make_opponent=ai.make_opponent,
    coach_level=ai.LEVELS[-1],
    fallback_move=ai.fallback_move,
    rule_options=SwitchOptions(Rules),
    text=ChineseText(),
    new_match=new_match,
    load_match=Match.from_dict,
    tallies=tallies,
    turn_phases=frozenset({"opening", "turn"}),
    turn_direction=lambda view: -1,  # the seat before plays next (counter-clockwise)
    lesson=LESSON,
    seat_form=SeatForm.of(PlayerView, Event, for_seat, Move, parse_move, {Card: Card.parse}),
)
