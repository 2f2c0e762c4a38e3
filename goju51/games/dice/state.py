"""The engine's internal encoding of a dice position, shared by the engine and its saves.

It exists so that ``game.py`` (which plays) and ``save.py`` (which reads and writes files) agree
on sizes, sentinels and phase codes without importing each other: both import this module, and
``Position`` is the plain, validated record a save is read into and written from.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from goju51.games.dice.moves import Move
from goju51.games.dice.rules import Rules

MIN_PLAYERS = 2
MAX_PLAYERS = 8
NONE = -1
STACKED_CODE = -2
"""In ``_shown``: a roll that came out stacked (no result)."""

ROLL_PHASE, ANNOUNCE_PHASE, RESPOND_PHASE, TARGET_PHASE, FACE_PHASE, OVER_PHASE = range(6)
PHASE_NAMES = ("roll", "announce", "respond", "target", "face", "over")

FIFTY_ONE_STAKE = 4
STACKED_POINTS = 2

RollOffTurns = tuple[tuple[tuple[int, int], ...], ...]
"""The opening roll-off: per turn, ``(seat, face)`` for every seat still rolling."""


def roll_off_winner(turns: RollOffTurns) -> int:
    """The seat with the highest face in the roll-off's last turn."""
    last = turns[-1]
    best = max(face for _, face in last)
    return next(seat for seat, face in last if face == best)


def next_seat(out: Sequence[bool], direction: int, seat: int) -> int:
    """The next seat still in after ``seat``, in the direction of play."""
    n = len(out)
    other = (seat + direction) % n
    while out[other]:
        other = (other + direction) % n
    return other


@dataclass(frozen=True, slots=True)
class Position:
    """A whole game as a save holds it, in the engine's encoding (result codes, phase ints,
    ``NONE`` for what is absent). ``special`` is set in phase ``target`` only; ``attacker`` and
    a non-zero ``stake`` in phase ``face`` only; ``faces`` are the fixed faces still to use."""

    rules: Rules
    players: int
    points: tuple[int, ...]
    bluffs_believed: tuple[int, ...]
    direction: int
    phase: int
    player: int
    announcement: int
    announcer: int
    cup: int
    cup_by: int
    special: int
    attacker: int
    stake: int
    winners: frozenset[int]
    out_order: tuple[int, ...]
    first: int
    roll_off: RollOffTurns
    history: tuple[tuple[int, Move], ...]
    shown: tuple[tuple[int, int], ...]
    faces: tuple[int, ...]
    rng: random.Random

    @property
    def out(self) -> tuple[bool, ...]:
        """Per seat: whether its points reached the limit."""
        limit = self.rules.limit
        return tuple(points >= limit for points in self.points)
