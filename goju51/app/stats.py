"""Statistics kept between runs: per game, then per person (by name) and per computer level.

The file names the game of every record (``{"games": {"japanese": {...}}}``); a file written
before there were several games (version 1, no ``games``) is read as Goju Ichi's.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from goju51.app.names import name_problem
from goju51.core.game import Outcome

STATS_FORMAT = "goju51-statistics"
STATS_VERSION = 2
FIRST_GAME = "japanese"
"""The only game there was before the registry: what a version 1 file holds."""
SIGNED = ("total_value", "best_hand")
"""Record fields that can be negative: hand values can."""


FIRST_GAME_COUNTERS = ("fifty_ones", "stops_called", "stops_won")
"""Goju Ichi's own counters, which version 1 files kept as fields of their own."""
MAX_COUNT = 10**9
MAX_LEVEL_ID = 32


@dataclass
class Record:
    """One player's (or one computer level's) totals in one game. ``total_value`` and
    ``best_hand`` add up the game's scores (``Outcome.scores``); ``counters`` hold the game's
    own tallies (Goju Ichi: 51s, Stops called and won)."""

    games: int = 0
    wins: int = 0
    seats: int = 0
    """Seats played: a computer level often sits in several seats of one game, which counts
    once in ``games`` (and once in ``wins`` if any of them won); the average is per seat."""
    total_value: int = 0
    best_hand: int | None = None
    hints_used: int = 0
    undos_used: int = 0
    counters: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.seats:  # a record from before seats were counted: one seat a game
            self.seats = self.games

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_value(self) -> float:
        return self.total_value / self.seats if self.seats else 0.0

    def count(self, name: str) -> int:
        return self.counters.get(name, 0)

    @classmethod
    def from_dict(cls, data: Any, version: int = STATS_VERSION) -> Record:
        if not isinstance(data, dict):
            raise ValueError("a statistics record is not an object")
        data = dict(data)
        if version == 1:
            data["counters"] = {name: data.pop(name, 0) for name in FIRST_GAME_COUNTERS}
        if set(data) - {f.name for f in fields(cls)}:
            raise ValueError("a statistics record has unknown parts")
        counters = data.pop("counters", {})
        if not isinstance(counters, dict) or not all(
            isinstance(name, str) and type(value) is int and 0 <= value < MAX_COUNT
            for name, value in counters.items()
        ):
            raise ValueError("a statistics record has bad counters")
        record = cls(**data, counters=counters)
        for name in (
            "games",
            "wins",
            "seats",
            "total_value",
            "best_hand",
            "hints_used",
            "undos_used",
        ):
            value = getattr(record, name)
            if name == "best_hand" and value is None:
                continue
            lowest = -MAX_COUNT if name in SIGNED else 0
            if type(value) is not int or not lowest <= value < MAX_COUNT:
                raise ValueError(f"a statistics record has a bad {name}: {value!r}"[:80])
        if record.wins > record.games:
            raise ValueError("a statistics record counts more wins than games")
        if record.seats < record.games:
            raise ValueError("a statistics record counts fewer seats than games")
        return record


ONCE_A_GAME = frozenset({"matches", "matches_won"})
"""Counters a person or level gains at most once a game, however many seats it held (the flow
adds them to the last game of a match)."""


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

    def record_game(
        self,
        outcome: Outcome,
        seats: Sequence[SeatResult],
        tallies: Sequence[Mapping[str, int]],
        counted: Collection[int] | None = None,
    ) -> None:
        """Add a finished game: per seat in seat order, who sat there and the game's tallies.
        Each person and each computer level counts the game once, however many seats it held.
        ``counted`` are the seats this computer counts (None: all); the people on other
        computers count the game on their own."""
        if not len(seats) == len(tallies) == len(outcome.scores):
            raise ValueError(f"expected {len(outcome.scores)} seats and tallies")
        books: set[int] = set()
        won: set[int] = set()
        once: set[tuple[int, str]] = set()
        for seat, (result, counts) in enumerate(zip(seats, tallies, strict=True)):
            if counted is not None and seat not in counted:
                continue
            book = self.people if result.level is None else self.levels
            record = book.setdefault(
                result.name if result.level is None else result.level, Record()
            )
            score = outcome.scores[seat]
            if id(record) not in books:
                books.add(id(record))
                record.games += 1
            if seat in outcome.winners and id(record) not in won:
                won.add(id(record))
                record.wins += 1
            record.seats += 1
            record.total_value += score
            record.best_hand = score if record.best_hand is None else max(record.best_hand, score)
            record.hints_used += result.hints_used
            record.undos_used += result.undos_used
            for name, count in counts.items():
                if name in ONCE_A_GAME and count:  # a level in several seats: one match
                    count = int((id(record), name) not in once)
                    once.add((id(record), name))
                record.counters[name] = record.count(name) + count

    def __bool__(self) -> bool:
        return bool(self.people or self.levels)

    def to_dict(self) -> dict[str, Any]:
        return {
            "people": {name: asdict(record) for name, record in self.people.items()},
            "levels": {name: asdict(record) for name, record in self.levels.items()},
        }

    @classmethod
    def from_dict(cls, data: Any, version: int = STATS_VERSION) -> GameStatistics:
        if not isinstance(data, dict):
            raise ValueError("statistics file has a bad game part")
        books = []
        for part in ("people", "levels"):
            book = data.get(part)
            if not isinstance(book, dict):
                raise ValueError(f"statistics file has a bad '{part}' part")
            for name in book:
                if part == "people":
                    bad = name_problem(name) is not None or name != name.strip()
                else:  # a level's id ("expert", "tuned=44"): short, printable
                    bad = not (0 < len(name) <= MAX_LEVEL_ID and name.isprintable())
                if bad:
                    raise ValueError(f"statistics file has a bad name {name!r}"[:80])
            books.append(
                {str(name): Record.from_dict(record, version) for name, record in book.items()}
            )
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
            return cls({FIRST_GAME: GameStatistics.from_dict(data, version=1)})
        if version != STATS_VERSION:
            raise ValueError(f"unknown statistics version {version!r}"[:80])
        games = data.get("games")
        if not isinstance(games, dict):
            raise ValueError("statistics file has a bad 'games' part")
        return cls(
            {str(game_id): GameStatistics.from_dict(book) for game_id, book in games.items()}
        )
