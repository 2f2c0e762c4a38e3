"""What the opponents work out from a view: the ladder's chances, the round so far, and each
player's habits read from the public history (bluffs caught, doubts made)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import goju51.games.dice.ai.equilibrium_data as equilibrium_data
from goju51.games.dice.moves import Announce, Believe, Doubt
from goju51.games.dice.results import CHANCE_36, NUM_LADDER
from goju51.games.dice.rules import Rules
from goju51.games.dice.view import DiceView

PROB: tuple[float, ...] = tuple(CHANCE_36[code] / 36 for code in range(NUM_LADDER))
"""The chance of each ladder result on one roll (the specials take the other 4/36)."""

SPECIAL_CHANCE = 4 / 36

AT_LEAST: tuple[float, ...] = tuple(sum(PROB[code:]) for code in range(NUM_LADDER + 1))
"""``AT_LEAST[a]``: the chance that one roll is a ladder result of code ``a`` or higher."""

BELOW: tuple[float, ...] = tuple(sum(PROB[:code]) for code in range(NUM_LADDER + 1))
"""``BELOW[a]``: the chance that one roll is a ladder result below code ``a``."""

FAIR_AT_LEAST: tuple[float, ...] = tuple(p / (1 - SPECIAL_CHANCE) for p in AT_LEAST)
"""``AT_LEAST`` among the rolls that stay hidden (the specials are shown at once)."""

POINT = 1 - equilibrium_data.START
"""What taking a point costs in all: its taker begins the next round, worth ``START``."""

SPECIALS_WORTH = (2 * (1 - equilibrium_data.START) + 2 * (4 - equilibrium_data.START)) / 36
"""What the specials add to a roll on average: a 21 gives 1 point away, a 51 gives 4."""

PLAIN_BLUFF_UP = 0.35
PLAIN_UNDERSTATE = 0.5
"""The plain reading of an announcer (``lie_chance``): bluffs above the honest value about a
third of the time, announces a true roll as the lowest value allowed half the time."""


def standings(view: DiceView) -> tuple[int, int]:
    """The round's last two announcements as ladder codes: ``(before, last)``, -1 for none.

    A round's announcements are those since the last move that showed dice (a doubt, a
    special, an announced 51, a double or quits, stacked dice), which always ends a round."""
    start = view.shown[-1][0] + 1 if view.shown else 0
    codes = [move.result.code for _, move in view.history[start:] if type(move) is Announce]
    last = codes[-1] if codes else -1
    before = codes[-2] if len(codes) > 1 else -1
    return before, last


def lie_chance(before: int, announced: int, bluff_up: float, understate: float = 0.3) -> float:
    """The chance an announcement is a lie, for an announcer who, when its dice allow, announces
    them, or with chance ``understate`` the lowest value allowed; who announces the lowest
    value when it must lie; and who with chance ``bluff_up`` instead announces something
    higher than that (spread evenly above)."""
    low = max(before, 0)
    true_weight = 0.0
    lie_weight = 0.0
    for d in range(NUM_LADDER):
        p = PROB[d]
        weight = 0.0
        if d >= low:
            if announced == d:
                weight += (1 - bluff_up) * (1 - understate)
            if announced == low:
                weight += (1 - bluff_up) * understate
            honest = d
        else:
            if announced == low:
                weight += 1 - bluff_up
            honest = low
        above = NUM_LADDER - 1 - honest
        if above > 0 and announced > honest:
            weight += bluff_up / above
        elif above == 0 and announced == honest:
            weight += bluff_up
        if d >= announced:
            true_weight += p * weight
        else:
            lie_weight += p * weight
    total = true_weight + lie_weight
    return lie_weight / total if total > 0 else 1.0


def believe_worth(announced: int, next_doubt: float = 0.45, next_doubt_high: float = 0.45) -> float:
    """Roughly what believing ``announced`` is worth (points the others take minus mine): roll a
    special, or a true result the next player may wrongly doubt, or bluff and risk a doubt."""
    return SPECIALS_WORTH + POINT * (
        AT_LEAST[announced] * next_doubt - BELOW[announced] * next_doubt_high
    )


def doubt_gain(before: int, announced: int) -> float:
    """What doubting ``announced`` over ``before`` is worth over believing it, for the plain
    reading of the announcer and of the next player (``believe_worth``)."""
    lie = lie_chance(before, announced, PLAIN_BLUFF_UP, PLAIN_UNDERSTATE)
    return (2 * lie - 1) * POINT - believe_worth(announced)


def push_target(dice: int, fail: float) -> int:
    """The lowest value above ``dice`` that a fresh roll reaches at most ``fail`` of the time."""
    return next(
        (a for a in range(dice + 1, NUM_LADDER) if FAIR_AT_LEAST[a] <= fail), NUM_LADDER - 1
    )


def sensible_target(
    points: Sequence[int], roller: int, others: Sequence[int], stake: int, rules: Rules
) -> tuple[int, str]:
    """The seat a sensible ``roller`` of a special hits among ``others``, and why: one that
    ends a first-out game it wins, else one it puts out, else the one with the fewest points."""
    limit = rules.limit
    if rules.end == "first_out":
        for seat in others:
            if points[seat] + stake >= limit:
                after = list(points)
                after[seat] += stake
                if after[roller] == min(after):
                    return seat, f"ends the game with the fewest points: seat {seat}"
        safe = [seat for seat in others if points[seat] + stake < limit] or list(others)
        seat = min(safe, key=lambda s: (points[s], s))
        return seat, f"hits the leader, seat {seat} on {points[seat]}"
    knocked = [seat for seat in others if points[seat] + stake >= limit]
    if knocked:
        seat = max(knocked, key=lambda s: (points[s], -s))
        return seat, f"puts seat {seat} out"
    seat = min(others, key=lambda s: (points[s], s))
    return seat, f"hits the leader, seat {seat} on {points[seat]}"


@dataclass
class SeatRead:
    """One player's habits so far: announcements doubted and found lies; responses."""

    doubted: int = 0
    lies: int = 0
    understated: int = 0
    raised_doubted: int = 0
    raised_lies: int = 0
    responses: int = 0
    doubts: int = 0
    high_responses: int = 0
    high_doubts: int = 0

    def lie_rate(self, prior: float = 0.3, weight: float = 4.0) -> float:
        return (self.lies + prior * weight) / (self.doubted + weight)

    def raise_lie_rate(self, prior: float = 0.3, weight: float = 4.0) -> float:
        """How often an announcement above the one before it was a lie (a bluff by choice)."""
        return (self.raised_lies + prior * weight) / (self.raised_doubted + weight)

    def understate_rate(self, prior: float = 0.5, weight: float = 3.0) -> float:
        """How often a true announcement was below the dice."""
        return (self.understated + prior * weight) / (self.doubted - self.lies + weight)

    def doubt_rate(self, prior: float = 0.4, weight: float = 4.0) -> float:
        return (self.doubts + prior * weight) / (self.responses + weight)

    def high_doubt_rate(self, prior: float = 0.5, weight: float = 3.0) -> float:
        return (self.high_doubts + prior * weight) / (self.high_responses + weight)


