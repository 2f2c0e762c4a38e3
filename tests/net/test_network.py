"""Playing across computers, on loopback: joined seats play whole games of every game; the
lobby refuses what it must with a code; a dropped person comes back to the same position
(on their own, or from an app started again with their token) and a connection that lost
its seat is heard no more."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from websockets.sync.client import connect

from goju51.games import GAMES
from goju51.host.host import Host
from goju51.host.messages import Moved, Play, Refused, Seated
from goju51.host.seats import Seat
from goju51.net import lobby
from goju51.net.client import NetSeat
from goju51.net.lobby import LOBBY_WIRE, Denied, Hello, JoinerSays
from goju51.net.server import NetServer
from tests.net.playing import APP, Player, begin, open_game, wait_for

SPECS = list(GAMES.values())


def joined(server, seats: list[int], names: list[str] | None = None) -> list[NetSeat]:
    address = f"127.0.0.1:{server.port}"
    clients = [NetSeat(address, server.spec.id, app_version=APP) for _ in seats]
    wait_for(lambda: all(c.state == "lobby" for c in clients))
    for index, (client, seat) in enumerate(zip(clients, seats, strict=True)):
        client.sit(server.code, seat, names[index] if names else f"Joiner {seat}")
    wait_for(lambda: all(c.state == "seated" for c in clients), also=server.pump)
    return clients


def play_to_the_end(server, host, players, seconds: float = 60.0) -> None:
    def step() -> None:
        server.pump()
        host.update()
        for player in players:
            player.turn()

    wait_for(lambda: all(p.ended is not None for p in players), seconds, also=step)


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_three_joined_seats_and_a_computer_play_a_whole_game(spec) -> None:
    server = open_game(spec, [None, Seat("Cyd", "easy"), None, None])
    clients = joined(server, [0, 2, 3])
    assert server.full and server.seats()[0].name == "Joiner 0"
    host = begin(server)
    players = [Player(client, seed) for seed, client in enumerate(clients)]
    try:
        play_to_the_end(server, host, players)
        outcome = host.game.outcome()
        for player, client in zip(players, clients, strict=True):
            assert player.ended.scores == outcome.scores
            assert player.view is None or player.view == host.game.view(client.seat)
            moved = [m for m in player.received if isinstance(m, Moved)]
            assert [m.move for m in moved] == [str(move) for _, move in host.game.history]
    finally:
        for client in clients:
            client.close()
        server.close()


@pytest.mark.parametrize(
    ("hello", "code"),
    [
        ({"app": "other-9"}, lobby.BAD_VERSION),
        ({"game": "dice"}, lobby.WRONG_GAME),
    ],
)
def test_a_joining_app_of_another_version_or_game_is_refused(hello, code) -> None:
    server = open_game(GAMES["japanese"], [None, None])
    client = NetSeat(
        f"127.0.0.1:{server.port}",
        hello.get("game", "japanese"),
        app_version=hello.get("app", APP),
    )
    try:
        wait_for(lambda: client.state == "denied")
        assert client.denied.code == code
        if code == lobby.BAD_VERSION:
            assert client.denied.detail == APP, "the refusal names the version to install"
    finally:
        client.close()
        server.close()


def test_an_app_of_the_protocol_before_is_told_which_version_to_install() -> None:
    """Protocol 1 had no lobby session nor the views' newer fields: such an app is refused
    with the host's version to install, though it may call itself the same version."""
    server = open_game(GAMES["japanese"], [None, None])
    try:
        with connect(f"ws://127.0.0.1:{server.port}") as ws:
            ws.send(LOBBY_WIRE.dumps(Hello(APP, lobby.PROTOCOL - 1, "japanese"), JoinerSays))
            said = LOBBY_WIRE.loads(ws.recv(timeout=20), lobby.HostSays)
        assert said == Denied(lobby.BAD_VERSION, APP), "the refusal names the version to install"
    finally:
        server.close()


def test_the_lobby_refuses_a_wrong_code_a_taken_seat_and_a_name_in_use() -> None:
    server = open_game(GAMES["chinese"], [Seat("Ann"), None, None])
    address = f"127.0.0.1:{server.port}"
    try:
        (first,) = joined(server, [1], ["Ben"])
        cases = [
            ("ZZZZZ", 2, "Cat", lobby.BAD_CODE),
            (server.code, 1, "Cat", lobby.SEAT_TAKEN),
            (server.code, 0, "Cat", lobby.NO_SUCH_SEAT),
            (server.code, 2, "ann", lobby.BAD_NAME),
            (server.code, 2, " ", lobby.BAD_NAME),
        ]
        for code, seat, name, refusal in cases:
            other = NetSeat(address, "chinese", app_version=APP)
            wait_for(lambda other=other: other.state == "lobby")
            other.sit(code, seat, name)
            wait_for(lambda other=other: other.state == "denied")
            assert other.denied.code == refusal, (code, seat, name)
            other.close()
        lobby_seen = server.lobby_view()
        assert [s.kind for s in lobby_seen.seats] == ["person", "remote", "remote"]
        assert [s.name for s in lobby_seen.seats] == ["Ann", "Ben", ""]
        assert not server.full
        first.close()
        wait_for(lambda: server.lobby_view().seats[1].name == "", also=server.pump)
    finally:
        server.close()


