"""The rules of Goju Ichi (Japanese 51): standard library only, no display code.

Script a game::

    from goju51.engine import Game, Rules, Take, Discard
    game = Game.new(4, Rules(jokers=1), seed=7)
    while not game.is_over:
        move = game.legal_moves()[0]
        events = game.apply(move)
"""

from goju51.engine.cards import (
    CARDS,
    JOKER,
    RANKS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    best_suit,
    full_deck,
    hand_value,
)
from goju51.engine.events import (
    Cleared,
    Dealt,
    Discarded,
    Event,
    GameOver,
    LastRoundBegan,
    Passed,
    Reshuffled,
    Stopped,
    Took,
    TurnStarted,
)
from goju51.engine.game import Game, IllegalMove, SaveError
from goju51.engine.match import Match
from goju51.engine.moves import Clear, Discard, Move, Pass, Take, parse_move
from goju51.engine.rules import FINAL_ROUNDS, Rules
from goju51.engine.view import OpponentView, PlayerView

__all__ = [
    "CARDS",
    "JOKER",
    "RANKS",
    "SUITS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "FINAL_ROUNDS",
    "Card",
    "best_suit",
    "full_deck",
    "hand_value",
    "Rules",
    "Game",
    "Match",
    "IllegalMove",
    "SaveError",
    "Move",
    "Take",
    "Discard",
    "Clear",
    "Pass",
    "parse_move",
    "Event",
    "Dealt",
    "TurnStarted",
    "Reshuffled",
    "Cleared",
    "Took",
    "Discarded",
    "Passed",
    "Stopped",
    "LastRoundBegan",
    "GameOver",
    "PlayerView",
    "OpponentView",
]
