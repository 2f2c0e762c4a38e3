"""Every ruling and worked example of shared/rules/dice51.md, with fixed dice."""

from __future__ import annotations

import random

import pytest

from goju51.games.dice import (
    LADDER,
    AnnouncedFiftyOne,
    Announcement,
    DirectionReversed,
    Game,
    GameOver,
    IllegalMove,
    Penalty,
    PlayerOut,
    Result,
    Rolled,
    RollOff,
    Rules,
    Special,
    StackedDice,
    parse_move,
)
from goju51.games.dice.events import HIT_BY_51, MISSED_51, STACKED
from goju51.games.dice.moves import (
    ACCEPT,
    ANNOUNCE_51,
    ANNOUNCES,
    BELIEVE,
    DOUBLE_OR_QUITS,
    DOUBT,
    ROLL,
    TARGETS,
)
from tests.games.dice.helpers import A, B, C, D, game_at, play


def penalties(events: list) -> list[tuple[int, int]]:
    return [(e.player, e.points) for e in events if isinstance(e, Penalty)]


# ------------------------------------------------------------------------- worked examples


def test_example_doubt_of_a_higher_result_is_wrong():
    """A announces 54 to B; B doubts; the dice show 61: B takes 1 point and begins."""
    game = game_at(dice=[6, 1])
    events = play(game, "roll", "announce 54", "doubt")
    assert penalties(events) == [(B, 1)]
    assert game.points == (0, 1, 0, 0)
    assert (game.phase, game.current_player) == ("roll", B)


def test_example_a_lie_costs_the_announcer():
    """A announces 64 to B; B doubts; the dice show 53: A takes 1 point and begins."""
    game = game_at(dice=[3, 5])
    events = play(game, "roll", "announce 64", "doubt")
    assert penalties(events) == [(A, 1)]
    assert (game.phase, game.current_player) == ("roll", A)


def test_example_equal_is_not_a_lie():
    """A announces 63; B doubts; the dice show 63: B takes 1 point and begins."""
    game = game_at(dice=[6, 3])
    events = play(game, "roll", "announce 63", "doubt")
    assert penalties(events) == [(B, 1)]
    assert game.current_player == B


def test_example_believer_lies_with_double_1():
    """B believed A's 43, rolled 32, announces double 1 to C; C doubts: B takes 1."""
    game = game_at(dice=[4, 3, 2, 3])
    play(game, "roll", "announce 43", "believe", "roll")
    assert game.view(B).dice == Result(3, 2)
    events = play(game, "announce double 1", "doubt")
    assert penalties(events) == [(B, 1)]
    assert game.current_player == B


def test_example_21_clockwise():
    """C rolls 21 while play goes clockwise: C gives 1 point to any other player still in; play
    now goes anticlockwise."""
    game = game_at(first=C, dice=[1, 2])
    events = play(game, "roll")
    assert Special(C, Result(2, 1)) in events
    assert DirectionReversed(-1) in events
    assert game.direction == -1
    assert (game.phase, game.current_player) == ("target", C)
    assert game.legal_moves == [TARGETS[A], TARGETS[B], TARGETS[D]]
    events = play(game, "target 0")
    assert penalties(events) == [(A, 1)]
    assert (game.phase, game.current_player, game.direction) == ("roll", A, -1)


def test_example_double_or_quits_missed():
    """D rolls 51, targets A; A goes double or quits and rolls 64: A takes 8 and begins."""
    game = game_at(first=D, dice=[5, 1, 6, 4])
    play(game, "roll", "target 0")
    assert (game.phase, game.current_player, game.stake, game.attacker) == ("face", A, 4, D)
    events = play(game, "double or quits")
    assert penalties(events) == [(A, 8)]
    assert game.points == (8, 0, 0, 0)
    assert (game.phase, game.current_player) == ("roll", A)


def test_example_double_or_quits_hit_then_accept():
    """D rolls 51, targets A; A goes double or quits and rolls 51: D faces 8; D accepts."""
    game = game_at(first=D, dice=[5, 1, 1, 5])
    play(game, "roll", "target 0", "double or quits")
    assert (game.phase, game.current_player, game.stake, game.attacker) == ("face", D, 8, A)
    events = play(game, "accept")
    assert penalties(events) == [(D, 8)]
    assert (game.phase, game.current_player) == ("roll", D)


