"""What the game keeps between runs, read defensively: each game's session and last set-up,
settings, statistics and who has met which guided game, each a JSON file in
``store.data_dir()``.

A game's session and set-up are files of their own (``sessions/<game>.json``,
``setups/<game>.json``): a new game of one game never touches another's, and a damaged file
loses only its own game. The single ``session.json`` and ``setup.json`` of earlier versions are
moved into their game's file the first time they are read.

Every ``load_*`` returns the value and, when the file was unreadable, a ``Problem`` to show the
player (the file is moved aside by ``store``, so the next start is clean). Nothing here raises
on bad data, and nothing is pickled.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any, ClassVar, Protocol, TypeVar

import goju51.app.store as store
from goju51.app.kit.i18n import LANGUAGES, catalog, tr
from goju51.app.lessons import LessonProgress
from goju51.app.names import MAX_NAME, name_problem
from goju51.app.stats import Statistics
from goju51.core.game import SaveError
from goju51.core.spec import MatchLike
from goju51.games import GAMES, find_game
from goju51.host.replay import Record
from goju51.host.seatreplay import SeatRecord, kept_record
from goju51.host.seats import Seat

log = logging.getLogger(__name__)

SESSIONS_FOLDER = "sessions"
SETUPS_FOLDER = "setups"
OLD_SESSION_FILE = "session.json"
OLD_SETUP_FILE = "setup.json"
"""One session and one set-up for every game, as versions before per-game saves kept them."""
REPLAYS_FOLDER = "replays"
KEPT_REPLAYS = 20
"""Finished games kept to be watched again: the newest this many."""
SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
LESSONS_FILE = "lessons.json"
SESSION_FORMAT = "goju51-session"
SETUP_FORMAT = "goju51-setup"
SETTINGS_FORMAT = "goju51-settings"
VERSION = 2
"""Version 2 files name their game; version 1 files (before the registry) are Goju Ichi's."""
FIRST_GAME = "japanese"
SETTINGS_VERSION = 1
"""Settings are the app's, not a game's: they stay at version 1."""
MAX_TARGET_WINS = 20
MAX_TARGET = 100_000
"""A match to more than this (wins, or points for a game played to a score) is not believable:
the file is damaged. The set-up offers matches to at most ``MAX_TARGET_WINS`` wins."""
MAX_COUNT = 10**6
"""Hints and undos above this are not believable: the file is damaged."""
MAX_STEP = 10**9
"""A host's step above this is not believable (a move a second for thirty years)."""

T = TypeVar("T")
GameFileT = TypeVar("GameFileT", "Session", "Setup")
"""A file kept per game."""


