"""51, the bluffing dice game: the rules engine, standard library only, no display code.

Script a game with fixed dice::

    from goju51.games.dice import Game, parse_move
    game = Game.new(4, dice=[5, 2, 6, 1], first=0)
    game.apply(parse_move("roll"))          # seat 0 sees 52 under the cup
    game.apply(parse_move("announce 61"))   # a bluff, to seat 1
    game.apply(parse_move("doubt"))         # 52 < 61: seat 0 takes 1 point
"""

from goju51.core.game import IllegalMove, MoveSyntaxError, SaveError
from goju51.games.dice.events import (
    Accepted,
    Announced,
    AnnouncedFiftyOne,
    Believed,
    DirectionReversed,
    DoubledOrQuit,
    Doubted,
    Event,
    Facing,
    GameOver,
    Penalty,
    PlayerOut,
    Rolled,
    RollOff,
    RoundStarted,
    Special,
    StackedDice,
    Targeted,
    for_seat,
)
from goju51.games.dice.game import MAX_PLAYERS, MIN_PLAYERS, PHASE_NAMES, Game
from goju51.games.dice.match import Match
from goju51.games.dice.moves import (
    Accept,
    Announce,
    AnnounceFiftyOne,
    Believe,
    DoubleOrQuits,
    Doubt,
    Move,
    Roll,
    Target,
    parse_move,
)
from goju51.games.dice.results import LADDER, RESULTS, SPECIALS, Result
from goju51.games.dice.rules import END_RULES, Rules
from goju51.games.dice.view import Announcement, DiceView

__all__ = [
    "END_RULES",
    "LADDER",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PHASE_NAMES",
    "RESULTS",
    "SPECIALS",
    "Accept",
    "Accepted",
    "Announce",
    "AnnounceFiftyOne",
    "Announced",
    "AnnouncedFiftyOne",
    "Announcement",
    "Believe",
    "Believed",
    "DiceView",
    "DirectionReversed",
    "DoubleOrQuits",
    "DoubledOrQuit",
    "Doubt",
    "Doubted",
    "Event",
    "Facing",
    "Game",
    "GameOver",
    "IllegalMove",
    "Match",
    "Move",
    "MoveSyntaxError",
    "Penalty",
    "PlayerOut",
    "Result",
    "Roll",
    "RollOff",
    "Rolled",
    "RoundStarted",
    "Rules",
    "SaveError",
    "Special",
    "StackedDice",
    "Target",
    "Targeted",
    "for_seat",
    "parse_move",
]
