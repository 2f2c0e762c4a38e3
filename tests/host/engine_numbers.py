"""What each lesson's steps state, worked out by hand from the rules for the scripted
position, with the engine's own way to get it: ``ENGINE_NUMBERS[game][step key]`` is
``(numbers, from_engine)`` where ``from_engine(game)`` asks the engine for them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

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


ENGINE_NUMBERS: dict[str, dict[str, tuple[Numbers, Callable[[Any], Numbers]]]] = {
    "japanese": {
        # AH 8H 3H 5C 2D, the rules' first worked example: hearts 22, the rest 7.
        "guide.japanese.worth": ({"value": 15, "suit": 22, "others": 7}, japanese_hand),
        # KH taken, 2D let go: AH KH 8H 3H 5C.
        "guide.japanese.seen": ({"value": 27}, japanese_value),
        # AH KH QH JH 8H against Ken's AS KS QS JS 8S: 49 each, and Ken stopped.
        "guide.japanese.end": ({"you": 49, "ken": 49}, japanese_end),
    },
}