class SettingsLike(Protocol):
    """Settings as saved: a dataclass whose fields are kept, which checks its own values."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    def validate(self) -> None: ...


SettingsT = TypeVar("SettingsT", bound=SettingsLike)


@dataclass(frozen=True)
class Problem:
    """An unreadable file: ``what`` names it (``session``, ``settings``...), and ``game`` the
    game whose file it was (None: a file of the whole app), for the message."""

    what: str
    moved_to: Path | None = None
    game: str | None = None

    def message(self) -> str:
        kept = (
            tr("problem.kept", file=self.moved_to.name) if self.moved_to else tr("problem.not_kept")
        )
        what = (
            tr(f"problem.{self.what}")
            if self.game is None
            else tr(f"problem.{self.what}_of", game=tr(f"game.{self.game}.name"))
        )
        return tr("problem.joined", what=what, kept=kept)


# --------------------------------------------------------------------------------- set-up


@dataclass(frozen=True)
class Setup:
    """Who plays which game, under which rules (None: the game's main rules), for how long
    (``target_wins`` None: a single game)."""

    seats: tuple[Seat, ...]
    rules: Any = None
    target_wins: int | None = None
    game: str = FIRST_GAME

    def __post_init__(self) -> None:
        if self.rules is None:
            object.__setattr__(self, "rules", find_game(self.game).rules_type())

    @property
    def people(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if seat.is_person]

    @property
    def pass_and_play(self) -> bool:
        """Two or more people share the screen: hands are hidden between their turns."""
        return len(self.people) >= 2

    @property
    def undo_allowed(self) -> bool:
        """Undo only against computers: no other person's move is ever taken back."""
        return len(self.people) == 1

    def name_errors(self) -> list[str]:
        """What is wrong with the seats' names, in the player's language (empty: fine). The
        computers' names are checked too: the set-up lets them be typed."""
        return [message for _seat, message in self.name_problems()]

    def name_problems(self) -> list[tuple[int, str]]:
        """Each seat whose name is wrong, with what is wrong, in the player's language."""
        problems = []
        seen: set[str] = set()
        for index, seat in enumerate(self.seats):
            name, number = seat.name.strip(), index + 1
            problem = name_problem(seat.name)
            if problem == "long":
                problems.append((index, tr("error.name_long", number=number, max=MAX_NAME)))
            elif problem is not None:
                problems.append((index, tr(f"error.name_{problem}", number=number)))
            elif name.casefold() in seen:
                problems.append((index, tr("error.name_duplicate", name=name)))
            seen.add(name.casefold())
        return problems

    def in_language(self) -> Setup:
        """This set-up with its people's default names ("Player 1") in the language now
        chosen: a name nobody typed follows the language, as a fresh set-up's does (F16)."""
        seats = []
        for seat in self.seats:
            number = default_name_number(seat.name) if seat.is_person else None
            if number is not None:
                seat = replace(seat, name=tr("setup.default_name", number=number))
            seats.append(seat)
        return replace(self, seats=tuple(seats))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SETUP_FORMAT,
            "version": VERSION,
            "game": self.game,
            "seats": [{"name": s.name, "level": s.level, "coach": s.coach} for s in self.seats],
            "rules": self.rules.to_dict(),
            "target_wins": self.target_wins,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Setup:
        """A set-up from saved data; anything malformed or out of range raises ``ValueError``."""
        spec = find_game(_game_of(data, SETUP_FORMAT))
        seats_data = data.get("seats")
        if not isinstance(seats_data, list) or len(seats_data) not in spec.players:
            raise ValueError(f"a set-up needs a list of {spec.players_text()} seats")
        seats = tuple(_seat(item, spec.levels) for item in seats_data)
        target = data.get("target_wins")
        if target is not None and (type(target) is not int or not 1 <= target <= MAX_TARGET):
            raise ValueError(f"bad match length {target!r}")
        setup = cls(seats, spec.rules_type.from_dict(data.get("rules")), target, spec.id)
        if setup.name_errors():
            raise ValueError("a set-up has empty, too long or repeated names")
        return setup


def _seat(data: Any, levels: tuple[str, ...]) -> Seat:
    if not isinstance(data, dict) or set(data) != {"name", "level", "coach"}:
        raise ValueError("a seat must have a name, a level and a coach switch")
    name, level, coach = data["name"], data["level"], data["coach"]
    if name_problem(name) is not None or name != name.strip():
        raise ValueError(f"bad seat name {name!r}"[:80])
    if level is not None and level not in levels:
        raise ValueError(f"unknown level {level!r}"[:80])
    if type(coach) is not bool:
        raise ValueError("the coach switch must be true or false")
    return Seat(name, level, coach)


def _check_header(data: Any, expected: str) -> int:
    """The file's version (1 or 2), or ``ValueError`` for a foreign or unknown file."""
    if not isinstance(data, dict) or data.get("format") != expected:
        raise ValueError(f"not a {expected} file")
    version = data.get("version")
    if version not in (1, VERSION):
        raise ValueError(f"unknown {expected} version {version!r}"[:80])
    return int(version)


def _game_of(data: Any, expected: str) -> str:
    """The id of the game a file belongs to: named in version 2, Goju Ichi in version 1."""
    if _check_header(data, expected) == 1:
        return FIRST_GAME
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"a {expected} file of an unknown game {game!r}"[:80])
    return game


def default_name_number(name: str) -> int | None:
    """N when ``name`` is the set-up's default name for person N in any language ("Player 2",
    "Joueur 2", "プレイヤー2"), else None."""
    seats = max(spec.players.stop for spec in GAMES.values())
    for language in LANGUAGES:
        default = catalog(language)["setup.default_name"]
        for number in range(1, seats):
            if name == default.format(number=number):
                return number
    return None


def default_setup(game_id: str, computer_names: Sequence[str]) -> Setup:
    """One person with the coach against computers at the normal level (as many as the game's
    usual table needs, named ``computer_names``), main rules, a single game."""
    spec = find_game(game_id)
    computers = tuple(Seat(name, "normal") for name in computer_names[: spec.default_players - 1])
    return Setup((Seat(tr("setup.default_name", number=1), coach=True), *computers), game=game_id)


