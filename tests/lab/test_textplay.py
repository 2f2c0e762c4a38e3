import argparse
import itertools

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
        final_round="normal",
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


def test_chinese_plays_a_whole_match_with_scores_after_each_game(capsys):
    """Rules with a target make text play a match: every game ends with its scores and the
    running totals, until someone reaches the target and leads alone."""
    answers = itertools.cycle(["d", "x 6", "p", "x 1"])  # draw and throw; pass on calls

    def ask(prompt: str) -> str:
        return "" if prompt.startswith("Press Enter") else next(answers)

    args = argparse.Namespace(
        game="chinese",
        players=3,
        level="easy",
        seed=3,
        jokers=0,
        joker_free_wins_ties=False,
        min_call=0,
        bombs=False,
        target=120,
    )
    assert play(args, ask) == 0
    out = capsys.readouterr().out
    assert "A match to 120 points" in out
    tables = [block.splitlines()[1:4] for block in out.split("Scores      this game   total")[1:]]
    assert len(tables) >= 2 and "--- Game 2 ---" in out
    totals = [0, 0, 0]
    for table in tables:
        for seat, line in enumerate(table):
            _name, points, total = line.rsplit(maxsplit=2)
            totals[seat] += int(points)
            assert int(total) == totals[seat]
    best = max(totals)
    assert best >= 120 and totals.count(best) == 1
    assert out.rstrip().endswith(f"won the match with {best} points.")
    assert "Your turn: draw (d)" in out and "Discard one of your six cards (x N)" in out


def test_chinese_match_can_be_left_between_games(monkeypatch, capsys):
    moves = itertools.cycle(["d", "x 6", "p", "x 1"])
    monkeypatch.setattr(
        "builtins.input", lambda prompt: "q" if prompt.startswith("Press") else next(moves)
    )
    assert main(["--game", "chinese", "--players", "2", "--seed", "4", "--target", "400"]) == 0
    out = capsys.readouterr().out
    assert "Scores      this game   total" in out and out.rstrip().endswith("Bye.")
