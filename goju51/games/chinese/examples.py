"""Hands played to order: decks stacked so that chosen seats are dealt chosen cards, and the
rules' worked example of a call. The rules pages, the screenshots, the guided game and the
tests deal real engine hands from them, so every number they show is the engine's."""

from __future__ import annotations

import random
from collections.abc import Mapping

from goju51.games.chinese.cards import Card, full_deck
from goju51.games.chinese.game import Game
from goju51.games.chinese.moves import Call, Challenge, Decline, Discard
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.view import PlayerView

LETTERS = "ABCD"
"""The worked examples' players, in play order (A calls; B, C and D answer)."""
SEATS = {"A": 0, "B": 3, "C": 2, "D": 1}
"""The seat of each lettered player (play goes to the right, seat − 1)."""


def stacked_deck(
    hands: Mapping[int, str], players: int, starter: int, rules: Rules, seed: int = 0
) -> list[Card]:
    """A deck for ``Game.new(players, rules, deck=..., starter=starter)`` dealing each seat of
    ``hands`` the cards named there first (``"AH KH 2C"``; the starter's sixth card included),
    every other card shuffled with ``seed``."""
    wanted = {seat: [Card.parse(word) for word in text.split()] for seat, text in hands.items()}
    named = {card for cards in wanted.values() for card in cards}
    spare = [card for card in full_deck(rules.jokers) if card not in named]
    random.Random(seed).shuffle(spare)
    dealt = [
        wanted[seat].pop(0) if wanted.get(seat) else spare.pop()
        for seat in ((starter - index) % players for index in range(5 * players + 1))
    ]
    return dealt + spare


def staged_call(hands: dict[str, str], challengers: str, rules: Rules = Rules()) -> Game:  # noqa: B008
    """A four-player hand where A calls at once with ``hands["A"]`` and each other player (B,
    C, D in play order) challenges if named in ``challengers``, played through the engine.

    D starts and opens by discarding the 2♣ dealt as its sixth card; A, on D's right, calls."""
    starter = SEATS["D"]
    dealt = {SEATS[letter]: text for letter, text in hands.items()}
    dealt[starter] += " 2C"
    game = Game.new(4, rules, deck=stacked_deck(dealt, 4, starter, rules), starter=starter)
    game.apply(Discard(Card.parse("2C")))
    game.apply(Call())
    while not game.is_over:
        letter = LETTERS[(0 - game.current_player) % 4]
        game.apply(Challenge() if letter in challengers else Decline())
    return game


def call_example(
    hands: dict[str, str],
    challengers: str,
    rules: Rules = Rules(),  # noqa: B008
) -> tuple[PlayerView, int | None]:
    """``staged_call`` as a screen shows it: A's view of the finished hand (every hand shown,
    the scores) and the challenge's winner, if any."""
    game = staged_call(hands, challengers, rules)
    return game.view(SEATS["A"]), game.challenge_winner()
