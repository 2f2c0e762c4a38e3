"""Events: what happened, in order, so a table can animate every change and a log can tell it.

Events carry the whole truth (a hidden roll says what it was): pass them through
``for_seat(event, seat)`` before showing them to one player.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from goju51.games.dice.results import Result

# Why points were taken (``Penalty.reason``).
LIED = "lied"
"""The announcer's dice were below the announcement (1 point)."""
WRONG_DOUBT = "wrong_doubt"
"""The doubter doubted a true announcement (1 point)."""
TARGETED_21 = "targeted_21"
"""Chosen by the roller of a 21 (1 point)."""
ACCEPTED_51 = "accepted_51"
"""Accepted a 51's stake (4, or the doubled stake of a double-or-quits chain)."""
MISSED_DOUBLE = "missed_double_or_quits"
"""Went double or quits and missed: the doubled stake."""
HIT_BY_51 = "hit_by_announced_51"
"""Another player announced 51 and rolled it (4 points)."""
MISSED_51 = "missed_announced_51"
"""Announced 51 and rolled something else (4 points)."""
STACKED = "stacked_dice"
"""Stacked dice: every player still in takes 2 points."""

REASONS = (
    LIED,
    WRONG_DOUBT,
    TARGETED_21,
    ACCEPTED_51,
    MISSED_DOUBLE,
    HIT_BY_51,
    MISSED_51,
    STACKED,
)


@dataclass(frozen=True, slots=True)
class RollOff:
    """Who begins: ``rolls`` lists each roll of the roll-off as ``(seat, face)`` lists, one per
    turn (the first has every seat, later ones the tied seats); ``first`` won it."""

    rolls: tuple[tuple[tuple[int, int], ...], ...]
    first: int


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A new round: ``player`` is to roll; play goes in ``direction`` (+1 or −1)."""

    player: int
    direction: int


@dataclass(frozen=True, slots=True)
class Rolled:
    """``player`` rolled the cup: ``result``; ``hidden`` when only the roller saw it (then
    ``None`` in every other seat's eyes)."""

    player: int
    result: Result | None
    hidden: bool


@dataclass(frozen=True, slots=True)
class StackedDice:
    """``player``'s roll came out with the dice stacked: the round ends, no result."""

    player: int


@dataclass(frozen=True, slots=True)
class Announced:
    """``player`` announced ``result`` to ``to``."""

    player: int
    result: Result
    to: int


@dataclass(frozen=True, slots=True)
class Believed:
    """``player`` believed ``announcer``'s ``result`` and takes the cup."""

    player: int
    announcer: int
    result: Result


@dataclass(frozen=True, slots=True)
class Doubted:
    """``player`` doubted ``announcer``'s ``announced``; the cup showed ``dice``; ``lie`` when
    the dice were below the announcement."""

    player: int
    announcer: int
    announced: Result
    dice: Result
    lie: bool


@dataclass(frozen=True, slots=True)
class Special:
    """``player`` rolled a special (21 or 51), shown at once; ``player`` now picks a target."""

    player: int
    result: Result


@dataclass(frozen=True, slots=True)
class DirectionReversed:
    """Play now goes in ``direction`` (+1 or −1)."""

    direction: int


@dataclass(frozen=True, slots=True)
class Targeted:
    """``player`` chose ``target`` to take ``points`` for a ``special`` (21 or 51)."""

    player: int
    target: int
    special: Result
    points: int


@dataclass(frozen=True, slots=True)
class AnnouncedFiftyOne:
    """``player`` announced 51 and rolled ``result`` openly; ``hit`` when it was a 51."""

    player: int
    result: Result
    hit: bool


@dataclass(frozen=True, slots=True)
class Facing:
    """``player`` faces ``stake`` points from ``attacker``'s 51: accept or double or quits."""

    player: int
    attacker: int
    stake: int


@dataclass(frozen=True, slots=True)
class Accepted:
    """``player`` accepted ``stake`` points."""

    player: int
    stake: int


@dataclass(frozen=True, slots=True)
class DoubledOrQuit:
    """``player`` went double or quits on ``stake`` and rolled ``result`` openly; ``hit`` when a
    51 passed the doubled stake to ``attacker``."""

    player: int
    attacker: int
    stake: int
    result: Result
    hit: bool


@dataclass(frozen=True, slots=True)
class Penalty:
    """``player`` took ``points`` (now ``total``) for ``reason`` (one of ``REASONS``)."""

    player: int
    points: int
    reason: str
    total: int


@dataclass(frozen=True, slots=True)
class PlayerOut:
    """``player`` reached the limit with ``points`` and is out."""

    player: int
    points: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """Final points by seat and the winning seats."""

    points: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    RollOff
    | RoundStarted
    | Rolled
    | StackedDice
    | Announced
    | Believed
    | Doubted
    | Special
    | DirectionReversed
    | Targeted
    | AnnouncedFiftyOne
    | Facing
    | Accepted
    | DoubledOrQuit
    | Penalty
    | PlayerOut
    | GameOver
)


def for_seat(event: Event, seat: int) -> Event:
    """``event`` as ``seat`` may see it: dice rolled under the cup shown to the roller only."""
    if isinstance(event, Rolled) and event.hidden and event.player != seat:
        return replace(event, result=None)
    return event
