"""A running host against hostile connections: thousands of malformed, oversized, out of
order and replayed messages, and half-open connections. It stays up, the game is changed
only by the people seated, and each bad connection is closed with a reason."""

from __future__ import annotations

import json
import random
import socket

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from goju51.games import GAMES
from goju51.host.messages import Codec, Play
from goju51.host.seats import Seat
from goju51.net import lobby
from goju51.net.lobby import LOBBY_WIRE, Hello, JoinerSays, Rejoin, Sit
from goju51.net.server import MAX_MESSAGE
from tests.net.playing import APP, Player, begin, open_game, wait_for
from tests.net.test_network import joined, play_to_the_end

GARBAGE = [
    "",
    "hello",
    "{",
    "[]",
    "null",
    '{"type": "Hello"}',
    '{"type": "Seated", "step": 0}',
    '{"type": "Play", "step": 0, "move": "roll"}',
    '{"type": "Hello", "app": 1, "protocol": "1", "game": null}',
    '{"type": "Sit", "code": "AAAAA", "seat": -1, "name": "x"}',
    '{"type": "__class__", "app": "x"}',
    json.dumps({"type": "Hello", "app": "x" * 10_000, "protocol": 1, "game": "dice"}),
    "[" * 5_000 + "]" * 5_000,
]


def hello(game: str = "dice") -> str:
    return LOBBY_WIRE.dumps(Hello(APP, lobby.PROTOCOL, game), JoinerSays)


def closed_with_a_reason(ws) -> None:
    """Read until the host closes; it must say why."""
    try:
        while True:
            ws.recv(timeout=20)
    except ConnectionClosed as closed:
        assert closed.rcvd is not None and closed.rcvd.code in (1008, 1009), closed
        assert closed.rcvd.reason, "closed without a reason"


def test_the_host_stays_up_and_its_game_unchanged_under_hostile_messages() -> None:
    spec = GAMES["dice"]
    server = open_game(spec, [None, None, Seat("Cyd", "easy")])
    address = f"ws://127.0.0.1:{server.port}"
    rng = random.Random(51)
    clients = joined(server, [0, 1])
    host = begin(server)
    players = [Player(client, seed) for seed, client in enumerate(clients)]
    idle = []
    try:
        for _ in range(400):  # garbage in place of a hello, or after one
            with connect(address, max_size=None) as ws:
                if rng.random() < 0.5:
                    ws.send(hello())
                    ws.recv(timeout=20)  # the lobby
                ws.send(rng.choice(GARBAGE))
                closed_with_a_reason(ws)
            server.pump()
        for _ in range(30):  # a message over the size limit
            with connect(address, max_size=None) as ws:
                ws.send("x" * (MAX_MESSAGE + 1 + rng.randrange(10_000)))
                closed_with_a_reason(ws)
        for _ in range(30):  # a stranger's token, a wrong code, a game already started
            with connect(address) as ws:
                ws.send(hello())
                ws.recv(timeout=20)
                claim = rng.choice(
                    [Rejoin("not-a-token"), Sit("AAAAA", 2, "Zed"), Sit(server.code, 2, "Zed")]
                )
                ws.send(LOBBY_WIRE.dumps(claim, JoinerSays))
                denied = json.loads(ws.recv(timeout=20))
                assert denied["type"] == "Denied" and denied["code"] in (
                    lobby.UNKNOWN_TOKEN,
                    lobby.BAD_CODE,
                    lobby.STARTED,
                )
                closed_with_a_reason(ws)
        for _ in range(20):  # half-open: a TCP connection that never speaks
            idle.append(socket.create_connection(("127.0.0.1", server.port)))
        for _ in range(20):  # bytes that are not even HTTP
            with socket.create_connection(("127.0.0.1", server.port)) as raw:
                raw.sendall(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))))
        assert host.step == 0, "nothing hostile changed the game"

        # A seated person's own connection replays and floods: refused as late, then closed.
        codec = Codec(spec)
        with connect(address) as ws:
            ws.send(hello())
            ws.recv(timeout=20)
            ws.send(LOBBY_WIRE.dumps(Rejoin(clients[1].token), JoinerSays))
            stale = codec.from_seat(Play(host.step + 7, "roll"))
            try:
                for _ in range(2_000):
                    ws.send(stale)
                    server.pump()
            except ConnectionClosed:
                pass
            closed_with_a_reason(ws)
        assert host.step == 0
        wait_for(lambda: clients[1].state in ("replaced", "seated"), also=server.pump)

        # The people play on to the end (the one whose seat was taken comes back).
        if clients[1].state == "replaced":
            clients[1].close()
            clients[1] = type(clients[1])(
                address.removeprefix("ws://"), "dice", app_version=APP, token=clients[1].token
            )
            players[1] = Player(clients[1], 1)
        wait_for(lambda: clients[1].state == "seated", also=server.pump)
        play_to_the_end(server, host, players)
        assert host.game.is_over
        assert all(p.ended.scores == host.game.outcome().scores for p in players)
    finally:
        for raw in idle:
            raw.close()
        for client in clients:
            client.close()
        server.close()
