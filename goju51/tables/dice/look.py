"""The dice table's timings and the small values its parts share (input, animation, drawing):
an action the viewer can take, the cup and where it stands, a flying penalty chip."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from goju51.games.dice import Move

SHAKE = 0.75
"""Seconds the cup is shaken before it is set down."""
SET_DOWN = 0.22
LIFT = 0.35
"""Seconds the cup takes to lift or come down."""
PASS = 0.45
"""Seconds the cup takes to slide over to the player who holds it next."""
REVEAL_HOLD = 1.5
"""Seconds a revealed cup and its verdict stay before the points fly."""
FLIGHT = 0.6
"""Seconds a penalty chip takes to fly to its player."""
HOLD = 0.35
ARROW_TURN = 0.7
ROLL_OFF_HOLD = 1.0
CELEBRATION = 1.6
"""Seconds of confetti before the results open."""
LIFTED = 0.05
"""Below this lift the cup covers the dice entirely: nothing under it is drawn."""

RED = pygame.Color(214, 64, 52)
GREY = pygame.Color(108, 108, 104)
TARGET_GLOW = pygame.Color(255, 120, 90)

KEY_HELP = ("dice.keys.main", "dice.keys.more")
"""Catalog keys of the two lines of keyboard help in the status corner."""


@dataclass(frozen=True)
class Action:
    """Something the viewer can do now: a button, a rung of the ladder or a player's plate."""

    key: str
    rect: pygame.Rect
    label: str
    move: Move
    enabled: bool = True


@dataclass
class Cup:
    """The cup as drawn: ``lift`` 0 (down, covering the dice) to 1 (raised off them),
    ``shake`` how hard it is being shaken, ``squash`` the bump of being set down."""

    lift: float = 0.0
    shake: float = 0.0
    squash: float = 0.0


@dataclass
class CupPlace:
    """Whom the cup stands toward (finding F22: it moves to whoever holds it): sliding from
    ``came_from``'s side to ``holder``'s, ``slide`` 0 → 1; ``None`` is the middle."""

    holder: int | None = None
    came_from: int | None = None
    slide: float = 1.0


@dataclass
class Chip:
    """Penalty points on their way from the cup to a player's counter (``progress`` 0 → 1)."""

    seat: int
    points: int
    progress: float = 0.0
