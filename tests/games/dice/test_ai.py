"""The computer opponents: legal moves, finished games, distinct styles, quick decisions."""

from __future__ import annotations

import random
import time

import pytest

from goju51.games.dice import Game, Rules
from goju51.games.dice.ai import (
    LEVELS,
    REFERENCE_LEVELS,
    equilibrium_data,
    fallback_move,
    hint,
    make_opponent,
)
from goju51.games.dice.ai.reading import AT_LEAST, Reads, lie_chance, standings
from goju51.games.dice.moves import (
    ACCEPT,
    ANNOUNCE_51,
    ANNOUNCES,
    BELIEVE,
    DOUBLE_OR_QUITS,
    DOUBT,
    ROLL,
    Target,
)
from goju51.games.dice.results import NUM_LADDER
from tests.games.dice.helpers import game_at, play

ALL = LEVELS + REFERENCE_LEVELS


def play_out(levels: list[str], rules: Rules, seed: int, direction: int = 1) -> Game:
    rng = random.Random(seed)
    bots = [make_opponent(level, seed=rng.getrandbits(32)) for level in levels]
    game = Game.new(len(levels), rules, seed=seed, direction=direction)
    moves = 0
    while not game.is_over:
        seat = game.current_player
        view = game.view(seat)
        move, reason = bots[seat].explain(view)
        assert move in view.legal_moves, (bots[seat], move, view.legal_moves)
        assert isinstance(reason, str) and reason
        game.apply(move)
        moves += 1
        assert moves < 50_000
    return game


@pytest.mark.parametrize("level", ALL)
@pytest.mark.parametrize("end", ["last_standing", "first_out"])
def test_every_level_plays_legal_finished_games(level, end):
    for players in range(2, 9):
        others = [LEVELS[(players + i) % len(LEVELS)] for i in range(players - 1)]
        rules = Rules(limit=6, end=end, stacked_chance=0.02 * (players % 2))
        game = play_out([level, *others], rules, seed=players, direction=(-1) ** players)
        assert game.is_over and game.winners()


def test_opponents_are_seeded_and_have_a_pace():
    for level in ALL:
        bot = make_opponent(level, seed=3)
        assert 0.6 <= bot.pace <= 1.5
        assert bot.name and bot.time_budget > 0
        assert make_opponent(level, seed=3).name == bot.name
        game = game_at(dice=[6, 1])
        play(game, "roll")
        view = game.view(0)
        again = make_opponent(level, seed=3)
        assert [bot.choose(view) for _ in range(5)] == [again.choose(view) for _ in range(5)]
    with pytest.raises(ValueError):
        make_opponent("grandmaster")


def test_not_your_turn_raises():
    game = game_at(dice=[6, 1])
    with pytest.raises(ValueError):
        make_opponent("hard", seed=1).choose(game.view(2))


def test_decisions_are_quick():
    """Timed in processor time, so that other work on a shared machine does not count."""
    rng = random.Random(5)
    worst = 0.0
    for level in ALL:
        for seed in range(3):
            bots = [make_opponent(level, seed=seed * 10 + i) for i in range(8)]
            game = Game.new(8, Rules(limit=8), seed=rng.getrandbits(32))
            while not game.is_over:
                seat = game.current_player
                view = game.view(seat)
                start = time.process_time()
                move = bots[seat].choose(view)
                worst = max(worst, time.process_time() - start)
                game.apply(move)
    assert worst < 0.1


def test_fallback_and_hint_are_legal():
    game = game_at(dice=[5, 3])
    play(game, "roll")
    view = game.view(0)
    assert fallback_move(view) == ANNOUNCES[6]  # the truth, 53
    move, reason = hint(view, seed=1)
    assert move in view.legal_moves and reason
    play(game, "announce 54")
    assert fallback_move(game.view(1)) == BELIEVE
    with pytest.raises(ValueError):
        fallback_move(game.view(0))


# ---------------------------------------------------------------------------- their styles


def test_beginner_and_easy_tell_the_truth_differently():
    game = game_at(dice=[6, 5])
    play(game, "roll")
    view = game.view(0)
    assert make_opponent("beginner", seed=1).choose(view) == ANNOUNCES[12]  # its 65
    assert make_opponent("easy", seed=1).choose(view) == ANNOUNCES[0]  # the lowest true: 31


