"""The searcher: a reference level for measuring the others, not offered in the set-up.

At every decision it plays every legal move (draw, each exchange, call, challenge or decline,
each discard, declare or keep) on the same sampled deals of the hidden cards and finishes the
hand by quick play (``finish``), then keeps the move that scored best. The deals fit what each
opponent did: the suits it took and gave lean its hidden cards, a seat that could have called
at its last turn and played on is not dealt a hand it would have called, a caller holds a
one-suit hand worth calling, a challenger one worth challenging with and a seat that let the
call stand one it would not have challenged with.

Moves that fall clearly behind are dropped between rounds of deals (successive halving), so
the time goes to the close choices, and the search ends once one move is left. Otherwise it
ends at its time budget, 1 s of the process's own CPU time (so a busy machine slows a long
arena run down but does not weaken the yardstick), or, for replays and tests, at
``max_rollouts`` rollouts: ``searcher=N`` makes one that ends after N deals
(``make_opponent``), so the same seed gives the same game whatever the machine.
"""

from __future__ import annotations

import random
import time

from goju51.games.chinese.ai.opponents import (
    ROLLOUT_CHALLENGE,
    Decision,
    Expert,
    LastTurns,
    Read,
    caller_floor,
    finish,
    guess_hand,
    ints,
    one_suit_hands,
    read_opponents,
    without,
)
from goju51.games.chinese.cards import CARDS, Card, value_of
from goju51.games.chinese.game import Game
from goju51.games.chinese.moves import DECLINE, Move
from goju51.games.chinese.view import PlayerView


