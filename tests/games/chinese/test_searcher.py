"""The searcher reference level: legal moves from views only, a replay by its deal count, and
deals that fit what the opponents did."""

from __future__ import annotations

import random

import pytest

from goju51.games.chinese import Card, Challenge, Decline, Discard, Game, Rules
from goju51.games.chinese.ai import LEVELS, REFERENCE_LEVELS, make_opponent
from goju51.games.chinese.ai.opponents import ROLLOUT_CHALLENGE, LastTurns, read_opponents
from goju51.games.chinese.ai.searcher import Searcher, challenge_deal
from goju51.games.chinese.cards import value_of

from .conftest import deck_for, play


def searcher(deals: int, seed: int = 1) -> Searcher:
    opponent = make_opponent(f"searcher={deals}", seed=seed)
    assert isinstance(opponent, Searcher)
    return opponent


def play_with_searcher(players: int, rules: Rules, seed: int, deals: int) -> Game:
    """A hand with the searcher in seat 0 and lower levels elsewhere, every move checked."""
    rng = random.Random(seed)
    bots = [searcher(deals, seed)] + [
        make_opponent(rng.choice(LEVELS[:4]), seed=seed + seat) for seat in range(1, players)
    ]
    game = Game.new(players, rules, seed=seed, starter=seed % players)
    while not game.is_over:
        view = game.view(game.current_player)
        move, reason = bots[game.current_player].explain(view)
        assert move in view.legal_moves and reason
        game.apply(move)
    return game


def test_the_searcher_is_a_reference_level_not_offered_in_the_set_up() -> None:
    assert "searcher" in REFERENCE_LEVELS and "searcher" not in LEVELS
    assert make_opponent("searcher").time_budget == 1.0
    assert searcher(40).max_rollouts == 40
    for bad in ("searcher=0", "searcher=x", "expert=40"):
        with pytest.raises(ValueError):
            make_opponent(bad)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(
    "rules", [Rules(), Rules(jokers=2, bombs=True, joker_free_wins_ties=True), Rules(min_call=42)]
)
def test_the_searcher_plays_legal_moves(players: int, rules: Rules) -> None:
    for seed in range(2):
        game = play_with_searcher(players, rules, seed, deals=3)
        assert len(game.scores()) == players


def test_same_seed_and_deal_count_same_game() -> None:
    first = play_with_searcher(3, Rules(), seed=4, deals=5)
    second = play_with_searcher(3, Rules(), seed=4, deals=5)
    assert first.history == second.history and first.scores() == second.scores()


def test_the_searcher_sees_only_its_view() -> None:
    """Two deals that differ only in cards a seat cannot see give it the same view, and a
    seeded searcher then chooses the same move in both: first the starter's opening (the
    other hand and the stock differ), then the other seat's first turn (the starter's hand
    differs)."""
    openings = [
        Game.new(2, deck=deck_for(["2S 3S 4S 5S 6S 7H", other], stock=stock))
        for other, stock in (("AD KD 9C 4C 8H", "QH"), ("AC KC 9D 4D 8C", "3H"))
    ]
    turns = [
        Game.new(2, deck=deck_for([starter, "AD KD 9H 8D 8H"], stock=stock))
        for starter, stock in (("2S 3S 4S 5S 6S 7H", "QH"), ("2C 3C 4C 5C 6C 7H", "3H"))
    ]
    for game in turns:
        play(game, "discard 7H")
    for pair, seat in ((openings, 0), (turns, 1)):
        views = [game.view(seat) for game in pair]
        assert views[0] == views[1]
        assert searcher(30).choose(views[0]) == searcher(30).choose(views[1])


def test_the_searcher_weighs_a_challenge_by_its_hand() -> None:
    """Heads-up the other calls any one-suit hand (here five spades, 20): the searcher
    challenges it with a 50 and lets it stand with a 21 or a mixed hand."""
    for hand, answer in (
        ("AD KD QD JD 9D", Challenge()),
        ("2D 3D 4D 5D 7D", Decline()),
        ("2D 3D 4D 5C 9H", Decline()),  # nothing to gain: a challenge only when it scores more
    ):
        game = Game.new(2, deck=deck_for(["2S 3S 4S 5S 6S 7H", hand], stock="8C"))
        play(game, "discard 7H", "draw", "discard 8C", "call")
        assert game.phase == "challenge"
        assert searcher(200).choose(game.view(1)) == answer


def test_the_searcher_declares_a_51_it_can() -> None:
    """Against a player seen to hold two suits (no call, so no challenge to win with the 51),
    declaring now (102) is never worse than keeping the 51 for later, which the other may end
    first: over a few deals they may tie, and a tie goes to the declaration."""
    hands = ["2S 3S 4S 5S 6S 7H", "AD KD QD JD 3C"]
    game = Game.new(2, deck=deck_for(hands, stock="4C 8H 9C TD"))
    play(game, "discard 7H", "draw", "discard 4C", "exchange 2S 3S", "draw", "discard 8H")
    play(game, "draw", "discard 9C", "draw")
    assert searcher(20).choose(game.view(1)) == Discard(Card.parse("3C"), True)


def test_challenge_deals_fit_the_call_and_the_answers() -> None:
    """Seat 0 called at four seats; seat 3 passed and seat 2 is to answer: every deal gives
    the caller a one-suit hand below 51, and the passer mostly less than a challenge."""
    hands = ["2S 3S 4S 5S 6S 7H", "9C 4D 8H 2C 3D", "AD KD QD JD 9D", "5C 6H 7C 8D 9H"]
    game = Game.new(4, deck=deck_for(hands, stock="2H 3H 4H"))
    play(game, "discard 7H")
    for card in ("2H", "3H", "4H"):
        play(game, "draw", f"discard {card}")
    play(game, "call", "decline")
    assert game.phase == "challenge" and game.current_player == 2
    view = game.view(game.current_player)
    reads = read_opponents(view)
    rng = random.Random(3)
    passer_low = 0
    for _ in range(100):
        dealt = challenge_deal(view, reads, rng, LastTurns(view))
        caller = dealt[0]
        assert len({card.suit for card in caller}) == 1
        assert 1 <= value_of([card.index for card in caller]) < 51
        passer_low += value_of([card.index for card in dealt[3]]) < ROLLOUT_CHALLENGE[4]
    assert passer_low > 90


def test_a_spent_budget_still_plays_one_deal() -> None:
    """However short the budget (a busy machine), every move is tried on at least one deal."""
    game = Game.new(2, seed=3)
    view = game.view(game.current_player)
    move, reason = make_opponent("searcher", seed=1, time_budget=0.0).explain(view)
    assert move in view.legal_moves and "in 1 sampled ending," in reason


def test_the_search_ends_once_one_move_is_left() -> None:
    """A challenge with a 50 against a 20 beats letting it stand on every deal: the search
    stops when letting it stand is dropped, long before its count of deals."""
    game = Game.new(2, deck=deck_for(["2S 3S 4S 5S 6S 7H", "AD KD QD JD 9D"], stock="8C"))
    play(game, "discard 7H", "draw", "discard 8C", "call")
    move, reason = searcher(5000).explain(game.view(1))
    deals = int(reason.split(" sampled ending")[0].rsplit(" ", 1)[1])
    assert move == Challenge() and deals < 100
