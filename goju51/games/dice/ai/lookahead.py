"""Heads-up lookahead for the expert: the rest of the round solved exactly against a model of
the one opponent, learned from the public history and anchored on the equilibrium.

The model has two parts:

- how the opponent **responds**: its chance of doubting announcement ``a`` over standing ``b``,
  a mixture, weighted by how well each explains its answers, of the equilibrium's ``DOUBT``
  shifted by what it was seen to do (over all its answers, then per announced value, then per
  cell ``(b, a)``, each level shrunk toward the one above) and of fixed bars: doubt every
  announcement whose plain doubt gain (``doubt_gain``) is at least the bar;
- how the opponent **announces**: a mixture of the equilibrium's ``ANNOUNCE`` and a few honest
  styles (tell the truth, bluff the lowest value when forced, now and then bluff higher, or
  push a low true roll up to where the next roll often fails), weighted by how well each
  explains the dice shown when its announcements were doubted.

Both mixtures depart from the equilibrium only as the evidence grows (``Model.trust``): with
none seen, the model is the equilibrium, and so is the expert's play.

``Plan.of(view)`` then works out, from double 6 down to the standing in play, what rolling is
worth to each player when the expert plays its best answer to that model (the exact chances of
the dice; the loop through announcing the same value again is a fixed point). The expert plays
the best answer only where it beats the equilibrium's mix by a clear margin, so an opponent
that plays like the equilibrium gets the equilibrium back.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass, field

import goju51.games.dice.ai.equilibrium_data as equilibrium_data
from goju51.games.dice.ai.reading import FAIR_AT_LEAST, PROB, doubt_gain, push_target
from goju51.games.dice.moves import Announce, Believe, Doubt
from goju51.games.dice.results import NUM_LADDER
from goju51.games.dice.view import DiceView

TOP = NUM_LADDER - 1

STYLES: tuple[tuple[float, float], ...] = ((0.03, 0.15), (0.25, 0.15), (0.25, 0.6), (0.6, 0.2))
"""The honest styles ``(bluff_up, understate)`` the announcing model weighs against the
equilibrium: how often it bluffs above the honest value, how often it announces a true roll as
the lowest value allowed."""

PUSHES: tuple[tuple[float, float], ...] = ((0.3, 0.5), (0.6, 0.5), (0.3, 0.3))
"""The pushing styles ``(push, fail)`` the announcing model also weighs: tell the truth, bluff
the lowest value when forced, and with chance ``push`` announce a true roll that a fresh roll
beats more than ``fail`` of the time as the lowest value it reaches at most that often."""

EQUILIBRIUM_PRIOR = 0.3
"""The prior weight of the equilibrium among the announcing styles (the rest share the rest)."""

GLOBAL_WEIGHT = 6.0
VALUE_WEIGHT = 4.0
CELL_WEIGHT = 3.0
"""How many answers each level of the doubt model needs before it trusts them over the level
above (all answers, then per announced value, then per ``(standing, announced)`` cell)."""


GAIN: tuple[tuple[float, ...], ...] = tuple(
    tuple(doubt_gain(b, a) for a in range(max(b, 0), NUM_LADDER)) for b in range(-1, NUM_LADDER)
)
"""``GAIN[b + 1][a - max(b, 0)]``: the plain doubt gain of announcement ``a`` over ``b``."""

BARS: tuple[float, ...] = (*sorted({gain for row in GAIN for gain in row}), math.inf)
"""The bars of the doubting model: bar ``i`` doubts the cells whose gain is at least
``BARS[i]`` (the first doubts everything, the last nothing)."""

BAR_PRIOR = 0.5
"""The prior weight of the bars together (the equilibrium-anchored table has the rest)."""

TRUST = 0.25
"""How much evidence (answers and caught announcements) the model needs before it departs
from the equilibrium halfway (``Model.trust``): with none, it is the equilibrium."""

LAPSE = 0.05
"""How often a bar is taken to answer as the equilibrium would instead (``bar_doubt``)."""


def bar_doubt(doubts: bool, usual: float) -> float:
    """A bar's chance of doubting a cell it doubts (or not), ``usual`` the equilibrium's."""
    return (1 - LAPSE) * doubts + LAPSE * usual


def style_policy(low: int, dice: int, bluff_up: float, understate: float) -> list[float]:
    """The chances of announcing ``low`` … double 6 holding ``dice``, for an honest style."""
    row = [0.0] * (NUM_LADDER - low)
    if dice >= low:
        row[dice - low] += (1 - bluff_up) * (1 - understate)
        row[0] += (1 - bluff_up) * understate
        honest = dice
    else:
        row[0] += 1 - bluff_up
        honest = low
    above = TOP - honest
    if above > 0:
        share = bluff_up / above
        for code in range(honest + 1, NUM_LADDER):
            row[code - low] += share
    else:
        row[honest - low] += bluff_up
    return row


def push_policy(low: int, dice: int, push: float, fail: float) -> list[float]:
    """The chances of announcing ``low`` … double 6 holding ``dice``, for a pushing style."""
    row = [0.0] * (NUM_LADDER - low)
    if dice < low:
        row[0] = 1.0
    elif FAIR_AT_LEAST[dice] > fail:
        row[dice - low] = 1 - push
        row[push_target(dice, fail) - low] += push
    else:
        row[dice - low] = 1.0
    return row


def equilibrium_policy(standing: int, dice: int) -> list[float]:
    row = equilibrium_data.ANNOUNCE[standing + 1][dice]
    total = sum(row)
    return [x / total for x in row]


_POLICIES: dict[tuple[int, int, int], list[float]] = {}


def equilibrium_doubt(before: int, announced: int) -> float:
    return equilibrium_data.DOUBT[before + 1][announced - max(before, 0)]


@dataclass
class Model:
    """What the expert has learned of its one opponent from the public history."""

    answers: list[tuple[int, int, bool]] = field(default_factory=list)
    """The opponent's answers: ``(standing, announced, doubted)``."""
    caught: list[tuple[int, int, int]] = field(default_factory=list)
    """The opponent's announcements seen under a lifted cup: ``(standing, announced, dice)``."""

    @classmethod
    def of(cls, view: DiceView, opponent: int) -> Model:
        model = cls()
        shown = dict(view.shown)
        round_start = {index + 1 for index, _ in view.shown}
        codes: list[tuple[int, int]] = []
        for index, (seat, move) in enumerate(view.history):
            if index in round_start:
                codes = []
            kind = type(move)
            if kind is Announce:
                codes.append((seat, move.result.code))  # type: ignore[union-attr]
            elif (kind is Doubt or kind is Believe) and codes:
                before = codes[-2][1] if len(codes) > 1 else -1
                announcer, announced = codes[-1]
                if seat == opponent:
                    model.answers.append((before, announced, kind is Doubt))
                elif announcer == opponent and kind is Doubt:
                    dice = shown.get(index)
                    if dice is not None and dice.code < NUM_LADDER:
                        model.caught.append((before, announced, dice.code))
        return model

    def trust(self) -> float:
        """How far the model may depart from the equilibrium: none before any evidence."""
        evidence = len(self.answers) + len(self.caught)
        return evidence / (evidence + TRUST)

    def doubt_table(self) -> list[list[float]]:
        """``table[b + 1][a - max(b, 0)]``: the opponent's chance of doubting ``a`` over ``b``,
        the shifted equilibrium and the bars weighted by how well each explains the answers."""
        shifted = self.shifted_table()
        logs = [math.log(BAR_PRIOR / len(BARS))] * len(BARS)
        anchored = math.log(1 - BAR_PRIOR)
        for b, a, doubted in self.answers:
            doubting = bisect_right(BARS, GAIN[b + 1][a - max(b, 0)])  # bars below it doubt
            usual = equilibrium_doubt(b, a)
            doubters, believers = bar_doubt(True, usual), bar_doubt(False, usual)
            if not doubted:
                doubters, believers = 1 - doubters, 1 - believers
            doubters, believers = math.log(max(doubters, 1e-3)), math.log(max(believers, 1e-3))
            for i in range(len(BARS)):
                logs[i] += doubters if i < doubting else believers
            chance = min(1 - LAPSE, max(LAPSE, usual))
            anchored += math.log(chance if doubted else 1 - chance)
        top = max(anchored, *logs)
        weights = [math.exp(x - top) for x in logs]
        share = self.trust() / (math.exp(anchored - top) + sum(weights))
        below = [0.0]  # below[i]: the weight of the bars under bar i
        for w in weights:
            below.append(below[-1] + share * w)
        bars = below[-1]
        return [
            [
                (1 - bars) * x + LAPSE * bars * e + (1 - LAPSE) * below[bisect_right(BARS, g)]
                for x, e, g in zip(row, usual_row, gains, strict=True)
            ]
            for row, usual_row, gains in zip(shifted, equilibrium_data.DOUBT, GAIN, strict=True)
        ]

    def shifted_table(self) -> list[list[float]]:
        """The equilibrium's doubt chances shifted by the answers seen, level by level."""
        n = len(self.answers)
        expected = sum(equilibrium_doubt(b, a) for b, a, _ in self.answers)
        doubts = sum(doubted for _, _, doubted in self.answers)
        shift = (doubts - expected) / (n + GLOBAL_WEIGHT)
        per_value = [[0.0, 0.0] for _ in range(NUM_LADDER)]
        per_cell: dict[tuple[int, int], list[float]] = {}
        for b, a, doubted in self.answers:
            prior = clamp(equilibrium_doubt(b, a) + shift)
            per_value[a][0] += doubted - prior
            per_value[a][1] += 1
        value_shift = [s / (count + VALUE_WEIGHT) for s, count in per_value]
        for b, a, doubted in self.answers:
            cell = per_cell.setdefault((b, a), [0.0, 0.0])
            cell[0] += doubted
            cell[1] += 1
        table = []
        for b in range(-1, NUM_LADDER):
            row = []
            for a in range(max(b, 0), NUM_LADDER):
                prior = clamp(equilibrium_doubt(b, a) + shift + value_shift[a])
                hits, count = per_cell.get((b, a), (0.0, 0.0))
                row.append((hits + CELL_WEIGHT * prior) / (count + CELL_WEIGHT))
            table.append(row)
        return table

    def style_weights(self) -> list[float]:
        """The posterior weights of the equilibrium, of each of ``STYLES``, then ``PUSHES``."""
        count = len(STYLES) + len(PUSHES)
        prior = [EQUILIBRIUM_PRIOR] + [(1 - EQUILIBRIUM_PRIOR) / count] * count
        logs = [math.log(p) for p in prior]
        for before, announced, dice in self.caught:
            low = max(before, 0)
            if announced < low:
                continue
            for k in range(len(logs)):
                total = 0.0
                mine = 0.0
                for d in range(NUM_LADDER):
                    chance = PROB[d] * policy(k, before, d)[announced - low]
                    total += chance
                    if d == dice:
                        mine = chance
                logs[k] += math.log(max(mine, 1e-9) / max(total, 1e-12))
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        total = sum(weights)
        trust = self.trust()
        honest = [trust * w / total for w in weights[1:]]
        return [1 - sum(honest), *honest]


