"""A match of Goju Ichi: games in a row until a seat has won N, the deal passing left."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goju51.core.match import WinsMatch
from goju51.games.japanese.game import Game
from goju51.games.japanese.rules import Rules
from goju51.games.japanese.state import MAX_PLAYERS, MIN_PLAYERS


@dataclass
class Match(WinsMatch):
    """Games between the same seats until one seat has ``target_wins`` wins (``None``: no end).

    Each game's deck is shuffled from the match's own random stream, so a seeded match replays.
    """

    players_allowed = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    rules_type = Rules

    dealer: int = 0

    def deal(self, seed: int) -> Game:
        """The next game, with the current dealer."""
        return Game.new(self.players, self.rules, seed=seed, dealer=self.dealer)

    def recorded(self) -> None:
        """The deal passes to the left."""
        self.dealer = (self.dealer + 1) % self.players

    def saved_extra(self) -> dict[str, Any]:
        return {"dealer": self.dealer}

    def read_extra(self, data: dict[str, Any]) -> None:
        dealer = data["dealer"]
        if type(dealer) is not int or not 0 <= dealer < self.players:
            raise ValueError("its dealer is not a seat")
        self.dealer = dealer
