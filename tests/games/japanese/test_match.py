import random

import pytest

from goju51.games.japanese import Match, Rules


def finish(game, rng):
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves))


def test_deal_passes_left_and_wins_are_tallied():
    rng = random.Random(1)
    match = Match(3, Rules(), target_wins=3, seed=8)
    dealers = []
    while not match.is_over:
        game = match.new_game()
        dealers.append(game.dealer)
        finish(game, rng)
        winners = game.winners()
        before = list(match.wins)
        match.record(game)
        assert [after - b for after, b in zip(match.wins, before, strict=True)] == [
            int(seat in winners) for seat in range(3)
        ]
    assert dealers == [i % 3 for i in range(len(dealers))]
    assert max(match.wins) == 3 and match.games_played == len(dealers)
    assert match.leaders() == {seat for seat in range(3) if match.wins[seat] == 3}
    with pytest.raises(ValueError, match="match is over"):
        match.new_game()


def test_seeded_matches_deal_the_same_games():
    first, second = Match(4, seed=3), Match(4, seed=3)
    assert first.new_game().to_json() == second.new_game().to_json()


def test_only_finished_games_count_and_bad_settings_are_refused():
    match = Match(2)
    with pytest.raises(ValueError, match="only a finished game"):
        match.record(match.new_game())
    with pytest.raises(ValueError, match="target_wins"):
        Match(2, target_wins=0)
    with pytest.raises(ValueError, match="players"):
        Match(8)
