"""The computer opponents, one class per level: each sees only a ``PlayerView``.

Every level ends its games: it calls Stop at the latest in round ``MAX_ROUNDS``.
"""

from __future__ import annotations

import time
from typing import ClassVar

from goju51.core.cards import SUIT_NAMES, SUITS
from goju51.core.opponent import BaseOpponent
from goju51.games.japanese.ai.greedy import (
    MAX_ROUNDS,
    TUNED_THRESHOLDS,
    best_exchange,
    clear_promises_more,
    discard_values,
    play_out,
    tuned_stops,
)
from goju51.games.japanese.ai.inference import HandPosterior, HandSampler, Read, read_opponents
from goju51.games.japanese.cards import (
    CARD_SUIT,
    CARD_VALUE,
    CARDS,
    Card,
    value_of_indices,
)
from goju51.games.japanese.game import Game
from goju51.games.japanese.moves import (
    CLEAR,
    DISCARD_STOPS,
    DISCARDS,
    PASS,
    TAKES,
    Discard,
    Move,
    Take,
)
from goju51.games.japanese.view import PlayerView

Decision = tuple[Move, str]


class Opponent(BaseOpponent):
    """A computer player of this game: ``choose(view)`` returns a legal move for the view's seat."""

    def choose(self, view: PlayerView) -> Move:
        return self.explain(view)[0]

    def explain(self, view: PlayerView) -> Decision:
        """The move and a one-line reason, e.g. ``"keeps hearts: 38 → 45"``."""
        if not view.legal_moves:
            raise ValueError(f"it is not seat {view.seat}'s turn to move")
        return self.decide(view)

    def decide(self, view: PlayerView) -> Decision:
        raise NotImplementedError


def _ints(cards: tuple[Card, ...]) -> list[int]:
    return [card.index for card in cards]


def _calls_stop(moves: tuple[Move, ...]) -> bool:
    """Whether a planned turn ends with "Stop!"."""
    last = moves[-1]
    return isinstance(last, Discard) and last.stop


def _suit_text(hand: list[int]) -> str:
    scores = [0, 0, 0, 0]
    for card in hand:
        if card < 52:
            scores[CARD_SUIT[card]] += CARD_VALUE[card]
    return SUIT_NAMES[SUITS[scores.index(max(scores))]]


class Beginner(Opponent):
    """A child's play: it collects the suit it holds most *cards* of, takes the biggest card
    of that suit, throws away its smallest other card (keeping costly high cards), sometimes
    clears or discards on a whim, and stops either very early or very late."""

    level = "beginner"
    base_pace = 1.3

    def decide(self, view: PlayerView) -> Decision:
        rng = self.rng
        hand = _ints(view.hand)
        counts = [sum(1 for card in hand if CARD_SUIT[card] == suit) for suit in range(4)]
        favourite = counts.index(max(counts))
        if view.phase == "taken":
            assert view.taken is not None  # a card is taken in this phase
            choices = [card for card in hand if card != view.taken.index]
            off_suit = [card for card in choices if CARD_SUIT[card] != favourite]
            if off_suit and rng.random() > 0.15:
                drop = min(off_suit, key=CARD_VALUE.__getitem__)
            else:
                drop = rng.choice(choices)
            value = value_of_indices([card for card in hand if card != drop], view.rules.flush_only)
            whim = value >= 45 or (value >= 12 and rng.random() < 0.08)
            if view.stopper is None and (whim or view.round_number >= MAX_ROUNDS):
                return DISCARD_STOPS[drop], f"stop! I have {value}"
            return DISCARDS[drop], f"I don't need {CARDS[drop]}"
        table = _ints(view.table)
        mine = [card for card in table if CARD_SUIT[card] == favourite]
        if CLEAR in view.legal_moves and ((not mine and rng.random() < 0.5) or rng.random() < 0.05):
            return CLEAR, "new cards, please"
        if PASS in view.legal_moves and not mine:
            return PASS, "nothing for me"
        take = max(mine, key=CARD_VALUE.__getitem__) if mine else rng.choice(table)
        return TAKES[take], f"I like {CARDS[take]}"


