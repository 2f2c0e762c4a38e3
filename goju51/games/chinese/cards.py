"""Cards and hand values of Chinese 51.

Cards are frozen values for the public API; inside the engine each card is a small int
(``Card.index``: suit * 13 + rank position as in ``goju51.core.cards``; the jokers are 52 and
53) so hot loops never hash objects.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from goju51.core.cards import JOKER_RANK, RANK_VALUES, RANKS, SUITS, card_index, pretty, read_card

if TYPE_CHECKING:
    from goju51.games.chinese.rules import Rules

JOKER1 = 52
JOKER2 = 53
DECK_SIZE = 54
FIFTY_ONE = 51
JOKER_VALUE = 10

# Per-index lookup tables for the engine's int cards (52 and 53 are the jokers).
CARD_VALUE: tuple[int, ...] = tuple(RANK_VALUES[r] for _s in SUITS for r in RANKS) + (10, 10)
CARD_SUIT: tuple[int, ...] = tuple(s for s in range(4) for _r in RANKS) + (-1, -1)
CARD_RANK: tuple[int, ...] = tuple(r for _s in range(4) for r in range(13)) + (-1, -1)
SUIT_BIT: tuple[int, ...] = tuple(1 << s for s in range(4) for _r in RANKS) + (0, 0)
"""A card's suit as a bit (0 for a joker): a hand is one suit when the OR of its bits is 0 or
a single bit."""


@dataclass(frozen=True, slots=True)
class Card:
    """One card: ``Card("A", "H")`` is the ace of hearts; the jokers are ``Card("JK", None, 1)``
    and ``Card("JK", None, 2)``.

    Text form: ``str(card)`` is ``"AH"``, ``"TC"``, ``"JK1"`` or ``"JK2"``; ``Card.parse`` reads
    it back (also ``"10h"``, lower case, and ``"JK"`` for the first joker).
    """

    rank: str
    suit: str | None
    joker: int = 0
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK and self.suit is None and self.joker in (1, 2):
            index = JOKER1 + self.joker - 1
        elif self.rank in RANKS and self.suit in SUITS and self.joker == 0:
            index = card_index(self.rank, self.suit)
        else:
            raise ValueError(
                f"not a card: rank {self.rank!r}, suit {self.suit!r}, joker {self.joker!r} "
                f"(ranks {' '.join(RANKS)}, suits {' '.join(SUITS)}, or the jokers JK1 and JK2)"
            )
        object.__setattr__(self, "index", index)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"AH"``, ``"10h"``, ``"Th"``, ``"JK"``, ``"JK1"`` or ``"JK2"``; ``ValueError``
        on anything else."""
        card = read_card(text)
        if isinstance(card, int):
            return CARDS[JOKER1 + card - 1]
        return CARDS[card_index(*card)]

    @property
    def is_joker(self) -> bool:
        return self.index >= JOKER1

    @property
    def value(self) -> int:
        """Points: 2–10; 10 for J, Q, K and the jokers; 11 for the ace."""
        return CARD_VALUE[self.index]

    def __str__(self) -> str:
        if self.suit is None:
            return f"{JOKER_RANK}{self.joker}"
        return f"{self.rank}{self.suit}"

    def pretty(self) -> str:
        """Human text with a suit symbol: ``"10♥"``, ``"A♠"``, ``"Joker 1"``."""
        if self.suit is None:
            return f"Joker {self.joker}"
        return pretty(self.rank, self.suit)


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS) + (
    Card(JOKER_RANK, None, 1),
    Card(JOKER_RANK, None, 2),
)
"""Every card, indexed by ``Card.index``; the engine hands out these instances."""


def full_deck(jokers: int = 0) -> list[Card]:
    """A fresh, unshuffled deck: 52 cards, plus both jokers when ``jokers`` is 2."""
    return list(CARDS[: 52 + jokers])


def value_of(cards: Sequence[int]) -> int:
    """Hand value of five int cards: their sum when all are one suit (jokers fit any), else 0."""
    mask = 0
    total = 0
    for card in cards:
        mask |= SUIT_BIT[card]
        total += CARD_VALUE[card]
    return 0 if mask & (mask - 1) else total


RANK_UNIT: tuple[int, ...] = tuple(1 << (3 * rank) for rank in CARD_RANK[:52]) + (0, 0)
"""Rank counts packed three bits a rank: a count of four sets its field's top bit."""
FOURS = sum(4 << (3 * rank) for rank in range(13))


def bomb_of(cards: Sequence[int]) -> bool:
    """Four real cards of one rank among these int cards (the bomb test, variant or not)."""
    packed = 0
    for card in cards:
        packed += RANK_UNIT[card]
    return bool(packed & FOURS)


def special_of(cards: Sequence[int], bombs: bool) -> int:
    """What a five-card hand may declare: 102 for a 51, 204 for a bomb (with ``bombs``), else 0."""
    mask = 0
    total = 0
    for card in cards:
        mask |= SUIT_BIT[card]
        total += CARD_VALUE[card]
    if total == FIFTY_ONE and not mask & (mask - 1):
        return 102
    if bombs and bomb_of(cards):
        return 204
    return 0


def has_joker(cards: Iterable[int]) -> bool:
    return any(card >= JOKER1 for card in cards)


def challenge_best(
    caller: int,
    challengers: Iterable[int],
    values: Sequence[int],
    hands: Sequence[Sequence[int]],
    joker_free_wins_ties: bool,
) -> int:
    """The seat that wins a challenged call: start with the caller as the best, take the
    challengers in the order they challenged, and each one at least as good as the best so far
    becomes the best (with ``joker_free_wins_ties``, a joker-free hand wins a tie against a
    hand with a joker). Shared by the engine and the opponents that weigh a challenge."""
    best = caller
    for seat in challengers:
        if values[seat] > values[best] or (
            values[seat] == values[best]
            and not (joker_free_wins_ties and has_joker(hands[seat]) and not has_joker(hands[best]))
        ):
            best = seat
    return best


def hand_value(cards: Iterable[Card], rules: Rules | None = None) -> int:
    """The value of a hand: the sum of five cards of one suit (jokers fit any suit and are worth
    10), else 0 (a bomb too).

    >>> hand_value(Card.parse(c) for c in "AH KH QH JH TH".split())
    51
    >>> hand_value(Card.parse(c) for c in "AH KH QH JH TS".split())
    0
    """
    indices = [card.index for card in cards]
    if len(indices) != 5:
        return 0
    return value_of(indices)


def is_bomb(cards: Iterable[Card], rules: Rules) -> bool:
    """True only with ``rules.bombs``, for five cards holding four real cards of one rank."""
    indices = [card.index for card in cards]
    return bool(rules.bombs) and len(indices) == 5 and bomb_of(indices)


def best_suit(cards: Iterable[Card]) -> str:
    """The suit a hand collects (the one holding most points), for showing "hearts: 38"."""
    sums = [0, 0, 0, 0]
    for card in cards:
        if card.suit is not None:
            sums[SUITS.index(card.suit)] += card.value
    return SUITS[sums.index(max(sums))]
