"""Privacy on the wire: over whole games of every game played by joined apps, no frame a
remote app receives names a card or shows dice its seat may not know in the position it was
sent from, lobby frames included (``tests.host.knowledge`` judges)."""

from __future__ import annotations

import pytest

from goju51.games import GAMES
from goju51.host.seats import Seat
from goju51.net.client import NetSeat
from tests.net.playing import APP, Player, begin, check_transcript, open_game, wait_for
from tests.net.test_network import play_to_the_end

CASES = [(game, players) for game in GAMES for players in (2, 4)]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_no_frame_tells_a_remote_app_what_its_seat_may_not_know(game_id, players) -> None:
    spec = GAMES[game_id]
    remote = [0, players - 1]
    seats = [None if i in remote else Seat(f"Cpu{i}", "easy") for i in range(players)]
    server = open_game(spec, seats)
    address = f"127.0.0.1:{server.port}"
    clients = [NetSeat(address, game_id, app_version=APP, keep_transcript=True) for _ in remote]
    try:
        wait_for(lambda: all(c.state == "lobby" for c in clients))
        for client, seat in zip(clients, remote, strict=True):
            client.sit(server.code, seat, f"Joiner{seat}")
        wait_for(lambda: all(c.state == "seated" for c in clients), also=server.pump)
        host = begin(server, seed=players)
        start = host.game.to_json()
        play_to_the_end(server, host, [Player(c, i) for i, c in enumerate(clients)])
        for client, seat in zip(clients, remote, strict=True):
            assert client.transcript
            check_transcript(spec, start, host.game.history, client.transcript, seat)
    finally:
        for client in clients:
            client.close()
        server.close()
