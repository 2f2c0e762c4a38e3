import json
import os
import random

import pytest

from goju51.app import store
from goju51.app.stats import Record, SeatResult, Statistics
from goju51.games.japanese import Game, Match
from goju51.games.japanese.spec import SPEC as JAPANESE


def test_data_dir_follows_the_override(home):
    assert store.data_dir() == home


def test_save_is_atomic_and_round_trips(home):
    path = home / "settings.json"
    store.save_json(path, {"language": "fr", "volume": 0.5})
    assert store.load_json(path).data == {"language": "fr", "volume": 0.5}
    assert [p.name for p in home.iterdir()] == ["settings.json"]


def test_a_failed_write_keeps_the_old_file(home, monkeypatch):
    path = home / "save.json"
    store.save_json(path, {"turn": 1})
    monkeypatch.setattr(os, "replace", lambda *_: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(OSError):
        store.save_json(path, {"turn": 2})
    assert json.loads(path.read_text()) == {"turn": 1}
    assert [p.name for p in home.iterdir()] == ["save.json"]


def test_missing_file_is_no_problem(home):
    assert store.load_json(home / "nothing.json") == store.Loaded()


def test_two_hundred_damaged_files_are_set_aside_with_a_message(home):
    rng = random.Random(7)
    good = json.dumps({"format": "x", "items": list(range(50))}).encode()
    for i in range(200):
        path = home / "save.json"
        kind = i % 3
        if kind == 0:
            blob = good[: rng.randrange(1, len(good) - 1)]
        elif kind == 1:
            blob = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
        else:
            blob = b"\xff\xfe" + good
        path.write_bytes(blob)
        loaded = store.load_json(path)
        if loaded.data is not None:  # random bytes can, rarely, be valid JSON such as "7"
            continue
        assert "save.json was damaged" in loaded.problem
        assert loaded.moved_to.read_bytes() == blob
        assert not path.exists()


def test_statistics_count_games_per_person_and_level():
    rng = random.Random(2)
    everything = Statistics()
    stats = everything.of("japanese")
    for seed in range(30):
        game = Game.new(3, seed=seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_moves))
        seats = [
            SeatResult("Ann", hints_used=1),
            SeatResult("Bo", "hard"),
            SeatResult("Cy", "easy"),
        ]
        tallies = [JAPANESE.tallies(game, seat) for seat in range(3)]
        stats.record_game(game.outcome(), seats, tallies)
        values, winners = game.values(), game.winners()
        ann = stats.people["Ann"]
        assert ann.best_hand >= values[0]
    assert ann.games == 30 and stats.levels["hard"].games == 30
    assert ann.hints_used == 30
    assert 0 <= ann.win_rate <= 1
    total_wins = ann.wins + stats.levels["hard"].wins + stats.levels["easy"].wins
    assert total_wins >= 30
    assert sum(r.count("stops_called") for r in [ann, *stats.levels.values()]) == 30
    assert all(r.count("stops_won") <= r.count("stops_called") for r in stats.levels.values())
    assert Statistics.from_dict(json.loads(json.dumps(everything.to_dict()))) == everything
    everything.of("chinese").people["Ann"] = Record(games=1)
    everything.reset("japanese")
    assert list(everything.games) == ["chinese"]
    assert winners and values


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"format": "goju51-statistics"},
        {"format": "goju51-statistics", "people": [], "levels": {}},
        {"format": "goju51-statistics", "people": {"A": {"games": -1}}, "levels": {}},
        {"format": "goju51-statistics", "people": {"A": {"games": "many"}}, "levels": {}},
        {"format": "goju51-statistics", "people": {"A": {"wins": 10**20}}, "levels": {}},
        {"format": "goju51-statistics", "version": 2, "people": {}, "levels": {}},
        {"format": "goju51-statistics", "version": 2, "games": {"japanese": []}},
        {"format": "goju51-statistics", "version": 3, "games": {}},
        {"format": "goju51-statistics", "people": {"A": {"games": 3, "seats": 2}}, "levels": {}},
    ],
)
def test_bad_statistics_raise_value_error(data):
    with pytest.raises(ValueError):
        Statistics.from_dict(data)


def test_a_level_in_several_seats_counts_each_game_once():
    """Issue 18: three Easy computers in one game are one game for Easy, not three; the
    average stays per seat."""
    stats = Statistics().of("japanese")
    game = Game.new(4, seed=3)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves))
    seats = [SeatResult("Ann"), *(SeatResult(f"E{n}", "easy") for n in range(3))]
    tallies = [JAPANESE.tallies(game, seat) for seat in range(4)]
    stats.record_game(game.outcome(), seats, tallies)
    easy, scores = stats.levels["easy"], game.outcome().scores
    assert (easy.games, easy.seats) == (1, 3)
    assert easy.wins == (any(seat in game.outcome().winners for seat in (1, 2, 3)))
    assert easy.average_value == sum(scores[1:]) / 3
    assert stats.people["Ann"].seats == stats.people["Ann"].games == 1


