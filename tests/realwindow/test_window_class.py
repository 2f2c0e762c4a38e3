"""The desktop entry's ``StartupWMClass`` is the class of the window the game opens, so the
desktop ties the window to the menu entry and its icon: checked in a real X window (Xvfb) with
the entry the game itself installs (from source, or the executable when ``GOJU51_EXE`` is set)."""

from __future__ import annotations

import re
import subprocess

import pytest

from goju51.app import desktop
from tests.realwindow.xwindow import Target, app_in_window, x_environment

pytestmark = pytest.mark.slow

SIZE = (960, 540)


def test_the_window_class_is_the_entry_startup_wm_class(x_display, tmp_path):
    data_home = tmp_path / "share"
    environment = dict(x_environment(x_display), XDG_DATA_HOME=str(data_home))
    subprocess.run(
        [*Target.from_environment().command, "install-desktop"],
        env=environment,
        check=True,
        capture_output=True,
        timeout=120,
    )
    entry = desktop.entry_values(desktop.entry_path(data_home).read_text(encoding="utf-8"))
    with app_in_window(x_display, tmp_path, "window-class", ["--seed", "1"], SIZE) as app:
        window_class = subprocess.run(
            ["xprop", "-id", app.window.window_id, "WM_CLASS"],
            env=environment,
            capture_output=True,
            text=True,
            check=True,
            timeout=30,
        ).stdout
    # WM_CLASS(STRING) = "instance", "class": desktops match either against StartupWMClass.
    assert re.findall(r'"([^"]*)"', window_class) == [entry["StartupWMClass"]] * 2
