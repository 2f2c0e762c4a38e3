"""Decks stacked so that chosen seats are dealt chosen cards: the rules pages' worked examples,
the screenshots and the tests deal real engine hands from them."""

from __future__ import annotations

import random
from collections.abc import Mapping

from goju51.games.chinese import Card, Rules, full_deck


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
