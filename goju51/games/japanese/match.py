"""A match: several games in a row, the deal passing left, wins tallied per seat."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from goju51.games.japanese.encoding import MAX_PLAYERS, MIN_PLAYERS
from goju51.games.japanese.game import Game
from goju51.games.japanese.rules import Rules


@dataclass
class Match:
    """Games between the same seats until one seat has ``target_wins`` wins (``None``: no end).

    Each game's deck is shuffled from the match's own random stream, so a seeded match replays.
    """

    players: int
    rules: Rules = field(default_factory=Rules)
    target_wins: int | None = None
    seed: int | None = None
    dealer: int = 0
    wins: list[int] = field(default_factory=list)
    games_played: int = 0
    _rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players must be a whole number from 2 to 6, not {self.players!r}")
        if self.target_wins is not None and (
            type(self.target_wins) is not int or self.target_wins < 1
        ):
            raise ValueError(
                f"target_wins must be a positive whole number, not {self.target_wins!r}"
            )
        self.wins = self.wins or [0] * self.players
        self._rng = random.Random(self.seed)

    def new_game(self) -> Game:
        """Deal the next game, with the current dealer."""
        if self.is_over:
            raise ValueError("the match is over")
        return Game.new(
            self.players, self.rules, seed=self._rng.getrandbits(64), dealer=self.dealer
        )

    def record(self, game: Game) -> None:
        """Count a finished game's winners and pass the deal to the left."""
        if not game.is_over:
            raise ValueError("only a finished game can be recorded")
        for seat in game.winners():
            self.wins[seat] += 1
        self.games_played += 1
        self.dealer = (self.dealer + 1) % self.players

    @property
    def is_over(self) -> bool:
        return self.target_wins is not None and max(self.wins) >= self.target_wins

    @property
    def target(self) -> int | None:
        return self.target_wins

    def scores(self) -> list[int]:
        """Wins so far, per seat."""
        return list(self.wins)

    def leaders(self) -> frozenset[int]:
        """Seats with the most wins so far (the match winners once it is over)."""
        best = max(self.wins)
        return frozenset(seat for seat, wins in enumerate(self.wins) if wins == best)

    def to_dict(self) -> dict[str, Any]:
        """The match's progress as JSON-ready data (its random state included)."""
        version, internal, gauss = self._rng.getstate()
        return {
            "players": self.players,
            "rules": self.rules.to_dict(),
            "target_wins": self.target_wins,
            "dealer": self.dealer,
            "wins": list(self.wins),
            "games_played": self.games_played,
            "rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_dict(cls, data: object) -> Match:
        """A match from ``to_dict`` data; anything malformed raises ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError("not a saved match (expected a JSON object)")
        try:
            match = cls(
                data["players"],
                Rules.from_dict(data["rules"]),
                target_wins=data["target_wins"],
                dealer=data["dealer"],
                wins=list(data["wins"]),
                games_played=data["games_played"],
            )
            version, internal, gauss = data["rng"]
            match._rng.setstate((version, tuple(internal), gauss))
        except (KeyError, TypeError, ValueError, OverflowError) as error:
            raise ValueError(f"not a saved match ({error})") from None
        valid_counts = all(type(w) is int and 0 <= w <= match.games_played for w in match.wins)
        if (
            len(match.wins) != match.players
            or type(match.dealer) is not int
            or not 0 <= match.dealer < match.players
            or type(match.games_played) is not int
            or not valid_counts
        ):
            raise ValueError("not a saved match (its tally does not fit its players)")
        return match