def test_easy_doubts_past_its_threshold_and_believes_below():
    easy = make_opponent("easy", seed=1)
    for announced, expected in ((ANNOUNCES[3], BELIEVE), (ANNOUNCES[18], DOUBT)):
        game = game_at(dice=[3, 1])
        play(game, "roll")
        game.apply(announced)
        assert easy.choose(game.view(1)) == expected


def test_beginner_believes_too_often():
    game = game_at(dice=[3, 1])
    play(game, "roll", "announce 65")
    view = game.view(1)
    beginner = make_opponent("beginner", seed=2)
    believed = sum(beginner.choose(view) == BELIEVE for _ in range(200))
    assert believed > 150


def test_normal_doubts_a_double_6_and_believes_a_31():
    normal = make_opponent("normal", seed=1)
    for announced, expected in ((ANNOUNCES[0], BELIEVE), (ANNOUNCES[18], DOUBT)):
        game = game_at(dice=[3, 1])
        play(game, "roll")
        game.apply(announced)
        assert normal.choose(game.view(1)) == expected


def test_hard_reads_a_liar():
    """After a player was caught lying again and again, hard doubts what it believed before."""
    hard = make_opponent("hard", seed=1)
    fresh = game_at(players=3, dice=[3, 1], limit=100)
    play(fresh, "roll", "announce 54")
    assert hard.choose(fresh.view(1)) == BELIEVE
    game = game_at(players=3, dice=[3, 1] * 9, limit=100)
    for _ in range(8):
        play(game, "roll", "announce 54", "doubt")  # seat 0 lies, is caught, begins again
    reads = Reads.of(game.view(1))
    assert (reads.seats[0].doubted, reads.seats[0].lies, reads.seats[1].doubts) == (8, 8, 8)
    play(game, "roll", "announce 54")
    assert hard.choose(game.view(1)) == DOUBT


def test_expert_table_is_a_strategy():
    assert len(equilibrium_data.ANNOUNCE) == NUM_LADDER + 1
    for s in range(-1, NUM_LADDER):
        low = max(s, 0)
        for row in equilibrium_data.ANNOUNCE[s + 1]:
            assert len(row) == NUM_LADDER - low
            assert abs(sum(row) - 1) < 0.01
        assert len(equilibrium_data.DOUBT[s + 1]) == NUM_LADDER - low
        assert all(0 <= x <= 1 for x in equilibrium_data.DOUBT[s + 1])


def test_expert_mixes_its_bluffs():
    game = game_at(players=2, dice=[3, 1])
    play(game, "roll")
    view = game.view(0)
    expert = make_opponent("expert", seed=4)
    picks = {expert.choose(view) for _ in range(300)}
    assert len(picks) > 3


def test_probes():
    game = game_at(dice=[3, 1])
    play(game, "roll", "announce 31")
    view = game.view(1)
    assert make_opponent("always_doubt").choose(view) == DOUBT
    assert make_opponent("never_doubt").choose(view) == BELIEVE


def test_face_and_target_choices():
    game = game_at(first=3, dice=[5, 1], points=[10, 0, 5, 0])
    play(game, "roll")
    for level in ("normal", "hard"):
        assert make_opponent(level, seed=1).choose(game.view(3)) == Target(0)  # puts A out
    # the expert plays for its chance of winning: A, on 10, is nearly out anyway, so four
    # points do more harm to B, the rival furthest from the limit
    assert make_opponent("expert", seed=1).choose(game.view(3)) == Target(1)
    play(game, "target 1")
    for level in ("easy", "normal", "hard", "expert"):
        assert make_opponent(level, seed=1).choose(game.view(1)) == ACCEPT
    out_game = game_at(first=3, dice=[5, 1], points=[10, 0, 5, 0])
    play(out_game, "roll", "target 0")
    for level in ("easy", "normal", "hard", "expert"):
        assert make_opponent(level, seed=1).choose(out_game.view(0)) == DOUBLE_OR_QUITS


def test_only_the_beginner_announces_51():
    for level in ALL:
        bot = make_opponent(level, seed=9)
        game = game_at(dice=[])
        choices = {bot.choose(game.view(0)) for _ in range(200)}
        assert (ANNOUNCE_51 in choices) == (level == "beginner")
        assert ROLL in choices


def test_reading_helpers():
    assert AT_LEAST[0] == pytest.approx(32 / 36)
    assert AT_LEAST[NUM_LADDER] == 0
    assert lie_chance(-1, 0, 0.0) == 0.0
    assert 0 < lie_chance(10, 10, 0.2) < 1
    game = game_at(dice=[3, 1, 4, 2])
    play(game, "roll", "announce 41", "believe", "roll", "announce 52")
    assert standings(game.view(2)) == (2, 5)