def test_example_chain_to_16_puts_a_out():
    """... D goes double or quits and rolls 51 too; A accepts: A takes 16, is out, and D, the
    next player still in after A in the reversed direction, begins."""
    game = game_at(first=D, dice=[5, 1, 5, 1, 1, 5])
    play(game, "roll", "target 0", "double or quits", "double or quits")
    assert (game.current_player, game.stake, game.attacker) == (A, 16, D)
    events = play(game, "accept")
    assert penalties(events) == [(A, 16)]
    assert PlayerOut(A, 16) in events
    assert game.points == (16, 0, 0, 0)
    assert game.out == {A}
    assert game.direction == -1
    assert (game.phase, game.current_player) == ("roll", D)


def test_example_announced_51_hits_four_players():
    """A announces 51 and rolls 51: B, C and D take 4 each; A begins; the direction reverses."""
    game = game_at(dice=[1, 5])
    events = play(game, "announce 51")
    assert AnnouncedFiftyOne(A, Result(5, 1), True) in events
    assert penalties(events) == [(B, 4), (C, 4), (D, 4)]
    assert {e.reason for e in events if isinstance(e, Penalty)} == {HIT_BY_51}
    assert (game.current_player, game.direction) == (A, -1)


def test_example_announced_51_skips_players_out():
    """C is out; D announces 51 and rolls 51: A and B take 4 each; C takes none."""
    game = game_at(first=D, dice=[5, 1], points=[0, 0, 12, 0])
    assert game.out == {C}
    events = play(game, "announce 51")
    assert penalties(events) == [(A, 4), (B, 4)]
    assert game.points == (4, 4, 12, 0)


def test_example_announced_51_missed_with_21():
    """B believes A's 62, announces 51 and rolls 21: B takes 4 and begins; nobody takes a point
    for the 21; the direction stays."""
    game = game_at(dice=[6, 2, 2, 1])
    play(game, "roll", "announce 62", "believe")
    events = play(game, "announce 51")
    assert penalties(events) == [(B, 4)]
    assert events[0] == AnnouncedFiftyOne(B, Result(2, 1), False)
    assert not any(isinstance(e, (DirectionReversed, Special)) for e in events)
    assert (game.current_player, game.direction, game.phase) == (B, 1, "roll")


def test_example_three_players_doubter_out():
    """Three players, clockwise; B doubts A's true 31 and reaches the limit: B is out; C, the
    next player still in after B, begins."""
    game = game_at(players=3, dice=[1, 3], points=[0, 11, 0])
    events = play(game, "roll", "announce 31", "doubt")
    assert PlayerOut(B, 12) in events
    assert (game.current_player, game.phase) == (C, "roll")


def test_example_stacked_both_out():
    """Stacked dice with two players left on 10 and 11, limit 12: both out; the one on 12 wins."""
    game = game_at(players=2, points=[10, 11], stacked_chance=1.0)
    events = play(game, "roll")
    assert events[0] == StackedDice(A)
    assert game.points == (12, 13)
    assert game.is_over and game.winners() == {A}
    assert events[-1] == GameOver((12, 13), (A,))


def test_example_first_out_shared_win():
    """end="first_out", three players, limit 4: A rolls 51, targets B; B accepts: the game
    ends; A and C, on 0, share the win."""
    game = game_at(players=3, dice=[5, 1], limit=4, end="first_out")
    play(game, "roll", "target 1", "accept")
    assert game.is_over
    assert game.winners() == {A, C}
    outcome = game.outcome()
    assert outcome is not None and outcome.scores == (0, 4, 0) and outcome.winners == {A, C}


def test_example_roll_off():
    """Four players, dice 3 6 2 6 5 4 1 6: seats 1 and 3 tie on 6 and roll again (5 and 4):
    seat 1 begins; its first roll uses the faces 1 and 6: a 61."""
    game = Game.new(4, dice=[3, 6, 2, 6, 5, 4, 1, 6])
    assert game.opening_events()[0] == RollOff(
        (((0, 3), (1, 6), (2, 2), (3, 6)), ((1, 5), (3, 4))), 1
    )
    assert game.current_player == 1
    events = game.apply(ROLL)
    assert events == [Rolled(1, Result(6, 1), True)]


