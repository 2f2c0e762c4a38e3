"""Odd things where a save should be: a pipe, a link to an endless device, a folder, a huge
file. Each is handled like a damaged file (a message, the thing set aside), never a hang."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from goju51.app import saves, store
from goju51.app.kit.preferences import Settings

FILES = [
    saves.OLD_SESSION_FILE,
    f"{saves.SESSIONS_FOLDER}/japanese.json",
    saves.OLD_SETUP_FILE,
    f"{saves.SETUPS_FOLDER}/dice.json",
    saves.SETTINGS_FILE,
    saves.STATISTICS_FILE,
]
"""Each file read at the start, in the order its problem is reported."""


def load_all() -> list[saves.Problem | None]:
    return [
        *saves.load_sessions()[1],
        *saves.load_setups()[1],
        saves.load_settings(Settings)[1],
        saves.load_statistics()[1],
    ]


def finishes(call, seconds: float = 5.0):
    """``call()``'s result, or a test failure if it hangs."""
    result: list = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "reading the data folder hung"
    return result[0]


def make(kind: str, path: Path) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "endless":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_bytes(b"{" + b" " * (store.MAX_BYTES + 10) + b"}")


@pytest.mark.parametrize("kind", ["fifo", "endless", "folder", "huge"])
def test_odd_files_are_set_aside_with_a_message(home: Path, kind: str) -> None:
    for name in FILES:
        (home / name).parent.mkdir(exist_ok=True)
        make(kind, home / name)
    problems = finishes(load_all)
    assert all(problem is not None for problem in problems)
    for problem, name in zip(problems, FILES, strict=True):
        assert problem.moved_to is not None and problem.moved_to.name.startswith(
            Path(name).stem + ".bad-"
        )
        assert not (home / name).exists() and not (home / name).is_symlink()
    assert finishes(load_all) == [None, None], "the next start is clean"


def test_a_pipe_as_the_session_does_not_stop_the_app_opening(home: Path) -> None:
    from goju51.app.kit.dialog import Dialog
    from goju51.app.main import App, Options
    from goju51.tables import TABLES

    (home / saves.SESSIONS_FOLDER).mkdir()
    os.mkfifo(home / saves.SESSIONS_FOLDER / "chinese.json")
    app = finishes(lambda: App(Options(menu=True, muted=True), TABLES), 20.0)
    assert app.flow is not None and app.flow.sessions == {}
    assert isinstance(app.stack.top, Dialog), "the menu opens with a message about the file"
    assert "Chinese 51" in app.stack.top.message()
    assert list((home / saves.SESSIONS_FOLDER).glob("chinese.bad-*.json"))
    finishes(app.close)  # on the thread that opened the window (from another, SDL may crash)
