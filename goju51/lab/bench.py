"""``goju51 bench [--game ID]``: how fast a game's engine plays random legal games through its
public API (``legal_moves``, ``apply()``), the deal timed apart."""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from typing import Any

from tqdm import tqdm

from goju51.core.arguments import seconds
from goju51.core.spec import GameSpec
from goju51.games import DEFAULT_GAME, GAMES


@dataclass
class Rates:
    """Figures of random playouts at one table size."""

    moves_per_second: float  # in the playout loop (legal_moves, choice, apply), deals excluded
    games_per_second: float  # whole games, deals included
    deal_microseconds: float  # one Game.new, shuffle included
    moves_per_game: float


def playout_rates(
    spec: GameSpec, players: int, seconds: float, seed: int, progress: tqdm[Any]
) -> Rates:
    """Uniform random legal playouts through the public API for about ``seconds``.

    The deal and the playout loop are timed apart: a search plays out from positions it already
    has, so the loop's rate is the engine's speed, and dealing is reported on its own.
    """
    rng = random.Random(seed)
    rules = spec.rules_type()
    moves = games = 0
    dealing = playing = 0.0
    clock = time.perf_counter
    while dealing + playing < seconds:
        before = dealing + playing
        for _ in range(500):
            started = clock()
            game = spec.new_game(players, rules, rng.getrandbits(32), None)
            dealt = clock()
            while not game.is_over:
                game.apply(rng.choice(game.legal_moves))
                moves += 1
            dealing += dealt - started
            playing += clock() - dealt
        games += 500
        progress.update(min(dealing + playing, seconds) - min(before, seconds))
    return Rates(moves / playing, games / (dealing + playing), dealing / games * 1e6, moves / games)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="goju51 bench", description="Random legal playouts through the engine's public API."
    )
    parser.add_argument("--game", choices=tuple(GAMES), default=DEFAULT_GAME)
    parser.add_argument("--seconds", type=seconds, default=3.0, help="time per table size")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    spec = GAMES[args.game]
    sizes = (spec.players.start, spec.default_players, spec.players.stop - 1)
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
            rates = playout_rates(spec, players, args.seconds, args.seed, progress)
            results.append((players, rates))
    print(spec.name)
    print(f"{'players':>7} {'moves/s':>10} {'games/s':>9} {'deal µs':>8} {'moves/game':>10}")
    for players, rates in results:
        print(
            f"{players:>7} {rates.moves_per_second:>10,.0f} {rates.games_per_second:>9,.0f} "
            f"{rates.deal_microseconds:>8.1f} {rates.moves_per_game:>10.1f}"
        )
    print("moves/s: the playout loop (legal_moves, choice, apply); games/s: whole games, deals")
    print("included; one core, uniform random legal moves, main rules.")
    return 0
