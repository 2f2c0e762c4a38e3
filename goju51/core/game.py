"""What every game's engine offers, whatever the game: errors, outcomes, and the protocols the
app and the tools program against.

A game keeps its own concrete classes (moves, events, views); these protocols name only what a
game-neutral caller needs: who acts, which moves are legal, applying one, a seat's view, the
outcome, a copy and a save.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self


class IllegalMove(ValueError):
    """A move the rules do not allow now; the state is left unchanged.

    ``code`` is stable (``"clear_first_round"``): a screen looks its translated reason up by it
    instead of working the rule out again; the message is for programmers and logs.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class MoveSyntaxError(ValueError):
    """Text that is not a move at all (as opposed to a move the rules forbid now)."""


class SaveError(ValueError):
    """A saved game that cannot be read: not JSON, not ours, or not a possible position."""


def checked_seat(seat: object, players: int) -> int:
    """``seat`` if it is a seat at a table of ``players``, else a ``ValueError`` naming the
    range (a negative seat must not count from the end, as a list index would)."""
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"seat must be from 0 to {players - 1}, not {seat!r}")
    return seat


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended, in the terms a match and the statistics add up.

    ``scores`` are per seat, in the game's own units (hand values, points, penalties);
    ``winners`` the seats that won.
    """

    scores: tuple[int, ...]
    winners: frozenset[int]


class View(Protocol):
    """What one seat may know; opponents and screens see only this."""

    @property
    def seat(self) -> int: ...
    @property
    def num_players(self) -> int: ...
    @property
    def current_player(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def legal_moves(self) -> tuple[Any, ...]: ...


class GameState(Protocol):
    """A game in progress, as the registry's tools and the app drive it."""

    @property
    def num_players(self) -> int: ...
    @property
    def current_player(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def phase(self) -> str: ...
    @property
    def rules(self) -> Any: ...
    @property
    def history(self) -> tuple[tuple[int, Any], ...]: ...
    def opening_events(self) -> list[Any]: ...
    @property
    def legal_moves(self) -> Sequence[Any]: ...
    def check(self, move: Any) -> IllegalMove | None: ...
    def apply(self, move: Any) -> list[Any]: ...
    def view(self, seat: int, every_hand: bool = False) -> Any:
        """What ``seat`` may know; with ``every_hand``, every hidden hand too (for a seat that
        may know everything: a finished game watched again)."""
        ...

    def outcome(self) -> Outcome | None: ...
    def copy(self) -> Self: ...
    def to_json(self) -> str: ...


class Opponent(Protocol):
    """A computer player: it is given a view, never the game, and answers a legal move.

    ``pace`` is how long (seconds) a screen lingers around its moves; ``time_budget`` how long
    it may think per decision."""

    name: str
    pace: float
    time_budget: float

    def choose(self, view: Any) -> Hashable: ...
