"""Session, set-up, settings and statistics files: round trips, and damaged files that must
give a clear message and a fresh start, never an exception."""

import json
import os
import random

import pytest

from goju51.app import saves, store
from goju51.app.kit import i18n
from goju51.app.kit.preferences import Settings
from goju51.app.saves import Hosting, Session, Setup
from goju51.app.stats import Statistics
from goju51.games.japanese import Rules
from goju51.host.seats import Seat

pytestmark = pytest.mark.usefixtures("home")


def game_file(home, folder: str, game_id: str = "japanese"):
    """Where ``game_id``'s session or set-up is kept (its folder made)."""
    (home / folder).mkdir(exist_ok=True)
    return home / folder / f"{game_id}.json"


def a_setup(**changes) -> Setup:
    seats = (Seat("Aiko", coach=True), Seat("Ben"), Seat("Chiyo", "hard"))
    return Setup(**({"seats": seats, "rules": Rules(jokers=1), "target_wins": 3} | changes))


def played_session(moves: int = 9) -> Session:
    session = Session.start(a_setup(), seed=5)
    for _ in range(moves):
        session.game.apply(session.game.legal_moves[0])
    session.hints[0] = 2
    return session


def test_a_session_round_trips_exactly(home):
    session = played_session()
    assert saves.save_session(session) is None
    loaded, problem = saves.load_session("japanese")
    assert problem is None
    assert loaded.game.to_json() == session.game.to_json()
    assert loaded.setup == session.setup
    assert loaded.match.to_dict() == session.match.to_dict()
    assert loaded.hints == [2, 0, 0]
    saved = json.loads(game_file(home, saves.SESSIONS_FOLDER).read_text())
    assert saved["format"] == "goju51-session" and saved["game"] == "japanese"


def test_setup_and_settings_round_trip():
    setup = a_setup()
    saves.save_setup(setup)
    assert saves.load_setup("japanese") == (setup, None)
    settings = Settings(language="fr", volume=0.3, speed=2.0, back_design="red", muted=True)
    saves.save_settings(settings)
    assert saves.load_settings(Settings) == (settings, None)


def test_missing_files_are_no_problem():
    assert saves.load_sessions() == ({}, [])
    assert saves.load_setups() == ({}, [])
    assert saves.load_statistics() == (Statistics(), None)
    assert saves.load_settings(Settings)[1] is None


@pytest.mark.parametrize("name", ["", "   ", "x" * 17])
def test_bad_names_are_explained(name):
    errors = a_setup(seats=(Seat(name), Seat("Ben"))).name_errors()
    assert len(errors) == 1 and "seat 1" in errors[0].lower()


def test_duplicate_names_are_explained_in_french():
    i18n.set_language("fr")
    errors = a_setup(seats=(Seat("Zoé"), Seat("zoé"))).name_errors()
    assert errors == ["Deux joueurs s’appellent zoé\u202f: donnez-leur des noms différents."]


def test_a_remembered_default_name_follows_the_language_and_a_typed_one_stays(home):
    """F16: "Player 1" remembered in English reads "プレイヤー1" once the game is in Japanese;
    a typed name, and a computer's, stay as they were."""
    seats = (Seat("Player 1", coach=True), Seat("Aiko"), Seat("Joueur 3"), Seat("Player 4", "easy"))
    saves.save_setup(a_setup(seats=seats, target_wins=None))
    i18n.set_language("ja")
    loaded, problem = saves.load_setup("japanese")
    assert problem is None and loaded is not None
    names = [seat.name for seat in loaded.in_language().seats]
    assert names == ["プレイヤー1", "Aiko", "プレイヤー3", "Player 4"]
    assert loaded.in_language().seats[0].coach, "only the name changes"
    assert a_setup().in_language() == a_setup(), "no default name: the same set-up"


def _damaged_session_texts(rng: random.Random) -> list[bytes]:
    """200 broken session files: truncated, random bytes, wrong types, huge numbers..."""
    good = json.dumps(played_session().to_dict()).encode()
    data = played_session().to_dict()
    texts: list[bytes] = []
    for _ in range(40):
        texts.append(good[: rng.randrange(1, len(good))])
    for _ in range(30):
        texts.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400))))
    texts += [b"", b"null", b"[]", b"42", b'"session"', b"{}", b"\xff\xfe{", b"[" * 100000]
    paths = [
        ("format",),
        ("version",),
        ("setup",),
        ("setup", "seats"),
        ("setup", "rules"),
        ("setup", "target_wins"),
        ("match",),
        ("match", "players"),
        ("match", "wins"),
        ("match", "dealer"),
        ("match", "rng"),
        ("game",),
        ("state",),
        ("setup", "game"),
        ("hints",),
        ("undos",),
    ]
    weird = [None, -1, 10**30, 1e308, "x" * 5000, [], {}, True, [1] * 9, "normal", 2.5]
    while len(texts) < 200:
        broken = json.loads(json.dumps(data))
        kind = rng.randrange(4)
        if kind == 0:
            target, path = broken, rng.choice(paths)
            for part in path[:-1]:
                target = target[part]
            target[path[-1]] = rng.choice(weird)
        elif kind == 1:
            broken["setup"]["seats"] += [
                {"name": f"N{i}", "level": None, "coach": False} for i in range(rng.choice([1, 6]))
            ]
        elif kind == 2:
            broken["setup"]["seats"][rng.randrange(3)]["level"] = rng.choice(["godlike", 3, ""])
        else:
            game = json.loads(broken["state"])
            game[rng.choice(sorted(game))] = rng.choice(weird)
            broken["state"] = json.dumps(game)
        texts.append(json.dumps(broken).encode())
    return texts


