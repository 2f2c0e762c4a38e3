"""What the penalty standings are worth: each seat's chance of winning from given points.

The model: from here on every point goes to a player still in, each as likely as the others.
That is the same as every player taking points at the same steady rate, independently, so a
player with ``r`` points to go before the limit is out after a time that follows an Erlang
(gamma) law of shape ``r``. Then, with ``f_r`` its density and ``F_r`` its distribution:

- last one standing: seat ``i`` wins when it goes out last,
  ``P(i) = ∫ f_{r_i}(t) · Π_{j≠i} F_{r_j}(t) dt``;
- first out: the game stops when the first player goes out, at time ``t``; until then every
  other player has taken a Poisson number of points, kept below its limit, and ``i`` wins with
  the fewest points (a tie with one other player counts half).

The integrals are sums over a fixed grid of times (Simpson's rule), tabulated once per limit.
This is the measure the expert plays for at a table: a point is worth what it takes from its
chance of winning, which grows near the limit (its own or another player's).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from goju51.games.dice.rules import Rules


@dataclass(frozen=True)
class Erlang:
    """Over a grid of times: Simpson weights, ``density[r]``, ``survive[r]`` (the chance of
    still being in at that time with ``r`` points to go) and ``poisson[k]`` (the chance of
    exactly ``k`` points taken by then), for ``r`` from 1 to ``limit``."""

    weights: tuple[float, ...]
    density: tuple[tuple[float, ...], ...]
    survive: tuple[tuple[float, ...], ...]
    poisson: tuple[tuple[float, ...], ...]


@lru_cache(maxsize=4)
def erlang(limit: int) -> Erlang:
    """The tables for ``limit`` (the grid reaches far enough that every player is out)."""
    step = 0.25 * max(1.0, math.sqrt(limit / 12))
    end = limit + 8 * math.sqrt(limit) + 8
    count = 2 * math.ceil(end / step / 2)
    times = [k * step for k in range(count + 1)]
    weights = tuple(
        step / 3 * (1 if k in (0, count) else 4 if k % 2 else 2) for k in range(count + 1)
    )
    poisson: list[tuple[float, ...]] = []
    for k in range(limit + 1):
        poisson.append(
            tuple(
                math.exp(-t + (k * math.log(t) if t > 0 else 0.0) - math.lgamma(k + 1))
                if t > 0 or k == 0
                else 0.0
                for t in times
            )
        )
    density: list[tuple[float, ...]] = [()]
    survive: list[tuple[float, ...]] = [tuple(0.0 for _ in times)]
    below = [0.0] * len(times)
    for r in range(1, limit + 1):
        below = [b + p for b, p in zip(below, poisson[r - 1], strict=True)]
        density.append(poisson[r - 1])
        survive.append(tuple(below))
    return Erlang(weights, tuple(density), tuple(survive), tuple(poisson))


def win_chance(points: Sequence[int], seat: int, rules: Rules) -> float:
    """``seat``'s chance of winning from ``points`` (every seat's, in seat order)."""
    return _win_chance(tuple(points), seat, rules)


@lru_cache(maxsize=4096)
def _win_chance(points: tuple[int, ...], seat: int, rules: Rules) -> float:
    limit = rules.limit
    left = [limit - p for p in points]
    if left[seat] <= 0:
        return 0.0
    others = [s for s in range(len(points)) if s != seat and left[s] > 0]
    if not others:
        return 1.0
    if rules.end == "first_out":
        return _fewest_at_first_out(points, seat, others, limit)
    table = erlang(limit)
    total = 0.0
    mine = table.density[left[seat]]
    outs = [[1 - x for x in table.survive[left[s]]] for s in others]
    for k, weight in enumerate(table.weights):
        value = weight * mine[k]
        for out in outs:
            value *= out[k]
        total += value
    return min(1.0, max(0.0, total))


_SQRT_3_5 = math.sqrt(3 / 5)
_A, _B = math.sqrt(3 / 7 - 2 / 7 * math.sqrt(6 / 5)), math.sqrt(3 / 7 + 2 / 7 * math.sqrt(6 / 5))
_WA, _WB = (18 + math.sqrt(30)) / 36, (18 - math.sqrt(30)) / 36
GAUSS: tuple[tuple[tuple[float, float], ...], ...] = tuple(
    tuple(((1 + t) / 2, w / 2) for t, w in rule)
    for rule in (
        ((0.0, 2.0),),
        ((-1 / math.sqrt(3), 1.0), (1 / math.sqrt(3), 1.0)),
        ((-_SQRT_3_5, 5 / 9), (0.0, 8 / 9), (_SQRT_3_5, 5 / 9)),
        ((-_B, _WB), (-_A, _WA), (_A, _WA), (_B, _WB)),
    )
)
"""Gauss–Legendre nodes and weights on [0, 1], with 1 to 4 nodes (exact for polynomials of
degree up to 1, 3, 5 and 7)."""


def _fewest_at_first_out(points: Sequence[int], seat: int, others: list[int], limit: int) -> float:
    """First out: ``seat``'s share of the win when the first player goes out (one of
    ``others``: going out itself, it has the most and loses), when it has the fewest points.

    Tied with ``t`` others it wins ``1 / (t + 1)``: with ``above`` and ``tie`` each other
    player's chances of ending above it or level, that is ``∫₀¹ Π (above + tie · x) dx``, a
    polynomial integral worked out exactly by Gauss–Legendre."""
    table = erlang(limit)
    left = {s: limit - points[s] for s in [seat, *others]}
    nodes = GAUSS[(len(others) - 1) // 2]
    total = 0.0
    for k, weight in enumerate(table.weights):
        alive = {s: table.survive[left[s]][k] for s in left}
        if alive[seat] <= 1e-12 or math.prod(alive.values()) <= 1e-12:
            break  # nobody is left standing this late
        holds = {}
        for going in others:
            hold = table.density[left[going]][k]
            for s in others:
                if s != going:
                    hold *= alive[s]
            if hold > 1e-10:
                holds[going] = hold
        if not holds:
            continue  # nobody is likely to go out at this time
        # each player's points at this time, given it is still in
        spreads = {}
        for s in left:
            spreads[s] = [table.poisson[x][k] / alive[s] for x in range(left[s])]
        share: dict[int, list[list[float]]] = {}
        for s in others:
            # per node x and value v of my points: above + tie · x
            at = [0.0] * (limit + 1)
            for x, chance in enumerate(spreads[s]):
                at[points[s] + x] = chance
            above = [0.0] * (limit + 1)
            for v in range(limit - 1, -1, -1):
                above[v] = above[v + 1] + at[v + 1]
            share[s] = [[above[v] + at[v] * x for v in range(limit)] for x, _ in nodes]
        for going, hold in holds.items():
            rest = [s for s in others if s != going]
            win = 0.0
            for x, chance in enumerate(spreads[seat]):
                v = points[seat] + x
                for q, (_, node_weight) in enumerate(nodes):
                    product = chance * node_weight
                    for s in rest:
                        product *= share[s][q][v]
                    win += product
            total += weight * hold * alive[seat] * win
    return min(1.0, max(0.0, total))
