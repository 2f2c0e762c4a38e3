"""A finished game kept by an app that held one seat of it on another computer: that seat's
own messages (``SeatRecord``), played back as a ``Replay`` plays a whole record.

A joining app never has the deal (it would tell every hidden card), so it cannot keep a
``Record``; it keeps what its seat was sent instead, which tells nothing its seat did not
know, and shows the game exactly as that seat saw it live. ``SeatReplay`` gives the same
``seated``/``after``/``length`` as ``Replay`` for that one seat; stepping back is being seated
again from the view the seat had after the move before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from goju51.core.spec import GameSpec
from goju51.core.wire import Json, Wire
from goju51.host.messages import Codec, GameEnded, Moved, Seated, ToSeat, follow
from goju51.host.replay import Record

SEAT_RECORD_WIRE = Wire({})
"""A seat record holds text and numbers only (its messages in their own JSON text)."""


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """One finished game as ``seat`` was sent it: ``messages`` are its ``Seated`` at the deal
    then every ``Moved``, each in the seat protocol's JSON text (views without their history,
    as on the wire); ``ended`` how it ended. ``names`` and ``ended`` are read as a
    ``Record``'s are (the list of kept games)."""

    game: str
    seat: int
    names: tuple[str, ...]
    messages: tuple[str, ...]
    ended: GameEnded

    @classmethod
    def of(cls, spec: GameSpec, seated: Seated, moves: list[Moved], ended: GameEnded) -> SeatRecord:
        """The record of a game seen from ``seated`` (at the deal) through ``moves`` (the
        undo they offered left out: a replay takes nothing back)."""
        codec = Codec(spec)
        texts = [codec.to_seat(replace(seated, undo=False))]
        texts += [
            codec.to_seat(replace(m, view=replace(m.view, history=()), undo=False)) for m in moves
        ]
        return cls(spec.id, seated.seat, seated.names, tuple(texts), ended)

    def to_data(self) -> Json:
        return SEAT_RECORD_WIRE.encode(self, SeatRecord)

    @classmethod
    def from_data(cls, data: Json) -> SeatRecord:
        """A seat record from JSON data already read; ``WireError`` for anything else."""
        record: SeatRecord = SEAT_RECORD_WIRE.decode(data, SeatRecord)
        return record


def kept_record(data: Json) -> Record | SeatRecord:
    """A kept game from its JSON data: a whole game's ``Record`` or one seat's
    ``SeatRecord`` (told apart by the seat's messages); ``WireError`` for anything else."""
    if isinstance(data, dict) and "messages" in data:
        return SeatRecord.from_data(data)
    return Record.from_data(data)


class SeatReplay:
    """A ``SeatRecord`` as its seat's messages, position by position (0 is the deal,
    ``length`` the end); ``ValueError`` if it is not one whole game seen by its seat."""

    def __init__(self, spec: GameSpec, record: SeatRecord) -> None:
        if record.game != spec.id:
            raise ValueError(f"a record of {record.game!r}, not {spec.id!r}")
        self.spec = spec
        self.record = record
        codec = Codec(spec)
        messages = [codec.read_to_seat(text) for text in record.messages]
        first = messages[0] if messages else None
        if not isinstance(first, Seated) or first.view.history or first.seat != record.seat:
            raise ValueError("a seat record must start with its seat seated at the deal")
        self._seated = replace(first, step=0)
        self._moves: list[Moved] = []
        history: tuple[tuple[int, Any], ...] = ()
        for position, message in enumerate(messages[1:], start=1):
            if not isinstance(message, Moved):
                raise ValueError("a seat record holds the moves after its deal only")
            moved = follow(message, history, spec)
            assert isinstance(moved, Moved)
            self._moves.append(replace(moved, step=position))
            history = moved.view.history
        last = self._moves[-1].view if self._moves else first.view
        if not last.is_over:
            raise ValueError("a seat record must end with the game over")

    @property
    def length(self) -> int:
        """The number of moves: positions run from 0 to ``length``."""
        return len(self._moves)

    def seated(self, seat: int, position: int, every_hand: bool = False) -> Seated:
        """The record's seat seated at ``position``: the deal's opening to animate at 0.
        ``every_hand`` is ``Replay``'s: a seat's messages never held the other hands."""
        self._check(seat, every_hand)
        if position == 0:
            return self._seated
        moved = self._moves[position - 1]
        return replace(self._seated, step=position, view=moved.view, opening=(), pause=moved.pause)

    def after(self, seat: int, position: int, every_hand: bool = False) -> list[ToSeat]:
        """What the seat was sent after ``position``: each move, then the end."""
        self._check(seat, every_hand)
        return [*self._moves[position:], replace(self.record.ended, step=self.length)]

    def messages(self, seat: int) -> list[ToSeat]:
        """The whole game as the seat was sent it, seated at the deal."""
        return [self.seated(seat, 0), *self.after(seat, 0)]

    def _check(self, seat: int, every_hand: bool) -> None:
        if every_hand:
            raise ValueError("a seat's own record cannot show the other hands")
        if seat != self.record.seat:
            raise ValueError(f"seat {seat} was not kept: only seat {self.record.seat}'s messages")