def test_200_damaged_session_files_give_a_message_and_a_fresh_start(home):
    rng = random.Random(51)
    texts = _damaged_session_texts(rng)
    assert len(texts) == 200
    path = game_file(home, saves.SESSIONS_FOLDER)
    for text in texts:
        path.write_bytes(text)
        session, problem = saves.load_session("japanese")
        if session is not None:  # a harmless change (e.g. a hint count set to True stays bad)
            assert problem is None
            continue
        assert problem is not None, text[:80]
        message = problem.message()
        assert message.startswith("Your saved game of Goju Ichi could not be read")
        assert "japanese.bad-" in message
        assert not path.exists(), "the bad file must be moved aside"
    kept = list(path.parent.glob("japanese.bad-*.json"))
    assert len(kept) >= 190


@pytest.mark.parametrize(
    "text",
    [
        b'{"format": "goju51-settings", "version": 1, "volume": 7}',
        b'{"format": "goju51-settings", "version": 1, "language": "tlh"}',
        b'{"format": "goju51-settings", "version": 1, "speed": 1e308}',
        b'{"format": "goju51-settings", "version": 1, "muted": "yes"}',
        b'{"format": "goju51-settings", "version": 1, "colour": true}',
        b'{"format": "goju51-settings", "version": 2}',
        b"\x00\x01",
    ],
)
def test_bad_settings_fall_back_to_defaults(home, text):
    (home / saves.SETTINGS_FILE).write_bytes(text)
    settings, problem = saves.load_settings(Settings)
    assert settings == Settings()
    assert problem is not None and "settings" in problem.message()


@pytest.mark.parametrize(
    "change",
    [
        {"seats": [{"name": f"P{i}", "level": None, "coach": False} for i in range(9)]},
        {
            "seats": [
                {"name": "A", "level": "godlike", "coach": False},
                {"name": "B", "level": None, "coach": False},
            ]
        },
        {
            "seats": [
                {"name": "A", "level": None, "coach": 1},
                {"name": "B", "level": None, "coach": False},
            ]
        },
        {"target_wins": 10**12},
        {"target_wins": "3"},
        {"rules": {"jokers": 2}},
    ],
)
def test_bad_setups_are_set_aside(home, change):
    data = a_setup().to_dict() | change
    path = game_file(home, saves.SETUPS_FOLDER)
    path.write_text(json.dumps(data))
    setup, problem = saves.load_setup("japanese")
    assert setup is None and "set-up of Goju Ichi" in problem.message()
    assert list(path.parent.glob("japanese.bad-*.json"))


def test_a_session_whose_parts_disagree_is_refused():
    data = played_session().to_dict()
    data["setup"]["rules"] = Rules().to_dict()
    with pytest.raises(ValueError, match="disagree"):
        Session.from_dict(data)


def test_a_hosted_session_keeps_who_sat_where_elsewhere_to_open_its_lobby_again():
    session = played_session()
    session.hosting = Hosting(45151, "ACDEF", {1: ("Ben", "t0ken-of-ben")}, "0a1b2c3d4e5f6a7b")
    assert saves.save_session(session) is None
    loaded, problem = saves.load_session("japanese")
    assert problem is None and loaded.hosting == session.hosting
    data = session.to_dict()
    del data["hosting"]["session"]  # saved before hosted games had ids: a new one is made
    assert Session.from_dict(data).hosting.session == ""
    data["hosting"]["session"] = "../x"
    with pytest.raises(ValueError, match="session"):
        Session.from_dict(data)
    assert "hosting" not in played_session().to_dict(), "a game at one screen saves none"
    for seat, name, token in ((2, "Chiyo", "t"), (1, "Bo", "t"), (1, "Ben", ""), (5, "Ben", "t")):
        data = session.to_dict()
        data["hosting"]["seated"] = [[seat, name, token]]  # a computer, another name...
        with pytest.raises(ValueError):
            Session.from_dict(data)


