"""What each lesson's steps state, worked out by hand from the rules for the scripted
position, with the engine's own way to get it: ``ENGINE_NUMBERS[game][step key]`` is
``(numbers, from_engine)`` where ``from_engine(game)`` asks the engine for them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from goju51.games.chinese import Card as ChineseCard
from goju51.games.chinese import Discard as ChineseDiscard
from goju51.games.chinese import Game as ChineseGame
from goju51.games.chinese import Match as ChineseMatch
from goju51.games.chinese import hand_value as chinese_value
from goju51.games.dice.results import CODE_51, FACES_CODE, NUM_LADDER
from goju51.games.japanese import best_suit, hand_value

Numbers = Mapping[str, int]


def japanese_hand(game: Any) -> Numbers:
    """The learner's value, and its suit's points as the engine values a one-suit hand."""
    hand = game.hand(0)
    suit = best_suit(hand)
    value = hand_value(hand)
    collected = hand_value(card for card in hand if card.suit == suit)
    return {"value": value, "suit": collected, "others": collected - value}


def japanese_value(game: Any) -> Numbers:
    return {"value": hand_value(game.hand(0))}


def japanese_end(game: Any) -> Numbers:
    outcome = game.outcome()
    return {"you": outcome.scores[0], "ken": outcome.scores[1]}


def rolls(wanted: Callable[[int], bool]) -> int:
    """How many of the 36 rolls of two dice give a result whose code is ``wanted``."""
    return sum(wanted(FACES_CODE[a * 7 + b]) for a in range(1, 7) for b in range(1, 7))


def dice_limit(game: Any) -> Numbers:
    return {"limit": game.rules.limit}


def dice_mia(game: Any) -> Numbers:
    return {"mia": game.points[1]}


def dice_at_least(game: Any) -> Numbers:
    low = game.announcement.result.code
    return {"chance": rolls(lambda code: low <= code < NUM_LADDER)}


def dice_51(_game: Any) -> Numbers:
    return {"chance": rolls(lambda code: code == CODE_51)}


def dice_end(game: Any) -> Numbers:
    return {"mia": game.outcome().scores[1], "limit": game.rules.limit}


def chinese_learner(game: Any) -> Numbers:
    return {"value": chinese_value(game.hand(0))}


def chinese_shown(game: Any) -> Numbers:
    outcome = game.outcome()
    values = [chinese_value(game.hand(seat)) for seat in range(3)]
    return {
        **dict(zip(("you", "bo", "ann"), values, strict=True)),
        **dict(zip(("you_score", "bo_score", "ann_score"), outcome.scores, strict=True)),
    }


def chinese_sheet(game: Any) -> Numbers:
    """The match's totals once the hand just over is recorded, from the sheet it was dealt
    with (``Match.record``), and the match's target."""
    match = ChineseMatch(game.num_players, game.rules)
    match.totals = list(game.match_totals)
    match.record(game.copy())
    return {**dict(zip(("you", "bo", "ann"), match.totals, strict=True)), "target": match.target}


def chinese_declared(game: Any) -> Numbers:
    """What a 51 declared by a two-player hand's starter with its opening discard scores (the
    same in any hand), and the sheet after the learner's."""
    deck = ["AS", "2H", "KS", "3H", "QS", "4H", "JS", "5H", "TS", "6H", "7H"]
    rest = [f"{r}{s}" for s in "SHDC" for r in "AKQJT98765432" if f"{r}{s}" not in deck]
    other = ChineseGame.new(2, deck=deck + rest)
    other.apply(ChineseDiscard(ChineseCard.parse("7H"), declare=True))
    return {"declared": other.outcome().scores[0], **chinese_sheet(game)}


def chinese_target(game: Any) -> Numbers:
    return {"target": game.rules.target}


ENGINE_NUMBERS: dict[str, dict[str, tuple[Numbers, Callable[[Any], Numbers]]]] = {
    "japanese": {
        # AH 8H 3H 5C 2D, the rules' first worked example: hearts 22, the rest 7.
        "guide.japanese.worth": ({"value": 15, "suit": 22, "others": 7}, japanese_hand),
        # KH taken, 2D let go: AH KH 8H 3H 5C.
        "guide.japanese.seen": ({"value": 27}, japanese_value),
        # Q♥ taken after the clear, 5♣ let go: AH KH QH 8H 3H, 11 + 10 + 10 + 8 + 3.
        "guide.japanese.watch": ({"value": 42}, japanese_value),
        # AH KH QH JH 9H against Ken's AS KS QS JS 9S: 50 each, and Ken stopped.
        "guide.japanese.end": ({"you": 50, "ken": 50}, japanese_end),
    },
    "dice": {
        "guide.dice.goal": ({"limit": 12}, dice_limit),
        # Mia doubted the learner's double 6: not a lie, her first point.
        "guide.dice.doubted": ({"mia": 1}, dice_mia),
        # 64 or higher: 64 and 65 twice each, the six doubles once each.
        "guide.dice.doubt": ({"chance": 10}, dice_at_least),
        # Her 42 was below 64: a lie, her second point.
        "guide.dice.lied": ({"mia": 2}, dice_mia),
        # 53 or higher: seven results twice each, and the six doubles.
        "guide.dice.believe": ({"chance": 20}, dice_at_least),
        # 5 and 1, either way round.
        "guide.dice.announce_51": ({"chance": 2}, dice_51),
        "guide.dice.hit": ({"mia": 6}, dice_mia),
        # Her missed double or quits costs her twice the 51's 4 points: 6 + 8.
        "guide.dice.end": ({"mia": 14, "limit": 12}, dice_end),
    },
    "chinese": {
        "guide.chinese.goal": ({"target": 500}, chinese_target),
        # A K Q J 7 of spades: 11 + 10 + 10 + 10 + 7.
        "guide.chinese.no_call": ({"value": 48}, chinese_learner),
        # Bo calls K Q J 9 3 of hearts (42); the learner's 48 challenges and wins, Ann's
        # diamonds (40) challenge and lose: the learner scores 42 + 48 + 40.
        "guide.chinese.shown": (
            {"you": 48, "bo": 42, "ann": 40, "you_score": 130, "bo_score": 0, "ann_score": 0},
            chinese_shown,
        ),
        # The sheet after that hand: 130 for the learner, nothing for Bo and Ann.
        "guide.chinese.sheet": (
            {"you": 130, "bo": 0, "ann": 0, "target": 500},
            chinese_sheet,
        ),
        # The learner declares A K Q J 10 of spades: 102; Bo's and Ann's mixed hands score 0.
        "guide.chinese.match": (
            {"declared": 102, "you": 232, "bo": 0, "ann": 0, "target": 500},
            chinese_declared,
        ),
    },
}
