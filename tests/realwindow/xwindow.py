"""Drive the game in a real X window: an Xvfb server, the app, xdotool, screenshots, the log.

Nothing here reads the app's internals: positions come from the pure ``table_layout`` and
``sort_hand``, what happened comes from the app's own ``--event-log`` (JSON lines).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from goju51.app.store import HOME_VARIABLE

ROOT = Path(__file__).resolve().parents[2]
SCREEN = "1920x1080x24"
TWO_WINDOWS_SCREEN = "2600x760x24"
TOOLS = ("Xvfb", "xdotool", "import", "xprop")
WAIT_SECONDS = 60.0
"""Longest wait for one thing to happen; generous, as CI runs other tests alongside."""
POLL_SECONDS = 0.05
DRAG_STEPS = 6
ATTEMPTS = 20
"""Times a gesture is repeated while the app ignores it (things still moving)."""
RETRY_SECONDS = 0.1

Record = dict


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


@contextmanager
def xvfb(screen: str = SCREEN) -> Iterator[str]:
    """A private X server of ``screen`` (``WxHxDEPTH``) on a free display number
    (``-displayfd`` picks it); yields ``:N``."""
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert server.stdout is not None
        number = server.stdout.readline().strip()
        if not number.isdigit():
            raise RuntimeError(f"Xvfb did not start (said {number!r})")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


@dataclass(frozen=True)
class Target:
    """What to launch: the game from source, or a built executable (``GOJU51_EXE``)."""

    command: tuple[str, ...]
    window_class: str
    """WM_CLASS that SDL gives the window: the script's or the executable's file name."""
    name: str

    @classmethod
    def from_environment(cls) -> Target:
        exe = os.environ.get("GOJU51_EXE")
        if not exe:
            return cls((sys.executable, "-m", "goju51"), "goju51", "source")
        path = Path(exe) if Path(exe).is_absolute() else ROOT / exe
        return cls((str(path),), path.name, "built")


class EventLog:
    """Reads the app's JSON-lines event log as it grows; ``wait`` polls for new records."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.records: list[Record] = []
        self._offset = 0

    def refresh(self) -> list[Record]:
        if self.path.exists():
            with self.path.open(encoding="utf-8") as file:
                file.seek(self._offset)
                text = file.read()
            complete = text[: text.rfind("\n") + 1]  # a line still being written waits
            self._offset += len(complete.encode("utf-8"))
            self.records += [json.loads(line) for line in complete.splitlines()]
        return self.records

    def wait(
        self,
        wanted: Callable[[Record], bool],
        since: int = 0,
        what: str = "",
        alive: Callable[[], bool] = lambda: True,
    ) -> tuple[int, Record]:
        """The first record from index ``since`` on that is ``wanted``, and its index."""
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            for index in range(since, len(self.refresh())):
                if wanted(self.records[index]):
                    return index, self.records[index]
            if not alive():
                raise AssertionError(f"the app exited while waiting for {what}")
            if time.monotonic() > deadline:
                tail = "\n".join(json.dumps(r) for r in self.records[-8:])
                raise AssertionError(f"no {what} within {WAIT_SECONDS:.0f} s; log ends:\n{tail}")
            time.sleep(POLL_SECONDS)


def is_event(kind: str, **fields: object) -> Callable[[Record], bool]:
    """Matches an engine event record such as ``is_event("Took", player=0)``."""
    return lambda record: (
        record["kind"] == "event"
        and record["type"] == kind
        and all(record.get(key) == value for key, value in fields.items())
    )


def is_record(kind: str, **fields: object) -> Callable[[Record], bool]:
    """Matches an app record such as ``is_record("awaiting", phase="taken")``."""
    return lambda record: (
        record["kind"] == kind and all(record.get(key) == value for key, value in fields.items())
    )