def test_a_session_keeps_its_hosts_step_and_refuses_an_unbelievable_one():
    session = played_session()
    session.step = 12
    assert Session.from_dict(session.to_dict()).step == 12
    assert "step" not in played_session().to_dict(), "none before the host has counted one"
    for bad in (-1, 1.5, "12", saves.MAX_STEP, True):
        data = session.to_dict() | {"step": bad}
        with pytest.raises(ValueError, match="step"):
            Session.from_dict(data)


def kept_seat(**changes) -> saves.KeptSeat:
    fields = {
        "address": "192.168.1.20:45151",
        "code": "ACDEF",
        "game": "dice",
        "title": "Aiko",
        "session": "0a1b2c3d4e5f6a7b",
        "seat": 1,
        "name": "Ben",
        "token": "t0ken-of-ben",
        "heard": NOW - 3600,
    }
    return saves.KeptSeat(**(fields | changes))


NOW = 1_800_000_000
DAY = 24 * 3600


def test_a_seat_joined_elsewhere_is_kept_until_forgotten_newest_first(home):
    older = kept_seat()
    newer = kept_seat(code="HJKLM", title="Chiyo", game="japanese", heard=NOW - 60)
    assert saves.keep_seat(older) is None and saves.keep_seat(newer) is None
    os.utime(home / saves.JOINED_FOLDER / "HJKLM-1.json", (1, 1))  # its host heard later
    assert saves.kept_seats(NOW) == [newer, older]
    assert saves.keep_seat(kept_seat(address="192.168.1.20:50000")) is None  # it moved
    assert saves.kept_seats(NOW)[1].address == "192.168.1.20:50000"
    saves.forget_seat("ACDEF", 1)
    saves.forget_seat("../settings", 1)  # never a path out of its folder
    assert saves.kept_seats(NOW) == [newer]


def test_a_kept_seat_whose_host_is_not_heard_for_days_is_deleted_quietly(home):
    fresh, stale = kept_seat(heard=NOW - 2 * DAY), kept_seat(code="HJKLM", heard=NOW - 4 * DAY)
    assert saves.keep_seat(fresh) is None and saves.keep_seat(stale) is None
    assert saves.KEPT_SEAT_DAYS == 3
    assert saves.kept_seats(NOW) == [fresh]
    assert sorted(p.name for p in (home / saves.JOINED_FOLDER).iterdir()) == ["ACDEF-1.json"]
    assert saves.kept_seats(NOW + 2 * DAY) == [], "three days after its host was last heard"
    assert not any((home / saves.JOINED_FOLDER).iterdir())


def test_a_kept_seat_is_written_again_when_it_changes_or_its_host_is_heard_an_hour_later():
    kept = kept_seat()
    assert kept.worth_writing_over(None)
    assert not kept.worth_writing_over(kept)
    assert not kept_seat(heard=kept.heard + 600).worth_writing_over(kept)
    assert kept_seat(heard=kept.heard + saves.HEARD_AGAIN_SECONDS).worth_writing_over(kept)
    assert kept_seat(address="192.168.1.20:50000").worth_writing_over(kept)


def test_two_people_at_this_computer_keep_a_seat_each_of_the_same_game(home):
    ben, cy = kept_seat(), kept_seat(seat=2, name="Cy", token="t0ken-of-cy")
    other_game = kept_seat(code="HJKLM", seat=2)
    for kept in (ben, cy, other_game):
        assert saves.keep_seat(kept) is None
    assert saves.kept_seats_beside(ben) == [cy] and saves.kept_seats_beside(cy) == [ben]
    saves.forget_seat("ACDEF", 2)  # Cy stood up
    assert saves.kept_seats_beside(ben) == []
    assert set(saves.kept_seats()) == {ben, other_game}


@pytest.mark.parametrize(
    "change",
    [
        {"code": "../x"},
        {"seat": 9},
        {"seat": "1"},
        {"token": ""},
        {"name": ""},
        {"game": "poker"},
        {"address": 5},
        {"format": "goju51-session"},
        {"session": ""},
        {"session": "Aiko"},
        {"heard": "yesterday"},
        {"code": "HJKLM"},  # under another code's name: forgetting its game would miss it
    ],
)
def test_a_damaged_kept_seat_is_deleted_quietly(home, change):
    folder = home / saves.JOINED_FOLDER
    folder.mkdir()
    (folder / "ACDEF.json").write_text(json.dumps(kept_seat().to_dict() | change))
    (folder / "HJKMN.json").write_text("{not json")
    assert saves.kept_seats(NOW) == []
    assert not any(folder.iterdir()), "nothing set aside to be read again at the next start"


def test_damaged_statistics_start_from_zero(home):
    (home / saves.STATISTICS_FILE).write_text('{"format": "goju51-statistics", "people": 3}')
    statistics, problem = saves.load_statistics()
    assert statistics == Statistics()
    assert "statistics" in problem.message()


def test_a_failed_write_is_reported_not_raised(home, monkeypatch):
    def refuse(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "save_json", refuse)
    message = saves.save_session(played_session(1))
    assert message is not None and "No space left on device" in message