def test_example_first_given_no_roll_off():
    """A game with ``first`` given and dice 5 2 ...: no roll-off: the first roll shows 52."""
    game = Game.new(4, dice=[5, 2], first=2)
    assert not any(isinstance(e, RollOff) for e in game.opening_events())
    game.apply(ROLL)
    assert game.cup == (Result(5, 2), 2)
    assert game.faces_left == ()


# -------------------------------------------------------------------------------- results


def test_ladder_order_and_doubles_beat_65():
    assert [str(r) for r in LADDER] == [
        "31", "32", "41", "42", "43", "52", "53", "54", "61", "62", "63", "64", "65",
        *(f"double {d}" for d in range(1, 7)),
    ]  # fmt: skip
    assert LADDER.index(Result(1, 1)) > LADDER.index(Result(6, 5))
    assert all(not r.is_special for r in LADDER)


@pytest.mark.parametrize("text", ["65", "52", "31", "double 3", "double 6", "21", "51"])
def test_result_text_round_trips(text):
    assert str(Result.parse(text)) == text
    assert Result.parse(f"  {text.upper()} ") == Result.parse(text)


@pytest.mark.parametrize("text", ["35", "15", "44", "double 7", "double 0", "11", "", "6 5", "x"])
def test_result_wrong_forms_are_not_results(text):
    with pytest.raises(ValueError):
        Result.parse(text)


def test_result_values():
    assert Result.of(2, 5) == Result.of(5, 2) == Result(5, 2)
    with pytest.raises(ValueError):
        Result(2, 5)
    with pytest.raises(ValueError):
        Result(7, 1)
    assert Result(5, 1).is_special and Result(2, 1).is_special
    assert Result(5, 1).rank is None and Result(3, 1).rank == 0 and Result(6, 6).rank == 18


def test_chances():
    from goju51.games.dice.results import CHANCE_36, CODE_21, CODE_51

    counts = [0] * 21
    for a in range(1, 7):
        for b in range(1, 7):
            counts[Result.of(a, b).code] += 1
    assert counts == list(CHANCE_36)
    assert counts[CODE_21] == counts[CODE_51] == 2


# -------------------------------------------------------------------------- players, start


def test_next_player_skips_players_out_both_directions():
    game = game_at(players=5, first=A, dice=[6, 1], points=[0, 12, 12, 0, 0])
    play(game, "roll", "announce 31")
    assert game.current_player == D
    back = game_at(players=5, first=D, dice=[6, 1], points=[0, 0, 12, 0, 0], direction=-1)
    play(back, "roll", "announce 31")
    assert back.current_player == B


def test_direction_minus_one_next_is_s_minus_one():
    game = Game.new(4, dice=[6, 1], first=A, direction=-1)
    play(game, "roll", "announce 31")
    assert game.current_player == D


def test_roll_off_in_seat_order_whatever_the_direction():
    game = Game.new(3, dice=[4, 6, 6, 2, 2, 5, 3], direction=-1)
    (first, second, third), winner = game.roll_off, game.first_player
    assert first == ((0, 4), (1, 6), (2, 6))
    assert second == ((1, 2), (2, 2))
    assert third == ((1, 5), (2, 3))
    assert winner == 1 == game.current_player
    assert game.faces_left == ()


def test_first_given_rolls_no_die_for_the_start():
    game = Game.new(3, seed=5, first=1)
    assert game.roll_off == ()
    plain = Game.new(3, seed=5, first=1)
    assert plain.to_json() == game.to_json()


def test_new_game_settings_are_checked():
    for bad in (dict(players=1), dict(players=9), dict(players=True)):
        with pytest.raises(ValueError):
            Game.new(**bad)
    with pytest.raises(ValueError):
        Game.new(3, first=3)
    with pytest.raises(ValueError):
        Game.new(3, direction=2)
    with pytest.raises(ValueError):
        Game.new(3, dice=[0, 7])
    with pytest.raises(ValueError):
        Game.new(3, dice="12")


# ------------------------------------------------------------------------------- a round


