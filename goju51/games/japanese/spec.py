"""Goju Ichi's entry in the game registry: how the app and the tools make, load and play it."""

from __future__ import annotations

import goju51.games.japanese.ai as ai
from goju51.core.rules import SwitchOptions
from goju51.core.spec import GameSpec, SeatForm
from goju51.games.japanese.cards import Card
from goju51.games.japanese.events import Event, for_seat
from goju51.games.japanese.game import Game
from goju51.games.japanese.lesson import LESSON
from goju51.games.japanese.match import Match
from goju51.games.japanese.moves import Move, parse_move
from goju51.games.japanese.rules import Rules
from goju51.games.japanese.state import MAX_PLAYERS, MIN_PLAYERS
from goju51.games.japanese.text import JapaneseText
from goju51.games.japanese.view import PlayerView


def _new_game(players: int, rules: Rules, seed: object, first: int | None) -> Game:
    """A deal; with ``first``, the dealer sits so that that seat plays first."""
    if first is None:
        return Game.new(players, rules, seed=seed)
    dealer = first if rules.dealer_starts else (first - 1) % players
    return Game.new(players, rules, seed=seed, dealer=dealer)


def _new_match(players: int, rules: Rules, target_wins: int | None, seed: int | None) -> Match:
    return Match(players, rules, target_wins, seed=seed)


def _tallies(game: Game, seat: int) -> dict[str, int]:
    """Goju Ichi's own statistics: 51s held at the end, Stops called, Stops that won."""
    values = game.values()
    stopped = game.stopper == seat
    return {
        "fifty_ones": int(values[seat] == 51),
        "stops_called": int(stopped),
        "stops_won": int(stopped and seat in game.winners()),
    }


SPEC = GameSpec(
    id="japanese",
    name="Goju Ichi",
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    default_players=4,
    rules_type=Rules,
    new_game=_new_game,
    load_game=Game.from_json,
    parse_move=parse_move,
    levels=ai.LEVELS,
    reference_levels=(ai.REFERENCE_LEVEL,),
    make_opponent=ai.make_player,
    coach_level=ai.LEVELS[-1],
    fallback_move=ai.fallback_move,
    rule_options=SwitchOptions(Rules),
    text=JapaneseText(),
    new_match=_new_match,
    load_match=Match.from_dict,
    tallies=_tallies,
    turn_phases=frozenset({"start"}),
    turn_direction=lambda view: 1,
    lesson=LESSON,
    seat_form=SeatForm.of(PlayerView, Event, for_seat, Move, parse_move, {Card: Card.parse}),
)
