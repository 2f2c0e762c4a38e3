"""The engines' edges, alike in every registered game: a seat out of range, a match asked to
count a game it must not, and the dice game's own set-up arguments."""

from __future__ import annotations

import random

import pytest

from goju51.core.game import MoveSyntaxError
from goju51.games import GAMES
from goju51.games.dice import Game as DiceGame
from goju51.games.dice import Rules as DiceRules

GAME_IDS = sorted(GAMES)
SEAT_METHODS = ("view", "hand", "known_cards")


def finished(game):
    rng = random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves))
    return game


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seat_out_of_range_is_a_value_error_naming_the_range(game_id: str) -> None:
    spec = GAMES[game_id]
    game = spec.new_game(3, spec.rules_type(), 1, None)
    methods = [getattr(game, name) for name in SEAT_METHODS if hasattr(game, name)]
    assert len(methods) >= 1
    for method in methods:
        for seat in (-1, 3, 99, True, "0"):
            with pytest.raises(ValueError, match="seat must be from 0 to 2"):
                method(seat)
        method(2)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_match_refuses_a_game_of_another_table_twice_or_after_its_end(game_id: str) -> None:
    spec = GAMES[game_id]
    rules = spec.rules_type()
    target = 1 if getattr(rules, "target", None) is None else None  # None: one Chinese hand
    match = spec.new_match(3, rules, target, 5)
    other_table = finished(spec.new_game(4, rules, 2, None))
    with pytest.raises(ValueError, match="table"):
        match.record(other_table)
    game = finished(match.new_game())
    match.record(game)
    with pytest.raises(ValueError, match=r"counted already|the match is over"):
        match.record(game)
    assert match.is_over
    with pytest.raises(ValueError, match="the match is over"):
        match.record(finished(spec.new_game(3, rules, 3, None)))


def test_a_game_is_not_counted_twice_while_a_match_goes_on() -> None:
    spec = GAMES["japanese"]
    match = spec.new_match(2, spec.rules_type(), 5, 1)
    game = finished(match.new_game())
    match.record(game)
    with pytest.raises(ValueError, match="counted already"):
        match.record(game)
    assert match.games_played == 1


@pytest.mark.parametrize("dice", [{1: 2}, {3, 4}, "34", b"\x03\x04", 5, [7], [0], [2.0]])
def test_only_a_sequence_of_faces_1_to_6_is_a_dice_list(dice: object) -> None:
    with pytest.raises(ValueError, match="die face"):
        DiceGame.new(2, dice=dice)  # type: ignore[arg-type]


def test_the_direction_of_play_at_the_start_is_a_rule_saved_with_it() -> None:
    rules = DiceRules(direction="anticlockwise")
    game = DiceGame.new(3, rules, seed=1)
    assert game.view(0).direction == -1 and DiceGame.new(3, seed=1).view(0).direction == 1
    assert DiceGame.from_json(game.to_json()).rules.direction == "anticlockwise"
    assert DiceRules.from_dict({"limit": 12}).direction == "clockwise", "older saves: clockwise"


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("text", ["", "fly", "take ZZ", "discard 99", "roll roll", None, 5, b"x"])
def test_text_that_is_no_move_is_a_move_syntax_error_in_every_game(game_id: str, text) -> None:
    with pytest.raises(MoveSyntaxError):
        GAMES[game_id].parse_move(text)
