"""The heads-up equilibrium of a round of 51 (dice), by CFR+; run offline, shipped as data.

The model: two players, zero-sum, the payoff the other player's points minus one's own. The
player about to roll at standing ``s`` (ladder code, or -1 at a round's start) rolls: a 21
(2/36) is worth +1, a 51 (2/36) +4 (the target accepts: double or quits loses on average, and
announcing 51 instead of rolling loses 4 · 34/36 − 4 · 2/36). Any other result ``d`` stays
hidden and the roller announces ``a ≥ s``; the other player doubts (a point to whoever was wrong) or
believes and becomes the roller at standing ``a``, worth ``W(a)`` to them.

Whoever takes points begins the next round, worth ``START`` to them, so a point costs
``1 - START`` in all (and a 51's four ``4 - START``); ``START`` is found by solving again.

``W(s)`` is solved from double 6 down; the loop through announcing ``a = s`` again is a fixed
point, found by iterating. Each standing is a small Bayesian game (19 hidden types, up to 19
announcements, doubt or believe per announcement) solved with CFR+ and linear averaging.

    python -m goju51.games.dice.ai.solve > goju51/games/dice/ai/equilibrium_data.py
"""

from __future__ import annotations

import sys
from typing import Any

from goju51.games.dice.results import CHANCE_36, NUM_LADDER

PROB = [CHANCE_36[d] / 36 for d in range(NUM_LADDER)]


def solve_standing(
    s: int, values: list[float], iterations: int, start: float = 0.0
) -> tuple[list[list[float]], list[float], float]:
    """CFR+ on the game at standing ``s`` with ``values[a]`` the worth of rolling at ``a``.

    Returns the average announcement strategy ``[d][a - low]``, the average doubt chance per
    announcement and the roller's value (specials included)."""
    low = max(s, 0)
    actions = list(range(low, NUM_LADDER))
    k = len(actions)
    types = range(NUM_LADDER)
    regret = [[0.0] * k for _ in types]
    average = [[0.0] * k for _ in types]
    q_regret = [[0.0, 0.0] for _ in range(k)]  # doubt, believe
    q_average = [[0.0, 0.0] for _ in range(k)]
    point = 1.0 - start
    win = [[point if d >= a else -point for a in actions] for d in types]
    believe = [-values[a] for a in actions]
    for t in range(1, iterations + 1):
        # current strategies
        doubt = []
        for j in range(k):
            r0, r1 = q_regret[j]
            total = r0 + r1
            doubt.append(r0 / total if total > 0 else 0.5)
        sigma = []
        for d in types:
            row = regret[d]
            total = sum(row)
            sigma.append([x / total for x in row] if total > 0 else [1.0 / k] * k)
        # the roller's regrets
        for d in types:
            wins = win[d]
            utility = [doubt[j] * wins[j] + (1.0 - doubt[j]) * believe[j] for j in range(k)]
            strategy = sigma[d]
            value = sum(strategy[j] * utility[j] for j in range(k))
            row = regret[d]
            for j in range(k):
                row[j] = max(0.0, row[j] + utility[j] - value)
            avg = average[d]
            for j in range(k):
                avg[j] += t * strategy[j]
        # the responder's regrets (its payoff is minus the roller's)
        for j in range(k):
            reach_doubt = 0.0
            reach_believe = 0.0
            for d in types:
                weight = PROB[d] * sigma[d][j]
                reach_doubt -= weight * win[d][j]
                reach_believe -= weight * believe[j]
            value = doubt[j] * reach_doubt + (1.0 - doubt[j]) * reach_believe
            r = q_regret[j]
            r[0] = max(0.0, r[0] + reach_doubt - value)
            r[1] = max(0.0, r[1] + reach_believe - value)
            q_average[j][0] += t * doubt[j]
            q_average[j][1] += t * (1.0 - doubt[j])
    announce_avg = []
    for d in types:
        total = sum(average[d])
        announce_avg.append([x / total for x in average[d]])
    doubt_avg = [qa[0] / (qa[0] + qa[1]) for qa in q_average]
    game_value = 0.0
    for d in types:
        for j in range(k):
            u = doubt_avg[j] * win[d][j] + (1.0 - doubt_avg[j]) * believe[j]
            game_value += PROB[d] * announce_avg[d][j] * u
    specials = (2 * (1.0 - start) + 2 * (4.0 - start)) / 36
    return announce_avg, doubt_avg, specials + game_value