def policy(k: int, standing: int, dice: int) -> list[float]:
    """Announcing style ``k``: 0 the equilibrium, then ``STYLES``, then ``PUSHES`` (cached:
    they never change)."""
    key = (k, standing, dice)
    row = _POLICIES.get(key)
    if row is None:
        if k == 0:
            row = equilibrium_policy(standing, dice)
        elif k <= len(STYLES):
            bluff_up, understate = STYLES[k - 1]
            row = style_policy(max(standing, 0), dice, bluff_up, understate)
        else:
            push, fail = PUSHES[k - 1 - len(STYLES)]
            row = push_policy(max(standing, 0), dice, push, fail)
        _POLICIES[key] = row
    return row


def clamp(x: float) -> float:
    return min(1.0, max(0.0, x))


@dataclass
class Plan:
    """The expert's best answer to a ``Model``, from ``standing`` up: ``mine[s + 1]`` what being
    about to roll at ``s`` is worth to the expert, ``theirs[s + 1]`` to the opponent; ``doubt``
    the opponent's modelled doubt chances; ``lie[b + 1][a - max(b, 0)]`` the chance the
    opponent's announcement ``a`` over ``b`` is a lie, with ``mass`` its chance of being made."""

    point: float
    specials: float
    doubt: list[list[float]]
    mine: list[float]
    theirs: list[float]
    lie: list[list[float]]
    mass: list[list[float]]

    @classmethod
    def of(cls, model: Model, standing: int, point: float, specials: float) -> Plan:
        doubt = model.doubt_table()
        weights = model.style_weights()
        mine = [0.0] * (NUM_LADDER + 1)
        theirs = [0.0] * (NUM_LADDER + 1)
        lie: list[list[float]] = [[] for _ in range(NUM_LADDER + 1)]
        mass: list[list[float]] = [[] for _ in range(NUM_LADDER + 1)]
        plan = cls(point, specials, doubt, mine, theirs, lie, mass)
        for s in range(TOP, standing - 1, -1):
            plan.solve_standing(s, weights)
        return plan

    def solve_standing(self, s: int, weights: list[float]) -> None:
        low = max(s, 0)
        k = NUM_LADDER - low
        masses = [0.0] * k
        lies = [0.0] * k
        for d in range(NUM_LADDER):
            row = [0.0] * k
            for index, weight in enumerate(weights):
                if weight < 1e-4:
                    continue
                for j, x in enumerate(policy(index, s, d)):
                    row[j] += weight * x
            for j in range(k):
                chance = PROB[d] * row[j]
                masses[j] += chance
                if d < low + j:
                    lies[j] += chance
        self.mass[s + 1] = masses
        self.lie[s + 1] = [lies[j] / masses[j] if masses[j] > 0 else 1.0 for j in range(k)]
        point = self.point
        mine = self.mine
        theirs = self.theirs
        mine[s + 1] = equilibrium_data.VALUE[s + 1]
        theirs[s + 1] = equilibrium_data.VALUE[s + 1]
        for _ in range(6 if s >= 0 else 1):
            # the opponent rolls at s: I doubt or believe each announcement, whichever is better
            total = 0.0
            for j in range(k):
                a = low + j
                total += max((2 * lies[j] - masses[j]) * point, masses[j] * mine[a + 1])
            theirs_s = self.specials - total
            if s >= 0:
                theirs[s + 1] = theirs_s
            # I roll at s: the best announcement for each roll, the best true one at or
            # below the dice or the best lie above them
            doubt = self.doubt[s + 1]
            best_lie = [float("-inf")] * (k + 1)
            for j in range(k - 1, -1, -1):
                onward = (1 - doubt[j]) * theirs[low + j + 1]
                best_lie[j] = max(best_lie[j + 1], -doubt[j] * point - onward)
            best_true = float("-inf")
            mine_s = self.specials
            for d in range(NUM_LADDER):
                j = d - low
                if j >= 0:
                    best_true = max(best_true, doubt[j] * point - (1 - doubt[j]) * theirs[d + 1])
                mine_s += PROB[d] * max(best_true, best_lie[max(j + 1, 0)])
            if s >= 0:
                mine[s + 1] = mine_s
            else:
                mine[0] = mine_s
                theirs[0] = theirs_s

    def worths(self, s: int, dice: int) -> list[float]:
        """What each announcement from ``max(s, 0)`` up is worth to me, holding ``dice``."""
        low = max(s, 0)
        doubt = self.doubt[s + 1]
        point = self.point
        return [
            doubt[j] * (point if dice >= low + j else -point)
            - (1 - doubt[j]) * self.theirs[low + j + 1]
            for j in range(NUM_LADDER - low)
        ]

    def answer(self, before: int, announced: int) -> tuple[float, float]:
        """What doubting and believing the opponent's ``announced`` over ``before`` is worth."""
        j = announced - max(before, 0)
        lie = self.lie[before + 1][j]
        return (2 * lie - 1) * self.point, self.mine[announced + 1]