# -------------------------------------------------------------------------------- session

MAX_TOKEN = 64
"""Characters of a seat's token at most (the server's are 22)."""


@dataclass(frozen=True)
class Hosting:
    """A session played across computers, as its host keeps it to open its lobby again: the
    port it listened on, its join code, and each seat of a person on another computer with
    the name they sat down with and the token their app comes back with; ``session`` is the
    game's public id, announced again so the joined apps find it ('' in a save from before
    ids: a new one is made)."""

    port: int
    code: str
    seated: dict[int, tuple[str, str]]
    session: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "port": self.port,
            "code": self.code,
            "seated": [[seat, name, token] for seat, (name, token) in sorted(self.seated.items())],
        } | ({"session": self.session} if self.session else {})

    @classmethod
    def from_dict(cls, data: Any, setup: Setup) -> Hosting:
        """``ValueError`` unless each seat held elsewhere is one of ``setup``'s people, under
        the name the set-up gives it."""
        if not isinstance(data, dict) or set(data) - {"session"} != {"port", "code", "seated"}:
            raise ValueError("a hosted session needs a port, a code and its seated people")
        port, code, rows = data["port"], data["code"], data["seated"]
        session = data.get("session", "")
        if not isinstance(session, str) or not _is_session(session):
            raise ValueError("bad session id")
        if type(port) is not int or not 0 < port < 65536:
            raise ValueError(f"bad port {port!r}"[:80])
        if not isinstance(code, str) or not _is_code(code):
            raise ValueError("bad join code")
        if not isinstance(rows, list):
            raise ValueError("bad seated people")
        seated: dict[int, tuple[str, str]] = {}
        for row in rows:
            if not isinstance(row, list) or len(row) != 3:
                raise ValueError("a seated person is a seat, a name and a token")
            seat, name, token = row
            if type(seat) is not int or seat not in setup.people or seat in seated:
                raise ValueError(f"seat {seat!r} is not a person's"[:80])
            if name != setup.seats[seat].name:
                raise ValueError("a seated person's name is not the set-up's")
            if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN:
                raise ValueError("bad seat token")
            seated[seat] = (name, token)
        return cls(port, code, seated, session)


@dataclass
class Session:
    """A game in progress: its set-up, the match around it and the game itself, plus each
    seat's hints and undos so far (counted into the statistics when the game ends) and the
    game's save at its deal (kept with the game's record for its replay; None in a file
    written before replays were kept). ``hosting`` is set for a game hosted here with people
    on other computers: continuing it opens its lobby again for them. ``step`` is the host's
    step at the last save (None before the first move): a host started again counts on past
    it, so a move sent before the restart is refused as late, never applied twice."""

    setup: Setup
    match: MatchLike
    game: Any
    hints: list[int]
    undos: list[int]
    deal: str | None = None
    hosting: Hosting | None = None
    step: int | None = None

    @classmethod
    def start(cls, setup: Setup, seed: int | None = None) -> Session:
        players = len(setup.seats)
        match = find_game(setup.game).new_match(players, setup.rules, setup.target_wins, seed)
        return cls.dealt(setup, match, match.new_game())

    @classmethod
    def dealt(cls, setup: Setup, match: MatchLike, game: Any) -> Session:
        """A session of ``match`` whose ``game`` has just been dealt: no hint or undo yet."""
        players = len(setup.seats)
        return cls(setup, match, game, [0] * players, [0] * players, game.to_json())

    def to_dict(self) -> dict[str, Any]:
        return (
            {
                "format": SESSION_FORMAT,
                "version": VERSION,
                "game": self.setup.game,
                "setup": self.setup.to_dict(),
                "match": self.match.to_dict(),
                "state": self.game.to_json(),
                "hints": list(self.hints),
                "undos": list(self.undos),
            }
            | ({} if self.deal is None else {"deal": self.deal})
            | ({} if self.hosting is None else {"hosting": self.hosting.to_dict()})
            | ({} if self.step is None else {"step": self.step})
        )

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """A session from saved data; anything malformed or inconsistent raises ``ValueError``."""
        game_id = _game_of(data, SESSION_FORMAT)
        setup = Setup.from_dict(data.get("setup"))
        if setup.game != game_id:
            raise ValueError("the session and its set-up are of different games")
        spec = find_game(game_id)
        match = spec.load_match(data.get("match"))
        text = data.get("state" if data["version"] == VERSION else "game")
        if not isinstance(text, str):
            raise ValueError("the saved game is missing")
        try:
            game = spec.load_game(text)
        except SaveError as error:
            raise ValueError(str(error)) from None
        match.check_in_play(game)  # its table and rules, the match undecided, its score sheet
        players = len(setup.seats)
        if match.players != players:
            raise ValueError("the set-up and the match disagree on the players")
        if match.rules != setup.rules or match.target != setup.target_wins:
            raise ValueError("the set-up and the match disagree on the rules")
        counts = [data.get("hints"), data.get("undos")]
        for count in counts:
            if (
                not isinstance(count, list)
                or len(count) != players
                or not all(type(n) is int and 0 <= n < MAX_COUNT for n in count)
            ):
                raise ValueError("bad hint or undo counts")
        hints, undos = counts
        deal = _deal(spec, data.get("deal"), players)
        hosting = data.get("hosting")
        if hosting is not None:
            hosting = Hosting.from_dict(hosting, setup)
        step = data.get("step")
        if step is not None and (type(step) is not int or not 0 <= step < MAX_STEP):
            raise ValueError(f"bad step {step!r}"[:80])
        return cls(setup, match, game, hints, undos, deal, hosting, step)


