"""The hosting window's frame times with seven apps joined: a dice game of eight on loopback.

    python benchmarks/network_frames.py [--seconds 60] [--speed 3] [--size 1280x720]

The host is the game window (dummy video driver) at the flow's hosted table: its server pumped
each frame, a random legal move played for its own person whenever the table lets them. Seven
joining apps are separate processes (this script with ``--join``), each with its own asyncio
thread, playing a random legal move as soon as it is their turn. Prints the median, p95, p99
and worst frame time (events + update + draw + flip, before ``clock.tick`` waits), wall and
main-thread CPU, over the game or ``--seconds``, whichever ends first.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from frames import percentile

import goju51.app.network as network
from goju51.app.main import App, Options, parse_size
from goju51.app.saves import Setup
from goju51.app.store import HOME_VARIABLE
from goju51.app.table.base import TableBase
from goju51.host.messages import GameEnded, Moved, Play, Seated
from goju51.host.seats import Seat
from goju51.net.client import NetSeat
from goju51.tables import TABLES

GAME = "dice"
JOINED = 7
JOIN_SECONDS = 30.0
LEFT_STATES = ("lost", "denied", "replaced")


def join(address: str, code: str, seat: int) -> int:
    """A joining app without a window: sit in ``seat``, then play a random legal move at each
    turn until the game ends or the host goes away."""
    joined = NetSeat(address, GAME, app_version=network.APP_VERSION)
    rng = random.Random(seat)
    deadline = time.monotonic() + JOIN_SECONDS
    while joined.state != "lobby":
        if time.monotonic() > deadline or joined.state in LEFT_STATES:
            return 1
        time.sleep(0.01)
    joined.sit(code, seat, f"Player {seat + 1}")
    view, step = None, 0
    try:
        while joined.state not in LEFT_STATES:
            for message in joined.take():
                if isinstance(message, Seated | Moved):
                    view, step = message.view, message.step
                elif isinstance(message, GameEnded):
                    return 0
            if view is not None and view.is_my_turn and view.legal_moves:
                joined.send(Play(step, str(rng.choice(view.legal_moves))))
                view = None  # the host's answer comes before the next move
            time.sleep(0.005)
    finally:
        joined.close()
    return 0


def host_frames(
    size: tuple[int, int], speed: float, seconds: float
) -> tuple[list[float], list[float], int, bool]:
    """Wall and main-thread CPU seconds of each hosted frame, the moves played, and whether
    the game ended."""
    app = App(Options(game=GAME, size=size, menu=True, muted=True, seed=1), {GAME: TABLES[GAME]})
    flow = app.flow
    assert flow is not None
    app.context.settings.speed = speed
    seats = (Seat("Host"), *(Seat("") for _ in range(JOINED)))
    hosted = network.HostedGame(
        Setup(seats, game=GAME),
        set(range(1, JOINED + 1)),
        title="Host",
        bind=network.LOOPBACK,
        port=0,
        announce=False,
    )
    hosted.open()
    joiners = [
        subprocess.Popen(
            [sys.executable, __file__, "--join", hosted.addresses[0], hosted.code, str(seat)]
        )
        for seat in range(1, JOINED + 1)
    ]
    try:
        deadline = time.monotonic() + JOIN_SECONDS
        while not hosted.ready:
            if time.monotonic() > deadline:
                raise SystemExit("the joining apps did not all sit down: is loopback up?")
            hosted.pump()
            time.sleep(0.01)
        flow.play_hosted(hosted)
        rng = random.Random(1)
        clock = pygame.time.Clock()
        wall, cpu = [], []
        dt = 0.0
        end = time.monotonic() + seconds
        while flow.session is not None and time.monotonic() < end:
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.step(dt)
            table = app.stack.scenes[0]
            if isinstance(table, TableBase) and table.accepting_input:
                table.try_move(rng.choice(table.view.legal_moves))
            wall.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
            dt = clock.tick(60) / 1000
        assert hosted.server.host is not None
        return wall, cpu, hosted.server.host.step, flow.session is None
    finally:
        flow.open_menu()  # leaving the table closes the server: the joiners stop
        for joiner in joiners:
            try:
                joiner.wait(timeout=10)
            except subprocess.TimeoutExpired:
                joiner.kill()
        app.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--speed", type=float, default=3.0, help="animation speed multiplier")
    parser.add_argument("--seconds", type=float, default=60.0, help="longest run")
    parser.add_argument("--join", nargs=3, metavar=("ADDRESS", "CODE", "SEAT"), help="(internal)")
    args = parser.parse_args()
    if args.join:
        address, code, seat = args.join
        return join(address, code, int(seat))
    with tempfile.TemporaryDirectory() as home:
        os.environ[HOME_VARIABLE] = home  # the host's saves stay out of the player's folder
        wall, cpu, moves, ended = host_frames(parse_size(args.size), args.speed, args.seconds)
    print(
        f"hosting a dice game of {JOINED + 1}, {JOINED} apps joined on loopback: {len(wall)} "
        f"frames, {moves} moves at {args.size}, speed {args.speed}, "
        f"{'to the end of the game' if ended else f'{args.seconds:.0f} s of it'}, "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    for name, times in (("wall", wall), ("main-thread CPU", cpu)):
        ms = [t * 1000 for t in times]
        print(
            f"frame time ({name}): median {statistics.median(ms):.2f} ms, "
            f"p95 {percentile(ms, 0.95):.2f} ms, p99 {percentile(ms, 0.99):.2f} ms, "
            f"worst {max(ms):.2f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