class Greedy(Opponent):
    """The greedy family: every turn it makes the exchange that most raises its own hand value.
    Levels differ in when they clear, which of equal discards they pick and when they stop."""

    def decide(self, view: PlayerView) -> Decision:
        flush_only = view.rules.flush_only
        hand = _ints(view.hand)
        if view.phase == "taken":
            assert view.taken is not None  # a card is taken in this phase
            before = value_of_indices([c for c in hand if c != view.taken.index], flush_only)
            options = discard_values(hand, view.taken.index, flush_only)
            value, drop = self.pick_discard(view, options)
            after = [card for card in hand if card != drop]
            reason = f"keeps {_suit_text(after)}: {before} → {value}"
            if view.stopper is None:
                stop, why = self.wants_stop(view, drop, value)
                if stop or view.round_number >= MAX_ROUNDS:
                    return DISCARD_STOPS[drop], f"{reason}, and stops ({why or 'time is up'})"
            return DISCARDS[drop], reason
        table = _ints(view.table)
        value_now = value_of_indices(hand, flush_only)
        value, take, _drop = best_exchange(hand, table, flush_only)
        if PASS in view.legal_moves and value <= value_now:
            return PASS, f"no card on the table beats {value_now}"
        if CLEAR in view.legal_moves and self.wants_clear(view, hand, value, value_now):
            return CLEAR, f"clears: the table offers at best {value_now} → {value}, new cards more"
        suit = _suit_text(hand + [take])
        return TAKES[take], f"takes {CARDS[take]} for {suit}: {value_now} → {value}"

    def wants_clear(self, view: PlayerView, hand: list[int], best: int, value_now: int) -> bool:
        return False

    def pick_discard(self, view: PlayerView, options: list[tuple[int, int]]) -> tuple[int, int]:
        return max(options)

    def wants_stop(self, view: PlayerView, drop: int, value: int) -> tuple[bool, str]:
        raise NotImplementedError


class Easy(Greedy):
    """Greedy for this turn's hand value, never clears, stops at a fixed 35."""

    level = "easy"
    base_pace = 1.1

    def wants_stop(self, view: PlayerView, drop: int, value: int) -> tuple[bool, str]:
        return value >= 35, f"{value} ≥ 35"


class CardTracker(Greedy):
    """Greedy plus card tracking: clears when fresh cards drawn from the cards still unseen
    (not on the table, set aside, or seen taken) promise more than the table."""

    def wants_clear(self, view: PlayerView, hand: list[int], best: int, value_now: int) -> bool:
        pool = _ints(view.unseen_cards())
        return clear_promises_more(hand, best, pool, view.rules.flush_only, self.rng)


class Normal(CardTracker):
    """Card tracking, and a Stop threshold that is higher with more players (someone is more
    likely to beat you) and drops as the game goes on (hands improve less and less)."""

    level = "normal"
    base_pace = 1.0
    BASE: ClassVar[dict[int, int]] = {2: 42, 3: 43, 4: 44, 5: 45, 6: 46}

    def wants_stop(self, view: PlayerView, drop: int, value: int) -> tuple[bool, str]:
        threshold = self.BASE[view.num_players] - max(0, view.round_number - 5)
        return value >= threshold, f"{value} ≥ {threshold} in round {view.round_number}"


class Tuned(CardTracker):
    """The reference greedy: card tracking and the Stop threshold tuned in the arena."""

    level = "tuned"
    base_pace = 1.0
    threshold: int | None = None
    """Overrides the tuned table (the arena's ``tuned=N`` seats, for threshold sweeps)."""

    def wants_stop(self, view: PlayerView, drop: int, value: int) -> tuple[bool, str]:
        threshold = self.threshold or TUNED_THRESHOLDS[view.num_players]
        return value >= threshold, f"{value} ≥ {threshold}"