def test_a_record_read_from_before_seats_were_counted_has_one_seat_a_game():
    record = Record.from_dict({"games": 4, "wins": 1, "total_value": 80})
    assert record.seats == 4 and record.average_value == 20


def test_record_defaults():
    assert Record().win_rate == 0 and Record().average_value == 0


def test_matches_round_trip_mid_way():
    rng = random.Random(3)
    match = Match(3, target_wins=4, seed=1)
    for _ in range(2):
        game = match.new_game()
        while not game.is_over:
            game.apply(rng.choice(game.legal_moves))
        match.record(game)
    restored = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert restored.wins == match.wins and restored.dealer == match.dealer
    assert restored.new_game().to_json() == match.new_game().to_json()
    for bad in [
        None,
        {},
        {**match.to_dict(), "wins": [1]},
        {**match.to_dict(), "rng": "x"},
        {**match.to_dict(), "dealer": 9},
    ]:
        with pytest.raises(ValueError, match="not a saved match"):
            Match.from_dict(bad)


def test_a_match_counts_once_for_a_level_in_several_seats():
    stats = Statistics().of("japanese")
    game = Game.new(3, seed=5)
    rng = random.Random(5)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves))
    seats = [SeatResult("Ann"), SeatResult("E1", "easy"), SeatResult("E2", "easy")]
    tallies = [
        {**JAPANESE.tallies(game, seat), "matches": 1, "matches_won": int(seat == 2)}
        for seat in range(3)
    ]
    stats.record_game(game.outcome(), seats, tallies)
    easy, ann = stats.levels["easy"], stats.people["Ann"]
    assert (easy.count("matches"), easy.count("matches_won")) == (1, 1)
    assert (ann.count("matches"), ann.count("matches_won")) == (1, 0)


def _unusable_homes(tmp_path):
    """A file, a folder under a file and a link to nothing, each named as the data folder."""
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "gone")
    return {"it is a file": a_file, "a part of its path": a_file / "inside", "link": dangling}


def test_a_data_folder_that_cannot_be_used_is_named_with_why(tmp_path, monkeypatch):
    for why, folder in _unusable_homes(tmp_path).items():
        monkeypatch.setenv(store.HOME_VARIABLE, str(folder))
        with pytest.raises(store.UnusableDataFolder) as raised:
            store.data_dir()
        assert str(raised.value).startswith(f"the data folder {folder} cannot be used")
        assert why in str(raised.value) and "\n" not in str(raised.value)


def test_a_data_folder_that_breaks_during_a_game_is_said_on_saving_and_never_raises(
    tmp_path, monkeypatch, english
):
    from goju51.app import saves
    from goju51.app.saves import Session, Setup
    from goju51.host.seats import Seat

    session = Session.start(Setup((Seat("Ann"), Seat("Ben", "easy"))), seed=1)
    for folder in _unusable_homes(tmp_path).values():
        monkeypatch.setenv(store.HOME_VARIABLE, str(folder))
        message = saves.save_session(session)
        assert message is not None and str(folder) in message
        assert saves.load_sessions() == ({}, [])
        saves.delete_session("japanese")  # nothing there to delete, and no error


def test_the_window_plays_on_in_a_temporary_folder_and_says_so(tmp_path, monkeypatch, english):
    from goju51.app.kit.dialog import Dialog
    from goju51.app.main import App, Options
    from goju51.tables import TABLES

    for folder in _unusable_homes(tmp_path).values():
        monkeypatch.setenv(store.HOME_VARIABLE, str(folder))
        app = App(Options(menu=True, muted=True), TABLES)
        dialog = app.stack.top
        assert isinstance(dialog, Dialog)
        assert str(folder) in dialog.message() and "nothing will be kept" in dialog.message()
        assert store.data_dir() != folder and store.data_dir().is_dir()
        app.close()


def test_the_window_started_from_a_terminal_says_why_in_one_line(tmp_path):
    import subprocess
    import sys

    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    environment[store.HOME_VARIABLE] = str(a_file)
    result = subprocess.run(
        [sys.executable, "-m", "goju51", "--frames", "2", "--mute"],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [
        f"goju51: the data folder {a_file} cannot be used: it is a file; nothing will be kept "
        "after this game"
    ]
