"""The dice game's guided first game: the learner against Mia, fixed dice, Mia's moves
scripted.

It teaches rolling under the cup and looking, the ladder (doubles above, 21 and 51 special),
announcing the truth and bluffing, believing and doubting (Mia doubts a true announcement, the
learner a lie), penalty points, announcing 51 and double or quits: Mia misses one and goes out.
"""

from __future__ import annotations

from collections.abc import Mapping

from goju51.core.lesson import Lesson, Step
from goju51.games.dice.game import Game
from goju51.games.dice.results import CHANCE_36, CODE_51, NUM_LADDER
from goju51.games.dice.rules import Rules

LEARNER = 0
MIA = 1

DICE = (6, 6, 4, 2, 5, 5, 3, 1, 2, 1, 5, 1, 1, 5, 4, 3)
"""The faces in the order rolled: the learner's double 6; Mia's 42 (she announces 64); Mia's
double 5, the learner's 31 after believing her, Mia's 21; the learner's announced 51, the
learner's 51 under the cup, and Mia's missed double or quits, 43."""


def limit(game: Game) -> Mapping[str, int]:
    return {"limit": game.rules.limit}


def mia_points(game: Game) -> Mapping[str, int]:
    return {"mia": game.points[MIA]}


def chance_at_least(game: Game) -> Mapping[str, int]:
    """In how many of the 36 rolls the dice reach the announcement standing."""
    announcement = game.announcement
    assert announcement is not None and announcement.result.rank is not None
    return {"chance": sum(CHANCE_36[announcement.result.rank : NUM_LADDER])}


def chance_of_51(_game: Game) -> Mapping[str, int]:
    return {"chance": CHANCE_36[CODE_51]}


def mia_out(game: Game) -> Mapping[str, int]:
    return {"mia": game.points[MIA], "limit": game.rules.limit}


LESSON = Lesson(
    game="dice",
    start=Game.new(2, Rules(), dice=DICE, first=LEARNER).to_json(),
    person=LEARNER,
    names=("", "Mia"),
    minutes=4,
    script=(
        Step("guide.dice.goal", numbers=limit),
        Step("guide.dice.ladder"),
        Step("guide.dice.roll", "roll", target=("button", "roll")),
        Step("guide.dice.announce", "announce 63", free=True, target=("button", "announce")),
        "doubt",
        Step("guide.dice.doubted", numbers=mia_points),
        "roll",
        "announce 64",
        Step("guide.dice.doubt", "doubt", target=("button", "doubt"), numbers=chance_at_least),
        Step("guide.dice.lied", numbers=mia_points),
        "roll",
        "announce 53",
        Step(
            "guide.dice.believe", "believe", target=("button", "believe"), numbers=chance_at_least
        ),
        Step("guide.dice.roll_again", "roll", target=("button", "roll")),
        Step("guide.dice.bluff", "announce 54", target=("announcement", "54")),
        "believe",
        "roll",
        "target 0",
        Step("guide.dice.special"),
        Step(
            "guide.dice.announce_51",
            "announce 51",
            target=("button", "fifty_one"),
            numbers=chance_of_51,
        ),
        Step("guide.dice.hit", numbers=mia_points),
        Step("guide.dice.roll_51", "roll", target=("button", "roll")),
        Step("guide.dice.target", "target 1", target=("seat", "1")),
        "double or quits",
        Step("guide.dice.end", numbers=mia_out),
    ),
)
