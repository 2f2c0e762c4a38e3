"""Separate app processes on 127.0.0.1: one hosts, three join, and they play whole games of
every game to the end; one hosts and one app with two people at it joins, and they pass and
play whole games of every game there; a joining app (of one person, or of two) killed
mid-game and started again comes back to the same position; the host killed with SIGKILL and
started again re-opens the game for the same people, who come back on their own."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import goju51.app.network as network
from goju51.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
SECONDS = 120.0


def start(role: str, *args: str, home: Path | None = None) -> subprocess.Popen[bytes]:
    """``role`` in a process of its own (the app's, headless, with its data in ``home``)."""
    headless = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    data = {} if home is None else {"GOJU51_HOME": str(home)}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.net.processes", role, *args],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), **headless, **data},
    )


def read_when_there(path: Path, seconds: float = 30.0) -> dict:
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < deadline, f"{path.name} never came"
        time.sleep(0.02)
    return json.loads(path.read_text())


class Game:
    """A hosting process and its joining processes, files in ``folder``."""

    def __init__(
        self, folder: Path, game: str, seats: str, *host_options: str, one_app_each: bool = True
    ) -> None:
        self.folder, self.game = folder, game
        self.host = start("host", *self.host_args(), "--seats", seats, *host_options)
        self.address = read_when_there(folder / "address.json")
        self.joiners: dict[int, subprocess.Popen[bytes]] = {}
        for seat, kind in enumerate(seats.split(",")):
            if kind == "remote" and one_app_each:
                self.join(seat)  # an app joins each seat open to the network

    def host_args(self) -> list[str]:
        f = self.folder
        return [
            "--game",
            self.game,
            "--address",
            str(f / "address.json"),
            "--save",
            str(f / "save.json"),
            "--result",
            str(f / "host.json"),
        ]

    def join(self, seat: int) -> None:
        f = self.folder
        self.joiners[seat] = start(
            "join",
            "--game",
            self.game,
            "--address",
            f"127.0.0.1:{self.address['port']}",
            "--code",
            self.address["code"],
            "--seat",
            str(seat),
            "--name",
            f"Joiner{seat}",
            "--token",
            str(f / f"token{seat}"),
            "--result",
            str(f / f"seat{seat}.json"),
            "--seed",
            str(seat),
        )

    def step(self) -> int:
        path = self.folder / "save.json"
        return json.loads(path.read_text())["step"] if path.exists() else -1

    def wait_for_step(self, step: int) -> None:
        deadline = time.monotonic() + 30
        while self.step() < step:
            assert time.monotonic() < deadline, "the game never got that far"
            time.sleep(0.01)

    def finish(self) -> list[list[int]]:
        """Every process ends well; the scores each saw."""
        processes = [self.host, *self.joiners.values()]
        try:
            for process in processes:
                assert process.wait(SECONDS) == 0
        finally:
            for process in processes:
                process.kill()
        names = ["host.json", *(f"seat{seat}.json" for seat in self.joiners)]
        return [json.loads((self.folder / name).read_text())["scores"] for name in names]


@pytest.mark.parametrize("game", list(GAMES))
def test_a_host_and_one_app_with_two_people_play_a_whole_game(tmp_path, game) -> None:
    version = ("--app-version", network.APP_VERSION)  # the app's own: it joins as itself
    hosted = Game(tmp_path, game, "remote,easy,remote", *version, one_app_each=False)
    shared = start(
        "join-app",
        "--game",
        game,
        "--address",
        f"127.0.0.1:{hosted.address['port']}",
        "--code",
        hosted.address["code"],
        "--names",
        "Ben,Dee",
        "--seats",
        "0,2",
        "--result",
        str(tmp_path / "app.json"),
        home=tmp_path / "home",
    )
    try:
        assert shared.wait(SECONDS) == 0
        assert hosted.host.wait(SECONDS) == 0
    finally:
        shared.kill()
        hosted.host.kill()
    host = json.loads((tmp_path / "host.json").read_text())
    seen = json.loads((tmp_path / "app.json").read_text())
    assert seen["scores"] == host["scores"]
    assert set(seen["hand_overs"]) == {"Ben", "Dee"}, "each was handed the screen"
    assert {viewer for viewer, _seat in seen["tables"]} == {0, 2}
    assert all(viewer == seat for viewer, seat in seen["tables"]), "each table its own seat's"
    assert seen["counted"] == {"Ben": 1, "Dee": 1}, "each person counts the game here"


def test_an_app_with_two_people_killed_mid_game_and_started_again_rejoins_them_both(
    tmp_path,
) -> None:
    version = ("--app-version", network.APP_VERSION)
    hosted = Game(tmp_path, "chinese", "remote,easy,remote", *version, one_app_each=False)
    home, result = tmp_path / "home", str(tmp_path / "app.json")
    people = ("--game", "chinese", "--names", "Ben,Dee", "--result", result)
    port, code = f"127.0.0.1:{hosted.address['port']}", hosted.address["code"]
    shared = start(
        "join-app", *people, "--address", port, "--code", code, "--seats", "0,2", home=home
    )
    again = None
    try:
        hosted.wait_for_step(4)
        shared.send_signal(signal.SIGKILL)
        shared.wait(10)
        kept = json.loads((tmp_path / "save.json").read_text())
        assert not GAMES["chinese"].load_game(kept["state"]).is_over, "killed mid-game"
        again = start("rejoin-app", *people, home=home)  # the same app, started again
        assert again.wait(SECONDS) == 0
        assert hosted.host.wait(SECONDS) == 0
    finally:
        for process in (shared, again, hosted.host):
            if process is not None:
                process.kill()
    host = json.loads((tmp_path / "host.json").read_text())
    seen = json.loads((tmp_path / "app.json").read_text())
    assert seen["scores"] == host["scores"]
    assert {viewer for viewer, _seat in seen["tables"]} == {0, 2}, "both came back"
    assert seen["counted"] == {"Ben": 1, "Dee": 1}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_host_and_three_joining_apps_play_a_whole_game(tmp_path, game) -> None:
    hosted = Game(tmp_path, game, "remote,remote,remote,easy")
    scores = hosted.finish()
    assert all(s == scores[0] for s in scores)


def test_a_joining_app_killed_mid_game_and_started_again_comes_back(tmp_path) -> None:
    hosted = Game(tmp_path, "chinese", "remote,remote,easy")
    hosted.wait_for_step(3)
    assert (tmp_path / "token1").exists()
    hosted.joiners[1].send_signal(signal.SIGKILL)
    hosted.joiners[1].wait(10)
    hosted.join(1)  # the same app started again: it has its token
    scores = hosted.finish()
    assert all(s == scores[0] for s in scores)


def test_the_host_killed_and_continued_reopens_the_game_for_the_same_people(tmp_path) -> None:
    hosted = Game(tmp_path, "dice", "remote,remote,easy", "--hold-at", "4")
    hosted.wait_for_step(4)
    hosted.host.send_signal(signal.SIGKILL)
    hosted.host.wait(10)
    kept = json.loads((tmp_path / "save.json").read_text())
    assert not GAMES["dice"].load_game(kept["state"]).is_over, "killed mid-game"
    hosted.host = start("host", *hosted.host_args(), "--resume")
    scores = hosted.finish()
    assert all(s == scores[0] for s in scores)
    played = json.loads((tmp_path / "host.json").read_text())["history"]
    assert played[: len(kept["history"])] == kept["history"], "it went on from the save"
    assert len(played) > len(kept["history"])
