"""Saved games: exact round trips, and a clear SaveError for anything damaged."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goju51.games.japanese import Game, Rules, SaveError


def mid_game(seed: int = 4) -> Game:
    rng = random.Random(seed)
    game = Game.new(4, Rules(jokers=1), seed=seed)
    for _ in range(30):
        game.apply(rng.choice([m for m in game.legal_moves if not getattr(m, "stop", False)]))
    return game


def test_save_error_is_a_value_error():
    assert issubclass(SaveError, ValueError)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="chess"), "not a Goju51 saved game"),
        (lambda d: d.update(version=99), "version 99 is not supported"),
        (lambda d: d.pop("hands"), "missing 'hands'"),
        (lambda d: d.update(players=7), "'players' = 7, not in 2..6"),
        (lambda d: d.update(players=True), "bad 'players'"),
        (lambda d: d["hands"][0].append("AH"), "do not add up|gives seat"),
        (lambda d: d["hands"][0].__setitem__(0, "ZZ"), "bad card in 'hands'"),
        (lambda d: d["stock"].pop(), "do not add up to one deck"),
        (lambda d: d.update(phase="dreaming"), "unknown phase"),
        (lambda d: d.update(rules={"jokers": 5}), "bad rules: jokers must be 0 or 1"),
        (lambda d: d.update(rng=[3, [1, 2], None]), "damaged random state"),
        (lambda d: d.update(rng="seed"), "bad 'rng'"),
        (lambda d: d["history"].append([0, "fly away"]), "bad move in its history"),
        (lambda d: d.update(dealer=10**100), "'dealer' = 1000"),
        (lambda d: d.update(stopper=2, last_turns_left=0), "Stop and last round do not agree"),
        (
            lambda d: d["known"][1].append("AS") if "AS" not in d["hands"][1] else None,
            "seen holding a card it lacks",
        ),
    ],
)
def test_damaged_saves_say_what_is_wrong(change, message):
    data = json.loads(mid_game().to_json())
    change(data)
    with pytest.raises(SaveError, match=message):
        Game.from_json(json.dumps(data))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "42", '"x"', "\x00\x01", "[" * 5000])
def test_text_that_is_not_a_save(text):
    with pytest.raises(SaveError):
        Game.from_json(text)


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_damage_gives_save_error_or_a_valid_game(data):
    """Cut, flip, retype or blow up any part of a save: never an exception other than SaveError."""
    saved = json.loads(mid_game(data.draw(st.integers(0, 50))).to_json())
    keys = sorted(saved)
    key = data.draw(st.sampled_from(keys))
    junk = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(10**30), 10**30),
        st.floats(),
        st.text(max_size=5),
        st.lists(st.integers(), max_size=3),
        st.just({}),
        st.just(["AH"] * 5),
    )
    saved[key] = data.draw(junk)
    text = json.dumps(saved)
    if data.draw(st.booleans()):
        text = text[: data.draw(st.integers(0, len(text)))]
    try:
        game = Game.from_json(text)
    except SaveError:
        return
    assert isinstance(game.legal_moves, list)
    Game.from_json(game.to_json())


def test_random_bytes_are_refused():
    rng = random.Random(0)
    for _ in range(200):
        blob = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
        with pytest.raises(SaveError):
            Game.from_json(blob)
