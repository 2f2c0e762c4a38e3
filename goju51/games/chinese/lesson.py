"""Chinese 51's guided first game: the learner starts a hand against Ann and Bo, a fixed
deck, their moves scripted.

It teaches the starter's opening discard, exchanging all, exchanging one when five cards are
up, drawing and discarding, why nobody calls on the turn they drew (the learner's spades are
complete then, and Bo calls first), a call and its challenges (顶): the learner's 48 wins one,
Ann's 40 loses hers. Declaring a 51, the score sheet and the match to 500 close the lesson.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goju51.core.cards import RANKS, SUITS
from goju51.core.lesson import Lesson, Step
from goju51.games.chinese.cards import Card, special_of
from goju51.games.chinese.game import Game
from goju51.games.chinese.moves import ExchangeAll
from goju51.games.chinese.rules import Rules

LEARNER = 0
BO = 1
ANN = 2
"""Play goes to the right (seat − 1): the learner, then Ann, then Bo."""

HANDS = {
    LEARNER: "AS KS 3H 8C 6D 2D",
    ANN: "KD QD 9D JS 2C",
    BO: "KH QH JH 5C TC",
}
STOCK = "5D 9H QS 4C 7S 7C"
"""The first cards drawn: Ann's 5♦, Bo's 9♥, Ann's Q♠, Bo's 4♣, the learner's 7♠, Ann's 7♣."""
FIFTY_ONE = "AS KS QS JS TS"


def deck() -> list[str]:
    """Card i goes to seat (starter − i) mod 3 with the learner starting: the learner, Ann,
    Bo in turn, the learner's sixth last; then the stock in drawing order."""
    hands = {seat: cards.split() for seat, cards in HANDS.items()}
    dealt = [hands[(LEARNER - i) % 3][i // 3] for i in range(16)]
    named = [*dealt, *STOCK.split()]
    everything = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
    return named + [card for card in everything if card not in named]


def same_cards(move: Any, taught: Any) -> bool:
    """An exchange of all is the same move whatever the order its cards are given in."""
    if isinstance(move, ExchangeAll) and isinstance(taught, ExchangeAll):
        return set(move.cards) == set(taught.cards) and move.declare == taught.declare
    return bool(move == taught)


def target(game: Game) -> Mapping[str, int]:
    return {"target": game.rules.target}


def learner_value(game: Game) -> Mapping[str, int]:
    return {"value": game.values()[LEARNER]}


def shown(game: Game) -> Mapping[str, int]:
    """The hands' values, and what each scores for the hand."""
    values, scores = game.values(), game.scores()
    return {
        "you": values[LEARNER],
        "bo": values[BO],
        "ann": values[ANN],
        "you_score": scores[LEARNER],
        "bo_score": scores[BO],
        "ann_score": scores[ANN],
    }


def declared(_game: Game) -> Mapping[str, int]:
    """What a declared 51 scores (A K Q J 10 of spades)."""
    return {"declared": special_of([Card.parse(c).index for c in FIFTY_ONE.split()], False)}


LESSON = Lesson(
    game="chinese",
    start=Game.new(3, Rules(), deck=deck(), starter=LEARNER).to_json(),
    person=LEARNER,
    names=("", "Bo", "Ann"),
    minutes=3,
    script=(
        Step("guide.chinese.goal", numbers=target),
        Step("guide.chinese.suit"),
        Step("guide.chinese.open", "discard 2D", target=("hand_card", "2D")),
        "draw",
        "discard JS",
        "draw",
        "discard 5C",
        Step(
            "guide.chinese.exchange_all",
            "exchange 3H 8C 6D",
            target=("hand_card", "3H 8C 6D"),
            same_move=same_cards,
        ),
        "draw",
        "discard QS",
        "draw",
        "discard 4C",
        Step("guide.chinese.exchange_one", "swap 2D QS", target=("table_card", "QS")),
        "swap 2C 6D",
        "swap TC 3H",
        Step("guide.chinese.draw", "draw", target=("button", "draw")),
        Step("guide.chinese.discard", "discard 5C", target=("hand_card", "5C")),
        Step("guide.chinese.no_call", numbers=learner_value),
        "draw",
        "discard 7C",
        "call",
        Step("guide.chinese.challenge", "challenge", free=True, target=("button", "challenge")),
        "challenge",
        Step("guide.chinese.shown", numbers=shown),
        Step("guide.chinese.declare", numbers=declared),
        Step("guide.chinese.match", numbers=target),
    ),
)
