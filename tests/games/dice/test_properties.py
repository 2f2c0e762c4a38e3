"""Invariants over random games: every table size, both end rules, both directions."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from goju51.games.dice import (
    LADDER,
    Announce,
    Game,
    GameOver,
    IllegalMove,
    Penalty,
    PlayerOut,
    Rules,
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
    Target,
)
from goju51.games.dice.results import RESULTS
from tests.games.dice.helpers import calm_choice, random_game

ALL_MOVES = [
    ROLL,
    ANNOUNCE_51,
    *ANNOUNCES,
    Announce(RESULTS[19]),
    Announce(RESULTS[20]),
    BELIEVE,
    DOUBT,
    *(Target(seat) for seat in range(-1, 10)),
    ACCEPT,
    DOUBLE_OR_QUITS,
]

rules_strategy = st.builds(
    Rules,
    limit=st.integers(1, 14),
    end=st.sampled_from(["last_standing", "first_out"]),
    stacked_chance=st.sampled_from([0.0, 0.0, 0.02, 0.2, 1.0]),
)

MAX_MOVES = 20_000


def check_invariants(game: Game, before: tuple[int, ...]) -> None:
    points = game.points
    limit = game.rules.limit
    assert all(a <= b for a, b in zip(before, points, strict=True))
    assert game.out == {seat for seat, p in enumerate(points) if p >= limit}
    if game.is_over:
        assert game.phase == "over" and game.legal_moves == []
        assert game.winners()
        return
    assert game.current_player not in game.out
    assert len(game.out) <= game.num_players - 2 or game.rules.end == "first_out"
    if game.rules.end == "first_out":
        assert not game.out
    assert game.winners() == frozenset()


def hidden_variants(game: Game, rng: random.Random) -> list[Game]:
    """The same public position with other hidden dice, other faces to come and another
    generator state."""
    data = json.loads(game.to_json())
    variants = []
    for _ in range(2):
        other = dict(data)
        if other["cup"] is not None:
            other["cup"] = [str(rng.choice(LADDER)), other["cup"][1]]
        other["faces"] = [rng.randint(1, 6) for _ in range(rng.randrange(5))]
        state = random.Random(rng.random()).getstate()
        other["rng"] = [state[0], list(state[1]), state[2]]
        variants.append(Game.from_json(json.dumps(other)))
    return variants


def check_views(game: Game, rng: random.Random) -> None:
    cup = game.cup
    for seat in range(game.num_players):
        view = game.view(seat)
        if cup is None or cup[1] != seat:
            assert view.dice is None
        else:
            assert view.dice == cup[0]
        assert view.legal_moves == (
            tuple(game.legal_moves) if seat == game.current_player and not game.is_over else ()
        )
    if cup is not None:
        for other in hidden_variants(game, rng):
            for seat in range(game.num_players):
                if seat != cup[1]:
                    assert other.view(seat) == game.view(seat)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 8),
    rules=rules_strategy,
    direction=st.sampled_from([1, -1]),
)
def test_random_games_keep_the_invariants(seed, players, rules, direction):
    rng = random.Random(seed)
    game = Game.new(players, rules, seed=seed, direction=direction)
    moves = 0
    while not game.is_over:
        assert moves < MAX_MOVES
        legal = game.legal_moves
        assert legal
        if rng.random() < 0.1:
            saved = game.to_json()
            for move in ALL_MOVES:
                error = game.check(move)
                if move in legal:
                    assert error is None
                else:
                    assert error is not None and error.code
                    try:
                        game.apply(move)
                    except IllegalMove as raised:
                        assert raised.code == error.code
                    else:
                        raise AssertionError(f"{move} applied although not listed")
                    assert game.to_json() == saved
        if rng.random() < 0.2:
            check_views(game, rng)
        before = game.points
        events = game.apply(calm_choice(game, rng))
        for event in events:
            if isinstance(event, Penalty):
                assert event.points > 0
        check_invariants(game, before)
        moves += 1
    assert isinstance(events[-1], GameOver)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == game.winners()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), stop=st.integers(0, 60), fixed=st.booleans())
def test_saves_round_trip_mid_game_and_play_on_identically(seed, stop, fixed):
    rng = random.Random(seed)
    dice = [rng.randint(1, 6) for _ in range(rng.randrange(200))] if fixed else None
    game, _ = random_game(seed, dice=dice)
    chooser = random.Random(seed + 1)
    for _ in range(stop):
        if game.is_over:
            break
        game.apply(calm_choice(game, chooser))
    text = game.to_json()
    loaded = Game.from_json(text)
    assert loaded.to_json() == text
    copied = game.copy()
    for seat in range(game.num_players):
        assert loaded.view(seat) == game.view(seat)
    assert loaded.history == game.history
    state = chooser.getstate()
    for other in (loaded, copied):
        chooser.setstate(state)
        original = Game.from_json(text)
        while not original.is_over:
            move = calm_choice(original, chooser)
            assert other.apply(move) == original.apply(move)
        assert other.is_over and other.to_json() == original.to_json()


def test_history_moves_round_trip_through_text():
    game, rng = random_game(3, players=5)
    while not game.is_over:
        game.apply(calm_choice(game, rng))
    for _, move in game.history:
        assert parse_move(str(move)) == move


def test_seeded_games_by_the_thousand():
    """3000 seeded random games, every size, both end rules, both directions."""
    sizes = [0] * 9
    ends = {"last_standing": 0, "first_out": 0}
    for seed in range(3000):
        game, rng = random_game(seed)
        limit = game.rules.limit
        total = 0
        while not game.is_over:
            moves = game.legal_moves
            game.apply(moves[0] if rng.random() < 0.3 else rng.choice(moves))
            total += 1
            assert total < MAX_MOVES
        points = game.points
        winners = game.winners()
        assert winners
        if game.rules.end == "first_out":
            assert any(p >= limit for p in points)
            best = min(points)
            assert winners == {s for s, p in enumerate(points) if p == best}
        else:
            still_in = [s for s, p in enumerate(points) if p < limit]
            assert len(still_in) <= 1
            if still_in:
                assert winners == set(still_in)
        sizes[game.num_players] += 1
        ends[game.rules.end] += 1
    assert all(sizes[2:]) and all(ends.values())


def test_unchecked_play_matches_apply():
    for seed in range(200):
        game, rng = random_game(seed)
        fast = game.copy()
        while not game.is_over:
            move = calm_choice(game, rng)
            game.apply(move)
            fast.play_unchecked(move)
        assert fast.to_json() == game.to_json()


def test_players_out_events_match_points():
    for seed in range(300):
        game, rng = random_game(seed)
        outs: list[int] = []
        while not game.is_over:
            for event in game.apply(calm_choice(game, rng)):
                if isinstance(event, PlayerOut):
                    outs.append(event.player)
        assert set(outs) == game.out and len(outs) == len(set(outs))
