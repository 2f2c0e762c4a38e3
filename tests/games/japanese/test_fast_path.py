"""The engine's quick paths give exactly what the general ones give.

``Game.apply`` plays a plainly legal take or discard at once and leaves every other move to the
full checks of ``CheckedGame.apply``; hand values use a packed sum; events are shared
instances. Each is compared here with the slow, obvious way in many random positions.
"""

import json
import random

import pytest

from goju51.core.checked import CheckedGame
from goju51.games.japanese import (
    CARDS,
    JOKER,
    Card,
    Discard,
    Discarded,
    Game,
    IllegalMove,
    Rules,
    Take,
    Took,
    TurnStarted,
)
from goju51.games.japanese.cards import CARD_SUIT, suit_scores, value_of_indices, values_of_hands
from goju51.games.japanese.events import DISCARDED, SHARED_TURNS, TOOK, TURN_STARTS
from goju51.games.japanese.moves import CLEAR, DISCARD_STOPS, DISCARDS, PASS, TAKES

VARIANTS = [
    Rules(),
    Rules(jokers=1),
    Rules(flush_only=True, jokers=1),
    Rules(final_round="exchange_or_pass", dealer_starts=True),
]


class NotQuiteACard(Card):
    """A ``Card`` subclass: the quick path must not take it for a real card."""

    __slots__ = ()


def odd_moves(game: Game) -> list:
    """Moves unlike the engine's own: equal copies of its values, a ``Card`` subclass, a card
    that is no ``Card``, a stop that is no bool, the taken card, a joker without one."""
    table = [card for card in game.table_slots if card is not None]
    hand = game.hand(game.current_player)
    return [
        Take(Card(table[0].rank, table[0].suit)),
        Take(NotQuiteACard(table[0].rank, table[0].suit)),
        Take(str(table[0])),  # type: ignore[arg-type]
        Take(JOKER),
        Discard(Card(hand[0].rank, hand[0].suit)),
        Discard(Card(hand[0].rank, hand[0].suit), stop=True),
        Discard(hand[0], stop=1),  # type: ignore[arg-type]
        Discard(hand[-1]),
        Discard(JOKER, stop=True),
        Discard(None),  # type: ignore[arg-type]
    ]


def position(game: Game) -> tuple:
    """Everything a move can change, read through the public API."""
    seats = range(game.num_players)
    return (
        [game.hand(seat) for seat in seats],
        [game.known_cards(seat) for seat in seats],
        game.table_slots,
        game.stock_count,
        game.set_aside_count,
        game.current_player,
        game.phase,
        game.taken,
        game.stopper,
        game.last_turns_left,
        game.is_over,
        game.turn_number,
        game.history,
    )


def outcome(game: Game, move, play) -> tuple:
    """What playing ``move`` with ``play`` gives on a copy (any reshuffle drawn from the same
    fresh random stream): the events or the refusal, then the position."""
    trial = game.copy(random.Random(0))
    try:
        result: object = play(trial, move)
    except IllegalMove as refusal:
        result = ("refused", refusal.code, str(refusal))
    return result, position(trial)


def positions(seed: int):
    """Random positions of random games, every variant and table size, over whole games."""
    rng = random.Random(seed)
    for rules in VARIANTS:
        for players in (2, 4, 6):
            game = Game.new(players, rules, seed=rng.getrandbits(32))
            while not game.is_over:
                yield game
                game.apply(rng.choice(game.legal_moves))
            yield game


@pytest.mark.parametrize("seed", range(2))
def test_apply_does_exactly_what_the_full_checks_do(seed):
    for game in positions(seed):
        before = position(game)
        for move in [*TAKES, *DISCARDS, *DISCARD_STOPS, CLEAR, PASS, *odd_moves(game)]:
            assert outcome(game, move, Game.apply) == outcome(game, move, CheckedGame.apply)
        assert position(game) == before


