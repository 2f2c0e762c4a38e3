"""A match of games in a row at one table until a seat has won N of them: the tally, the
match's own random stream (so a seeded match replays), and its saved form. A game's match
subclasses ``WinsMatch`` with how it deals the next game (Chinese 51's match to points is its
own)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar
from weakref import WeakSet


@dataclass
class WinsMatch:
    """Games between the same seats until one seat has ``target_wins`` wins (``None``: no end).

    A subclass sets ``players_allowed`` and ``rules_type`` and supplies ``deal(seed)``; it may
    keep more state (``saved_extra``/``read_extra``) and act after each game (``recorded``).
    """

    players_allowed: ClassVar[range]
    rules_type: ClassVar[Any]
    """The game's frozen ``Rules`` class (made with no arguments, read with ``from_dict``)."""

    players: int
    rules: Any = None
    target_wins: int | None = None
    seed: int | None = None
    wins: list[int] = field(default_factory=list)
    games_played: int = 0
    _rng: random.Random = field(init=False, repr=False)
    _recorded: WeakSet[Any] = field(init=False, repr=False, compare=False)
    """The games counted so far (while they live), so none is counted twice."""

    def __post_init__(self) -> None:
        allowed = self.players_allowed
        if type(self.players) is not int or self.players not in allowed:
            raise ValueError(
                f"players must be a whole number from {allowed.start} to {allowed.stop - 1}, "
                f"not {self.players!r}"
            )
        if self.rules is None:
            self.rules = self.rules_type()
        if not isinstance(self.rules, self.rules_type):
            raise ValueError(
                f"rules must be a {self.rules_type.__name__} value, not {self.rules!r}"
            )
        if self.target_wins is not None and (
            type(self.target_wins) is not int or self.target_wins < 1
        ):
            raise ValueError(
                f"target_wins must be a positive whole number, not {self.target_wins!r}"
            )
        self.wins = self.wins or [0] * self.players
        self._rng = random.Random(self.seed)
        self._recorded = WeakSet()

    def deal(self, seed: int) -> Any:
        """The next game, its chance drawn from ``seed``."""
        raise NotImplementedError

    def recorded(self) -> None:
        """Called after each game is counted (the deal passes on, say)."""

    def new_game(self) -> Any:
        if self.is_over:
            raise ValueError("the match is over")
        return self.deal(self._rng.getrandbits(64))

    def check_in_play(self, game: Any) -> None:
        """``ValueError`` unless ``game`` can be this match's game in play."""
        refuse_in_play(self, game)

    def record(self, game: Any) -> None:
        """Count a finished game's winners; ``ValueError`` for a game not yet over, of another
        table or rules, counted already, or after the match is over."""
        outcome = game.outcome()
        if outcome is None:
            raise ValueError("only a finished game can be recorded")
        refuse_record(self, game)
        self._recorded.add(game)
        for seat in outcome.winners:
            self.wins[seat] += 1
        self.games_played += 1
        self.recorded()

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

    def saved_extra(self) -> dict[str, Any]:
        """A subclass's own state for ``to_dict``."""
        return {}

    def read_extra(self, data: dict[str, Any]) -> None:
        """Restore ``saved_extra``; ``ValueError`` (or KeyError, TypeError) if it is bad."""

    def to_dict(self) -> dict[str, Any]:
        """The match's progress as JSON-ready data (its random state included)."""
        version, internal, gauss = self._rng.getstate()
        return {
            "players": self.players,
            "rules": self.rules.to_dict(),
            "target_wins": self.target_wins,
            **self.saved_extra(),
            "wins": list(self.wins),
            "games_played": self.games_played,
            "rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_dict(cls, data: object) -> Any:
        """A match from ``to_dict`` data; anything malformed raises ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError("not a saved match (expected a JSON object)")
        try:
            match = cls(
                data["players"],
                cls.rules_type.from_dict(data["rules"]),
                target_wins=data["target_wins"],
                wins=list(data["wins"]),
                games_played=data["games_played"],
            )
            match.read_extra(data)
            version, internal, gauss = data["rng"]
            match._rng.setstate((version, tuple(internal), gauss))
        except (KeyError, TypeError, ValueError, OverflowError) as error:
            raise ValueError(f"not a saved match ({error})") from None
        played = match.games_played
        valid_counts = type(played) is int and all(
            type(w) is int and 0 <= w <= played for w in match.wins
        )
        if len(match.wins) != match.players or not valid_counts:
            raise ValueError("not a saved match (its tally does not fit its players)")
        if played > sum(match.wins):
            raise ValueError("not a saved match (a game without a winner in its tally)")
        return match


def refuse_in_play(match: Any, game: Any) -> None:
    """The refusals every match makes of a ``game`` said to be its game in play (a saved
    session's): one of another table size or rules, or any once the match is decided."""
    if game.num_players != match.players or game.rules != match.rules:
        raise ValueError(
            f"this game was not played at this match's table ({match.players} players) and rules"
        )
    if match.is_over:
        raise ValueError("the match is over")


def refuse_record(match: Any, game: Any) -> None:
    """The refusals every match makes before counting a finished ``game``: those of its game
    in play (``match.check_in_play``), and one it counted already (``match._recorded``)."""
    match.check_in_play(game)
    if game in match._recorded:
        raise ValueError("this game is counted already")
