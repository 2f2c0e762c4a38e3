"""The rules of Chinese 51 (五十一分): standard library only, no display code.

Script a hand::

    from goju51.games.chinese import Game, Rules
    game = Game.new(4, Rules(jokers=2), seed=7)
    while not game.is_over:
        events = game.apply(game.legal_moves[0])
    print(game.scores(), game.end_reason)
"""

from goju51.core.cards import RANKS, SUIT_NAMES, SUIT_SYMBOLS, SUITS
from goju51.core.game import IllegalMove, MoveSyntaxError, SaveError
from goju51.games.chinese.cards import CARDS, Card, best_suit, full_deck, hand_value, is_bomb
from goju51.games.chinese.events import (
    Called,
    Challenged,
    Dealt,
    Declared,
    Declined,
    Discarded,
    Drew,
    Event,
    ExchangedAll,
    ExchangedOne,
    HandOver,
    HandsRevealed,
    OpeningDiscard,
    SetAside,
    TurnStarted,
    for_seat,
)
from goju51.games.chinese.game import Game
from goju51.games.chinese.match import Match
from goju51.games.chinese.moves import (
    Call,
    Challenge,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Move,
    parse_move,
)
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.view import OpponentView, PlayerView

__all__ = [
    "CARDS",
    "RANKS",
    "SUITS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "Call",
    "Called",
    "Card",
    "Challenge",
    "Challenged",
    "Dealt",
    "Declared",
    "Decline",
    "Declined",
    "Discard",
    "Discarded",
    "Draw",
    "Drew",
    "Event",
    "ExchangeAll",
    "ExchangeOne",
    "ExchangedAll",
    "ExchangedOne",
    "Game",
    "HandOver",
    "HandsRevealed",
    "IllegalMove",
    "Match",
    "Move",
    "MoveSyntaxError",
    "OpeningDiscard",
    "OpponentView",
    "PlayerView",
    "Rules",
    "SaveError",
    "SetAside",
    "TurnStarted",
    "best_suit",
    "for_seat",
    "full_deck",
    "hand_value",
    "is_bomb",
    "parse_move",
]
