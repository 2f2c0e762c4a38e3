"""A match of 51 (dice): games in a row at one table until a seat has won N; each game's
roll-off says who begins."""

from __future__ import annotations

from dataclasses import dataclass

from goju51.core.match import WinsMatch
from goju51.games.dice.game import MAX_PLAYERS, MIN_PLAYERS, Game
from goju51.games.dice.rules import Rules


@dataclass
class Match(WinsMatch):
    """Games between the same seats until one seat has ``target_wins`` wins (``None``: no end).

    Each game's dice (its roll-off included) come from the match's own random stream, so a
    seeded match replays.
    """

    players_allowed = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    rules_type = Rules

    def deal(self, seed: int) -> Game:
        """The next game; its roll-off says who begins."""
        return Game.new(self.players, self.rules, seed=seed)
