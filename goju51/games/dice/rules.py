"""The rule settings of one game of 51 (dice): the penalty limit, the end rule, stacked dice."""

from __future__ import annotations

from dataclasses import dataclass

from goju51.core.rules import SwitchedRules, switch

END_RULES = ("last_standing", "first_out")
DIRECTIONS = ("clockwise", "anticlockwise")
"""Clockwise is what the engine calls +1: the next seat after seat s is s + 1."""
MOST_POINTS = 10**6
"""No penalty limit beyond this is believable (tests play endless games just below it)."""


@dataclass(frozen=True)
class Rules(SwitchedRules):
    """Settings; the defaults are the main rules of ``shared/rules/dice51.md``.

    - ``limit``: the penalty points (a whole number, at least 1) that put a player out.
    - ``end``: ``"last_standing"`` (the game ends when one player is left) or ``"first_out"``
      (it ends when the first player is out; the fewest points win).
    - ``stacked_chance``: the chance (0 to 1) that a cup roll of a round ends with stacked dice.
    - ``direction``: the direction of play at the start, ``"clockwise"`` or ``"anticlockwise"``.
    """

    limit: int = switch(
        12,
        "penalty points that put a player out",
        low=1,
        high=MOST_POINTS,
        offers=(6, 9, 12, 15, 21),
    )
    end: str = switch(
        "last_standing",
        "last_standing: one player left wins; first_out: the fewest points when the first "
        "player is out",
        choices=END_RULES,
    )
    stacked_chance: float = switch(
        0.0,
        "chance that a cup roll comes out stacked",
        low=0.0,
        high=1.0,
        offers=(0.0, 0.05, 0.1),
    )

    direction: str = switch("clockwise", "the direction of play at the start", choices=DIRECTIONS)

    @property
    def first_direction(self) -> int:
        """The direction of play at the start as the engine counts it: +1 or −1."""
        return 1 if self.direction == "clockwise" else -1


DEFAULT_RULES = Rules()