def _deal(spec: Any, text: Any, players: int) -> str | None:
    """A session's saved deal: a game of its players before any move (or none saved)."""
    if text is None:
        return None
    try:
        dealt = spec.load_game(text) if isinstance(text, str) else None
    except SaveError as error:
        raise ValueError(f"bad deal: {error}"[:80]) from None
    if dealt is None or dealt.history or dealt.num_players != players:
        raise ValueError("the saved deal is not a game of these players before any move")
    return str(text)


# ----------------------------------------------------------------- a seat joined elsewhere

JOINED_FOLDER = "joined"
KEPT_SEAT_FORMAT = "goju51-joined"
MAX_ADDRESS = 80
"""Characters of a kept host address at most (the join screen takes 60)."""
KEPT_SEAT_DAYS = 3
"""A kept seat whose host has not been heard for this long is forgotten: a game broken off
on a Friday evening is still offered on Sunday, but a host that has not continued in three
days is not coming back, and the menu stops knocking at an address the home network has
long since given to another computer (routers lend addresses for a day or so)."""
HEARD_AGAIN_SECONDS = 3600
"""A kept seat is written again when its host was heard this much later than it says (its
age counts from then): often enough for days, not on every message."""


@dataclass(frozen=True)
class KeptSeat:
    """A seat this app's person took in a game hosted on another computer, kept on disk until
    that game ends, so that the app, closed or given up, can come back to it when the host
    is found again: where the host was (``address``), its join ``code`` (which, with the
    seat, names the file: two people at this computer keep a seat each), the ``game``, the
    host's ``title`` (its first person's name, as the game is announced), the game's public
    ``session`` id (how it is told from another game of the same title), the ``seat``, the
    ``name`` it was taken with, its ``token``, and when the host was last ``heard`` (seconds
    since the epoch: the seat is forgotten ``KEPT_SEAT_DAYS`` after)."""

    address: str
    code: str
    game: str
    title: str
    session: str
    seat: int
    name: str
    token: str
    heard: int

    def to_dict(self) -> dict[str, Any]:
        return {"format": KEPT_SEAT_FORMAT, "version": VERSION, **asdict(self)}

    def worth_writing_over(self, kept: KeptSeat | None) -> bool:
        """This seat should replace ``kept`` on disk: another seat or place, or its host
        heard ``HEARD_AGAIN_SECONDS`` later."""
        if kept is None or replace(kept, heard=self.heard) != self:
            return True
        return self.heard - kept.heard >= HEARD_AGAIN_SECONDS

    def expired(self, now: float) -> bool:
        """Its host not heard for ``KEPT_SEAT_DAYS`` by ``now``."""
        return now - self.heard > KEPT_SEAT_DAYS * 24 * 3600

    @classmethod
    def from_dict(cls, data: Any) -> KeptSeat:
        """``ValueError`` for anything malformed."""
        game = _game_of(data, KEPT_SEAT_FORMAT)
        keys = ("address", "code", "title", "session", "name", "token")
        texts = {key: data.get(key) for key in keys}
        if not all(isinstance(text, str) and text.isprintable() for text in texts.values()):
            raise ValueError(
                "a kept seat's address, code, title, session, name and token are texts"
            )
        seat, heard = data.get("seat"), data.get("heard")
        if type(seat) is not int or not 0 <= seat < max(find_game(game).players):
            raise ValueError(f"bad seat {seat!r}"[:80])
        if type(heard) is not int or heard < 0:
            raise ValueError(f"bad time heard {heard!r}"[:80])
        if not _is_code(texts["code"]) or not 0 < len(texts["token"]) <= MAX_TOKEN:
            raise ValueError("bad join code or seat token")
        if not _is_session(texts["session"]) or not texts["session"]:
            raise ValueError("bad session id")
        if not 0 < len(texts["address"]) <= MAX_ADDRESS or len(texts["title"]) > 60:
            raise ValueError("bad address or title")
        if name_problem(texts["name"]) is not None:
            raise ValueError("bad name")
        return cls(game=game, seat=seat, heard=heard, **texts)