def test_first_announcement_any_of_19_later_equal_or_higher():
    game = game_at(dice=[3, 1, 4, 1])
    play(game, "roll")
    assert game.legal_moves == list(ANNOUNCES)
    play(game, "announce 53", "believe", "roll")
    assert game.legal_moves == list(ANNOUNCES[LADDER.index(Result(5, 3)) :])
    error = game.check(parse_move("announce 52"))
    assert error is not None and error.code == "announcement_too_low"
    assert game.check(parse_move("announce 53")) is None


def test_announcement_need_not_match_the_dice():
    game = game_at(dice=[6, 6])
    play(game, "roll")
    events = play(game, "announce 31", "doubt")  # below the dice: a true announcement
    assert penalties(events) == [(B, 1)]


def test_believer_rolls_and_the_first_dice_are_never_shown():
    game = game_at(dice=[6, 6, 3, 1])
    play(game, "roll", "announce 65", "believe", "roll")
    assert game.view(A).dice is None or game.cup == (Result(3, 1), B)
    assert game.view(B).dice == Result(3, 1)
    events = play(game, "announce 65", "doubt")
    assert penalties(events) == [(B, 1)]
    assert [str(r) for _, r in game.view(C).shown] == ["31"]


def test_announcements_start_again_after_a_point():
    game = game_at(dice=[6, 6, 3, 1])
    play(game, "roll", "announce double 6", "doubt")
    assert game.announcement is None
    play(game, "roll")
    assert len(game.legal_moves) == 19


def test_announcement_shows_the_standing_one_and_who():
    game = game_at(dice=[6, 6, 3, 1])
    assert game.announcement is None
    play(game, "roll")
    assert game.announcement is None
    play(game, "announce 42")
    assert game.announcement == Announcement(Result(4, 2), A)
    play(game, "believe")
    assert game.announcement == (Result(4, 2), A)


# -------------------------------------------------------------------------------- specials


def test_special_after_believing_lapses_the_announcement():
    game = game_at(dice=[6, 2, 5, 1])
    play(game, "roll", "announce 62", "believe")
    events = play(game, "roll")
    assert [e for e in events if isinstance(e, Rolled)] == [Rolled(B, Result(5, 1), False)]
    assert game.announcement is None and game.cup is None
    assert (game.phase, game.current_player, game.direction) == ("target", B, -1)
    assert [m.seat for m in game.legal_moves] == [A, C, D]
    assert [str(r) for _, r in game.view(C).shown] == ["51"]  # the 62 dice stay hidden


def test_special_targets_exclude_players_out_and_self():
    game = game_at(first=B, dice=[1, 2], points=[0, 0, 12, 0])
    play(game, "roll")
    assert game.legal_moves == [TARGETS[A], TARGETS[D]]
    assert game.check(TARGETS[B]).code == "target_self"
    assert game.check(TARGETS[C]).code == "target_out"
    assert game.check(TARGETS[7]).code == "no_such_seat"
    assert game.check(parse_move("target 9")).code == "no_such_seat"


def test_21_taker_begins_in_the_new_direction():
    game = game_at(first=B, dice=[2, 1, 4, 1])
    play(game, "roll", "target 3", "roll", "announce 31")
    assert game.current_player == C  # D's next anticlockwise


def test_announce_51_only_when_about_to_roll():
    game = game_at(dice=[6, 1, 5, 1])
    play(game, "roll")
    assert game.check(ANNOUNCE_51).code == "not_your_roll"
    play(game, "announce 61")
    assert game.check(ANNOUNCE_51).code == "not_your_roll"  # not a doubter
    play(game, "believe")
    assert ANNOUNCE_51 in game.legal_moves
    play(game, "roll", "target 0")  # B rolled 51, A faces
    assert game.legal_moves == [ACCEPT, DOUBLE_OR_QUITS]
    assert game.check(ANNOUNCE_51).code == "not_your_roll"


def test_announce_51_miss_costs_4_and_keeps_the_direction():
    game = game_at(dice=[6, 6])
    events = play(game, "announce 51")
    assert penalties(events) == [(A, 4)]
    assert {e.reason for e in events if isinstance(e, Penalty)} == {MISSED_51}
    assert (game.direction, game.current_player) == (1, A)


def test_announced_51_hit_reverses_and_the_announcer_begins():
    game = game_at(players=3, first=C, dice=[5, 1, 6, 1])
    play(game, "announce 51")
    assert game.direction == -1 and game.current_player == C
    play(game, "roll", "announce 61")
    assert game.current_player == B


