"""Invariants over random hands in every variant and table size (Hypothesis and seeded)."""

from __future__ import annotations

import json
import random
from itertools import combinations, permutations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goju51.games.chinese import (
    CARDS,
    Call,
    Card,
    Challenge,
    Decline,
    Discard,
    Draw,
    Drew,
    ExchangeAll,
    ExchangeOne,
    Game,
    HandOver,
    IllegalMove,
    Move,
    Rules,
    for_seat,
    parse_move,
)

rules_strategy = st.builds(
    Rules,
    jokers=st.sampled_from([0, 2]),
    joker_free_wins_ties=st.booleans(),
    min_call=st.sampled_from([0, 0, 30, 42, 51]),
    bombs=st.booleans(),
)

SUIT_OF = {c.index: c.suit for c in CARDS}


def value(hand: tuple[Card, ...]) -> int:
    """An independent hand value: five cards of one suit (jokers any) summed, else 0."""
    suits = {card.suit for card in hand if not card.is_joker}
    return sum(card.value for card in hand) if len(hand) == 5 and len(suits) <= 1 else 0


def bomb(hand: tuple[Card, ...]) -> bool:
    ranks = [card.rank for card in hand if not card.is_joker]
    return any(ranks.count(rank) == 4 for rank in ranks)


def expected_scores(game: Game) -> tuple[int, ...]:
    """The scoring section of the rules, worked out again from the final hands."""
    hands = [game.hand(seat) for seat in range(game.num_players)]
    values = [value(hand) for hand in hands]
    caller = game.caller
    if game.end_reason == "declared":
        assert caller is not None
        values[caller] = 102 if value(hands[caller]) == 51 else 204
        assert values[caller] == 102 or (game.rules.bombs and bomb(hands[caller]))
        return tuple(values)
    if game.end_reason != "called" or not game.challengers:
        return tuple(values)
    assert caller is not None
    best = caller
    for seat in game.challengers:
        if values[seat] > values[best]:
            best = seat
        elif values[seat] == values[best]:
            mine = any(card.is_joker for card in hands[seat])
            theirs = any(card.is_joker for card in hands[best])
            if not (game.rules.joker_free_wins_ties and mine and not theirs):
                best = seat
    pot = values[caller] + sum(values[seat] for seat in game.challengers)
    for seat in (caller, *game.challengers):
        values[seat] = 0
    values[best] = pot
    return tuple(values)


def special(hand: list[Card], rules: Rules) -> bool:
    return value(tuple(hand)) == 51 or (rules.bombs and bomb(tuple(hand)))


def independent_legal(game: Game) -> set[object]:
    """The legal moves worked out again from the rules text, exchanges as sets of cards."""
    if game.is_over:
        return set()
    if game.phase == "challenge":
        return {Challenge(), Decline()}
    rules = game.rules
    hand = list(game.hand(game.current_player))
    table = list(game.table)
    moves: set[object] = set()
    if game.phase in ("opening", "discard"):
        for card in hand:
            rest = [c for c in hand if c != card]
            moves.add(Discard(card))
            if special(rest, rules):
                moves.add(Discard(card, True))
        return moves
    moves.add(Draw())
    worth = value(tuple(hand))
    if (worth and (worth >= rules.min_call or worth == 51)) or (rules.bombs and bomb(tuple(hand))):
        moves.add(Call())
    for laid in combinations(hand, len(table)):
        after = [c for c in hand if c not in laid] + table
        moves.add(("all", frozenset(laid), False))
        if special(after, rules):
            moves.add(("all", frozenset(laid), True))
    if len(table) == 5:
        for give in hand:
            for take in table:
                after = [c for c in hand if c != give] + [take]
                moves.add(ExchangeOne(give, take))
                if special(after, rules):
                    moves.add(ExchangeOne(give, take, True))
    return moves


def normalised(moves: list[Move]) -> set[object]:
    return {
        ("all", frozenset(m.cards), m.declare) if isinstance(m, ExchangeAll) else m for m in moves
    }


