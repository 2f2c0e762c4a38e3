"""Every level plays legal, terminating hands for 2–5 players in every variant."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from goju51.games.chinese import (
    Call,
    Challenge,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Game,
    Match,
    Rules,
)
from goju51.games.chinese.ai import LEVELS, REFERENCE_LEVELS, fallback_move, hint, make_opponent
from goju51.games.chinese.ai.opponents import (
    LATE_STOCK,
    TUNED_CALL,
    Expert,
    LastTurns,
    challenge_odds,
    finish,
    hand_after,
    ints,
    suit_text,
)
from goju51.games.chinese.cards import value_of

from .conftest import cards, deck_for, play

VARIANTS = [
    Rules(),
    Rules(jokers=2, joker_free_wins_ties=True),
    Rules(min_call=42),
    Rules(bombs=True, jokers=2),
]


def play_hand(levels: list[str], rules: Rules, seed: int) -> Game:
    bots = [make_opponent(level, seed * 10 + i, time_budget=0.01) for i, level in enumerate(levels)]
    for bot in bots:
        if isinstance(bot, Expert):
            bot.max_rollouts = 12
    n = len(levels)
    game = Game.new(n, rules, seed=seed, starter=seed % n)
    moves = 0
    while not game.is_over:
        view = game.view(game.current_player)
        move, reason = bots[game.current_player].explain(view)
        assert move in view.legal_moves or game.check(move) is None, (levels, move)
        assert isinstance(reason, str) and reason
        game.apply(move)
        moves += 1
        assert moves < 3000
    return game


@pytest.mark.parametrize("level", LEVELS + REFERENCE_LEVELS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_level_plays_legal_hands(level: str, players: int) -> None:
    for i, rules in enumerate(VARIANTS):
        rng = random.Random(players * 100 + i)
        others = [rng.choice(LEVELS[:3]) for _ in range(players - 1)]
        game = play_hand([level, *others], rules, seed=players * 10 + i)
        assert len(game.scores()) == players


def test_opponents_are_seeded_and_named() -> None:
    game = Game.new(4, seed=5)
    view = game.view(game.current_player)
    for level in LEVELS + REFERENCE_LEVELS:
        level = "searcher=50" if level == "searcher" else level  # a replay ends by its count
        first = make_opponent(level, seed=3)
        second = make_opponent(level, seed=3)
        assert first.name == second.name and 0.6 <= first.pace <= 1.5
        assert first.choose(view) == second.choose(view)
    assert make_opponent("expert").time_budget == 0.4
    with pytest.raises(ValueError):
        make_opponent("grandmaster")
    with pytest.raises(ValueError):
        make_opponent("easy").choose(game.view((game.current_player + 1) % 4))


def test_fallback_and_hint_are_legal() -> None:
    rng = random.Random(2)
    for seed in range(20):
        game = Game.new(2 + seed % 4, Rules(jokers=2, bombs=True), seed=seed)
        while not game.is_over:
            view = game.view(game.current_player)
            move = fallback_move(view)
            assert move in view.legal_moves
            game.apply(move if rng.random() < 0.5 else rng.choice(view.legal_moves))
    game = Game.new(3, seed=1)
    game.apply(game.legal_moves[0])
    view = game.view(game.current_player)
    move, reason = hint(view, seed=1)
    assert move in view.legal_moves and reason


def test_levels_play_differently() -> None:
    """On the same positions the levels do not all choose alike."""
    choices: dict[str, list[str]] = {level: [] for level in LEVELS[:4]}
    for seed in range(30):
        game = Game.new(4, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 12)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_moves))
        if game.is_over:
            continue
        view = game.view(game.current_player)
        for level in choices:
            choices[level].append(str(make_opponent(level, seed=seed).choose(view)))
    seqs = list(choices.values())
    assert all(a != b for i, a in enumerate(seqs) for b in seqs[i + 1 :])


@pytest.mark.parametrize("rules", [*VARIANTS, Rules(min_call=47)])
def test_the_expert_rollouts_play_only_legal_moves(rules: Rules) -> None:
    for seed in range(60):
        game = Game.new(2 + seed % 4, rules, seed=seed)
        replay = game.copy()
        finish(game, random.Random(seed))
        for _seat, move in game.history:
            replay.apply(move)
        assert replay.to_json() == game.to_json()


def match_hand(hands: list[str], totals: list[int]) -> Game:
    """A hand of a match whose score sheet stands at ``totals``, dealt these ``hands``."""
    match = Match(len(hands))
    match.totals = list(totals)
    return match.new_hand(deck=deck_for(hands))


def test_the_tuned_reference_takes_a_threshold_for_sweeps() -> None:
    view = Game.new(3, seed=1).view(0)
    late = replace(view, stock_count=LATE_STOCK)
    assert make_opponent("tuned=30").threshold(view) == 30
    assert make_opponent("tuned=30").threshold(late) == 30
    assert make_opponent("tuned=48/44").threshold(view) == 48
    assert make_opponent("tuned=48/44").threshold(late) == 44
    assert make_opponent("tuned=30").threshold(Game.new(3, Rules(min_call=42)).view(0)) == 42
    for bad in ("easy=30", "tuned=48/", "tuned=a/44"):
        with pytest.raises(ValueError):
            make_opponent(bad)


def test_the_tuned_threshold_follows_the_table_and_the_stock() -> None:
    """The reference calls by table size and stock left (``TUNED_CALL``), never below the
    minimum call."""
    view = Game.new(4, seed=1).view(0)
    early, late = TUNED_CALL[4]
    assert make_opponent("tuned").threshold(view) == early
    assert make_opponent("tuned").threshold(replace(view, stock_count=LATE_STOCK)) == late
    assert make_opponent("tuned").threshold(replace(view, stock_count=LATE_STOCK + 1)) == early
    strict = Game.new(2, Rules(min_call=42), seed=1).view(0)
    assert make_opponent("tuned").threshold(strict) == 42


def test_hard_challenges_by_what_it_expects_to_win() -> None:
    """Seat 2 calls; seat 1 answers first. A 51-short 50 beats nearly every callable hand;
    a 21 beats almost none and would give its own points away."""
    strong = Game.new(3, deck=deck_for(["2S 3S 4S 5S 6S 7H", "AD KD QD JD 9D", "AC KC QC 9C 4C"]))
    weak = Game.new(3, deck=deck_for(["2S 3S 4S 5S 6S 7H", "2D 3D 4D 5D 7D", "AC KC QC 9C 4C"]))
    for game, answer in ((strong, Challenge()), (weak, Decline())):
        play(game, "discard 7H", "call")
        assert game.current_player == 1
        assert make_opponent("hard", seed=1).choose(game.view(1)) == answer


def test_the_expert_calls_to_end_the_match_on_top() -> None:
    """At 480 of 500 a one-suit 30 ends the match: the expert calls it, though at a table of
    three it would wait for a better hand in an ordinary one (and the hard level waits)."""
    hands = ["2S 3S 4S 5S 6S 7D", "AC 2D 4C 6D 8S", "9H 8H 6H 4H 3H"]
    closing = match_hand(hands, [100, 100, 480])
    play(closing, "discard 7D")
    move, reason = make_opponent("expert", seed=1, time_budget=0.02).explain(closing.view(2))
    assert move == Call() and "end the match" in reason
    assert make_opponent("hard", seed=1).choose(closing.view(2)) != Call()
    early = match_hand(hands, [100, 100, 20])
    play(early, "discard 7D")
    assert make_opponent("expert", seed=1, time_budget=0.02).choose(early.view(2)) != Call()


def test_the_expert_challenges_a_call_that_would_end_the_match() -> None:
    """A 44 against a caller who holds 44 or more wins only the ties, so the hard level
    passes; when the call would win the caller the match, the expert challenges."""
    hands = ["2S 3S 4S 5S 6S 7H", "AD KD QD JD 3D", "AC KC QC 9C 4C"]
    for totals, answer in (([100, 100, 470], Challenge()), ([100, 100, 100], Decline())):
        game = match_hand(hands, totals)
        play(game, "discard 7H", "call")
        assert make_opponent("hard", seed=2).choose(game.view(1)) == Decline()
        assert make_opponent("expert", seed=2, time_budget=0.02).choose(game.view(1)) == answer


def test_an_earlier_challenger_lowers_the_chance_to_win_a_challenge() -> None:
    """Seat 3 calls; seat 2 answers first, then seat 1. Seat 1's 47 beats most callers alone,
    but after seat 2 has challenged it must beat seat 2's hand too (and the last tied
    challenger wins a tie, so it keeps those)."""
    hands = ["2S 3S 4S 5S 6S 7H", "AD KD QD JD 6D", "3C 5C 7C 9C JC", "AH KH QH 8H 4H"]
    odds = {}
    for answer in ("challenge", "decline"):
        game = Game.new(4, deck=deck_for(hands))
        play(game, "discard 7H", "call", answer)
        assert game.current_player == 1
        odds[answer] = challenge_odds(game.view(1), 3, 47, random.Random(3), 400)
    alone, after_challenger = odds["decline"][0], odds["challenge"][0]
    assert after_challenger < alone - 0.05


def test_a_pass_says_what_an_opponent_did_not_hold() -> None:
    """Seat 2 drew and threw the 8 of hearts without calling. Heads-up any one-suit hand is
    called at once, so a guess that it held five hearts when its turn began contradicts the
    pass; at a table of three, early in the hand, only a 51 does; a mixed hand never."""
    strong = [card.index for card in cards("AH KH QH JH 9H")]
    fifty_one = [card.index for card in cards("AH KH QH JH 10H")]
    mixed = [card.index for card in cards("AH KC QS JD 9H")]
    rng = random.Random(5)
    for hands, seat, watcher in (
        (["2S 3S 4S 5S 6S 7D", "3C 5C 7C 9C JC"], 1, 0),
        (["2S 3S 4S 5S 6S 7D", "AD KD QD JD 6D", "3C 5C 7C 9C JC"], 2, 1),
    ):
        game = Game.new(len(hands), deck=deck_for(hands, stock="8H"))
        play(game, "discard 7D", "draw", "discard 8H")
        evidence = LastTurns(game.view(watcher))
        contradicted = [evidence.passed_up(seat, strong, rng) for _ in range(60)]
        assert sum(contradicted) > 40 if len(hands) == 2 else not any(contradicted)
        assert sum(evidence.passed_up(seat, fifty_one, rng) for _ in range(60)) > 5
        assert not any(evidence.passed_up(seat, mixed, rng) for _ in range(60))
        assert not evidence.passed_up(0, mixed, rng)  # the opening discard is no pass


def test_heads_up_the_expert_holds_a_high_hand_to_challenge_the_other_call() -> None:
    """Heads-up the expert searches a call against playing on. At the first turn a 50 is
    worth more held: the other's call (any one-suit hand) is then challenged and its points
    won too. A 21 is called at once. The hard level calls both."""
    for hand, held in (("AD KD QD JD 9D", True), ("2D 3D 4D 5D 7D", False)):
        game = Game.new(2, deck=deck_for(["2S 3S 4S 5S 6S 7H", hand]))
        play(game, "discard 7H")
        view = game.view(1)
        assert make_opponent("hard", seed=1).choose(view) == Call()
        choices = []
        for seed in range(3):
            expert = make_opponent("expert", seed=seed, time_budget=60.0)
            expert.max_rollouts = 2000
            choices.append(expert.choose(view) != Call())
        assert sum(choices) >= 2 if held else not any(choices)


def test_the_hint_gives_a_true_reason() -> None:
    """The coach's hint is the expert's move, and its reason says what the move does: the
    value before and after an exchange, the card discarded and the suit kept, the value
    called or challenged with, the move the search preferred. (Fewer rollouts than in play,
    for speed: the reasons are worded the same.)"""
    assert LEVELS[-1] == "expert"  # ``hint`` asks the strongest level
    exchanged = re.compile(r"exchanges for (\w+): (\d+) → (\d+)")
    searched = re.compile(r"(.+): [+-]\d+\.\d points over the plain choice")
    valued = re.compile(r"(?:calls|challenges with):? (\d+)")
    kinds: set[str] = set()
    for seed in range(6):
        game = Game.new(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        expert = make_opponent("expert", seed)
        assert isinstance(expert, Expert)
        expert.max_rollouts = 60
        while not game.is_over:
            view = game.view(game.current_player)
            move, reason = expert.explain(view)
            hand, table = ints(view.hand), ints(view.table)
            if match := searched.match(reason):
                kinds.add("searched")
                assert match[1] == str(move), reason
            elif match := exchanged.match(reason):
                kinds.add("exchange")
                after = hand_after(hand, table, move)
                assert isinstance(move, ExchangeAll | ExchangeOne) and after is not None, reason
                assert int(match[2]) == view.value == value_of(hand), reason
                assert int(match[3]) == value_of(after) and match[1] == suit_text(after), reason
            elif reason.startswith("draws for "):
                kinds.add("draw")
                assert isinstance(move, Draw), reason
            elif reason.startswith("discards "):
                kinds.add("discard")
                assert isinstance(move, Discard) and reason.startswith(f"discards {move.card},")
                assert reason.endswith(f"keeps {suit_text(hand_after(hand, table, move) or [])}")
            elif reason.startswith("declares"):
                assert isinstance(move, Discard) and move.declare, reason
            elif view.phase == "challenge":
                kinds.add("answer")
                challenges = "beats the caller in " in reason and " only " not in reason
                assert (move == Challenge()) == challenges or "must stop" in reason, reason
            else:
                kinds.add("call")
                assert move == Call() and reason.startswith("calls"), reason
            if match := valued.match(reason):
                assert int(match[1]) == view.value, reason
            game.apply(move if rng.random() < 0.7 else rng.choice(view.legal_moves))
    assert {"searched", "exchange", "draw", "discard", "answer", "call"} <= kinds
