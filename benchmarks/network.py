"""Network play on loopback: how long from a move sent by one joined app until another joined
app has it, p50 and p99, with the host pumped as the window pumps it (once a 60 Hz frame) and
as fast as it can (the transport alone).

Run: ``python benchmarks/network.py [--game dice] [--moves 400]``. Two apps join a hosted
game over WebSockets on 127.0.0.1 (threads of this process, each with its own asyncio loop,
as each app has); the first plays every one of its moves, the second only watches.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tqdm import tqdm

from goju51.core.arguments import whole_number
from goju51.games import GAMES
from goju51.host.host import Host
from goju51.host.messages import GameEnded, Moved, NextGame, Play, Seated
from goju51.host.thinking import Worker
from goju51.net.client import NetSeat
from goju51.net.server import NetServer

APP = "benchmark"


def wait(condition, pump, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit("timed out: is the loopback interface up?")
        pump()
        time.sleep(0.001)


def measure(game: str, moves: int, frame: float) -> list[float]:
    """Seconds from each move sent by the mover until the watcher received it."""
    spec = GAMES[game]
    server = NetServer(spec, [None, None], app_version=APP, bind="127.0.0.1")
    server.start()
    address = f"127.0.0.1:{server.port}"
    mover, watcher = (NetSeat(address, game, app_version=APP) for _ in range(2))
    wait(lambda: mover.state == watcher.state == "lobby", server.pump)
    mover.sit(server.code, 0, "Mover")
    watcher.sit(server.code, 1, "Watcher")
    wait(lambda: mover.state == watcher.state == "seated", server.pump)
    match = spec.new_match(2, spec.rules_type(), 10**6, 1)
    host = Host(spec, match, match.new_game(), server.seats(), worker=Worker(), seed=1)
    server.begin(host)
    rng = random.Random(1)
    views = {}
    sent: dict[int, float] = {}
    delays: list[float] = []
    progress = tqdm(total=moves, desc=f"{game}, host pumped every {frame * 1000:.0f} ms")
    next_frame = time.perf_counter()
    try:
        while len(delays) < moves:
            now = time.perf_counter()
            if now >= next_frame:
                server.pump()
                host.update()
                next_frame = now + frame
            for seat, client in ((0, mover), (1, watcher)):
                for message in client.take():
                    if isinstance(message, Moved) and seat == 1 and message.step in sent:
                        delays.append(time.perf_counter() - sent.pop(message.step))
                        progress.update()
                    if isinstance(message, Seated | Moved):
                        views[seat] = (message.step, message.view)
                    if isinstance(message, GameEnded) and seat == 0 and not message.match_over:
                        mover.send(NextGame(message.step))
            for seat, client in ((0, mover), (1, watcher)):
                step, view = views.get(seat, (None, None))
                if view is not None and view.is_my_turn and view.legal_moves:
                    sent[step + 1] = time.perf_counter()
                    client.send(Play(step, str(rng.choice(view.legal_moves))))
                    views.pop(seat)
            time.sleep(0.0002)
    finally:
        progress.close()
        mover.close()
        watcher.close()
        server.close()
        host.close()
    return delays


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="dice")
    parser.add_argument("--moves", type=whole_number(10, 100_000), default=400)
    args = parser.parse_args()
    for frame in (1 / 60, 0.0):
        delays = sorted(measure(args.game, args.moves, frame))
        p50 = statistics.median(delays) * 1000
        p99 = delays[min(len(delays) - 1, int(len(delays) * 0.99))] * 1000
        label = "60 Hz frames" if frame else "as fast as it can"
        print(
            f"{args.game}, host pumped {label}: move → other app "
            f"p50 {p50:.1f} ms, p99 {p99:.1f} ms ({len(delays)} moves)"
        )


if __name__ == "__main__":
    main()
