"""The seat protocol: the small typed messages between the host and the client of one seat,
the same for every game, each with an exact JSON form.

To a seat (``ToSeat``): ``Seated`` (the whole position as the seat sees it), ``Moved`` (a
move's events cut down to what the seat may see, and its view after them), ``Refused``,
``Hinted`` and ``GameEnded``. From a seat (``FromSeat``): ``Play``, ``AskHint``, ``Undo``,
``Ready`` and ``NextGame``. Every message names the host's ``step`` (the position it was sent
from, or the one a request was made in): a request made in an earlier position is refused as
late, never applied twice.

A game's views and events ride in the fields marked ``GameView`` and ``GameEvent``; a
``Codec`` is made per game (``Codec(spec)``) and fills them with that game's classes.
Moves travel in their text form (``str(move)``, read back by the game's ``parse_move``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Any, Protocol

from goju51.core.spec import GameSpec
from goju51.core.wire import Wire

GameView = Annotated[Any, "game view"]
"""A field holding the game's view of one seat (``spec.seat_form.view``)."""
GameEvent = Annotated[Any, "game event"]
"""A field holding one of the game's events (``spec.seat_form.event``), cut for the seat."""


# ------------------------------------------------------------------------------ to a seat


@dataclass(frozen=True, slots=True)
class Seated:
    """The position as ``seat`` sees it, from which a table is built: when the seat is
    attached, after an undo and when a match's next game is dealt. ``opening`` are a new
    game's first events (the deal, the roll-off) for the table to animate; empty for a game
    under way. ``computers`` are the seats computers play; ``pause`` (seconds) is the pace of
    the computer about to act, None when a person acts or the game is over; ``undo``: the
    host would take back the seat's last turn now (its Undo is lit only then)."""

    step: int
    seat: int
    names: tuple[str, ...]
    computers: tuple[int, ...]
    view: GameView
    opening: tuple[GameEvent, ...]
    pause: float | None
    undo: bool


@dataclass(frozen=True, slots=True)
class Moved:
    """``player`` played ``move``: what ``seat`` may see of what happened, and its view after.

    The view travels without its history (an empty tuple), which would make every message as
    long as the game: the client adds the move to the history it was seated with
    (``follow``). ``undo`` as in ``Seated``, after the move."""

    step: int
    player: int
    move: str
    events: tuple[GameEvent, ...]
    view: GameView
    pause: float | None
    undo: bool


@dataclass(frozen=True, slots=True)
class Refused:
    """The seat's ``move`` was not played: ``code`` is the engine's refusal code (or the host's:
    ``late``, ``not_your_turn``, ``not_a_move``, ``undo_*``, ``coach_off``)."""

    step: int
    move: str
    code: str


@dataclass(frozen=True, slots=True)
class Hinted:
    """The coach's move for the seat in position ``step``."""

    step: int
    move: str


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The game is over: ``scores`` and ``winners`` as the game counts them, and the match
    around it (its running score per seat, its target, and whether it is decided)."""

    step: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    match_scores: tuple[int, ...]
    match_target: int | None
    match_over: bool


ToSeat = Seated | Moved | Refused | Hinted | GameEnded


# ---------------------------------------------------------------------------- from a seat


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``move`` (its text form), decided in position ``step``."""

    step: int
    move: str


@dataclass(frozen=True, slots=True)
class AskHint:
    """Ask the coach for the seat's move in position ``step``."""

    step: int


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back the seat's last turn (allowed when every other seat is a computer)."""

    step: int


@dataclass(frozen=True, slots=True)
class Ready:
    """The seat's screen has shown position ``step`` for as long as people need to follow it:
    a computer may move on."""

    step: int


@dataclass(frozen=True, slots=True)
class NextGame:
    """Deal the match's next game (after ``GameEnded``)."""

    step: int


FromSeat = Play | AskHint | Undo | Ready | NextGame


class SeatClient(Protocol):
    """A client's end of one seat's connection (in-process ``LocalSeat``, or a ``NetSeat``
    across the network): what a table talks to the host through."""

    def send(self, request: FromSeat) -> None: ...

    def take(self) -> list[ToSeat]:
        """Every message that has arrived since the last call, oldest first."""
        ...


def follow(message: ToSeat, history: tuple[tuple[int, Any], ...], spec: GameSpec) -> ToSeat:
    """``message`` as the host meant it, for a client whose view's history was ``history``:
    a ``Moved`` view gets its history back, the move added (every other message as it is)."""
    if not isinstance(message, Moved):
        return message
    played = (message.player, spec.parse_move(message.move))
    return replace(message, view=replace(message.view, history=(*history, played)))


class Codec:
    """The exact JSON text of one game's messages, both ways (``WireError`` for bad text)."""

    def __init__(self, spec: GameSpec) -> None:
        form = spec.seat_form
        self.wire = Wire(form.text_types, {"game view": form.view, "game event": form.event})

    def to_seat(self, message: ToSeat) -> str:
        return self.wire.dumps(message, ToSeat)

    def read_to_seat(self, text: str | bytes) -> ToSeat:
        message: ToSeat = self.wire.loads(text, ToSeat)
        return message

    def from_seat(self, message: FromSeat) -> str:
        return self.wire.dumps(message, FromSeat)

    def read_from_seat(self, text: str | bytes) -> FromSeat:
        message: FromSeat = self.wire.loads(text, FromSeat)
        return message
