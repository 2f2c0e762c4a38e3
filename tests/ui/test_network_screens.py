"""Network play's screens, headless, against a real server on 127.0.0.1: the host's lobby
filling as apps join and Start enabling, a seat given back to a computer, the join list
finding games by itself on loopback, a typed address joining, a wrong code refused with its
message, the joiner's waiting lobby, the set-up's network choice, the main menu's Join a game
and the reconnect banner."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable
from functools import partial

import pygame
import pytest
from flowhelpers import key, make_shell, press, type_text

import goju51.app.network as network
import goju51.app.screens.setup as setup_screen
import goju51.net.lobby as lobby
from goju51.app.kit.i18n import LANGUAGES, set_language, tr
from goju51.app.main import App
from goju51.app.saves import Setup
from goju51.app.screens.hostlobby import HostLobbyScene
from goju51.app.screens.join import JoinScene
from goju51.app.screens.joinerlobby import JoinerLobbyScene
from goju51.app.screens.lobbyseats import seat_line
from goju51.app.screens.reconnectbanner import ReconnectBanner
from goju51.host.seats import Seat
from goju51.net.client import NetSeat
from tests.net.playing import begin, wait_for

pytestmark = pytest.mark.usefixtures("home")

SIZES = ((960, 540), (1920, 1080))


def until(app: App, condition: Callable[[], bool], seconds: float = 15.0) -> None:
    """Step the app's frames (real time passes: the network's threads work) until
    ``condition()`` holds."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        app.step(1 / 60)
        time.sleep(0.005)


def hosted_game(game: str = "japanese", announce: bool = False) -> network.HostedGame:
    """Aiko at the host, two seats open to other computers, a computer: on loopback."""
    seats = (Seat("Aiko"), Seat(""), Seat(""), Seat("Hana", "normal"))
    if game == "dice":
        seats = (Seat("Aiko"), Seat(""))
    hosted = network.HostedGame(
        Setup(seats, game=game),
        {1, 2} if game != "dice" else {1},
        title="Aiko",
        bind="127.0.0.1",
        port=0,
        announce=announce,
    )
    hosted.open()
    return hosted


def joiner(hosted: network.HostedGame) -> NetSeat:
    return NetSeat(hosted.addresses[0], hosted.server.spec.id, app_version=network.APP_VERSION)


def host_lobby(app: App, hosted: network.HostedGame) -> HostLobbyScene:
    scene = HostLobbyScene(app.flow, hosted)
    app.stack.push(scene)
    return scene


def control(app: App, key_name: str):
    return next(c for c in app.stack.top.controls if c.key == key_name)


def test_the_host_lobby_fills_as_apps_join_and_start_enables_when_every_seat_is_taken():
    app = make_shell()
    hosted = hosted_game()
    scene = host_lobby(app, hosted)
    ben, chiyo = joiner(hosted), joiner(hosted)
    try:
        assert hosted.addresses == [f"127.0.0.1:{hosted.server.port}"]
        assert len(hosted.code) == 5
        assert not control(app, "start").enabled()
        until(app, lambda: ben.state == "lobby")
        ben.sit(hosted.code, 1, "Ben")
        until(app, lambda: scene.lobby.seats[1].name == "Ben")
        assert seat_line(1, scene.lobby.seats[1]) == "2. Ben · joined"
        assert not control(app, "start").enabled()  # seat 3 is still open
        until(app, lambda: chiyo.state == "lobby")
        chiyo.sit(hosted.code, 2, "Chiyo")
        until(app, lambda: control(app, "start").enabled())
        assert [seat_line(i, s) for i, s in enumerate(scene.lobby.seats)] == [
            "1. Aiko · at the host's computer",
            "2. Ben · joined",
            "3. Chiyo · joined",
            "4. Hana · computer",
        ]
        assert not [c for c in scene.controls if c.key.startswith("computer:")]
        # Ben leaves: his seat is free again, Start is off, and the host is told why.
        ben.close()
        until(app, lambda: scene.error is not None)
        assert scene.error is not None and scene.error[0] == "Ben left: they left the lobby."
        assert not control(app, "start").enabled()
        assert hosted.setup().seats[2] == Seat("Chiyo")
    finally:
        ben.close()
        chiyo.close()
        app.stack.clear()


