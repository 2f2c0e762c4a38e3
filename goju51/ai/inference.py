"""What the public moves say about each opponent's hand: the suit it collects and its likely
cards, and hidden hands sampled to match (the determinizations of the search)."""

from __future__ import annotations

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


def sample_hands(
    view: PlayerView, reads: dict[int, Read], rng: random.Random
) -> dict[int, list[Card]]:
    """Whole hands for every opponent, hidden cards drawn from the unseen cards with the
    weights of ``Read.weight`` (weighted sampling without replacement, by random keys)."""
    pool = [card.index for card in view.unseen_cards()]
    hands = {}
    for opponent in view.opponents:
        read = reads[opponent.seat]
        keyed = sorted(
            pool, key=lambda card: rng.random() ** (1.0 / read.weight(card)), reverse=True
        )
        hidden = keyed[: opponent.unknown_count]
        hidden_set = set(hidden)
        pool = [card for card in pool if card not in hidden_set]
        hands[opponent.seat] = list(opponent.known) + [CARDS[card] for card in hidden]
    return hands
