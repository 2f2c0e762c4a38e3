"""Privacy on the wire: over whole games of every game played by joined apps, no frame a
remote app receives names a card or shows dice its seat may not know in the position it was
sent from, lobby frames included (``tests.host.knowledge`` judges)."""

from __future__ import annotations

import pytest

from goju51.games import GAMES
from goju51.host.messages import Codec, follow
from goju51.host.seats import Seat
from goju51.net import lobby
from goju51.net.client import NetSeat
from tests.host.knowledge import Truth, card_texts, check_message, words
from tests.net.playing import APP, Player, begin, open_game, wait_for
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
        codec, cards = Codec(spec), card_texts(game_id)
        for client, seat in zip(clients, remote, strict=True):
            frames = client.transcript
            assert frames
            truth = Truth(spec.load_game(start))  # followed along this app's frames
            truth.follow(truth.shadow.opening_events())
            history: tuple = ()
            for text in frames:
                if any(f'"type":"{tag}"' in text for tag in lobby.HOST_TAGS):
                    assert not {w for w in words(text) if w in cards}, text
                    continue
                message = follow(codec.read_to_seat(text), history, spec)
                history = getattr(getattr(message, "view", None), "history", history)
                truth.catch_up(host.game.history[: message.step])
                check_message(text, message, seat, truth, game_id)
    finally:
        for client in clients:
            client.close()
        server.close()
