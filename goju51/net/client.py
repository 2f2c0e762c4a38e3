"""Joining a game hosted on another computer: the client of one seat over a WebSocket, in an
asyncio thread of its own, so the window's thread never waits on the network.

``NetSeat`` says hello, shows the lobby (``lobby``), sits down with the join code and a name,
and from then on works like an in-process seat: ``take()`` what arrived, ``send()``
requests. A dropped connection is tried again on its own with the seat's token (kept in
``token``, so an app started again can come back too) until ``rejoin_seconds`` pass; when
the address does not answer, ``relocate`` may name another one to try (the same game found
announced elsewhere).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

import goju51.net.lobby as lobby
from goju51.core.spec import GameSpec
from goju51.core.wire import TAG
from goju51.games import find_game
from goju51.host.messages import Codec, FromSeat, Moved, Seated, ToSeat, follow
from goju51.net.lobby import Denied, Hello, Lobby, Rejoin, SatDown, Sit, Tallied, Waiting

RETRY_SECONDS = 0.5


class NetSeat:
    """One seat of a game hosted at ``address`` (``host:port``); see the module docstring.

    ``state`` is ``connecting``, ``lobby`` (seen, not seated), ``seated``, ``reconnecting``,
    ``denied`` (``denied`` holds the host's ``Denied``), ``replaced`` (another app came
    back with this seat's token) or ``lost`` (gave up)."""

    def __init__(
        self,
        address: str,
        game: str,
        *,
        app_version: str,
        token: str | None = None,
        rejoin_seconds: float = 90.0,
        keep_transcript: bool = False,
        relocate: Callable[[str], str | None] | None = None,
    ) -> None:
        self.address = address
        """Where the host is tried (another address once ``relocate`` has named one)."""
        self.relocate = relocate
        """Asked, on the network thread, for another address when ``address`` fails."""
        self.game = game
        self.app_version = app_version
        self.token = token
        self.rejoin_seconds = rejoin_seconds
        self.spec: GameSpec = find_game(game)
        self.codec = Codec(self.spec)
        self.state = "connecting"
        self.seat: int | None = None
        self.lobby: Lobby | None = None
        self.denied: Denied | None = None
        self.waiting: Waiting | None = None
        self.tallied: Tallied | None = None
        """The seat's own counts in the last game that ended (for the statistics)."""
        self.history: tuple[tuple[int, Any], ...] = ()
        self.heard_at: float | None = None
        """When the host last sent anything (seconds since the epoch; None: never)."""
        self.transcript: list[str] | None = [] if keep_transcript else None
        """Every text frame the host sent, in order (when kept)."""
        self._inbox: deque[ToSeat] = deque()
        self._claim: Sit | None = None
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._socket: ClientConnection | None = None
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="goju51 join", daemon=True)
        self._thread.start()

    # -------------------------------------------------------------- the caller's thread

    def sit(self, code: str, seat: int, name: str) -> None:
        """Ask for ``seat`` with the join ``code``, as ``name`` (answered in ``state``)."""
        self._claim = Sit(code, seat, name)
        self._send_text(lobby.LOBBY_WIRE.dumps(self._claim, lobby.JoinerSays))

    def send(self, request: FromSeat) -> None:
        self._send_text(self.codec.from_seat(request))

    def take(self) -> list[ToSeat]:
        with self._lock:
            messages = list(self._inbox)
            self._inbox.clear()
        return messages

    def close(self) -> None:
        self._closing = True
        loop, socket = self._loop, self._socket
        if loop is not None and socket is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(socket.close(1000, "left"), loop)
        self._thread.join(5.0)

    def _send_text(self, text: str) -> None:
        loop, socket = self._loop, self._socket
        if loop is not None and socket is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(_quietly(socket.send(text)), loop)

    # -------------------------------------------------------------- the asyncio thread

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        given_up_at: float | None = None
        while not self._closing:
            answered = False
            try:
                async with connect(f"ws://{self.address}", open_timeout=5.0) as socket:
                    self._socket, answered = socket, True
                    given_up_at = None
                    await self._talk(socket)
            except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ConnectionClosed):
                pass
            finally:
                replaced = self._socket is not None and self._socket.close_reason == "replaced"
                self._socket = None
            if replaced:  # the seat was taken back by an app with this seat's token
                self.state = "replaced"
            if self._closing or self.state in ("denied", "lost", "replaced"):
                return
            if self.token is None and self.state != "connecting":
                self.state = "lost"  # never seated: nothing to come back to
                return
            now = time.monotonic()
            given_up_at = given_up_at or now + self.rejoin_seconds
            if now > given_up_at:
                self.state = "lost"
                return
            self.state = "reconnecting" if self.token is not None else "connecting"
            if not answered and self.relocate is not None:
                self.address = self.relocate(self.address) or self.address
            await asyncio.sleep(RETRY_SECONDS)

    async def _talk(self, socket: ClientConnection) -> None:
        hello = Hello(self.app_version, lobby.PROTOCOL, self.game)
        await socket.send(lobby.LOBBY_WIRE.dumps(hello, lobby.JoinerSays))
        if self.token is not None:
            await socket.send(lobby.LOBBY_WIRE.dumps(Rejoin(self.token), lobby.JoinerSays))
        async for text in socket:
            self._arrived(text)
            if self.state == "denied":
                return

    def _arrived(self, text: str | bytes) -> None:
        """One message from the host: the lobby's words change ``state``, the seat's go to
        the inbox (anything unreadable is dropped)."""
        self.heard_at = time.time()
        if self.transcript is not None and isinstance(text, str):
            self.transcript.append(text)
        try:
            data = json.loads(text)
            if isinstance(data, dict) and data.get(TAG) in lobby.HOST_TAGS:
                self._heard(lobby.LOBBY_WIRE.decode(data, lobby.HostSays))
                return
            arrived: ToSeat = self.codec.wire.decode(data, ToSeat)
        except (ValueError, RecursionError):
            return
        message = follow(arrived, self.history, self.spec)
        if isinstance(message, Seated | Moved):
            self.history = message.view.history
        with self._lock:
            self._inbox.append(message)

    def _heard(self, said: lobby.HostSays) -> None:
        match said:
            case Lobby():
                self.lobby = said
                if self.state == "connecting":
                    self.state = "lobby"
            case SatDown(seat=seat, token=token):
                self.seat, self.token, self.state = seat, token, "seated"
                self.waiting = None
            case Denied():
                self.denied, self.state = said, "denied"
            case Waiting():
                self.waiting = said
            case Tallied():
                self.tallied = said


async def _quietly(sending: Any) -> None:
    with contextlib.suppress(ConnectionClosed):
        await sending
