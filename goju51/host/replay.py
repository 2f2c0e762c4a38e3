"""Finished games kept and watched again: a ``Record`` is what a game was (its deal, its moves,
who sat where, how it ended), and a ``Replay`` turns it back into the messages a seat was sent
while it was played, for any seat and from any position, so a table shows a replay exactly as
it showed the game live (stepping back is being seated again at an earlier position).

Once a game is over nothing in it is secret: a replay can also send a seat what a seat that may
know everything is sent (``every_hand``): the game's view of every hand, and its events uncut.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from goju51.core.game import GameState
from goju51.core.spec import GameSpec
from goju51.core.wire import Json, Wire
from goju51.host.messages import FromSeat, GameEnded, Moved, Ready, Seated, ToSeat

RECORD_WIRE = Wire({})
"""A record holds text and numbers only: one wire serves every game."""


@dataclass(frozen=True, slots=True)
class Record:
    """One finished game: ``start`` is the game's save before its first move, ``moves`` the
    moves played (their text), ``paces`` each computer's pace (None for people), ``ended``
    how it ended, as every seat was told."""

    game: str
    names: tuple[str, ...]
    computers: tuple[int, ...]
    paces: tuple[float | None, ...]
    start: str
    moves: tuple[str, ...]
    ended: GameEnded

    def to_json(self) -> str:
        return RECORD_WIRE.dumps(self, Record)

    def to_data(self) -> Json:
        """The record as JSON data (what ``to_json`` writes out)."""
        return RECORD_WIRE.encode(self, Record)

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """A record from its JSON; ``WireError`` (a ``ValueError``) for anything else."""
        record: Record = RECORD_WIRE.loads(text, Record)
        return record

    @classmethod
    def from_data(cls, data: Json) -> Record:
        """A record from JSON data already read; ``WireError`` for anything else."""
        record: Record = RECORD_WIRE.decode(data, Record)
        return record


class Replay:
    """A recorded game played again through the engine, position by position (0 is the deal,
    ``len(record.moves)`` the end). ``ValueError`` if the record does not replay (a damaged
    file, a move the rules refuse)."""

    def __init__(self, spec: GameSpec, record: Record) -> None:
        if record.game != spec.id:
            raise ValueError(f"a record of {record.game!r}, not {spec.id!r}")
        self.spec = spec
        self.record = record
        game = spec.load_game(record.start)
        if game.history or game.num_players != len(record.names):
            raise ValueError("a record must start at the deal, with a name for every seat")
        self._opening = game.opening_events()
        self._positions: list[GameState] = [game.copy()]
        self._events: list[list[Any]] = []
        for text in record.moves:
            self._events.append(game.apply(spec.parse_move(text)))
            self._positions.append(game.copy())
        if not game.is_over:
            raise ValueError("a record must end with the game over")

    @property
    def length(self) -> int:
        """The number of moves: positions run from 0 to ``length``."""
        return len(self.record.moves)

    def seated(self, seat: int, position: int, every_hand: bool = False) -> Seated:
        """``seat`` seated at ``position``: the deal's opening to animate at 0."""
        game = self._positions[position]
        opening = self._told(self._opening, seat, every_hand) if position == 0 else ()
        record = self.record
        return Seated(
            position,
            seat,
            record.names,
            record.computers,
            game.view(seat, every_hand),
            opening,
            self._pause(game),
            False,  # a replay takes nothing back
        )

    def moved(self, seat: int, position: int, every_hand: bool = False) -> Moved:
        """The move that led to ``position`` (1 to ``length``), as ``seat`` was told it."""
        game = self._positions[position]
        player, _move = game.history[-1]
        events = self._told(self._events[position - 1], seat, every_hand)
        text = self.record.moves[position - 1]
        view = game.view(seat, every_hand)
        return Moved(position, player, text, events, view, self._pause(game), False)

    def messages(self, seat: int, every_hand: bool = False) -> list[ToSeat]:
        """The whole game as ``seat`` was sent it, seated at the deal."""
        return [self.seated(seat, 0, every_hand), *self.after(seat, 0, every_hand)]

    def after(self, seat: int, position: int, every_hand: bool = False) -> list[ToSeat]:
        """What ``seat`` was sent after ``position``: each move, then the end."""
        moved: list[ToSeat] = [
            self.moved(seat, p, every_hand) for p in range(position + 1, self.length + 1)
        ]
        return [*moved, replace(self.record.ended, step=self.length)]

    def _told(self, events: list[Any], seat: int, every_hand: bool) -> tuple[Any, ...]:
        """``events`` as ``seat`` is told them: cut by the game's ``for_seat``, or whole for
        a seat shown every hand."""
        if every_hand:
            return tuple(events)
        for_seat = self.spec.seat_form.for_seat
        return tuple(for_seat(event, seat) for event in events)

    def _pause(self, game: GameState) -> float | None:
        return None if game.is_over else self.record.paces[game.current_player]


class ReplayLink:
    """A table's link for watching a replay: the seat's recorded messages, let through one move
    at a time. While ``playing``, a computer's move comes when the table says it has shown the
    position long enough (``Ready``), exactly as live; ``release`` lets the next move through at
    once (a person's move after a pause, a step forward). Requests to play are ignored."""

    def __init__(self, messages: list[ToSeat]) -> None:
        self.pending = list(messages)
        self.inbox: list[ToSeat] = []
        self.playing = True
        self.shown = 0
        """Moves let through so far (the replay's position)."""

    @property
    def finished(self) -> bool:
        return not self.pending

    def send(self, request: FromSeat) -> None:
        if isinstance(request, Ready) and self.playing:
            self.release()

    def take(self) -> list[ToSeat]:
        messages, self.inbox = self.inbox, []
        return messages

    def release(self) -> None:
        """Let the next move through, with the end of the game if it follows."""
        while self.pending:
            message = self.pending.pop(0)
            self.inbox.append(message)
            if isinstance(message, Moved):
                self.shown += 1
                if not (self.pending and isinstance(self.pending[0], GameEnded)):
                    return