def _is_code(code: str) -> bool:
    return 0 < len(code) <= 16 and code.isalnum() and code.isascii()


def _is_session(session: str) -> bool:
    """A hosted game's public id as the host makes it (hex digits), or none ('')."""
    return len(session) <= 40 and all(c in "0123456789abcdef" for c in session)


def keep_seat(kept: KeptSeat) -> str | None:
    """Keep ``kept`` (in place of the same seat kept of the same game)."""
    return _save(f"{JOINED_FOLDER}/{kept.code}-{kept.seat}.json", kept.to_dict())


def forget_seat(code: str, seat: int) -> None:
    """Seat ``seat`` of the game of join code ``code`` is no longer kept: the game ended, or
    the seat is no longer this person's."""
    if _is_code(code):
        with contextlib.suppress(OSError):  # an unusable folder too
            (store.data_dir() / JOINED_FOLDER / f"{code}-{seat}.json").unlink(missing_ok=True)


def kept_seats(now: float | None = None) -> list[KeptSeat]:
    """The kept seats, their host heard most recently first. A file that is not one, or a
    seat expired by ``now`` (the time: by default, the clock's), is deleted without a word: a
    token for a game that is over is worth nothing to the person, and there is nothing they
    could do about it."""
    now = time.time() if now is None else now
    try:
        paths = list((store.data_dir() / JOINED_FOLDER).glob("*.json"))
    except OSError:
        return []
    kept = []
    for path in paths:
        seat = _kept_seat_in(path)
        if seat is not None and not seat.expired(now):
            kept.append(seat)
        else:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
    return sorted(kept, key=lambda seat: seat.heard, reverse=True)


def _kept_seat_in(path: Path) -> KeptSeat | None:
    """The seat kept in ``path``, else None (a damaged file, or a seat under another code's
    or seat's name, which forgetting it would miss)."""
    loaded = store.load_json(path)
    if loaded.moved_to is not None:  # unreadable: nothing in it is worth keeping
        with contextlib.suppress(OSError):
            loaded.moved_to.unlink()
    try:
        seat = KeptSeat.from_dict(loaded.data)
    except (ValueError, TypeError, KeyError, OverflowError, RecursionError):
        return None
    return seat if path.stem == f"{seat.code}-{seat.seat}" else None


def kept_seats_beside(kept: KeptSeat) -> list[KeptSeat]:
    """The other seats kept in ``kept``'s game: other people at this computer, who come back
    to it with them."""
    return [
        other
        for other in kept_seats()
        if (other.code, other.game) == (kept.code, kept.game) and other.seat != kept.seat
    ]


# ---------------------------------------------------------------------------- the files


def _load(
    name: str, what: str, parse: Callable[[Any], T], game: str | None = None
) -> tuple[T | None, Problem | None]:
    """Read and parse one file (``game``'s, if it is one game's); a damaged or invalid one is
    set aside and reported (a data folder that broke since the start reads as no file: saving
    will say why)."""
    try:
        path = store.data_dir() / name
    except store.UnusableDataFolder as error:
        log.warning("%s", error)
        return None, None
    loaded = store.load_json(path)
    if loaded.problem is not None:
        log.warning("%s", loaded.problem)
        return None, Problem(what, loaded.moved_to, game)
    if loaded.data is None and not path.exists():
        return None, None
    try:
        return parse(loaded.data), None
    except (ValueError, TypeError, KeyError, OverflowError, RecursionError) as error:
        moved = store.set_aside(path, f"{name} was not valid ({str(error)[:200]})")
        log.warning("%s", moved.problem)
        return None, Problem(what, moved.moved_to, game)