class Searcher(Expert):
    """Determinized search of every legal move over deals that fit the opponents' play."""

    level = "searcher"
    base_pace = 0.8
    default_budget = 1.0
    MAX_ROLLOUTS = 1_000_000
    pass_tries = 16
    ROUND = 16
    """Deals per round: after each round the moves that fall behind are dropped."""
    HALVE_AFTER = 64
    """From this many deals on, the lower half of the moves is dropped after each round while
    more than ``KEEP`` remain (successive halving); before it only moves clearly behind the
    best (``CONFIDENCE`` standard errors of the paired difference) go."""
    KEEP = 3

    def set_deals(self, deals: int) -> None:
        """End every search after ``deals`` deals (each move played on each), not by the
        clock: a seeded searcher then replays whatever the machine."""
        self.max_rollouts = deals
        self.time_budget = float("inf")

    def explain(self, view: PlayerView) -> Decision:
        deadline = time.process_time() + self.time_budget
        # A tie goes to the first listed: a declaration (it ends the hand for sure) before
        # keeping the 51, and letting a call stand before a challenge that gains nothing.
        moves = sorted(
            dict.fromkeys(view.legal_moves),
            key=lambda move: (not getattr(move, "declare", False), move != DECLINE),
        )
        if not moves:
            raise ValueError(f"it is not seat {view.seat}'s turn to move")
        if len(moves) == 1:
            return moves[0], "the only move"
        scores, deals = self.search_all(view, moves, deadline)
        best = max(scores, key=scores.__getitem__)
        ranked = sorted(scores.values(), reverse=True)
        lead = ranked[0] - ranked[1] if len(ranked) > 1 else 0.0
        return moves[best], (
            f"{moves[best]}: {scores[best]:+.1f} a hand over the others' average in {deals}"
            f" sampled ending{'s' if deals > 1 else ''}, {lead:.1f} ahead of the next move"
        )

    def search_all(
        self, view: PlayerView, moves: list[Move], deadline: float
    ) -> tuple[dict[int, float], int]:
        """The mean margin of the moves still standing at the end (by index into ``moves``)
        and the deals played (at least one, however short the budget); every move still
        standing is played on each deal. The search ends as soon as one move is left: more
        deals could not change the choice."""
        seat = view.seat
        margins: list[list[float]] = [[] for _ in moves]
        alive = list(range(len(moves)))
        reads = read_opponents(view)
        deals = 0
        while len(alive) > 1 and (
            deals == 0 or (deals < self.max_rollouts and time.process_time() < deadline)
        ):
            for _ in range(self.ROUND):
                base = Game.from_view(view, self.rng, self.deal(view, reads))
                state = self.rng.getstate()
                for i in alive:
                    self.rng.setstate(state)
                    game = base.copy(self.rng)
                    game.play_unchecked(moves[i])
                    finish(game, self.rng)
                    scores = game.scores()
                    margins[i].append(
                        scores[seat] - (sum(scores) - scores[seat]) / (len(scores) - 1)
                    )
                deals += 1
                if deals >= self.max_rollouts or time.process_time() >= deadline:
                    break
            alive = self.survivors(alive, margins, deals >= self.HALVE_AFTER)
        return {i: sum(margins[i]) / len(margins[i]) for i in alive}, deals

    def survivors(self, alive: list[int], margins: list[list[float]], halve: bool) -> list[int]:
        """The moves worth more deals: none clearly behind the best on the same deals, and
        with ``halve`` at most half of them while more than ``KEEP`` remain."""
        means = {i: sum(margins[i]) / len(margins[i]) for i in alive}
        top = max(alive, key=means.__getitem__)
        kept = [i for i in alive if not self.clearly_behind(margins[top], margins[i])]
        kept.sort(key=means.__getitem__, reverse=True)
        if halve and len(kept) > self.KEEP:
            kept = kept[: max(self.KEEP, (len(kept) + 1) // 2)]
        return kept

    def clearly_behind(self, best: list[float], other: list[float]) -> bool:
        """Whether ``other`` trails ``best`` by ``CONFIDENCE`` standard errors of their
        difference, deal by deal (both still standing, both played every deal)."""
        diffs = [a - b for a, b in zip(best, other, strict=True)]
        n = len(diffs)
        if n < 2:
            return False
        mean = sum(diffs) / n
        variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return bool(mean > self.CONFIDENCE * (variance / n) ** 0.5)

    def deal(self, view: PlayerView, reads: dict[int, Read]) -> dict[int, list[Card]]:
        """The opponents' hands for one deal: during challenges, fitting the call and each
        answer so far; otherwise fitting their suits and their last turns."""
        if view.phase == "challenge" and view.caller is not None:
            return challenge_deal(view, reads, self.rng, self.evidence(view), self.COLLECTORS)
        return self.guess_hands(view, reads)


def challenge_deal(
    view: PlayerView,
    reads: dict[int, Read],
    rng: random.Random,
    evidence: LastTurns,
    collectors: bool = True,
) -> dict[int, list[Card]]:
    """Opponent hands during challenges: the caller's one-suit, worth calling and not one it
    would have called a turn sooner; an earlier challenger's one-suit and worth calling; a seat
    that passed holds less than the table challenges with (a few tries); the seats still to
    decide fit their suits (``guess_hand``, with ``collectors`` or not)."""

    def guess(seat: int) -> list[int]:
        return guess_hand(view, seat, reads[seat], pool, rng, collectors)

    caller = view.caller
    assert caller is not None
    pool = ints(view.unseen_cards())
    floor = max(view.rules.min_call, 1)
    wanted = caller_floor(view)
    hands: dict[int, list[int]] = {}
    guesses = [
        hand
        for hand in one_suit_hands(view, caller, rng, Searcher.pass_tries, pool)
        if floor <= value_of(hand) < 51
    ]
    fitting = [
        hand
        for hand in guesses
        if value_of(hand) >= wanted and not evidence.passed_up(caller, hand, rng)
    ]
    hands[caller] = (fitting or guesses or [guess(caller)])[0]
    pool = without(pool, hands[caller])
    passed = {seat for seat, challenged in view.decisions if not challenged}
    for opponent in view.opponents:
        seat = opponent.seat
        if seat == caller:
            continue
        if seat in view.challengers:
            tries = one_suit_hands(view, seat, rng, Searcher.pass_tries, pool)
            worthy = [hand for hand in tries if value_of(hand) >= wanted]
            hand = (worthy or tries or [guess(seat)])[0]
        else:
            hand = guess(seat)
            for _ in range(Searcher.pass_tries - 1):
                if seat not in passed or value_of(hand) < ROLLOUT_CHALLENGE[view.num_players]:
                    break
                hand = guess(seat)
        hands[seat] = hand
        pool = without(pool, hand)
    return {seat: [CARDS[card] for card in hand] for seat, hand in hands.items()}
