"""Events: what happened, in order, so a UI can animate every change and a log can tell it.

Events carry the whole truth (the deal lists every hand): pass them through
``for_seat(event, seat)`` before showing them to one player.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from goju51.games.japanese.cards import CARDS, Card
from goju51.games.japanese.state import MAX_PLAYERS, TABLE_SIZE


@dataclass(frozen=True, slots=True)
class Dealt:
    """The deal: five cards to each seat (seat order), five face up on the table; ``None`` for
    hands hidden from the viewer."""

    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    table: tuple[Card, ...]
    stock_count: int


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """``player`` is to move; ``turn`` counts from 0; ``last_round`` after a Stop."""

    player: int
    turn: int
    last_round: bool


@dataclass(frozen=True, slots=True)
class Reshuffled:
    """The stock ran short: ``count`` set-aside cards were shuffled and put under the stock."""

    player: int
    count: int
    stock_count: int


@dataclass(frozen=True, slots=True)
class Cleared:
    """``player`` set the table aside (``set_aside``) and turned up ``revealed`` from the stock."""

    player: int
    set_aside: tuple[Card, ...]
    revealed: tuple[Card, ...]
    stock_count: int


@dataclass(frozen=True, slots=True)
class Took:
    """``player`` took ``card`` from table position ``slot`` (0–4)."""

    player: int
    card: Card
    slot: int


@dataclass(frozen=True, slots=True)
class Discarded:
    """``player`` put ``card`` face up at table position ``slot`` (where the taken card was)."""

    player: int
    card: Card
    slot: int


@dataclass(frozen=True, slots=True)
class Passed:
    """``player`` passed (``exchange_or_pass`` last round)."""

    player: int


@dataclass(frozen=True, slots=True)
class Stopped:
    """``player`` called Stop."""

    player: int


@dataclass(frozen=True, slots=True)
class LastRoundBegan:
    """After a Stop: ``players`` each have one last turn, in this order."""

    stopper: int
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    """Final hand values by seat and the winners; ``stopper_lost_tie`` when the tie rule decided."""

    values: tuple[int, ...]
    winners: tuple[int, ...]
    stopper: int | None
    stopper_lost_tie: bool


Event = (
    Dealt
    | TurnStarted
    | Reshuffled
    | Cleared
    | Took
    | Discarded
    | Passed
    | Stopped
    | LastRoundBegan
    | GameOver
)


def for_seat(event: Event, seat: int) -> Event:
    """``event`` as ``seat`` may see it: the other seats' dealt hands hidden (every other
    event is public: cards only ever move face up)."""
    if isinstance(event, Dealt):
        return replace(
            event, hands=tuple(h if s == seat else None for s, h in enumerate(event.hands))
        )
    return event


# Shared instances of the events every turn makes. Events are frozen values, so one instance per
# value serves every game: building a frozen dataclass costs more than the rest of a move, and
# random playouts and searches make two or three of these a turn.

TOOK = tuple(
    tuple(tuple(Took(player, card, slot) for card in CARDS) for slot in range(TABLE_SIZE))
    for player in range(MAX_PLAYERS)
)
"""``TOOK[player][slot][card]`` is ``Took(player, CARDS[card], slot)``."""

DISCARDED = tuple(
    tuple(tuple(Discarded(player, card, slot) for card in CARDS) for slot in range(TABLE_SIZE))
    for player in range(MAX_PLAYERS)
)
"""``DISCARDED[player][slot][card]`` is ``Discarded(player, CARDS[card], slot)``."""


@cache
def stopped(player: int) -> Stopped:
    """``Stopped(player)``, shared."""
    return Stopped(player)


@cache
def last_round_began(stopper: int, players: tuple[int, ...]) -> LastRoundBegan:
    """``LastRoundBegan(stopper, players)``, shared (one per table size and stopper)."""
    return LastRoundBegan(stopper, players)


SHARED_TURNS = 128
"""Turn numbers below this have shared ``TurnStarted`` events (games rarely last longer)."""

TURN_STARTS = tuple(
    tuple(
        tuple(TurnStarted(player, turn, last_round) for turn in range(SHARED_TURNS))
        for player in range(MAX_PLAYERS)
    )
    for last_round in (False, True)
)
"""``TURN_STARTS[last_round][player][turn]`` is ``TurnStarted(player, turn, last_round)``."""
