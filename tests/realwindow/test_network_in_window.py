"""A Goju Ichi game across two real windows (Xvfb): one app hosts it, the other joins it by
typed address, and each person plays their own seat with the mouse to the end.

The host's window goes New game → Goju Ichi → Open to the local network → the second seat a
person on another computer → the lobby, whose address and join code its event log gives; the
joining window goes Join a game, types the address, the code and a name. Once the host starts,
each window takes and discards in turn (xdotool), the host calls Stop on its third turn, and
the joiner plays the last round. Both windows' event logs must tell the same game: the same
cards taken and discarded by the same seats, and the same result.

Where the set-up's and the lobby's controls are comes from the same scenes laid out headless
at the same size; the tables' from the pure ``table_layout``. Both apps open on their main
menu with an event log (``--menu``).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import goju51.app.network as network
import goju51.app.saves as saves
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.preferences import SPEEDS, Settings
from goju51.app.main import App, Options
from goju51.app.saves import Setup
from goju51.app.screens.hostlobby import HostLobbyScene
from goju51.app.store import HOME_VARIABLE
from goju51.host.seats import Seat
from goju51.tables import TABLES
from tests.realwindow.test_play_in_window import Player
from tests.realwindow.xwindow import Record, Running, app_in_window, is_event, is_record

pytestmark = pytest.mark.slow

SIZE = (1280, 720)
PLAYERS = 2
HOST_SEAT, JOINED_SEAT = 0, 1
SETUP = Setup((Seat("Aiko"), Seat("Hana", "easy")), game="japanese")
"""The host's last set-up: Aiko against a computer, whose seat becomes the joiner's."""
STOP_TURN = 3
"""The host calls Stop on its third turn; the joiner then plays the last round."""
WINDOW_SECONDS = 1.0
"""A screen is drawn a frame or two after the key or click that opened it."""
FORM_SECONDS = 3.0
"""Time for the joiner's lobby form to appear after the address is typed (the window gives no
sign a test could read)."""
START_ATTEMPTS = 60


def homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """The two apps' data folders: the host's with its last set-up, both at a fast pace."""
    host_home, joiner_home = tmp_path / "host-home", tmp_path / "joiner-home"
    for home in (host_home, joiner_home):
        home.mkdir()
        monkeypatch.setenv(HOME_VARIABLE, str(home))
        saves.save_settings(
            Settings(speed=SPEEDS["fast"], muted=True, language="en", desktop_offered=True)
        )
    monkeypatch.setenv(HOME_VARIABLE, str(host_home))
    saves.save_setup(SETUP)
    return host_home, joiner_home


def form_points(monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[int, int]]:
    """Where to click: the set-up's "where" and second seat's kind, its Start (once the seat is
    open to the network), and the lobby's Start once every seat is taken, from the same
    scenes laid out headless at ``SIZE``."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    app = App(Options(size=SIZE, menu=True, muted=True), {"japanese": TABLES["japanese"]})
    assert app.flow is not None
    try:
        app.flow.setups[SETUP.game] = SETUP
        app.flow.open_setup()
        assert isinstance(app.stack.top, Dialog), "a first pick offers the guided game"
        app.stack.pop()  # unanswered: the host's window, in the same home, is offered it too

        def centre(key: str) -> tuple[int, int]:
            control = next(c for c in app.stack.top.controls if c.key == key)
            return control.rect.center

        def press(key: str) -> None:
            next(c for c in app.stack.top.controls if c.key == key).press()

        points = {"where": centre("where")}
        press("where")
        points["kind"] = centre(f"kind:{JOINED_SEAT}")
        press(f"kind:{JOINED_SEAT}")
        press(f"kind:{JOINED_SEAT}")  # computer → person → a person on another computer
        points["open"] = centre("start")
        hosted = network.HostedGame(
            SETUP, {JOINED_SEAT}, title="Aiko", bind=network.LOOPBACK, port=0, announce=False
        )
        hosted.open()
        lobby = HostLobbyScene(app.flow, hosted)
        app.stack.push(lobby)
        lobby.give_to_computer(JOINED_SEAT)  # the seat taken: the same buttons as joined
        points["start"] = centre("start")
        app.stack.clear()
        hosted.close()
    finally:
        app.close()
    return points


def keys(app: Running, *names: str) -> None:
    for name in names:
        app.window._xdotool("key", "--window", app.window.window_id, name)


def typed(app: Running, text: str) -> None:
    app.window._xdotool("type", "--window", app.window.window_id, text)


def host_the_game(host: Running, points: dict[str, tuple[int, int]]) -> Record:
    """New game → Goju Ichi → open to the network, the second seat on another computer →
    the lobby: its ``hosting`` record (address and code)."""
    window = host.window
    time.sleep(WINDOW_SECONDS)
    keys(host, "Return")  # the menu's focus starts on New game
    time.sleep(WINDOW_SECONDS)
    keys(host, "Return")  # the chooser's focus starts on Goju Ichi
    time.sleep(WINDOW_SECONDS)
    keys(host, "Return")  # a first pick offers the guided game: "I know it" has the focus
    time.sleep(WINDOW_SECONDS)
    window.click(points["where"])
    time.sleep(WINDOW_SECONDS / 2)
    window.click(points["kind"])
    time.sleep(WINDOW_SECONDS / 2)
    window.click(points["kind"])
    time.sleep(WINDOW_SECONDS / 2)
    window.screenshot("setup-open-to-the-network")
    window.click(points["open"])
    _index, hosting = host.log.wait(is_record("hosting"), what="the host's lobby")
    return hosting


