"""The arena: many seeded games between computer levels, to measure them.

Luck is cut by duplicate deals: each deal is replayed once per seat rotation, so every level
plays every seat (and every hand) of it. A level's win share is its wins over the games it
sat in (counted per seat: a level holding two seats of a game counts twice); a game can have
several winners when players other than the stopper tie. The 95 % interval is Wilson's.

    python -m goju51 arena --seats expert,tuned --games 2000 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from dataclasses import dataclass, field

from tqdm import tqdm

from goju51.games.japanese import Game, Rules
from goju51.games.japanese.ai import LEVELS, REFERENCE_LEVEL, make_opponent
from goju51.games.japanese.ai.opponents import Opponent, Tuned


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (95 % by default)."""
    if trials == 0:
        return (0.0, 1.0)
    share = successes / trials
    denominator = 1 + z * z / trials
    centre = (share + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    return (centre - half / denominator, centre + half / denominator)


def make_player(spec: str, seed: int, time_budget: float | None) -> Opponent:
    """A level id, or ``tuned=N`` for the tuned greedy with Stop threshold N (for sweeps)."""
    level, _, threshold = spec.partition("=")
    opponent = make_opponent(level, seed, time_budget)
    if threshold:
        if not isinstance(opponent, Tuned):
            raise ValueError(f"only the tuned level takes a threshold, not {spec!r}")
        opponent.threshold = int(threshold)
    return opponent


@dataclass(frozen=True)
class Setup:
    seats: tuple[str, ...]
    rules: Rules
    seed: int
    time_budget: float | None


@dataclass
class GameRecord:
    lineup: tuple[str, ...]
    winners: frozenset[int]
    values: tuple[int, ...]
    turns: int
    times: list[list[float]] = field(default_factory=list)


def play_deal(setup: Setup, deal: int) -> list[GameRecord]:
    """One deal played once per rotation of the seats."""
    n = len(setup.seats)
    records = []
    for rotation in range(n):
        lineup = tuple(setup.seats[(seat + rotation) % n] for seat in range(n))
        game = Game.new(n, setup.rules, seed=setup.seed * 1_000_003 + deal)
        players = [
            make_player(
                spec, (setup.seed * 1_000_003 + deal) * 64 + rotation * 8 + seat, setup.time_budget
            )
            for seat, spec in enumerate(lineup)
        ]
        times: list[list[float]] = [[] for _ in range(n)]
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            started = time.perf_counter()
            move = players[seat].choose(view)
            times[seat].append(time.perf_counter() - started)
            game.apply(move)
        turns = game.turn_number - 1
        records.append(GameRecord(lineup, game.winners(), game.values(), turns, times))
    return records


def _play_deal_job(job: tuple[Setup, int]) -> tuple[int, list[GameRecord]]:
    return job[1], play_deal(*job)


@dataclass
class LevelStats:
    seats: int = 0
    wins: int = 0
    value_total: int = 0
    turns_total: int = 0
    times: list[float] = field(default_factory=list)

    def summary(self) -> dict:
        low, high = wilson_interval(self.wins, self.seats)
        times = sorted(self.times)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
        return {
            "seats_played": self.seats,
            "wins": self.wins,
            "win_share": self.wins / self.seats,
            "ci95": [low, high],
            "mean_value": self.value_total / self.seats,
            "mean_turns": self.turns_total / self.seats,
            "decisions": len(times),
            "decision_mean_ms": 1000 * statistics.fmean(times) if times else 0.0,
            "decision_p95_ms": 1000 * p95,
        }


def run(setup: Setup, games: int, jobs: int, progress: bool) -> dict:
    """Play at least ``games`` games (whole deals) and summarise each level."""
    n = len(setup.seats)
    deals = max(1, math.ceil(games / n))
    results: dict[int, list[GameRecord]] = {}
    jobs_list = [(setup, deal) for deal in range(deals)]
    bar = tqdm(
        total=deals * n,
        unit="game",
        file=sys.stderr,
        disable=not progress,
        mininterval=0.5 if sys.stderr.isatty() else 30.0,
    )
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for deal, records in pool.imap_unordered(_play_deal_job, jobs_list, chunksize=2):
                results[deal] = records
                bar.update(n)
    else:
        for job in jobs_list:
            deal, records = _play_deal_job(job)
            results[deal] = records
            bar.update(n)
    bar.close()
    stats: dict[str, LevelStats] = {}
    turns = []
    for deal in range(deals):
        for record in results[deal]:
            turns.append(record.turns)
            for seat, spec in enumerate(record.lineup):
                level = stats.setdefault(spec, LevelStats())
                level.seats += 1
                level.wins += seat in record.winners
                level.value_total += record.values[seat]
                level.turns_total += record.turns
                level.times.extend(record.times[seat])
    return {
        "seats": list(setup.seats),
        "rules": setup.rules.to_dict(),
        "seed": setup.seed,
        "games": len(turns),
        "deals": deals,
        "fair_share": 1 / n,
        "mean_turns": statistics.fmean(turns),
        "levels": {spec: level.summary() for spec, level in stats.items()},
    }


def format_report(report: dict) -> str:
    lines = [
        f"{report['games']} games ({report['deals']} deals × {len(report['seats'])} rotations), "
        f"seats {','.join(report['seats'])}, seed {report['seed']}, "
        f"mean game length {report['mean_turns']:.1f} turns, fair share "
        f"{report['fair_share']:.1%}",
        f"{'level':<10} {'win share':>9} {'95% CI':>15} {'value':>6} {'mean ms':>8} {'p95 ms':>7}",
    ]
    for spec, level in report["levels"].items():
        low, high = level["ci95"]
        lines.append(
            f"{spec:<10} {level['win_share']:>9.1%} {f'{low:.1%}–{high:.1%}':>15} "
            f"{level['mean_value']:>6.1f} {level['decision_mean_ms']:>8.2f} "
            f"{level['decision_p95_ms']:>7.2f}"
        )
    return "\n".join(lines)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="goju51 arena", description="Play computer levels against each other and measure them."
    )
    levels = ", ".join((*LEVELS, REFERENCE_LEVEL))
    parser.add_argument(
        "--seats",
        default="expert,tuned",
        help=f"comma-separated levels, one per seat (2–6): {levels}; "
        "'tuned=N' sets the tuned greedy's Stop threshold",
    )
    parser.add_argument("--games", type=int, default=400, help="games to play (whole deals)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print JSON, no progress bar")
    parser.add_argument(
        "--time-budget",
        type=float,
        default=None,
        help="seconds per decision for every level (default: each level's own)",
    )
    parser.add_argument("--jokers", type=int, choices=(0, 1), default=0)
    parser.add_argument("--flush-only", action="store_true")
    parser.add_argument("--exchange-or-pass", action="store_true")
    parser.add_argument("--dealer-starts", action="store_true")
    args = parser.parse_args(argv)
    args.seats = tuple(spec.strip() for spec in args.seats.split(","))
    if not 2 <= len(args.seats) <= 6:
        parser.error("--seats needs 2 to 6 levels")
    for spec in args.seats:
        try:
            make_player(spec, 0, None)
        except ValueError as error:
            parser.error(str(error))
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    return args


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    rules = Rules(
        jokers=args.jokers,
        dealer_starts=args.dealer_starts,
        final_round="exchange_or_pass" if args.exchange_or_pass else "normal",
        flush_only=args.flush_only,
    )
    setup = Setup(args.seats, rules, args.seed, args.time_budget)
    report = run(setup, args.games, args.jobs, progress=not args.json)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
