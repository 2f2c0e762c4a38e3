"""The text interface, the registry entry, move texts and saves."""

from __future__ import annotations

import argparse
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goju51.core.game import MoveSyntaxError, SaveError
from goju51.games.chinese import (
    CARDS,
    Call,
    Card,
    Challenge,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Game,
    Match,
    Rules,
    for_seat,
    parse_move,
)
from goju51.games.chinese.spec import SPEC, draw_for_starter

from .conftest import game_with, play


def test_move_texts_round_trip() -> None:
    a, b = Card.parse("AH"), Card.parse("JK2")
    for move in (
        Draw(),
        Call(),
        Challenge(),
        Decline(),
        Discard(a),
        Discard(b, declare=True),
        ExchangeAll((a, b)),
        ExchangeAll((b,), declare=True),
        ExchangeOne(a, b),
        ExchangeOne(b, a, declare=True),
    ):
        assert parse_move(str(move)) == move
    assert parse_move("discard 10h") == Discard(Card.parse("TH"))
    for bad in ("", "fly", "discard", "discard ZZ", "draw declare", "exchange", "swap AH"):
        with pytest.raises(MoveSyntaxError):
            parse_move(bad)


def test_spec_and_rule_options() -> None:
    assert SPEC.id == "chinese" and SPEC.players == range(2, 6) and SPEC.default_players == 4
    parser = argparse.ArgumentParser()
    SPEC.rule_options.add(parser)
    args = parser.parse_args(
        [
            "--jokers",
            "2",
            "--joker-free-wins-ties",
            "--min-call",
            "42",
            "--bombs",
            "--target",
            "1000",
        ]
    )
    assert SPEC.rule_options.rules(args) == Rules(
        jokers=2, joker_free_wins_ties=True, min_call=42, bombs=True, target=1000
    )
    assert SPEC.rule_options.rules(parser.parse_args([])) == Rules()
    game = SPEC.new_game(4, Rules(), 7)
    again = SPEC.new_game(4, Rules(), 7)
    assert game.to_json() == again.to_json()
    assert SPEC.load_game(game.to_json()).to_json() == game.to_json()
    import random

    starters = {draw_for_starter(4, random.Random(seed)) for seed in range(40)}
    assert starters == {0, 1, 2, 3}


def test_text_interface_plays_a_hand() -> None:
    text = SPEC.text
    names = ["Ann", "Bo"]
    game = game_with(["2S 3S 4S 5S 6S 9D", "AC KC QC JC 2C"], stock="8H")
    for event in game.opening_events():
        text.describe(event, names)
    view = game.view(0)
    assert any("Table" in line for line in text.show(view, names))
    for event in game.apply(text.read(["x", "6"], view)):
        text.describe(event, names)
    view = game.view(1)
    assert text.read(["d"], view) == Draw()
    assert text.read(["e", "5"], view) == ExchangeAll((Card.parse("2C"),))
    assert text.read(["e", "2C", "!"], view) == ExchangeAll((Card.parse("2C"),), True)
    assert text.read(["c"], view) == Call()
    lines = [text.describe(e, names) for e in game.apply(Draw())]
    assert "Bo drew a card" in lines  # the log, read by a person, never names a drawn card
    assert not any("8♥" in line for line in lines if line)
    assert any("drew 8♥" in line for line in text.show(game.view(1), names))
    assert any("Discard one of your six cards" in line for line in text.show(game.view(1), names))
    assert text.describe(for_seat(game.apply(Discard(Card.parse("8H")))[0], 0), names)
    play(game, "exchange 2S 3S")
    play(game, "call", "decline")
    assert any("Ann" in line for line in text.result(game, names))
    assert text.help


def test_damaged_saves_raise_save_error() -> None:
    game = game_with(["2S 3S 4S 5S 6S 9D", "AC KC QC JC 2D"], stock="8H")
    play(game, "discard 9D", "draw")
    good = json.loads(game.to_json())
    assert Game.from_json(game.to_json()).to_json() == game.to_json()
    damaged = [
        "not json",
        "[]",
        json.dumps({**good, "format": "goju51-game"}),
        json.dumps({**good, "version": 99}),
        json.dumps({**good, "players": 7}),
        json.dumps({**good, "hands": good["hands"][:1]}),
        json.dumps({**good, "stock": good["stock"][1:]}),
        json.dumps({**good, "phase": "turn"}),
        json.dumps({**good, "phase": "dancing"}),
        json.dumps({**good, "drawn": None}),
        json.dumps({**good, "rules": {"jokers": 5}}),
        json.dumps({**good, "rng": [1, [2], None]}),
        json.dumps({**good, "history": [[0, "fly"]]}),
        json.dumps({**good, "caller": 1}),
        json.dumps({**good, "end_reason": "bored"}),
        json.dumps({**good, "known": [["AC"], []]}),
        json.dumps({**good, "table": ["ZZ"]}),
    ]
    for text in damaged:
        with pytest.raises(SaveError):
            Game.from_json(text)


