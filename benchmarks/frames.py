"""Frame times of the game window: a fast computer-only game, animations on, dummy video driver.

    python benchmarks/frames.py [--game chinese] [--size 1920x1080] [--speed 3] [--level expert]

Prints the median, p95, p99 and worst frame time (events + update + draw + flip, the work the
loop does before ``clock.tick`` waits) over one whole game paced at 60 Hz like the real loop,
and the time to first frame: a fresh ``python -m goju51 play --frames 1`` process, from launch
to exit, so imports, window, card art and the first frame are all included.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from tqdm import tqdm

from goju51.app.main import App, Options, parse_size
from goju51.app.table.base import TableBase
from goju51.games import DEFAULT_GAME
from goju51.tables import TABLES


def first_frame_seconds(size: str, game: str, runs: int = 3) -> list[float]:
    """Wall time of launching the game from source until its first frame is shown and it quits."""
    command = [
        sys.executable,
        "-m",
        "goju51",
        "play",
        "--quick",
        "--game",
        game,
        "--frames",
        "1",
        "--size",
        size,
        "--mute",
    ]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, env=os.environ.copy())
        times.append(time.perf_counter() - start)
    return times


def frame_times(
    size: tuple[int, int], speed: float, level: str, seed: int, game: str = DEFAULT_GAME
) -> tuple[list[float], list[float], list[float]]:
    """Wall and main-thread CPU seconds per frame for one computer-only game, paced by
    ``clock.tick(60)``, and the wall seconds of the frames drawn while an animation ran (a deal,
    a card in flight, the dice cup shaken). CPU time leaves out waits for the core (other
    processes) and for the GIL (the opponents' thread), so the two together tell the app's
    cost from the machine's."""
    app = App(
        Options(
            game=game, size=size, seed=seed, speed=speed, level=level, autoplay=True, muted=True
        ),
        TABLES,
    )
    table = app.stack.scenes[0]
    assert isinstance(table, TableBase)
    clock = pygame.time.Clock()
    wall, cpu, animating = [], [], []
    dt = 0.0
    with tqdm(desc="one game", unit=" frames", file=sys.stderr, leave=False, disable=None) as bar:
        while not (table.view.is_over and not table.animating):
            moving = table.animating
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.step(dt)
            wall.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
            if moving:
                animating.append(wall[-1])
            dt = clock.tick(60) / 1000
            bar.update()
    app.close()
    return wall, cpu, animating


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--speed", type=float, default=3.0, help="animation speed multiplier")
    parser.add_argument("--game", choices=tuple(TABLES), default=DEFAULT_GAME)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    first = first_frame_seconds(args.size, args.game)
    wall, cpu, animating = frame_times(
        parse_size(args.size), args.speed, args.level, args.seed, args.game
    )
    print(
        f"{args.game}: {len(wall)} frames at {args.size}, speed {args.speed}, "
        f"{args.level} opponents, "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    for name, times in (("wall", wall), ("main-thread CPU", cpu), ("wall, animating", animating)):
        ms = [t * 1000 for t in times]
        print(
            f"frame time ({name}): median {statistics.median(ms):.2f} ms, "
            f"p95 {percentile(ms, 0.95):.2f} ms, p99 {percentile(ms, 0.99):.2f} ms, "
            f"worst {max(ms):.2f} ms"
        )
    print(
        f"time to first frame (launch to exit, {len(first)} runs): "
        f"best {min(first):.2f} s, median {statistics.median(first):.2f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
