"""What every game's computer players share: a name, a pace, a time budget and a random source
of their own, and how a level's player is made from a table of level classes."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import ClassVar, TypeVar


class BaseOpponent:
    """A computer player: a game's levels subclass it and answer ``choose(view)``.

    ``pace`` is how long (seconds) a screen should linger around its moves, a little different
    for each player; ``time_budget`` caps its thinking per decision. Its randomness comes only
    from its own seeded ``rng``, so a seeded player replays.
    """

    level: ClassVar[str]
    default_budget: ClassVar[float] = 0.05
    base_pace: ClassVar[float] = 1.0
    pace_spread: ClassVar[float] = 0.2

    def __init__(self, name: str, seed: int | None, time_budget: float | None) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.time_budget = self.default_budget if time_budget is None else time_budget
        spread = self.pace_spread
        self.pace = round(self.base_pace + self.rng.uniform(-spread, spread), 2)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} ({self.level})>"


Player = TypeVar("Player", bound=BaseOpponent)


def make_level(
    classes: Mapping[str, type[Player]],
    names: Mapping[str, Sequence[str]],
    level: str,
    seed: int | None,
    time_budget: float | None,
    name: str | None,
) -> Player:
    """A player of ``level`` (a key of ``classes``), named ``name`` or, by ``seed``, one of
    the level's ``names``; ``ValueError`` naming the levels there are."""
    if level not in classes:
        raise ValueError(f"unknown level {level!r} (choose one of {', '.join(classes)})")
    if name is None:
        name = random.Random(seed).choice(names[level])
    return classes[level](name, seed, time_budget)
