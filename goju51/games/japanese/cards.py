"""Cards and hand values.

Cards are frozen values for the public API; inside the engine each card is a small int
(``Card.index``: suit * 13 + rank position, the joker is 52) so hot loops never hash objects.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from goju51.core.cards import (
    JOKER_RANK,
    RANK_VALUES,
    RANKS,
    SUITS,
    card_index,
    pretty,
    read_card,
)

if TYPE_CHECKING:
    from goju51.games.japanese.rules import Rules

JOKER_INDEX = 52

# Per-index lookup tables for the engine's int cards (index 52 is the joker).
CARD_VALUE = tuple(RANK_VALUES[rank] for _suit in SUITS for rank in RANKS) + (0,)
CARD_SUIT = tuple(s for s in range(4) for _rank in RANKS) + (-1,)
ACE_OF_SUIT = tuple(s * 13 for s in range(4))

PACKED_POINTS = tuple(
    CARD_VALUE[card] << 8 * CARD_SUIT[card] | CARD_VALUE[card] << 32 for card in range(52)
)
"""Per suited card, its points in its suit's byte (spades lowest) and again from bit 32 on:
adding these up for a hand gives the four suit sums and the total in one int (a whole suit is
95 points, so the bytes never overflow). The joker has no entry."""


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card: ``Card("A", "H")`` is the ace of hearts; the joker is ``Card("JK", None)``.

    Text form: ``str(card)`` is ``"AH"``, ``"TC"`` or ``"JK"`` and ``Card.parse`` reads it back
    (it also accepts ``"10h"`` and lower case).
    """

    rank: str
    suit: str | None
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK and self.suit is None:
            index = JOKER_INDEX
        elif self.rank in RANKS and self.suit in SUITS:
            index = card_index(self.rank, self.suit)
        else:
            raise ValueError(
                f"not a card: rank {self.rank!r}, suit {self.suit!r} "
                f"(ranks {' '.join(RANKS)}, suits {' '.join(SUITS)}, or the joker JK)"
            )
        object.__setattr__(self, "index", index)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"AH"``, ``"10h"``, ``"Th"`` or ``"JK"``; raise ``ValueError`` on anything else."""
        card = read_card(text)
        if card == 1:
            return JOKER
        if isinstance(card, int):
            raise ValueError(f"not a card: {text!r} (Goju Ichi has one joker, written 'JK')")
        return CARDS[card_index(*card)]

    @property
    def is_joker(self) -> bool:
        return self.index == JOKER_INDEX

    @property
    def value(self) -> int:
        """Face value: 2–10; 10 for J, Q, K; 11 for the ace; 0 for the joker (hand-dependent)."""
        return CARD_VALUE[self.index]

    def __str__(self) -> str:
        return JOKER_RANK if self.is_joker else f"{self.rank}{self.suit}"

    def pretty(self) -> str:
        """Human text with a suit symbol: ``"10♥"``, ``"A♠"``, ``"Joker"``."""
        if self.suit is None:
            return "Joker"
        return pretty(self.rank, self.suit)


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS) + (
    Card(JOKER_RANK, None),
)
"""Every card, indexed by ``Card.index``; the engine hands out these instances."""

JOKER = CARDS[JOKER_INDEX]


def full_deck(jokers: int = 0) -> list[Card]:
    """A fresh, unshuffled deck: 52 cards, plus the joker when ``jokers`` is 1."""
    return list(CARDS[: 52 + jokers])


def suit_scores(cards: Sequence[int]) -> list[int]:
    """For each suit (S H D C), the hand's value if that suit is the one collected."""
    sums = [0, 0, 0, 0]
    has_joker = False
    for card in cards:
        if card == JOKER_INDEX:
            has_joker = True
        else:
            sums[CARD_SUIT[card]] += CARD_VALUE[card]
    total = sums[0] + sums[1] + sums[2] + sums[3]
    scores = [2 * points - total for points in sums]
    if has_joker:
        for suit in range(4):
            scores[suit] += 10 if ACE_OF_SUIT[suit] in cards else 11
    return scores


def value_of_indices(cards: Sequence[int], flush_only: bool = False) -> int:
    """Hand value of int cards (see ``hand_value``): the engine's and the AIs' fast path.

    Without the joker, a suit's score is twice its points minus the hand's total, so the best
    suit is the one with the most points: one packed sum (``PACKED_POINTS``) gives it.
    """
    if JOKER_INDEX in cards:
        if flush_only and len({CARD_SUIT[card] for card in cards} - {-1}) > 1:
            return 0
        return max(suit_scores(cards))
    packed = 0
    for card in cards:
        packed += PACKED_POINTS[card]
    total = packed >> 32
    best = max(packed & 0xFF, packed >> 8 & 0xFF, packed >> 16 & 0xFF, packed >> 24 & 0xFF)
    if flush_only and best != total:
        return 0
    return 2 * best - total


def values_of_hands(hands: Iterable[Sequence[int]], flush_only: bool = False) -> tuple[int, ...]:
    """``value_of_indices`` of each hand, in one call: every game ends by valuing every seat's
    hand, so the joker-free case is inlined here."""
    values = []
    for cards in hands:
        if flush_only or JOKER_INDEX in cards:
            values.append(value_of_indices(cards, flush_only))
            continue
        packed = 0
        for card in cards:
            packed += PACKED_POINTS[card]
        best = max(packed & 0xFF, packed >> 8 & 0xFF, packed >> 16 & 0xFF, packed >> 24 & 0xFF)
        values.append(2 * best - (packed >> 32))
    return tuple(values)


def hand_value(cards: Iterable[Card], rules: Rules | None = None) -> int:
    """The value of a hand: the best suit's points minus every other card's points.

    The joker joins the best suit as its highest missing card (11, or 10 when that suit's ace is
    held). Under ``rules.flush_only`` a hand that is not all one suit scores 0.

    >>> hand_value(Card.parse(c) for c in "AH 8H 3H 5C 2D".split())
    15
    """
    indices = [card.index for card in cards]
    return value_of_indices(indices, flush_only=bool(rules and rules.flush_only))


def best_suit(cards: Iterable[Card]) -> str:
    """The suit a hand collects (the one its value counts), for showing "hearts: 38"."""
    scores = suit_scores([card.index for card in cards])
    return SUITS[scores.index(max(scores))]