def test_chain_21_is_a_plain_miss_and_nothing_reverses():
    game = game_at(first=D, dice=[5, 1, 2, 1])
    play(game, "roll", "target 1")
    assert game.direction == -1
    events = play(game, "double or quits")
    assert penalties(events) == [(B, 8)]
    assert not any(isinstance(e, (DirectionReversed, Special)) for e in events)
    assert game.direction == -1 and game.current_player == B


def test_chain_only_the_two_players_and_the_stake_doubles_without_cap():
    game = game_at(first=A, dice=[5, 1] * 6 + [3, 1], limit=1000)
    play(game, "roll", "target 2")
    stakes = []
    for _ in range(5):
        stakes.append((game.current_player, game.stake))
        play(game, "double or quits")
    stakes.append((game.current_player, game.stake))
    assert stakes == [(C, 4), (A, 8), (C, 16), (A, 32), (C, 64), (A, 128)]
    events = play(game, "double or quits")  # rolls 31
    assert penalties(events) == [(A, 256)]
    assert game.direction == -1


def test_announcement_lapses_while_target_and_face():
    game = game_at(dice=[4, 1, 1, 5])
    play(game, "roll", "announce 41", "believe", "roll")
    assert game.phase == "target" and game.announcement is None
    play(game, "target 3")
    assert game.phase == "face" and game.announcement is None


# ---------------------------------------------------------------------------- stacked dice


def _first_stacked_seed(chance: float, *, stacked: bool) -> int:
    for seed in range(1000):
        if (random.Random(seed).random() < chance) == stacked:
            return seed
    raise AssertionError


def test_stacked_draws_one_random_number_per_cup_roll():
    seed = _first_stacked_seed(0.5, stacked=True)
    game = Game.new(3, Rules(stacked_chance=0.5), seed=seed, dice=[6, 1], first=A)
    events = game.apply(ROLL)
    assert events[0] == StackedDice(A)
    assert penalties(events) == [(A, 2), (B, 2), (C, 2)]
    assert {e.reason for e in events if isinstance(e, Penalty)} == {STACKED}
    assert game.faces_left == (6, 1)  # a stacked roll takes no face
    assert (game.current_player, game.direction) == (A, 1)
    seed = _first_stacked_seed(0.5, stacked=False)
    game = Game.new(3, Rules(stacked_chance=0.5), seed=seed, dice=[6, 1], first=A)
    assert game.apply(ROLL) == [Rolled(A, Result(6, 1), True)]


def test_stacked_chance_follows_the_generator_sequence():
    chance = 0.4
    seed = 11
    draws = random.Random(seed)
    game = Game.new(2, Rules(stacked_chance=chance, limit=10**6), seed=seed, dice=[6, 1] * 50)
    for _ in range(40):
        stacked = draws.random() < chance
        events = game.apply(ROLL)
        assert isinstance(events[0], StackedDice) == stacked
        if not stacked:
            play(game, "announce 31", "doubt")


def test_stacked_never_on_other_rolls():
    game = Game.new(3, Rules(stacked_chance=1.0), seed=1, dice=[5, 1, 1, 5, 3, 1], first=A)
    assert game.roll_off == ()
    events = play(game, "announce 51")  # no stacked draw for an announce-51 roll
    assert penalties(events) == [(B, 4), (C, 4)]
    roll_off = Game.new(3, Rules(stacked_chance=1.0), seed=1, dice=[1, 2, 6])
    assert roll_off.current_player == C


def test_stacked_players_out_take_nothing_and_roller_out_passes_on():
    game = game_at(players=4, first=B, points=[0, 11, 12, 0], stacked_chance=1.0)
    events = play(game, "roll")
    assert penalties(events) == [(A, 2), (B, 2), (D, 2)]
    assert game.out == {B, C}
    assert game.current_player == D


def test_stacked_all_out_at_once_ties_shared():
    game = game_at(players=4, first=A, points=[11, 10, 11, 12], stacked_chance=1.0)
    play(game, "roll")
    assert game.is_over and game.winners() == {B}
    game = game_at(players=3, first=A, points=[10, 11, 10], stacked_chance=1.0)
    play(game, "roll")
    assert game.winners() == {A, C}


