"""Hosting a game on the local network: a WebSocket server in its own asyncio thread, feeding
the host (which lives on the caller's thread) the requests of the people who joined.

The server keeps the lobby: which seats are open to people on other computers, who sat in
them (each gets a secret token to come back with after a dropped connection), and who is
connected now. Before the game starts it only seats people; ``begin(host)`` hands it the
game, and from then on every connected seat is attached to the host through a
``RemoteLink``: the host's messages go out as JSON text, never blocking the caller, and each
request comes back through ``pump()``, which the caller runs once a frame.

Nothing from the wire is trusted: messages are capped in size (by the WebSocket layer) and
in rate, must decode as one of the expected messages, and a connection that breaks a rule
is closed with a reason. The host never sees anything but typed, validated requests.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import queue
import secrets
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

import goju51.net.lobby as lobby
from goju51.core.spec import GameSpec
from goju51.core.wire import WireError
from goju51.host.host import Host
from goju51.host.messages import Codec, FromSeat, GameEnded, ToSeat
from goju51.host.seats import Seat
from goju51.net.lobby import (
    Denied,
    Hello,
    Lobby,
    Rejoin,
    SatDown,
    SeatState,
    Sit,
    Tallied,
    Waiting,
)

log = logging.getLogger(__name__)

MAX_MESSAGE = 16 * 1024
"""Bytes: a joining app's messages are small (a move's text); anything longer is closed."""
RATE = 20.0
"""Messages a second a connection may send on average..."""
BURST = 60.0
"""...and at once."""
HELLO_SECONDS = 10.0
"""How long a new connection may take to say who it is..."""
CHOOSE_SECONDS = 600.0
"""...and then to choose a seat in the lobby (a person reading it and typing a name)."""
MAX_CONNECTIONS = 32
"""More connections at once than any table needs: the rest are refused."""
CODE_LETTERS = "ACDEFHJKLMNPRTUVWXY34679"
"""Join codes avoid letters and digits read alike (0 O, 1 I L, 2 Z, 5 S, 8 B)."""
CODE_LENGTH = 5


BIND_VARIABLE = "GOJU51_BIND"
"""An address to listen on instead of every interface's (the tests keep to loopback)."""


def listen_address() -> str:
    """Where a server listens by default: ``GOJU51_BIND`` if set, else every interface."""
    return os.environ.get(BIND_VARIABLE) or "0.0.0.0"


def new_code() -> str:
    """A short join code, new for each game."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def new_session_id() -> str:
    """A hosted game's public id, new for each game: announced and told to anyone who says
    hello (never the join code, the secret that seats people), random enough that two games
    hosted under the same person's name and game are never taken for each other."""
    return secrets.token_hex(8)


@dataclass
class _Place:
    """A seat open to a person on another computer: who sat there, their token, and the
    connection that holds it now (None while nobody is connected)."""

    name: str = ""
    token: str = ""
    connection: _Connection | None = None
    dropped_at: float | None = None


@dataclass(eq=False)
class _Connection:
    """One joined app's connection, as the asyncio thread drives it."""

    socket: ServerConnection
    outbox: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    seat: int | None = None
    why: str = ""
    """Why the host closed it (empty when the other side closed it or the link broke)."""
    allowance: float = BURST
    checked_at: float = field(default_factory=time.monotonic)

    def spend(self) -> bool:
        """One more message within the rate limit (a token bucket)."""
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked_at) * RATE)
        self.checked_at = now
        self.allowance -= 1.0
        return self.allowance >= 0.0


@dataclass(frozen=True)
class NetEvent:
    """What happened on the network since the last ``pump``, for the host's screen:
    ``kind`` is ``sat`` or ``dropped``; for a drop, ``detail`` says why: ``left``,
    ``connection lost``, ``replaced`` (the person came back on another connection), ``too
    many messages`` or ``malformed message``."""

    kind: str
    seat: int | None
    name: str
    detail: str = ""


class RemoteLink:
    """The host's end of a seat held on another computer: messages leave as text."""

    def __init__(self, server: NetServer, seat: int) -> None:
        self.server = server
        self.seat = seat

    def deliver(self, message: ToSeat) -> None:
        """Send ``message``; after a game's end, the seat's own counts in it too."""
        server = self.server
        server.send_to_seat(self.seat, server.codec.to_seat(message))
        if isinstance(message, GameEnded) and server.host is not None:
            counts = tuple(sorted(server.host.tallies(self.seat).items()))
            tallied = lobby.LOBBY_WIRE.dumps(Tallied(message.step, counts), lobby.HostSays)
            server.send_to_seat(self.seat, tallied)


