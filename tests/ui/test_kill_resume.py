"""Killing the game mid-game loses at most the move being animated: a subprocess plays, is
killed with SIGKILL, and "Continue" in a new app resumes at the last saved position."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
from flowhelpers import key, make_shell, table

from goju51.app import saves, store
from goju51.app.kit import i18n
from goju51.games.japanese import Game

HERE = Path(__file__).resolve().parent

PLAYER = textwrap.dedent("""
    import json, os, sys
    sys.path.insert(0, {here!r})
    from flowhelpers import make_shell
    from goju51.app import saves
    from goju51.app.saves import Seat, Setup

    original = saves.save_session

    def save_and_tell(session):
        failure = original(session)
        print(json.dumps(session.game.to_json()), flush=True)
        return failure

    saves.save_session = save_and_tell
    app = make_shell(seed=21)
    app.context.settings.speed = 3.0
    app.flow.new_game(Setup((Seat("Emi", "easy"), Seat("Fumio", "easy"), Seat("Goro", "easy"))))
    while True:
        app.step(1 / 60)
""")


def test_a_killed_game_continues_where_it_was_saved(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    environment = os.environ | {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    process = subprocess.Popen(
        [sys.executable, "-c", PLAYER.format(here=str(HERE))],
        stdout=subprocess.PIPE,
        text=True,
        env=environment,
    )
    positions = []
    try:
        for line in process.stdout:
            positions.append(json.loads(line))
            if len(Game.from_json(positions[-1]).history) >= 12:
                break
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    for line in process.stdout.read().splitlines():  # what it saved before the kill landed
        with contextlib.suppress(ValueError):  # a line cut short by the kill
            positions.append(json.loads(line))
    assert process.returncode == -signal.SIGKILL
    assert len(positions) > 5, "the game was saved after every move"

    i18n.set_language("en")
    app = make_shell()
    assert app.flow.can_continue(), "the saved game survived the kill"
    key(app, pygame.K_RETURN)  # Continue has the focus
    resumed = table(app).game
    last = Game.from_json(positions[-1])
    if resumed.to_json() != positions[-1]:  # killed between saving and telling
        assert resumed.history[:-1] == last.history, "at most one move after the last report"
    assert saves.load_session()[1] is None