def test_a_stale_move_is_refused_and_changes_nothing():
    game = Game.new(4, seed=3)
    offered = game.legal_moves
    game.apply(offered[0])
    after_take = game.to_json()
    with pytest.raises(IllegalMove) as refusal:
        game.apply(offered[1])
    assert refusal.value.code == "discard_now"
    assert game.to_json() == after_take

    offered = game.legal_moves
    game.apply(offered[0])
    after_discard = game.to_json()
    for stale in (offered[1], offered[-1]):
        with pytest.raises(IllegalMove) as refusal:
            game.apply(stale)
        assert refusal.value.code == "take_first"
        assert game.to_json() == after_discard


def test_a_move_offered_before_the_end_is_refused_once_the_game_is_over():
    rng = random.Random(5)
    game = Game.new(3, seed=5)
    while True:
        offered = game.legal_moves
        game.apply(rng.choice(offered))
        if game.is_over:
            break
    over = game.to_json()
    for stale in offered:
        with pytest.raises(IllegalMove) as refusal:
            game.apply(stale)
        assert refusal.value.code == "game_over"
    assert game.to_json() == over


def test_a_move_equal_to_an_offered_one_plays_the_same():
    game = Game.new(4, seed=11)
    twin = game.copy()
    while not game.is_over:
        move = game.legal_moves[-1]
        copied = (
            Take(Card(move.card.rank, move.card.suit))
            if isinstance(move, Take)
            else Discard(Card(move.card.rank, move.card.suit), move.stop)
        )
        assert copied is not move
        assert twin.apply(copied) == game.apply(move)
    assert twin.to_json() == game.to_json()


def test_shared_events_equal_freshly_built_ones():
    for player in range(6):
        for slot in range(5):
            for card in CARDS:
                assert TOOK[player][slot][card.index] == Took(player, card, slot)
                assert DISCARDED[player][slot][card.index] == Discarded(player, card, slot)
        for turn in range(SHARED_TURNS):
            for last_round in (False, True):
                started = TurnStarted(player, turn, last_round)
                assert TURN_STARTS[last_round][player][turn] == started


def test_turns_past_the_shared_ones_are_told_too():
    rng = random.Random(4)
    game = Game.new(3, seed=4)
    told = []
    while game.turn_number < SHARED_TURNS + 20:
        calm = [move for move in game.legal_moves if not getattr(move, "stop", False)]
        told += [event for event in game.apply(rng.choice(calm)) if type(event) is TurnStarted]
    assert [event.turn for event in told] == list(range(2, game.turn_number + 1))
    assert all(event.player == event.turn % 3 for event in told)  # turn 1: the dealer's left


def test_packed_hand_values_match_the_suit_by_suit_count():
    rng = random.Random(2)
    for _ in range(20_000):
        hand = rng.sample(range(53), rng.randint(0, 8))
        if rng.random() < 0.3:  # many one-suit hands, for the flush-only rule
            suit = rng.randrange(4)
            hand = rng.sample(range(13 * suit, 13 * suit + 13), rng.randint(1, 7))
        plain = max(suit_scores(hand))
        suits = {CARD_SUIT[card] for card in hand} - {-1}
        assert value_of_indices(hand) == plain
        assert value_of_indices(hand, flush_only=True) == (plain if len(suits) <= 1 else 0)
    whole_deck = list(range(52))
    assert value_of_indices(whole_deck) == max(suit_scores(whole_deck))


def test_all_hands_at_once_are_valued_as_one_by_one():
    rng = random.Random(3)
    for _ in range(2_000):
        hands = [rng.sample(range(53), rng.randint(0, 7)) for _ in range(rng.randint(2, 6))]
        for flush_only in (False, True):
            one_by_one = tuple(value_of_indices(hand, flush_only) for hand in hands)
            assert values_of_hands(hands, flush_only) == one_by_one


def test_a_game_saved_with_the_taken_card_first_still_offers_the_right_discards():
    game = Game.new(4, seed=8)
    game.apply(game.legal_moves[0])
    saved = json.loads(game.to_json())
    seat = saved["player"]
    saved["hands"][seat].insert(0, saved["hands"][seat].pop())
    moved = Game.from_json(json.dumps(saved))
    assert moved.legal_moves == game.legal_moves
    assert moved.apply(game.legal_moves[3]) == game.apply(game.legal_moves[3])