def test_a_dropped_person_reconnects_on_their_own_to_the_same_position() -> None:
    server = open_game(GAMES["japanese"], [None, None])
    clients = joined(server, [0, 1])
    host = begin(server)
    players = [Player(client, seed) for seed, client in enumerate(clients)]
    events = []

    def step() -> None:
        events.extend(server.pump())
        host.update()
        for player in players:
            player.turn()

    try:
        wait_for(lambda: host.step >= 3, also=step)
        token = clients[1].token
        broken = clients[1]
        broken._loop.call_soon_threadsafe(broken._socket.transport.abort)  # no goodbye
        wait_for(lambda: any(e.kind == "dropped" and e.seat == 1 for e in events), also=step)
        dropped = next(e for e in events if e.kind == "dropped")
        assert dropped.detail in ("connection lost", "replaced"), dropped
        wait_for(lambda: [e.kind for e in events if e.seat == 1][-1] == "sat", also=step)
        assert clients[1].state == "seated" and clients[1].token == token
        assert not server.waiting()
        play_to_the_end(server, host, players)
        assert players[1].ended.scores == host.game.outcome().scores
        seated = [m for m in players[1].received if isinstance(m, Seated)]
        assert len(seated) >= 2, "seated again after the drop"
    finally:
        for client in clients:
            client.close()
        server.close()


@pytest.fixture
def two_at_dice() -> Iterator[tuple[NetServer, list[NetSeat], Host]]:
    """A dice game on loopback, both seats joined and the game begun; all closed after."""
    server = open_game(GAMES["dice"], [None, None])
    clients = joined(server, [0, 1])
    host = begin(server)
    yield server, clients, host
    for client in clients:
        client.close()
    server.close()


def test_an_app_started_again_takes_its_seat_back_with_its_token(two_at_dice) -> None:
    server, clients, host = two_at_dice
    wait_for(lambda: bool(clients[0].history is not None), also=server.pump)
    again = NetSeat(f"127.0.0.1:{server.port}", "dice", app_version=APP, token=clients[0].token)
    try:
        got: list = []
        wait_for(
            lambda: any(isinstance(m, Seated) for m in got),
            also=lambda: (server.pump(), got.extend(again.take())),
        )
        wait_for(lambda: clients[0].state == "replaced", also=server.pump)
        assert again.state == "seated"
        seated = [m for m in got if isinstance(m, Seated)]
        assert seated[-1].view == host.game.view(0)
    finally:
        again.close()


def test_a_move_sent_twice_is_played_once_and_the_second_is_refused_as_late(two_at_dice) -> None:
    server, clients, host = two_at_dice
    mover = clients[host.game.current_player]
    mover.send(Play(0, "roll"))
    mover.send(Play(0, "roll"))
    refused: list[Refused] = []
    wait_for(
        lambda: bool(refused),
        also=lambda: (
            server.pump(),
            refused.extend(m for m in mover.take() if isinstance(m, Refused)),
        ),
    )
    assert host.step == 1 and len(host.game.history) == 1
    assert refused[0].code == "late"


def test_after_the_countdown_a_dropped_seat_goes_to_a_computer_and_its_token_is_void() -> None:
    server = open_game(GAMES["chinese"], [None, None, Seat("Cyd", "easy")], wait_seconds=0.3)
    clients = joined(server, [0, 1])
    host = begin(server)
    players = [Player(clients[0], 0)]
    try:
        token = clients[1].token
        clients[1].close()
        events = []
        wait_for(lambda: bool(server.waiting()), also=lambda: events.extend(server.pump()))
        wait_for(
            lambda: any(e.kind == "dropped" for e in events),
            also=lambda: events.extend(server.pump()),
        )
        assert [(e.seat, e.name, e.detail) for e in events if e.kind == "dropped"] == [
            (1, "Joiner 1", "left")
        ]
        (seat, name, left) = server.waiting()[0]
        assert (seat, name) == (1, "Joiner 1") and 0 < left <= 0.3
        wait_for(lambda: server.overdue() == [1], also=server.pump)
        server.give_to_computer(1, "easy")
        assert host.seats[1] == Seat("Joiner 1", "easy")
        assert [s.kind for s in server.lobby_view().seats] == ["remote", "computer", "computer"]
        late = NetSeat(f"127.0.0.1:{server.port}", "chinese", app_version=APP, token=token)
        wait_for(lambda: late.state == "denied", also=server.pump)
        assert late.denied.code == lobby.UNKNOWN_TOKEN
        late.close()
        play_to_the_end(server, host, players)
        assert players[0].ended.scores == host.game.outcome().scores
    finally:
        clients[0].close()
        server.close()


def test_in_the_lobby_an_open_seat_can_be_turned_back_into_a_computer() -> None:
    server = open_game(GAMES["dice"], [None, None])
    (taken,) = joined(server, [1], ["Ben"])
    try:
        server.give_to_computer(1, "normal")
        wait_for(lambda: taken.state == "denied", also=server.pump)
        assert taken.denied.code == lobby.GIVEN_AWAY
        assert server.seats()[1] == Seat("Ben", "normal")
        assert not server.full
    finally:
        taken.close()
        server.close()
