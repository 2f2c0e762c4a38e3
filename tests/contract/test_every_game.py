"""The contract every registered game keeps, checked through its ``GameSpec`` only.

Random playouts end; every listed move applies and every other candidate raises
``IllegalMove`` with a code and changes nothing; views belong to their seat; saves round-trip
mid-game and play on identically; the same seed gives the same game; every level answers a
legal move in time; the fallback move is legal.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable
from typing import Any

import pytest

from goju51.core.game import IllegalMove, Outcome
from goju51.core.spec import GameSpec
from goju51.games import GAMES

SPECS = list(GAMES.values())
CASES = [(spec, players) for spec in SPECS for players in spec.players]
MOVE_LIMIT = 5000
"""No game of random legal moves may run longer than this."""


def ids(case: Any) -> str:
    return f"{case[0].id}-{case[1]}p" if isinstance(case, tuple) else str(case)


def random_game(spec: GameSpec, players: int, seed: int, stop_after: int | None = None) -> Any:
    """A game of ``spec`` played with seeded uniform random legal moves."""
    rng = random.Random(seed)
    game = spec.new_game(players, spec.rules_type(), seed, None)
    game.opening_events()
    played = 0
    while not game.is_over and (stop_after is None or played < stop_after):
        game.apply(rng.choice(list(game.legal_moves)))
        played += 1
        assert played < MOVE_LIMIT, "a random game must end"
    return game


def candidate_moves(spec: GameSpec, game: Any, rng: random.Random) -> list[Hashable]:
    """Moves to try in a position: the legal ones, moves seen elsewhere in this game's history
    (mostly illegal now), and every listed move of a few other seats' positions."""
    tried = list(game.legal_moves)
    tried += [move for _seat, move in game.history[-12:]]
    other = random_game(spec, game.num_players, rng.randrange(10**6), stop_after=rng.randrange(40))
    tried += list(other.legal_moves)
    return list(dict.fromkeys(tried))


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_random_playouts_end_with_an_outcome(case: tuple[GameSpec, int]) -> None:
    spec, players = case
    for seed in range(20):
        game = random_game(spec, players, seed)
        outcome = game.outcome()
        assert isinstance(outcome, Outcome)
        assert len(outcome.scores) == players
        assert outcome.winners and outcome.winners <= set(range(players))
        assert not game.legal_moves


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_listed_moves_apply_and_refused_ones_raise_a_coded_refusal_changing_nothing(
    case: tuple[GameSpec, int],
) -> None:
    """Every listed move passes ``check`` and applies; a candidate ``check`` refuses raises
    ``IllegalMove`` with the same code from ``apply`` and changes nothing; one it accepts
    applies too (a game may accept spellings its list holds once, as Chinese 51 accepts the
    cards of an exchange in any order)."""
    spec, players = case
    rng = random.Random(players)
    for seed in range(6):
        game = spec.new_game(players, spec.rules_type(), seed, None)
        while not game.is_over:
            legal = list(game.legal_moves)
            assert len(set(legal)) == len(legal), "each legal move is listed once"
            assert legal == list(game.legal_moves), "the order is deterministic"
            before = game.to_json()
            for move in candidate_moves(spec, game, rng):
                refusal = game.check(move)
                if refusal is None:
                    game.copy().apply(move)
                    continue
                assert move not in legal
                assert isinstance(refusal, IllegalMove) and refusal.code
                with pytest.raises(IllegalMove) as raised:
                    game.apply(move)
                assert raised.value.code == refusal.code
                assert game.to_json() == before
            for move in legal:
                assert game.check(move) is None
                game.copy().apply(move)
            assert game.to_json() == before
            game.apply(rng.choice(legal))


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_moves_text_reads_back(case: tuple[GameSpec, int]) -> None:
    spec, players = case
    game = random_game(spec, players, 3)
    for _seat, move in game.history:
        assert spec.parse_move(str(move)) == move
    with pytest.raises(ValueError):
        spec.parse_move("fly to the moon")


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_views_belong_to_their_seat_and_survive_a_save(case: tuple[GameSpec, int]) -> None:
    """A view names its seat, offers moves only to the seat that acts, and is the same after a
    save round trip. (That a view hides what its seat may not know is game-specific: each
    game's own tests compare views across games that differ only in hidden cards or dice.)"""
    spec, players = case
    rng = random.Random(11)
    for seed in range(4):
        game = spec.new_game(players, spec.rules_type(), seed, None)
        while not game.is_over:
            for seat in range(players):
                view = game.view(seat)
                assert view.seat == seat and view.num_players == players
                assert view.current_player == game.current_player
                assert bool(view.legal_moves) == (seat == game.current_player)
                assert spec.load_game(game.to_json()).view(seat) == view
            game.apply(rng.choice(list(game.legal_moves)))


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_saves_round_trip_mid_game_and_play_on_identically(case: tuple[GameSpec, int]) -> None:
    spec, players = case
    for seed in range(5):
        rng = random.Random(seed)
        game = spec.new_game(players, spec.rules_type(), seed, None)
        middle = rng.randrange(1, 30)
        for _ in range(middle):
            if game.is_over:
                break
            game.apply(rng.choice(list(game.legal_moves)))
        text = game.to_json()
        loaded = spec.load_game(text)
        assert loaded.to_json() == text
        moves_rng = random.Random(seed * 7)
        again_rng = random.Random(seed * 7)
        while not game.is_over:
            move = moves_rng.choice(list(game.legal_moves))
            assert again_rng.choice(list(loaded.legal_moves)) == move
            assert game.apply(move) == loaded.apply(move)
        assert loaded.is_over and loaded.to_json() == game.to_json()


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_damaged_saves_raise_save_errors(spec: GameSpec) -> None:
    from goju51.core.game import SaveError

    text = random_game(spec, spec.default_players, 1, stop_after=5).to_json()
    for damaged in ("", "{}", "[]", text[: len(text) // 2], text.replace('"', "'", 3)):
        with pytest.raises(SaveError):
            spec.load_game(damaged)


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_the_same_seed_gives_the_same_game(case: tuple[GameSpec, int]) -> None:
    spec, players = case
    first = random_game(spec, players, 42)
    second = random_game(spec, players, 42)
    assert first.to_json() == second.to_json()
    assert first.history == second.history


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_every_level_answers_a_legal_move_in_time(spec: GameSpec) -> None:
    budget = 0.05
    for level in spec.all_levels:
        for players in (spec.players.start, spec.default_players):
            rng = random.Random(5)
            game = spec.new_game(players, spec.rules_type(), 5, None)
            bots = [spec.make_opponent(level, seat, budget, None) for seat in range(players)]
            for _ in range(30):
                if game.is_over:
                    break
                seat = game.current_player
                view = game.view(seat)
                started = time.thread_time()  # its own work, not the wait for a busy machine
                move = bots[seat].choose(view)
                assert time.thread_time() - started < budget + 1.0, f"{level} took too long"
                assert move in view.legal_moves, f"{level} chose {move}"
                assert 0.3 <= bots[seat].pace <= 2.0 and bots[seat].name
                game.apply(move if rng.random() < 0.8 else rng.choice(list(view.legal_moves)))


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_the_fallback_move_is_legal(spec: GameSpec) -> None:
    for seed in range(10):
        rng = random.Random(seed)
        game = spec.new_game(spec.default_players, spec.rules_type(), seed, None)
        while not game.is_over:
            view = game.view(game.current_player)
            assert spec.fallback_move(view) in view.legal_moves
            game.apply(rng.choice(list(game.legal_moves)))


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_the_spec_describes_the_game(spec: GameSpec) -> None:
    assert GAMES[spec.id] is spec
    assert spec.default_players in spec.players and spec.players.start >= 2
    assert spec.coach_level in spec.levels and len(spec.levels) == 5
    rules = spec.rules_type()
    assert spec.rules_type.from_dict(rules.to_dict()) == rules
    game = random_game(spec, spec.default_players, 9)
    names = [f"P{seat}" for seat in range(spec.default_players)]
    assert spec.text.result(game, names)


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_a_chosen_first_seat_plays_first(case: tuple[GameSpec, int]) -> None:
    spec, players = case
    for first in range(players):
        game = spec.new_game(players, spec.rules_type(), 3, first)
        assert game.current_player == first


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_play_goes_round_the_way_the_spec_says(case: tuple[GameSpec, int]) -> None:
    """``turn_direction``, which a shared screen follows while a computer plays: most turns
    pass to the seat that way (the rest are skips, calls, a new round's first player)."""
    spec, players = case
    passed = along = 0
    for seed in range(12):
        rng = random.Random(seed)
        game = spec.new_game(players, spec.rules_type(), seed, None)
        game.opening_events()
        while not game.is_over:
            player = game.current_player
            direction = spec.turn_direction(game.view(player))
            assert direction in (1, -1)
            game.apply(rng.choice(list(game.legal_moves)))
            if not game.is_over and game.current_player != player:
                passed += 1
                along += game.current_player == (player + direction) % players
    assert passed > 10 and along > passed / 2, (along, passed)
