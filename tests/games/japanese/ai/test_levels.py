"""Every level plays legal moves and ends its games, in every variant and table size."""

from __future__ import annotations

import re

import pytest

from goju51.games.japanese import Game, Move, PlayerView
from goju51.games.japanese.ai import LEVELS, REFERENCE_LEVEL, make_opponent
from goju51.games.japanese.ai.greedy import MAX_ROUNDS
from goju51.games.japanese.ai.opponents import Expert
from goju51.games.japanese.cards import hand_value
from goju51.games.japanese.moves import CLEAR, Discard, Take

from .conftest import FAST_BUDGET, VARIANTS, play

ALL_LEVELS = (*LEVELS, REFERENCE_LEVEL)
FAST_LEVELS = ("beginner", "easy", "normal", "tuned")


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", range(2, 7))
def test_fast_levels_play_legal_games_that_end(variant: str, players: int) -> None:
    """100 seeded games per variant and size (2500 in all) among the quick levels."""
    for seed in range(100):
        game = Game.new(players, VARIANTS[variant], seed=seed, dealer=seed % players)
        bots = [
            make_opponent(FAST_LEVELS[(seed + seat) % len(FAST_LEVELS)], seed=seed * 7 + seat)
            for seat in range(players)
        ]
        play(game, bots)
        assert game.is_over


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", range(2, 7))
def test_every_level_plays_legal_games_that_end(variant: str, players: int) -> None:
    """Every level, the searching ones included, seated together (6 games per case)."""
    for seed in range(6):
        game = Game.new(players, VARIANTS[variant], seed=seed)
        bots = [
            make_opponent(ALL_LEVELS[(seed + seat) % len(ALL_LEVELS)], seed + seat, FAST_BUDGET)
            for seat in range(players)
        ]
        play(game, bots)
        assert game.is_over


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_a_level_can_be_asked_at_any_phase(level: str) -> None:
    """Called fresh (no plan cached from the turn's start) it still returns a legal move."""
    game = Game.new(3, seed=11)
    for turn in range(40):
        if game.is_over:
            break
        seat = game.current_player
        view = game.view(seat)
        move = make_opponent(level, seed=turn, time_budget=FAST_BUDGET).choose(view)
        assert move in view.legal_moves
        game.apply(move)


def test_levels_have_names_paces_and_budgets() -> None:
    for level in ALL_LEVELS:
        bot = make_opponent(level, seed=3)
        assert bot.level == level
        assert bot.name and isinstance(bot.name, str)
        assert 0.4 <= bot.pace <= 1.6
        assert bot.time_budget > 0
    assert make_opponent("easy", seed=1, name="Aiko").name == "Aiko"
    assert make_opponent("expert", time_budget=0.25).time_budget == 0.25


def test_unknown_level_lists_the_valid_ones() -> None:
    with pytest.raises(ValueError, match="beginner, easy, normal, hard, expert"):
        make_opponent("grandmaster")


def test_asking_out_of_turn_is_an_error() -> None:
    game = Game.new(2, seed=1)
    with pytest.raises(ValueError, match="not seat"):
        make_opponent("easy").choose(game.view(1 - game.current_player))


def test_the_hint_names_a_legal_move_and_a_reason() -> None:
    from goju51.games.japanese.ai import hint

    game = Game.new(4, seed=5)
    for _ in range(12):
        view = game.view(game.current_player)
        move, reason = hint(view, seed=1)
        assert move in view.legal_moves
        assert isinstance(reason, str) and reason
        game.apply(move)


def test_the_hint_gives_a_true_reason() -> None:
    """A planned exchange's reason names the move hinted and the hand's value before and after
    that exchange; at the discard, the value kept."""
    from goju51.games.japanese.ai import hint

    planned = re.compile(r"take (\S+), discard (\S+)(?: stop)?: \w+ (-?\d+) → (-?\d+)")
    kept = re.compile(r"keeps \w+: (-?\d+) → (-?\d+)")
    checked = 0
    for seed in range(2):
        game = Game.new(3, seed=seed)
        for _ in range(16):
            if game.is_over:
                break
            view = game.view(game.current_player)
            move, reason = hint(view, seed=seed)
            if isinstance(move, Take) and (found := planned.match(reason)):
                take, drop, before, after = found.groups()
                assert take == str(move.card)
                hand = [card for card in view.hand if str(card) != drop] + [move.card]
                assert int(before) == hand_value(view.hand, view.rules)
                assert int(after) == hand_value(hand, view.rules)
                checked += 1
            elif isinstance(move, Discard) and (found := kept.search(reason)):
                hand = [card for card in view.hand if card != move.card]
                assert int(found.group(2)) == hand_value(hand, view.rules)
                checked += 1
            game.apply(move)
    assert checked >= 12