class Tracker:
    """An independent model of the table and of what everyone saw each seat take."""

    def __init__(self, game: Game) -> None:
        self.table: list[Card] = []
        self.set_aside: list[Card] = []
        self.known: list[set[Card]] = [set() for _ in range(game.num_players)]
        self.exchanges = 0
        self.opened = False

    def play(self, seat: int, move: Move) -> None:
        if isinstance(move, Discard):
            if self.opened and len(self.table) == 5:
                self.set_aside += self.table
                self.table = []
            self.opened = True
            self.table.append(move.card)
            self.known[seat].discard(move.card)
        elif isinstance(move, Draw):
            self.exchanges = 0
        elif isinstance(move, ExchangeAll):
            self.known[seat] -= set(move.cards)
            self.known[seat] |= set(self.table)
            self.table = list(move.cards)
            self.exchanges += 1
        elif isinstance(move, ExchangeOne):
            self.known[seat].discard(move.give)
            self.known[seat].add(move.take)
            self.table[self.table.index(move.take)] = move.give
            self.exchanges += 1


def random_move(game: Game, rng: random.Random) -> Move:
    """A random legal move, leaning towards draws and declarations so hands vary."""
    moves = game.legal_moves
    declares = [m for m in moves if getattr(m, "declare", False)]
    if declares and rng.random() < 0.5:
        return rng.choice(declares)
    if Call() in moves and rng.random() < 0.3:
        return Call()
    if Draw() in moves and rng.random() < 0.4:
        return Draw()
    return rng.choice(moves)


def candidate_moves(game: Game, rng: random.Random) -> list[Move]:
    """Listed and unlisted moves: every discard, swap and answer, and some exchanges."""
    seat = game.current_player
    hand = game.hand(seat)
    deck = CARDS[:54]
    moves: list[Move] = [Draw(), Call(), Challenge(), Decline()]
    for declare in (False, True):
        moves += [Discard(card, declare) for card in deck]
        for give in hand:
            moves += [ExchangeOne(give, take, declare) for take in (*game.table, rng.choice(deck))]
        for k in range(1, 6):
            pool = list(hand) + [rng.choice(deck)]
            moves.append(ExchangeAll(tuple(rng.sample(pool, min(k, len(pool)))), declare))
    return moves


def check_state(game: Game, tracker: Tracker) -> None:
    n = game.num_players
    state = json.loads(game.to_json())
    everything = state["stock"] + state["set_aside"] + state["table"]
    for hand in state["hands"]:
        everything += hand
    assert sorted(everything) == sorted(str(c) for c in CARDS[: game.rules.deck_size])
    sizes = [len(game.hand(seat)) for seat in range(n)]
    six = game.phase in ("opening", "discard")
    assert sizes == [6 if six and seat == game.current_player else 5 for seat in range(n)]
    assert list(game.table) == tracker.table
    assert list(game.set_aside) == tracker.set_aside
    assert game.exchange_count == tracker.exchanges
    listed = game.legal_moves
    assert len(normalised(listed)) == len(listed)
    assert normalised(listed) == independent_legal(game)
    assert (game.phase == "opening") == (not game.table)
    assert len(game.table) <= 5
    if not game.is_over:
        assert game.stock_count > 0 or game.phase == "discard"
        assert game.end_reason is None
    else:
        assert game.legal_moves == []
        assert game.scores() == expected_scores(game)
    check_views(game, tracker, state)


def check_views(game: Game, tracker: Tracker, state: dict[str, list[str]]) -> None:
    n = game.num_players
    stock = set(state["stock"])
    for seat in range(n):
        view = game.view(seat)
        hidden = set(stock)
        for other in range(n):
            if other != seat:
                hidden |= {str(c) for c in set(game.hand(other)) - tracker.known[other]}
        assert view.hand == game.hand(seat)
        shown = set(view.hand) | set(view.table) | set(view.seen_set_aside)
        for opponent in view.opponents:
            assert set(opponent.known) == tracker.known[opponent.seat]
            assert opponent.hand_size == len(game.hand(opponent.seat))
            shown |= set(opponent.known)
        assert not {str(card) for card in shown} & hidden
        assert {str(card) for card in view.unseen_cards()} == hidden
        text = repr(view.history) + repr(view.decisions)
        if game.drawn is not None and seat != game.current_player:
            assert view.drawn is None
        assert "Drew" not in text
        if game.is_over:
            assert view.final_hands == tuple(game.hand(s) for s in range(n))
        else:
            assert view.final_hands is None and view.scores is None
        assert bool(view.legal_moves) == (seat == game.current_player and not game.is_over)


