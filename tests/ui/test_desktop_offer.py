"""The built executable's first run on Linux offers, once, to add the game to the applications
menu; the answer is remembered in the settings (``app.desktop`` writes the entry)."""

from __future__ import annotations

import sys

import pytest
from flowhelpers import make_shell, press

from goju51.app import desktop, saves
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.i18n import tr
from goju51.app.kit.preferences import Settings
from goju51.app.screens.menu import MainMenuScene

YES, NO = "answer0", "answer1"


@pytest.fixture
def executable_on_linux(home, tmp_path, monkeypatch):
    """The game as the one-file executable on Linux, with a temporary XDG_DATA_HOME."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    return tmp_path / "share"


def offer_shown(app) -> bool:
    top = app.stack.top
    return isinstance(top, Dialog) and top.message() == tr("desktop.offer")


def test_the_first_run_offers_the_menu_entry_and_adding_it_installs_it(executable_on_linux):
    app = make_shell()
    assert offer_shown(app)
    press(app, YES)
    assert desktop.is_installed()
    assert "uninstall-desktop" in app.stack.top.message()
    press(app, "answer0")  # OK
    assert isinstance(app.stack.top, MainMenuScene)
    app.close()


def test_a_refusal_is_remembered_and_never_asked_again(executable_on_linux):
    app = make_shell()
    press(app, NO)
    assert isinstance(app.stack.top, MainMenuScene)
    assert not desktop.is_installed()
    app.close()
    settings, problem = saves.load_settings(Settings)
    assert problem is None and settings.desktop_offered
    again = make_shell()
    assert isinstance(again.stack.top, MainMenuScene)
    again.close()


def test_no_offer_when_run_from_source(home, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    app = make_shell()
    assert isinstance(app.stack.top, MainMenuScene)
    app.close()
    assert not saves.load_settings(Settings)[0].desktop_offered
