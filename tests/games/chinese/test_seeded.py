"""Seeded hands by the thousand, random and played by every level: every one ends, scores as
the rules say, and replays."""

from __future__ import annotations

import random

import pytest

from goju51.games.chinese import Game, Rules
from goju51.games.chinese.ai import LEVELS, REFERENCE_LEVELS, make_opponent
from goju51.games.chinese.ai.opponents import Expert

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
                assert normalised(game.legal_moves) == independent_legal(game)
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


@pytest.mark.slow
def test_every_level_plays_thousands_of_seeded_hands_in_every_variant_and_size() -> None:
    """1,200 hands, each level in every seat, every variant and 2–5 players: every move the
    levels choose is legal (``apply`` checks it), every hand ends and scores by the rules.
    The expert searches a few rollouts a decision so that the run stays short."""
    levels = [*LEVELS, *REFERENCE_LEVELS]
    ends: dict[str, int] = {}
    for seed in range(1200):
        players = 2 + seed % 4
        rules = VARIANTS[(seed // 4) % len(VARIANTS)]
        bots = [
            make_opponent(levels[(seed + seat) % len(levels)], seed * 8 + seat, 0.005)
            for seat in range(players)
        ]
        for bot in bots:
            if isinstance(bot, Expert):
                bot.max_rollouts = 6
        game = Game.new(players, rules, seed=seed, starter=seed % players)
        moves = 0
        while not game.is_over:
            game.apply(bots[game.current_player].choose(game.view(game.current_player)))
            moves += 1
            assert moves < 2000
        assert game.scores() == expected_scores(game)
        ends[game.end_reason or ""] = ends.get(game.end_reason or "", 0) + 1
    assert {"called", "declared", "stock", "no_draw"} <= set(ends), ends
