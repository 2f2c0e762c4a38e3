"""51 (dice)'s entry in the game registry: how the app and the tools make, load and play it."""

from __future__ import annotations

import goju51.games.dice.ai as ai
from goju51.core.rules import SwitchOptions
from goju51.core.spec import GameSpec, SeatForm
from goju51.games.dice.events import Event, for_seat
from goju51.games.dice.game import MAX_PLAYERS, MIN_PLAYERS, Game
from goju51.games.dice.lesson import LESSON
from goju51.games.dice.match import Match
from goju51.games.dice.moves import (
    Announce,
    AnnounceFiftyOne,
    DoubleOrQuits,
    Doubt,
    Move,
    Roll,
    parse_move,
)
from goju51.games.dice.results import CODE_51, Result
from goju51.games.dice.rules import Rules
from goju51.games.dice.text import DiceText
from goju51.games.dice.view import DiceView


def _new_game(players: int, rules: Rules, seed: int | None, first: int | None = None) -> Game:
    """A game whose roll-off picks who begins, or with ``first`` beginning (no roll-off)."""
    return Game.new(players, rules, seed=seed, first=first)


def _new_match(players: int, rules: Rules, target_wins: int | None, seed: int | None) -> Match:
    return Match(players, rules, target_wins, seed=seed)


def tallies(game: Game, seat: int) -> dict[str, int]:
    """51 (dice)'s own statistics for one seat of a finished game: points taken, rounds played
    (so points per round), doubts made and won, lies caught, bluffs believed (read from the
    game, as they were never shown), specials rolled, 51s announced and hit. Every round ends
    with dice shown, once (a double or quits roll is a later showing of the round of its 51)."""
    view = game.view(seat)
    shown = dict(view.shown)
    counts = dict.fromkeys(
        (
            "points",
            "rounds",
            "doubts",
            "doubts_won",
            "lies_caught",
            "bluffs_believed",
            "specials",
            "announced_51s",
            "hits_51",
        ),
        0,
    )
    counts["points"] = game.points[seat]
    counts["bluffs_believed"] = game.bluffs_believed[seat]
    counts["rounds"] = sum(not isinstance(view.history[index][1], DoubleOrQuits) for index in shown)
    last_announce: tuple[int, int] | None = None
    for index, (mover, move) in enumerate(view.history):
        result = shown.get(index)
        if isinstance(move, Announce):
            last_announce = (mover, move.result.code)
        elif isinstance(move, Doubt) and last_announce is not None and result is not None:
            lie = result.code < last_announce[1]
            if mover == seat:
                counts["doubts"] += 1
                counts["doubts_won"] += lie
            if last_announce[0] == seat:
                counts["lies_caught"] += lie
        elif isinstance(move, Roll) and mover == seat and result is not None:
            counts["specials"] += result.is_special
        elif isinstance(move, AnnounceFiftyOne) and mover == seat:
            counts["announced_51s"] += 1
            counts["hits_51"] += result is not None and result.code == CODE_51
    return counts


SPEC = GameSpec(
    id="dice",
    name="51 (dice)",
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    default_players=4,
    rules_type=Rules,
    new_game=_new_game,
    load_game=Game.from_json,
    parse_move=parse_move,
    levels=ai.LEVELS,
    reference_levels=ai.REFERENCE_LEVELS,
    make_opponent=ai.make_opponent,
    coach_level=ai.LEVELS[-1],
    fallback_move=ai.fallback_move,
    rule_options=SwitchOptions(Rules),
    text=DiceText(),
    new_match=_new_match,
    load_match=Match.from_dict,
    tallies=tallies,
    turn_phases=frozenset({"roll", "respond", "target", "face"}),
    turn_direction=lambda view: view.direction,  # reversed by a double
    lesson=LESSON,
    seat_form=SeatForm.of(DiceView, Event, for_seat, Move, parse_move, {Result: Result.parse}),
)
