"""Invariants over many seeded random games, in every variant and table size."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goju51.games.japanese import (
    CARDS,
    Card,
    Clear,
    Discard,
    Game,
    GameOver,
    IllegalMove,
    Pass,
    Rules,
    Take,
)
from goju51.games.japanese.legality import REFUSALS
from goju51.games.japanese.moves import CLEAR, DISCARD_STOPS, DISCARDS, PASS, TAKES

ALL_MOVES = [*TAKES, *DISCARDS, *DISCARD_STOPS, CLEAR, PASS]

rules_strategy = st.builds(
    Rules,
    jokers=st.sampled_from([0, 1]),
    dealer_starts=st.booleans(),
    final_round=st.sampled_from(["normal", "exchange_or_pass"]),
    flush_only=st.booleans(),
)


def random_move(game: Game, rng: random.Random):
    """A random legal move that stops rarely, so games run long enough to reshuffle."""
    moves = game.legal_moves
    calm = [move for move in moves if not (isinstance(move, Discard) and move.stop)]
    if calm and rng.random() < 0.97:
        return rng.choice(calm)
    return rng.choice(moves)


def all_cards(game: Game) -> list:
    state = json.loads(game.to_json())
    return [*state["stock"], *state["set_aside"], *(c for c in state["table"] if c)] + [
        card for hand in state["hands"] for card in hand
    ]


def check_invariants(game: Game) -> None:
    cards = all_cards(game)
    assert sorted(cards) == sorted(str(card) for card in CARDS[: game.rules.deck_size])
    if game.phase != "taken" or game.is_over:
        assert all(len(game.hand(seat)) == 5 for seat in range(game.num_players))
        assert len(game.table) == 5
    else:
        sizes = [len(game.hand(seat)) for seat in range(game.num_players)]
        assert sizes[game.current_player] == 6 and sizes.count(5) == game.num_players - 1
        assert len(game.table) == 4


def publicly_known(game: Game) -> list[set]:
    """Cards each seat was seen taking and has not discarded, worked out from the history."""
    known = [set() for _ in range(game.num_players)]
    for seat, move in game.history:
        if isinstance(move, Take):
            known[seat].add(move.card)
        elif isinstance(move, Discard):
            known[seat].discard(move.card)
    return known


def check_views(game: Game) -> None:
    """Each view shows its own hand and public cards, and none of the cards hidden from it."""
    known = publicly_known(game)
    stock = set(json.loads(game.to_json())["stock"])
    for seat in range(game.num_players):
        hidden = stock | {
            str(card)
            for other in range(game.num_players)
            if other != seat
            for card in set(game.hand(other)) - known[other]
        }
        view = game.view(seat)
        assert view.hand == game.hand(seat)
        shown = set(view.hand) | set(view.table) | set(view.seen_set_aside)
        for opponent in view.opponents:
            assert set(opponent.known) == known[opponent.seat]
            assert opponent.unknown_count == len(game.hand(opponent.seat)) - len(
                known[opponent.seat]
            )
            shown |= set(opponent.known)
        assert not {str(card) for card in shown} & hidden
        assert {str(card) for card in view.unseen_cards()} == hidden
        if game.is_over:
            assert view.final_hands == tuple(game.hand(s) for s in range(game.num_players))
        else:
            assert view.final_hands is None
            is_turn = seat == game.current_player
            assert view.legal_moves == (tuple(game.legal_moves) if is_turn else ())


def check_moves(game: Game, rng: random.Random) -> None:
    legal = game.legal_moves
    for move in legal:
        game.copy().apply(move)
    before = snapshot(game)
    illegal = [move for move in ALL_MOVES if move not in legal]
    for move in rng.sample(illegal, min(8, len(illegal))):
        try:
            game.apply(move)
        except IllegalMove:
            pass
        else:
            raise AssertionError(f"{move} applied although not listed as legal")
        assert snapshot(game) == before


def snapshot(game: Game) -> tuple:
    """Everything the public API shows of a game, to see that nothing changed."""
    return (
        game.history,
        tuple(game.hand(seat) for seat in range(game.num_players)),
        game.table_slots,
        game.stock_count,
        game.set_aside_count,
        game.current_player,
        game.phase,
        game.taken,
        game.stopper,
        game.last_turns_left,
        game.is_over,
    )


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), rules=rules_strategy)
def test_random_games_keep_every_invariant(seed, players, rules):
    rng = random.Random(seed)
    game = Game.new(players, rules, seed=seed, dealer=seed % players)
    check_invariants(game)
    steps = 0
    while not game.is_over:
        check_moves(game, rng)
        if steps % 7 == 0:
            check_views(game)
        events = game.apply(random_move(game, rng))
        check_invariants(game)
        steps += 1
    assert isinstance(events[-1], GameOver)
    assert events[-1].winners == tuple(sorted(game.winners()))
    check_views(game)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 6),
    rules=rules_strategy,
    stop_after=st.integers(0, 60),
)
def test_json_round_trips_mid_game_and_play_continues_identically(seed, players, rules, stop_after):
    rng = random.Random(seed)
    game = Game.new(players, rules, seed=seed)
    for _ in range(stop_after):
        if game.is_over:
            break
        game.apply(random_move(game, rng))
    restored = Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert restored.history == game.history
    follow = random.Random(seed + 1)
    while not game.is_over:
        move = random_move(game, follow)
        assert game.apply(move) == restored.apply(move)
    assert restored.to_json() == game.to_json()


def test_thousands_of_seeded_games_end_with_valid_results():
    variants = [
        Rules(),
        Rules(jokers=1),
        Rules(flush_only=True),
        Rules(dealer_starts=True),
        Rules(final_round="exchange_or_pass", jokers=1),
    ]
    reshuffles = 0
    for seed in range(3000):
        rng = random.Random(seed)
        players = 2 + seed % 5
        game = Game.new(players, variants[seed % len(variants)], seed=seed)
        turns = 0
        while not game.is_over:
            events = game.apply(random_move(game, rng))
            reshuffles += sum(type(event).__name__ == "Reshuffled" for event in events)
            turns += 1
        assert game.stopper is not None
        assert game.winners() and max(game.values()) <= 51
        assert all(len(game.hand(seat)) == 5 for seat in range(players))
    assert reshuffles > 100


def test_unchecked_play_matches_checked_play():
    for seed in range(200):
        rng = random.Random(seed)
        checked = Game.new(4, seed=seed)
        fast = checked.copy()
        while not checked.is_over:
            move = random_move(checked, rng)
            checked.apply(move)
            fast.play_unchecked(move)
        assert fast.to_json() == checked.to_json()


def test_from_view_deals_a_game_consistent_with_the_view():
    for seed in range(300):
        rng = random.Random(seed)
        game = Game.new(2 + seed % 5, Rules(jokers=seed % 2), seed=seed)
        for _ in range(rng.randrange(40)):
            if game.is_over:
                break
            game.apply(random_move(game, rng))
        seat = rng.randrange(game.num_players)
        view = game.view(seat)
        sampled = Game.from_view(view, random.Random(seed))
        check_invariants(sampled)
        assert sampled.view(seat) == view
        if seat == game.current_player:
            assert sampled.legal_moves == game.legal_moves


def test_moves_print_and_parse_back():
    from goju51.games.japanese import parse_move

    for move in ALL_MOVES:
        assert parse_move(str(move)) == move
    assert parse_move("Discard 10h STOP") == Discard(Card.parse("TH"), stop=True)
    assert str(Clear()) == "clear" and str(Pass()) == "pass"


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), rules_strategy, st.integers(2, 6))
def test_every_refusal_carries_a_listed_code(seed, rules, players):
    """Whatever is tried in random positions, a refusal's code is one of ``REFUSALS``."""
    rng = random.Random(seed)
    game = Game.new(players, rules, seed=seed)
    while not game.is_over:
        for move in ALL_MOVES:
            refusal = game.check(move)
            assert (refusal is None) == (move in game.legal_moves)
            assert refusal is None or refusal.code in REFUSALS
        game.apply(random_move(game, rng))
