"""The words spoken on a network connection before (and beside) the seat protocol.

A joining app says ``Hello`` (its app and protocol versions, and the game it expects); the
host answers with the ``Lobby`` (the game and its seats) or ``Denied`` with a code and closes.
The app then asks to ``Sit`` in a free seat with the game's join code and a name, or to
``Rejoin`` with the token it was given when it sat down; it is answered ``SatDown`` (its seat
and token) or ``Denied``. From then on the connection carries that seat's messages
(``goju51.host.messages``); the host sends the lobby again whenever it changes,
``Waiting`` while a dropped person has not come back, and ``Tallied`` after each game's end.

Every message is one WebSocket text frame of JSON, tagged with its class's name; nothing else
is accepted.
"""

from __future__ import annotations

from dataclasses import dataclass

from goju51.core.wire import Wire

PROTOCOL = 2
"""The seat protocol's version: apps of different versions never play together. Version 2:
the views gained fields (an opponent's ``hidden`` cards in Goju Ichi and Chinese 51, the dice
view's ``every_hand``), the lobby names its hosted session (``Lobby.session``), and a
position says whether the host would take the seat's last turn back (``undo``)."""

# Why a connection was refused (``Denied.code``), each with a translated reason in the app.
BAD_VERSION = "version"
WRONG_GAME = "game"
BAD_CODE = "code"
SEAT_TAKEN = "taken"
NO_SUCH_SEAT = "seat"
BAD_NAME = "name"
UNKNOWN_TOKEN = "token"
MALFORMED = "malformed"
TOO_FAST = "too_fast"
GIVEN_AWAY = "given_away"
"""The seat was given to a computer (its person did not come back in time)."""
STARTED = "started"
"""The game has begun: only the people already seated may come back."""


@dataclass(frozen=True, slots=True)
class Hello:
    app: str
    protocol: int
    game: str


@dataclass(frozen=True, slots=True)
class Sit:
    code: str
    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class Rejoin:
    token: str


@dataclass(frozen=True, slots=True)
class SeatState:
    """One seat as the lobby shows it: ``kind`` is ``person`` (at the host's screen),
    ``computer`` or ``remote`` (a person on another computer); ``name`` is empty for a remote
    seat nobody has taken; ``connected`` for a remote seat someone holds now."""

    name: str
    kind: str
    connected: bool


@dataclass(frozen=True, slots=True)
class Lobby:
    """The hosted game as anyone who says hello sees it: its ``game``, the host's ``app``
    version, the ``seats``, whether it has ``started``, and its ``session`` id (public, as the
    announcement; the same when its host continues it: a seat kept elsewhere finds its game by
    it, never by its title alone)."""

    session: str
    game: str
    app: str
    seats: tuple[SeatState, ...]
    started: bool


@dataclass(frozen=True, slots=True)
class SatDown:
    seat: int
    token: str


@dataclass(frozen=True, slots=True)
class Denied:
    """The host refused: ``code`` says why (``detail`` names what, for a version)."""

    code: str
    detail: str


@dataclass(frozen=True, slots=True)
class Waiting:
    """``seat``'s person dropped: the game waits ``seconds`` more for them to come back."""

    seat: int
    name: str
    seconds: float


@dataclass(frozen=True, slots=True)
class Tallied:
    """After the ``GameEnded`` of ``step``: the seat's own counts in that game (its game's
    tallies, the match on its last game), for the joined app's statistics. The host counts
    them; each counts only what the seat itself saw."""

    step: int
    counts: tuple[tuple[str, int], ...]


JoinerSays = Hello | Sit | Rejoin
HostSays = Lobby | SatDown | Denied | Waiting | Tallied

LOBBY_WIRE = Wire({})
"""Lobby messages hold no game's values: one wire serves every game."""
HOST_TAGS = frozenset(kind.__name__ for kind in (Lobby, SatDown, Denied, Waiting, Tallied))
