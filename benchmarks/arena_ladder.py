"""The level ladder: every level against every other, heads-up and 4-seat (two seats each,
A,B,A,B), plus Expert against three tuned greedies; prints Markdown tables.

    python benchmarks/arena_ladder.py --games 2000 --expert-games 1000 --jobs 2 --seed 1
"""

from __future__ import annotations

import argparse
import itertools
import sys

from goju51.games.japanese import Rules
from goju51.games.japanese.ai import LEVELS, REFERENCE_LEVEL
from goju51.lab.arena import Setup, run


def _cell(report: dict, level: str) -> str:
    stats = report["levels"][level]
    low, high = stats["ci95"]
    return f"{stats['win_share']:.1%} ({low:.1%}–{high:.1%})"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000, help="games per pairing")
    parser.add_argument(
        "--expert-games", type=int, default=1000, help="games per pairing that includes the expert"
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    levels = (*LEVELS, REFERENCE_LEVEL)
    timings: dict[str, list[float]] = {}
    for title, layout in (("Heads-up", (0, 1)), ("4 seats (A,B,A,B)", (0, 1, 0, 1))):
        print(f"\n### {title}: row level's win share against the column level (95 % CI)\n")
        print("| | " + " | ".join(levels) + " |")
        print("|---" * (len(levels) + 1) + "|")
        shares: dict[tuple[str, str], str] = {}
        for a, b in itertools.combinations(levels, 2):
            pair = (a, b)
            games = args.expert_games if "expert" in pair else args.games
            report = run(
                Setup("japanese", tuple(pair[i] for i in layout), Rules(), args.seed, None),
                games,
                args.jobs,
                progress=False,
            )
            shares[a, b] = _cell(report, a)
            shares[b, a] = _cell(report, b)
            for level in pair:
                stats = report["levels"][level]
                timings.setdefault(level, []).append(stats["decision_p95_ms"])
                timings.setdefault(level + " mean", []).append(stats["decision_mean_ms"])
            print(f"<!-- {title} {a}-{b}: {report['games']} games -->", file=sys.stderr)
        for a in levels:
            row = [shares.get((a, b), "—") for b in levels]
            print(f"| **{a}** | " + " | ".join(row) + " |")
        sys.stdout.flush()
    print("\n### Decision time over all ladder games (ms): worst pairing's mean and p95\n")
    print("| level | mean | p95 |\n|---|---|---|")
    for level in levels:
        print(f"| {level} | {max(timings[level + ' mean']):.2f} | {max(timings[level]):.2f} |")
    setup = Setup(
        "japanese",
        ("expert", REFERENCE_LEVEL, REFERENCE_LEVEL, REFERENCE_LEVEL),
        Rules(),
        args.seed,
        None,
    )
    report = run(setup, args.expert_games, args.jobs, progress=False)
    print(f"\n### Expert against three tuned greedies ({report['games']} games)\n")
    print(f"expert {_cell(report, 'expert')}, tuned {_cell(report, REFERENCE_LEVEL)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
