"""The rule settings of one game of 51 (dice): the penalty limit, the end rule, stacked dice."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from typing import Any

END_RULES = ("last_standing", "first_out")


@dataclass(frozen=True)
class Rules:
    """Settings; the defaults are the main rules of ``shared/rules/dice51.md``.

    - ``limit``: the penalty points (a whole number, at least 1) that put a player out.
    - ``end``: ``"last_standing"`` (the game ends when one player is left) or ``"first_out"``
      (it ends when the first player is out; the fewest points win).
    - ``stacked_chance``: the chance (0 to 1) that a cup roll of a round ends with stacked dice.
    """

    limit: int = 12
    end: str = "last_standing"
    stacked_chance: float = 0.0

    def __post_init__(self) -> None:
        if type(self.limit) is not int or self.limit < 1:
            raise ValueError(f"limit must be a whole number of at least 1, not {self.limit!r}")
        if not isinstance(self.end, str) or self.end not in END_RULES:
            raise ValueError(f"end must be one of {', '.join(END_RULES)}, not {self.end!r}")
        chance = self.stacked_chance
        if type(chance) not in (int, float) or not math.isfinite(chance) or not 0 <= chance <= 1:
            raise ValueError(f"stacked_chance must be a number from 0 to 1, not {chance!r}")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rules from saved JSON data; unknown or badly typed keys raise ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a JSON object, not {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule setting(s): {', '.join(map(str, unknown))}")
        return cls(**data)


DEFAULT_RULES = Rules()