def _game_moves(level: str, seed: int, most: int = 60) -> list[str]:
    """The first ``most`` moves of a seeded game among three players of ``level``."""
    game = Game.new(3, seed=seed)
    bots = [make_opponent(level, seed=seed + seat, time_budget=30.0) for seat in range(3)]
    for bot in bots:
        if isinstance(bot, Expert):
            bot.max_samples = 24  # ends each search by its count, long before the clock
    moves = []
    while not game.is_over and len(moves) < most:
        seat = game.current_player
        move = bots[seat].choose(game.view(seat))
        game.apply(move)
        moves.append(f"{seat} {move}")
    return moves


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_the_same_seed_gives_the_same_games(level: str) -> None:
    """With a seed, and searches that end by their sample count (never by the clock), a game
    replays exactly."""
    assert _game_moves(level, 1) == _game_moves(level, 1)


def test_choose_returns_moves() -> None:
    game = Game.new(2, seed=9)
    view = game.view(game.current_player)
    assert isinstance(view, PlayerView)
    assert isinstance(make_opponent("hard").choose(view), Move)


def _expert_stop_rounds(handicap: float, seeds: range) -> list[int]:
    """The rounds in which an expert with this Stop handicap called Stop, heads-up against the
    tuned greedy (each search ends by its count, so the games replay)."""
    rounds = []
    for seed in seeds:
        game = Game.new(2, seed=seed)
        expert = make_opponent("expert", seed=seed, time_budget=30.0)
        assert isinstance(expert, Expert)
        expert.max_samples = 24
        expert.STOP_HANDICAP = handicap
        bots = [expert, make_opponent("tuned", seed=seed)]
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            move = bots[seat].choose(view)
            if seat == 0 and isinstance(move, Discard) and move.stop:
                rounds.append(view.round_number)
            game.apply(move)
    return rounds


def test_the_expert_stops_only_when_stopping_beats_playing_on_by_its_handicap() -> None:
    """No win share beats playing on by a whole game: with that handicap the expert stops only
    when the round limit makes it; without one it stops earlier."""
    seeds = range(2, 4)  # deals where the expert, not the tuned greedy, stops first
    assert all(stop_round >= MAX_ROUNDS for stop_round in _expert_stop_rounds(1.0, seeds))
    assert any(stop_round < MAX_ROUNDS for stop_round in _expert_stop_rounds(0.0, seeds))


def test_the_expert_clears_when_its_search_finds_clearing_best_and_says_so() -> None:
    """Clearing is one of the searched turns: each clear the expert makes is the search's
    choice, with the share of samples it won (not the card tracker's rule)."""
    reasons = []
    for seed in range(4):
        game = Game.new(2, seed=seed)
        expert = make_opponent("expert", seed=seed, time_budget=30.0)
        assert isinstance(expert, Expert)
        expert.max_samples = 24
        bots = [expert, make_opponent("tuned", seed=seed)]
        while not game.is_over:
            seat = game.current_player
            move, reason = bots[seat].explain(game.view(seat))
            if seat == 0 and move == CLEAR:
                reasons.append(reason)
            game.apply(move)
    assert reasons, "in four games the expert never cleared"
    assert all(re.fullmatch(r"clear: wins \d+% of samples", reason) for reason in reasons)


def _second_round_options(seeds: range) -> list[tuple[PlayerView, list[tuple[Move, ...]]]]:
    """The expert's searched turns, with its view, at the start of its second turn heads-up
    (both first turns played by the easy level), for each seed where no one has stopped."""
    found = []
    for seed in seeds:
        game = Game.new(2, seed=seed)
        expert = make_opponent("expert", seed=seed)
        assert isinstance(expert, Expert)
        easy = make_opponent("easy")
        for _ in range(4):  # each player's first turn, a take and a discard
            game.apply(easy.choose(game.view(game.current_player)))
        view = game.view(game.current_player)
        if view.stopper is None:
            found.append((view, expert.options(view)))
    return found


def test_the_expert_weighs_each_exchange_it_could_stop_with_played_on_too() -> None:
    """Which card to keep from the others matters as much when playing on as when stopping:
    every exchange searched with "Stop!" is searched without it as well."""
    widest = 0
    for _view, options in _second_round_options(range(30)):
        stops = [moves for moves in options if isinstance(moves[-1], Discard) and moves[-1].stop]
        for take, stop in stops:
            assert isinstance(stop, Discard)
            assert (take, Discard(stop.card)) in options
        widest = max(widest, len(stops))
    assert widest > 3


def test_the_expert_weighs_exchanges_worth_well_below_its_best() -> None:
    """A hand ten points poorer now may leave the next player a poorer table or keep a second
    suit open: such exchanges are searched too, played on, not only the top few."""
    farthest = 0
    for view, options in _second_round_options(range(30)):
        values = []
        for moves in options:
            take, drop = moves if len(moves) == 2 else (None, None)
            if isinstance(take, Take) and isinstance(drop, Discard) and not drop.stop:
                kept = [card for card in view.hand if card != drop.card] + [take.card]
                values.append(hand_value(kept))
        farthest = max(farthest, max(values) - min(values))
    assert farthest >= 10
