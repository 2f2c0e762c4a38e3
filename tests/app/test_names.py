"""Names: one rule for typed names and names read from files (printable, 1–16 characters once
trimmed, drawn by the bundled fonts); a file holding a bad name is set aside like any damaged
file, and every text the game draws goes through one safe path."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from goju51.app import saves
from goju51.app.kit import i18n
from goju51.app.kit.widgets import Text, drawable
from goju51.app.names import name_problem
from goju51.host.seats import Seat

FILES = Path(__file__).parent / "files_v1"
BAD_NAMES = {
    "Ai\u0000ko": "unprintable",
    "\ud800": "unprintable",
    "\u200b\u200b\u200b": "unprintable",
    "x" * 10_000: "long",
    "   ": "empty",
    "Ai😀": "no_glyph",
}


@pytest.mark.parametrize(("name", "problem"), BAD_NAMES.items(), ids=repr)
def test_bad_names_are_named(name: str, problem: str) -> None:
    assert name_problem(name) == problem


@pytest.mark.parametrize("name", ["Zoé", "あいこ", "Ben", "  Aiko  ", "Œdipe", "x" * 16])
def test_good_names_pass(name: str) -> None:
    assert name_problem(name) is None


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_names_in_everyday_hanzi_and_kanji_pass_in_every_language(language: str) -> None:
    """The CJK fonts hold the everyday ideographs (GB 2312 and JIS X 0208 level 1), not only
    the catalogs' characters, so a family can type its names in hanzi or kanji."""
    i18n.set_language(language)
    try:
        for name in ("王小明", "妈妈", "爸爸", "张伟", "田中花子", "佐藤翔太", "刘娟"):
            assert name_problem(name) is None, name
    finally:
        i18n.set_language("en")


def copy_files(home: Path) -> None:
    for path in FILES.glob("*.json"):
        shutil.copy(path, home / path.name)


@pytest.mark.parametrize("name", list(BAD_NAMES), ids=repr)
def test_a_bad_name_in_the_set_up_or_session_sets_the_file_aside(home: Path, name: str) -> None:
    copy_files(home)
    for file_name in (saves.OLD_SETUP_FILE, saves.OLD_SESSION_FILE):
        data = json.loads((home / file_name).read_text("utf-8"))
        setup = data if file_name == saves.OLD_SETUP_FILE else data["setup"]
        setup["seats"][1]["name"] = name
        (home / file_name).write_text(json.dumps(data), "utf-8")
    for sessions_or_setups, problems in (saves.load_sessions(), saves.load_setups()):
        assert not sessions_or_setups and len(problems) == 1
        assert problems[0].moved_to is not None
    statistics, problem = saves.load_statistics()
    assert problem is None and statistics.of("japanese").people, "nothing else is lost"


@pytest.mark.parametrize("name", list(BAD_NAMES), ids=repr)
def test_a_bad_name_in_the_statistics_sets_them_aside(home: Path, name: str) -> None:
    copy_files(home)
    data = json.loads((home / saves.STATISTICS_FILE).read_text("utf-8"))
    data["people"][name] = data["people"].pop("Zoé")
    (home / saves.STATISTICS_FILE).write_text(json.dumps(data), "utf-8")
    statistics, problem = saves.load_statistics()
    assert problem is not None and problem.moved_to is not None
    assert not statistics.games
    sessions, problems = saves.load_sessions()
    assert problems == [] and "japanese" in sessions, "nothing else is lost"


@pytest.mark.parametrize("level", ["x" * 10_000, "ex\u0000pert", ""], ids=repr)
def test_a_bad_level_id_in_the_statistics_sets_them_aside(home: Path, level: str) -> None:
    copy_files(home)
    data = json.loads((home / saves.STATISTICS_FILE).read_text("utf-8"))
    data["levels"][level] = data["levels"].pop("normal")
    (home / saves.STATISTICS_FILE).write_text(json.dumps(data), "utf-8")
    statistics, problem = saves.load_statistics()
    assert problem is not None and problem.moved_to is not None and not statistics.games


def test_typed_names_follow_the_same_rule(english) -> None:
    for name, problem in BAD_NAMES.items():
        setup = saves.Setup((Seat(name), Seat("Ben", "easy")))
        errors = setup.name_errors()
        assert len(errors) == 1, (name, errors)
        assert ("too long" in errors[0]) == (problem == "long")


def test_every_text_is_drawable_whatever_it_holds() -> None:
    import pygame

    pygame.font.init()
    text = Text()
    for name in [*BAD_NAMES, "Zoé"]:
        surface = text.render(name, 20)
        assert 0 < surface.get_width() < 20_000
    assert drawable("Ai\u0000ko") == "Ai?ko"
    assert drawable("Zoé") == "Zoé"
    french = "Votre main\u202f: 34 · Aiko a dit Stop\u202f!"
    assert drawable(french) == french, "spaces of every width are drawn as they are"


def test_the_app_opens_new_game_and_statistics_over_files_with_bad_names(home: Path) -> None:
    from goju51.app.kit.dialog import Dialog
    from goju51.app.main import App, Options
    from goju51.app.screens.setup import SetupScene
    from goju51.app.screens.statistics import StatisticsScene
    from goju51.tables import TABLES

    copy_files(home)
    for file_name in (saves.OLD_SETUP_FILE, saves.OLD_SESSION_FILE):
        data = json.loads((home / file_name).read_text("utf-8"))
        setup = data if file_name == saves.OLD_SETUP_FILE else data["setup"]
        setup["seats"][0]["name"] = "\u200b\u200b"
        (home / file_name).write_text(json.dumps(data), "utf-8")
    app = App(Options(menu=True, muted=True), {"japanese": TABLES["japanese"]})  # Goju's files
    try:
        assert isinstance(app.stack.top, Dialog)
        while isinstance(app.stack.top, Dialog):
            app.stack.pop()
        app.flow.open_setup()
        offer = app.stack.top
        assert isinstance(offer, Dialog), "a first pick offers the guided game"
        offer.back()  # "I know it"
        assert isinstance(app.stack.top, SetupScene)
        app.step(1 / 60)
        app.stack.pop()
        app.flow.open_statistics()
        assert isinstance(app.stack.top, StatisticsScene)
        app.step(1 / 60)
    finally:
        app.close()
