import argparse

import pytest

from goju51.lab.textplay import main, play


def options(**overrides) -> argparse.Namespace:
    values = dict(
        game="japanese",
        players=3,
        level="easy",
        seed=5,
        jokers=0,
        dealer_starts=False,
        exchange_or_pass=False,
        flush_only=False,
    )
    values.update(overrides)
    return argparse.Namespace(**values)


def scripted(lines):
    answers = iter(lines)
    return lambda _prompt: next(answers)


def test_a_whole_game_from_typed_commands(capsys):
    # Bad input first, then take the first table card and discard the first hand card, with Stop.
    assert play(options(), scripted(["hello", "t 9", "d 1", "t 1", "d 1 stop"])) == 0
    out = capsys.readouterr().out
    assert "not a move: 'hello'" in out
    assert "there is no card 9: choose 1 to 5" in out
    assert "'discard" in out and "is not allowed now (you can: take)" in out
    assert "You called STOP!" in out
    assert "Winner:" in out


def test_the_taken_card_cannot_be_discarded(capsys):
    play(options(), scripted(["t 2", "d 6", "d 1 stop"]))
    assert "is not allowed now" in capsys.readouterr().out


def test_quitting_and_end_of_input_leave_cleanly(monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", lambda _prompt: "q")
    assert main(["--seed", "1"]) == 0
    monkeypatch.setattr("builtins.input", lambda _prompt: (_ for _ in ()).throw(EOFError))
    assert main(["--players", "2", "--jokers", "1"]) == 0
    assert capsys.readouterr().out.count("Bye.") == 2


def test_bad_options_are_refused():
    with pytest.raises(SystemExit):
        main(["--players", "9"])


@pytest.mark.parametrize("game", ["japanese", "chinese", "dice"])
def test_computers_at_one_table_have_different_names(game, monkeypatch, capsys):
    """Each level draws from a few names; two computers never answer to the same one."""
    monkeypatch.setattr("builtins.input", lambda _prompt: "q")
    for seed in range(15):
        assert main(["--game", game, "--players", "5", "--seed", str(seed)]) == 0
        intro = capsys.readouterr().out.splitlines()[0]
        names = intro.split("you against ")[1].rsplit(" (", 1)[0].split(", ")
        assert len(names) == 4 and len(set(names)) == 4, intro