def test_start_hands_the_game_to_the_flow():
    app = make_shell()
    hosted = hosted_game("dice")
    scene = host_lobby(app, hosted)
    ben = joiner(hosted)
    try:
        until(app, lambda: ben.state == "lobby")
        ben.sit(hosted.code, 1, "Ben")
        until(app, lambda: control(app, "start").enabled())
        handed: list[network.HostedGame] = []
        app.flow.play_hosted = handed.append
        app.flow.play_joined = handed.append
        press(app, "start")
        assert handed == [hosted] and scene.started
        assert hosted.setup().seats == (Seat("Aiko"), Seat("Ben"))
    finally:
        ben.close()
        app.stack.clear()
        hosted.close()


def test_an_open_seat_can_be_given_to_a_computer_and_then_nobody_sits_there():
    app = make_shell()
    hosted = hosted_game()
    scene = host_lobby(app, hosted)
    ben = joiner(hosted)
    try:
        press(app, "computer:2")
        assert scene.lobby.seats[2].kind == "computer"
        assert scene.lobby.seats[2].name not in ("", "Aiko", "Hana")
        assert [c.key for c in scene.controls if c.key.startswith("computer:")] == ["computer:1"]
        until(app, lambda: ben.state == "lobby")
        ben.sit(hosted.code, 2, "Ben")
        until(app, lambda: ben.state == "denied")
        assert ben.denied is not None and ben.denied.code == lobby.NO_SUCH_SEAT
    finally:
        ben.close()
        app.stack.clear()


def open_join_list(app: App, search: network.GameSearch | None = None) -> JoinScene:
    if search is None:
        app.flow.open_menu()
        press(app, "join")
    else:  # over whatever is shown
        app.stack.push(JoinScene(app.flow, search))
    scene = app.stack.top
    assert isinstance(scene, JoinScene)
    return scene


def test_a_typed_address_joins_a_wrong_code_is_refused_with_its_message_and_the_right_one_seats():
    app = make_shell(games=("japanese", "dice"))
    host_app_side = hosted_game("dice")  # the typed address does not say the game: found out
    lobby_scene = None
    try:
        join = open_join_list(app, network.GameSearch(["192.0.2.1"]))
        assert join.focused is not None and join.focused.key == "address"
        type_text(app, "not an address")
        key(app, pygame.K_RETURN)
        assert join.error is not None and join.error[0] == tr("net.bad_address", port=network.PORT)
        assert join.marked == "address"
        join.address = ""
        type_text(app, host_app_side.addresses[0])
        key(app, pygame.K_RETURN)
        lobby_scene = app.stack.top
        assert isinstance(lobby_scene, JoinerLobbyScene)
        until(app, lambda: lobby_scene.choosing())
        app.step(1 / 60)  # the frame that shows the form
        assert lobby_scene.joined.game == "dice" and lobby_scene.focused.key == "code"
        assert lobby_scene.chosen == 1
        type_text(app, "WRONG")
        press(app, "name")
        lobby_scene.name = ""
        type_text(app, "Ben")
        key(app, pygame.K_RETURN)
        until(app, lambda: lobby_scene.error is not None)
        assert lobby_scene.error[0] == tr("net.denied.code", detail="")
        assert lobby_scene.marked == "code" and lobby_scene.focused.key == "code"
        lobby_scene.code = ""
        type_text(app, host_app_side.code.lower())  # typed in lower case: read as the code
        key(app, pygame.K_RETURN)
        until(app, lambda: lobby_scene.joined.state == "seated")
        until(app, lambda: host_app_side.lobby().seats[1].name == "Ben")
        app.step(1 / 60)
        assert lobby_scene.status() == tr("net.waiting_start")
        assert [c.key for c in lobby_scene.controls] == ["add", "back"]
        assert not control(app, "add").enabled(), "no seat is left for a second person here"
        assert control(app, "back").label() == tr("net.leave")
    finally:
        app.stack.clear()
        host_app_side.close()


def test_the_joiner_hears_the_game_start_and_hands_it_to_the_flow():
    app = make_shell()
    hosted = hosted_game("dice")
    host_app = make_shell()
    try:
        hosting = host_lobby(host_app, hosted)
        joined = network.JoinedGame(hosted.addresses[0], "dice", ("japanese", "dice"))
        scene = JoinerLobbyScene(app.flow, joined)
        app.stack.push(scene)
        until(app, scene.choosing)
        joined.sit(hosted.code, 1, "Ben")
        until(app, lambda: joined.state == "seated")
        host_app.step(1 / 60)
        assert hosting.hosted.ready
        handed: list[network.JoinedGame] = []
        app.flow.play_hosted = handed.append
        app.flow.play_joined = handed.append
        begin(hosted.server)  # the host's game, as the host's flow starts it
        until(app, lambda: handed == [joined])
        assert scene.handed_over
    finally:
        app.stack.clear()
        hosted.close()


