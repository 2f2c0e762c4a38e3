"""Joining a game hosted on another computer, in a real X window (Xvfb): the app opens on its
main menu, Join a game, the host's address typed (it does not say which game: the app finds
out), then the join code and a name; the host (here, in the test's process) sees the person
sit down, and when it starts the game the window shows the joined table (whole games across
two windows: ``test_network_in_window``). From source, or the executable when ``GOJU51_EXE``
is set: its data folder is new, and has already offered the applications menu (the
executable's first run on Linux asks, over the menu, unless this machine has the entry)."""

from __future__ import annotations

import subprocess
import time

import pytest

import goju51.app.network as network
from goju51.app import saves
from goju51.app.kit.preferences import Settings
from goju51.app.saves import Setup
from goju51.app.store import HOME_VARIABLE
from goju51.host.seats import Seat
from tests.net.playing import begin, wait_for
from tests.realwindow.xwindow import ROOT, Target, Window, find_window, stop, x_environment

pytestmark = pytest.mark.slow

SIZE = (1280, 720)
FIRST_FRAME_SECONDS = 2.0
"""The window is mapped before the menu's first frame (the one-file executable unpacks first)."""
FORM_SECONDS = 3.0
"""Time for the lobby's form to appear after the address is typed (a loopback connection
takes milliseconds; the window gives no sign a test could read)."""


def test_a_window_joins_a_hosted_game_by_typed_address(x_display, tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    saves.save_settings(Settings(language="en", desktop_offered=True))
    hosted = network.HostedGame(
        Setup((Seat("Aiko"), Seat("")), game="dice"),
        {1},
        title="Aiko",
        bind="127.0.0.1",
        port=0,
        announce=False,
    )
    hosted.open()
    target = Target.from_environment()
    shots = ROOT / "screenshots" / "realwindow" / target.name / "join"
    shots.mkdir(parents=True, exist_ok=True)
    output = tmp_path / "app-output.txt"
    environment = x_environment(x_display)
    environment[HOME_VARIABLE] = str(home)
    with output.open("w") as written:
        app = subprocess.Popen(
            [*target.command, "--size", f"{SIZE[0]}x{SIZE[1]}"],
            cwd=tmp_path,
            env=environment,
            stdout=written,
            stderr=subprocess.STDOUT,
        )
    try:
        window = Window(x_display, find_window(x_display, target.window_class, app.pid), shots)

        def keys(*names: str) -> None:
            for name in names:
                window._xdotool("key", "--window", window.window_id, name)

        def typed(text: str) -> None:
            window._xdotool("type", "--window", window.window_id, text)

        time.sleep(FIRST_FRAME_SECONDS)
        keys("Down", "Return")  # the menu's focus starts on New game: Join a game is next
        time.sleep(1.0)
        window.screenshot("join-list")
        typed(hosted.addresses[0])
        keys("Return")
        time.sleep(FORM_SECONDS)
        typed(hosted.code)
        keys("Tab", *["BackSpace"] * 16)  # the name field, emptied of a remembered name
        typed("Ben")
        keys("Return")
        wait_for(lambda: hosted.lobby().seats[1].name == "Ben", seconds=30, also=hosted.pump)
        assert hosted.ready
        time.sleep(0.5)
        window.screenshot("waiting-lobby")
        begin(hosted.server)
        time.sleep(1.5)
        window.screenshot("joined-table")
        assert app.poll() is None
    finally:
        exit_code = stop(app)
        hosted.close()
    text = output.read_text()
    assert exit_code == 0, text
    assert "Traceback" not in text, text
