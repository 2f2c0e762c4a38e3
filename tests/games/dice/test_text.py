"""Move texts, the terminal interface and the registry entry."""

from __future__ import annotations

import argparse
import random

import pytest

from goju51.core.game import MoveSyntaxError
from goju51.games.dice import (
    LADDER,
    Announce,
    Game,
    Result,
    Rolled,
    Rules,
    Target,
    parse_move,
)
from goju51.games.dice.moves import (
    ACCEPT,
    ANNOUNCE_51,
    ANNOUNCES,
    BELIEVE,
    DOUBLE_OR_QUITS,
    DOUBT,
    ROLL,
    TARGETS,
)
from goju51.games.dice.spec import SPEC
from goju51.games.dice.text import DiceText
from tests.games.dice.helpers import calm_choice, game_at, play, random_game

NAMES = [f"P{seat}" for seat in range(8)]


@pytest.mark.parametrize(
    "move",
    [ROLL, ANNOUNCE_51, *ANNOUNCES, BELIEVE, DOUBT, *TARGETS, ACCEPT, DOUBLE_OR_QUITS],
)
def test_move_text_round_trips(move):
    assert parse_move(str(move)) is move
    assert parse_move(f"  {str(move).upper()} ") is move
    assert eval(repr(move), vars(__import__("goju51.games.dice", fromlist=["*"]))) == move


@pytest.mark.parametrize(
    "text",
    ["", "jump", "announce", "announce 35", "announce 21", "announce double 7", "target",
     "target x", "target -1", "double", "roll 2", 5],
)  # fmt: skip
def test_text_that_is_no_move(text):
    with pytest.raises(MoveSyntaxError):
        parse_move(text)


def test_moves_are_values():
    assert Announce(Result(6, 5)) == ANNOUNCES[12] and hash(Announce(Result(6, 5)))
    assert Target(3) == TARGETS[3] and Target(3).seat == 3
    assert ANNOUNCES[12].result == LADDER[12]
    with pytest.raises(AttributeError):
        Target(3).seat = 4  # type: ignore[misc]


def test_describe_tells_every_event_and_never_hidden_dice():
    text = DiceText()
    for seed in range(60):
        game, rng = random_game(seed)
        events = game.opening_events()
        while True:
            for event in events:
                line = text.describe(event, NAMES)
                assert line, event
                if isinstance(event, Rolled) and event.hidden:
                    assert str(event.result) not in line
            if game.is_over:
                break
            events = game.apply(calm_choice(game, rng))


def test_show_and_read_every_position():
    text = DiceText()
    for seed in range(30):
        game, rng = random_game(seed)
        while not game.is_over:
            view = game.view(game.current_player)
            lines = text.show(view, NAMES)
            assert all(isinstance(line, str) for line in lines)
            if view.dice is not None:
                assert any(str(view.dice) in line for line in lines)
            for other in range(game.num_players):
                if other != game.current_player and game.cup and game.cup[1] != other:
                    assert not any(
                        "Your dice" in line for line in text.show(game.view(other), NAMES)
                    )
            move = calm_choice(game, rng)
            assert text.read(str(move).split(), view) == move
            game.apply(move)
        assert text.result(game, NAMES)[-1].startswith("Winner")


def test_read_shortcuts():
    text = DiceText()
    game = game_at(dice=[5, 3])
    view = game.view(0)
    assert text.read(["r"], view) == ROLL
    assert text.read(["51"], view) == ANNOUNCE_51
    play(game, "roll")
    view = game.view(0)
    assert text.read(["a", "65"], view) == ANNOUNCES[12]
    assert text.read(["a", "5", "6"], view) == ANNOUNCES[12]
    assert text.read(["a", "d3"], view) == Announce(Result(3, 3))
    assert text.read(["d3"], view) == Announce(Result(3, 3))
    assert text.read(["62"], view) == Announce(Result(6, 2))
    assert text.read(["+"], view) == ANNOUNCES[0]
    assert text.read(["t"], view) == Announce(Result(5, 3))
    with pytest.raises(ValueError):
        text.read(["a", "21"], view)
    with pytest.raises(ValueError):
        text.read(["a", "77"], view)
    play(game, "announce 54")
    view = game.view(1)
    assert text.read(["b"], view) == BELIEVE
    assert text.read(["d"], view) == DOUBT
    assert text.read(["ok"], view) == ACCEPT
    assert text.read(["dq"], view) == DOUBLE_OR_QUITS
    assert text.read(["t", "2"], view) == TARGETS[2]
    with pytest.raises(ValueError):
        text.read(["t", "x"], view)
    assert "announce" in text.help


