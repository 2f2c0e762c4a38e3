"""Playing-card identity shared by the card games: suits, ranks, how cards are written and read.

Each card game keeps its own ``Card`` value (its own deck: Goju Ichi has at most one joker,
Chinese 51 two distinct ones) but reads and writes cards the same way, and the card art draws
anything that looks like ``CardLike``.
"""

from __future__ import annotations

import random
from itertools import repeat, starmap
from typing import Protocol

SUITS = ("S", "H", "D", "C")
"""Suit letters: spades, hearts, diamonds, clubs."""

RANKS = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")
"""Rank letters, highest first; ``T`` is the ten."""

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_VALUES = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10} | {str(n): n for n in range(2, 10)}
"""Points of each rank in both card games: the ace 11, the faces and ten 10, else face value."""

JOKER_RANK = "JK"


class CardLike(Protocol):
    """What a screen needs to draw a card of any of the card games."""

    @property
    def rank(self) -> str: ...
    @property
    def suit(self) -> str | None: ...
    @property
    def is_joker(self) -> bool: ...


def read_card(text: object) -> tuple[str, str] | int:
    """``(rank, suit)`` for ``"AH"``, ``"10h"`` or ``"Th"``; the joker's number for ``"JK"``,
    ``"JOKER"`` (both 1), ``"JK1"`` or ``"JK2"``; ``ValueError`` saying what is expected."""
    if not isinstance(text, str):
        raise ValueError(f"a card is written as text like 'AH', not {text!r}")
    cleaned = text.strip().upper()
    if cleaned in ("JK", "JOKER", "JK1"):
        return 1
    if cleaned == "JK2":
        return 2
    if cleaned.startswith("10"):
        cleaned = "T" + cleaned[2:]
    if len(cleaned) != 2 or cleaned[0] not in RANKS or cleaned[1] not in SUITS:
        raise ValueError(
            f"not a card: {text!r} (write rank then suit, like 'AH', '10C', 'TD', or 'JK')"
        )
    return cleaned[0], cleaned[1]


def shuffled_order(rng: random.Random, size: int) -> list[int]:
    """A uniformly shuffled order of ``range(size)`` drawn from ``rng`` (sorting by random
    keys: about twice as fast as ``rng.shuffle``, and the order every saved deal relies on)."""
    keys = list(starmap(rng.random, repeat((), size)))
    return sorted(range(size), key=keys.__getitem__)


def card_index(rank: str, suit: str) -> int:
    """0–51: suit by suit (S H D C), ranks highest first; jokers follow at 52 and up."""
    return SUITS.index(suit) * 13 + RANKS.index(rank)


def pretty(rank: str, suit: str) -> str:
    """Human text with a suit symbol: ``"10♥"``, ``"A♠"``."""
    return f"{'10' if rank == 'T' else rank}{SUIT_SYMBOLS[suit]}"
