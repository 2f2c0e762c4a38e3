"""Chinese 51's guided first game: the learner starts a hand against Ann and Bo, a fixed
deck, their moves scripted.

It teaches the starter's opening discard, exchanging all, exchanging one when five cards are
up, drawing and discarding, why nobody calls on the turn they drew (the learner's spades are
complete then, and Bo calls first), a call and its challenges (顶): the learner's 48 wins one,
Ann's 40 loses hers. The score sheet of the match to 500 comes up after that hand; in the next
one, Ann's start, the learner draws the 10♠ to A K Q J of spades and declares the 51.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goju51.core.cards import RANKS, SUITS
from goju51.core.lesson import Lesson, Step
from goju51.games.chinese.game import Game
from goju51.games.chinese.match import Match
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
SECOND_HANDS = {
    LEARNER: "AS KS QS JS 4H",
    ANN: "9C 7C 5D 3H 8D 2S",
    BO: "KD 9D 6H 4C 3S",
}
SECOND_STOCK = "8H TS"
"""The second hand, Ann's start: Ann opens, Bo draws the 8♥ and lets it go, the learner draws
the 10♠."""


def deck(hands: Mapping[int, str] = HANDS, stock: str = STOCK, starter: int = LEARNER) -> list[str]:
    """Card i goes to seat (starter − i) mod 3: the starter, then to their right (the learner,
    Ann, Bo in turn with the learner starting), the starter's sixth last; then the stock in
    drawing order."""
    cards = {seat: named.split() for seat, named in hands.items()}
    dealt = [cards[(starter - i) % 3][i // 3] for i in range(16)]
    named = [*dealt, *stock.split()]
    everything = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
    return named + [card for card in everything if card not in named]


class LessonMatch(Match):
    """The lesson's match to 500: its first hand the learner's start, its second, Ann's, a
    fixed deck too."""

    def __init__(self) -> None:
        super().__init__(3, Rules(), starter=LEARNER)

    def new_game(self) -> Game:
        return self.new_hand(deck=deck(SECOND_HANDS, SECOND_STOCK, self.starter))


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


def totals(game: Game) -> Mapping[str, int]:
    """The score sheet's totals once ``game``, just over, is counted, and the target."""
    before = game.match_totals or (0,) * game.num_players
    after = [total + score for total, score in zip(before, game.scores(), strict=True)]
    return {"you": after[LEARNER], "bo": after[BO], "ann": after[ANN], "target": game.rules.target}


def declared(game: Game) -> Mapping[str, int]:
    """What the learner's declared 51 scored, and the score sheet after it."""
    return {"declared": game.scores()[LEARNER], **totals(game)}


LESSON = Lesson(
    game="chinese",
    start=LessonMatch().new_hand(deck=deck()).to_json(),
    person=LEARNER,
    names=("", "Bo", "Ann"),
    minutes=4,
    match=LessonMatch,
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
        Step("guide.chinese.sheet", numbers=totals, next_game=True),
        Step("guide.chinese.second"),
        "discard 2S",
        "draw",
        "discard 8H",
        Step("guide.chinese.draw_ten", "draw", target=("button", "draw")),
        Step("guide.chinese.declare", "discard 4H declare", target=("declare", "4H")),
        Step("guide.chinese.match", numbers=declared),
    ),
)
