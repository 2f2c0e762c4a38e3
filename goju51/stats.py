"""Statistics kept between runs: per person (by name) and per computer level."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from goju51.games.japanese import Game

STATS_FORMAT = "goju51-statistics"
SIGNED = ("total_value", "best_hand")
"""Record fields that can be negative: hand values can."""


@dataclass
class Record:
    """One player's (or one computer level's) totals."""

    games: int = 0
    wins: int = 0
    total_value: int = 0
    best_hand: int | None = None
    fifty_ones: int = 0
    stops_called: int = 0
    stops_won: int = 0
    hints_used: int = 0
    undos_used: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_value(self) -> float:
        return self.total_value / self.games if self.games else 0.0

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        if not isinstance(data, dict) or set(data) - {f.name for f in fields(cls)}:
            raise ValueError("a statistics record has unknown or missing parts")
        record = cls(**data)
        for name, value in asdict(record).items():
            if name == "best_hand" and value is None:
                continue
            lowest = -(10**9) if name in SIGNED else 0
            if type(value) is not int or not lowest <= value < 10**9:
                raise ValueError(f"a statistics record has a bad {name}: {value!r}")
        if record.wins > record.games or record.stops_won > record.stops_called:
            raise ValueError("a statistics record counts more wins than games")
        return record


@dataclass(frozen=True)
class SeatResult:
    """Who sat in a seat for the record: a person's name, or a computer level."""

    name: str
    level: str | None = None
    hints_used: int = 0
    undos_used: int = 0


@dataclass
class Statistics:
    people: dict[str, Record] = field(default_factory=dict)
    levels: dict[str, Record] = field(default_factory=dict)

    def record_game(self, game: Game, seats: Sequence[SeatResult]) -> None:
        """Add a finished game: one result per seat, in seat order."""
        if not game.is_over:
            raise ValueError("only a finished game can be recorded")
        if len(seats) != game.num_players:
            raise ValueError(f"expected {game.num_players} seats, got {len(seats)}")
        values = game.values()
        winners = game.winners()
        for seat, result in enumerate(seats):
            book = self.people if result.level is None else self.levels
            record = book.setdefault(
                result.name if result.level is None else result.level, Record()
            )
            value = values[seat]
            record.games += 1
            record.wins += seat in winners
            record.total_value += value
            record.best_hand = value if record.best_hand is None else max(record.best_hand, value)
            record.fifty_ones += value == 51
            record.stops_called += game.stopper == seat
            record.stops_won += game.stopper == seat and seat in winners
            record.hints_used += result.hints_used
            record.undos_used += result.undos_used

    def reset(self) -> None:
        self.people.clear()
        self.levels.clear()

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "people": {name: asdict(record) for name, record in self.people.items()},
            "levels": {name: asdict(record) for name, record in self.levels.items()},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Statistics from saved data; anything malformed raises ``ValueError``."""
        if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
            raise ValueError("not a Goju51 statistics file")
        books = []
        for part in ("people", "levels"):
            book = data.get(part)
            if not isinstance(book, dict):
                raise ValueError(f"statistics file has a bad '{part}' part")
            books.append({str(name): Record.from_dict(record) for name, record in book.items()})
        return cls(*books)
