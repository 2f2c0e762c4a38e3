import argparse
import subprocess
import sys

import pytest

from goju51.app.kit import i18n
from goju51.app.main import parse_options
from goju51.games.japanese import GameOver
from goju51.tables import TABLES
from goju51.tables.japanese.gameover import results_text

NAMES = {0: "You", 1: "Aiko", 2: "Ben", 3: "Chiyo"}


def test_options_from_the_command_line(tmp_path):
    options = parse_options(
        [
            "--seed",
            "5",
            "--size",
            "1920x1080",
            "--speed",
            "fast",
            "--event-log",
            str(tmp_path / "log.jsonl"),
        ],
        TABLES,
    )
    assert (options.seed, options.size, options.speed) == (5, (1920, 1080), 2.0)
    assert options.event_log == tmp_path / "log.jsonl"
    assert parse_options(["--speed", "1.5"], TABLES).speed == 1.5
    assert parse_options([], TABLES).level in ("hard", "expert")
    assert parse_options([], TABLES).game == "japanese"


def test_menu_keeps_the_main_menu_with_an_event_log(tmp_path):
    log = tmp_path / "log.jsonl"
    assert not parse_options(["--event-log", str(log)], TABLES).menu
    options = parse_options(["--event-log", str(log), "--menu"], TABLES)
    assert options.menu and not options.saved_look and options.event_log == log


@pytest.mark.parametrize(
    "bad", [["--size", "big"], ["--speed", "-1"], ["--level", "god"], ["--game", "chess"]]
)
def test_bad_options_are_refused(bad):
    with pytest.raises(SystemExit):
        parse_options(bad, TABLES)


def test_results_explain_the_tie_rule_when_it_decided():
    result = GameOver(values=(30, 30, 12, 5), winners=(1,), stopper=0, stopper_lost_tie=True)
    headline, detail = results_text(result, NAMES, viewer=0)
    assert headline == "Aiko wins"
    assert "Tie with the stopper (you)" in detail and "Aiko wins" in detail


def test_results_for_a_shared_win_and_a_plain_stop():
    result = GameOver(values=(41, 25, 41, 40), winners=(0, 2), stopper=3, stopper_lost_tie=False)
    headline, detail = results_text(result, NAMES, viewer=0)
    assert headline == "You win, with Ben!"
    assert detail == "Chiyo called Stop with 40"


@pytest.mark.parametrize(
    ("language", "ending"),
    [
        ("en", ", so you win"),
        ("fr", ", donc vous gagnez"),
        ("ja", "、あなたの勝ち"),
        ("zh", "所以你赢了"),
    ],
)
def test_a_tie_you_win_says_you_not_your_name(language, ending):
    """At a one-person table the viewer is "you" in the tie line too, not "so Player 1 wins"
    (the guided game's learner is named by the set-up)."""
    result = GameOver(values=(50, 50), winners=(0,), stopper=1, stopper_lost_tie=True)
    i18n.set_language(language)
    try:
        detail = results_text(result, {0: "Player 1", 1: "Ken"}, viewer=0)[1]
        assert detail.endswith(ending) and "Ken" in detail and "Player 1" not in detail
    finally:
        i18n.set_language("en")


def test_a_tie_shared_by_you_names_the_others_with_you():
    result = GameOver(values=(50, 50, 50), winners=(0, 2), stopper=1, stopper_lost_tie=True)
    detail = results_text(result, {0: "Player 1", 1: "Ken", 2: "Mia"}, viewer=0)[1]
    assert detail == "Tie with the stopper (Ken): the stopper loses ties, so you and Mia win"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "You called Stop with 40"),
        ("fr", "Vous avez dit Stop avec 40"),
        ("ja", "あなたが40でストップ"),
        ("zh", "你以40分叫停"),
    ],
)
def test_your_own_stop_is_said_in_the_second_person(language, expected):
    """Not "Vous a dit Stop": each language words the viewer's own Stop for itself."""
    result = GameOver(values=(40, 25, 41, 30), winners=(2,), stopper=0, stopper_lost_tie=False)
    i18n.set_language(language)
    try:
        assert results_text(result, NAMES, viewer=0)[1] == expected
        catalog = i18n.catalog(language)
        assert not any("Vous a " in text for text in catalog.values())
    finally:
        i18n.set_language("en")


@pytest.mark.slow
def test_screenshots_command_saves_the_four_moments(tmp_path):
    command = [sys.executable, "-m", "goju51", "screenshots", str(tmp_path), "--size", "960x540"]
    subprocess.run(command, check=True, capture_output=True, timeout=240)
    names = sorted(path.name for path in tmp_path.glob("*.png"))
    assert names == [
        "1-start-960x540.png",
        "2-drag-960x540.png",
        "3-last-round-960x540.png",
        "4-game-over-960x540.png",
    ]


def test_size_parser_rejects_tiny_windows():
    from goju51.app.main import parse_size

    with pytest.raises(argparse.ArgumentTypeError):
        parse_size("100x100")


def test_quick_play_keeps_the_saved_language_and_names_the_games_own_computers(home):
    """Issue 30 F23: ``play --quick --game chinese`` spoke English over a French setting,
    opened in a window over a full-screen one, and seated Aiko, Ben and Chiyo at Chinese 51."""
    import pygame

    from goju51.app import saves
    from goju51.app.kit.preferences import Settings
    from goju51.app.main import App

    saves.save_settings(Settings(language="fr", fullscreen=True))
    options = parse_options(["--quick", "--game", "chinese", "--mute"], TABLES)
    assert options.saved_look and not options.menu
    app = App(options, TABLES)
    try:
        table = app.stack.scenes[0]
        assert i18n.language() == "fr"
        assert app.screen.get_flags() & pygame.FULLSCREEN
        assert [table.names[seat] for seat in (1, 2, 3)] == ["Chen", "Hui", "Li Na"]
    finally:
        app.close()
        i18n.set_language("en")
    dice = parse_options(["--quick", "--game", "dice"], TABLES)
    app = App(dice, TABLES)
    try:
        assert app.stack.scenes[0].names[1] == "Élodie"
    finally:
        app.close()
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_quick_play_names_the_person_as_a_set_up_does(home, language):
    """Issue 30: a quick dice table logged "You is out with 4 points" (and "Vous prend 1
    point"): the person is named as a first set-up names them, their plate says "(you)"."""
    from goju51.app import saves
    from goju51.app.kit.preferences import Settings
    from goju51.app.main import App
    from goju51.games.dice import PlayerOut, Rules
    from goju51.tables.dice.words import event_line

    saves.save_settings(Settings(language=language))
    app = App(parse_options(["--quick", "--game", "dice", "--mute"], TABLES), TABLES)
    try:
        table = app.stack.scenes[0]
        person = i18n.tr("setup.default_name", number=1)
        assert table.names[0] == person
        line = event_line(PlayerOut(0, Rules().limit), table._name)
        expected = {"en": "Player 1 is out with 12 points", "fr": "Joueur 1 est éliminé·e avec"}
        assert line.startswith(expected[language])
    finally:
        app.close()
        i18n.set_language("en")
