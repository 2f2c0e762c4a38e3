"""The expert at a table of three or more: its chance-of-winning measure and its lookahead."""

from __future__ import annotations

import itertools

import pytest

from goju51.games.dice import Game, Rules
from goju51.games.dice.ai import make_opponent
from goju51.games.dice.ai.survival import win_chance
from goju51.games.dice.ai.table import TablePlan
from goju51.games.dice.results import NUM_LADDER
from tests.games.dice.helpers import game_at, play

POINTS = [(0, 0, 0, 0), (5, 0, 0, 0), (3, 7, 2, 9), (11, 0, 4, 12), (0, 0), (6, 0), (1, 2, 3, 0, 5)]


@pytest.mark.parametrize("end", ["last_standing", "first_out"])
@pytest.mark.parametrize("points", POINTS)
def test_win_chances_share_one_win(end, points):
    rules = Rules(limit=12, end=end)
    chances = [win_chance(points, seat, rules) for seat in range(len(points))]
    assert sum(chances) == pytest.approx(1, abs=2e-3)
    for seat, chance in enumerate(chances):
        if points[seat] >= 12:
            assert chance == 0
    for a, b in itertools.combinations(range(len(points)), 2):
        if points[a] == points[b]:
            assert chances[a] == pytest.approx(chances[b], abs=1e-9)
        elif points[a] < 12 and points[b] < 12:
            assert (chances[a] > chances[b]) == (points[a] < points[b])


@pytest.mark.parametrize("end", ["last_standing", "first_out"])
def test_win_chance_falls_with_each_point_and_is_sure_when_alone(end):
    rules = Rules(limit=8, end=end)
    chances = [win_chance((mine, 3, 5), 0, rules) for mine in range(9)]
    assert all(a > b for a, b in itertools.pairwise(chances[:8]))
    assert chances[8] == 0
    assert win_chance((2, 8, 9), 0, rules) == 1


def test_first_out_ties_are_shared():
    rules = Rules(limit=12, end="first_out")
    # the player on 11 all but surely goes out first; the three on 0 share the win
    chances = [win_chance((11, 0, 0, 0), seat, rules) for seat in range(4)]
    assert chances[1:] == pytest.approx([1 / 3] * 3, abs=2e-3)


def test_last_standing_matches_the_two_player_race():
    # two players, points one at a time to either: 1 point to go against 2 wins 1/4
    assert win_chance((11, 10), 0, Rules(limit=12)) == pytest.approx(0.25, abs=1e-3)


def test_table_plan_prefers_the_truth_and_doubts_an_opening_double_6():
    game = game_at(players=4, dice=[6, 6])
    plan = TablePlan(game.view(0), -1)
    low = [plan.announce_worths(-1, dice) for dice in range(NUM_LADDER)]
    for dice, worths in enumerate(low):
        for code, worth in enumerate(worths):
            # the same announcement is worth more when it is true
            assert worth <= low[NUM_LADDER - 1][code] + 1e-12, (dice, code)
    play(game, "roll", "announce double 6")
    doubt, believe = TablePlan(game.view(1), NUM_LADDER - 1).answer(-1, NUM_LADDER - 1)
    assert doubt > believe


def test_table_expert_reads_only_the_view():
    # games alike in everything seat 1 can see, with different dice under seat 0's cup
    answers = set()
    for dice in ([6, 5], [3, 1], [4, 4]):
        game = game_at(players=4, dice=dice)
        play(game, "roll", "announce 62")
        answers.add(make_opponent("expert", seed=4).explain(game.view(1)))
    assert len(answers) == 1


def test_expert_plays_the_table_and_turns_heads_up_when_two_are_left():
    table = game_at(players=4, dice=[5, 3])
    play(table, "roll")
    reason = make_opponent("expert", seed=1).explain(table.view(0))[1]
    assert "against the table" in reason
    duel = game_at(players=4, dice=[5, 3], points=[0, 12, 0, 12])
    play(duel, "roll")
    reason = make_opponent("expert", seed=1).explain(duel.view(0))[1]
    assert "equilibrium" in reason or "habits" in reason


def test_expert_beats_three_hard_players():
    wins = 0
    games = 60
    for seed in range(games):
        levels = ["hard"] * 4
        levels[seed % 4] = "expert"
        bots = [make_opponent(level, seed=seed * 8 + seat) for seat, level in enumerate(levels)]
        game = Game.new(4, Rules(), seed=seed)
        while not game.is_over:
            seat = game.current_player
            game.apply(bots[seat].choose(game.view(seat)))
        wins += seed % 4 in game.winners()
    assert wins / games > 0.3  # a fair share is 0.25; the arena measures about 0.43
