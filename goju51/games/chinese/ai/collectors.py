"""Dealing hidden cards to players who collect a suit: most of them already hold one.

A seat that has taken cards of one suit for a few rounds holds a one-suit hand far more often
than a lean towards that suit deals it: at a table of four, from the sixth round on, 86 % of
the seats read at 3 held a one-suit hand of that suit, where the lean dealt one to about a
fifth of them (``calibrate_reads.py``). A deal that underrates the collectors underrates
the challengers, and the caller's risk with it. So a guess first decides, by the share
measured at the same table size, round and read, whether the seat holds a one-suit hand
of its suit, and deals one when it does.

    python -m goju51.games.chinese.ai.calibrate_reads > goju51/games/chinese/ai/collectors_data.py
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from goju51.games.chinese.ai.collectors_data import ONE_SUIT_SHARE
from goju51.games.chinese.cards import CARD_SUIT

ROUNDS = 6
"""Rounds told apart; later rounds share the last row."""
WANTS = 10
"""Read strengths told apart: -1 or less, 0, 1, …, 8 or more."""


def round_of(turn_number: int, players: int) -> int:
    """The round of a turn (0 for each seat's first turn), capped at ``ROUNDS`` - 1."""
    return min((turn_number - 1) // players, ROUNDS - 1)


def want_column(want: float) -> int:
    """The column of a read strength: ``want`` rounded down, from -1 to 8, moved up by one."""
    return min(max(int(want // 1), -1), WANTS - 2) + 1


def one_suit_share(players: int, turn_number: int, want: float) -> float:
    """How often a seat of this read held a one-suit hand of its suit at this table and round."""
    return ONE_SUIT_SHARE[players][round_of(turn_number, players)][want_column(want)]


def suit_cards(
    known: Sequence[int], hidden: int, suit: int, pool: Sequence[int]
) -> list[int] | None:
    """The cards of ``pool`` a one-suit hand of ``suit`` (jokers fit) holding ``known`` draws
    its ``hidden`` cards from, or None when the seen cards or the pool rule that hand out."""
    if any(CARD_SUIT[card] not in (suit, -1) for card in known):
        return None
    cards = [card for card in pool if CARD_SUIT[card] in (suit, -1)]
    return cards if len(cards) >= hidden else None


def one_suit_of(
    known: Sequence[int], hidden: int, suit: int, pool: Sequence[int], rng: random.Random
) -> list[int] | None:
    """A one-suit hand of ``suit`` holding ``known`` and ``hidden`` cards from ``pool``, or
    None when there is none (``suit_cards``)."""
    cards = suit_cards(known, hidden, suit, pool)
    return None if cards is None else [*known, *rng.sample(cards, hidden)]