def test_every_card_has_one_index() -> None:
    assert [card.index for card in CARDS] == list(range(54))
    assert len({str(card) for card in CARDS}) == 54


def test_registry_matches_and_tallies() -> None:
    match = SPEC.new_match(3, Rules(), 300, 5)
    assert match.rules.target == 300 and not match.is_over
    game = match.new_game()
    while not game.is_over:
        game.apply(game.legal_moves[0])
    match.record(game)
    assert match.scores() == list(game.scores())
    again = SPEC.load_match(json.loads(json.dumps(match.to_dict())))
    assert again.to_dict() == match.to_dict()
    single = SPEC.new_match(2, Rules(), None, 1)
    hand = single.new_game()
    while not hand.is_over:
        hand.apply(hand.legal_moves[0])
    single.record(hand)
    assert single.is_over
    for seat in range(2):
        counts = SPEC.tallies(hand, seat)
        assert all(isinstance(v, int) for v in counts.values())
    with pytest.raises(ValueError):
        SPEC.load_match({"format": "nope"})


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.sampled_from(["AH", "JK2", "x", "turn"]),
    lambda inner: st.lists(inner, max_size=4),
    max_leaves=8,
)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 30), value=json_values, pick=st.data())
def test_any_damage_to_a_save_loads_or_raises_save_error(
    seed: int, moves: int, value: object, pick: st.DataObject
) -> None:
    import random

    rng = random.Random(seed)
    game = Game.new(2 + seed % 4, Rules(jokers=2 * (seed % 2)), seed=seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_moves))
    data = json.loads(game.to_json())
    key = pick.draw(st.sampled_from(sorted(data)))
    data[key] = value
    try:
        loaded = Game.from_json(json.dumps(data))
    except SaveError:
        return
    assert isinstance(loaded.legal_moves, list)
    loaded.view(0)


def test_a_match_hand_carries_the_score_sheet_into_views_and_saves() -> None:
    """The totals before the hand are public (the score sheet): every view shows them, a
    save keeps them, a search deal keeps them; a hand outside a match has none and its save
    is unchanged."""
    match = Match(3, seed=2)
    first = match.new_hand()
    assert first.match_totals == (0, 0, 0)
    while not first.is_over:
        first.apply(first.legal_moves[0])
    match.record(first)
    hand = match.new_hand()
    assert hand.match_totals == tuple(match.totals) == first.scores()
    assert all(hand.view(seat).match_totals == hand.match_totals for seat in range(3))
    again = Game.from_json(hand.to_json())
    assert again.match_totals == hand.match_totals and again.to_json() == hand.to_json()
    assert hand.copy().match_totals == hand.match_totals
    assert Game.from_view(hand.view(1), random.Random(1)).match_totals == hand.match_totals
    alone = Game.new(3, seed=2)
    assert alone.match_totals is None and alone.view(0).match_totals is None
    assert "match" not in json.loads(alone.to_json())
    for bad in ([1, 2], [1, 2, -3], "500", [1.5, 2, 3]):
        data = json.loads(hand.to_json())
        data["match"] = bad
        with pytest.raises(SaveError, match="match totals"):
            Game.from_json(json.dumps(data))


def test_the_tallies_count_51s_and_bombs_held_at_the_end() -> None:
    """The statistics' "51s / bombs": the starter declares a dealt bomb with the opening
    discard; the other seat holds a 51."""
    game = game_with(["8S 8H 8D 8C 2H 3D", "AS KS QS JS TS"], starter=0, bombs=True)
    play(game, "discard 3D declare")
    assert game.is_over and game.end_reason == "declared"
    assert SPEC.tallies(game, 0)["bombs"] == 1 and SPEC.tallies(game, 0)["fifty_ones"] == 0
    assert SPEC.tallies(game, 1)["bombs"] == 0 and SPEC.tallies(game, 1)["fifty_ones"] == 1
