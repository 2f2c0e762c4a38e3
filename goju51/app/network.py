"""Network play as the window sees it: a set-up opened to the local network (``HostedGame``)
or a game joined on another computer (``JoinedGame``).

Both only ever poll: the server and the joined seat run their own asyncio threads
(``goju51.net``), and what may take a while here (announcing a game by multicast DNS,
looking for games) runs on a worker thread, so a screen's ``update(dt)`` never waits.

The lobby screens end at two entry points, ``start_hosted`` and ``start_joined``: they hand
the game to the flow's ``play_hosted`` / ``play_joined``, which show the tables as clients of
one seat (a joined game's through ``JoinedLink``).
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Collection, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Protocol

import goju51
import goju51.net.lobby as lobby
from goju51.app.kit.scene import Scene
from goju51.app.saves import Hosting, KeptSeat, Session, Setup
from goju51.games import find_game
from goju51.host.messages import FromSeat, GameEnded, Moved, Seated, ToSeat
from goju51.host.seatreplay import SeatRecord
from goju51.net.client import NetSeat
from goju51.net.discovery import Advertiser, Finder, Found, local_addresses
from goju51.net.lobby import Denied, Lobby, SeatState, Tallied
from goju51.net.server import NetEvent, NetServer, listen_address

PORT = 45151


"""The TCP port a hosted game listens on (the README says how to let it through a
firewall). When another program holds it, a free port is used; the lobby shows which."""
APP_VERSION = goju51.__version__
LOOPBACK = "127.0.0.1"

SEAT_GONE = "gone"
"""Not a code a host sends: a seat's token refused where no seat is left to sit in (a kept
seat given to a computer, a game ended or lost): the seat is forgotten, and the refusal's
detail names whose game it was."""
MENDABLE = frozenset(
    (lobby.BAD_CODE, lobby.BAD_NAME, lobby.SEAT_TAKEN, lobby.NO_SUCH_SEAT, lobby.UNKNOWN_TOKEN)
)
"""Refusals the person can put right on the same screen (a mistyped code or name, a seat
taken a moment before): the join starts over on a new connection."""


def in_background() -> ThreadPoolExecutor:
    """One worker thread for the slow calls of multicast DNS (announcing probes the network
    for about a second)."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="goju51 discovery")


