"""Kill-and-resume for any game: a child process plays a game of the app, telling every position
it saves, until it is killed with SIGKILL; a new app on the same data folder then continues."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
from flowhelpers import key, make_shell

from goju51.app.kit import i18n
from goju51.app.main import App

HERE = Path(__file__).resolve().parent

PLAYER = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, {here!r})
    from flowhelpers import make_shell
    from goju51.app import saves
    from goju51.app.saves import Setup
    from goju51.host.seats import Seat
    {imports}

    original = saves.save_session

    def save_and_tell(session):
        failure = original(session)
        print(json.dumps(session.game.to_json()), flush=True)
        return failure

    saves.save_session = save_and_tell
    app = make_shell(seed=21, games={games!r})
    app.context.settings.speed = 3.0
    seats = (Seat("Emi", "easy"), Seat("Fumio", "easy"), Seat("Goro", "easy"))
    app.flow.new_game({setup})
    while True:
        app.step(1 / 60)
""")


def play_until_killed(
    games: tuple[str, ...], setup: str, enough: Callable[[Any], bool], imports: str = ""
) -> list[Any]:
    """Play ``setup`` (Python text over ``seats``, after ``imports``) in a child app offering
    ``games`` with three easy computers; kill it once a saved position is ``enough``. Returns
    every position it told, the last ones read after the kill included."""
    environment = os.environ | {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    script = PLAYER.format(here=str(HERE), imports=imports, games=games, setup=setup)
    process = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=environment
    )
    positions = []
    try:
        for line in process.stdout:
            positions.append(json.loads(line))
            if enough(positions[-1]):
                break
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    for line in process.stdout.read().splitlines():  # what it saved before the kill landed
        with contextlib.suppress(ValueError):  # a line cut short by the kill
            positions.append(json.loads(line))
    assert process.returncode == -signal.SIGKILL
    return positions


def continue_saved(games: tuple[str, ...]) -> App:
    """A new app offering ``games`` on the same data folder, continued from its menu."""
    i18n.set_language("en")
    app = make_shell(games=games)
    assert app.flow.can_continue(), "the saved game survived the kill"
    key(app, pygame.K_RETURN)  # Continue has the focus
    return app


def assert_resumed_at(resumed: Any, told: Any, load: Callable[[Any], Any]) -> None:
    """``resumed`` is the last position told, or one move after it (killed between saving
    and telling)."""
    if resumed.to_json() != told:
        assert resumed.history[:-1] == load(told).history, "at most one move after the last report"
