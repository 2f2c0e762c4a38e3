"""Killing the game in the middle of a dice game loses at most the move being animated: a
subprocess plays, is killed with SIGKILL, and "Continue" in a new app resumes at the last
saved position, mid-round, dice under the cup included."""

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
from flowhelpers import key, make_shell

from goju51.app import saves, store
from goju51.app.kit import i18n
from goju51.games.dice import Game
from goju51.tables.dice.gametable import DiceGameTable

UI_TESTS = Path(__file__).resolve().parent.parent

PLAYER = textwrap.dedent("""
    import json, sys
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
    app = make_shell(seed=21, games=("dice",))
    app.context.settings.speed = 3.0
    seats = (Seat("Emi", "easy"), Seat("Fumio", "easy"), Seat("Goro", "easy"))
    app.flow.new_game(Setup(seats, game="dice"))
    while True:
        app.step(1 / 60)
""")


def test_a_killed_dice_game_continues_where_it_was_saved(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    environment = os.environ | {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    process = subprocess.Popen(
        [sys.executable, "-c", PLAYER.format(here=str(UI_TESTS))],
        stdout=subprocess.PIPE,
        text=True,
        env=environment,
    )
    positions = []
    try:
        for line in process.stdout:
            positions.append(json.loads(line))
            game = Game.from_json(positions[-1])
            if len(game.history) >= 15 and game.phase == "respond":
                break  # killed mid-round, an announcement standing
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    for line in process.stdout.read().splitlines():  # what it saved before the kill landed
        with contextlib.suppress(ValueError):  # a line cut short by the kill
            positions.append(json.loads(line))
    assert process.returncode == -signal.SIGKILL
    assert len(positions) > 10, "the game was saved after every move"

    i18n.set_language("en")
    app = make_shell(games=("dice",))
    assert app.flow.can_continue(), "the saved game survived the kill"
    key(app, pygame.K_RETURN)  # Continue has the focus
    table = app.stack.scenes[0]
    assert isinstance(table, DiceGameTable)
    resumed = table.game
    last = Game.from_json(positions[-1])
    if resumed.to_json() != positions[-1]:  # killed between saving and telling
        assert resumed.history[:-1] == last.history, "at most one move after the last report"
    assert table.points_shown == list(resumed.points)
    if resumed.announcement is not None:
        assert table.announcement_shown[:2] == tuple(resumed.announcement)
    assert saves.load_session()[1] is None
