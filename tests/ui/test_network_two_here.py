"""Two people sharing one joining computer: the joiner's lobby adds the second person (a seat
and a connection of their own) and lets them stand up again; in the game the joining app
passes and plays between its seats as a shared screen does, each table built from, and fed
by, its own seat's messages only."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest
from flowhelpers import key, make_shell, press, type_text

import goju51.app.network as network
import goju51.app.saves as saves
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.i18n import join_names, tr
from goju51.app.main import App
from goju51.app.saves import Setup
from goju51.app.screens import lobbyseats
from goju51.app.screens.handover import HandOverScene
from goju51.app.screens.joinerlobby import JoinerLobbyScene
from goju51.app.table.base import TableBase
from goju51.games import GAMES
from goju51.host.host import Host
from goju51.host.messages import NextGame
from goju51.host.seats import Seat
from goju51.host.thinking import Worker
from goju51.net.server import NetServer
from tests.net.playing import begin, check_transcript
from tests.net.sharing import Watch
from tests.ui.test_network_play import until

pytestmark = pytest.mark.usefixtures("home")


def cy_hosts(game: str, people: int = 2) -> network.HostedGame:
    """Cy's game elsewhere: Cy, a computer, then ``people`` seats open to the network."""
    setup = Setup((Seat("Cy", "easy"), *(Seat("") for _ in range(people))), game=game)
    on_loopback = {"bind": network.LOOPBACK, "port": 0, "announce": False}
    hosted = network.HostedGame(setup, set(range(1, people + 1)), title="Cy", **on_loopback)
    hosted.open()
    return hosted


def ben_sits_down(app: App, hosted: network.HostedGame, game: str) -> JoinerLobbyScene:
    """Ben, at the joining app, types the code and his name and takes the first free seat."""
    assert app.flow is not None
    joined = network.JoinedGame(hosted.addresses[0], game, (game,))
    scene = JoinerLobbyScene(app.flow, joined)
    app.stack.push(scene)
    until(app, scene.choosing, hosted.pump)
    app.step(1 / 60)
    type_text(app, hosted.code)
    press(app, "name")
    scene.name = ""
    type_text(app, "Ben")
    key(app, pygame.K_RETURN)
    until(app, lambda: joined.state == "seated", hosted.pump)
    return scene


def add_a_person(app: App, hosted: network.HostedGame, scene: JoinerLobbyScene) -> None:
    """Press "Add a person at this computer" once the lobby offers it."""
    until(app, lambda: "add" in [c.key for c in scene.controls], hosted.pump)
    press(app, "add")


def dee_sits_beside_him(app: App, hosted: network.HostedGame, scene: JoinerLobbyScene) -> None:
    """ "Add a person at this computer": Dee types her name and takes the next free seat."""
    add_a_person(app, hosted, scene)
    until(app, scene.choosing, hosted.pump)
    app.step(1 / 60)
    assert scene.focused is not None and scene.focused.key == "name", "no code to type again"
    type_text(app, "Dee")
    key(app, pygame.K_RETURN)
    until(app, lambda: len(scene.others) == 1, hosted.pump)


