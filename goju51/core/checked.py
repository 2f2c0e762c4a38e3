"""The checked entry points every rules engine shares: a game supplies why a move is refused
(``_refusal``: a stable code and a reason, or None) and how a move is played (``_play``, with
or without events), and gets ``is_legal``, ``check``, ``apply`` and ``play_unchecked`` the
same way as every other game."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from goju51.core.game import IllegalMove

MoveT = TypeVar("MoveT")
EventT = TypeVar("EventT")


class CheckedGame(Generic[MoveT, EventT]):
    __slots__ = ()

    _player: int

    def _refusal(self, move: Any) -> tuple[str, str] | None:
        raise NotImplementedError

    def _play(self, move: MoveT, events: list[EventT] | None) -> None:
        raise NotImplementedError

    def is_legal(self, move: Any) -> bool:
        return self._refusal(move) is None

    def check(self, move: Any) -> IllegalMove | None:
        """Why ``move`` is not allowed now (an ``IllegalMove`` with a stable ``code``), or None."""
        refusal = self._refusal(move)
        if refusal is None:
            return None
        code, reason = refusal
        return IllegalMove(code, f"{move} is not allowed for seat {self._player}: {reason}")

    def apply(self, move: MoveT) -> list[EventT]:
        """Play ``move`` for the current player and return what happened.

        Raises ``IllegalMove`` (saying why) and changes nothing if the rules forbid the move.
        """
        refusal = self.check(move)
        if refusal is not None:
            raise refusal
        events: list[EventT] = []
        self._play(move, events)
        return events

    def play_unchecked(self, move: MoveT) -> None:
        """Apply a move known to be legal, without checks or events: the fast path for search."""
        self._play(move, None)
