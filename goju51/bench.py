"""``goju51 bench``: how fast the rules engine plays random legal games through its public API."""

from __future__ import annotations

import argparse
import random
import sys
import time

from tqdm import tqdm

from goju51.engine import Game


def playout_rate(players: int, seconds: float, seed: int, progress: tqdm) -> tuple[float, float]:
    """Moves and games per second of uniform random legal playouts, for ``seconds``."""
    rng = random.Random(seed)
    moves = games = 0
    started = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        for _ in range(500):
            game = Game.new(players, seed=rng.getrandbits(32))
            while not game.is_over:
                game.apply(rng.choice(game.legal_moves()))
                moves += 1
        games += 500
        now = time.perf_counter() - started
        progress.update(min(now, seconds) - min(elapsed, seconds))
        elapsed = now
    return moves / elapsed, games / elapsed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="goju51 bench", description="Random legal playouts through the engine's public API."
    )
    parser.add_argument("--seconds", type=float, default=3.0, help="time per table size")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    sizes = (2, 4, 6)
    results = []
    with tqdm(
        total=args.seconds * len(sizes),
        unit="s",
        file=sys.stderr,
        disable=None,
        leave=False,
        bar_format="{l_bar}{bar}| {n:.0f}/{total:.0f} s",
    ) as progress:
        for players in sizes:
            progress.set_description(f"{players} players")
            results.append((players, *playout_rate(players, args.seconds, args.seed, progress)))
    print(f"{'players':>7} {'moves/s':>10} {'games/s':>9} {'moves/game':>10}")
    for players, moves_rate, games_rate in results:
        moves_per_game = moves_rate / games_rate
        print(f"{players:>7} {moves_rate:>10,.0f} {games_rate:>9,.0f} {moves_per_game:>10.1f}")
    return 0
