"""What the public moves say about each opponent's hand: the suit it collects and its likely
cards, and hidden hands sampled to match (the determinizations of the search)."""

from __future__ import annotations

import heapq
import math
import random
import time
from collections.abc import Sequence, Set
from dataclasses import dataclass

from goju51.games.japanese.ai.greedy import MAX_ROUNDS, TUNED_THRESHOLDS, best_exchange
from goju51.games.japanese.cards import (
    CARD_SUIT,
    CARD_VALUE,
    CARDS,
    JOKER_INDEX,
    Card,
    value_of_indices,
)
from goju51.games.japanese.moves import Clear, Discard, Pass, Take
from goju51.games.japanese.view import PlayerView


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
        self.pool = [card.index for card in view.unseen_cards()]
        """The cards the view has not seen, as ints: where every hidden card comes from."""
        self.opponents = [
            (
                opponent,
                [(1.0 / reads[opponent.seat].weight(card), card) for card in self.pool],
            )
            for opponent in view.opponents
        ]

    def sample(
        self, rng: random.Random, taken: Set[int] = frozenset(), skip: Set[int] = frozenset()
    ) -> dict[int, list[Card]]:
        """Known cards plus drawn hidden cards, by opponent seat; none of the ``taken`` cards,
        and no hand for the seats in ``skip``."""
        random_key = rng.random
        used = set(taken)
        hands = {}
        for opponent, exponents in self.opponents:
            if opponent.seat in skip:
                continue
            keyed = [
                (random_key() ** exponent, card) for exponent, card in exponents if card not in used
            ]
            hidden = [card for _key, card in heapq.nlargest(opponent.unknown_count, keyed)]
            used.update(hidden)
            hands[opponent.seat] = list(opponent.known) + [CARDS[card] for card in hidden]
        return hands


@dataclass(frozen=True, slots=True)
class Exchange:
    """One turn an opponent played, as everyone saw it: the table it took from, what it took
    and threw away, whether it was free to call Stop and did, and the cards of its hand at that
    moment that are public (taken earlier, or thrown away later). The rest of that hand is its
    hidden cards."""

    table: tuple[int, ...]
    take: int
    drop: int
    stopped: bool
    could_stop: bool
    """False after someone's Stop, and in the rounds where every level must stop."""
    public: tuple[int, ...]


def past_exchanges(view: PlayerView) -> dict[int, list[Exchange]]:
    """Each opponent's exchanges, newest first, rebuilt by walking the history backwards from
    the table and hands of now. The walk stops at a clear whose set-aside cards were reshuffled
    away, as the table before it is then unknown."""
    table = {card.index for card in view.table}
    public = {opponent.seat: {card.index for card in opponent.known} for opponent in view.opponents}
    exchanges: dict[int, list[Exchange]] = {seat: [] for seat in public}
    aside = [card.index for card in view.seen_set_aside]
    aside_end = len(aside)
    drop, stopped, free = -1, False, True
    last_round = view.stopper is not None
    turn = view.turn_number - 1
    for seat, move in reversed(view.history):
        match move:
            case Discard(card, stop):
                turn -= 1
                drop, stopped = card.index, stop
                free = turn // view.num_players + 1 < MAX_ROUNDS and (stop or not last_round)
                table.discard(drop)
                if seat in public:
                    public[seat].add(drop)
            case Pass():
                turn -= 1
            case Take(card):
                table.add(card.index)
                if seat in public:
                    public[seat].discard(card.index)
                    exchange = Exchange(
                        tuple(table), card.index, drop, stopped and free, free, tuple(public[seat])
                    )
                    exchanges[seat].append(exchange)
                if stopped:
                    last_round = False
            case Clear():
                if aside_end < 5:
                    break
                table = set(aside[aside_end - 5 : aside_end])
                aside_end -= 5
    return exchanges


REGRET_WEIGHT = 3.0
"""Hidden cards are e^-3 times as likely per point an exchange would have left on the table."""
STOP_WEIGHT = 3.0
"""And per point the hand was past the threshold without stopping, or short of it stopping."""


