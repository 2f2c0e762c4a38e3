"""``goju51 --self-test``: a short computer-only game of every registered game, off screen,
and a check of the bundle.

Made to check a built executable on a machine without a screen (CI): for every game the window
can show, the real ``App`` plays a seeded game with every seat computer-controlled, through
SDL's dummy video and audio drivers, with a tiny thinking budget and fast animations, from a
temporary working directory (so any asset found relative to the working directory would fail).
It passes (exit 0) only if the game reached game over and the fonts, the sounds and the icon
loaded from the bundled assets (a game with no table screens yet plays through its engine and
opponents); else it says what failed and exits 1. A Windows build has no console: read the
exit code there.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from goju51.core.arguments import seconds

SEED = 51
SIZE = (960, 540)
SPEED = 25.0
"""Animation and opponents' pace multiplier: a whole game takes a few seconds."""
TIME_BUDGET = 0.02
"""Seconds each computer opponent may think per move."""
LEVEL = "expert"
"""The strongest level, so its search code is in the bundle and runs."""
TIMEOUT = 120.0
FRAME = 1 / 60


class SelfTestError(Exception):
    """Something the self-test checks did not work; the message says what."""


def _headless() -> None:
    """SDL reads these when pygame initializes its display and audio: no screen, no sound card."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _check_assets() -> list[str]:
    """Load every font, sound and the icon from the bundled assets; return what was loaded."""
    import pygame

    from goju51.app.kit import fonts
    from goju51.app.kit.icon import set_window_icon
    from goju51.app.kit.resources import asset_path, assets_root
    from goju51.app.kit.sound import SOUND_NAMES, SoundBoard

    root = assets_root()
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None and Path(bundle).resolve() not in root.resolve().parents:
        raise SelfTestError(f"assets found at {root}, outside the bundle {bundle}")
    samples = {None: "Goju51 ♠♥♦♣", "ja": "五十一 ストップ", "zh": "五十一分 顶"}
    faces = [(language, bold) for language in samples for bold in (False, True)]
    for language, bold in faces:  # every bundled face: a build without one would fail here
        path = fonts.font_path(bold) if language is None else fonts.cjk_font_path(language, bold)
        glyphs = fonts.load(path, 24).render(samples[language], True, "white")
        if glyphs.get_width() < 50:
            raise SelfTestError(f"font {path} drew nothing")
    if not SoundBoard().available:
        raise SelfTestError("no sound loaded (is the mixer open with the dummy audio driver?)")
    for name in SOUND_NAMES:
        try:
            pygame.mixer.Sound(asset_path("sounds", f"{name}.wav"))
        except (pygame.error, OSError) as error:
            raise SelfTestError(f"sound {name!r} did not load: {error}") from error
    if not set_window_icon():
        raise SelfTestError("the window icon did not load")
    return [f"assets from {root}", f"{len(faces)} fonts", f"{len(SOUND_NAMES)} sounds", "icon"]


def _records(log_path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log_path.read_text(encoding="utf-8").splitlines()]


def _play(game_id: str, seed: int, folder: Path, timeout: float) -> dict[str, Any]:
    """Play one computer-only game in the real ``App``; return its ``game_over`` record."""
    from goju51.app.main import App, Options
    from goju51.tables import TABLES

    log_path = folder / f"{game_id}-events.jsonl"
    app = App(
        Options(
            game=game_id,
            size=SIZE,
            seed=seed,
            speed=SPEED,
            level=LEVEL,
            autoplay=True,
            event_log=log_path,
            time_budget=TIME_BUDGET,
        ),
        TABLES,
    )
    deadline = time.monotonic() + timeout
    try:
        frames = 0
        while frames % 30 or not any(r["kind"] == "game_over" for r in _records(log_path)):
            if time.monotonic() > deadline:
                raise SelfTestError(f"{game_id}: no game over after {timeout:.0f} s")
            app.step(FRAME)
            frames += 1
        for _ in range(3):  # draw the results panel too
            app.step(FRAME)
        loaded = _check_assets()
    finally:
        app.close()
    records = _records(log_path)
    over = next(r for r in records if r["kind"] == "game_over")
    over["moves"] = sum(r["kind"] == "move" for r in records)
    over["loaded"] = loaded
    return over


def _play_off_screen(game_id: str, seed: int) -> str:
    """A computer-only game of a game the window cannot show yet, through its engine and
    opponents (the strongest level), checked to end with an outcome."""
    from goju51.games import GAMES

    spec = GAMES[game_id]
    game = spec.new_game(spec.default_players, spec.rules_type(), seed, None)
    bots = [
        spec.make_opponent(spec.levels[-1], seed + seat, TIME_BUDGET, None)
        for seat in range(spec.default_players)
    ]
    moves = 0
    while not game.is_over:
        view = game.view(game.current_player)
        game.apply(bots[game.current_player].choose(view))
        moves += 1
    outcome = game.outcome()
    if outcome is None:
        raise SelfTestError(f"{game_id}: the game ended without an outcome")
    return f"{spec.name}: {moves} moves, scores {list(outcome.scores)} (engine only)"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="goju51 --self-test", description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--timeout", type=seconds, default=TIMEOUT, metavar="SECONDS")
    args = parser.parse_args(argv)
    _headless()
    started = time.perf_counter()
    from goju51.games import GAMES
    from goju51.tables import TABLES

    lines = []
    with tempfile.TemporaryDirectory(prefix="goju51-self-test-") as folder:
        os.chdir(folder)
        try:
            for game_id, spec in GAMES.items():
                if game_id in TABLES:
                    result = _play(game_id, args.seed, Path(folder), args.timeout)
                    lines.append(
                        f"{spec.name}: game over after {result['moves']} moves, "
                        f"values {result['values']}, winners {result['winners']}; "
                        f"loaded {', '.join(result['loaded'])}"
                    )
                else:
                    lines.append(_play_off_screen(game_id, args.seed))
        except Exception as error:
            print(f"goju51 self-test FAILED: {type(error).__name__}: {error}", file=sys.stderr)
            return 1
        finally:
            os.chdir(Path(folder).parent)
    took = time.perf_counter() - started
    print(f"goju51 self-test passed in {took:.1f} s")
    for line in lines:
        print(f"  {line}")
    return 0
