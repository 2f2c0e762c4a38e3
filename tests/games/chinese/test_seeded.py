"""Seeded hands by the thousand: every one ends, scores as the rules say, and replays."""

from __future__ import annotations

import random

import pytest

from goju51.games.chinese import Game, Rules

from .test_properties import expected_scores, independent_legal, normalised, random_move

VARIANTS = [
    Rules(),
    Rules(jokers=2),
    Rules(jokers=2, joker_free_wins_ties=True),
    Rules(min_call=42),
    Rules(bombs=True),
    Rules(jokers=2, joker_free_wins_ties=True, min_call=42, bombs=True),
]


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: str(sorted(r.to_dict().items())))
def test_seeded_hands_end_and_score_by_the_rules(rules: Rules) -> None:
    reasons: dict[str, int] = {}
    for seed in range(400):
        players = 2 + seed % 4
        rng = random.Random(seed)
        game = Game.new(players, rules, seed=seed, starter=seed % players)
        moves = 0
        while not game.is_over:
            if seed % 4 == 0:
                assert normalised(game.legal_moves()) == independent_legal(game)
            game.apply(random_move(game, rng))
            moves += 1
            assert moves < 2000
        assert game.scores() == expected_scores(game)
        reasons[game.end_reason or ""] = reasons.get(game.end_reason or "", 0) + 1
        replay = Game.new(players, rules, seed=seed, starter=seed % players)
        for _seat, move in game.history:
            replay.apply(move)
        assert replay.to_json() == game.to_json()
    assert {"called", "no_draw"} <= set(reasons)
    if rules.jokers or rules.bombs:
        assert "declared" in reasons
