"""Files written before the game registry (version 1, in ``files_v1/``: written by the app as it
was at commit 75c50cc) load as Goju Ichi's, and nothing in them is lost: the one session and
set-up become Goju Ichi's own."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from goju51.app import saves
from goju51.app.kit.preferences import Settings
from goju51.app.stats import Statistics
from goju51.games.japanese import Game, Rules

FILES = Path(__file__).parent / "files_v1"


def _copy_files(home: Path) -> None:
    for path in FILES.glob("*.json"):
        shutil.copy(path, home / path.name)


def test_a_version_1_session_and_set_up_load_as_goju_ichi(home: Path) -> None:
    _copy_files(home)
    sessions, problems = saves.load_sessions()
    assert problems == [] and list(sessions) == ["japanese"]
    session = sessions["japanese"]
    assert session.setup.game == "japanese"
    assert [seat.name for seat in session.setup.seats] == ["Aiko", "Zoé", "Ben", "Chiyo"]
    assert session.setup.rules == Rules(jokers=1, final_round="exchange_or_pass")
    assert session.setup.target_wins == 3
    assert session.hints == [2, 0, 0, 0]
    old = json.loads((FILES / "session.json").read_text("utf-8"))
    assert session.game.to_json() == Game.from_json(old["game"]).to_json()
    assert len(session.game.history) == 9
    setups, problems = saves.load_setups()
    assert problems == [] and setups == {"japanese": session.setup}
    assert (
        not (home / saves.OLD_SESSION_FILE).exists() and not (home / saves.OLD_SETUP_FILE).exists()
    )
    assert saves.load_session("japanese")[0].game.to_json() == session.game.to_json()
    assert saves.load_setup("japanese") == (session.setup, None)


def test_a_version_1_session_moved_into_its_game_names_its_game_and_reads_back(
    home: Path,
) -> None:
    _copy_files(home)
    session = saves.load_sessions()[0]["japanese"]
    data = json.loads((home / saves.SESSIONS_FOLDER / "japanese.json").read_text("utf-8"))
    assert data["version"] == 2 and data["game"] == "japanese"
    assert data["setup"]["game"] == "japanese"
    again, problem = saves.load_session("japanese")
    assert problem is None and again is not None
    assert again.game.to_json() == session.game.to_json() and again.setup == session.setup


def test_version_1_statistics_become_goju_ichi_statistics(home: Path) -> None:
    _copy_files(home)
    statistics, problem = saves.load_statistics()
    assert problem is None
    old = json.loads((FILES / "statistics.json").read_text("utf-8"))
    assert list(statistics.games) == ["japanese"]
    records = statistics.of("japanese")
    assert set(records.people) == set(old["people"]) == {"Aiko", "Zoé"}
    assert records.people["Aiko"].hints_used == old["people"]["Aiko"]["hints_used"] == 3
    assert set(records.levels) == set(old["levels"])
    assert saves.save_statistics(statistics) is None
    saved = json.loads((home / saves.STATISTICS_FILE).read_text("utf-8"))
    assert saved["version"] == 2 and set(saved["games"]) == {"japanese"}
    assert Statistics.from_dict(saved) == statistics


def test_version_1_settings_still_load(home: Path) -> None:
    _copy_files(home)
    settings, problem = saves.load_settings(Settings)
    assert problem is None and settings.language == "fr"


def test_a_file_of_a_game_this_version_does_not_know_is_set_aside(home: Path) -> None:
    _copy_files(home)
    setup = json.loads((FILES / "setup.json").read_text("utf-8"))
    setup.update(version=2, game="chess")
    (home / saves.OLD_SETUP_FILE).write_text(json.dumps(setup), "utf-8")
    loaded, problems = saves.load_setups()
    assert loaded == {} and len(problems) == 1 and problems[0].moved_to is not None
    assert json.loads(problems[0].moved_to.read_text("utf-8"))["game"] == "chess"
