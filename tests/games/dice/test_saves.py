"""Saves: exact round trips, the dice to come kept, damaged files refused with a message."""

from __future__ import annotations

import json

import pytest

from goju51.games.dice import Game, Result, Rules, SaveError
from tests.games.dice.helpers import calm_choice, game_at, play, random_game


def test_round_trip_keeps_faces_and_generator():
    game = Game.new(3, Rules(stacked_chance=0.3), seed=4, dice=[6, 1, 3, 3, 2, 5], first=0)
    play(game, "roll")
    loaded = Game.from_json(game.to_json())
    assert loaded.faces_left == game.faces_left
    assert loaded.to_json() == game.to_json()
    for _ in range(30):
        if game.is_over:
            break
        move = game.legal_moves[0]
        assert loaded.apply(move) == game.apply(move)


def test_resumed_game_without_dice_rolls_what_the_original_would():
    game, rng = random_game(8, players=4, rules=Rules(stacked_chance=0.1))
    for _ in range(7):
        game.apply(calm_choice(game, rng))
    copy = Game.from_json(game.to_json())
    while not game.is_over:
        move = calm_choice(game, rng)
        assert copy.apply(move) == game.apply(move)
    assert copy.to_json() == game.to_json()


def test_over_game_round_trips():
    game = game_at(players=2, dice=[3, 1], points=[0, 11])
    play(game, "roll", "announce 31", "doubt")
    loaded = Game.from_json(game.to_json())
    assert loaded.is_over and loaded.winners() == {0}
    assert loaded.outcome() == game.outcome()


def test_opening_events_after_loading_a_fresh_game():
    game = Game.new(4, dice=[3, 6, 2, 6, 5, 4])
    loaded = Game.from_json(game.to_json())
    assert loaded.opening_events() == game.opening_events()
    play(game, "roll")
    with pytest.raises(ValueError):
        game.opening_events()


def _save(**changes) -> str:
    game = game_at(dice=[6, 1, 4, 4])
    play(game, "roll", "announce 62")
    data = json.loads(game.to_json())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        json.dumps({"format": "goju51-game", "version": 1}),
        _save(version=2),
        _save(rules={"limit": 0}),
        _save(rules={"colour": 1}),
        _save(players=9),
        _save(points=[0, 0, 0]),
        _save(points=[0, -1, 0, 0]),
        _save(direction=0),
        _save(phase="dance"),
        _save(phase="announce"),
        _save(phase="face"),
        _save(phase="target"),
        _save(phase="over"),
        _save(player=9),
        _save(player=2),
        _save(announcement=["35", 0]),
        _save(announcement=["51", 0]),
        _save(announcement=None),
        _save(cup=None),
        _save(cup=["21", 0]),
        _save(history=[[0, "jump"]]),
        _save(history=[[7, "roll"]]),
        _save(shown=[[5, "61"]]),
        _save(faces=[7]),
        _save(rng=[1, 2]),
        _save(winners=[0]),
        _save(roll_off=[[[0, 9]]]),
        _save(roll_off=[[[1, 6], [0, 3]]]),
        _save(stake=4),
    ],
)
def test_damaged_saves_raise_save_error(text):
    with pytest.raises(SaveError) as raised:
        Game.from_json(text)
    assert str(raised.value)


def test_damaged_save_cannot_hide_a_player_out():
    game = game_at(points=[0, 0, 0, 0])
    data = json.loads(game.to_json())
    data["points"] = [12, 0, 0, 0]
    with pytest.raises(SaveError, match="out"):
        Game.from_json(json.dumps(data))


def test_cup_shows_only_to_its_roller_after_loading():
    game = game_at(dice=[6, 1])
    play(game, "roll")
    loaded = Game.from_json(game.to_json())
    assert loaded.view(0).dice == Result(6, 1)
    assert all(loaded.view(seat).dice is None for seat in (1, 2, 3))


def test_a_believed_bluff_is_counted_for_the_statistics_never_shown_and_saved():
    """A bluff that is believed is never revealed in play; the game keeps the count (for the
    statistics' "bluffs passed") out of every view, and a save keeps it."""
    from goju51.games.dice import Game, Rules, parse_move
    from goju51.games.dice.spec import tallies

    game = Game.new(2, Rules(), dice=[5, 2, 4, 3] * 20, first=0)
    game.apply(parse_move("roll"))  # 52 under seat 0's cup
    game.apply(parse_move("announce 61"))  # a bluff
    game.apply(parse_move("believe"))
    assert game.bluffs_believed == (1, 0)
    assert "bluffs_believed" not in repr(game.view(1)) and "bluffs_believed" not in repr(
        game.view(0)
    )
    again = Game.from_json(game.to_json())
    assert again.bluffs_believed == (1, 0) and again.to_json() == game.to_json()
    assert tallies(game, 0)["bluffs_believed"] == 1
    game.apply(parse_move("roll"))  # 43 under seat 1's cup
    game.apply(parse_move("announce 62"))  # at least the 61 received: a bluff too
    game.apply(parse_move("doubt"))  # caught: shown, so not a believed bluff
    assert game.bluffs_believed == (1, 0)


def test_a_save_from_before_believed_bluffs_were_kept_reads_as_none():
    import json

    from goju51.games.dice import Game, Rules

    game = Game.new(3, Rules(), seed=4)
    data = json.loads(game.to_json())
    del data["bluffs_believed"]
    assert Game.from_json(json.dumps(data)).bluffs_believed == (0, 0, 0)


def test_the_order_players_went_out_is_kept_and_saved():
    """Issue 30 F10: "last one standing" ranks players by when they went out, so the game
    keeps that order and its save holds it; a first save, without it, guesses most points
    first, and a save whose order is not the seats out is refused."""
    game, rng = random_game(5, players=5, rules=Rules(limit=3))
    while not game.is_over:
        game.apply(calm_choice(game, rng))
    assert sorted(game.out_order) == sorted(game.out)
    assert len(game.out_order) >= 4
    data = json.loads(game.to_json())
    assert Game.from_json(game.to_json()).out_order == game.out_order
    del data["out_order"]
    guessed = Game.from_json(json.dumps(data)).out_order
    assert [game.points[seat] for seat in guessed] == sorted(
        (game.points[seat] for seat in game.out), reverse=True
    )
    data["out_order"] = list(game.out_order[1:])
    with pytest.raises(SaveError, match="out_order"):
        Game.from_json(json.dumps(data))
