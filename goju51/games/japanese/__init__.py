"""The rules of Goju Ichi (Japanese 51): standard library only, no display code.

Script a game::

    from goju51.games.japanese import Game, Rules, Take, Discard
    game = Game.new(4, Rules(jokers=1), seed=7)
    while not game.is_over:
        move = game.legal_moves[0]
        events = game.apply(move)
"""

from goju51.core.cards import RANKS, SUIT_NAMES, SUIT_SYMBOLS, SUITS
from goju51.core.game import IllegalMove, SaveError
from goju51.games.japanese.cards import (
    CARDS,
    JOKER,
    Card,
    best_suit,
    full_deck,
    hand_value,
)
from goju51.games.japanese.events import (
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
    for_seat,
)
from goju51.games.japanese.game import Game
from goju51.games.japanese.match import Match
from goju51.games.japanese.moves import Clear, Discard, Move, Pass, Take, parse_move
from goju51.games.japanese.rules import FINAL_ROUNDS, Rules
from goju51.games.japanese.view import OpponentView, PlayerView

__all__ = [
    "CARDS",
    "FINAL_ROUNDS",
    "JOKER",
    "RANKS",
    "SUITS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "Card",
    "Clear",
    "Cleared",
    "Dealt",
    "Discard",
    "Discarded",
    "Event",
    "Game",
    "GameOver",
    "IllegalMove",
    "LastRoundBegan",
    "Match",
    "Move",
    "OpponentView",
    "Pass",
    "Passed",
    "PlayerView",
    "Reshuffled",
    "Rules",
    "SaveError",
    "Stopped",
    "Take",
    "Took",
    "TurnStarted",
    "best_suit",
    "for_seat",
    "full_deck",
    "hand_value",
    "parse_move",
]
