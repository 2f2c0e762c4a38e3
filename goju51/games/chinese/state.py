"""The engine's internal encoding of a Chinese 51 hand, shared by the engine, saves and views.

It exists so that ``game.py`` (which plays), ``save.py`` (files) and ``observe.py`` (a seat's
view, and whole hands dealt to fit one) agree on sizes, sentinels and phase codes without
importing one another: ``Position`` is the plain record they hand over.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from goju51.games.chinese.moves import Move
from goju51.games.chinese.rules import Rules

MIN_PLAYERS = 2
MAX_PLAYERS = 5
HAND_SIZE = 5
TABLE_SIZE = 5
NO_PROGRESS_ROUNDS = 3
EMPTY = -1

OPENING, TURN, DRAWN, DECIDE, OVER = range(5)
PHASE_NAMES = ("opening", "turn", "discard", "challenge", "over")
"""``opening``: the starter's first discard; ``turn``: call, draw or exchange; ``discard``: the
discard after a draw; ``challenge``: answering a call; ``over``: scored."""

END_REASONS = ("declared", "called", "stock", "no_draw")


@dataclass(frozen=True, slots=True)
class Position:
    """A whole hand in the engine's encoding: cards are ints (``Card.index``), the stock's top
    is its end, ``known`` is a bit mask per seat of the cards everyone saw it take, and
    ``EMPTY`` marks no drawn card or no caller."""

    rules: Rules
    players: int
    starter: int
    hands: tuple[tuple[int, ...], ...]
    known: tuple[int, ...]
    table: tuple[int, ...]
    stock: tuple[int, ...]
    set_aside: tuple[int, ...]
    player: int
    phase: int
    drawn: int
    turn: int
    exchanges: int
    caller: int
    challengers: tuple[int, ...]
    decisions: tuple[tuple[int, bool], ...]
    reason: str | None
    history: tuple[tuple[int, Move], ...]
    rng: random.Random
    match_totals: tuple[int, ...] | None = None
    """Every seat's match total before this hand, for a hand dealt by a ``Match``."""
