"""``GameSpec``: everything the app and the command-line tools need to know about one game.

A game registers one spec (``goju51.games.GAMES``); the arena, the benchmark, text play, the
self-test, saves and statistics find the game there and never import its modules by name.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, get_args

from goju51.core.game import GameState, Opponent
from goju51.core.lesson import Lesson


class TextInterface(Protocol):
    """How a game is played in the terminal: what a person is shown and how they type moves."""

    help: str

    def describe(self, event: Any, names: Sequence[str]) -> str | None:
        """One log line for an event, or None for events the log leaves out."""

    def show(self, view: Any, names: Sequence[str]) -> list[str]:
        """The position as ``view``'s seat sees it, before that seat moves."""

    def read(self, words: list[str], view: Any) -> Hashable:
        """The move a person typed (shortcuts allowed); ``ValueError`` saying what was wrong."""

    def result(self, game: Any, names: Sequence[str]) -> list[str]:
        """Lines that show how a finished game ended."""


class MatchLike(Protocol):
    """Games in a row at one table (a match to N wins, or to N points): what a session keeps."""

    players: int
    rules: Any

    @property
    def target(self) -> int | None:
        """Where the match ends (wins or points), or None for a single game."""

    def new_game(self) -> Any: ...

    def check_in_play(self, game: Any) -> None:
        """``ValueError`` unless ``game`` can be this match's game in play (a saved one)."""

    def record(self, game: Any) -> None: ...

    @property
    def is_over(self) -> bool: ...

    def scores(self) -> list[int]:
        """The running score per seat (wins or points), for the table's score line."""

    def leaders(self) -> frozenset[int]:
        """The seats ahead (the match's winners once it is over)."""

    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class SeatForm:
    """What one seat is shown of a game, and its exact JSON form (``goju51.core.wire``).

    ``view`` is the class of ``state.view(seat)``; ``event`` the union of the game's event
    classes; ``for_seat(event, seat)`` cuts an event down to what that seat may see (another
    seat's dealt hand, a drawn card, dice under the cup); ``text_types`` the classes that
    travel as their text form, each with its parser (cards, moves, dice results).
    """

    view: type
    event: object
    for_seat: Callable[[Any, int], Any]
    text_types: Mapping[type, Callable[[str], object]]

    @classmethod
    def of(
        cls,
        view: type,
        event: object,
        for_seat: Callable[[Any, int], Any],
        moves: object,
        parse_move: Callable[[str], object],
        pieces: Mapping[type, Callable[[str], object]],
    ) -> SeatForm:
        """A game's form: every class of the union ``moves`` travels as its text, read back
        by ``parse_move``, and so do the ``pieces`` (a card, a dice result), each by its own
        parser."""
        return cls(view, event, for_seat, {**pieces, **dict.fromkeys(get_args(moves), parse_move)})


class RuleOptions(Protocol):
    """A game's rule switches on the command line (``--jokers 1 ...``)."""

    def add(self, parser: argparse.ArgumentParser) -> None: ...

    def rules(self, args: argparse.Namespace) -> Any: ...


@dataclass(frozen=True)
class GameSpec:
    """One registered game.

    ``new_game(players, rules, seed, first)`` deals a game (``seed``: anything
    ``random.Random`` takes; ``first``: the seat to play first, None for the game's own way);
    ``load_game(text)`` reads ``to_json`` text back (``SaveError`` otherwise);
    ``make_opponent(level, seed, time_budget, name)`` builds a computer player of one of
    ``levels`` (weakest first) or ``reference_levels`` (kept for measurement);
    ``fallback_move(view)`` is a legal move played for an opponent that failed.
    """

    id: str
    name: str
    players: range
    default_players: int
    rules_type: type[Any]
    new_game: Callable[[int, Any, Any, int | None], GameState]
    load_game: Callable[[str], GameState]
    parse_move: Callable[[str], Hashable]
    levels: tuple[str, ...]
    reference_levels: tuple[str, ...]
    make_opponent: Callable[[str, int | None, float | None, str | None], Opponent]
    coach_level: str
    fallback_move: Callable[[Any], Hashable]
    rule_options: RuleOptions
    text: TextInterface
    new_match: Callable[[int, Any, int | None, int | None], MatchLike]
    """``(players, rules, target, seed)``: a match to ``target`` (None: a single game)."""
    load_match: Callable[[Any], MatchLike]
    """A match from ``to_dict`` data; ``ValueError`` for anything malformed."""
    tallies: Callable[[Any, int], dict[str, int]]
    """``(finished game, seat)``: the game's own statistics counters for that seat."""
    seat_form: SeatForm
    """What a seat is shown, and how it crosses the seat protocol."""
    turn_phases: frozenset[str]
    """The phases in which a seat's turn begins: undo takes back to the start of one."""
    turn_direction: Callable[[Any], int]
    """``(view)``: the way play goes round the table, +1 (seat s, then s + 1) or −1: where a
    shared screen is handed next while a computer plays."""
    lesson: Lesson | None = None
    """The game's guided first game (``goju51.host.guide`` runs it), if it has one."""

    def __post_init__(self) -> None:
        if self.default_players not in self.players:
            raise ValueError(f"{self.id}: default_players must be in {self.players}")
        if self.coach_level not in self.levels:
            raise ValueError(f"{self.id}: the coach must be one of the levels")

    @property
    def all_levels(self) -> tuple[str, ...]:
        return self.levels + self.reference_levels

    def players_text(self) -> str:
        """``"2–6"``: the table sizes, for help texts and messages."""
        return f"{self.players.start}–{self.players.stop - 1}"
