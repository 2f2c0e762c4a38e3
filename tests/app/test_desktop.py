"""The desktop entry: what ``goju51 install-desktop`` writes, and that ``uninstall-desktop``
leaves the user's folders exactly as they were, in a temporary HOME and XDG_DATA_HOME."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

from goju51.__main__ import main as goju51
from goju51.app import desktop
from goju51.app.window_class import WINDOW_CLASS


@pytest.fixture
def data_home(tmp_path, monkeypatch) -> Path:
    """A temporary HOME and XDG_DATA_HOME (not created: installing makes it)."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    share = tmp_path / "home" / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(share))
    return share


def snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every path under ``folder`` (the folder itself included), with each file's bytes."""
    if not folder.exists():
        return {}
    paths = [folder, *folder.rglob("*")]
    return {
        str(path.relative_to(folder.parent)): path.read_bytes() if path.is_file() else None
        for path in paths
    }


def entry_of(home: Path) -> dict[str, str]:
    return desktop.entry_values(desktop.entry_path(home).read_text(encoding="utf-8"))


def test_install_then_uninstall_leaves_an_empty_home_as_it_was(data_home):
    root = data_home.parent.parent  # the temporary HOME
    root.mkdir()
    before = snapshot(root)
    entry = desktop.install()
    assert entry == data_home / "applications" / desktop.ENTRY_NAME
    assert len(snapshot(root)) > len(before)
    desktop.uninstall()
    assert snapshot(root) == before


def test_uninstall_spares_what_was_there_before_and_what_came_since(data_home):
    other_icon = data_home / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    other_icon.parent.mkdir(parents=True)
    other_icon.write_bytes(b"not ours")
    (data_home / "applications").mkdir()
    (data_home / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    before = snapshot(data_home)
    desktop.install()
    desktop.install()  # a second install keeps the first one's record of what it created
    newcomer = data_home / "icons" / "hicolor" / "16x16" / "apps" / "newcomer.png"
    newcomer.write_bytes(b"installed by something else since")
    removed = desktop.uninstall()
    assert newcomer.exists(), "a folder with another program's file in it stays"
    newcomer.unlink()
    for folder in (newcomer.parent, newcomer.parent.parent):
        folder.rmdir()
    assert snapshot(data_home) == before
    assert all(path.is_relative_to(data_home) for path in removed)


def test_install_records_the_folders_it_made_above_the_data_folder(data_home):
    home = data_home.parent.parent
    home.mkdir()
    desktop.install()
    desktop.uninstall()
    assert list(home.iterdir()) == [], "~/.local was made by the install, and goes with it"


def test_the_entry_names_the_game_in_four_languages_and_its_window(data_home):
    desktop.install(command=["/opt/goju51/goju51"])
    values = entry_of(data_home)
    assert values["Type"] == "Application"
    assert values["Categories"] == "Game;CardGame;"
    assert values["StartupWMClass"] == WINDOW_CLASS
    assert values["Exec"] == values["TryExec"] == "/opt/goju51/goju51"
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for locale in ("", "[fr]", "[ja]", "[zh_CN]"):
            assert values[f"{key}{locale}"], f"{key}{locale}"
    assert values["Comment[fr]"] != values["Comment"]
    assert "五十一" in values["Comment[ja]"] and "五十一" in values["Comment[zh_CN]"]


def test_the_icons_go_into_the_hicolor_theme_at_their_own_sizes(data_home):
    desktop.install()
    assert entry_of(data_home)["Icon"] == desktop.APP_ID
    sides = []
    for folder in (data_home / "icons" / "hicolor").iterdir():
        side = int(folder.name.split("x")[0])
        png = (folder / "apps" / f"{desktop.APP_ID}.png").read_bytes()
        assert struct.unpack(">II", png[16:24]) == (side, side)
        sides.append(side)
    assert {16, 32, 48, 256} <= set(sides)


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        (["/usr/bin/goju51"], "/usr/bin/goju51"),
        (["/home/ann/My Games/goju51"], '"/home/ann/My Games/goju51"'),
        (["/srv/$HOME/100%"], '"/srv/\\\\$HOME/100%%"'),
        (["/usr/bin/python3", "-m", "goju51"], "/usr/bin/python3 -m goju51"),
    ],
)
def test_the_exec_key_quotes_and_escapes_as_the_spec_says(command, expected):
    assert desktop.exec_value(command) == expected


def test_a_command_with_a_line_break_is_refused():
    with pytest.raises(ValueError):
        desktop.exec_value(["/tmp/two\nlines"])


def test_the_entry_starts_the_executable_or_the_command_that_ran(monkeypatch, tmp_path):
    script = tmp_path / "bin" / "goju51"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr(sys, "argv", [str(script), "install-desktop"])
    assert desktop.launch_command() == [str(script)]
    monkeypatch.setattr(sys, "argv", ["/src/goju51/__main__.py", "install-desktop"])
    assert desktop.launch_command() == [sys.executable, "-m", "goju51"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert desktop.launch_command() == [sys.executable]


def test_the_list_of_installed_paths_reads_back_with_its_separators_escaped():
    items = ["icons/", "a;b.png", "back\\slash"]
    assert desktop.split_list(desktop.escape_list(items)) == items


def test_the_executable_offers_the_entry_once_only_on_linux(data_home, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    assert not desktop.offer_applies(), "from source: never offered"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert desktop.offer_applies()
    desktop.install()
    assert not desktop.offer_applies(), "already in the menu"
    desktop.uninstall()
    monkeypatch.setattr(sys, "platform", "win32")
    assert not desktop.offer_applies()


def test_the_commands_install_and_uninstall(data_home, capsys):
    assert goju51(["install-desktop"]) == 0
    assert desktop.is_installed()
    assert "uninstall-desktop" in capsys.readouterr().out
    assert goju51(["uninstall-desktop"]) == 0
    assert not data_home.exists()
    assert goju51(["uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_the_commands_refuse_other_systems(data_home, monkeypatch, capsys):
    monkeypatch.setattr(sys, "platform", "darwin")
    assert goju51(["install-desktop"]) == 2
    assert "Linux" in capsys.readouterr().err
    assert not data_home.exists()
