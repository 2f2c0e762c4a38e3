"""Goju Ichi's guided first game: two players, a fixed deck, Ken's moves scripted.

It teaches taking and discarding, what a hand is worth (worked out on the learner's own hand),
clearing the table from the second round, reading what the other player takes, a discard the
learner chooses, Ken clearing and calling Stop, clearing in the last round, and the stopper
losing a tie: Ken stops with 50 and the learner ties him with their last card.
"""

from __future__ import annotations

from collections.abc import Mapping

from goju51.core.cards import RANK_VALUES, RANKS, SUITS
from goju51.core.lesson import Lesson, Step
from goju51.games.japanese.cards import best_suit
from goju51.games.japanese.game import Game
from goju51.games.japanese.moves import Discard
from goju51.games.japanese.rules import Rules

LEARNER = 0
KEN = 1

HANDS = ("AH 8H 3H 5C 2D", "KS QS JS 8S 4C")
TABLE = "KH 9C 6D 7C 2S"
STOCK = "QH AS 4S JH 2C 9S 6C 4D 7D 3C 9H 5S 8D KC 2H"
"""The cards under the table, five at a time: turned up when the learner clears it in the
second round, when Ken clears it in the third and when the learner clears it in the last."""


def deck() -> list[str]:
    """The deck in dealing order: the hands one card at a time from the learner's seat (Ken
    deals), the table, then the stock, its first cards those that matter."""
    hands = [hand.split() for hand in HANDS]
    dealt = [hand[i] for i in range(5) for hand in hands]
    named = [*dealt, *TABLE.split(), *STOCK.split()]
    everything = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
    return named + [card for card in everything if card not in named]


def hand_worth(game: Game) -> Mapping[str, int]:
    """The learner's hand value, and the two parts it is made of: the best suit's points and
    the points of every other card."""
    hand = game.hand(LEARNER)
    suit = best_suit(hand)
    collected = sum(RANK_VALUES[card.rank] for card in hand if card.suit == suit)
    total = sum(RANK_VALUES[card.rank] for card in hand)
    return {
        "value": collected - (total - collected),
        "suit": collected,
        "others": total - collected,
    }


def learner_value(game: Game) -> Mapping[str, int]:
    return {"value": game.values()[LEARNER]}


def plain_discard(move: object) -> bool:
    """A discard without Stop: the lesson goes on to Ken's Stop."""
    return isinstance(move, Discard) and not move.stop


def final_values(game: Game) -> Mapping[str, int]:
    values = game.values()
    return {"you": values[LEARNER], "ken": values[KEN]}


LESSON = Lesson(
    game="japanese",
    start=Game.new(2, Rules(), deck=deck(), dealer=KEN).to_json(),
    person=LEARNER,
    names=("", "Ken"),
    minutes=4,
    script=(
        Step("guide.japanese.goal"),
        Step("guide.japanese.worth", numbers=hand_worth),
        Step("guide.japanese.take", "take KH", target=("table_card", "KH")),
        Step("guide.japanese.discard", "discard 2D", target=("hand_card", "2D")),
        Step("guide.japanese.seen", numbers=learner_value),
        "take 2S",
        "discard 4C",
        Step("guide.japanese.clear", "clear", target=("button", "clear")),
        Step("guide.japanese.take_new", "take QH", target=("table_card", "QH")),
        Step("guide.japanese.discard_club", "discard 5C", target=("hand_card", "5C")),
        "take AS",
        "discard 2S",
        Step("guide.japanese.watch", numbers=learner_value),
        Step("guide.japanese.take_jack", "take JH", target=("table_card", "JH")),
        Step("guide.japanese.let_go", "discard 3H", free=True, choices=plain_discard),
        "clear",
        "take 9S",
        "discard 8S stop",
        Step("guide.japanese.stopped"),
        Step("guide.japanese.last_clear", "clear", target=("button", "clear")),
        Step("guide.japanese.last_take", "take 9H", target=("table_card", "9H")),
        Step("guide.japanese.last_discard", "discard 8H", free=True),
        Step("guide.japanese.end", numbers=final_values),
    ),
)
