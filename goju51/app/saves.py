"""What the game keeps between runs, read defensively: the session, the last set-up, settings,
statistics and who has met which guided game, each a JSON file in ``store.data_dir()``.

Every ``load_*`` returns the value and, when the file was unreadable, a ``Problem`` to show the
player (the file is moved aside by ``store``, so the next start is clean). Nothing here raises
on bad data, and nothing is pickled.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, ClassVar, Protocol, TypeVar

import goju51.app.store as store
from goju51.app.kit.i18n import tr
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

SESSION_FILE = "session.json"
REPLAYS_FOLDER = "replays"
KEPT_REPLAYS = 20
"""Finished games kept to be watched again: the newest this many."""
SETUP_FILE = "setup.json"
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

T = TypeVar("T")


class SettingsLike(Protocol):
    """Settings as saved: a dataclass whose fields are kept, which checks its own values."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    def validate(self) -> None: ...


SettingsT = TypeVar("SettingsT", bound=SettingsLike)


@dataclass(frozen=True)
class Problem:
    """An unreadable file: ``what`` names it (``session``, ``settings``...), for the message."""

    what: str
    moved_to: Path | None = None

    def message(self) -> str:
        kept = (
            tr("problem.kept", file=self.moved_to.name) if self.moved_to else tr("problem.not_kept")
        )
        return tr("problem.joined", what=tr(f"problem.{self.what}"), kept=kept)


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
    the name they sat down with and the token their app comes back with."""

    port: int
    code: str
    seated: dict[int, tuple[str, str]]

    def to_dict(self) -> dict[str, Any]:
        return {
            "port": self.port,
            "code": self.code,
            "seated": [[seat, name, token] for seat, (name, token) in sorted(self.seated.items())],
        }

    @classmethod
    def from_dict(cls, data: Any, setup: Setup) -> Hosting:
        """``ValueError`` unless each seat held elsewhere is one of ``setup``'s people, under
        the name the set-up gives it."""
        if not isinstance(data, dict) or set(data) != {"port", "code", "seated"}:
            raise ValueError("a hosted session needs a port, a code and its seated people")
        port, code, rows = data["port"], data["code"], data["seated"]
        if type(port) is not int or not 0 < port < 65536:
            raise ValueError(f"bad port {port!r}"[:80])
        if not isinstance(code, str) or not 0 < len(code) <= 16 or not code.isalnum():
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
        return cls(port, code, seated)


@dataclass
class Session:
    """A game in progress: its set-up, the match around it and the game itself, plus each
    seat's hints and undos so far (counted into the statistics when the game ends) and the
    game's save at its deal (kept with the game's record for its replay; None in a file
    written before replays were kept). ``hosting`` is set for a game hosted here with people
    on other computers: continuing it opens its lobby again for them."""

    setup: Setup
    match: MatchLike
    game: Any
    hints: list[int]
    undos: list[int]
    deal: str | None = None
    hosting: Hosting | None = None

    @classmethod
    def start(cls, setup: Setup, seed: int | None = None) -> Session:
        players = len(setup.seats)
        match = find_game(setup.game).new_match(players, setup.rules, setup.target_wins, seed)
        game = match.new_game()
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
        return cls(setup, match, game, hints, undos, deal, hosting)


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


# ---------------------------------------------------------------------------- the files


def _load(name: str, what: str, parse: Callable[[Any], T]) -> tuple[T | None, Problem | None]:
    """Read and parse one file; a damaged or invalid one is set aside and reported (a data
    folder that broke since the start reads as no file: saving will say why)."""
    try:
        path = store.data_dir() / name
    except store.UnusableDataFolder as error:
        log.warning("%s", error)
        return None, None
    loaded = store.load_json(path)
    if loaded.problem is not None:
        log.warning("%s", loaded.problem)
        return None, Problem(what, loaded.moved_to)
    if loaded.data is None and not path.exists():
        return None, None
    try:
        return parse(loaded.data), None
    except (ValueError, TypeError, KeyError, OverflowError, RecursionError) as error:
        moved = store.set_aside(path, f"{name} was not valid ({str(error)[:200]})")
        log.warning("%s", moved.problem)
        return None, Problem(what, moved.moved_to)


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


def load_session() -> tuple[Session | None, Problem | None]:
    return _load(SESSION_FILE, "session", Session.from_dict)


def save_session(session: Session) -> str | None:
    return _save(SESSION_FILE, session.to_dict())


def delete_session() -> None:
    with contextlib.suppress(OSError):  # nothing to delete where the folder cannot be used
        (store.data_dir() / SESSION_FILE).unlink(missing_ok=True)


def load_setup() -> tuple[Setup | None, Problem | None]:
    return _load(SETUP_FILE, "setup", Setup.from_dict)


def save_setup(setup: Setup) -> str | None:
    return _save(SETUP_FILE, setup.to_dict())


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