def drawn_seat_lines(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The seat lines the lobby draws in its next frame."""
    lines: list[str] = []

    def seat_line(*arguments: Any, **keywords: Any) -> str:
        lines.append(real_seat_line(*arguments, **keywords))
        return lines[-1]

    real_seat_line = lobbyseats.seat_line
    with monkeypatch.context() as patch:
        patch.setattr(lobbyseats, "seat_line", seat_line)
        app.step(1 / 60)
    return lines


def test_the_lobby_adds_a_person_at_this_computer_who_can_stand_up_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = make_shell(games=("dice",))
    hosted = cy_hosts("dice", people=3)
    try:
        scene = ben_sits_down(app, hosted, "dice")
        add_a_person(app, hosted, scene)
        until(app, scene.choosing, hosted.pump)
        key(app, pygame.K_ESCAPE)  # changed their mind: Ben stays, nobody else sits
        assert scene.newcomer is None and app.stack.top is scene
        dee_sits_beside_him(app, hosted, scene)
        (dee,) = scene.others
        until(app, lambda: hosted.lobby().seats[2].name == "Dee", hosted.pump)
        assert hosted.lobby().seats[1].name == "Ben", "each on a connection of their own"
        assert dee.seat.token != scene.joined.seat.token
        # the joining app hears the lobby naming them a moment after the host has them
        waiting = tr("net.waiting_start_here", names=join_names(["Ben", "Dee"]))
        until(app, lambda: scene.status() == waiting, hosted.pump)
        kept = {(1, "Ben"), (2, "Dee")}
        until(app, lambda: {(k.seat, k.name) for k in saves.kept_seats()} == kept, hosted.pump)
        assert drawn_seat_lines(app, monkeypatch)[1:3] == [
            "2. Ben · at this computer",
            "3. Dee · at this computer",
        ], "neither is 'you' when two share the screen"
        keys = [c.key for c in scene.controls]
        assert keys == ["add", "stand:2", "back"], "only the one added stands up here"
        press(app, "stand:2")
        until(app, lambda: not hosted.lobby().seats[2].name, hosted.pump)
        assert scene.others == [] and hosted.lobby().seats[1].name == "Ben"
        assert [(k.seat, k.name) for k in saves.kept_seats()] == [(1, "Ben")]
        assert drawn_seat_lines(app, monkeypatch)[1] == "2. Ben · you"
    finally:
        app.stack.clear()
        hosted.close()
        app.close()


def play_whole_game(app: App, hosted: network.HostedGame, host: Host, seed: int) -> Watch:
    flow = app.flow
    assert flow is not None
    watch = Watch(app, seed)

    def host_side() -> None:
        hosted.pump()
        host.update()
        watch.frame()

    until(app, lambda: {"Ben", "Dee"} <= set(flow.statistics.of(host.spec.id).people), host_side)
    return watch


@pytest.mark.parametrize("game", list(GAMES))
def test_two_people_at_a_joining_app_pass_and_play_each_seeing_only_their_own_seat(game) -> None:
    app = make_shell(games=(game,))
    flow = app.flow
    assert flow is not None
    hosted = cy_hosts(game)
    try:
        scene = ben_sits_down(app, hosted, game)
        dee_sits_beside_him(app, hosted, scene)
        ben, dee = scene.joined, scene.others[0]
        for person in (ben, dee):
            person.seat.transcript = []  # every frame of the game from here on
        until(app, lambda: hosted.ready, hosted.pump)
        host = begin(hosted.server, seed=5)
        start = host.game.to_json()
        watch = play_whole_game(app, hosted, host, seed=7)
        assert host.game.is_over
        assert set(watch.hand_overs) == {"Ben", "Dee"}, "each is handed the screen"
        assert all(viewer == seat for viewer, seat in watch.tables), watch.tables
        assert {viewer for viewer, _seat in watch.tables} == {1, 2}
        for person, seat in ((ben, 1), (dee, 2)):
            assert person.seat.transcript
            check_transcript(host.spec, start, host.game.history, person.seat.transcript, seat)
        counted = flow.statistics.of(game).people
        assert counted["Ben"].games == counted["Dee"].games == 1
        assert set(counted) == {"Ben", "Dee"}, "Cy's computer counts at the host"
        assert sorted(k.record.seat for k in saves.kept_replays()) == [1, 2]
        assert saves.kept_seats() == [], "the game is over: no seat to come back to"
    finally:
        app.stack.clear()
        hosted.close()
        app.close()


def test_a_continued_host_found_again_both_people_here_rejoin_their_seats() -> None:
    """Both seats of this computer were kept on disk: "Rejoin" brings both people back, each
    on their own connection with their own token, to the lobby of the continued host."""
    tokens = {1: ("Ben", "t0ken-of-ben"), 2: ("Dee", "t0ken-of-dee")}
    spec = GAMES["dice"]
    server = NetServer(
        spec,
        [Seat("Cy", "easy"), None, None],
        app_version=network.APP_VERSION,
        bind=network.LOOPBACK,
        port=0,
        code="ACDEF",
        seated=tokens,
    )
    server.start()
    address = f"{network.LOOPBACK}:{server.port}"
    for seat, (name, token) in tokens.items():
        heard = int(time.time())
        kept = saves.KeptSeat(
            address, "ACDEF", "dice", "Cy", server.session, seat, name, token, heard
        )
        assert saves.keep_seat(kept) is None
    app = make_shell(games=("dice",))
    flow = app.flow
    assert flow is not None
    try:
        flow.open_menu()  # it looks for the newest seat kept
        until(app, lambda: flow.seat_found_again() is not None, server.pump)
        flow.rejoin()
        scene = app.stack.top
        assert isinstance(scene, JoinerLobbyScene) and len(scene.others) == 1
        until(
            app, lambda: all(seat.connected for seat in server.lobby_view().seats[1:]), server.pump
        )
        until(
            app, lambda: {person.own_name for person in scene.here()} == {"Ben", "Dee"}, server.pump
        )
        first = scene.joined.own_name
        second = scene.others[0].own_name
        assert scene.status() == tr("net.waiting_start_here", names=join_names([first, second]))
    finally:
        app.stack.clear()
        server.close()
        app.close()


def both_sit_down_and_the_game_begins(
    app: App, hosted: network.HostedGame, game: str, seed: int
) -> tuple[JoinerLobbyScene, Host]:
    """Ben and Dee seated at the joining app, the host's game begun (its computer driven by
    the test), the first hand-over shown."""
    scene = ben_sits_down(app, hosted, game)
    dee_sits_beside_him(app, hosted, scene)
    until(app, lambda: hosted.ready, hosted.pump)
    host = begin(hosted.server, seed=seed)
    until(app, lambda: isinstance(app.stack.scenes[0], HandOverScene), hosted.pump)
    return scene, host


def test_the_joiners_hand_over_hides_both_hands_and_leaving_is_asked_for_everyone_here() -> None:
    """The hand-over on the joining app draws no card; its way out is Leave, asked first, and
    leaving leaves both people's seats (no longer kept)."""
    app = make_shell(games=("japanese",))
    flow = app.flow
    assert flow is not None
    hosted = cy_hosts("japanese")
    try:
        both_sit_down_and_the_game_begins(app, hosted, "japanese", seed=2)
        hand_over = app.stack.scenes[0]
        assert isinstance(hand_over, HandOverScene)
        first = flow.joined
        assert first is not None and hand_over.name == first.joined.own_name
        assert not any(isinstance(each, TableBase) for each in app.stack.scenes), "no table"
        assert [c.label() for c in hand_over.controls][1] == tr("net.leave")
        assert hand_over.keys_help == "net.handover_keys"
        assert len(saves.kept_seats()) == 2
        key(app, pygame.K_ESCAPE)
        dialog = app.stack.top
        assert isinstance(dialog, Dialog) and dialog.message() == tr("net.leave_question")
        press(app, "answer0")  # Leave
        until(
            app, lambda: not any(seat.connected for seat in hosted.lobby().seats[1:]), hosted.pump
        )
        assert saves.kept_seats() == [] and flow.joined_here == []
    finally:
        app.stack.clear()
        hosted.close()
        app.close()


