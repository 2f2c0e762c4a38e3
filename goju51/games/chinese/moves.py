"""Moves: small frozen values with a text form that ``parse_move`` reads back.

A turn is one of ``Call()``, ``Draw()`` then ``Discard(card)``, ``ExchangeAll(cards)`` or
``ExchangeOne(give, take)``; the starter opens with a ``Discard``. A declaration (51 or bomb)
travels with the move that makes the hand: ``declare=True``. After a call below 51 each other
player answers ``Challenge()`` or ``Decline()``.
"""

from __future__ import annotations

from dataclasses import dataclass

from goju51.core.game import MoveSyntaxError
from goju51.games.chinese.cards import CARDS, DECK_SIZE, Card


@dataclass(frozen=True, slots=True)
class Discard:
    """Put ``card`` face up at the end of the table (the opening, or the second half of a draw);
    ``declare=True`` declares the 51 or bomb left in the hand."""

    card: Card
    declare: bool = False

    def __str__(self) -> str:
        return f"discard {self.card}{' declare' if self.declare else ''}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top stock card into the hand (a discard follows)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class ExchangeAll:
    """Lay these hand cards face up as the new table, in this order, and take every old table
    card; as many cards as are face up now."""

    cards: tuple[Card, ...]
    declare: bool = False

    def __str__(self) -> str:
        cards = " ".join(map(str, self.cards))
        return f"exchange {cards}{' declare' if self.declare else ''}"


@dataclass(frozen=True, slots=True)
class ExchangeOne:
    """With five cards face up: ``give`` a hand card for the table card ``take``; the given card
    takes its place in the table order."""

    give: Card
    take: Card
    declare: bool = False

    def __str__(self) -> str:
        return f"swap {self.give} {self.take}{' declare' if self.declare else ''}"


@dataclass(frozen=True, slots=True)
class Call:
    """End play with a one-suit hand (or a kept 51 or bomb: a clear count)."""

    def __str__(self) -> str:
        return "call"


@dataclass(frozen=True, slots=True)
class Challenge:
    """Challenge the caller (顶, dǐng)."""

    def __str__(self) -> str:
        return "challenge"


@dataclass(frozen=True, slots=True)
class Decline:
    """Let the call stand (pass)."""

    def __str__(self) -> str:
        return "decline"


Move = Discard | Draw | ExchangeAll | ExchangeOne | Call | Challenge | Decline

# Interned moves: legal_moves hands these out instead of building new objects each call.
DISCARDS = tuple(Discard(card) for card in CARDS)
DISCARD_DECLARES = tuple(Discard(card, True) for card in CARDS)
SWAPS = tuple(tuple(ExchangeOne(give, take) for take in CARDS) for give in CARDS)
SWAP_DECLARES = tuple(tuple(ExchangeOne(give, take, True) for take in CARDS) for give in CARDS)
DRAW = Draw()
CALL = Call()
CHALLENGE = Challenge()
DECLINE = Decline()
assert len(CARDS) == DECK_SIZE

_new = object.__new__
_set = object.__setattr__


def exchange_all(cards: tuple[Card, ...], declare: bool = False) -> ExchangeAll:
    """``ExchangeAll(cards, declare)`` built without the dataclass ``__init__``: legal_moves
    builds many of these, and the values are identical."""
    move = _new(ExchangeAll)
    _set(move, "cards", cards)
    _set(move, "declare", declare)
    return move


_HELP = (
    "try 'draw', 'discard 3C', 'discard 3C declare', 'exchange AH 2C', 'swap 2C AH', "
    "'call', 'challenge', 'decline'"
)


def _card(word: str) -> Card:
    try:
        return Card.parse(word)
    except ValueError as error:
        raise MoveSyntaxError(str(error)) from None


def parse_move(text: str) -> Move:
    """Read a move's text form (``str(move)``); ``MoveSyntaxError`` for text that is no move."""
    if not isinstance(text, str):
        raise MoveSyntaxError(f"a move is text, not {text!r}")
    words = text.strip().lower().split()
    declare = bool(words) and words[-1] == "declare"
    if declare:
        words = words[:-1]
    match words:
        case ["draw"] if not declare:
            return DRAW
        case ["call"] if not declare:
            return CALL
        case ["challenge"] if not declare:
            return CHALLENGE
        case ["decline" | "pass"] if not declare:
            return DECLINE
        case ["discard", card]:
            index = _card(card).index
            return DISCARD_DECLARES[index] if declare else DISCARDS[index]
        case ["swap", give, take]:
            table = SWAP_DECLARES if declare else SWAPS
            return table[_card(give).index][_card(take).index]
        case ["exchange", *cards] if 1 <= len(cards) <= 5:
            return ExchangeAll(tuple(_card(card) for card in cards), declare)
    raise MoveSyntaxError(f"not a move: {text!r} ({_HELP})")
