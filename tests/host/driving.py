"""Plays hosted games for the host's tests: people are seats attached in-process whose
clients pick seeded random legal moves from the views they were sent; computers are the
host's own, thinking on a thread."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from goju51.core.spec import GameSpec
from goju51.host.host import Host
from goju51.host.local import LocalSeat
from goju51.host.messages import GameEnded, Moved, Play, Seated, ToSeat
from goju51.host.seats import Seat
from goju51.host.thinking import Worker

NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal")
"""Seat names that read as no card and no dice result."""
SECONDS = 60.0
"""No hosted test game may run longer than this."""


def seats_for(players: int, people: int, level: str = "easy") -> list[Seat]:
    """``people`` persons spread round the table (seat 0 first), computers elsewhere."""
    chosen = {round(i * players / people) for i in range(people)}
    return [
        Seat(NAMES[i]) if i in chosen else Seat(NAMES[i], level, coach=False)
        for i in range(players)
    ]


@dataclass
class Table:
    """A hosted game with every person's client attached (unpaced: they draw nothing)."""

    host: Host
    clients: dict[int, LocalSeat]
    rng: random.Random
    views: dict[int, Any] = field(default_factory=dict)
    received: dict[int, list[ToSeat]] = field(default_factory=dict)

    def pump(self) -> list[tuple[int, ToSeat]]:
        """Collect what every client was sent, keeping each seat's latest view."""
        arrived = []
        for seat, client in self.clients.items():
            for message in client.take():
                arrived.append((seat, message))
                self.received.setdefault(seat, []).append(message)
                if isinstance(message, Seated | Moved):
                    self.views[seat] = message.view
        return arrived

    def act(self) -> None:
        """The person to move (if any) plays a random legal move from their own view."""
        game = self.host.game
        seat = game.current_player
        view = self.views.get(seat)
        if seat in self.clients and view is not None and not game.is_over:
            move = self.rng.choice(view.legal_moves)
            self.clients[seat].send(Play(self.host.step, str(move)))

    def play_out(self, after_each: Callable[[Table], None] | None = None) -> GameEnded:
        """Play until the game ends; ``after_each`` runs after every change of position."""
        started = time.perf_counter()
        while True:
            arrived = self.pump()
            if after_each is not None and arrived:
                after_each(self)
            ended = [m for _, m in arrived if isinstance(m, GameEnded)]
            if ended:
                return ended[0]
            assert time.perf_counter() - started < SECONDS, "a hosted game must end"
            self.act()
            self.host.update()
            if self.host.game.current_player not in self.clients:
                time.sleep(0.0005)  # a computer thinks on its thread


def hosted(
    spec: GameSpec,
    seats: list[Seat],
    rules: Any = None,
    seed: int = 1,
    target: int | None = None,
    **options: Any,
) -> Table:
    rules = spec.rules_type() if rules is None else rules
    match = spec.new_match(len(seats), rules, target, seed)
    host = Host(spec, match, match.new_game(), seats, worker=Worker(), seed=seed, **options)
    clients = {
        index: LocalSeat(host, index, paced=False, keep_transcript=True)
        for index, seat in enumerate(seats)
        if seat.is_person
    }
    return Table(host, clients, random.Random(seed))
