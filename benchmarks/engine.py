"""Engine speed: random legal playouts through the public API, for 2, 4 and 6 players.

Run: ``python benchmarks/engine.py`` (same as ``python -m goju51 bench``); ``--seconds N``.

Before and after, in the same run: ``python benchmarks/engine.py --compare FOLDER`` times this
checkout's engine against the one in ``FOLDER/goju51`` (say, last commit's, exported with
``git archive HEAD goju51 | tar -x -C FOLDER``), in alternating rounds of the same seeded games
on this thread's CPU clock, and prints both engines' rates, with and without the deal, and their
ratio.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tqdm import tqdm

from goju51.core.arguments import whole_number
from goju51.core.spec import GameSpec
from goju51.games import DEFAULT_GAME, GAMES
from goju51.lab.bench import main as bench_main


def is_project_module(name: str) -> bool:
    return name == "goju51" or name.startswith("goju51.")


def spec_from_folder(folder: Path, game_id: str) -> GameSpec:
    """``game_id``'s registry entry as defined by the ``goju51`` package inside ``folder``.

    That package is imported under the same module names as this checkout's, so its modules
    are put in ``sys.modules`` only while it loads, then taken out again and this checkout's
    put back: each engine keeps running its own code.
    """
    ours = {name: module for name, module in sys.modules.items() if is_project_module(name)}
    for name in ours:
        del sys.modules[name]
    sys.path.insert(0, str(folder))
    try:
        games = importlib.import_module("goju51.games")
        if not Path(games.__file__ or "").resolve().is_relative_to(folder.resolve()):
            raise SystemExit(f"goju51 was imported from {games.__file__}, not from {folder}")
        spec: GameSpec = games.GAMES[game_id]
    finally:
        sys.path.remove(str(folder))
        for name in [name for name in sys.modules if is_project_module(name)]:
            del sys.modules[name]
        sys.modules.update(ours)
    return spec


@dataclass
class Round:
    """One engine's CPU seconds on one round's games."""

    dealing: float  # the deals alone
    whole: float  # the same deals again, then every game played out
    games: int
    moves: int

    def figures(self) -> tuple[float, float, float, float]:
        """Games/s with the deal, games/s and moves/s without it, one deal's µs."""
        playing = self.whole - self.dealing
        per_game = self.dealing / self.games
        return self.games / self.whole, self.games / playing, self.moves / playing, per_game * 1e6


def play_round(spec: GameSpec, players: int, seeds: list[int]) -> Round:
    """Deal a game per seed, then deal and play each out with uniform random legal moves through
    the public API, timed by this thread's CPU clock: the time a shared machine gives to other
    work does not count, so two engines measured in turn compare fairly."""
    rules = spec.rules_type()
    clock = time.thread_time
    started = clock()
    for seed in seeds:
        spec.new_game(players, rules, seed, None)
    dealt = clock()
    choices = random.Random(seeds[0])
    moves = 0
    for seed in seeds:
        game = spec.new_game(players, rules, seed, None)
        while not game.is_over:
            game.apply(choices.choice(game.legal_moves))
            moves += 1
    return Round(dealt - started, clock() - dealt, len(seeds), moves)


def compare(args: argparse.Namespace) -> None:
    """Alternate rounds of this checkout's engine and ``args.compare``'s on the same seeded
    games, and print the median figures and their ratio (the median, so a round disturbed by
    other work on the machine does not count)."""
    engines = {
        "this checkout": GAMES[args.game],
        str(args.compare): spec_from_folder(args.compare, args.game),
    }
    rounds: dict[str, list[Round]] = {name: [] for name in engines}
    seeds = random.Random(args.seed)
    for number in tqdm(range(args.rounds), desc="rounds", file=sys.stderr, disable=None):
        games = [seeds.getrandbits(32) for _ in range(args.games)]
        for name in list(engines) if number % 2 == 0 else list(reversed(engines)):
            rounds[name].append(play_round(engines[name], args.players, games))
    print(
        f"{engines['this checkout'].name}, {args.players} players, {args.rounds} alternating "
        f"rounds of the same {args.games} random games, CPU time (medians)"
    )
    print(row("", ("games/s", "games/s", "moves/s", "one deal")))
    print(row("engine", ("deals in", "no deals", "no deals", "µs")))
    medians = {
        name: [
            statistics.median(column) for column in zip(*(r.figures() for r in played), strict=True)
        ]
        for name, played in rounds.items()
    }
    for name, figures in medians.items():
        print(row(name, (*(f"{figure:,.0f}" for figure in figures[:3]), f"{figures[3]:.1f}")))
    ours, theirs = medians.values()
    rate_ratios = [f"{mine / other:.2f}×" for mine, other in zip(ours[:3], theirs[:3], strict=True)]
    print(row("speed-up (this over other)", (*rate_ratios, f"{theirs[3] / ours[3]:.2f}×")))


def row(label: str, cells: Sequence[str]) -> str:
    return f"{label:<28}" + "".join(f"{cell:>11}" for cell in cells)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        description="Engine speed; with --compare, this checkout's engine against another's."
    )
    parser.add_argument("--compare", type=Path, metavar="FOLDER", help="holds another goju51/")
    parser.add_argument("--game", choices=tuple(GAMES), default=DEFAULT_GAME)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rounds", type=whole_number(2, 1000), default=30)
    parser.add_argument("--games", type=whole_number(1, 10**6), default=2000, help="per round")
    parser.add_argument("--seed", type=int, default=1)
    args, _ = parser.parse_known_args(argv)
    if args.compare is None:
        return bench_main(argv)
    args = parser.parse_args(argv)
    if not (args.compare / "goju51" / "__init__.py").is_file():
        parser.error(f"no goju51 package in {args.compare}")
    if args.players not in GAMES[args.game].players:
        sizes = GAMES[args.game].players
        parser.error(f"{GAMES[args.game].name} is for {sizes.start} to {sizes.stop - 1} players")
    compare(args)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