class Hard(CardTracker):
    """Reads the opponents: infers each one's suit from what it took and threw away, keeps
    from them the cards they want, and stops only when sampled endings (their last turns played
    greedily from hands drawn to fit the read) say it wins often enough, ties lost."""

    level = "hard"
    base_pace = 0.9
    default_budget = 0.05
    STOP_CHANCE = 0.6
    OWN_STOP_DROP = 0
    SAMPLES = 40
    DANGER = 0.5

    def pick_discard(self, view: PlayerView, options: list[tuple[int, int]]) -> tuple[int, int]:
        reads = read_opponents(view)
        nearest = reads.get((view.seat + 1) % view.num_players)

        def score(option: tuple[int, int]) -> float:
            value, drop = option
            danger = sum(read.wants(drop) for read in reads.values()) / len(reads)
            if nearest is not None:
                danger += nearest.wants(drop)
            return value - self.DANGER * danger

        return max(options, key=lambda option: (score(option), option))

    def wants_stop(self, view: PlayerView, drop: int, value: int) -> tuple[bool, str]:
        if value < 20:
            return False, ""
        wins = self.stop_wins(view, drop, read_opponents(view), self.SAMPLES)
        chance = sum(wins) / len(wins)
        return chance >= self.STOP_CHANCE, f"wins {chance:.0%} of sampled endings"

    def rollout_stops(self, view: PlayerView) -> list[int]:
        """Stop thresholds per seat for finishing sampled games: everyone the tuned greedy, but
        this player stops ``OWN_STOP_DROP`` lower, as it stops when ahead, not at a number."""
        stops = tuned_stops(view.num_players)
        stops[view.seat] -= self.OWN_STOP_DROP
        return stops

    def stop_wins(
        self, view: PlayerView, drop: int, reads: dict[int, Read], samples: int
    ) -> list[bool]:
        """Per sampled ending of calling Stop now with ``drop``: whether it was won."""
        stops = self.rollout_stops(view)
        deadline = time.perf_counter() + self.time_budget
        sampler = HandSampler(view, reads)
        wins = []
        for _ in range(samples):
            game = Game.from_view(view, self.rng, sampler.sample(self.rng))
            game.play_unchecked(DISCARD_STOPS[drop])
            play_out(game, stops, self.rng)
            wins.append(view.seat in game.winners())
            if time.perf_counter() > deadline and len(wins) >= 8:
                break
        return wins


