"""Moves: small frozen values with a text form that parses back.

A turn is ``Clear()``? → ``Take(card)`` → ``Discard(card, stop=...)``; the decision to call Stop
travels with the discard. ``Pass()`` exists only in the ``exchange_or_pass`` last round.
"""

from __future__ import annotations

from dataclasses import dataclass

from goju51.core.game import MoveSyntaxError
from goju51.games.japanese.cards import CARDS, Card


@dataclass(frozen=True, slots=True)
class Take:
    """Take ``card`` from the table into the hand."""

    card: Card

    def __str__(self) -> str:
        return f"take {self.card}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Put ``card`` from the hand on the table; ``stop=True`` calls "Stop!" right after."""

    card: Card
    stop: bool = False

    def __str__(self) -> str:
        return f"discard {self.card}{' stop' if self.stop else ''}"


@dataclass(frozen=True, slots=True)
class Clear:
    """Set the five table cards aside and turn up five from the stock."""

    def __str__(self) -> str:
        return "clear"


@dataclass(frozen=True, slots=True)
class Pass:
    """Do nothing this turn (only in the ``exchange_or_pass`` last round)."""

    def __str__(self) -> str:
        return "pass"


Move = Take | Discard | Clear | Pass

# Interned moves: legal_moves hands these out instead of building new objects each call.
TAKES = tuple(Take(card) for card in CARDS)
DISCARDS = tuple(Discard(card) for card in CARDS)
DISCARD_STOPS = tuple(Discard(card, stop=True) for card in CARDS)
CLEAR = Clear()
PASS = Pass()


def parse_move(text: str) -> Move:
    """Read a move's text form: ``"take AH"``, ``"discard 3C"``, ``"discard 3C stop"``,
    ``"clear"``, ``"pass"``; ``MoveSyntaxError`` (a ``ValueError``) saying what was expected,
    as every game's ``parse_move`` raises for text that is no move."""
    if not isinstance(text, str):
        raise MoveSyntaxError(f"a move is text, not {text!r}")
    words = text.strip().lower().split()
    try:
        match words:
            case ["clear"]:
                return CLEAR
            case ["pass"]:
                return PASS
            case ["take", card]:
                return TAKES[Card.parse(card).index]
            case ["discard", card]:
                return DISCARDS[Card.parse(card).index]
            case ["discard", card, "stop"]:
                return DISCARD_STOPS[Card.parse(card).index]
    except ValueError as error:
        raise MoveSyntaxError(str(error)) from None
    raise MoveSyntaxError(
        f"not a move: {text!r} (try 'take AH', 'discard 3C', 'discard 3C stop', 'clear', 'pass')"
    )
