"""The in-process transport: a client in the same process as the host, talking to it through
the seat protocol's JSON text, exactly as a client on another computer will.

Every message is written out and read back on its way (``Codec``), so a local game proves the
wire form each time it is played, and ``transcript`` keeps the text a seat was sent (what a
replay feeds back to a table, and what the privacy test reads).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from goju51.host.host import Host
from goju51.host.messages import Codec, FromSeat, Moved, Seated, ToSeat, follow


class LocalSeat:
    """A client's end of ``seat`` at ``host``: ``send`` requests, ``take`` what has arrived."""

    def __init__(
        self,
        host: Host,
        seat: int,
        *,
        paced: bool = True,
        keep_transcript: bool = False,
        tick: Callable[[], object] | None = None,
    ) -> None:
        self.host = host
        self.seat = seat
        self.tick = tick
        """A window's seat: each ``take`` (once a frame) first runs ``tick`` (the host
        collecting its computers' and the coach's answers, a server's requests), the
        window's frames being the host's clock."""
        self.codec = Codec(host.spec)
        self.inbox: deque[ToSeat] = deque()
        self.transcript: list[str] | None = [] if keep_transcript else None
        """The JSON text of every message this seat was sent, in order (when kept)."""
        self.history: tuple[tuple[int, Any], ...] = ()
        """The moves so far, as the seat's views hold them (``follow``)."""
        host.attach(seat, self, paced=paced)

    def deliver(self, message: ToSeat) -> None:
        """The host's side: ``message`` crosses as text."""
        text = self.codec.to_seat(message)
        if self.transcript is not None:
            self.transcript.append(text)
        arrived = follow(self.codec.read_to_seat(text), self.history, self.host.spec)
        if isinstance(arrived, Seated | Moved):
            self.history = arrived.view.history
        self.inbox.append(arrived)

    def send(self, request: FromSeat) -> None:
        self.host.receive(self.seat, self.codec.read_from_seat(self.codec.from_seat(request)))

    def seated(self) -> Seated:
        """The position the host sent when this seat was attached, which a table is built
        from (taken from the inbox; what came after it stays there for the table)."""
        for index, message in enumerate(self.inbox):
            if isinstance(message, Seated):
                del self.inbox[index]
                return message
        raise LookupError(f"seat {self.seat} has not been seated")

    def take(self) -> list[ToSeat]:
        """Every message that has arrived since the last call, oldest first."""
        if self.tick is not None:
            self.tick()
        messages = list(self.inbox)
        self.inbox.clear()
        return messages

    def close(self) -> None:
        self.host.detach(self.seat)