def test_a_joiner_of_another_version_is_told_which_version_to_install(monkeypatch):
    app = make_shell()
    hosted = hosted_game()
    try:
        monkeypatch.setattr(network, "APP_VERSION", "0.0.1-other")
        joined = network.JoinedGame(hosted.addresses[0], "japanese", ("japanese",))
        scene = JoinerLobbyScene(app.flow, joined)
        app.stack.push(scene)
        until(app, lambda: joined.final)
        assert scene.status() == tr("net.denied.version", detail=network.goju51.__version__)
        assert [c.key for c in scene.controls] == ["back"]
    finally:
        app.stack.clear()
        hosted.close()


def test_games_hosted_on_the_network_appear_in_the_join_list_by_themselves():
    app = make_shell(games=("japanese", "dice"))
    hosted = hosted_game("dice", announce=True)
    try:
        join = open_join_list(app, network.GameSearch(["127.0.0.1"]))
        where = hosted.addresses[0]  # other tests may host at the same time: find this one
        until(app, lambda: any(found.where == where for found in join.found), seconds=20)
        index = next(i for i, found in enumerate(join.found) if found.where == where)
        found = control(app, f"found:{index}")
        assert found.label() == "Aiko · 51, the dice game · free seats: 1"
        press(app, f"found:{index}")
        scene = app.stack.top
        assert isinstance(scene, JoinerLobbyScene)
        until(app, scene.choosing)
        assert scene.joined.address == hosted.addresses[0]
    finally:
        app.stack.clear()
        hosted.close()


def test_where_multicast_is_unavailable_the_join_list_says_so_plainly():
    app = make_shell()
    join = open_join_list(app, network.GameSearch(["192.0.2.1"]))  # on no interface here
    try:
        until(app, lambda: join.search is not None and join.search.problem is not None)
        assert join.notice() == tr("net.no_multicast")
        assert "multicast unavailable" in join.notice()
    finally:
        app.stack.clear()


def test_the_main_menu_offers_join_a_game():
    app = make_shell()
    app.flow.open_menu()
    assert control(app, "join").label() == "Join a game"
    press(app, "join")
    assert isinstance(app.stack.top, JoinScene)
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.stack.top, JoinScene)


def test_the_setup_opens_seats_to_other_computers_and_start_opens_the_host_lobby(monkeypatch):
    monkeypatch.setattr(
        setup_screen,
        "HostedGame",
        partial(network.HostedGame, bind="127.0.0.1", port=0, announce=False),
    )
    app = make_shell()
    app.flow.setups["japanese"] = Setup((Seat("Aiko"), Seat("Hana", "normal"), Seat("Ben", "easy")))
    app.flow.open_setup()
    press(app, "answer1")  # Aiko's first pick of the game offers its guided game: "I know it"
    scene = app.stack.top
    press(app, "kind:1")  # on this computer: computer → person
    assert control(app, "kind:1").label() == "Person"
    press(app, "kind:1")  # → computer: no other-computer kind offered
    assert control(app, "kind:1").label() == "Computer"
    press(app, "where")
    assert control(app, "where").label() == "Open to the local network"
    press(app, "kind:1")
    press(app, "kind:1")  # computer → person → a person on another computer
    assert control(app, "kind:1").label() == tr("net.setup_remote")
    assert not control(app, "joins:1").enabled()
    assert control(app, "start").label() == tr("net.setup_open")
    press(app, "start")
    lobby_scene = app.stack.top
    assert isinstance(lobby_scene, HostLobbyScene)
    assert [s.kind for s in lobby_scene.lobby.seats] == ["person", "remote", "computer"]
    key(app, pygame.K_ESCAPE)  # closes the game: back at the set-up
    assert app.stack.top is scene
    press(app, "where")  # back to this computer: the seat is a person here again
    assert control(app, "kind:1").label() == "Person"