def test_a_dropped_connection_of_either_person_here_is_said_once_and_the_game_goes_on() -> None:
    """Dee's connection drops (no goodbye) while the screen is being handed over: this app's
    connection is said lost (once, not as someone the game waits for), her seat comes back on
    its own with its token, and the game is played to its end."""
    app = make_shell(games=("dice",))
    flow = app.flow
    assert flow is not None
    hosted = cy_hosts("dice")
    try:
        scene, host = both_sit_down_and_the_game_begins(app, hosted, "dice", seed=3)
        dee = scene.others[0]
        people = [scene.joined, dee]
        seat = dee.seat
        seat._loop.call_soon_threadsafe(seat._socket.transport.abort)  # type: ignore[union-attr]
        until(app, lambda: bool(network.waiting_here(people)), hosted.pump)
        absent = network.waiting_here(people)
        assert [(a.name, a.yourself) for a in absent] == [("Dee", True)], absent
        until(app, lambda: dee.state == "seated" and not network.waiting_here(people), hosted.pump)
        play_whole_game(app, hosted, host, seed=4)
        assert host.game.is_over and flow.statistics.of("dice").people["Dee"].games == 1
    finally:
        app.stack.clear()
        hosted.close()
        app.close()


def test_a_matchs_next_game_is_handed_to_the_person_here_who_plays_first() -> None:
    """Goju Ichi to two wins: when the host deals the next game, the joining app hands the
    screen to whichever of its people plays first there, and both play it to the end."""
    app = make_shell(games=("japanese",))
    flow = app.flow
    assert flow is not None
    hosted = cy_hosts("japanese")
    try:
        scene = ben_sits_down(app, hosted, "japanese")
        dee_sits_beside_him(app, hosted, scene)
        until(app, lambda: hosted.ready, hosted.pump)
        spec = hosted.server.spec
        match = spec.new_match(3, spec.rules_type(), 2, 5)
        host = Host(spec, match, match.new_game(), hosted.server.seats(), worker=Worker(), seed=5)
        hosted.server.begin(host)
        watch = play_whole_game(app, hosted, host, seed=7)
        assert not host.match_decided, "two wins take more than one game"
        first_game_hand_overs = len(watch.hand_overs)
        host.receive(0, NextGame(host.step))  # the host's app deals the match's next game
        people = flow.statistics.of("japanese").people

        def host_side() -> None:
            hosted.pump()
            host.update()
            watch.frame()

        until(app, lambda: people["Ben"].games == people["Dee"].games == 2, host_side)
        assert len(watch.hand_overs) > first_game_hand_overs, "the new game was handed over"
        assert all(viewer == seat for viewer, seat in watch.tables), watch.tables
    finally:
        app.stack.clear()
        hosted.close()
        app.close()