# --------------------------------------------------------------------------------- the end


def test_points_beyond_the_limit_are_kept():
    game = game_at(players=3, dice=[6, 6], points=[11, 0, 0])
    play(game, "announce 51")
    assert game.points == (15, 0, 0) and game.out == {A}
    assert game.current_player == B


def test_last_standing_ends_with_one_left():
    game = game_at(players=2, dice=[3, 1], points=[0, 11])
    events = play(game, "roll", "announce 31", "doubt")
    assert game.is_over and game.winners() == {A}
    assert game.phase == "over" and game.legal_moves == []
    assert isinstance(events[-1], GameOver)
    for move in (ROLL, ANNOUNCE_51, BELIEVE, DOUBT, ACCEPT, TARGETS[0]):
        error = game.check(move)
        assert error is not None and error.code == "game_over"
        with pytest.raises(IllegalMove):
            game.apply(move)


def test_first_out_counts_over_all_players():
    game = game_at(players=3, dice=[6, 6], points=[0, 3, 2], limit=4, end="first_out")
    play(game, "announce 51")  # A misses: 4, out
    assert game.is_over and game.winners() == {C}


def test_last_standing_goes_on_after_one_out():
    game = game_at(players=3, dice=[6, 6], limit=4)
    play(game, "announce 51")
    assert not game.is_over and game.out == {A} and game.current_player == B
    assert game.winners() == frozenset() and game.outcome() is None


def test_announce_51_hit_can_end_the_game_at_once():
    game = game_at(players=4, dice=[5, 1], limit=4)
    events = play(game, "announce 51")
    assert game.is_over and game.winners() == {A}
    assert [type(e).__name__ for e in events[-4:]] == [
        "PlayerOut",
        "PlayerOut",
        "PlayerOut",
        "GameOver",
    ]


# -------------------------------------------------------------------------------- illegal


def test_illegal_moves_have_codes_and_change_nothing():
    game = game_at(dice=[6, 1])
    saved = game.to_json()
    for move, code in [
        (DOUBT, "nothing_to_answer"),
        (BELIEVE, "nothing_to_answer"),
        (ANNOUNCES[0], "not_announcing"),
        (ACCEPT, "nothing_to_face"),
        (DOUBLE_OR_QUITS, "nothing_to_face"),
        (TARGETS[1], "no_target_now"),
        ("roll", "not_a_move"),
    ]:
        error = game.check(move)
        assert error is not None and error.code == code
        with pytest.raises(IllegalMove) as raised:
            game.apply(move)
        assert raised.value.code == code
        assert game.to_json() == saved
    play(game, "roll")
    assert game.check(ROLL).code == "not_your_roll"
    from goju51.games.dice import Announce

    assert game.check(Announce(Result(5, 1))).code == "special_not_announced"
    assert game.check(Announce("65")).code == "not_a_result"  # type: ignore[arg-type]


def test_no_stacked_draw_for_double_or_quits_or_announced_51():
    """Draws: r1 ≥ ½ (the 51 is rolled), r2 < ½ (stacked), r3 ≥ ½. Had the double-or-quits
    roll or the announced 51 drawn, the stacked roll would come one roll later."""
    chance = 0.5
    seed = next(
        s for s in range(10_000) if [r < chance for r in _draws(s, 3)] == [False, True, False]
    )
    game = Game.new(3, Rules(stacked_chance=chance), seed=seed, dice=[5, 1, 3, 1, 6, 6], first=A)
    play(game, "roll", "target 1", "double or quits")  # B misses: 8 points, B begins
    assert game.current_player == B
    events = play(game, "announce 51")  # misses: no draw either
    assert penalties(events) == [(B, 4)]
    events = play(game, "roll")
    assert isinstance(events[0], StackedDice)


def _draws(seed: int, count: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.random() for _ in range(count)]


def test_faces_that_run_out_come_from_the_generator():
    game = Game.new(2, seed=7, dice=[6], first=A)
    same = Game.new(2, seed=7, dice=[6], first=A)
    play(game, "roll")
    play(same, "roll")
    assert game.faces_left == () and game.cup == same.cup
    assert game.cup is not None and game.cup[0].high == 6  # a 6 makes no special
