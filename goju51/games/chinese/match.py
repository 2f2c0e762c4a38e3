"""A match: hands in a row, scores added up, the start passing to the right, until a total
reaches the target and one total is highest alone."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any
from weakref import WeakSet

from goju51.core.game import SaveError
from goju51.core.match import refuse_in_play, refuse_record
from goju51.core.savefile import SaveReader, load_json, rng_state
from goju51.games.chinese.cards import Card
from goju51.games.chinese.game import MAX_PLAYERS, MIN_PLAYERS, Game
from goju51.games.chinese.rules import Rules

MOST_HAND_POINTS = 204 * MAX_PLAYERS
"""No hand scores more for a seat: a bomb (204) at most for each player's hand."""
SAVE_FORMAT = "goju51-chinese-match"
SAVE_VERSION = 1


class Match:
    """Hands between the same seats until, after a hand in which some total reaches
    ``rules.target``, one total is the highest alone.

    Hands without a given seed or deck are shuffled from the match's own random stream, so a
    seeded match replays.
    """

    def __init__(
        self,
        players: int,
        rules: Rules = Rules(),  # noqa: B008 - Rules is frozen
        starter: int = 0,
        seed: Any = None,
        single_hand: bool = False,
    ) -> None:
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"players must be a whole number from 2 to 5, not {players!r}")
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules value, not {rules!r}")
        if type(starter) is not int or not 0 <= starter < players:
            raise ValueError(f"starter must be a seat from 0 to {players - 1}, not {starter!r}")
        self.single_hand = bool(single_hand)
        """A one-hand "match" (a casual game): over once one hand is recorded."""
        self.players = players
        self.rules = rules
        self.starter = starter
        self.totals = [0] * players
        self.hands_played = 0
        self.history: list[tuple[int, ...]] = []
        self._rng = random.Random(seed)
        self._recorded: WeakSet[Game] = WeakSet()
        """The hands counted so far (while they live), so none is counted twice."""

    def new_hand(self, deck: Sequence[Card | str] | None = None, seed: Any = None) -> Game:
        """Deal the next hand, started by ``self.starter``."""
        if self.is_over:
            raise ValueError("the match is over")
        if deck is None and seed is None:
            seed = self._rng.getrandbits(64)
        game = Game.new(self.players, self.rules, seed=seed, deck=deck, starter=self.starter)
        game._match_totals = tuple(self.totals)
        return game

    def new_game(self) -> Game:
        """The next hand from the match's own random stream (the registry's name for it)."""
        return self.new_hand()

    def check_in_play(self, game: Game) -> None:
        """``ValueError`` unless ``game`` can be this match's hand in play: its table, its
        rules, the match not decided, and the score sheet it was dealt with the match's own."""
        refuse_in_play(self, game)
        if game.match_totals is not None and game.match_totals != tuple(self.totals):
            raise ValueError("this hand was dealt at another point of the match")

    def record(self, game: Game) -> None:
        """Add a finished hand's scores and pass the start to the right of its starter."""
        if not game.is_over:
            raise ValueError("only a finished hand can be recorded")
        refuse_record(self, game)
        self._recorded.add(game)
        scores = game.scores()
        for seat, points in enumerate(scores):
            self.totals[seat] += points
        self.history.append(scores)
        self.hands_played += 1
        self.starter = (game.starter - 1) % self.players

    @property
    def winner(self) -> int | None:
        """The seat with the highest total alone once some total reached the target, else None.
        (A one-hand match: the top scorer alone once the hand is recorded.)"""
        best = max(self.totals)
        if self.single_hand:
            if not self.hands_played or self.totals.count(best) > 1:
                return None
            return self.totals.index(best)
        if best < self.rules.target or self.totals.count(best) > 1:
            return None
        return self.totals.index(best)

    @property
    def is_over(self) -> bool:
        if self.single_hand:
            return self.hands_played >= 1
        return self.winner is not None

    @property
    def target(self) -> int | None:
        """The points that end the match, or None for a one-hand match."""
        return None if self.single_hand else self.rules.target

    def scores(self) -> list[int]:
        """Total points so far, per seat."""
        return list(self.totals)

    def leaders(self) -> frozenset[int]:
        best = max(self.totals)
        return frozenset(seat for seat, total in enumerate(self.totals) if total == best)

    def to_json(self) -> str:
        """The match's progress as JSON text (its random state included)."""
        return json.dumps(self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        """The match's progress as JSON-ready data; ``from_dict`` reads it back."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "starter": self.starter,
            "totals": list(self.totals),
            "hands_played": self.hands_played,
            "history": [list(scores) for scores in self.history],
            "single_hand": self.single_hand,
            "rng": rng_state(self._rng),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """A match from ``to_dict`` data; ``ValueError`` (a ``SaveError``) for anything else."""
        return cls._read(data)

    @classmethod
    def from_json(cls, text: str | bytes) -> Match:
        """Read ``to_json`` text back; anything else raises ``SaveError``."""
        return cls._read(load_json(text))

    @classmethod
    def _read(cls, data: Any) -> Match:
        reader = SaveReader(data, SAVE_FORMAT, SAVE_VERSION, "Chinese 51 match")
        try:
            rules = Rules.from_dict(reader.field("rules", dict))
        except (ValueError, TypeError) as error:
            raise SaveError(f"saved match has bad rules: {error}") from None
        players = reader.integer("players", MIN_PLAYERS, MAX_PLAYERS)
        single = data.get("single_hand", False)
        if type(single) is not bool:
            raise SaveError("saved match has a bad 'single_hand'")
        match = cls(players, rules, reader.integer("starter", 0, players - 1), single_hand=single)
        totals = reader.field("totals", list)
        history = reader.field("history", list)
        if len(totals) != players or not all(
            type(t) is int and 0 <= t <= MOST_HAND_POINTS * len(history) for t in totals
        ):
            raise SaveError("saved match has bad totals")
        for scores in history:
            if (
                not isinstance(scores, list)
                or len(scores) != players
                or not all(type(s) is int and 0 <= s <= MOST_HAND_POINTS for s in scores)
            ):
                raise SaveError("saved match has a bad hand in its history")
        if [sum(column) for column in zip(*history, strict=True)] != totals and history:
            raise SaveError("saved match's totals do not add up")
        match.totals = list(totals)
        match.history = [tuple(scores) for scores in history]
        match.hands_played = reader.integer("hands_played", 0, 10**9)
        if match.hands_played != len(history):
            raise SaveError("saved match's hand count does not fit its history")
        match._rng = reader.rng()
        return match

    def __repr__(self) -> str:
        return f"<Chinese51 Match {self.players} players, totals {self.totals}>"
