"""The rule settings of one hand (and match) of Chinese 51."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Rules:
    """Variant switches; the defaults are the main rules of ``shared/rules/chinese51.md``.

    - ``jokers``: 0, or 2 to add the two jokers (54 cards).
    - ``joker_free_wins_ties``: in a challenge, of two equal hands the one without a joker wins.
    - ``min_call``: 0 (off) or the least value a call below 51 needs (such as 42).
    - ``bombs``: four real cards of one rank plus any fifth card is a bomb, worth 204 declared.
    - ``target``: the match ends after a hand in which a total reaches this many points.
    """

    jokers: int = 0
    joker_free_wins_ties: bool = False
    min_call: int = 0
    bombs: bool = False
    target: int = 500

    def __post_init__(self) -> None:
        if type(self.jokers) is not int or self.jokers not in (0, 2):
            raise ValueError(f"jokers must be 0 or 2, not {self.jokers!r}")
        for name in ("joker_free_wins_ties", "bombs"):
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name} must be True or False, not {getattr(self, name)!r}")
        if type(self.min_call) is not int or not 0 <= self.min_call <= 51:
            raise ValueError(
                f"min_call must be 0 (off) or a whole number up to 51, not {self.min_call!r}"
            )
        if type(self.target) is not int or self.target < 1:
            raise ValueError(f"target must be a whole number of at least 1, not {self.target!r}")

    @property
    def deck_size(self) -> int:
        return 52 + self.jokers

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rules from saved JSON data; unknown or badly typed keys raise ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a JSON object, not {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(map(str, data)) - known)
        if unknown:
            raise ValueError(f"unknown rule setting(s): {', '.join(unknown)}")
        return cls(**data)
