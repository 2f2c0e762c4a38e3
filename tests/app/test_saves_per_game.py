"""One saved session and one remembered set-up per game (findings F2 and F16): each game's
files are its own, the single ``session.json`` and ``setup.json`` of earlier versions move into
their game's file once, and a broken file loses only its own game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from goju51.app import saves, store
from goju51.app.saves import Session, Setup, default_setup
from goju51.games.chinese import Rules as ChineseRules
from goju51.games.dice import Rules as DiceRules
from goju51.host.seats import Seat

pytestmark = pytest.mark.usefixtures("home")

GAME_IDS = ("japanese", "chinese", "dice")


def a_setup(game_id: str) -> Setup:
    """Each game's own set-up, its rules away from their defaults."""
    seats = (Seat("Ann", coach=True), Seat("Bob", "easy"), Seat("Cy", "normal"))
    if game_id == "chinese":
        return Setup(seats, ChineseRules(jokers=2, target=300), 300, "chinese")
    if game_id == "dice":
        return Setup(seats, DiceRules(limit=9), None, "dice")
    return Setup(seats, target_wins=3)


def played(game_id: str, moves: int = 4) -> Session:
    session = Session.start(a_setup(game_id), seed=7)
    for _ in range(moves):
        session.game.apply(session.game.legal_moves[0])
    return session


def session_file(home: Path, game_id: str) -> Path:
    return home / saves.SESSIONS_FOLDER / f"{game_id}.json"


def test_each_game_keeps_its_own_session_and_saving_one_leaves_the_others_as_they_were(home):
    for game_id in GAME_IDS:
        assert saves.save_session(played(game_id)) is None
    before = {game_id: session_file(home, game_id).read_bytes() for game_id in GAME_IDS}
    assert saves.save_session(played("chinese", moves=6)) is None
    saves.delete_session("dice")
    assert session_file(home, "japanese").read_bytes() == before["japanese"]
    assert session_file(home, "chinese").read_bytes() != before["chinese"]
    assert not session_file(home, "dice").exists()
    sessions, problems = saves.load_sessions()
    assert problems == [] and sorted(sessions) == ["chinese", "japanese"]
    assert len(sessions["chinese"].game.history) == 6
    assert sessions["japanese"].game.to_json() == played("japanese").game.to_json()


def test_each_game_remembers_its_own_set_up(home):
    for game_id in GAME_IDS:
        assert saves.save_setup(a_setup(game_id)) is None
    assert saves.save_setup(default_setup("japanese", ["Aiko", "Ben"])) is None
    setups, problems = saves.load_setups()
    assert problems == []
    assert setups["dice"].rules.limit == 9, "another game's set-up does not replace it"
    assert setups["chinese"] == a_setup("chinese")
    assert [seat.name for seat in setups["japanese"].seats] == ["Player 1", "Aiko", "Ben"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_old_session_json_moves_into_its_games_file_once_and_nothing_is_lost(home, game_id):
    session = played(game_id)
    (home / saves.OLD_SESSION_FILE).write_text(json.dumps(session.to_dict()), "utf-8")
    assert saves.save_session(played("japanese" if game_id != "japanese" else "dice")) is None
    sessions, problems = saves.load_sessions()
    assert problems == [] and len(sessions) == 2
    assert sessions[game_id].to_dict() == session.to_dict()
    assert not (home / saves.OLD_SESSION_FILE).exists(), "moved, not copied"
    assert json.loads(session_file(home, game_id).read_text("utf-8")) == session.to_dict()
    again, problems = saves.load_sessions()
    assert problems == [] and again[game_id].to_dict() == session.to_dict()


def test_an_old_setup_json_becomes_the_set_up_of_the_game_it_names(home):
    (home / saves.OLD_SETUP_FILE).write_text(json.dumps(a_setup("dice").to_dict()), "utf-8")
    setups, problems = saves.load_setups()
    assert problems == [] and setups == {"dice": a_setup("dice")}
    assert not (home / saves.OLD_SETUP_FILE).exists()
    assert saves.load_setup("dice") == (a_setup("dice"), None)


def test_an_old_session_older_than_its_games_own_file_is_kept_aside_not_played(home):
    newer = played("chinese", moves=6)
    assert saves.save_session(newer) is None
    (home / saves.OLD_SESSION_FILE).write_text(json.dumps(played("chinese").to_dict()))
    sessions, problems = saves.load_sessions()
    assert problems == [] and len(sessions["chinese"].game.history) == 6
    assert not (home / saves.OLD_SESSION_FILE).exists()
    assert len(list(home.glob("session.bad-*.json"))) == 1, "kept, never silently lost"


def test_an_old_session_that_cannot_be_moved_is_played_from_where_it_is(home, monkeypatch):
    session = played("dice")
    (home / saves.OLD_SESSION_FILE).write_text(json.dumps(session.to_dict()))

    def refuse(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "save_json", refuse)
    sessions, problems = saves.load_sessions()
    assert problems == [] and sessions["dice"].to_dict() == session.to_dict()
    assert (home / saves.OLD_SESSION_FILE).exists(), "kept until its game's file is written"


def test_a_broken_session_is_named_and_the_other_games_load_untouched(home):
    for game_id in GAME_IDS:
        assert saves.save_session(played(game_id)) is None
    session_file(home, "chinese").write_text('{"format": "goju51-session", "version": 2, "ga')
    kept = {game_id: session_file(home, game_id).read_bytes() for game_id in ("japanese", "dice")}
    sessions, problems = saves.load_sessions()
    assert sorted(sessions) == ["dice", "japanese"]
    assert len(problems) == 1 and problems[0].game == "chinese"
    message = problems[0].message()
    assert message.startswith("Your saved game of Chinese 51 could not be read")
    assert "other games are kept" in message and "chinese.bad-" in message
    for game_id, text in kept.items():
        assert session_file(home, game_id).read_bytes() == text


def test_a_session_of_another_game_in_a_games_file_is_set_aside(home):
    assert saves.save_session(played("dice")) is None
    session_file(home, "dice").replace(session_file(home, "japanese"))
    sessions, problems = saves.load_sessions()
    assert sessions == {} and len(problems) == 1 and problems[0].game == "japanese"
    assert problems[0].moved_to is not None and problems[0].moved_to.name.startswith("japanese.bad")


def test_a_broken_set_up_names_its_game_and_the_others_are_kept(home):
    for game_id in GAME_IDS:
        assert saves.save_setup(a_setup(game_id)) is None
    (home / saves.SETUPS_FOLDER / "dice.json").write_text("[]")
    setups, problems = saves.load_setups()
    assert sorted(setups) == ["chinese", "japanese"]
    assert [problem.message().split(";")[0] for problem in problems] == [
        "Your last set-up of 51, the dice game could not be read"
    ]
