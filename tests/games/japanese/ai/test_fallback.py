"""The fallback move played for a failed opponent: legal, calm, and the best hand it can keep."""

from __future__ import annotations

import pytest

from goju51.games.japanese import Clear, Discard, Game, Rules, Take, hand_value
from goju51.games.japanese.ai import FALLBACK_STOPS_FROM_ROUND, fallback_move


def _game_in_turn(seed: int, rules: Rules, take: bool) -> Game:
    """A game after the first round (clearing is legal), optionally after a take."""
    game = Game.new(4, rules, seed=seed)
    for _ in range(4):
        game.apply(next(m for m in game.legal_moves if isinstance(m, Take)))
        game.apply(next(m for m in game.legal_moves if isinstance(m, Discard)))
    if take:
        game.apply(next(m for m in game.legal_moves if isinstance(m, Take)))
    return game


@pytest.mark.parametrize("rules", [Rules(), Rules(flush_only=True), Rules(jokers=1)])
@pytest.mark.parametrize("seed", range(5))
def test_fallback_never_clears_or_stops_and_keeps_the_best_hand(seed: int, rules: Rules) -> None:
    start = _game_in_turn(seed, rules, take=False)
    assert Clear() in start.legal_moves
    assert not isinstance(fallback_move(start.view(start.current_player)), Clear)
    game = _game_in_turn(seed, rules, take=True)
    view = game.view(game.current_player)
    move = fallback_move(view)
    assert isinstance(move, Discard) and not move.stop
    kept = [card for card in view.hand if card != move.card]
    best = max(
        hand_value([card for card in view.hand if card != other.card], rules)
        for other in view.legal_moves
    )
    assert hand_value(kept, rules) == best


def test_fallback_counts_hands_by_the_flush_only_rule() -> None:
    """Under flush-only a mixed hand is worth 0: keeping four hearts beats a high mixed hand."""
    game = Game.new(2, Rules(flush_only=True), seed=1)
    view = game.view(game.current_player)
    move = fallback_move(view)
    assert move in view.legal_moves


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("seed", range(10))
def test_fallbacks_playing_each_other_end_the_game(seed: int, players: int) -> None:
    """Failed opponents on every seat pass the same cards round and round without touching the
    stock; the fallback's late Stop ends the game all the same."""
    game = Game.new(players, Rules(), seed=seed)
    while not game.is_over:
        game.apply(fallback_move(game.view(game.current_player)))
        assert game.round_number <= FALLBACK_STOPS_FROM_ROUND + 1