def _save(name: str, data: Any) -> str | None:
    """Write one file atomically; on failure return a message for the player instead of
    raising (a full disk must not end the game)."""
    try:
        folder = store.data_dir()
        store.save_json(folder / name, data)
    except store.UnusableDataFolder as error:  # the folder broke since the game started
        log.error("cannot save %s: %s", name, error)
        return tr("problem.write", folder=error.folder, error=error.reason)
    except OSError as error:
        log.error("cannot save %s: %s", name, error)
        return tr("problem.write", folder=folder, error=error.strerror or error)
    return None


def load_session(game_id: str) -> tuple[Session | None, Problem | None]:
    """``game_id``'s saved session."""
    return _load_game_file(SESSIONS_FOLDER, "session", Session.from_dict, game_id)


def save_session(session: Session) -> str | None:
    return _save(_slot(SESSIONS_FOLDER, session.setup.game), session.to_dict())


def delete_session(game_id: str) -> None:
    with contextlib.suppress(OSError):  # nothing to delete where the folder cannot be used
        (store.data_dir() / _slot(SESSIONS_FOLDER, game_id)).unlink(missing_ok=True)


def load_sessions() -> tuple[dict[str, Session], list[Problem]]:
    """Every game's saved session, by game id, with a problem for each unreadable file (the
    other games' sessions load all the same); an old ``session.json`` is moved into its game's
    file first."""
    return _load_every_game(
        SESSIONS_FOLDER, OLD_SESSION_FILE, "session", Session.from_dict, load_session, save_session
    )


def load_setup(game_id: str) -> tuple[Setup | None, Problem | None]:
    """``game_id``'s last set-up."""
    return _load_game_file(SETUPS_FOLDER, "setup", Setup.from_dict, game_id)


def save_setup(setup: Setup) -> str | None:
    return _save(_slot(SETUPS_FOLDER, setup.game), setup.to_dict())


def load_setups() -> tuple[dict[str, Setup], list[Problem]]:
    """Every game's last set-up, by game id, as ``load_sessions`` reads sessions (an old
    ``setup.json`` becomes the set-up of the game it names)."""
    return _load_every_game(
        SETUPS_FOLDER, OLD_SETUP_FILE, "setup", Setup.from_dict, load_setup, save_setup
    )


def _game_id(value: Session | Setup) -> str:
    return value.setup.game if isinstance(value, Session) else value.game


def _load_game_file(
    folder: str, what: str, parse: Callable[[Any], GameFileT], game_id: str
) -> tuple[GameFileT | None, Problem | None]:
    """``game_id``'s file in ``folder`` (one of another game in its place is not valid)."""

    def parse_of_game(data: Any) -> GameFileT:
        value = parse(data)
        if _game_id(value) != game_id:
            raise ValueError(f"a file of {_game_id(value)} in the place of {game_id}'s"[:80])
        return value

    return _load(_slot(folder, game_id), what, parse_of_game, game_id)


def _slot(folder: str, game_id: str) -> str:
    """The file of ``game_id``'s session or set-up, inside the data folder."""
    return f"{folder}/{game_id}.json"


def _load_every_game(
    folder: str,
    old_name: str,
    what: str,
    parse: Callable[[Any], GameFileT],
    load_one: Callable[[str], tuple[GameFileT | None, Problem | None]],
    save_one: Callable[[GameFileT], str | None],
) -> tuple[dict[str, GameFileT], list[Problem]]:
    """Each game's file of ``folder``, after moving the old one-for-all file into its game's."""
    unmoved, problem = _move_old_file(folder, old_name, what, parse, save_one)
    loaded: dict[str, GameFileT] = {}
    problems = [problem] if problem is not None else []
    for game_id in GAMES:
        value, problem = load_one(game_id)
        if problem is not None:
            problems.append(problem)
        if value is None and unmoved is not None and _game_id(unmoved) == game_id:
            value = unmoved
        if value is not None:
            loaded[game_id] = value
    return loaded, problems