def test_spec_entry():
    assert SPEC.id == "dice" and SPEC.name == "51 (dice)"
    assert SPEC.players == range(2, 9) and SPEC.default_players == 4
    assert SPEC.levels == ("beginner", "easy", "normal", "hard", "expert")
    assert SPEC.reference_levels == ("always_doubt", "never_doubt")
    game = SPEC.new_game(3, Rules(limit=3), 5)
    rng = random.Random(1)
    while not game.is_over:
        view = game.view(game.current_player)
        move = SPEC.make_opponent("normal", 1, None, None).choose(view)
        assert SPEC.fallback_move(view) in view.legal_moves
        game.apply(move)
    assert SPEC.load_game(game.to_json()).to_json() == game.to_json()
    assert SPEC.parse_move("doubt") == DOUBT
    del rng
    parser = argparse.ArgumentParser()
    SPEC.rule_options.add(parser)
    args = parser.parse_args(["--limit", "5", "--end", "first_out", "--stacked-chance", "0.1"])
    assert SPEC.rule_options.rules(args) == Rules(limit=5, end="first_out", stacked_chance=0.1)
    assert SPEC.rule_options.rules(parser.parse_args([])) == Rules()
    for bad in (["--limit", "0"], ["--end", "never"], ["--stacked-chance", "2"]):
        with pytest.raises(SystemExit):
            parser.parse_args(bad)


def test_rules_are_checked_and_round_trip():
    for rules in (Rules(), Rules(limit=1, end="first_out", stacked_chance=1)):
        assert Rules.from_dict(rules.to_dict()) == rules
    for bad in (
        dict(limit=0),
        dict(limit=2.5),
        dict(limit=True),
        dict(end="never"),
        dict(stacked_chance=-0.1),
        dict(stacked_chance=1.5),
        dict(stacked_chance=float("nan")),
        dict(stacked_chance="0.1"),
    ):
        with pytest.raises(ValueError):
            Rules(**bad)
    with pytest.raises(ValueError):
        Rules.from_dict({"limit": 3, "colour": "red"})
    with pytest.raises(ValueError):
        Rules.from_dict([])
    with pytest.raises(AttributeError):
        Rules().limit = 3  # type: ignore[misc]


def test_game_is_a_game_state():
    from goju51.core.game import GameState

    game: GameState = Game.new(3, seed=1)
    assert game.num_players == 3 and game.view(0).seat == 0


def test_spec_new_game_with_a_first_seat():
    for first in range(4):
        game = SPEC.new_game(4, Rules(), 3, first)
        assert game.current_player == first and game.roll_off == ()


def test_match_to_wins_round_trips():
    match = SPEC.new_match(3, Rules(limit=3), 2, 7)
    assert match.target == 2 and match.scores() == [0, 0, 0]
    rng = random.Random(2)
    while not match.is_over:
        game = match.new_game()
        while not game.is_over:
            game.apply(calm_choice(game, rng))
        match.record(game)
        loaded = SPEC.load_match(match.to_dict())
        assert loaded.to_dict() == match.to_dict()
    assert max(match.scores()) == 2
    with pytest.raises(ValueError):
        match.new_game()
    for bad in (None, {}, {"players": 3}, {**match.to_dict(), "wins": [0]}):
        with pytest.raises(ValueError):
            SPEC.load_match(bad)
    single = SPEC.new_match(2, Rules(), None, 1)
    assert not single.is_over and single.target is None


def test_tallies():
    game = game_at(players=3, dice=[3, 1, 5, 1, 2, 1])
    play(game, "roll", "announce 54", "doubt")  # A lies, B doubts and wins
    play(game, "announce 51")  # A hits: B and C take 4
    play(game, "roll", "target 2")  # A rolls 21: C takes 1
    assert SPEC.tallies(game, 0) == {
        "points": 1,
        "rounds": 3,
        "doubts": 0,
        "doubts_won": 0,
        "lies_caught": 1,
        "bluffs_believed": 0,
        "specials": 1,
        "announced_51s": 1,
        "hits_51": 1,
    }
    assert SPEC.tallies(game, 1)["doubts_won"] == 1 and SPEC.tallies(game, 2)["points"] == 5
    chain = game_at(players=3, dice=[5, 1, 5, 1, 6, 4])
    play(chain, "roll", "target 1", "double or quits", "double or quits")  # one round, 3 shown
    assert SPEC.tallies(chain, 0)["rounds"] == 1 and chain.points == (16, 0, 0)
