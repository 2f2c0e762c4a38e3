"""Decision times of every computer level of a game, mean and p95, at each level's own time
budget: the level plays arena games (duplicate deals, one process) against the game's first
reference level, heads-up and at the default table size; prints a Markdown table.

    nice -n 19 python benchmarks/decision_times.py --game chinese --games 8 --seed 1

Times are wall times of ``choose(view)``: on a busy machine a level with a time budget stops at
its budget with fewer samples, and the others get slower.
"""

from __future__ import annotations

import argparse
import sys

from goju51.games import DEFAULT_GAME, GAMES
from goju51.lab.arena import Setup, run


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=tuple(GAMES), default=DEFAULT_GAME)
    parser.add_argument("--games", type=int, default=8, help="games per level and table size")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    spec = GAMES[args.game]
    rules = spec.rules_type()
    against = spec.reference_levels[0]
    sizes = sorted({spec.players.start, spec.default_players})
    print(f"{spec.name}: decision times (ms) against {against}, {args.games} games a cell\n")
    print("| level | " + " | ".join(f"{n} players: mean, p95 (decisions)" for n in sizes) + " |")
    print("|---" * (len(sizes) + 1) + "|")
    for level in spec.all_levels:
        cells = []
        for players in sizes:
            seats = (level, *(against,) * (players - 1))
            report = run(Setup(args.game, seats, rules, args.seed, None), args.games, 1, False)
            stats = report["levels"][level]
            cells.append(
                f"{stats['decision_mean_ms']:.2f}, {stats['decision_p95_ms']:.2f}"
                f" ({stats['decisions']})"
            )
        print(f"| {level} | " + " | ".join(cells) + " |")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