def heads_up_share(level: str, other: str, games: int) -> float:
    """``level``'s share of wins over ``games`` seeded heads-up games, seats alternating."""
    wins = 0.0
    for seed in range(games):
        levels = [level, other] if seed % 2 == 0 else [other, level]
        game = play_out(levels, Rules(), seed=seed)
        mine = levels.index(level)
        if mine in game.winners():
            wins += 1 / len(game.winners())
    return wins / games


@pytest.mark.parametrize("probe", REFERENCE_LEVELS)
def test_expert_is_not_exploited_by_the_probes(probe):
    assert heads_up_share("expert", probe, 300) > 0.5


def test_levels_beat_the_beginner():
    assert heads_up_share("easy", "beginner", 400) > 0.5
    for level in ("normal", "hard", "expert"):
        assert heads_up_share(level, "beginner", 200) > 0.6
    assert heads_up_share("normal", "easy", 200) > 0.55


def test_lookahead_model_reads_answers_and_caught_bluffs():
    from goju51.games.dice.ai.lookahead import Model

    game = game_at(players=2, first=0, dice=[5, 4, 3, 1, 6, 5] * 6)
    play(game, "roll", "announce 54", "doubt")  # seat 1 doubts seat 0's true 54
    model = Model.of(game.view(0), opponent=1)
    assert model.answers == [(-1, 7, True)] and model.caught == []
    play(game, "roll", "announce 62", "doubt")  # seat 1 lies (31 under the cup), seat 0 doubts
    model = Model.of(game.view(0), opponent=1)
    assert model.caught == [(-1, 9, 0)]


def test_lookahead_learns_a_constant_doubter_and_an_honest_announcer():
    from goju51.games.dice.ai.lookahead import PUSHES, STYLES, Model, Plan
    from goju51.games.dice.ai.opponents import POINT, SPECIALS_WORTH

    fresh = Model().doubt_table()
    doubter = Model(answers=[(-1, a % 10, True) for a in range(40)]).doubt_table()
    pairs = zip(doubter, fresh, strict=True)
    assert all(x >= y - 1e-9 for row, base in pairs for x, y in zip(row, base, strict=True))
    assert doubter[0][0] > 0.5 > fresh[0][0]
    honest = Model(caught=[(-1, d, d) for d in range(NUM_LADDER)] * 3).style_weights()
    assert len(honest) == len(STYLES) + len(PUSHES) + 1 and abs(sum(honest) - 1) < 1e-9
    assert honest[0] < 0.5  # truthful announcements are unlikely under the equilibrium
    plan = Plan.of(Model(), -1, POINT, SPECIALS_WORTH)
    assert len(plan.worths(-1, 5)) == NUM_LADDER
    doubt, believe = plan.answer(-1, NUM_LADDER - 1)
    assert doubt > believe  # double 6 opening a round is a lie nearly always


def test_expert_exploits_probes_heads_up():
    rules = Rules(limit=12)
    wins = {"always_doubt": 0, "never_doubt": 0}
    for probe in wins:
        for seed in range(30):
            game = play_out(["expert", probe], rules, seed=seed)
            wins[probe] += 0 in game.winners()
    assert wins["always_doubt"] >= 20 and wins["never_doubt"] >= 18


def test_lookahead_reads_a_plain_doubter_and_a_pusher():
    from goju51.games.dice.ai.lookahead import STYLES, Model
    from goju51.games.dice.ai.reading import doubt_gain

    # a player who doubts exactly when the plain doubt gain is positive, seen a few times
    cells = [(-1, 10), (-1, 11), (-1, 13), (-1, 14), (5, 12), (7, 11), (3, 15)] * 2
    plain = Model(answers=[(b, a, doubt_gain(b, a) > 0) for b, a in cells]).doubt_table()
    fresh = Model().doubt_table()
    assert plain[0][12] < 0.1 < 0.3 < fresh[0][12]  # 65 opening a round: believed
    assert plain[0][18] > 0.9 > 0.6 > fresh[0][18]  # double 6 opening a round: doubted
    # a pusher's announcements under a lifted cup: the truth, or a low roll pushed to 62
    caught = [(-1, 9, dice) for dice in (0, 2, 4)] + [(-1, d, d) for d in range(NUM_LADDER)]
    assert sum(Model(caught=caught).style_weights()[1 + len(STYLES) :]) > 0.8
