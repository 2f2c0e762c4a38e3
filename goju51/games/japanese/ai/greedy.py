"""Fast greedy play on int cards (``Card.index``): the building block of every level and of the
search's rollouts, where Card objects and move checks would cost too much."""

from __future__ import annotations

import random
from collections.abc import Sequence

from goju51.games.japanese.cards import CARD_SUIT, CARD_VALUE, JOKER_INDEX, value_of_indices
from goju51.games.japanese.game import Game
from goju51.games.japanese.moves import CLEAR, DISCARD_STOPS, DISCARDS, PASS, TAKES

MAX_ROUNDS = 30
"""Every level calls Stop at the latest in this round, so every game ends."""

TUNED_THRESHOLDS = {2: 44, 3: 47, 4: 47, 5: 48, 6: 48}
"""The tuned greedy's Stop threshold by number of players, found by arena sweeps (see
docs/goju-ichi-opponents.md, "Tuning the greedy's threshold")."""


def best_exchange(
    hand: Sequence[int], table: Sequence[int], flush_only: bool
) -> tuple[int, int, int]:
    """The best take-then-discard for a 5-card hand: ``(value after, take, discard)``."""
    if flush_only or JOKER_INDEX in hand or JOKER_INDEX in table:
        return _best_exchange_slow(hand, table, flush_only)
    sums = [0, 0, 0, 0]
    for card in hand:
        sums[CARD_SUIT[card]] += CARD_VALUE[card]
    total = sums[0] + sums[1] + sums[2] + sums[3]
    drops = [(card, CARD_SUIT[card], CARD_VALUE[card]) for card in hand]
    best_value, best_take, best_drop = -999, -1, -1
    for take in table:
        take_suit, take_value = CARD_SUIT[take], CARD_VALUE[take]
        sums[take_suit] += take_value
        s0, s1, s2, s3 = sums
        # the best suit sum once a card of suit s has gone: the other suits' best, or what s keeps
        best_of_others = (max(s1, s2, s3), max(s0, s2, s3), max(s0, s1, s3), max(s0, s1, s2))
        base = -total - take_value
        for drop, drop_suit, drop_value in drops:
            top = best_of_others[drop_suit]
            kept = sums[drop_suit] - drop_value
            value = 2 * (kept if kept > top else top) + base + drop_value
            if value > best_value:
                best_value, best_take, best_drop = value, take, drop
        sums[take_suit] -= take_value
    return best_value, best_take, best_drop


def _best_exchange_slow(
    hand: Sequence[int], table: Sequence[int], flush_only: bool
) -> tuple[int, int, int]:
    best = (-999, -1, -1)
    for take in table:
        for drop in hand:
            rest = [card for card in hand if card != drop]
            rest.append(take)
            value = value_of_indices(rest, flush_only)
            if value > best[0]:
                best = (value, take, drop)
    return best


def discard_values(hand: Sequence[int], taken: int, flush_only: bool) -> list[tuple[int, int]]:
    """``(value after, discard)`` for every card of a 6-card hand that may be discarded."""
    return [
        (value_of_indices([card for card in hand if card != drop], flush_only), drop)
        for drop in hand
        if drop != taken
    ]


def expected_clear_value(
    hand: Sequence[int], pool: Sequence[int], flush_only: bool, rng: random.Random, draws: int
) -> float:
    """Mean best exchange over random five-card tables drawn from ``pool`` (the unseen cards):
    what clearing is worth, by card tracking."""
    if len(pool) < 5:
        return -999.0
    total = 0
    for _ in range(draws):
        total += best_exchange(hand, rng.sample(pool, 5), flush_only)[0]
    return total / draws


def clear_promises_more(
    hand: Sequence[int],
    best: int,
    pool: Sequence[int],
    flush_only: bool,
    rng: random.Random,
    draws: int = 12,
) -> bool:
    """The card tracker's clear rule: fresh tables drawn from ``pool`` beat ``best``, the best
    exchange the table offers, by more than half a point on average."""
    return expected_clear_value(hand, pool, flush_only, rng, draws) > best + 0.5


ROLLOUT_CLEAR_DRAWS = 3
"""Fresh tables a rollout's greedy player draws to decide on clearing: as few as keep its
choices like the tuned greedy's 12 (84 % the same, and as often)."""


def tuned_stops(players: int) -> list[int]:
    """Each seat's Stop threshold when everyone plays the tuned greedy."""
    return [TUNED_THRESHOLDS[players]] * players


def play_greedy_turn(game: Game, stops: Sequence[int], rng: random.Random) -> None:
    """Play the current player's whole turn as the tuned greedy does (the rollout policy); it
    clears by the tuned greedy's rule with fewer draws, from the cards not in its hand or on
    the table."""
    seat = game.current_player
    flush_only = game.rules.flush_only
    hand = [card.index for card in game.hand(seat)]
    table = [card.index for card in game.table]
    value_now = value_of_indices(hand, flush_only)
    value, take, drop = best_exchange(hand, table, flush_only)
    if game.is_legal(PASS):
        if value <= value_now:
            game.play_unchecked(PASS)
            return
    elif game.is_legal(CLEAR) and clear_promises_more(
        hand, value, _unseen_by(game, hand, table), flush_only, rng, ROLLOUT_CLEAR_DRAWS
    ):
        game.play_unchecked(CLEAR)
        table = [card.index for card in game.table]
        value, take, drop = best_exchange(hand, table, flush_only)
    game.play_unchecked(TAKES[take])
    stop = game.stopper is None and (value >= stops[seat] or game.round_number >= MAX_ROUNDS)
    game.play_unchecked(DISCARD_STOPS[drop] if stop else DISCARDS[drop])


def _unseen_by(game: Game, hand: Sequence[int], table: Sequence[int]) -> list[int]:
    """The pool a rollout's player clears from: every card but its hand and the table (cheap;
    the tuned greedy also leaves out what it saw set aside or taken)."""
    seen = {*hand, *table}
    return [card for card in range(game.rules.deck_size) if card not in seen]


def play_out(game: Game, stops: Sequence[int], rng: random.Random) -> None:
    """Finish ``game`` with every seat playing the greedy rollout policy, seat s stopping at a
    hand value of ``stops[s]``."""
    while not game.is_over:
        if game.phase != "start":
            _finish_turn(game, stops)
        else:
            play_greedy_turn(game, stops, rng)


def _finish_turn(game: Game, stops: Sequence[int]) -> None:
    """Complete a turn that is past its start (after a clear or a take) greedily."""
    seat = game.current_player
    flush_only = game.rules.flush_only
    if game.phase == "cleared":
        hand = [card.index for card in game.hand(seat)]
        table = [card.index for card in game.table]
        game.play_unchecked(TAKES[best_exchange(hand, table, flush_only)[1]])
    hand = [card.index for card in game.hand(seat)]
    assert game.taken is not None  # past the take
    value, drop = max(discard_values(hand, game.taken.index, flush_only))
    stop = game.stopper is None and (value >= stops[seat] or game.round_number >= MAX_ROUNDS)
    game.play_unchecked(DISCARD_STOPS[drop] if stop else DISCARDS[drop])
