"""Finding games on the local network by themselves: DNS-SD over multicast DNS (``zeroconf``).

A host advertises its game as a ``_goju51._tcp`` service: a title (the host person's name),
its address and port, the game, the app version, how many seats are open and the game's public
session id (how a seat kept elsewhere tells its game from another of the same title); never
the join code. A joining app's ``Finder`` lists what it hears. Where multicast cannot be used (no
network, a firewall, an interface without it) ``start()`` says so and returns False: the join
screen then says that games cannot be found by themselves, and an address can be typed.
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import ifaddr
from zeroconf import IPVersion, ServiceInfo, ServiceListener, Zeroconf

from goju51.net.lobby import PROTOCOL

log = logging.getLogger(__name__)

SERVICE = "_goju51._tcp.local."
LOOKUP_MS = 1500
"""How long to wait for a found game's details (its address and port)."""


@dataclass(frozen=True)
class Found:
    """A game hosted on the network, as advertised."""

    title: str
    address: str
    port: int
    game: str
    app: str
    protocol: int
    open_seats: int
    session: str = ""
    """The hosted game's public id ('' from an app that announces none)."""

    @property
    def where(self) -> str:
        return f"{self.address}:{self.port}"


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback (where others can reach a host)."""
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                found.append(ip.ip)
    return found


class Advertiser:
    """Makes one hosted game visible on the network while it is open."""

    def __init__(
        self,
        title: str,
        port: int,
        game: str,
        app_version: str,
        open_seats: int,
        addresses: Sequence[str] | None = None,
        session: str = "",
    ) -> None:
        self.addresses = list(addresses) if addresses is not None else local_addresses()
        self.problem: str | None = None
        self._zeroconf: Zeroconf | None = None
        self._info = ServiceInfo(
            SERVICE,
            f"{_label(title)} · {game}.{SERVICE}",
            addresses=[socket.inet_aton(address) for address in self.addresses],
            port=port,
            properties=_properties(game, app_version, open_seats, title, session),
        )

    def start(self) -> bool:
        """Advertise; False (with ``problem`` set) where multicast cannot be used."""

        def advertise(zeroconf: Zeroconf) -> None:
            zeroconf.register_service(self._info, allow_name_change=True)

        self._zeroconf, self.problem = _started(self.addresses, advertise, "advertise the game")
        return self._zeroconf is not None

    def update(self, open_seats: int) -> None:
        """Say how many seats are still open."""
        properties = dict(self._info.properties)
        properties[b"open"] = str(open_seats).encode()
        self._info = ServiceInfo(
            SERVICE,
            self._info.name,
            addresses=self._info.addresses,
            port=self._info.port,
            properties=properties,
            server=self._info.server,
        )
        if self._zeroconf is not None:
            self._zeroconf.update_service(self._info)

    def close(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            zeroconf.close()  # unregisters the service first


class Finder(ServiceListener):
    """Lists the games advertised on the network, as they come and go."""

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        self.interfaces = list(interfaces) if interfaces is not None else None
        self.problem: str | None = None
        self._zeroconf: Zeroconf | None = None
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()

    def start(self) -> bool:
        """Start listening; False (with ``problem`` set) where multicast cannot be used."""

        def listen(zeroconf: Zeroconf) -> None:
            # Added as zeroconf's own listener, so that closing zeroconf stops the browser's
            # thread before the loop it asks through (a browser made apart outlives both).
            zeroconf.add_service_listener(SERVICE, self)

        self._zeroconf, self.problem = _started(self.interfaces, listen, "look for games")
        return self._zeroconf is not None

    def games(self) -> list[Found]:
        """What has been heard so far, by title."""
        with self._lock:
            return sorted(self._found.values(), key=lambda found: found.title)

    def close(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            zeroconf.close()

    # The listener's side: zeroconf's own thread.

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        if self._zeroconf is None:
            return  # closing: games heard before the close are not looked up
        info = zc.get_service_info(type_, name, timeout=LOOKUP_MS)
        found = _read(info) if info is not None else None
        if found is not None:
            with self._lock:
                self._found[name] = found

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.add_service(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)


def _started(
    interfaces: Sequence[str] | None, use: Callable[[Zeroconf], None], what: str
) -> tuple[Zeroconf | None, str | None]:
    """Open zeroconf on ``interfaces`` and ``use`` it (register a game, browse for games): the
    running zeroconf, or None and why (multicast cannot be used here). Nothing is left open
    when ``use`` fails."""
    zeroconf = None
    try:
        zeroconf = _open(interfaces)
        use(zeroconf)
    except BaseException as error:
        if zeroconf is not None:
            zeroconf.close()
        if not isinstance(error, OSError | RuntimeError):
            raise
        problem = str(error) or type(error).__name__
        log.warning("cannot %s: %s", what, problem)
        return None, problem
    return zeroconf, None


def _open(interfaces: Sequence[str] | None) -> Zeroconf:
    if interfaces is None:
        return Zeroconf(ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


def _label(title: str) -> str:
    """A service instance name: printable, at most 40 characters, without dots."""
    cleaned = "".join(c if c.isprintable() and c != "." else " " for c in title).strip()
    return cleaned[:40] or "Goju51"


def _properties(
    game: str, app: str, open_seats: int, title: str, session: str
) -> dict[bytes, bytes]:
    return {
        b"game": game.encode(),
        b"app": app.encode(),
        b"protocol": str(PROTOCOL).encode(),
        b"open": str(open_seats).encode(),
        b"title": title.encode()[:60],
        b"session": session.encode(),
    }


def _read(info: ServiceInfo) -> Found | None:
    """An advertisement's details, or None when they do not read as a game of ours."""
    properties = info.properties
    addresses = info.parsed_addresses(IPVersion.V4Only)
    try:
        return Found(
            title=(properties.get(b"title") or b"").decode()[:60],
            address=addresses[0],
            port=int(info.port or 0),
            game=(properties.get(b"game") or b"").decode(),
            app=(properties.get(b"app") or b"").decode(),
            protocol=int(properties.get(b"protocol") or b"0"),
            open_seats=int(properties.get(b"open") or b"0"),
            session=(properties.get(b"session") or b"").decode()[:40],
        )
    except (IndexError, ValueError, UnicodeDecodeError):
        return None