class Expert(Hard):
    """Search under hidden information, within its time budget. Hidden hands are sampled to
    explain each opponent's past exchanges as a tuned greedy's (the level-4 read for those yet
    to play); at the start of a turn the best exchanges, each played on and each followed by
    "Stop!" (so also which card to deny the others), and clearing, are weighed by finishing
    every sample each way: opponents, and its own later turns, played by the tuned greedy."""

    level = "expert"
    base_pace = 0.8
    default_budget = 0.4
    BATCH = 8
    MAX_SAMPLES = 800
    CLEAR_GAP = 2.5
    """An option is dropped when it trails the leader by this many standard errors."""
    CANDIDATES = 16
    """The best exchanges (within ``MARGIN`` points of the best), each searched played on and
    followed by "Stop!": which card to keep from the others, and when to stop. An exchange
    worth up to ``MARGIN`` points less now may leave the table poorer for the next player, or
    keep a second suit open; the search drops the hopeless ones after a few samples."""
    MARGIN = 16
    MIN_VALUE = 15
    OWN_STOP_DROP = 6
    STOP_HANDICAP = 0.06
    """A turn ending in "Stop!" is chosen only when its win share beats playing on by this
    much: the rollouts play this player's own later turns by a plain greedy, weaker than its
    search, so the samples underrate playing on."""
    INFERENCE_SHARE = 0.25
    """At most this share of the budget goes on sampling hidden cards to fit the past play."""

    def __init__(self, name: str, seed: int | None, time_budget: float | None) -> None:
        super().__init__(name, seed, time_budget)
        self.max_samples = self.MAX_SAMPLES
        """Fewer makes a search end by its count, not its clock: a seeded game then replays."""
        self.plan: tuple[int, tuple[Move, ...]] = (0, ())
        """(turn number, moves) chosen at the start of the current turn."""
        self.plan_reason = ""

    def decide(self, view: PlayerView) -> Decision:
        turn, moves = self.plan
        if view.phase == "taken":
            take, drop = moves if len(moves) == 2 else (None, None)
            if turn == view.turn_number and isinstance(take, Take) and take.card == view.taken:
                assert isinstance(drop, Discard)
                if view.stopper is None and view.round_number >= MAX_ROUNDS:
                    drop = DISCARD_STOPS[drop.card.index]
                return drop, self.plan_reason
            return super().decide(view)
        options = self.options(view)
        if len(options) == 1 and view.stopper is None:
            self.plan = (view.turn_number, options[0])
            self.plan_reason = self.describe(view, options[0])
            return options[0][0], self.plan_reason
        wins = self.search(view, options)
        merits = [
            share - self.STOP_HANDICAP * _calls_stop(option)
            for share, option in zip(wins, options, strict=True)
        ]
        best = merits.index(max(merits))
        self.plan = (view.turn_number, options[best])
        self.plan_reason = f"{self.describe(view, options[best])}: wins {wins[best]:.0%} of samples"
        return options[best][0], self.plan_reason

    @staticmethod
    def describe(view: PlayerView, moves: tuple[Move, ...]) -> str:
        """``"take AS, discard 5C: spades 12 → 20"`` for a planned turn."""
        text = ", ".join(map(str, moves))
        take, drop = moves if len(moves) == 2 else (None, None)
        if not (isinstance(take, Take) and isinstance(drop, Discard)):
            return text
        hand = _ints(view.hand)
        after = [card for card in hand if card != drop.card.index] + [take.card.index]
        flush_only = view.rules.flush_only
        before, now = value_of_indices(hand, flush_only), value_of_indices(after, flush_only)
        return f"{text}: {_suit_text(after)} {before} → {now}"

    def options(self, view: PlayerView) -> list[tuple[Move, ...]]:
        """The turns worth searching: before a Stop, the level-4 exchange and the other
        ``CANDIDATES`` played on, the same with "Stop!" (when the hand is worth it) and
        clearing; in a last turn, the best exchanges, clearing and passing, for the best chance
        to beat the stopper."""
        flush_only = view.rules.flush_only
        hand = _ints(view.hand)
        exchanges = sorted(
            (
                (value_of_indices([c for c in hand if c != drop] + [take], flush_only), take, drop)
                for take in _ints(view.table)
                for drop in hand
            ),
            reverse=True,
        )
        best = exchanges[0][0]
        candidates = [e for e in exchanges if e[0] >= best - self.MARGIN][: self.CANDIDATES]
        take = exchanges[0][1]
        _value, drop = self.pick_discard(view, discard_values(hand + [take], take, flush_only))
        options: list[tuple[Move, ...]] = [(TAKES[take], DISCARDS[drop])]
        if view.stopper is None:
            options += [
                (TAKES[t], DISCARD_STOPS[d]) for v, t, d in candidates if v >= self.MIN_VALUE
            ]
            options += [
                (TAKES[t], DISCARDS[d]) for _v, t, d in candidates if (t, d) != (take, drop)
            ]
            options += [(CLEAR,)] if CLEAR in view.legal_moves else []
        else:
            options += [(TAKES[t], DISCARDS[d]) for _v, t, d in candidates if t != take]
            options += [(move,) for move in (CLEAR, PASS) if move in view.legal_moves]
        return options

    def search(self, view: PlayerView, options: list[tuple[Move, ...]]) -> list[float]:
        """Each option's win share over sampled games finished by the rollout policy. Samples
        are common to the options, so differences are sharp: an option clearly behind the
        leader is dropped, and the samples go to the rest until one is left, ``max_samples``
        are played, or the time budget is spent (only the time limits, this one and the
        inference's, make a seeded game not replay)."""
        start = time.perf_counter()
        deadline = start + self.time_budget
        sampler = HandPosterior(
            view,
            self.rng,
            HandSampler(view, read_opponents(view)),
            start + self.INFERENCE_SHARE * self.time_budget,
        )
        stops = self.rollout_stops(view)
        wins = [0] * len(options)
        played = [0] * len(options)
        alive = list(range(len(options)))
        samples = 0
        while len(alive) > 1:
            for _ in range(self.BATCH):
                game = Game.from_view(view, self.rng, sampler.sample(self.rng))
                for i in alive:
                    ending = game.copy(self.rng)
                    for move in options[i]:
                        ending.play_unchecked(move)
                    play_out(ending, stops, self.rng)
                    wins[i] += view.seat in ending.winners()
                samples += 1
                if time.perf_counter() > deadline:
                    break
            for i in alive:
                played[i] = samples
            leader = max(wins[i] for i in alive)
            gap = self.CLEAR_GAP * samples**0.5
            alive = [i for i in alive if leader - wins[i] <= gap]
            if samples >= self.max_samples or time.perf_counter() > deadline:
                break
        return [win / max(count, 1) for win, count in zip(wins, played, strict=True)]

    def wants_stop(self, view: PlayerView, drop: int, value: int) -> tuple[bool, str]:
        """Asked at the discard without a plan from this turn's start: the same search, for
        the chosen discard played on or with "Stop!"."""
        if value < self.MIN_VALUE:
            return False, ""
        play_on, stop = self.search(view, [(DISCARDS[drop],), (DISCARD_STOPS[drop],)])
        return (
            stop - self.STOP_HANDICAP > play_on,
            f"stopping wins {stop:.0%}, playing on {play_on:.0%}",
        )


LEVEL_CLASSES: dict[str, type[Opponent]] = {
    cls.level: cls for cls in (Beginner, Easy, Normal, Hard, Expert, Tuned)
}