def test_the_reconnect_banner_counts_down_and_says_when_the_wait_is_over():
    app = make_shell()
    banner = ReconnectBanner(app.context)
    banner.follow([network.Absence("Ben", 41.2)])
    assert banner.lines == ["Waiting for Ben (reconnecting…) 0:42"]
    banner.follow([network.Absence("Ben", 0.0), network.Absence("Chiyo", 75, yourself=True)])
    assert banner.lines == [
        tr("net.banner_gone", name="Ben"),
        "Connection lost: reconnecting… 1:15",
    ]
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    room = pygame.Rect(300, 400, 680, 90)  # where the table leaves room for it
    banner.draw(surface, room)
    assert surface.get_at((640, 420)) != pygame.Color(0, 0, 0)
    assert surface.get_at((640, 30)) == pygame.Color(0, 0, 0), "nothing is drawn at the top"
    banner.follow([])
    surface.fill((0, 0, 0))
    banner.draw(surface, room)
    assert surface.get_at((640, 420)) == pygame.Color(0, 0, 0) and not banner.shown


def test_during_the_game_the_others_and_the_host_see_who_dropped_with_a_countdown():
    seats = (Seat("Aiko"), Seat(""), Seat(""))
    hosted = network.HostedGame(
        Setup(seats, game="dice"), {1, 2}, title="Aiko", bind="127.0.0.1", port=0, announce=False
    )
    hosted.open()
    offered = ("dice",)
    ben = network.JoinedGame(hosted.addresses[0], "dice", offered)
    chiyo = network.JoinedGame(hosted.addresses[0], "dice", offered)
    try:
        for joined, seat, name in ((ben, 1, "Ben"), (chiyo, 2, "Chiyo")):
            wait_for(lambda joined=joined: joined.state == "lobby")
            joined.sit(hosted.code, seat, name)
            wait_for(lambda joined=joined: joined.state == "seated")
        wait_for(lambda: hosted.ready)
        begin(hosted.server)
        ben.close()
        wait_for(lambda: bool(chiyo.waiting()), also=chiyo.pump)
        (absence,) = chiyo.waiting()
        assert absence.name == "Ben" and not absence.yourself
        assert 80 < absence.seconds <= hosted.server.wait_seconds
        wait_for(lambda: bool(hosted.waiting()), also=hosted.pump)
        assert [a.name for a in hosted.waiting()] == ["Ben"]
        hosted.server.close()  # the host is gone: Chiyo's own connection is down
        wait_for(lambda: chiyo.state == "reconnecting", also=chiyo.pump)
        chiyo.pump()
        own = chiyo.waiting()[0]
        assert own.yourself and own.name == "Chiyo" and own.seconds > 80
    finally:
        chiyo.close()
        hosted.close()


def test_a_port_held_by_another_program_gives_way_to_a_free_one():
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    taken = holder.getsockname()[1]
    seats = (Seat("Aiko"), Seat(""))
    hosted = network.HostedGame(
        Setup(seats, game="dice"), {1}, title="Aiko", bind="127.0.0.1", port=taken, announce=False
    )
    try:
        hosted.open()
        assert hosted.server.port not in (0, taken)
        assert hosted.addresses == [f"127.0.0.1:{hosted.server.port}"]
        ben = joiner(hosted)
        wait_for(lambda: ben.state == "lobby")
        ben.close()
    finally:
        hosted.close()
        holder.close()


@pytest.mark.parametrize(
    "typed, address",
    [
        ("192.168.1.20", f"192.168.1.20:{network.PORT}"),
        (" 192.168.1.20:5000 ", "192.168.1.20:5000"),
        ("aiko-laptop.local:45151", "aiko-laptop.local:45151"),
        ("192.168.1.20:99999", None),
        ("http://x", None),
        ("", None),
    ],
)
def test_a_typed_address_is_read_with_the_default_port(typed, address):
    assert network.parse_address(typed) == address


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_lobbies_draw_and_their_labels_fit_at_every_size(language, size):
    app = make_shell(size=size, games=("japanese", "dice"))
    set_language(language)
    hosted = hosted_game()
    try:
        host_lobby(app, hosted)
        ben = joiner(hosted)
        until(app, lambda: ben.state == "lobby")
        ben.sit(hosted.code, 1, "Zoé-Anne Dupont")
        until(app, lambda: app.stack.top.lobby.seats[1].name != "")
        open_join_list(app, network.GameSearch(["192.0.2.1"]))
        app.step(1 / 60)
        joined = network.JoinedGame(hosted.addresses[0], "japanese", ("japanese",))
        app.stack.push(JoinerLobbyScene(app.flow, joined))
        until(app, app.stack.top.choosing)
        for scene in app.stack.scenes:
            scene.draw(app.screen)
            for each in scene.controls:
                assert each.rect.right <= size[0] and each.rect.bottom <= size[1], each.key
        assert not app.context.text.cut
        ben.close()
    finally:
        app.stack.clear()
