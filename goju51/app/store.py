"""Files in the player's data folder: JSON only, written atomically, read defensively.

A file that cannot be read is moved aside (kept for a bug report, never silently lost) and the
caller gets a sentence to show the player instead of an exception.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

HOME_VARIABLE = "GOJU51_HOME"
"""Set to a folder to keep saves and settings there (tests, portable installs)."""
MAX_BYTES = 1 << 20
"""No file of ours comes near this (a session is some 20 KB): a larger one is not ours."""


class UnusableDataFolder(OSError):
    """The data folder cannot hold files: ``str()`` is one line naming the folder and why."""

    def __init__(self, folder: Path, reason: str) -> None:
        super().__init__(f"the data folder {folder} cannot be used: {reason}")
        self.folder = folder
        self.reason = reason


def data_dir() -> Path:
    """The folder for saves, settings and statistics (created on first use);
    ``UnusableDataFolder`` when it names a file, lies under one, is a link to nothing or cannot
    be made."""
    override = os.environ.get(HOME_VARIABLE)
    folder = Path(override) if override else Path(platformdirs.user_data_dir("Goju51", False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        reason = "it is a link to nothing" if folder.is_symlink() else "it is a file"
        raise UnusableDataFolder(folder, reason) from None
    except NotADirectoryError:
        raise UnusableDataFolder(folder, "a part of its path is a file") from None
    except OSError as error:
        raise UnusableDataFolder(folder, str(error.strerror or error)) from None
    return folder


_temporary_home: tempfile.TemporaryDirectory[str] | None = None


def use_temporary_folder() -> Callable[[], None]:
    """Keep the files in a fresh temporary folder from now on (removed when the program ends):
    the way to play on when the data folder cannot be used, and a quick game's folder. Returns
    what puts the folder used before back (and removes the temporary one)."""
    global _temporary_home
    before = os.environ.get(HOME_VARIABLE)
    folder = _temporary_home = tempfile.TemporaryDirectory(prefix="goju51-")
    os.environ[HOME_VARIABLE] = folder.name

    def put_back() -> None:
        if os.environ.get(HOME_VARIABLE) == folder.name:
            if before is None:
                del os.environ[HOME_VARIABLE]
            else:
                os.environ[HOME_VARIABLE] = before
        folder.cleanup()

    return put_back


def save_json(path: Path, data: Any) -> None:
    """Write ``data`` so that a crash at any moment leaves either the old file or the new one.
    Compact, in one piece: a game is saved after every move, in the frame that shows it, and
    ``json.dumps`` without an indent runs in C (about four times as fast)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


@dataclass(frozen=True)
class Loaded:
    """What ``load_json`` found: the data, or ``None`` with a ``problem`` to tell the player."""

    data: Any = None
    problem: str | None = None
    moved_to: Path | None = None


def load_json(path: Path) -> Loaded:
    """Read a JSON file; a missing file is no problem, a broken one is moved aside."""
    try:
        raw = _read_regular_file(path)
    except FileNotFoundError:
        return Loaded()
    except _NotAFile as odd:
        return set_aside(path, f"{path.name} {odd}")
    except OSError as error:
        return Loaded(problem=f"{path.name} could not be read ({error.strerror or error})")
    try:
        return Loaded(data=json.loads(raw.decode("utf-8")))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return set_aside(path, f"{path.name} was damaged and could not be read")


class _NotAFile(Exception):
    """Something other than a file of ours stands where one should be."""


def _read_regular_file(path: Path) -> bytes:
    """The bytes of a regular file of sane size. A FIFO, a device (a link to ``/dev/zero``),
    a folder or an outsized file raises ``_NotAFile``: opened without blocking and checked
    before a byte is read, so nothing there can hang or exhaust the app."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise _NotAFile("is not a file (a folder, a pipe or a device)")
    with os.fdopen(descriptor, "rb") as file:
        raw = file.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise _NotAFile(f"is larger than {MAX_BYTES // 1024} KB, far more than a save")
    return raw


def set_aside(path: Path, problem: str) -> Loaded:
    """Move a bad file out of the way so the next start is clean; say where it went."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.bad-{stamp}-{counter}{path.suffix}")
        counter += 1
    try:
        path.replace(target)
    except OSError:
        return Loaded(problem=f"{problem}; it could not be moved aside either")
    return Loaded(problem=f"{problem}; it was kept as {target.name}", moved_to=target)
