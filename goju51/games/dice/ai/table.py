"""Lookahead for a table of three or more: the rest of the round solved against a model of every
other seat, for the expert's chance of winning the game.

A round passes one way round the table (only a special, which ends it, reverses play), and a
believer always rolls fresh dice, so where a round stands is just who is about to roll and the
standing announcement. From double 6 down, ``TablePlan`` works out what that is worth to the
expert for every seat still in:

- the expert, rolling, announces whatever is best against the next player's doubts;
- another seat announces as its ``lookahead.Model`` says (a mixture of the equilibrium and a
  few honest styles, weighed by the dice seen when its announcements were doubted), and the
  seat after it doubts as its own model says, or, if that is the expert, whichever is better;
- a 21 or a 51 ends the round: the expert hits whoever helps it most; another seat is taken to
  hit the player with the fewest points, or one it can put out (``sensible_target``).

What an outcome is worth is the expert's chance of winning after it (``survival``): so a point
costs more near the limit, and a point that puts another player out, or lands on the player
in the lead, is worth more to it than one that lands elsewhere. Nothing here looks at hidden
dice: the plan reads only the view's public history and the expert's own dice.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from goju51.games.dice.ai.lookahead import Model, policy
from goju51.games.dice.ai.reading import PROB, sensible_target
from goju51.games.dice.ai.survival import win_chance
from goju51.games.dice.results import NUM_LADDER
from goju51.games.dice.state import FIFTY_ONE_STAKE
from goju51.games.dice.view import DiceView

TOP = NUM_LADDER - 1
SPECIAL = 2 / 36
"""The chance of a 21, and of a 51, on one roll."""

LOOPS = 2
"""Passes over a standing: announcing the standing value again loops back to it."""


@cache
def style_masses(style: int, standing: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """For announcing style ``style`` (``lookahead.policy``) at ``standing``: the chance of
    each announcement from ``max(standing, 0)`` up, and the chance it is made and is a lie."""
    low = max(standing, 0)
    masses = [0.0] * (NUM_LADDER - low)
    lies = [0.0] * (NUM_LADDER - low)
    for dice in range(NUM_LADDER):
        for j, chance in enumerate(policy(style, standing, dice)):
            masses[j] += PROB[dice] * chance
            if dice < low + j:
                lies[j] += PROB[dice] * chance
    return tuple(masses), tuple(lies)


@dataclass
class Seat:
    """What the plan knows of one seat in the round's order (index 0 is the expert)."""

    seat: int
    doubt: list[list[float]]
    """Its chance of doubting ``a`` over ``b``: ``doubt[b + 1][a - max(b, 0)]``."""
    styles: list[float]
    """The weights of its announcing styles (``lookahead.policy``)."""
    point: float
    """The expert's chance of winning once this seat has taken one point."""
    special: float
    """The expert's chance of winning, on average, after this seat rolls a 21 or a 51."""

    def announcing(self, standing: int) -> tuple[list[float], list[float]]:
        """Its modelled announcements at ``standing``: chance made, chance made and a lie."""
        width = NUM_LADDER - max(standing, 0)
        masses = [0.0] * width
        lies = [0.0] * width
        for style, weight in enumerate(self.styles):
            if weight < 1e-4:
                continue
            made, lied = style_masses(style, standing)
            for j in range(width):
                masses[j] += weight * made[j]
                lies[j] += weight * lied[j]
        return masses, lies


