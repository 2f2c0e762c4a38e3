"""Moves: small frozen values with a text form that ``parse_move`` reads back.

A round: ``Roll()`` (or ``AnnounceFiftyOne()``) → ``Announce(result)`` → ``Believe()`` (and the
believer rolls) or ``Doubt()``. A special rolled asks for ``Target(seat)``; a 51's target answers
``Accept()`` or ``DoubleOrQuits()``.
"""

from __future__ import annotations

from dataclasses import dataclass

from goju51.core.game import MoveSyntaxError
from goju51.games.dice.results import LADDER, NUM_LADDER, Result


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the two dice in the cup (the roller alone looks)."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class AnnounceFiftyOne:
    """Instead of rolling: announce 51 and roll openly (a 51 hits everyone else for 4)."""

    def __str__(self) -> str:
        return "announce 51"


@dataclass(frozen=True, slots=True)
class Announce:
    """Announce ``result`` (a ladder value) to the next player."""

    result: Result

    def __str__(self) -> str:
        return f"announce {self.result}"


@dataclass(frozen=True, slots=True)
class Believe:
    """Believe the announcement: take the cup and roll again."""

    def __str__(self) -> str:
        return "believe"


@dataclass(frozen=True, slots=True)
class Doubt:
    """Doubt the announcement: the cup is lifted."""

    def __str__(self) -> str:
        return "doubt"


@dataclass(frozen=True, slots=True)
class Target:
    """After rolling a 21 or a 51: the player ``seat`` takes its points."""

    seat: int

    def __str__(self) -> str:
        return f"target {self.seat}"


@dataclass(frozen=True, slots=True)
class Accept:
    """Take the 51's points (the stake faced)."""

    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class DoubleOrQuits:
    """Roll once, openly: a 51 passes the doubled stake back; anything else costs it."""

    def __str__(self) -> str:
        return "double or quits"


Move = Roll | AnnounceFiftyOne | Announce | Believe | Doubt | Target | Accept | DoubleOrQuits

# Interned moves: legal_moves hands these out instead of building new objects each call.
ROLL = Roll()
ANNOUNCE_51 = AnnounceFiftyOne()
ANNOUNCES: tuple[Announce, ...] = tuple(Announce(result) for result in LADDER)
BELIEVE = Believe()
DOUBT = Doubt()
TARGETS: tuple[Target, ...] = tuple(Target(seat) for seat in range(8))
ACCEPT = Accept()
DOUBLE_OR_QUITS = DoubleOrQuits()

ANNOUNCES_FROM: tuple[tuple[Announce, ...], ...] = tuple(
    ANNOUNCES[low:] for low in range(NUM_LADDER)
)
"""The announcements allowed over a standing one of ladder code ``low`` (equal or higher)."""

_WORDS: dict[str, Move] = {
    "roll": ROLL,
    "believe": BELIEVE,
    "doubt": DOUBT,
    "accept": ACCEPT,
    "double or quits": DOUBLE_OR_QUITS,
    "announce 51": ANNOUNCE_51,
}


def parse_move(text: str) -> Move:
    """Read a move's text form: ``"roll"``, ``"announce 51"``, ``"announce 65"``, ``"announce
    double 3"``, ``"believe"``, ``"doubt"``, ``"target 2"``, ``"accept"``, ``"double or quits"``.

    Text that is no move raises ``MoveSyntaxError`` (a ``ValueError``) saying what was expected.
    """
    if not isinstance(text, str):
        raise MoveSyntaxError(f"not a move: {text!r}")
    words = text.strip().lower().split()
    key = " ".join(words)
    move = _WORDS.get(key)
    if move is not None:
        return move
    match words:
        case ["announce", *rest] if rest:
            try:
                result = Result.parse(" ".join(rest))
            except ValueError as error:
                raise MoveSyntaxError(f"not a move: {text!r}: {error}") from None
            if result.is_special:
                raise MoveSyntaxError(f"not a move: {text!r}: 21 is never announced")
            return ANNOUNCES[result.code]
        case ["target", seat] if seat.isdigit() and seat.isascii():
            number = int(seat)
            return TARGETS[number] if number < len(TARGETS) else Target(number)
    raise MoveSyntaxError(
        f"not a move: {text!r} (try 'roll', 'announce 51', 'announce 65', 'announce double 3', "
        "'believe', 'doubt', 'target 2', 'accept', 'double or quits')"
    )
