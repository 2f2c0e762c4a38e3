"""Statistics kept between runs: per game, then per person (by name) and per computer level.

The file names the game of every record (``{"games": {"japanese": {...}}}``); a file written
before there were several games (version 1, no ``games``) is read as Goju Ichi's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from goju51.games.japanese import Game

STATS_FORMAT = "goju51-statistics"
STATS_VERSION = 2
FIRST_GAME = "japanese"
"""The only game there was before the registry: what a version 1 file holds."""
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
class GameStatistics:
    """One game's records: per person (by name) and per computer level."""

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

    def __bool__(self) -> bool:
        return bool(self.people or self.levels)

    def to_dict(self) -> dict[str, Any]:
        return {
            "people": {name: asdict(record) for name, record in self.people.items()},
            "levels": {name: asdict(record) for name, record in self.levels.items()},
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameStatistics:
        if not isinstance(data, dict):
            raise ValueError("statistics file has a bad game part")
        books = []
        for part in ("people", "levels"):
            book = data.get(part)
            if not isinstance(book, dict):
                raise ValueError(f"statistics file has a bad '{part}' part")
            books.append({str(name): Record.from_dict(record) for name, record in book.items()})
        return cls(*books)


@dataclass
class Statistics:
    """Every game's statistics, by game id."""

    games: dict[str, GameStatistics] = field(default_factory=dict)

    def of(self, game_id: str) -> GameStatistics:
        """The records of one game (empty ones the first time)."""
        return self.games.setdefault(game_id, GameStatistics())

    def reset(self, game_id: str) -> None:
        self.games.pop(game_id, None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "games": {game_id: book.to_dict() for game_id, book in self.games.items() if book},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Statistics from saved data; anything malformed raises ``ValueError``. A version 1
        file (before the game registry) holds Goju Ichi's records; records of a game this
        version does not offer are kept as they are."""
        if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
            raise ValueError("not a Goju51 statistics file")
        version = data.get("version", 1)
        if version == 1:
            return cls({FIRST_GAME: GameStatistics.from_dict(data)})
        if version != STATS_VERSION:
            raise ValueError(f"unknown statistics version {version!r}"[:80])
        games = data.get("games")
        if not isinstance(games, dict):
            raise ValueError("statistics file has a bad 'games' part")
        return cls(
            {str(game_id): GameStatistics.from_dict(book) for game_id, book in games.items()}
        )
