"""The rule settings of one game: the main rules plus the variants the sources list."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

FINAL_ROUNDS = ("normal", "exchange_or_pass")


@dataclass(frozen=True)
class Rules:
    """Variant switches; the defaults are the main rules of ``shared/rules/goju51.md``.

    - ``jokers``: 0, or 1 to add one joker (53 cards).
    - ``dealer_starts``: the dealer plays first instead of the player on the dealer's left.
    - ``final_round``: ``"normal"``, or ``"exchange_or_pass"``: after a Stop the table cannot be
      cleared and each other player exchanges one card with the table or passes.
    - ``flush_only``: a hand scores only when all five cards are one suit (else 0).
    """

    jokers: int = 0
    dealer_starts: bool = False
    final_round: str = "normal"
    flush_only: bool = False

    def __post_init__(self) -> None:
        if type(self.jokers) is not int or self.jokers not in (0, 1):
            raise ValueError(f"jokers must be 0 or 1, not {self.jokers!r}")
        for name in ("dealer_starts", "flush_only"):
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name} must be True or False, not {getattr(self, name)!r}")
        if self.final_round not in FINAL_ROUNDS:
            raise ValueError(
                f"final_round must be one of {', '.join(FINAL_ROUNDS)}, not {self.final_round!r}"
            )

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
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule setting(s): {', '.join(map(str, unknown))}")
        return cls(**data)
