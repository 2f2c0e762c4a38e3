"""Who sits in a seat: a person (with a name and the coach on or off) or a computer."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seat:
    """A person (``level`` None) with a name, or a computer opponent of ``level``."""

    name: str
    level: str | None = None
    coach: bool = False

    @property
    def is_person(self) -> bool:
        return self.level is None