def play_hand(game: Game, rng: random.Random, thorough: bool) -> int:
    tracker = Tracker(game)
    moves = 0
    while not game.is_over:
        listed = game.legal_moves
        assert listed, "a hand in play always has a legal move"
        if thorough and rng.random() < 0.25:
            before = game.to_json()
            for move in listed:
                assert game.check(move) is None, move
                assert parse_move(str(move)) == move
            for move in candidate_moves(game, rng):
                error = game.check(move)
                if move in listed or (
                    isinstance(move, ExchangeAll)
                    and any(
                        ExchangeAll(p, move.declare) in listed for p in permutations(move.cards)
                    )
                ):
                    assert error is None, move
                    continue
                assert isinstance(error, IllegalMove) and error.code, move
                try:
                    game.apply(move)
                except IllegalMove as raised:
                    assert raised.code == error.code
                else:
                    raise AssertionError(f"{move} was applied though not listed")
                assert game.to_json() == before
            for move in listed:
                trial = game.copy()
                trial.apply(move)
                assert trial.history[-1] == (game.current_player, move)
            assert game.to_json() == before
        move = random_move(game, rng)
        seat = game.current_player
        events = game.apply(move)
        for event in events:
            if isinstance(event, Drew):
                assert event.card == game.drawn
                assert for_seat(event, (seat + 1) % game.num_players).card is None
                assert for_seat(event, seat).card == event.card
            if isinstance(event, HandOver):  # a table seated at the end tells the same
                assert all(game.view(s).hand_over() == event for s in range(game.num_players))
        tracker.play(seat, move)
        moves += 1
        check_state(game, tracker)
    return moves


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 5),
    rules=rules_strategy,
    seed=st.integers(0, 2**32),
    starter=st.integers(0, 4),
)
def test_random_hands_keep_every_invariant(
    players: int, rules: Rules, seed: int, starter: int
) -> None:
    game = Game.new(players, rules, seed=seed, starter=starter % players)
    play_hand(game, random.Random(seed), thorough=True)


@settings(max_examples=30, deadline=None)
@given(
    players=st.integers(2, 5),
    rules=rules_strategy,
    seed=st.integers(0, 2**32),
    cut=st.integers(0, 60),
)
def test_saves_round_trip_mid_hand_and_play_on_identically(
    players: int, rules: Rules, seed: int, cut: int
) -> None:
    rng = random.Random(seed)
    game = Game.new(players, rules, seed=seed)
    for _ in range(cut):
        if game.is_over:
            break
        game.apply(random_move(game, rng))
    text = game.to_json()
    loaded = Game.from_json(text)
    assert loaded.to_json() == text
    assert loaded.history == game.history
    copied = game.copy()
    state = rng.getstate()
    for other in (loaded, copied):
        rng.setstate(state)
        while not other.is_over:
            other.apply(random_move(other, rng))
    rng.setstate(state)
    while not game.is_over:
        game.apply(random_move(game, rng))
    assert loaded.to_json() == game.to_json() == copied.to_json()
    assert loaded.scores() == game.scores()


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), rules=rules_strategy, seed=st.integers(0, 2**32))
def test_from_view_deals_a_consistent_game(players: int, rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    game = Game.new(players, rules, seed=seed)
    for _ in range(rng.randrange(40)):
        if game.is_over:
            break
        game.apply(random_move(game, rng))
    seat = game.current_player
    view = game.view(seat)
    guess = Game.from_view(view, random.Random(seed))
    assert guess.view(seat) == view
    while not guess.is_over:
        guess.apply(random_move(guess, rng))
