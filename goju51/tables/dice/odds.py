"""The chances the dice table shows learners and the coach quotes, computed from the engine's
own count of rolls per result (``CHANCE_36``), never written down by hand."""

from __future__ import annotations

from fractions import Fraction

from goju51.games.dice import LADDER, Result
from goju51.games.dice.results import CHANCE_36

ROLLS = 36
"""Equally likely rolls of two dice."""


def reach_chance(value: Result) -> Fraction:
    """The chance that a fresh roll shows ``value`` or a higher ladder value (21 and 51, the
    specials, are not on the ladder and do not count)."""
    rank = value.rank
    if rank is None:
        raise ValueError(f"{value} is a special: it is never announced")
    return Fraction(sum(CHANCE_36[code] for code in range(rank, len(LADDER))), ROLLS)


def as_times(chance: Fraction) -> tuple[int, int]:
    """``chance`` as "n times in m" with small numbers: the fraction itself when its
    denominator is small, else the nearest "1 time in m" or "n times in 10"."""
    if chance.denominator <= 12:
        return chance.numerator, chance.denominator
    if chance < Fraction(1, 2):
        return 1, round(1 / chance)
    return round(chance * 10), 10


def percent(chance: Fraction) -> int:
    return round(chance * 100)
