"""What the public moves say about each opponent's hand: the suit it collects and its likely
cards, and hidden hands sampled to match (the determinizations of the search)."""

from __future__ import annotations

import heapq
import math
import random
from dataclasses import dataclass

from goju51.engine import Card, Discard, PlayerView, Take
from goju51.engine.cards import CARD_SUIT, CARD_VALUE, CARDS, JOKER_INDEX


@dataclass(frozen=True, slots=True)
class Read:
    """One opponent as read from its moves: points it took minus points it threw away, per suit
    (S H D C), and how many turns it has played."""

    seat: int
    suit_scores: tuple[float, ...]
    turns: int

    @property
    def suit(self) -> int:
        """The suit it most likely collects."""
        return max(range(4), key=self.suit_scores.__getitem__)

    def wants(self, card: int) -> float:
        """How much this opponent would gain from ``card``: its points if in its suit."""
        if card == JOKER_INDEX:
            return 11.0
        return float(CARD_VALUE[card]) if CARD_SUIT[card] == self.suit else 0.0

    def weight(self, card: int) -> float:
        """Relative chance that a hidden card of this opponent is ``card``: the longer it has
        played, the more its kept cards are in its suit and its off-suit cards low."""
        if card == JOKER_INDEX:
            return 1.0 + 0.5 * self.turns
        suit = CARD_SUIT[card]
        tilt = math.exp(max(-2.0, min(3.0, self.suit_scores[suit] / 12.0)))
        if suit == self.suit:
            return tilt * (1.0 + 0.4 * min(self.turns, 6))
        return tilt * max(0.15, 1.0 - self.turns * CARD_VALUE[card] / 70.0)


def read_opponents(view: PlayerView) -> dict[int, Read]:
    """Each opponent's read from the history: takes count for their suit, discards against."""
    scores = {opponent.seat: [0.0, 0.0, 0.0, 0.0] for opponent in view.opponents}
    turns = dict.fromkeys(scores, 0)
    for seat, move in view.history:
        if seat not in scores:
            continue
        match move:
            case Take(card) if not card.is_joker:
                scores[seat][CARD_SUIT[card.index]] += CARD_VALUE[card.index]
            case Discard(card) if not card.is_joker:
                scores[seat][CARD_SUIT[card.index]] -= CARD_VALUE[card.index]
                turns[seat] += 1
    for opponent in view.opponents:
        for card in opponent.known:
            if not card.is_joker:
                scores[opponent.seat][CARD_SUIT[card.index]] += CARD_VALUE[card.index]
    return {seat: Read(seat, tuple(score), turns[seat]) for seat, score in scores.items()}


class HandSampler:
    """Draws whole hands for every opponent: hidden cards from the unseen cards with the
    weights of ``Read.weight`` (weighted sampling without replacement, by random keys). The
    weights are worked out once, so each of a search's many samples costs only its draw."""

    def __init__(self, view: PlayerView, reads: dict[int, Read]) -> None:
        pool = [card.index for card in view.unseen_cards()]
        self.opponents = [
            (
                opponent,
                [(1.0 / reads[opponent.seat].weight(card), card) for card in pool],
            )
            for opponent in view.opponents
        ]

    def sample(self, rng: random.Random) -> dict[int, list[Card]]:
        """Known cards plus drawn hidden cards, by opponent seat."""
        random_key = rng.random
        used: set[int] = set()
        hands = {}
        for opponent, exponents in self.opponents:
            keyed = [
                (random_key() ** exponent, card)
                for exponent, card in exponents
                if card not in used
            ]
            hidden = [card for _key, card in heapq.nlargest(opponent.unknown_count, keyed)]
            used.update(hidden)
            hands[opponent.seat] = list(opponent.known) + [CARDS[card] for card in hidden]
        return hands
