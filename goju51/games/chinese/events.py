"""Events: what happened, in order, so a table can animate every change and a log can tell it.

Events carry the whole truth (the deal lists every hand, a draw names its card): pass them
through ``for_seat(event, seat)`` before showing them to one player.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from goju51.games.chinese.cards import Card


@dataclass(frozen=True, slots=True)
class Dealt:
    """The deal, one card at a time to the right from ``starter``: hands by seat (the starter's
    six), ``None`` for hands hidden from the viewer."""

    starter: int
    hands: tuple[tuple[Card, ...] | None, ...]
    stock_count: int


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """``player`` is to act; ``phase`` is ``"opening"``, ``"turn"`` or ``"challenge"``."""

    player: int
    turn: int
    phase: str


@dataclass(frozen=True, slots=True)
class OpeningDiscard:
    """The starter opened by putting ``card`` face up."""

    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class Drew:
    """``player`` drew the top stock card; ``card`` is ``None`` in every other seat's eyes."""

    player: int
    card: Card | None
    stock_count: int


@dataclass(frozen=True, slots=True)
class SetAside:
    """The five face-up ``cards`` went face down aside, as part of ``player``'s discard."""

    player: int
    cards: tuple[Card, ...]
    set_aside_count: int


@dataclass(frozen=True, slots=True)
class Discarded:
    """``player`` put ``card`` face up at the end of the table (after a draw)."""

    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class ExchangedAll:
    """``player`` laid ``given`` face up as the new table and took ``taken`` (the old table)."""

    player: int
    given: tuple[Card, ...]
    taken: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ExchangedOne:
    """``player`` swapped ``given`` for the table card ``taken`` at table position ``slot``."""

    player: int
    given: Card
    taken: Card
    slot: int


@dataclass(frozen=True, slots=True)
class Called:
    """``player`` called below 51: the hand goes face down and the others decide in turn."""

    player: int
    deciders: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Declared:
    """A clear count: ``player`` shows a 51 (``kind="51"``) or a bomb (``"bomb"``); ``called``
    when it was a kept hand called at a later turn rather than declared with a move."""

    player: int
    kind: str
    hand: tuple[Card, ...]
    called: bool


@dataclass(frozen=True, slots=True)
class Challenged:
    player: int


@dataclass(frozen=True, slots=True)
class Declined:
    player: int


@dataclass(frozen=True, slots=True)
class HandsRevealed:
    """Every hand face up at the end, by seat, with its value."""

    hands: tuple[tuple[Card, ...], ...]
    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandOver:
    """The hand is scored: points by seat and why it ended (``"declared"``, ``"called"``,
    ``"stock"``, ``"no_draw"``); ``winner`` of a challenge, else ``None``."""

    scores: tuple[int, ...]
    reason: str
    caller: int | None
    winner: int | None


Event = (
    Dealt
    | TurnStarted
    | OpeningDiscard
    | Drew
    | SetAside
    | Discarded
    | ExchangedAll
    | ExchangedOne
    | Called
    | Declared
    | Challenged
    | Declined
    | HandsRevealed
    | HandOver
)


def for_seat(event: Event, seat: int) -> Event:
    """``event`` as ``seat`` may see it: others' dealt hands and drawn cards hidden."""
    match event:
        case Drew(player, card, _) if player != seat and card is not None:
            return replace(event, card=None)
        case Dealt(_, hands, _):
            return replace(
                event, hands=tuple(h if s == seat else None for s, h in enumerate(hands))
            )
    return event