def surprise(
    hidden: Sequence[int], exchanges: list[Exchange], flush_only: bool, threshold: int
) -> float:
    """How badly ``hidden`` explains an opponent's ``exchanges`` as a greedy's that stops at
    ``threshold``: minus the log-likelihood, up to a constant (0 when it explains them all)."""
    total = 0.0
    for exchange in exchanges:
        hand = [*exchange.public, *hidden]
        best = best_exchange(hand, exchange.table, flush_only)[0]
        kept = [card for card in hand if card != exchange.drop]
        kept.append(exchange.take)
        value = value_of_indices(kept, flush_only)
        total += REGRET_WEIGHT * (best - value)
        if exchange.stopped:
            total += STOP_WEIGHT * max(0, threshold - value)
        elif exchange.could_stop:
            total += STOP_WEIGHT * max(0, value - threshold + 1)
    return total


class HandPosterior:
    """Hidden cards for each opponent that explain its past play, by Metropolis sampling.

    The deal is uniform, so before any play every set of unseen cards is as likely as another.
    A set is then the less likely the less greedy the opponent's past exchanges would have been
    with it (points left on the table), and the worse its Stop calls fit the tuned threshold
    (past it without stopping, short of it when stopping): soft weights, as not every opponent
    is the tuned greedy. Walks of single-card swaps visit such sets in proportion to their
    likelihood; the visited sets are the samples, so they stay many and varied where weighting
    a batch drawn blind leaves a few heavy ones (tried: the search then played worse).
    Opponents with no exchange to explain are drawn by ``fallback``."""

    WALKS = 6
    STEPS = 100
    BURN_IN = 40
    """Each of ``WALKS`` walks swaps ``STEPS`` times from a uniform set and keeps the sets it
    visits after ``BURN_IN`` swaps: some 15 ms per opponent, and 95 % of the kept sets explain
    every exchange of a tuned greedy (the rest nearly)."""

    def __init__(
        self, view: PlayerView, rng: random.Random, fallback: HandSampler, deadline: float
    ) -> None:
        """Walks until done or until ``time.perf_counter()`` passes ``deadline`` (long games
        under flush-only rules, whose hand values cost more, would otherwise take a second)."""
        self.opponents = view.opponents
        self.fallback = fallback
        self.flush_only = view.rules.flush_only
        self.threshold = TUNED_THRESHOLDS[view.num_players]
        pool = fallback.pool
        to_explain = [
            (seat, exchanges, view.opponent(seat).unknown_count)
            for seat, exchanges in past_exchanges(view).items()
            if exchanges and 0 < view.opponent(seat).unknown_count < len(pool)
        ]
        visited: dict[int, list[tuple[int, ...]]] = {seat: [] for seat, *_rest in to_explain}
        for _walk in range(self.WALKS):
            for seat, exchanges, count in to_explain:
                visited[seat] += self._walk(exchanges, pool, count, rng, deadline)
        self.visited = {seat: sets for seat, sets in visited.items() if sets}

    def _walk(
        self,
        exchanges: list[Exchange],
        pool: list[int],
        count: int,
        rng: random.Random,
        deadline: float,
    ) -> list[tuple[int, ...]]:
        hidden = rng.sample(pool, count)
        cost = surprise(hidden, exchanges, self.flush_only, self.threshold)
        kept = []
        for step in range(self.STEPS):
            if time.perf_counter() > deadline:
                break
            card = rng.choice(pool)
            if card not in hidden:
                swapped = hidden.copy()
                swapped[rng.randrange(count)] = card
                after = surprise(swapped, exchanges, self.flush_only, self.threshold)
                if after <= cost or rng.random() < math.exp(cost - after):
                    hidden, cost = swapped, after
            if step >= self.BURN_IN:
                kept.append(tuple(hidden))
        return kept

    def sample(self, rng: random.Random) -> dict[int, list[Card]]:
        """Known cards plus hidden cards, by opponent seat: a visited set for each opponent with
        walks (drawn again when two sets share a card), the fallback's draw for the others."""
        for _attempt in range(20):
            picked = {seat: rng.choice(visited) for seat, visited in self.visited.items()}
            taken = {card for hidden in picked.values() for card in hidden}
            if len(taken) == sum(map(len, picked.values())):
                break
        else:
            return self.fallback.sample(rng)
        hands = self.fallback.sample(rng, taken, skip=picked.keys())
        for opponent in self.opponents:
            if opponent.seat in picked:
                hidden = picked[opponent.seat]
                hands[opponent.seat] = list(opponent.known) + [CARDS[card] for card in hidden]
        return hands