class NetServer:
    """One game open to the local network; see the module docstring.

    ``seats`` are the game's seats, None for each open to a person on another computer;
    ``bind`` is the address to listen on (by default ``listen_address()``: every interface,
    or ``GOJU51_BIND``, which the tests set to loopback);
    ``port`` 0 picks a free one. ``seated`` restores who sat where, ``{seat: (name,
    token)}`` as ``seated_people()`` gave it: a host started again lets them come back (and
    their seats stay theirs when they leave its lobby again), and ``session`` the game's
    public id (``new_session_id``; a host continuing its game keeps the one it had)."""

    def __init__(
        self,
        spec: GameSpec,
        seats: Sequence[Seat | None],
        *,
        app_version: str,
        code: str | None = None,
        session: str | None = None,
        bind: str | None = None,
        port: int = 0,
        wait_seconds: float = 90.0,
        seated: Mapping[int, tuple[str, str]] | None = None,
    ) -> None:
        self.spec = spec
        self.codec = Codec(spec)
        self.local_seats = list(seats)
        self.app_version = app_version
        self.code = code or new_code()
        self.session = session or new_session_id()
        self.bind = bind if bind is not None else listen_address()
        self.port = port
        self.wait_seconds = wait_seconds
        self.host: Host | None = None
        self._places = {index: _Place() for index, seat in enumerate(seats) if seat is None}
        for index, (name, token) in (seated or {}).items():
            self._places[index].name, self._places[index].token = name, token
        self._kept = frozenset(seated or ())
        """The seats restored from ``seated``: their people's even while they are away."""
        self._lock = threading.Lock()
        """Guards ``_places`` and ``host``-side flags shared with the asyncio thread."""
        self._started = False
        self._inbound: queue.SimpleQueue[tuple[str, int, FromSeat | str | None]] = (
            queue.SimpleQueue()
        )
        """From the asyncio thread: ``sat``, ``dropped`` (with why) and ``request``."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopping: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._open: set[_Connection] = set()
        """Every connection the asyncio thread is serving."""

    # -------------------------------------------------------------- the caller's thread

    def start(self) -> int:
        """Start listening (in a thread of its own); returns the port. ``OSError`` if the
        address cannot be used."""
        self._thread = threading.Thread(target=self._run, name="goju51 network", daemon=True)
        self._thread.start()
        self._ready.wait(10.0)
        if self._failure is not None:
            raise OSError(f"cannot listen on {self.bind}:{self.port}: {self._failure}")
        return self.port

    def close(self) -> None:
        """Stop listening and close every connection."""
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None:
            self._thread.join(5.0)

    def lobby_view(self) -> Lobby:
        """The lobby as every joined app sees it."""
        with self._lock:
            seats = []
            for index, seat in enumerate(self.local_seats):
                place = self._places.get(index)
                if place is not None:
                    seats.append(SeatState(place.name, "remote", place.connection is not None))
                else:
                    assert seat is not None
                    kind = "person" if seat.is_person else "computer"
                    seats.append(SeatState(seat.name, kind, False))
            return Lobby(self.session, self.spec.id, self.app_version, tuple(seats), self._started)

    @property
    def full(self) -> bool:
        """Every open seat has been taken (the game may start)."""
        with self._lock:
            return all(place.token for place in self._places.values())

    def seated_people(self) -> dict[int, tuple[str, str]]:
        """Who sat in the open seats, with their tokens, for the session's save."""
        with self._lock:
            return {i: (p.name, p.token) for i, p in self._places.items() if p.token}

    def seats(self) -> list[Seat]:
        """The game's seats with the names the joined people gave."""
        with self._lock:
            return [
                seat if seat is not None else Seat(self._places[index].name)
                for index, seat in enumerate(self.local_seats)
            ]

    def begin(self, host: Host) -> None:
        """The game starts: ``host`` runs it (made with ``seats()``); every connected seat
        is attached to it and sent its position."""
        with self._lock:
            self.host = host
            self._started = True
            connected = [i for i, p in self._places.items() if p.connection is not None]
        for seat in connected:
            host.attach(seat, RemoteLink(self, seat), paced=False)
        self._broadcast_lobby()

    def pump(self) -> list[NetEvent]:
        """Hand the requests that arrived to the host and attach the seats that came (back);
        what happened, for the screen. Never waits."""
        events: list[NetEvent] = []
        while True:
            try:
                kind, seat, payload = self._inbound.get_nowait()
            except queue.Empty:
                return events
            host = self.host
            place = self._places.get(seat)
            if place is None:
                continue  # the seat was given to a computer since
            name = place.name
            if kind == "request" and host is not None and not isinstance(payload, str | None):
                host.receive(seat, payload)
            elif kind == "sat":
                if host is not None:
                    host.attach(seat, RemoteLink(self, seat), paced=False)
                events.append(NetEvent("sat", seat, name))
            elif kind == "dropped":
                if host is not None:
                    host.detach(seat)
                events.append(NetEvent("dropped", seat, name, str(payload or "")))

    def send_to_seat(self, seat: int, text: str) -> None:
        """Queue ``text`` for ``seat``'s connection (dropped if nobody holds it now)."""
        with self._lock:
            place = self._places.get(seat)
            connection = place.connection if place is not None else None
        loop = self._loop
        if connection is not None and loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(connection.outbox.put_nowait, text)

    def waiting(self) -> list[tuple[int, str, float]]:
        """Dropped people the game waits for: (seat, name, seconds left)."""
        now = time.monotonic()
        with self._lock:
            return [
                (seat, place.name, max(0.0, self.wait_seconds - (now - place.dropped_at)))
                for seat, place in self._places.items()
                if place.dropped_at is not None
            ]

    def overdue(self) -> list[int]:
        """Dropped people whose countdown has run out: the host may give their seats to
        computers (``give_to_computer``) or end the game."""
        return [seat for seat, _name, left in self.waiting() if left <= 0.0]

    def give_to_computer(self, seat: int, level: str, name: str = "") -> None:
        """An open seat becomes a computer's: in the lobby, nobody may take it; during the
        game, the host plays it under the person's name (``name`` names it when nobody had
        sat there). Whoever holds it is told and disconnected, and its token no longer seats
        anyone."""
        with self._lock:
            place = self._places.pop(seat)
            name = place.name or name or f"{self.spec.name} {seat + 1}"
            self.local_seats[seat] = Seat(name, level)
            connection = place.connection
        if self.host is not None:
            self.host.give_to_computer(seat, level)
        loop = self._loop
        if connection is not None and loop is not None and not loop.is_closed():
            connection.seat = None
            denied = lobby.LOBBY_WIRE.dumps(Denied(lobby.GIVEN_AWAY, ""), lobby.HostSays)
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(connection.outbox.put_nowait, denied)
                asyncio.run_coroutine_threadsafe(
                    connection.socket.close(1008, "seat given to a computer"), loop
                )
        self._broadcast_lobby()

    # -------------------------------------------------------------- the asyncio thread

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as error:  # reported to start(), or logged once running
            if not self._ready.is_set():
                self._failure = error
                self._ready.set()
            else:
                log.exception("the network thread ended")

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        async with serve(
            self._serve, self.bind, self.port, max_size=MAX_MESSAGE, max_queue=8
        ) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stopping.wait()

    async def _serve(self, socket: ServerConnection) -> None:
        if len(self._open) >= MAX_CONNECTIONS:
            await socket.close(1013, "too many connections")
            return
        connection = _Connection(socket)
        self._open.add(connection)
        writer = asyncio.create_task(self._write(connection))
        try:
            seat = await self._greet(connection)
            if seat is not None:
                await self._listen(connection, seat)
        except (TimeoutError, ConnectionClosed):
            pass
        finally:
            writer.cancel()
            self._open.discard(connection)
            self._forget(connection)
            with contextlib.suppress(ConnectionClosed):
                await socket.close(1000, "goodbye")

    async def _write(self, connection: _Connection) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await connection.socket.send(await connection.outbox.get())

    async def _greet(self, connection: _Connection) -> int | None:
        """Hello, then a seat: the seat taken, or None once refused (and told why)."""
        hello = await asyncio.wait_for(self._receive_lobby(connection), HELLO_SECONDS)
        if not isinstance(hello, Hello):
            await self._deny(connection, lobby.MALFORMED, "hello first")
            return None
        if hello.protocol != lobby.PROTOCOL or hello.app != self.app_version:
            await self._deny(connection, lobby.BAD_VERSION, self.app_version)
            return None
        if hello.game != self.spec.id:
            await self._deny(connection, lobby.WRONG_GAME, self.spec.id)
            return None
        await self._send_now(connection, self.lobby_view())
        claim = await asyncio.wait_for(self._receive_lobby(connection), CHOOSE_SECONDS)
        if isinstance(claim, Sit):
            code = self._sit(connection, claim)
        elif isinstance(claim, Rejoin):
            code = self._rejoin(connection, claim)
        else:
            code = lobby.MALFORMED
        if code is not None:
            await self._deny(connection, code, "")
            return None
        seat = connection.seat
        assert seat is not None
        await self._send_now(connection, SatDown(seat, self._places[seat].token))
        self._inbound.put(("sat", seat, None))
        self._broadcast_lobby()
        return seat

    def _sit(self, connection: _Connection, claim: Sit) -> str | None:
        """Seat a newcomer: None, or the refusal's code."""
        if not secrets.compare_digest(claim.code.upper().encode(), self.code.encode()):
            return lobby.BAD_CODE
        name = claim.name.strip()
        if not 1 <= len(name) <= 16 or not name.isprintable():
            return lobby.BAD_NAME
        with self._lock:
            if self._started:
                return lobby.STARTED
            place = self._places.get(claim.seat)
            if place is None:
                return lobby.NO_SUCH_SEAT
            if place.token:
                return lobby.SEAT_TAKEN
            taken = {p.name.casefold() for p in self._places.values() if p.token}
            taken |= {s.name.casefold() for s in self.local_seats if s is not None}
            if name.casefold() in taken:
                return lobby.BAD_NAME
            place.name, place.token = name, secrets.token_urlsafe(16)
            place.connection, connection.seat = connection, claim.seat
        return None

    def _rejoin(self, connection: _Connection, claim: Rejoin) -> str | None:
        """A person back with their token takes their seat again (from any connection that
        still holds it: a half-open one is closed)."""
        with self._lock:
            for seat, place in self._places.items():
                if place.token and secrets.compare_digest(place.token, claim.token):
                    old = place.connection
                    place.connection, place.dropped_at = connection, None
                    connection.seat = seat
                    break
            else:
                return lobby.UNKNOWN_TOKEN
        if old is not None:
            old.seat = None
            self._inbound.put(("dropped", seat, "replaced"))
            asyncio.get_running_loop().create_task(old.socket.close(1008, "replaced"))
        return None

    async def _listen(self, connection: _Connection, seat: int) -> None:
        """The seat's requests, checked, handed to the host's thread."""
        async for text in connection.socket:
            if connection.seat != seat:
                return  # the seat was taken back by a newer connection
            if not connection.spend():
                connection.why = "too many messages"
                await connection.socket.close(1008, connection.why)
                return
            try:
                request = self.codec.read_from_seat(text)
            except WireError as error:
                log.info("seat %s sent a malformed message: %s", seat, error)
                connection.why = "malformed message"
                await connection.socket.close(1008, connection.why)
                return
            self._inbound.put(("request", seat, request))

    def _forget(self, connection: _Connection) -> None:
        seat = connection.seat
        if seat is None:
            return
        with self._lock:
            place = self._places.get(seat)
            if place is None or place.connection is not connection:
                return
            place.connection = None
            place.dropped_at = time.monotonic() if self._started else None
            if not self._started and seat not in self._kept:  # before a new game: free again
                place.name = place.token = ""
        socket = connection.socket
        left = socket.close_code in (1000, 1001) and not connection.why
        why = connection.why or ("left" if left else "connection lost")
        self._inbound.put(("dropped", seat, why))
        self._broadcast_lobby()
        if self._started:
            self._broadcast(Waiting(seat, place.name, self.wait_seconds))

    async def _receive_lobby(self, connection: _Connection) -> object:
        text = await connection.socket.recv()
        if not connection.spend():
            return None
        try:
            return lobby.LOBBY_WIRE.loads(text, lobby.JoinerSays)
        except WireError:
            return None

    async def _deny(self, connection: _Connection, code: str, detail: str) -> None:
        await self._send_now(connection, Denied(code, detail))
        await connection.socket.close(1008, f"refused: {code}")
        return None

    async def _send_now(self, connection: _Connection, message: lobby.HostSays) -> None:
        await connection.socket.send(lobby.LOBBY_WIRE.dumps(message, lobby.HostSays))

    def _broadcast_lobby(self) -> None:
        self._broadcast(self.lobby_view())

    def _broadcast(self, message: lobby.HostSays) -> None:
        text = lobby.LOBBY_WIRE.dumps(message, lobby.HostSays)
        with self._lock:
            held = [p.connection for p in self._places.values() if p.connection is not None]
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        for connection in held:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(connection.outbox.put_nowait, text)