def clock_text(seconds: float) -> str:
    """A countdown as a clock reads it: 0:42."""
    whole = max(0, math.ceil(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def parse_address(typed: str) -> str | None:
    """``host:port`` from what a person typed (the port may be left out: ``PORT``); None when
    it cannot be an address."""
    text = typed.strip()
    host, colon, port = text.rpartition(":")
    if not colon:
        host, port = text, str(PORT)
    if not host or any(c.isspace() or c in "/@" for c in host):
        return None
    if not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return f"{host}:{int(port)}"


@dataclass(frozen=True)
class Absence:
    """Someone the game waits for: ``name``, with ``seconds`` left before the host may give
    the seat to a computer; ``yourself`` when it is this app's own connection that dropped."""

    name: str
    seconds: float
    yourself: bool = False


def game_title(setup: Setup, remote: Collection[int]) -> str:
    """What names a hosted game in the others' lists: its first person at this screen."""
    here = (seat.name for index, seat in enumerate(setup.seats) if index not in remote)
    return next((name for name in here if name), "")


class HostedGame:
    """A set-up open to the local network: the server that seats the people who join in the
    ``remote`` seats, and its announcement. ``title`` names the game in other apps' lists
    (the host person's name).

    A session saved while it was hosted (``resumes``) opens its lobby again on the same port
    with the same code, for the same people only: their apps come back with their tokens."""

    def __init__(
        self,
        setup: Setup,
        remote: Collection[int],
        *,
        title: str,
        bind: str | None = None,
        port: int = PORT,
        announce: bool = True,
        resumes: Session | None = None,
    ) -> None:
        self.base = setup
        self.remote = frozenset(remote)
        self.title = title
        self.announce = announce
        self.resumes = resumes
        """The session this lobby continues (None: a new game)."""
        self.server = self._server(bind, port)
        self.advertiser: Advertiser | None = None
        self.moved_from: int | None = None
        """The port asked for when another program held it (a free one is used instead)."""
        self.open_seats = len(remote)
        self._worker = in_background()

    @classmethod
    def resuming(cls, session: Session, hosting: Hosting, *, title: str) -> HostedGame:
        """The lobby of ``session``, saved while it was hosted as ``hosting``."""
        return cls(session.setup, hosting.seated, title=title, port=hosting.port, resumes=session)

    def _server(self, bind: str | None, port: int) -> NetServer:
        seats = [
            None if index in self.remote else seat for index, seat in enumerate(self.base.seats)
        ]
        spec = find_game(self.base.game)
        hosting = self.resumes.hosting if self.resumes is not None else None
        return NetServer(
            spec,
            seats,
            app_version=APP_VERSION,
            bind=bind,
            port=port,
            code=hosting.code if hosting is not None else None,
            session=hosting.session if hosting is not None else None,
            seated=hosting.seated if hosting is not None else None,
        )

    def open(self) -> None:
        """Listen (on ``PORT`` or, if it is taken, a free one) and announce the game.
        ``OSError`` when no port can be listened on."""
        try:
            self.server.start()
        except OSError:
            if self.server.port == 0:
                raise
            self.moved_from = self.server.port
            self.server = self._server(self.server.bind, 0)  # a server starts only once
            self.server.start()
        if self.announce:
            self.advertiser = Advertiser(
                self.title,
                self.server.port,
                self.server.spec.id,
                APP_VERSION,
                self.open_seats,
                self.hosts(),
                self.server.session,
            )
            self._worker.submit(self.advertiser.start)

    @property
    def code(self) -> str:
        return self.server.code

    def hosts(self) -> list[str]:
        """The addresses listened on: every network interface's (loopback when there is
        none), or the one address bound."""
        if self.server.bind in ("0.0.0.0", ""):
            return local_addresses() or [LOOPBACK]
        return [self.server.bind]

    @property
    def addresses(self) -> list[str]:
        """Where the others can reach this game: ``address:port`` for each host address."""
        return [f"{host}:{self.server.port}" for host in self.hosts()]

    @property
    def announce_problem(self) -> str | None:
        """Why the game cannot be announced (no multicast here), else None."""
        return self.advertiser.problem if self.advertiser is not None else None

    def lobby(self) -> Lobby:
        return self.server.lobby_view()

    @property
    def ready(self) -> bool:
        """Every seat open to the network is taken (and, for a game continued, its person is
        back): the game may start."""
        if self.resumes is None:
            return self.server.full
        return all(seat.connected for seat in self.lobby().seats if seat.kind == "remote")

    def hosting(self) -> Hosting:
        """What the session's save keeps to open this game's lobby again."""
        server = self.server
        return Hosting(server.port, server.code, server.seated_people(), server.session)

    def pump(self) -> list[NetEvent]:
        """Once a frame: hand what arrived to the host and tell the announcement how many
        seats are still open. Never waits."""
        events = self.server.pump()
        open_seats = sum(
            1 for seat in self.lobby().seats if seat.kind == "remote" and not seat.name
        )
        if open_seats != self.open_seats:
            self.open_seats = open_seats
            if self.advertiser is not None:
                self._worker.submit(self.advertiser.update, open_seats)
        return events

    def give_to_computer(self, seat: int, level: str, name: str) -> None:
        """``seat`` is played by a computer of ``level`` (called ``name`` when nobody had sat
        there): its person no longer plays on another computer."""
        self.server.give_to_computer(seat, level, name)
        self.remote = self.remote - {seat}

    def setup(self) -> Setup:
        """The set-up as it will be played: the names the joined people gave, the seats given
        to computers."""
        return dataclasses.replace(self.base, seats=tuple(self.server.seats()))

    def waiting(self) -> list[Absence]:
        """The people whose connection dropped during the game, with their countdowns."""
        return [Absence(name, left) for _seat, name, left in self.server.waiting()]

    def close(self) -> None:
        """Stop announcing and listening (the lobby closed, or the game ended)."""
        if self.advertiser is not None:
            self._worker.submit(self.advertiser.close)
        self._worker.shutdown(wait=False)
        self.server.close()


def lobby_title(view: Lobby) -> str:
    """The title a hosted game is announced under, read from its lobby (as ``game_title``
    makes it: the first seat's name that is not open to another computer)."""
    return next((seat.name for seat in view.seats if seat.kind != "remote" and seat.name), "")


def search_interfaces() -> list[str] | None:
    """Where to look for games announced: the one address the app listens on when it is told
    one (``GOJU51_BIND``: the tests keep to loopback), else every interface (None)."""
    bind = listen_address()
    return None if bind in ("0.0.0.0", "") else [bind]


class JoinedGame:
    """A game joined at ``address`` (``host:port``) as ``game``, one of the ``offered`` games
    this window can show: the ``seat`` that talks to the host. A refusal the person can put
    right starts the join again on a new connection; a host playing another offered game is
    joined as that game.

    A seat kept from an earlier run comes back with its ``token`` (and the ``code`` it was
    taken with). When the host's address stops answering (a host started again on another
    port), the seat looks for the same game announced on the network, by its public
    ``session`` id. A token refused anywhere but in the lobby it was given in, before that
    game began, is the end of the seat: the join is refused for good (``SEAT_GONE``), never
    turned into a newcomer's."""

    def __init__(
        self,
        address: str,
        game: str,
        offered: Collection[str],
        *,
        token: str | None = None,
        code: str = "",
        title: str = "",
        session: str = "",
        place: int | None = None,
    ) -> None:
        self.address = address
        self.game = game
        self.offered = offered
        self.token = token
        """The seat's token to come back with (None: a newcomer)."""
        self._place = place
        self.code = code
        """The join code the seat was taken with ('' before sitting down)."""
        self.title = title
        """The title the game is announced under (once its lobby is heard, or as kept)."""
        self.session = session
        """The game's public id (from the first lobby heard, or as kept)."""
        self.search: GameSearch | None = None
        """Games announced on the network, listened for once the address has failed."""
        self.seat = self._connect()
        self.refusal: Denied | None = None
        """The last refusal heard (the screen says it)."""
        self.final = False
        """Refused for good (another version, the game under way...): only going back helps."""
        self._last_lobby: Lobby | None = None
        self._lost_since: float | None = None
        self._heard: lobby.Waiting | None = None
        self._waiting_for: dict[int, tuple[str, float]] = {}
        """Other people the game waits for: seat → (name, when their countdown ends)."""

    def again(self) -> JoinedGame:
        """The same join on a new connection (after the last one gave up): a seat taken comes
        back with its token."""
        return JoinedGame(
            self.address,
            self.game,
            self.offered,
            token=self.seat.token or self.token,
            code=self.code,
            title=self.title,
            session=self.session,
            place=self.place,
        )

    @property
    def place(self) -> int | None:
        """The seat this person holds, or held when it was kept (None before sitting down):
        what names the seat kept on disk, also once a refused token has let it go."""
        return self.seat.seat if self.seat.seat is not None else self._place

    def _connect(self) -> NetSeat:
        return NetSeat(
            self.address,
            self.game,
            app_version=APP_VERSION,
            token=self.token,
            relocate=self._relocate,
        )

    def _relocate(self, failed: str) -> str | None:
        """The network thread's question when ``failed`` does not answer: the address of the
        same game announced elsewhere (its session id), if heard yet."""
        if not self.session:
            return None
        if self.search is None:
            self.search = GameSearch(search_interfaces())
        elsewhere = self.search.addresses_of(self.session, self.game)
        return next((where for where in elsewhere if where != failed), None)

    def kept(self) -> KeptSeat | None:
        """The seat to keep on disk while it is held (None until one is taken)."""
        seat = self.seat
        heard = seat.heard_at
        if seat.seat is None or seat.token is None or heard is None:
            return None  # not seated
        if not (self.code and self.own_name and self.session):
            return None  # the lobby naming the person not heard yet
        return KeptSeat(
            seat.address,
            self.code,
            self.game,
            self.title,
            self.session,
            seat.seat,
            self.own_name,
            seat.token,
            int(heard),
        )

    def pump(self) -> Denied | None:
        """Once a frame: a refusal heard since the last call (the join then starts again
        when the person can put it right), else None. Never waits."""
        seat = self.seat
        self.address = seat.address  # moved, when the host was found on another port
        self._place = self.place
        if seat.state != "denied" or seat.denied is None or self.final:
            self._follow_absences()
            return None
        denied = seat.denied
        if denied.code == lobby.WRONG_GAME and denied.detail in self.offered:
            self.game = denied.detail  # the host plays another game this window offers
            self.seat = self._connect()
            return None
        if denied.code == lobby.UNKNOWN_TOKEN:
            if not self._freed_before_start(seat.lobby):
                denied = Denied(SEAT_GONE, self.title)
            self.token = None  # the seat kept is no longer this person's
        self.refusal = denied
        if denied.code in MENDABLE:
            self._last_lobby = seat.lobby or self._last_lobby
            self.seat = self._connect()
        else:
            self.final = True
        return denied

    def _freed_before_start(self, view: Lobby | None) -> bool:
        """A token refused by the lobby it was given in (``view``, its session), before that
        game began and with seats free: the host freed the seat when the connection dropped,
        and the person may sit down again. Any other refusal (a seat given to a computer, a
        game continued without it) leaves nothing to sit in."""
        return (
            view is not None
            and view.session == self.session
            and not view.started
            and bool(free_seats(view.seats))
        )

    def _follow_absences(self) -> None:
        now = time.monotonic()
        seat = self.seat
        if seat.lobby is not None and not self.session:  # the game joined: the first heard
            self.title = lobby_title(seat.lobby) or self.title
            self.session = seat.lobby.session
        if seat.state == "reconnecting":
            self._lost_since = self._lost_since or now
        else:
            self._lost_since = None
        heard = seat.waiting
        if heard is not None and heard is not self._heard:
            self._heard = heard
            self._waiting_for[heard.seat] = (heard.name, now + heard.seconds)
        seats = self.lobby.seats if self.lobby is not None else ()
        for index in list(self._waiting_for):
            state = seats[index] if index < len(seats) else None
            if state is None or state.kind != "remote" or state.connected:
                del self._waiting_for[index]

    @property
    def lobby(self) -> Lobby | None:
        """The lobby as last heard (while a refused join connects again: the one before)."""
        return self.seat.lobby or self._last_lobby

    @property
    def state(self) -> str:
        return self.seat.state

    def sit(self, code: str, seat: int, name: str) -> None:
        self.code = code.strip().upper()
        self.seat.sit(self.code, seat, name.strip())

    def waiting(self) -> list[Absence]:
        """Who the game waits for: this app itself while it reconnects, and the others whose
        connection dropped, with their countdowns."""
        now = time.monotonic()
        absent = []
        if self._lost_since is not None:
            name = self.own_name
            left = self.seat.rejoin_seconds - (now - self._lost_since)
            absent.append(Absence(name, left, yourself=True))
        absent += [Absence(name, end - now) for name, end in self._waiting_for.values()]
        return absent

    @property
    def own_name(self) -> str:
        """The name this app's person sat down with ('' before they have)."""
        seats = self.lobby.seats if self.lobby is not None else ()
        index = self.seat.seat
        return seats[index].name if index is not None and index < len(seats) else ""

    def close(self) -> None:
        """Leave: the host frees the seat (before the game) or waits for it (during it)."""
        self.seat.close()
        if self.search is not None:
            self.search.close()


class GameSearch:
    """The games announced on the local network, listened for while the join list is open
    (``interfaces`` None: every interface)."""

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        self.finder = Finder(interfaces)
        self._worker = in_background()
        self._started = self._worker.submit(self.finder.start)

    @property
    def problem(self) -> str | None:
        """Why games cannot be found by themselves here (no multicast), else None."""
        return self.finder.problem if self._started.done() else None

    def games(self) -> list[Found]:
        return self.finder.games()

    def addresses_of(self, session: str, game: str) -> list[str]:
        """Where the hosted game of public id ``session`` (playing ``game``) is announced."""
        return [
            found.where for found in self.games() if (found.session, found.game) == (session, game)
        ]

    def close(self) -> None:
        self._worker.submit(self.finder.close)
        self._worker.shutdown(wait=False)


PROBE_SECONDS = 2.0
"""How long a knock at one address is tried before the next is."""


def holds(view: Lobby, kept: KeptSeat) -> bool:
    """``view`` is the lobby of the kept seat's game: its seat is still its person's."""
    seats = view.seats
    return (
        (view.session, view.game) == (kept.session, kept.game)
        and kept.seat < len(seats)
        and (seats[kept.seat].kind, seats[kept.seat].name) == ("remote", kept.name)
    )


class Reunion:
    """Looks for the host of a seat kept from an earlier run: at the address kept, and, where
    nothing answers there, among the games announced with the same session id. ``found`` is
    where a host answered with a lobby that still holds the seat for its person."""

    def __init__(self, kept: KeptSeat) -> None:
        self.kept = kept
        self.found: str | None = None
        self.offered = False
        """The person has been offered to rejoin (once a run)."""
        self.search: GameSearch | None = None
        self._worker = in_background()
        self._probe: NetSeat | None = self._knock(kept.address)

    def _knock(self, address: str) -> NetSeat:
        """Say hello at ``address`` to hear its lobby (sitting nowhere)."""
        return NetSeat(
            address, self.kept.game, app_version=APP_VERSION, rejoin_seconds=PROBE_SECONDS
        )

    def pump(self) -> str | None:
        """Once a frame (never waits): where the host was found, else None."""
        probe = self._probe
        if probe is None:
            return self.found
        view = probe.lobby
        if view is not None and holds(view, self.kept):
            self.found = probe.address
        elif view is None and probe.state not in ("lost", "denied"):
            return None  # still knocking
        self._worker.submit(probe.close)
        self._probe = None if self.found else self._knock(self._next(probe.address))
        return self.found

    def _next(self, tried: str) -> str:
        """The address after ``tried``: the kept one, then each game announced with the kept
        session id, in turn."""
        if self.search is None:
            self.search = GameSearch(search_interfaces())
        kept = self.kept
        announced = self.search.addresses_of(kept.session, kept.game)
        addresses = [kept.address] + [where for where in announced if where != kept.address]
        index = addresses.index(tried) if tried in addresses else -1
        return addresses[(index + 1) % len(addresses)]

    def close(self) -> None:
        """Stop looking (in the background: a knock may take a moment to end)."""
        probe, self._probe = self._probe, None
        if probe is not None:
            self._worker.submit(probe.close)
        if self.search is not None:
            self.search.close()
        self._worker.shutdown(wait=False)


def free_seats(seats: Sequence[SeatState]) -> list[int]:
    """The seats open to a person on another computer that nobody has taken."""
    return [index for index, seat in enumerate(seats) if seat.kind == "remote" and not seat.name]


class PlaysOverNetwork(Protocol):
    """What the lobbies hand a game to (the app's flow)."""

    def play_hosted(self, hosted: HostedGame) -> None: ...

    def play_joined(self, joined: JoinedGame, *more: JoinedGame) -> None: ...


def start_hosted(flow: PlaysOverNetwork, hosted: HostedGame) -> None:
    """The host's Start: the flow plays the game, the joined seats on their computers."""
    flow.play_hosted(hosted)


def start_joined(flow: PlaysOverNetwork, joined: JoinedGame, *more: JoinedGame) -> None:
    """The joined game has begun: the flow shows its table (``more``: the seats of other
    people at this computer, who pass and play with ``joined``)."""
    flow.play_joined(joined, *more)


def waiting_here(people: Sequence[JoinedGame]) -> list[Absence]:
    """Who a game joined by ``people`` (everyone at this computer) waits for: this app, once,
    while a connection of its own is down, then the others, as the first connection heard
    them (never one of ``people``: their seats come back with this app)."""
    own = [absence for person in people for absence in person.waiting() if absence.yourself]
    names = {person.own_name for person in people}
    others = [
        absence
        for absence in people[0].waiting()
        if not absence.yourself and absence.name not in names
    ]
    return own[:1] + others


class JoinedLink:
    """A joined game's seat as its table's link: each ``take`` (once a frame) first follows
    the join (refusals, absences). A match's next game (seated at its deal) goes to
    ``next_game`` instead, which shows a new table for it.

    While no table shows the seat (another person's at this computer is shown, or a
    hand-over), ``follow`` takes what arrives and keeps it for the seat's next table: its
    ``position``, and what came after it (``held``: the game's end).

    It keeps what the seat was sent of each game from its deal, and once a game has ended and
    the host has sent the seat's own counts (``Tallied``), hands both to ``finished``, once a
    game: the game's ``SeatRecord`` for its replay (None when a move was missed while the
    connection was down), and the counts for the statistics."""

    def __init__(self, joined: JoinedGame) -> None:
        self.joined = joined
        self.held: list[ToSeat] = []
        """What came for the seat's table after its ``position`` (not yet taken)."""
        self.position: Seated | None = None
        """The seat's position as last sent: the host's last ``Seated``, moved on by each
        ``Moved`` since (a table for the seat is built from it)."""
        self.next_game: Callable[[Seated], None] | None = None
        self.finished: Callable[[GameEnded, Tallied, SeatRecord | None], None] | None = None
        self.game_ended = False
        """The game under way has ended: a ``Seated`` at a deal now is the next game's."""
        self.deal: Seated | None = None
        """The game's ``Seated`` at its deal (None once a move was missed)."""
        self.moves: list[Moved] = []
        self.ended: tuple[GameEnded, SeatRecord | None] | None = None
        """The end of the game and its record, until the seat's counts in it have come."""
        self.counted_step = -1
        """The step of the last game end handed to ``finished`` (a rejoin is told it again)."""
        self.sent_step: int | None = None
        """The host's step of the last position sent (a ``Seated`` or ``Moved``)."""
        self.ends: list[GameEnded] = []
        """How each game of the match ended, in order, each once: the match as this app
        knows it (a Chinese 51 table's score sheet reads it)."""

    @property
    def seat(self) -> int:
        """The seat this link plays."""
        seat = self.joined.seat.seat
        assert seat is not None, "a joined game's seat is taken"
        return seat

    def send(self, request: FromSeat) -> None:
        self.joined.seat.send(request)

    def take(self) -> list[ToSeat]:
        messages, self.held = [*self.held, *self._arrived()], []
        for index, message in enumerate(messages):
            next_deal = isinstance(message, Seated) and self._next_deal(message)
            self._keep(message)
            if isinstance(message, Seated) and next_deal and self.next_game is not None:
                self.held = messages[index + 1 :]
                self._count()
                self.next_game(message)
                return messages[:index]
        self._count()
        return messages

    def follow(self) -> Seated | None:
        """Take what arrived, kept for the seat's next table (see the class docstring); the
        position to build it from, once the host has sent one."""
        messages, self.held = [*self.held, *self._arrived()], []
        for message in messages:
            self._keep(message)
            if isinstance(message, Seated | Moved):
                self.held = []
            else:
                self.held.append(message)
        self._count()
        return self.position

    def _next_deal(self, message: Seated) -> bool:
        """``message`` seats the match's next game (the game under way has ended)."""
        return self.game_ended and not message.view.history

    def _arrived(self) -> list[ToSeat]:
        """What the seat was sent since the last call (the join followed first), without a
        ``Seated`` at the position already sent: the host seats a seat again whenever it is
        attached again (the game begun just after the person sat down, a connection back
        with nothing missed), and a table must not deal the same cards twice."""
        self.joined.pump()
        fresh = []
        for message in self.joined.seat.take():
            if isinstance(message, Seated) and message.step == self.sent_step:
                continue
            if isinstance(message, Seated | Moved):
                self.sent_step = message.step
            fresh.append(message)
        return fresh

    def _keep(self, message: ToSeat) -> None:
        """Follow the game as the seat is told it: its position, and its record."""
        if isinstance(message, Seated):
            self.position = message
            moves = len(message.view.history)
            if not moves:
                self.deal, self.moves, self.game_ended = message, [], False
            elif moves != len(self.moves):  # seated again after moves it was not sent
                self.deal = None
        elif isinstance(message, Moved):
            if self.position is not None:
                self.position = dataclasses.replace(
                    self.position,
                    step=message.step,
                    view=message.view,
                    opening=(),
                    pause=message.pause,
                )
            self.moves.append(message)
            if len(message.view.history) != len(self.moves):
                self.deal = None
        elif isinstance(message, GameEnded):
            self.game_ended = True
            if not self.ends or self.ends[-1].step != message.step:
                self.ends.append(message)
            deal, spec = self.deal, self.joined.seat.spec
            record = None if deal is None else SeatRecord.of(spec, deal, self.moves, message)
            self.ended = message, record

    def _count(self) -> None:
        """The ended game, once its counts have come: handed to ``finished`` once."""
        tallied = self.joined.seat.tallied
        if self.ended is None or tallied is None or tallied.step != self.ended[0].step:
            return
        (ended, record), self.ended = self.ended, None
        if ended.step == self.counted_step or self.finished is None:
            return
        self.counted_step = ended.step
        self.finished(ended, tallied, record)


class AwaitSeat(Scene):
    """Over the joiner's lobby or a hand-over while a position is on its way: it follows the
    ``links`` and calls ``then`` as soon as each has a position at the host's ``step`` or
    later (the position a table shown before it had reached)."""

    overlay = True

    def __init__(
        self, links: Sequence[JoinedLink], then: Callable[[], None], step: int = -1
    ) -> None:
        super().__init__()
        self.links = links
        self.then = then
        self.step = step

    def update(self, dt: float) -> None:
        if positioned(self.links, self.step):
            self.then()


def positioned(links: Sequence[JoinedLink], step: int = -1) -> bool:
    """Each of ``links`` (followed now) has a position at ``step`` or later."""
    positions = [link.follow() for link in links]
    return all(position is not None and position.step >= step for position in positions)


class FollowSeats(Scene):
    """Over a joined game's table or hand-over: each frame, the seats of this computer no
    table shows take what the host sent them, kept for their own tables (nothing of it is
    shown here)."""

    overlay = True

    def __init__(self, links: Sequence[JoinedLink]) -> None:
        super().__init__()
        self.links = links

    def update(self, dt: float) -> None:
        for link in self.links:
            link.follow()
