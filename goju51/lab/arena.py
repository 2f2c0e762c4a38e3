"""The arena: many seeded games between computer levels, to measure them.

Luck is cut by duplicate deals: each deal is replayed once per seat rotation, so every level
plays every seat (and every hand) of it. A level's win share is its wins over the games it
sat in (counted per seat: a level holding two seats of a game counts twice); a game can have
several winners when players other than the stopper tie. The 95 % interval is Wilson's.

With ``--match N`` each deal is a whole match to N (the game's match: wins, or points), its
hands dealt from the match's seed, so every rotation meets the same cards; the win share is
then the share of matches won. Points per hand and the margin over the other seats (with a
95 % interval over deals) are reported either way, and each game's own tallies (its spec's
``tallies``: calls, challenges, ...) are added up per level.

    python -m goju51 arena --game japanese --seats expert,tuned --games 2000 --seed 1 --jobs 2

Runs of slow levels take hours: with ``--record FILE`` each finished deal is written to FILE
as it ends, and the same command run again (after a crash, a kill or a shutdown) plays only
the deals the file lacks, then reports on them all. The file names the run, not the code that
played it: finish a run with the code that began it.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tqdm import tqdm

from goju51.core.arguments import seconds, whole_number
from goju51.games import DEFAULT_GAME, GAMES

MAX_GAMES = 1_000_000
"""More games than any measurement needs; the tally of a larger run would not fit memory."""


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (95 % by default)."""
    if trials == 0:
        return (0.0, 1.0)
    share = successes / trials
    denominator = 1 + z * z / trials
    centre = (share + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    return (centre - half / denominator, centre + half / denominator)


def mean_interval(samples: list[float], z: float = 1.959964) -> tuple[float, float]:
    """Normal-approximation 95 % interval of the mean of ``samples`` (independent deals)."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return (-math.inf, math.inf)
    half = z * statistics.stdev(samples) / math.sqrt(len(samples))
    return (mean - half, mean + half)


@dataclass(frozen=True)
class Setup:
    game: str
    seats: tuple[str, ...]
    rules: Any
    seed: int
    time_budget: float | None
    match: int | None = None
    """Play each deal as a match to this target (None: single games)."""


@dataclass
class GameRecord:
    lineup: tuple[str, ...]
    winners: frozenset[int]
    scores: tuple[int, ...]
    moves: int
    times: list[list[float]] = field(default_factory=list)
    hands: int = 1
    """Games played for this record: more than one in a match."""
    tallies: list[Counter[str]] = field(default_factory=list)
    """Per seat, the game's own counters (``GameSpec.tallies``) added up over its games."""

    def to_json(self) -> dict[str, Any]:
        return {
            "lineup": self.lineup,
            "winners": sorted(self.winners),
            "scores": self.scores,
            "moves": self.moves,
            "times": self.times,
            "hands": self.hands,
            "tallies": [dict(counts) for counts in self.tallies],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        return cls(
            tuple(data["lineup"]),
            frozenset(data["winners"]),
            tuple(data["scores"]),
            data["moves"],
            data["times"],
            data["hands"],
            [Counter(counts) for counts in data["tallies"]],
        )


class RunRecord:
    """The deals of one run finished so far, kept in a JSON-lines file: a first line naming
    the run (game, seats, rules, seed, budget, match), then one line per finished deal. A line
    cut short by a kill is dropped when the file is opened again."""

    def __init__(self, path: Path, setup: Setup) -> None:
        """Opens ``path`` for ``setup``, creating it; a file of another run is refused
        (``ValueError``) so that two runs never mix."""
        self.path = path
        self.deals: dict[int, list[GameRecord]] = {}
        """Every deal found in the file, by deal number."""
        header = {
            "game": setup.game,
            "seats": list(setup.seats),
            "rules": setup.rules.to_dict(),
            "seed": setup.seed,
            "time_budget": setup.time_budget,
            "match": setup.match,
        }
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        lines = text.splitlines(keepends=True)
        if lines and not lines[-1].endswith("\n"):
            lines.pop()
            path.write_text("".join(lines), encoding="utf-8")
        if not lines:
            path.write_text(json.dumps(header) + "\n", encoding="utf-8")
            return
        for number, line in enumerate(lines, start=1):
            try:
                data = json.loads(line)
                if number == 1 and data != header:
                    raise ValueError(
                        f"{path} records another run ({line.strip()}); give this run a file "
                        "of its own"
                    )
                if number > 1:
                    self.deals[data["deal"]] = [GameRecord.from_json(r) for r in data["records"]]
            except (KeyError, TypeError, json.JSONDecodeError) as error:
                raise ValueError(
                    f"{path}, line {number}, is not an arena record: {error!r}"
                ) from None

    def add(self, deal: int, records: list[GameRecord]) -> None:
        """Write a finished deal through to the disk."""
        line = json.dumps({"deal": deal, "records": [r.to_json() for r in records]})
        with self.path.open("a", encoding="utf-8") as file:
            file.write(line + "\n")
            file.flush()
            os.fsync(file.fileno())
        self.deals[deal] = records


def play_out(game: Any, players: list[Any], times: list[list[float]]) -> None:
    """Let the computer ``players`` (one per seat) finish ``game``, timing every decision."""
    while not game.is_over:
        seat = game.current_player
        view = game.view(seat)
        started = time.perf_counter()
        move = players[seat].choose(view)
        times[seat].append(time.perf_counter() - started)
        game.apply(move)


def play_deal(setup: Setup, deal: int) -> list[GameRecord]:
    """One deal played once per rotation of the seats."""
    spec = GAMES[setup.game]
    n = len(setup.seats)
    records = []
    for rotation in range(n):
        lineup = tuple(setup.seats[(seat + rotation) % n] for seat in range(n))
        players = [
            spec.make_opponent(
                level,
                (setup.seed * 1_000_003 + deal) * 64 + rotation * 8 + seat,
                setup.time_budget,
                None,
            )
            for seat, level in enumerate(lineup)
        ]
        times: list[list[float]] = [[] for _ in range(n)]
        tallies: list[Counter[str]] = [Counter() for _ in range(n)]
        if setup.match is None:
            game = spec.new_game(n, setup.rules, setup.seed * 1_000_003 + deal, None)
            play_out(game, players, times)
            for seat in range(n):
                tallies[seat].update(spec.tallies(game, seat))
            outcome = game.outcome()
            assert outcome is not None
            records.append(
                GameRecord(
                    lineup, outcome.winners, outcome.scores, len(game.history), times, 1, tallies
                )
            )
            continue
        match = spec.new_match(n, setup.rules, setup.match, setup.seed * 1_000_003 + deal)
        moves = hands = 0
        points = [0] * n
        while not match.is_over:
            game = match.new_game()
            play_out(game, players, times)
            match.record(game)
            for seat, score in enumerate(game.outcome().scores):
                points[seat] += score
                tallies[seat].update(spec.tallies(game, seat))
            moves += len(game.history)
            hands += 1
        totals = match.scores()
        top = max(totals)
        winners = frozenset(seat for seat, total in enumerate(totals) if total == top)
        records.append(GameRecord(lineup, winners, tuple(points), moves, times, hands, tallies))
    return records


def _play_deal_job(job: tuple[Setup, int]) -> tuple[int, list[GameRecord]]:
    return job[1], play_deal(*job)


@dataclass
class LevelStats:
    seats: int = 0
    wins: int = 0
    score_total: int = 0
    moves_total: int = 0
    times: list[float] = field(default_factory=list)
    hands: int = 0
    margins: list[float] = field(default_factory=list)
    """Per deal: this level's points per hand minus the other seats' average, over its seats."""
    tallies: Counter[str] = field(default_factory=Counter)

    def summary(self) -> dict[str, Any]:
        low, high = wilson_interval(self.wins, self.seats)
        times = sorted(self.times)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
        return {
            "seats_played": self.seats,
            "wins": self.wins,
            "win_share": self.wins / self.seats,
            "ci95": [low, high],
            "mean_score": self.score_total / self.seats,
            "mean_moves": self.moves_total / self.seats,
            "decisions": len(times),
            "decision_mean_ms": 1000 * statistics.fmean(times) if times else 0.0,
            "decision_p95_ms": 1000 * p95,
            "hands": self.hands,
            "points_per_hand": self.score_total / max(1, self.hands),
            "margin_per_hand": statistics.fmean(self.margins),
            "margin_ci95": mean_interval(self.margins),
            "tallies": dict(sorted(self.tallies.items())),
        }


def run(
    setup: Setup, games: int, jobs: int, progress: bool, kept: RunRecord | None = None
) -> dict[str, Any]:
    """Play at least ``games`` games (whole deals) and summarise each level; the deals already
    ``kept`` are not played again, and each new one is added to them."""
    n = len(setup.seats)
    deals = max(1, math.ceil(games / n))
    results = {deal: r for deal, r in (kept.deals if kept else {}).items() if deal < deals}
    jobs_list = [(setup, deal) for deal in range(deals) if deal not in results]
    bar = tqdm(
        initial=len(results) * n,
        total=deals * n,
        unit="game" if setup.match is None else "match",
        file=sys.stderr,
        disable=not progress,
        mininterval=0.5 if sys.stderr.isatty() else 30.0,
    )

    def finished(deal: int, records: list[GameRecord]) -> None:
        results[deal] = records
        if kept:
            kept.add(deal, records)
        bar.update(n)

    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for deal, records in pool.imap_unordered(_play_deal_job, jobs_list, chunksize=2):
                finished(deal, records)
    else:
        for job in jobs_list:
            finished(*_play_deal_job(job))
    bar.close()
    stats: dict[str, LevelStats] = {}
    moves = []
    for deal in range(deals):
        margins: dict[str, list[float]] = {}
        for record in results[deal]:
            moves.append(record.moves)
            total = sum(record.scores)
            for seat, name in enumerate(record.lineup):
                level = stats.setdefault(name, LevelStats())
                level.seats += 1
                level.wins += seat in record.winners
                level.score_total += record.scores[seat]
                level.moves_total += record.moves
                level.times.extend(record.times[seat])
                level.hands += record.hands
                level.tallies.update(record.tallies[seat])
                others = (total - record.scores[seat]) / (n - 1)
                margins.setdefault(name, []).append((record.scores[seat] - others) / record.hands)
        for name, values in margins.items():
            stats[name].margins.append(statistics.fmean(values))
    return {
        "game": setup.game,
        "seats": list(setup.seats),
        "rules": setup.rules.to_dict(),
        "seed": setup.seed,
        "games": len(moves),
        "deals": deals,
        "match": setup.match,
        "fair_share": 1 / n,
        "mean_moves": statistics.fmean(moves),
        "levels": {name: level.summary() for name, level in stats.items()},
    }


def format_report(report: dict[str, Any]) -> str:
    played = "games" if report.get("match") is None else f"matches to {report['match']}"
    unit = "game" if report.get("match") is None else "match"
    lines = [
        f"{GAMES[report['game']].name}: {report['games']} {played} ({report['deals']} deals × "
        f"{len(report['seats'])} rotations), seats {','.join(report['seats'])}, seed "
        f"{report['seed']}, mean game length {report['mean_moves']:.1f} moves, fair share "
        f"{report['fair_share']:.1%}",
        f"{'level':<10} {'win share':>9} {'95% CI':>15} {'score':>6} {'mean ms':>8} {'p95 ms':>7}"
        f" {'pts/hand':>8} {'margin/hand (95% CI)':>24}",
    ]
    for name, level in report["levels"].items():
        low, high = level["ci95"]
        margin_low, margin_high = level["margin_ci95"]
        margin = f"{level['margin_per_hand']:+.2f} ({margin_low:+.2f} to {margin_high:+.2f})"
        lines.append(
            f"{name:<10} {level['win_share']:>9.1%} {f'{low:.1%}–{high:.1%}':>15} "
            f"{level['mean_score']:>6.1f} {level['decision_mean_ms']:>8.2f} "
            f"{level['decision_p95_ms']:>7.2f} {level['points_per_hand']:>8.2f} "
            f"{margin:>24}"
        )
    for name, level in report["levels"].items():
        if level["tallies"]:
            counts = format_tallies(level["tallies"], level["seats_played"], unit)
            lines.append(f"{name:<10} {counts}")
    return "\n".join(lines)


def format_tallies(tallies: dict[str, int], seats: int, unit: str = "game") -> str:
    """A game's counters in one line: ``X_won`` beside ``X`` as a success rate (won/made,
    lost), any other counter as an average over the ``seats`` played (games or matches)."""
    parts = []
    for key, count in tallies.items():
        won = tallies.get(f"{key}_won")
        if won is not None:
            rate = f"{won / count:.0%}" if count else "–"
            parts.append(f"{key} won {won}/{count} ({rate}), lost {count - won}")
        elif not key.endswith("_won") or key[: -len("_won")] not in tallies:
            parts.append(f"{key} {count / seats:.2f}/{unit}")
    return "; ".join(parts)


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Read ``--game`` first, then that game's seats, levels and rule switches."""
    chooser = argparse.ArgumentParser(add_help=False)
    chooser.add_argument("--game", choices=tuple(GAMES), default=DEFAULT_GAME)
    spec = GAMES[chooser.parse_known_args(argv)[0].game]
    parser = argparse.ArgumentParser(
        prog="goju51 arena",
        description="Play computer levels against each other and measure them.",
        parents=[chooser],
    )
    parser.add_argument(
        "--seats",
        default=f"{spec.levels[-1]},{spec.reference_levels[0]}",
        help=f"comma-separated levels, one per seat ({spec.players_text()}): "
        f"{', '.join(spec.all_levels)}",
    )
    parser.add_argument(
        "--games",
        type=whole_number(1, MAX_GAMES),
        default=400,
        help="games to play (whole deals)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--match",
        type=whole_number(1, 1_000_000),
        default=None,
        metavar="N",
        help="play each deal as a whole match to N (the game's count: wins or points); "
        "the win share is then of matches",
    )
    parser.add_argument("--jobs", type=whole_number(1, 64), default=1, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print JSON, no progress bar")
    parser.add_argument(
        "--time-budget",
        type=seconds,
        default=None,
        help="seconds per decision for every level (default: each level's own)",
    )
    parser.add_argument(
        "--record",
        type=Path,
        default=None,
        metavar="FILE",
        help="write each finished deal to FILE; run the same command again to finish an "
        "interrupted run (only the deals FILE lacks are played)",
    )
    spec.rule_options.add(parser)
    args = parser.parse_args(argv)
    args.seats = tuple(level.strip() for level in args.seats.split(","))
    if len(args.seats) not in spec.players:
        parser.error(f"--seats needs {spec.players_text()} levels")
    for level in args.seats:
        try:
            spec.make_opponent(level, 0, None, None)
        except ValueError as error:
            parser.error(str(error))
    args.rules = spec.rule_options.rules(args)
    try:
        spec.new_match(len(args.seats), args.rules, args.match, 0)
    except ValueError as error:
        parser.error(f"--match {args.match}: {error}")
    return args


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    setup = Setup(args.game, args.seats, args.rules, args.seed, args.time_budget, args.match)
    try:
        kept = RunRecord(args.record, setup) if args.record else None
    except (OSError, ValueError) as error:
        print(f"goju51 arena: error: {error}", file=sys.stderr)
        return 2
    report = run(setup, args.games, args.jobs, progress=not args.json, kept=kept)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