@dataclass
class Window:
    """The game's window on ``display``, driven with xdotool in window coordinates."""

    display: str
    window_id: str
    shots: Path
    taken: list[Path] = field(default_factory=list)

    def _xdotool(self, *args: str) -> str:
        return subprocess.run(
            ["xdotool", *args],
            env=x_environment(self.display),
            check=True,
            capture_output=True,
            text=True,
            timeout=20,
        ).stdout

    def size(self) -> tuple[int, int]:
        values = dict(
            line.split("=")
            for line in self._xdotool("getwindowgeometry", "--shell", self.window_id).split()
        )
        return int(values["WIDTH"]), int(values["HEIGHT"])

    def move(self, x: int, y: int) -> None:
        """Put the window's top-left corner at ``x, y`` of the screen."""
        self._xdotool("windowmove", "--sync", self.window_id, str(x), str(y))

    def click(self, point: tuple[int, int]) -> None:
        self._xdotool("mousemove", "--window", self.window_id, *map(str, point), "click", "1")

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """Press at ``start``, move to ``end`` in a few steps (SDL sees the motion), release."""
        steps: list[str] = []
        for i in range(1, DRAG_STEPS + 1):
            x = start[0] + (end[0] - start[0]) * i // DRAG_STEPS
            y = start[1] + (end[1] - start[1]) * i // DRAG_STEPS
            steps += ["mousemove", "--window", self.window_id, str(x), str(y), "sleep", "0.03"]
        self._xdotool(
            "mousemove",
            "--window",
            self.window_id,
            *map(str, start),
            "mousedown",
            "1",
            "sleep",
            "0.05",
            *steps,
            "mouseup",
            "1",
        )

    def screenshot(self, name: str) -> Path:
        path = self.shots / f"{len(self.taken) + 1:02d}-{name}.png"
        subprocess.run(
            ["import", "-display", self.display, "-window", self.window_id, str(path)],
            check=True,
            capture_output=True,
            timeout=30,
        )
        self.taken.append(path)
        return path


