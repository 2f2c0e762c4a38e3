"""Playing whole games between opponents, through views only."""

from __future__ import annotations

from collections.abc import Sequence

from goju51.games.japanese import Game, Rules
from goju51.games.japanese.ai import Opponent
from goju51.games.japanese.ai.greedy import MAX_ROUNDS

FAST_BUDGET = 0.01
"""Small thinking time so the search levels play many test games quickly."""


def play(game: Game, players: Sequence[Opponent]) -> list[str]:
    """Finish ``game`` with ``apply`` (which rejects illegal moves); the moves as text."""
    moves = []
    limit = (MAX_ROUNDS + 1) * game.num_players
    while not game.is_over:
        assert game.turn_number <= limit, "a game must end once its Stop deadline passes"
        seat = game.current_player
        move = players[seat].choose(game.view(seat))
        game.apply(move)
        moves.append(f"{seat} {move}")
    return moves


VARIANTS = {
    "main": Rules(),
    "jokers": Rules(jokers=1),
    "flush_only": Rules(flush_only=True),
    "exchange_or_pass": Rules(final_round="exchange_or_pass"),
    "all": Rules(jokers=1, dealer_starts=True, final_round="exchange_or_pass", flush_only=True),
}