class TablePlan:
    """The expert's worth of every seat being about to roll at every standing from ``standing``
    up (``worth[i][s + 1]``, ``i`` the place in the round's order from the expert)."""

    def __init__(self, view: DiceView, standing: int) -> None:
        self.view = view
        self.lowest = standing
        order = [view.seat]
        while (following := view.next_player(order[-1])) != view.seat:
            order.append(following)
        self.order = order
        self.now = win_chance(view.points, view.seat, view.rules)
        self.seats = [self.seat_model(i) for i in range(len(order))]
        self.worth = [[self.now] * (NUM_LADDER + 1) for _ in order]
        self.announcements: dict[tuple[int, int], tuple[list[float], list[float]]] = {}
        for s in range(TOP, standing - 1, -1):
            for _ in range(LOOPS if s >= 0 else 1):
                for i in range(len(order) - 1, -1, -1):
                    self.worth[i][s + 1] = self.roll_worth(i, s)

    def after(self, seat: int, points: int) -> float:
        """The expert's chance of winning once ``seat`` has taken ``points`` more."""
        standing = list(self.view.points)
        standing[seat] += points
        return win_chance(standing, self.view.seat, self.view.rules)

    def seat_model(self, i: int) -> Seat:
        """The ``i``-th seat in the round's order: its models read from the public history
        (none for the expert itself) and what its points and specials are worth."""
        view = self.view
        seat = self.order[i]
        others = [other for other in self.order if other != seat]
        specials = 0.0
        for stake in (1, FIFTY_ONE_STAKE):
            if i == 0:
                specials += max(self.after(other, stake) for other in others)
            else:
                hit = sensible_target(view.points, seat, others, stake, view.rules)[0]
                specials += self.after(hit, stake)
        if i == 0:
            return Seat(seat, [], [], self.after(seat, 1), specials / 2)
        model = Model.of(view, seat)
        return Seat(
            seat, model.doubt_table(), model.style_weights(), self.after(seat, 1), specials / 2
        )

    def announcing(self, i: int, standing: int) -> tuple[list[float], list[float]]:
        """``Seat.announcing`` of the ``i``-th seat, worked out once per standing."""
        key = (i, standing)
        if key not in self.announcements:
            self.announcements[key] = self.seats[i].announcing(standing)
        return self.announcements[key]

    def options(self, standing: int) -> tuple[list[float], list[float]]:
        """What announcing each value from ``max(standing, 0)`` up is worth to the expert,
        when it is true and when it is a lie."""
        follower = self.seats[1]
        doubt = follower.doubt[standing + 1]
        onward = self.worth[1]
        me = self.seats[0].point
        low = max(standing, 0)
        true = []
        lie = []
        for j, q in enumerate(doubt):
            believed = (1 - q) * onward[low + j + 1]
            true.append(q * follower.point + believed)
            lie.append(q * me + believed)
        return true, lie

    def announce_worths(self, standing: int, dice: int) -> list[float]:
        """What each announcement from ``max(standing, 0)`` up is worth, holding ``dice``."""
        low = max(standing, 0)
        true, lie = self.options(standing)
        return [true[j] if dice >= low + j else lie[j] for j in range(len(true))]

    def answer(self, before: int, announced: int) -> tuple[float, float]:
        """What doubting and believing ``announced`` over ``before`` is worth to the expert,
        made by the player before it in the round."""
        announcer = len(self.order) - 1
        masses, lies = self.announcing(announcer, before)
        j = announced - max(before, 0)
        lie = lies[j] / masses[j] if masses[j] > 0 else 1.0
        doubt = lie * self.seats[announcer].point + (1 - lie) * self.seats[0].point
        return doubt, self.worth[0][announced + 1]

    def roll_worth(self, i: int, s: int) -> float:
        seat = self.seats[i]
        worth = 2 * SPECIAL * seat.special
        if i == 0:
            # the best announcement for each roll: the best true one at or below the dice,
            # or the best lie above them
            true, lie = self.options(s)
            low = max(s, 0)
            width = len(true)
            best_lie = [float("-inf")] * (width + 1)
            for j in range(width - 1, -1, -1):
                best_lie[j] = max(best_lie[j + 1], lie[j])
            best_true = float("-inf")
            for dice in range(NUM_LADDER):
                j = dice - low
                if j >= 0:
                    best_true = max(best_true, true[j])
                worth += PROB[dice] * max(best_true, best_lie[max(j + 1, 0)])
            return worth
        masses, lies = self.announcing(i, s)
        following = (i + 1) % len(self.order)
        low = max(s, 0)
        onward = self.worth[following]
        if following == 0:
            me = self.seats[0].point
            for j, mass in enumerate(masses):
                doubt = lies[j] * seat.point + (mass - lies[j]) * me
                worth += max(doubt, mass * onward[low + j + 1])
            return worth
        nxt = self.seats[following]
        doubts = nxt.doubt[s + 1]
        for j, mass in enumerate(masses):
            q = doubts[j]
            caught = lies[j] * seat.point + (mass - lies[j]) * nxt.point
            worth += q * caught + (1 - q) * mass * onward[low + j + 1]
        return worth
