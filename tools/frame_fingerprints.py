"""Fingerprints of every frame the game window draws, to show a refactor changed no pixel.

    python tools/frame_fingerprints.py record DIR [--game dice] [--players 2] [--size 1280x720]
    python tools/frame_fingerprints.py compare BEFORE_DIR AFTER_DIR

``record`` plays seeded computer-only games through the real ``App`` and table (dummy video
driver, fixed ``dt`` of 1/60 s, animations on) and writes one digest of each frame's pixels
per line to ``DIR/<game>-<players>.txt``; by default every game at 2, 4 and its largest table
size (Goju Ichi 6, Chinese 51 5, dice 8). ``compare`` reports, per file, the first frame whose
digest differs (or where one run ended early) and exits 1 if any did.

To record an earlier commit without leaving the worktree, run this file from an export of it
(its Python files are then the old commit's; the assets still come from the editable install):

    mkdir -p /tmp/rev && git archive REV | tar -x -C /tmp/rev
    cp tools/frame_fingerprints.py /tmp/rev/tools/
    cd /tmp/rev && PYTHONPATH=/tmp/rev python tools/frame_fingerprints.py record /tmp/fp-before

Frames are only repeatable if the computers are: each game plays a level whose search ends by
its sample count (``LEVELS``), given a time budget so large the clock never cuts it short, and
before every frame the tool waits until a computer still thinking has decided, so a move lands
on the same frame whatever the machine's load. Run ``record`` twice on one commit and
``compare`` the two before trusting a difference.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from goju51.app.main import App, Options, parse_size
from goju51.app.table.base import TableBase
from goju51.tables import TABLES

PLAYERS = {"japanese": (2, 4, 6), "chinese": (2, 4, 5), "dice": (2, 4, 8)}
"""The table sizes recorded by default: two, four and the largest each game allows."""
LEVELS = {"japanese": "hard", "chinese": "hard", "dice": "expert"}
"""The strongest level of each game whose decisions do not depend on the clock."""
UNBOUNDED_BUDGET = 1e6
"""Seconds a computer may think: never reached, so sampled searches run to their count."""
DT = 1 / 60
SPEED = 3.0
SEED = 7
AFTER_GAME_FRAMES = 120
"""Frames drawn after the game is over and still: the final scores, the confetti."""


def fingerprints(game: str, players: int, size: tuple[int, int], seed: int) -> list[str]:
    """One hex digest per frame of a seeded computer-only game of ``game`` at ``players``."""
    app = App(
        Options(
            game=game,
            size=size,
            seed=seed,
            speed=SPEED,
            level=LEVELS[game],
            players=players,
            autoplay=True,
            muted=True,
            time_budget=UNBOUNDED_BUDGET,
        ),
        TABLES,
    )
    table = app.stack.scenes[0]
    assert isinstance(table, TableBase)
    digests = []
    after = 0
    while after < AFTER_GAME_FRAMES:
        _wait_for_decision(app)
        app.step(DT)
        digests.append(hashlib.blake2b(pygame.image.tobytes(app.screen, "RGB")).hexdigest())
        if table.view.is_over and not table.animating:
            after += 1
    app.close()
    return digests


def _wait_for_decision(app: App) -> None:
    """Block until the computer now thinking (if any) has its move, so it plays on the frame
    its linger time says rather than on whichever frame its answer happened to arrive."""
    host = app.flow.host
    while host is not None and not host.decided:
        time.sleep(0.001)


def record(directory: Path, games: list[str], players: list[int] | None, size: str) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for game in games:
        for count in players or PLAYERS[game]:
            start = time.perf_counter()
            digests = fingerprints(game, count, parse_size(size), SEED)
            (directory / f"{game}-{count}.txt").write_text("\n".join(digests) + "\n")
            seconds = time.perf_counter() - start
            print(f"{game} at {count}: {len(digests)} frames in {seconds:.0f} s", flush=True)


def compare(before: Path, after: Path) -> bool:
    """Print where each pair of fingerprint files first differs; True if all are identical."""
    same = True
    names = sorted({p.name for p in before.glob("*.txt")} | {p.name for p in after.glob("*.txt")})
    for name in names:
        if not (before / name).exists() or not (after / name).exists():
            print(f"{name}: only in {before if (before / name).exists() else after}")
            same = False
            continue
        old = (before / name).read_text().split()
        new = (after / name).read_text().split()
        first = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), None)
        if first is None and len(old) == len(new):
            print(f"{name}: {len(old)} frames identical")
            continue
        same = False
        if first is None:
            print(f"{name}: identical for {min(len(old), len(new))} frames, then one run ends")
            print(f"  frames: {len(old)} before, {len(new)} after")
        else:
            print(f"{name}: frame {first} differs ({len(old)} frames before, {len(new)} after)")
    return same


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    recording = commands.add_parser("record", help="play the seeded games, write fingerprints")
    recording.add_argument("directory", type=Path)
    recording.add_argument("--game", choices=tuple(PLAYERS), action="append")
    recording.add_argument("--players", type=int, action="append")
    recording.add_argument("--size", default="1280x720")
    comparing = commands.add_parser("compare", help="the first differing frame of each file")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.command == "record":
        record(args.directory, args.game or list(PLAYERS), args.players, args.size)
        return 0
    return 0 if compare(args.before, args.after) else 1


if __name__ == "__main__":
    sys.exit(main())
