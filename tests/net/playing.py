"""Helpers for the network tests: a hosted game on loopback and joined seats that play
seeded random legal moves from the views they are sent."""

from __future__ import annotations

import random
import time
from typing import Any

from goju51.core.spec import GameSpec
from goju51.host.host import Host
from goju51.host.messages import Codec, GameEnded, Moved, Play, Seated, ToSeat, follow
from goju51.host.seats import Seat
from goju51.host.thinking import Worker
from goju51.net import lobby
from goju51.net.client import NetSeat
from goju51.net.server import NetServer
from tests.host.knowledge import Truth, card_texts, check_message, words

APP = "test-1"
SECONDS = 60.0


def wait_for(condition: Any, seconds: float = 30.0, also: Any = None) -> None:
    """Poll ``condition()`` (running ``also()`` between tries) until it holds."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        if also is not None:
            also()
        time.sleep(0.002)


class Player:
    """A joined seat that plays a random legal move whenever its view says it is to act."""

    def __init__(self, seat: NetSeat, seed: int) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.view: Any = None
        self.step = 0
        self.received: list[ToSeat] = []
        self.ended: GameEnded | None = None

    def listen(self) -> None:
        """Take what the host sent: the view to play from, the game's end."""
        for message in self.seat.take():
            self.received.append(message)
            if isinstance(message, Seated | Moved):
                self.view, self.step = message.view, message.step
            elif isinstance(message, GameEnded):
                self.ended = message

    def turn(self) -> None:
        self.listen()
        view = self.view
        if view is not None and view.is_my_turn and view.legal_moves and self.ended is None:
            move = self.rng.choice(view.legal_moves)
            self.seat.send(Play(self.step, str(move)))
            self.view = None  # wait for the answer before moving again


def open_game(spec: GameSpec, seats: list[Seat | None], **options: Any) -> NetServer:
    server = NetServer(spec, seats, app_version=APP, bind="127.0.0.1", **options)
    server.start()
    return server


def begin(server: NetServer, seed: int = 1) -> Host:
    spec = server.spec
    players = len(server.local_seats)
    match = spec.new_match(players, spec.rules_type(), None, seed)
    host = Host(spec, match, match.new_game(), server.seats(), worker=Worker(), seed=seed)
    server.begin(host)
    return host


def check_transcript(
    spec: GameSpec, start: str, history: Any, frames: list[str], seat: int
) -> None:
    """Every frame one connection received (``frames``, in order) tells ``seat`` nothing it
    may not know in the position it was sent from, the game followed from ``start`` (its
    JSON) along the host's ``history``; lobby frames name no card."""
    codec, cards = Codec(spec), card_texts(spec.id)
    truth = Truth(spec.load_game(start))  # followed along this connection's frames
    truth.follow(truth.shadow.opening_events())
    seen: tuple = ()
    for text in frames:
        if any(f'"type":"{tag}"' in text for tag in lobby.HOST_TAGS):
            assert not {w for w in words(text) if w in cards}, text
            continue
        message = follow(codec.read_to_seat(text), seen, spec)
        seen = getattr(getattr(message, "view", None), "history", seen)
        truth.catch_up(history[: message.step])
        check_message(text, message, seat, truth, spec.id)