def join_the_game(joiner: Running, address: str, code: str) -> None:
    """Join a game → the address typed → the code and the name Ben."""
    time.sleep(WINDOW_SECONDS)
    keys(joiner, "Down", "Return")  # Join a game, just below New game
    time.sleep(WINDOW_SECONDS)
    joiner.window.screenshot("join-list")
    typed(joiner, address)
    keys(joiner, "Return")
    time.sleep(FORM_SECONDS)
    typed(joiner, code)
    keys(joiner, "Tab", *["BackSpace"] * 16)  # the name field, emptied of a remembered name
    typed(joiner, "Ben")
    keys(joiner, "Return")


def start_when_ready(host: Running, point: tuple[int, int]) -> None:
    """Click the lobby's Start until the game is dealt (it is enabled once Ben sits down)."""
    for _ in range(START_ATTEMPTS):
        host.window.click(point)
        if any(is_event("Dealt")(record) for record in host.log.refresh()):
            return
        time.sleep(0.5)
    raise AssertionError("the host's Start never dealt the game")


def play_turn(player: Player, stop: bool = False) -> None:
    """The seat's turn with the mouse: the best card dragged in, the best one clicked out
    (Stop armed first when ``stop``)."""
    player.wait_for_my_turn()
    taken = player.take_by_dragging()
    if stop:
        armed = player.act(
            lambda: player.window.click(player.layout.stop_toggle.center),
            is_record("stop_armed"),
            "Stop armed",
        )
        assert armed["armed"] is True
    player.discard_by_clicking(taken, stop=stop)


def moves(records: list[Record]) -> list[tuple[str, int, str, int]]:
    """The cards taken and discarded, by whom and where, as one window's log tells them."""
    return [
        (r["type"], r["player"], r["card"], r["slot"])
        for r in records
        if r["kind"] == "event" and r["type"] in ("Took", "Discarded")
    ]


def test_two_windows_play_a_goju_ichi_game_across_the_network(
    wide_x_display, tmp_path, monkeypatch
):
    host_home, joiner_home = homes(tmp_path, monkeypatch)
    points = form_points(monkeypatch)
    host_folder, joiner_folder = tmp_path / "host", tmp_path / "joiner"
    host_folder.mkdir()
    joiner_folder.mkdir()
    menu = ["--menu"]
    with (
        app_in_window(wide_x_display, host_folder, "network/host", menu, SIZE, host_home) as host,
        app_in_window(
            wide_x_display, joiner_folder, "network/joiner", menu, SIZE, joiner_home
        ) as ben,
    ):
        host.window.move(0, 0)
        ben.window.move(SIZE[0] + 20, 0)
        hosting = host_the_game(host, points)
        assert len(hosting["code"]) == 5
        loopback = f"{network.LOOPBACK}:{hosting['addresses'][0].rsplit(':', 1)[1]}"
        join_the_game(ben, loopback, hosting["code"])
        time.sleep(WINDOW_SECONDS)
        ben.window.screenshot("waiting-lobby")
        host.window.screenshot("host-lobby")
        start_when_ready(host, points["start"])

        aiko_player = Player(host, PLAYERS, HOST_SEAT)
        ben_player = Player(ben, PLAYERS, JOINED_SEAT)
        first = aiko_player.expect(is_event("TurnStarted"), "the first turn")["player"]
        aiko_player.cursor -= 1  # the host's own turn is read again by wait_for_my_turn
        order = [aiko_player, ben_player] if first == HOST_SEAT else [ben_player, aiko_player]
        turns = {HOST_SEAT: 0, JOINED_SEAT: 0}
        while turns[HOST_SEAT] < STOP_TURN:
            for player in order:
                turns[player.viewer] += 1
                stop = player.viewer == HOST_SEAT and turns[HOST_SEAT] == STOP_TURN
                play_turn(player, stop)
                if stop:
                    break
            ben.window.screenshot(f"remote-table-{turns[JOINED_SEAT]}")
        play_turn(ben_player)  # the last round: Ben's one more turn after the Stop
        turns[JOINED_SEAT] += 1

        ends = [
            player.expect(is_event("GameOver"), "game over") for player in (aiko_player, ben_player)
        ]
        assert ends[0]["stopper"] == HOST_SEAT
        assert {k: v for k, v in ends[0].items() if k != "t"} == {
            k: v for k, v in ends[1].items() if k != "t"
        }
        host.log.refresh()
        ben.log.refresh()
        assert moves(host.log.records) == moves(ben.log.records)
        assert len(moves(host.log.records)) == 2 * sum(turns.values())
        time.sleep(WINDOW_SECONDS)
        host.window.screenshot("host-game-over")
        ben.window.screenshot("remote-game-over")