def solve(
    iterations: int = 1000, rounds: int = 8, passes: int = 4
) -> tuple[dict[int, tuple[Any, Any, float]], float]:
    """Every standing's equilibrium, and ``start``: what beginning a round is worth.

    Whoever takes points begins the next round, which is worth ``start`` to them: a point
    costs ``1 - start`` in all. ``start`` is the value of rolling at a round's start, found by
    solving again with the last value (``passes`` times)."""
    start = 0.0
    table: dict[int, tuple[Any, Any, float]] = {}
    for _ in range(passes):
        values = [0.0] * NUM_LADDER
        for s in range(NUM_LADDER - 1, -2, -1):
            guess = 0.0
            for _ in range(rounds if s >= 0 else 1):
                if s >= 0:
                    values[s] = guess
                result = solve_standing(s, values, iterations, start)
                guess = result[2]
            if s >= 0:
                values[s] = guess
            table[s] = result
        start = table[-1][2]
        print(f"# start worth {start:.4f}; values {[round(v, 3) for v in values]}", file=sys.stderr)
    return table, start


def render(
    announce: list[list[list[float]]], doubt: list[list[float]], values: list[float], start: float
) -> str:
    """The data module's text: chances in thousandths, one line per standing and roll."""

    def row(numbers: list[float]) -> str:
        return " ".join(f"{round(x * 1000):03d}" for x in numbers)

    lines = [
        '"""The heads-up equilibrium of a round, from ``solve.py`` (generated; do not edit).',
        "",
        "``ANNOUNCE[s + 1][d]``: the chances of announcing each ladder code from ``max(s, 0)`` up,",
        "holding ladder code ``d`` at standing ``s`` (-1 at a round's start);",
        "``DOUBT[s + 1][a - max(s, 0)]``: the chance of doubting ``a`` announced over ``s``;",
        "``VALUE[s + 1]``: what being about to roll at standing ``s`` is worth; ``START``: what",
        'beginning a round is worth (so a point costs ``1 - START`` in all)."""',
        "",
        "",
        "def _rows(text: str) -> tuple[tuple[float, ...], ...]:",
        '    """Rows of numbers written in thousandths, one row a line."""',
        "    return tuple(",
        "        tuple(int(word) / 1000 for word in line.split())"
        + ' for line in text.split("\\n") if line',
        "    )",
        "",
        "",
        f"START = {start:.4f}",
        "",
        "_VALUE = _rows(",
        '    """',
        row(values[:10]),
        row(values[10:]),
        '"""',
        ")",
        "VALUE: tuple[float, ...] = _VALUE[0] + _VALUE[1]",
        "",
        "DOUBT: tuple[tuple[float, ...], ...] = _rows(",
        '    """',
        *(row(numbers) for numbers in doubt),
        '"""',
        ")",
        "",
        "_ANNOUNCE = _rows(",
        '    """',
        *(row(numbers) for rows in announce for numbers in rows),
        '"""',
        ")",
        "",
        "ANNOUNCE: tuple[tuple[tuple[float, ...], ...], ...] = tuple(",
        "    _ANNOUNCE[19 * s : 19 * s + 19] for s in range(20)",
        ")",
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    table, start = solve()
    announce = [table[s][0] for s in range(-1, NUM_LADDER)]
    doubt = [table[s][1] for s in range(-1, NUM_LADDER)]
    values = [table[s][2] for s in range(-1, NUM_LADDER)]
    print(render(announce, doubt, values, start), end="")


if __name__ == "__main__":
    main()