def x_environment(display: str) -> dict[str, str]:
    """The test process's environment pointed at ``display``, with a real SDL video driver
    (the UI tests of the same pytest worker set the dummy one) and silent audio."""
    env = dict(
        os.environ,
        DISPLAY=display,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    env.pop("XAUTHORITY", None)
    return env


def find_window(display: str, window_class: str, pid: int) -> str:
    """The id of the window of class ``window_class`` that process ``pid`` opened (another
    app's window of the same class may be there first: the search goes on until it is found).

    ``xdotool search --sync`` waits forever when nothing matches: the timeout bounds it. It
    also fails now and then while the app's window is being made (a window it was reading
    vanished: Xlib's BadWindow ends it with status 1), so a failed search is tried again.
    """
    deadline = time.monotonic() + WAIT_SECONDS
    found: list[str] = []
    complaint = ""
    while time.monotonic() < deadline:
        try:
            search = subprocess.run(
                ["xdotool", "search", "--sync", "--onlyvisible", "--classname", window_class],
                env=x_environment(display),
                capture_output=True,
                text=True,
                timeout=max(deadline - time.monotonic(), POLL_SECONDS),
            )
        except subprocess.TimeoutExpired:
            raise AssertionError(f"no window of class {window_class!r} appeared") from None
        if search.returncode != 0:
            complaint = search.stderr.strip()
            time.sleep(POLL_SECONDS)
            continue
        found = search.stdout.split()
        for window_id in found:
            owner = subprocess.run(
                ["xdotool", "getwindowpid", window_id],
                env=x_environment(display),
                capture_output=True,
                text=True,
            ).stdout.strip()
            if owner.isdigit() and descends_from(int(owner), pid):
                return window_id
        time.sleep(POLL_SECONDS)
    if not found:
        raise AssertionError(f"xdotool could not search display {display}: {complaint}")
    raise AssertionError(f"windows {found} of class {window_class!r} are not the app's")


def descends_from(pid: int, ancestor: int) -> bool:
    """Whether ``pid`` is ``ancestor`` or its child, grandchild...: a one-file executable's
    window belongs to the child process that its bootloader starts."""
    while pid > 1:
        if pid == ancestor:
            return True
        stat = Path(f"/proc/{pid}/stat").read_text()
        pid = int(stat.rsplit(")", 1)[1].split()[1])
    return False


def stop(process: subprocess.Popen) -> int:
    """End the app the way a window manager would: SIGTERM, which SDL turns into QUIT."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    try:
        return process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        raise AssertionError("the app did not quit on SIGTERM") from None


@dataclass
class Running:
    """The app running in its window, with its event log."""

    window: Window
    log: EventLog
    process: subprocess.Popen


@contextmanager
def app_in_window(
    display: str,
    folder: Path,
    shots: str,
    arguments: list[str],
    size: tuple[int, int],
    home: Path | None = None,
) -> Iterator[Running]:
    """Start the app (from source or built, see ``Target``) in a ``size`` window at a fast pace
    against easy computers, with ``arguments`` and an event log in ``folder`` (its data folder
    ``home``, if given); screenshots go to ``screenshots/realwindow/<source|built>/<shots>``.
    On leaving, the app is stopped as a window manager would, and must have exited cleanly
    without a traceback."""
    target = Target.from_environment()
    assert shots, "each test keeps its screenshots in a folder of its own (it is emptied first)"
    folder_of_shots = ROOT / "screenshots" / "realwindow" / target.name / shots
    shutil.rmtree(folder_of_shots, ignore_errors=True)
    folder_of_shots.mkdir(parents=True)
    log = EventLog(folder / "events.jsonl")
    command = [
        *target.command,
        *arguments,
        "--size",
        f"{size[0]}x{size[1]}",
        "--speed",
        "fast",
        "--level",
        "easy",
        "--event-log",
        str(log.path),
    ]
    environment = x_environment(display)
    if home is not None:
        environment[HOME_VARIABLE] = str(home)
    with (folder / "app-output.txt").open("w") as output:
        process = subprocess.Popen(
            command,
            cwd=folder,
            env=environment,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    try:
        window = Window(
            display, find_window(display, target.window_class, process.pid), folder_of_shots
        )
        assert window.size() == size
        yield Running(window, log, process)
    finally:
        exit_code = stop(process)
    output_text = (folder / "app-output.txt").read_text()
    assert exit_code == 0, output_text
    assert "Traceback" not in output_text, output_text


class WindowPlayer:
    """Plays the viewer's seat through the running app's window, each action checked in its
    event log; ``cursor`` is how far the log has been read."""

    def __init__(self, app: Running) -> None:
        self.window = app.window
        self.log = app.log
        self.app = app.process
        self.cursor = 0

    def alive(self) -> bool:
        return self.app.poll() is None

    def expect(self, wanted: Callable[[Record], bool], what: str) -> Record:
        """The next record ``wanted`` in the log (waiting for it), read past."""
        index, record = self.log.wait(wanted, self.cursor, what, alive=self.alive)
        self.cursor = index + 1
        return record

    def act(
        self, gesture: Callable[[], None], wanted: Callable[[Record], bool], what: str
    ) -> Record:
        """Do ``gesture`` until the log shows ``wanted``; a gesture made while things were still
        moving is logged as ignored, and is repeated."""
        for _ in range(ATTEMPTS):
            start = len(self.log.refresh())
            gesture()
            index, record = self.log.wait(
                lambda r: wanted(r) or r["kind"] in ("ignored", "refused"),
                start,
                what,
                alive=self.alive,
            )
            if wanted(record):
                self.cursor = index + 1
                return record
            assert record["kind"] == "ignored", f"wanted {what}, got {record}"
            time.sleep(RETRY_SECONDS)
        raise AssertionError(f"{what}: the app ignored the gesture {ATTEMPTS} times")
