"""``python -m goju51 screenshots DIR``: save what a player sees at key moments, as PNGs.

For each size (default 1280×720 and 1920×1080) a seeded game is played off screen: the start,
a card being dragged, the last round after you call Stop, and the game over panel. Your moves
are chosen by a simple computer player and played with posted mouse events, like a person.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path

import pygame

from goju51.app.kit.gestures import post_drag, post_release, run_until
from goju51.app.kit.i18n import LANGUAGES
from goju51.app.main import App, Options, parse_size
from goju51.core.arguments import output_folder
from goju51.games.japanese import Discard, Take
from goju51.games.japanese.ai import make_opponent
from goju51.tables import TABLES
from goju51.tables.japanese.driver import post_move, table_point
from goju51.tables.japanese.gameover import GameOverScene
from goju51.tables.japanese.table import TableScene

SIZES = ((1280, 720), (1920, 1080))
STOP_ON_TURN = 3
"""You call Stop on your third turn, so the last round is shown."""


def shoot(folder: Path, size: tuple[int, int], seed: int) -> list[Path]:
    """Play one seeded game at ``size`` and save the four screenshots; return their paths."""
    app = App(Options(size=size, seed=seed, muted=True), TABLES)
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene)
    planner = make_opponent("easy", seed=seed)
    saved: list[Path] = []
    tag = f"{size[0]}x{size[1]}"

    def save(name: str) -> None:
        path = folder / f"{name}-{tag}.png"
        pygame.image.save(app.screen, path)
        saved.append(path)

    def settle(done: Callable[[], bool]) -> None:
        run_until(app.step, done)
        for _ in range(3):
            app.step(1 / 60)

    settle(lambda: table.accepting_input)
    save("1-start")

    view = table.view
    move = planner.choose(view)
    assert isinstance(move, Take)  # a turn begins with a take (the easy level never clears first)
    start = table_point(table.layout, view, move.card)
    middle = (
        (start[0] + table.layout.hand_zone.centerx) // 2,
        (start[1] + table.layout.hand_zone.centery) // 2,
    )
    post_drag(start, middle, release=False)
    settle(lambda: True)
    save("2-drag")
    post_release(table.layout.hand_zone.center)

    human_turns = 1
    while table.view.stopper is None:
        settle(lambda: table.accepting_input)
        view = table.view
        move = planner.choose(view)
        if isinstance(move, Discard):
            if human_turns == STOP_ON_TURN:
                move = Discard(move.card, stop=True)
            human_turns += 1
        post_move(table.layout, view, move)
        app.step(1 / 60)
    settle(lambda: table.thinking and table.banner is not None)
    for _ in range(40):
        app.step(1 / 60)
    save("3-last-round")

    settle(lambda: isinstance(app.stack.top, GameOverScene) and not table.animating)
    save("4-game-over")
    app.close()
    return saved


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="goju51 screenshots", description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=output_folder, help="where to save the PNG files")
    parser.add_argument("--seed", type=int, default=7, help="which game to play (default 7)")
    parser.add_argument(
        "--size",
        type=parse_size,
        action="append",
        metavar="WxH",
        help="window size (repeatable; default 1280x720 and 1920x1080)",
    )
    parser.add_argument(
        "--scenes",
        action="store_true",
        help="every screen of the app in every language instead",
    )
    parser.add_argument(
        "--language",
        choices=LANGUAGES,
        action="append",
        help="with --scenes: only this language (repeatable; default all)",
    )
    args = parser.parse_args(argv)
    if args.scenes:
        from goju51.dev.sceneshots import main_scenes

        return main_scenes(args.folder, args.seed, tuple(args.language or LANGUAGES))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    args.folder.mkdir(parents=True, exist_ok=True)
    for size in args.size or SIZES:
        for path in shoot(args.folder, size, args.seed):
            print(path)
    return 0