def _move_old_file(
    folder: str,
    old_name: str,
    what: str,
    parse: Callable[[Any], GameFileT],
    save_one: Callable[[GameFileT], str | None],
) -> tuple[GameFileT | None, Problem | None]:
    """Move a file of an earlier version (``session.json``) into its game's (once): it is
    read, written to its game's file and deleted. A game's own file is newer: the old one is
    then set aside, kept. When the game's file cannot be written, the old file stays and its
    value is returned, to be played from this time."""
    old, problem = _load(old_name, what, parse)
    if old is None:
        return None, problem
    slot = _slot(folder, _game_id(old))
    try:
        path = store.data_dir() / old_name
        if (path.parent / slot).exists():
            store.set_aside(path, f"{old_name} is older than {slot}")
            return None, None
        if save_one(old) is None:
            path.unlink()
            return None, None
    except OSError as error:  # the folder broke since the file was read
        log.warning("cannot move %s to %s: %s", old_name, slot, error)
    return old, None


def load_statistics() -> tuple[Statistics, Problem | None]:
    statistics, problem = _load(STATISTICS_FILE, "statistics", Statistics.from_dict)
    return statistics or Statistics(), problem


def save_statistics(statistics: Statistics) -> str | None:
    return _save(STATISTICS_FILE, statistics.to_dict())


def load_lessons() -> tuple[LessonProgress, Problem | None]:
    progress, problem = _load(LESSONS_FILE, "lessons", LessonProgress.from_dict)
    return progress or LessonProgress(), problem


def save_lessons(progress: LessonProgress) -> str | None:
    return _save(LESSONS_FILE, progress.to_dict())


def settings_to_dict(settings: SettingsLike) -> dict[str, Any]:
    data = {f.name: getattr(settings, f.name) for f in fields(settings)}
    return {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **data}


def settings_from_dict(data: Any, factory: Callable[[], SettingsT]) -> SettingsT:
    """Settings from saved data: every field must have its default's type and pass the
    settings' own ``validate`` (a setting the file lacks keeps its default)."""
    if _check_header(data, SETTINGS_FORMAT) != SETTINGS_VERSION:
        raise ValueError("unknown settings version")
    settings = factory()
    known = {f.name for f in fields(settings)}
    unknown = set(data) - known - {"format", "version"}
    if unknown:
        raise ValueError(f"unknown settings: {sorted(unknown)}"[:120])
    for name in known & set(data):
        default, value = getattr(settings, name), data[name]
        if isinstance(default, float) and type(value) is int:
            value = float(value)
        if type(value) is not type(default):
            raise ValueError(f"setting {name} has the wrong type")
        setattr(settings, name, value)
    settings.validate()
    return settings


def load_settings(factory: Callable[[], SettingsT]) -> tuple[SettingsT, Problem | None]:
    settings, problem = _load(
        SETTINGS_FILE, "settings", lambda data: settings_from_dict(data, factory)
    )
    return (settings if settings is not None else factory()), problem


def save_settings(settings: SettingsLike) -> str | None:
    return _save(SETTINGS_FILE, settings_to_dict(settings))


# -------------------------------------------------------------------------------- replays


@dataclass(frozen=True)
class KeptReplay:
    """A finished game's record as kept in the data folder (``name`` sorts by age): the
    whole game's, or one seat's (a game joined on another computer)."""

    name: str
    record: Record | SeatRecord


def keep_replay(record: Record | SeatRecord) -> str | None:
    """Keep ``record`` (the newest ``KEPT_REPLAYS`` are kept); a message if it could not be."""
    name = f"{time.time_ns():020d}.json"
    failure = _save(f"{REPLAYS_FOLDER}/{name}", record.to_data())
    if failure is None:
        for old in _replay_files()[KEPT_REPLAYS:]:
            with contextlib.suppress(OSError):
                old.unlink()
    return failure


def kept_replays() -> list[KeptReplay]:
    """The kept records, newest first; a file that is not one is set aside and left out."""
    kept = []
    for path in _replay_files():
        loaded = store.load_json(path)
        if loaded.data is None:
            continue
        try:
            record = kept_record(loaded.data)
            if record.game not in GAMES:
                raise ValueError(f"a record of an unknown game {record.game!r}"[:80])
        except ValueError as error:
            store.set_aside(path, f"{path.name} was not a game record ({str(error)[:200]})")
            continue
        kept.append(KeptReplay(path.name, record))
    return kept


def _replay_files() -> list[Path]:
    """The kept records' files, newest first (none where the folder cannot be read)."""
    try:
        folder = store.data_dir() / REPLAYS_FOLDER
        return sorted(folder.glob("*.json"), reverse=True)
    except OSError:  # an unusable data folder too
        return []
