"""What one seat may know: the observation opponents and screens are given."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from goju51.core.game import checked_seat
from goju51.games.dice.moves import Move
from goju51.games.dice.results import Result
from goju51.games.dice.rules import Rules


class Announcement(NamedTuple):
    """The announcement standing in a round and the seat that made it."""

    result: Result
    seat: int


@dataclass(frozen=True, slots=True)
class DiceView:
    """Everything seat ``seat`` may know, and nothing more.

    ``history`` is every move so far as ``(seat, move)`` (moves are public); ``shown`` lists
    the dice every player saw, as ``(index in history, result)``: a doubt's cup, a special, an
    announce-51 or double-or-quits roll; ``None`` as the result marks stacked dice. ``dice`` are
    this seat's own dice under the cup while it may see them. ``legal_moves`` is filled only
    when this seat is to move. ``roll_off`` is the opening roll-off, ``(seat, face)`` per turn.
    """

    seat: int
    num_players: int
    rules: Rules
    current_player: int
    phase: str
    direction: int
    points: tuple[int, ...]
    out: frozenset[int]
    out_order: tuple[int, ...]
    """The seats out, first out first ("last one standing" ranks players by it)."""
    announcement: Announcement | None
    dice: Result | None
    special: Result | None
    attacker: int | None
    stake: int
    is_over: bool
    winners: frozenset[int]
    history: tuple[tuple[int, Move], ...]
    shown: tuple[tuple[int, Result | None], ...]
    roll_off: tuple[tuple[tuple[int, int], ...], ...]
    legal_moves: tuple[Move, ...]
    every_hand: bool = field(default=False, repr=False)
    """A view of every hand (a finished game watched again): ``dice`` are then the dice under
    the cup whoever rolled them. Out of the repr: a seat's own view reads as it always did
    (the golden playthroughs digest reprs)."""

    @property
    def is_my_turn(self) -> bool:
        return not self.is_over and self.current_player == self.seat

    @property
    def players_in(self) -> tuple[int, ...]:
        """The seats still in, in seat order."""
        return tuple(seat for seat in range(self.num_players) if seat not in self.out)

    def next_player(self, seat: int | None = None) -> int:
        """The next seat still in after ``seat`` (this view's seat by default) in the direction
        of play."""
        n = self.num_players
        start = self.seat if seat is None else checked_seat(seat, n)
        other = (start + self.direction) % n
        while other in self.out and other != start:
            other = (other + self.direction) % n
        return other