HIGH = 8
"""Announcements from 61 up count as high when reading doubt habits."""


@dataclass
class Reads:
    """Every seat's ``SeatRead``, from a view's public history."""

    seats: list[SeatRead] = field(default_factory=list)

    @classmethod
    def of(cls, view: DiceView) -> Reads:
        seats = [SeatRead() for _ in range(view.num_players)]
        shown = dict(view.shown)
        last_announce: tuple[int, int] | None = None
        raised = False
        round_start = {index + 1 for index, _ in view.shown}
        for index, (seat, move) in enumerate(view.history):
            kind = type(move)
            if index in round_start:
                last_announce = None
            if kind is Announce:
                code = move.result.code  # type: ignore[union-attr]
                raised = last_announce is None or code > last_announce[1]
                last_announce = (seat, code)
            elif kind is Doubt or kind is Believe:
                read = seats[seat]
                read.responses += 1
                high = last_announce is not None and last_announce[1] >= HIGH
                read.high_responses += high
                if kind is Doubt:
                    read.doubts += 1
                    read.high_doubts += high
                    dice = shown.get(index)
                    if last_announce is not None and dice is not None:
                        announcer = seats[last_announce[0]]
                        announcer.doubted += 1
                        lie = dice.code < last_announce[1]
                        announcer.lies += lie
                        announcer.understated += dice.code > last_announce[1]
                        if raised:
                            announcer.raised_doubted += 1
                            announcer.raised_lies += lie
        return cls(seats)
