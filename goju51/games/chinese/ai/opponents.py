"""The computer opponents of Chinese 51, one class per level: each sees only a ``PlayerView``.

Every level ends its hands: a hand always ends by itself (stock or no-progress), and every
level answers a call.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from math import comb
from typing import ClassVar

from goju51.core.cards import SUIT_NAMES, SUITS
from goju51.core.opponent import BaseOpponent
from goju51.games.chinese.ai.collectors import one_suit_of, one_suit_share, suit_cards
from goju51.games.chinese.cards import (
    CARD_SUIT,
    CARD_VALUE,
    CARDS,
    Card,
    challenge_best,
    special_of,
    value_of,
)
from goju51.games.chinese.game import Game
from goju51.games.chinese.moves import (
    CALL,
    CHALLENGE,
    DECLINE,
    DISCARD_DECLARES,
    DISCARDS,
    DRAW,
    SWAP_DECLARES,
    SWAPS,
    Call,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Move,
    exchange_all,
)
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.view import PlayerView

Decision = tuple[Move, str]


def ints(cards: Sequence[object]) -> list[int]:
    return [card.index for card in cards]  # type: ignore[attr-defined]


def suit_profile(hand: Sequence[int]) -> tuple[list[int], list[int], int]:
    """Points and card counts per suit, and the number of jokers."""
    points = [0, 0, 0, 0]
    counts = [0, 0, 0, 0]
    jokers = 0
    for card in hand:
        suit = CARD_SUIT[card]
        if suit < 0:
            jokers += 1
        else:
            points[suit] += CARD_VALUE[card]
            counts[suit] += 1
    return points, counts, jokers


def potential(hand: Sequence[int]) -> float:
    """How promising a hand is for collecting one suit: the best suit's points (jokers count
    for it) plus a bonus per card of it; a finished one-suit hand gets its full value and more."""
    points, counts, jokers = suit_profile(hand)
    best = 0.0
    for suit in range(4):
        score = points[suit] + 10 * jokers + 6 * (counts[suit] + jokers)
        if score > best:
            best = score
    return best


def favourite_suit(hand: Sequence[int]) -> int:
    points, _counts, _jokers = suit_profile(hand)
    return points.index(max(points))


def suit_text(hand: Sequence[int]) -> str:
    return SUIT_NAMES[SUITS[favourite_suit(hand)]]


def hand_after(hand: Sequence[int], table: Sequence[int], move: Move) -> list[int] | None:
    """The hand after an exchange or a discard (None for moves that do not say)."""
    if isinstance(move, ExchangeAll):
        given = {card.index for card in move.cards}
        return [card for card in hand if card not in given] + list(table)
    if isinstance(move, ExchangeOne):
        return [card for card in hand if card != move.give.index] + [move.take.index]
    if isinstance(move, Discard):
        return [card for card in hand if card != move.card.index]
    return None


def best_discard(hand: Sequence[int], weigh: dict[int, float] | None = None) -> tuple[float, int]:
    """The discard from six cards that leaves the most promising five (minus ``weigh``, the
    harm of handing a card to the table), as (score, card)."""
    best = (-1e9, hand[0])
    for card in hand:
        rest = [c for c in hand if c != card]
        score = potential(rest) - (weigh or {}).get(card, 0.0)
        if score > best[0]:
            best = (score, card)
    return best


def draw_promise(hand: Sequence[int], pool: Sequence[int], rng: random.Random, n: int) -> float:
    """The average best-discard potential after drawing a card from ``pool`` (sampled)."""
    if not pool:
        return potential(hand)
    sample = pool if len(pool) <= n else rng.sample(list(pool), n)
    total = 0.0
    for card in sample:
        total += best_discard([*hand, card])[0]
    return total / len(sample)


class Opponent(BaseOpponent):
    """A computer player of this game: ``choose(view)`` returns a legal move for the view's seat."""

    def choose(self, view: PlayerView) -> Move:
        return self.explain(view)[0]

    def explain(self, view: PlayerView) -> Decision:
        """The move and a one-line reason, e.g. ``"draws: hearts 31"``."""
        if not view.legal_moves:
            raise ValueError(f"it is not seat {view.seat}'s turn to move")
        declares = [m for m in view.legal_moves if getattr(m, "declare", False)]
        if declares:
            hand, table = ints(view.hand), ints(view.table)

            def worth(move: Move) -> int:
                return special_of(hand_after(hand, table, move) or [], view.rules.bombs)

            move = max(declares, key=worth)  # a bomb (204) before a 51 (102)
            return move, f"declares a {'51' if worth(move) == 102 else 'bomb'}!"
        if view.phase == "challenge":
            return self.answer(view)
        if view.phase in ("opening", "discard"):
            return self.discard(view)
        if CALL in view.legal_moves:
            call, why = self.wants_call(view)
            if call or view.value == 51 or view.value == 0:  # a kept 51 or bomb: always call
                return CALL, f"calls: {why or 'a clear count'}"
        return self.turn(view)

    # The parts each level plays its own way.

    def answer(self, view: PlayerView) -> Decision:
        return DECLINE, "lets the call stand"

    def discard(self, view: PlayerView) -> Decision:
        hand = ints(view.hand)
        _score, card = best_discard(hand, self.harm(view))
        move = _discard_move(view, card)
        kept = hand_after(hand, ints(view.table), move) or []
        return move, f"discards {CARDS[card]}, keeps {suit_text(kept)}"

    def harm(self, view: PlayerView) -> dict[int, float] | None:
        return None

    def wants_call(self, view: PlayerView) -> tuple[bool, str]:
        raise NotImplementedError

    def turn(self, view: PlayerView) -> Decision:
        raise NotImplementedError


def _discard_move(view: PlayerView, card: int) -> Move:
    for move in view.legal_moves:
        if isinstance(move, Discard) and move.card.index == card and not move.declare:
            return move
    return view.legal_moves[0]


class Beginner(Opponent):
    """A child's play: it chases the suit it holds most cards of, draws most turns, swaps in a
    table card of that suit now and then, calls as soon as it may and challenges on a whim."""

    level = "beginner"
    base_pace = 1.3

    def favourite(self, hand: Sequence[int]) -> int:
        _points, counts, _jokers = suit_profile(hand)
        return counts.index(max(counts))

    def answer(self, view: PlayerView) -> Decision:
        if self.rng.random() < 0.25:
            return CHALLENGE, "I think I can beat that!"
        return DECLINE, "ok"

    def discard(self, view: PlayerView) -> Decision:
        hand = ints(view.hand)
        suit = self.favourite(hand)
        off = [card for card in hand if CARD_SUIT[card] != suit and CARD_SUIT[card] >= 0]
        if off and self.rng.random() > 0.15:
            card = min(off, key=CARD_VALUE.__getitem__)
        else:
            card = self.rng.choice(hand)
        return _discard_move(view, card), f"I don't need {CARDS[card]}"

    def wants_call(self, view: PlayerView) -> tuple[bool, str]:
        return True, f"I have {view.value}!"

    def turn(self, view: PlayerView) -> Decision:
        hand = ints(view.hand)
        table = ints(view.table)
        suit = self.favourite(hand)
        mine = [card for card in table if CARD_SUIT[card] == suit]
        if mine and len(table) == 5 and self.rng.random() < 0.5:
            take = max(mine, key=CARD_VALUE.__getitem__)
            off = [card for card in hand if CARD_SUIT[card] != suit] or hand
            give = min(off, key=CARD_VALUE.__getitem__)
            return ExchangeOne(CARDS[give], CARDS[take]), f"I like {CARDS[take]}"
        if len(table) < 5 and len(mine) == len(table) and self.rng.random() < 0.5:
            off = sorted(hand, key=lambda c: (CARD_SUIT[c] == suit, CARD_VALUE[c]))[: len(table)]
            return ExchangeAll(tuple(CARDS[c] for c in off)), "those are my colour!"
        return DRAW, "let's see what comes"


class Greedy(Opponent):
    """The greedy family: each turn it weighs every exchange and a draw by how promising its
    own hand becomes, and takes the best. Levels differ in how they value a draw, what they
    keep from the others, and when they call and challenge."""

    DRAW_BONUS: ClassVar[float] = 3.0

    def draw_value(self, view: PlayerView, hand: list[int]) -> float:
        return potential(hand) + self.DRAW_BONUS

    def give_harm(self, view: PlayerView, cards: Sequence[int]) -> float:
        return 0.0

    def turn(self, view: PlayerView) -> Decision:
        hand = ints(view.hand)
        table = ints(view.table)
        best: tuple[float, Move] = (self.draw_value(view, hand), DRAW)
        for move in view.legal_moves:
            if isinstance(move, ExchangeAll | ExchangeOne):
                after = hand_after(hand, table, move)
                assert after is not None
                given = (
                    [c.index for c in move.cards]
                    if isinstance(move, ExchangeAll)
                    else [move.give.index]
                )
                score = potential(after) - self.give_harm(view, given)
                if score > best[0]:
                    best = (score, move)
        move = best[1]
        if isinstance(move, Draw):
            return move, f"draws for {suit_text(hand)}"
        after = hand_after(hand, table, move) or hand
        return move, f"exchanges for {suit_text(after)}: {value_of(hand)} → {value_of(after)}"


class Easy(Greedy):
    """Greedy for its own hand, a fixed call threshold (40, or the minimum), never challenges."""

    level = "easy"
    base_pace = 1.1
    THRESHOLD = 40

    def wants_call(self, view: PlayerView) -> tuple[bool, str]:
        threshold = max(self.THRESHOLD, view.rules.min_call)
        return view.value >= threshold, f"{view.value} ≥ {threshold}"


class Normal(Greedy):
    """Card tracking: a draw is worth what the unseen cards promise; its call threshold rises
    with the players and with the stock left; it challenges when its own one-suit hand is high."""

    level = "normal"
    base_pace = 1.0
    SAMPLE = 24
    BASE: ClassVar[dict[int, int]] = {2: 36, 3: 39, 4: 41, 5: 43}
    CHALLENGE_AT = 44

    def draw_value(self, view: PlayerView, hand: list[int]) -> float:
        pool = ints(view.unseen_cards())
        return draw_promise(hand, pool, self.rng, self.SAMPLE)

    def threshold(self, view: PlayerView) -> int:
        base = self.BASE[view.num_players] + (3 if view.stock_count > 20 else 0)
        return max(base - (4 if view.stock_count < 6 else 0), view.rules.min_call)

    def wants_call(self, view: PlayerView) -> tuple[bool, str]:
        threshold = self.threshold(view)
        return view.value >= threshold, f"{view.value} ≥ {threshold}"

    def answer(self, view: PlayerView) -> Decision:
        if view.value >= self.CHALLENGE_AT:
            return CHALLENGE, f"challenges with {view.value}"
        return DECLINE, f"{view.value} is too little to challenge"


LATE_STOCK = 10
"""A hand is late once the stock holds this many cards or fewer."""

TUNED_CALL: dict[int, tuple[int, int]] = {2: (0, 0), 3: (51, 48), 4: (51, 48), 5: (51, 48)}
"""The call threshold the arena tuned per table size, early and late in the hand
(docs/chinese-opponents.md, "Tuning the call"): heads-up any one-suit hand should be called
at once (the first one-suit hand wins the race); with three or more, only a 51 while the
stock is long (a lower call feeds the challengers, and a better hand may still come) and 48
once it runs short."""


def threshold_at(early_late: tuple[int, int], rules: Rules, stock: int) -> int:
    """The early or the late threshold of a pair, by the stock left, never below the minimum."""
    early, late = early_late
    return max(late if stock <= LATE_STOCK else early, rules.min_call)


def tuned_threshold(players: int, rules: Rules, stock: int) -> int:
    return threshold_at(TUNED_CALL[players], rules, stock)


class Tuned(Normal):
    """The reference: the normal player with the arena-tuned call threshold per table size
    (``TUNED_CALL``), kept for measurement; not one of the levels."""

    level = "tuned"
    threshold_override: tuple[int, int] | None = None
    """Early and late thresholds for a sweep (``tuned=48/44``), instead of the tuned ones."""

    def threshold(self, view: PlayerView) -> int:
        pair = self.threshold_override or TUNED_CALL[view.num_players]
        return threshold_at(pair, view.rules, view.stock_count)


class Read:
    """What the table says about one opponent: how much it seems to want each suit."""

    def __init__(self) -> None:
        self.want = [0.0, 0.0, 0.0, 0.0]

    def wants(self, card: int) -> float:
        suit = CARD_SUIT[card]
        if suit < 0:
            return max(self.want) + 1.0
        return self.want[suit]

    @property
    def suit(self) -> int:
        return self.want.index(max(self.want))


def read_opponents(view: PlayerView) -> dict[int, Read]:
    """Each opponent's suits, read from the cards it took (and holds) and the cards it gave."""
    reads = {opponent.seat: Read() for opponent in view.opponents}
    for seat, move in view.history:
        read = reads.get(seat)
        if read is None:
            continue
        given: list[int] = []
        if isinstance(move, Discard):
            given = [move.card.index]
        elif isinstance(move, ExchangeAll):
            given = [card.index for card in move.cards]
        elif isinstance(move, ExchangeOne):
            given = [move.give.index]
            suit = CARD_SUIT[move.take.index]
            if suit >= 0:
                read.want[suit] += 1.0
        for index in given:
            suit = CARD_SUIT[index]
            if suit >= 0:
                read.want[suit] -= 0.5
    for opponent in view.opponents:
        read = reads[opponent.seat]
        for card in opponent.known:
            suit = CARD_SUIT[card.index]
            if suit >= 0:
                read.want[suit] += 1.0 + CARD_VALUE[card.index] / 11
    return reads


class LastTurns:
    """When each opponent called or passed: a seat that could have called at the start of its
    last turn (before the call, for the caller) and played on instead held less than the
    table's call threshold then (``tuned_threshold``), or no one-suit hand at all. A guessed
    hand is taken back to that moment through what the turn took and gave (a draw's card is
    one of the hidden ones, or the one it threw)."""

    def __init__(self, view: PlayerView) -> None:
        self.threshold = max(1, tuned_threshold(view.num_players, view.rules, view.stock_count))
        self.known = {opponent.seat: set(ints(opponent.known)) for opponent in view.opponents}
        self.turns: dict[int, tuple[list[int], list[int], bool] | None] = {}
        """Per seat: the cards its last turn took and gave, and whether it drew."""
        history = view.history
        for i in range(len(history) - 1, -1, -1):
            seat, move = history[i]
            if seat not in self.known or seat in self.turns or isinstance(move, Call):
                continue
            if isinstance(move, ExchangeOne):
                self.turns[seat] = ([move.take.index], [move.give.index], False)
            elif isinstance(move, ExchangeAll):
                self.turns[seat] = None  # what it took is not kept apart: no evidence
            elif isinstance(move, Draw) and i + 1 < len(history):
                thrown = history[i + 1][1]
                if isinstance(thrown, Discard):
                    self.turns[seat] = ([], [thrown.card.index], True)

    def passed_up(self, seat: int, hand: Sequence[int], rng: random.Random) -> bool:
        """Whether ``hand``, had ``seat`` held it, means it passed up a call at its last turn."""
        turn = self.turns.get(seat)
        if turn is None:
            return False
        taken, given, drew = turn
        before = [card for card in hand if card not in taken]
        if drew:
            thrown = given[0]
            hidden = [card for card in before if card not in self.known[seat]]
            drawn = rng.choice([*hidden, thrown])
            before = [card for card in before if card != drawn]
            if drawn == thrown:
                given = []
        before += given
        return len(before) == 5 and value_of(before) >= self.threshold

    def contradicted_by(self, hands: dict[int, list[Card]], rng: random.Random) -> bool:
        return any(self.passed_up(seat, ints(hand), rng) for seat, hand in hands.items())


class Hard(Normal):
    """Reads the opponents' suits from what they took and gave, keeps from the table the cards
    they want (above all the next player's), and calls or challenges by the chance, over
    sampled hidden hands, that its hand wins."""

    level = "hard"
    base_pace = 0.9
    DENY = 0.5
    SAMPLES = 120
    CALL_STANDS = 0.5
    """A call is made when it stands (nobody holds as much) in this share of guesses."""
    COLLECTORS = False
    """Whether guesses deal collectors their one-suit hands (``sample_hands``)."""
    pass_tries: ClassVar[int] = 4
    """How many guesses of the opponents' hands are tried for one that fits their last turns."""

    def harm(self, view: PlayerView) -> dict[int, float]:
        reads = read_opponents(view)
        nearest = reads.get((view.seat - 1) % view.num_players)
        harm: dict[int, float] = {}
        for card in ints(view.hand):
            danger = sum(max(0.0, read.wants(card)) for read in reads.values()) / max(1, len(reads))
            if nearest is not None:
                danger += max(0.0, nearest.wants(card))
            harm[card] = self.DENY * danger * CARD_VALUE[card] / 11
        return harm

    def give_harm(self, view: PlayerView, cards: Sequence[int]) -> float:
        harm = self.harm(view)
        return sum(harm.get(card, 0.0) for card in cards)

    def evidence(self, view: PlayerView) -> LastTurns | None:
        """What the opponents' last turns say about their hands; the hard level ignores it."""
        return None

    def guess_hands(self, view: PlayerView, reads: dict[int, Read]) -> dict[int, list[Card]]:
        """Opponent hands that fit the view, leaning to the read suits; with ``evidence``, a
        guess in which someone passed up a call it would have made is drawn again (a few
        times: a guess is a guess)."""
        evidence = self.evidence(view)
        hands = sample_hands(view, reads, self.rng, self.COLLECTORS)
        for _ in range(self.pass_tries - 1):
            if evidence is None or not evidence.contradicted_by(hands, self.rng):
                break
            hands = sample_hands(view, reads, self.rng, self.COLLECTORS)
        return hands

    def wants_call(self, view: PlayerView) -> tuple[bool, str]:
        """At the tuned threshold, when the call is likely to stand: over sampled opponent
        hands (leaning to the suits read from their play), nobody holds as much (a
        challenger wins ties)."""
        value = view.value
        threshold = tuned_threshold(view.num_players, view.rules, view.stock_count)
        if value < threshold:
            return False, ""
        reads = read_opponents(view)
        samples = self.SAMPLES // 4
        stands = 0
        for _ in range(samples):
            hands = self.guess_hands(view, reads)
            stands += all(value_of(ints(hand)) < value for hand in hands.values())
        chance = stands / samples
        return chance >= self.CALL_STANDS, f"{value}, standing in {chance:.0%} of guesses"

    def answer(self, view: PlayerView) -> Decision:
        value = view.value
        if value == 0:
            return DECLINE, "no one-suit hand to challenge with"
        assert view.caller is not None
        chance, gain = challenge_odds(
            view, view.caller, value, self.rng, self.SAMPLES, self.evidence(view), self.COLLECTORS
        )
        if gain > 0:
            return CHALLENGE, f"beats the caller in {chance:.0%} of guesses"
        return DECLINE, f"beats the caller in only {chance:.0%} of guesses"


def caller_floor(view: PlayerView) -> int:
    """The least a caller is expected to hold: the tuned threshold of the table, but no more
    than 44 (the normal level calls lower) and no less than 20 (heads-up, any one suit)."""
    return max(20, min(44, tuned_threshold(view.num_players, view.rules, view.stock_count)))


def one_suit_hands(
    view: PlayerView,
    seat: int,
    rng: random.Random,
    samples: int,
    pool: Sequence[int] | None = None,
) -> list[list[int]]:
    """Whole one-suit hands ``seat`` may hold (a caller's, or a challenger's): its seen cards
    plus hidden cards drawn from ``pool`` (the unseen cards), each suit weighted by how many
    such hands it allows."""
    opponent = view.opponent(seat)
    known = ints(opponent.known)
    hidden = opponent.unknown_count
    if pool is None:
        pool = ints(view.unseen_cards())
    pools: list[list[int]] = []
    weights: list[float] = []
    for suit in range(4):
        cards = suit_cards(known, hidden, suit, pool)
        if cards is not None:
            pools.append(cards)
            weights.append(float(comb(len(cards), hidden)))
    if not pools:
        return []
    hands = []
    for _ in range(samples):
        cards = rng.choices(pools, weights)[0]
        hands.append(known + rng.sample(cards, hidden))
    return hands


CHALLENGER_TRIES = 4
"""A seat that challenged before this one is guessed a one-suit hand worth ``caller_floor``
or more, in this many tries (else the best of them): it chose to challenge."""


def challenge_odds(
    view: PlayerView,
    caller: int,
    value: int,
    rng: random.Random,
    samples: int,
    evidence: LastTurns | None = None,
    collectors: bool = False,
) -> tuple[float, float]:
    """How often this seat would win the challenge, and what challenging gains over passing
    on average: the pot (the caller's value and every challenger's) when it wins, minus its
    own value, which passing would score. Caller hands fit what is seen and are worth calling:
    below 51 (a 51 is a clear count) and at least ``caller_floor`` (any call when no sampled
    hand reaches it). The others in it count too: a seat that challenged before holds a
    one-suit hand worth calling (``CHALLENGER_TRIES``), a seat still to decide challenges
    with ``ROLLOUT_CHALLENGE`` or more, and the challenge is settled as the engine settles it
    (``challenge_best``). With ``evidence``, caller hands that would have been called a turn
    sooner are left out; ``collectors`` deals the seats still to decide as ``guess_hand``
    does."""
    mine = ints(view.hand)
    floor = max(view.rules.min_call, 1)
    callable_hands = [
        (caller_value, hand)
        for hand in one_suit_hands(view, caller, rng, samples)
        if floor <= (caller_value := value_of(hand)) < 51
    ]
    wanted = caller_floor(view)
    likely = [(v, hand) for v, hand in callable_hands if v >= wanted] or callable_hands
    if evidence is not None:
        likely = [
            (v, hand) for v, hand in likely if not evidence.passed_up(caller, hand, rng)
        ] or likely
    if not likely:
        return 0.5, 0.0
    n = view.num_players
    order = [(caller - step) % n for step in range(1, n)]
    before = list(view.challengers)
    later = order[order.index(view.seat) + 1 :]
    reads = read_opponents(view)
    unseen = ints(view.unseen_cards())
    values = [0] * n
    hands: list[list[int]] = [[] for _ in range(n)]
    values[view.seat], hands[view.seat] = value, mine
    wins = 0
    gain = 0.0
    for caller_value, hand in likely:
        values[caller], hands[caller] = caller_value, hand
        pool = without(unseen, hand)
        for seat in before:
            guesses = [
                (value_of(guess), guess)
                for guess in one_suit_hands(view, seat, rng, CHALLENGER_TRIES, pool)
            ] or [(0, [])]
            worthy = [guess for guess in guesses if guess[0] >= wanted]
            values[seat], hands[seat] = worthy[0] if worthy else max(guesses)
            pool = without(pool, hands[seat])
        for seat in later:
            hands[seat] = guess_hand(view, seat, reads[seat], pool, rng, collectors)
            values[seat] = value_of(hands[seat])
            pool = without(pool, hands[seat])
        challengers = [
            *before,
            view.seat,
            *(seat for seat in later if values[seat] >= ROLLOUT_CHALLENGE[n]),
        ]
        best = challenge_best(caller, challengers, values, hands, view.rules.joker_free_wins_ties)
        won = best == view.seat
        wins += won
        pot = caller_value + sum(values[seat] for seat in challengers)
        gain += (pot if won else 0) - value
    return wins / len(likely), gain / len(likely)


class Expert(Hard):
    """Determinized search within its time budget: the hidden cards are dealt to fit the view
    (``Game.from_view``, leaning towards the suits read from the opponents' play), the hard
    level's move and the best few other exchanges and draws are each played and the hand
    finished by quick play as the table is expected to play, on the same deals; another move
    replaces the hard choice only when it scores clearly better (by two standard errors of the
    paired difference). Heads-up a call is searched too, against playing on; with more players
    its calls are the hard level's (``SEARCHED_CALLS``).

    It plays the match, not only the hand: a call that would end the match with it alone on
    top is made at any value when the sampled hands say it holds, and a call that would end
    the match for the caller is challenged on any fair chance."""

    level = "expert"
    base_pace = 0.8
    default_budget = 0.4
    CANDIDATES = 4
    MAX_ROLLOUTS = 600
    CONFIDENCE = 2.0
    COLLECTORS = True
    SEARCHED_CALLS = 2
    """Up to this many players a call below 51 is one of the searched moves: heads-up, holding
    a one-suit hand to challenge the other's call can pay more than calling it
    (docs/chinese-opponents.md); with more players a searched call lost points, the rollouts'
    table being too crude for it."""
    CLOSE = 0.7
    """A call that ends the match on top is made when it holds in this share of guesses."""
    LAST_STAND = 0.15
    """The least chance worth a challenge against a call that would end the match."""

    def __init__(self, name: str, seed: int | None, time_budget: float | None) -> None:
        super().__init__(name, seed, time_budget)
        self.max_rollouts = self.MAX_ROLLOUTS
        """Fewer makes a search end by its count, not its clock: a seeded hand then replays."""
        self.last_turns: tuple[PlayerView, LastTurns] | None = None

    def evidence(self, view: PlayerView) -> LastTurns:
        """The opponents' last turns, read once a decision."""
        if self.last_turns is None or self.last_turns[0] is not view:
            self.last_turns = (view, LastTurns(view))
        return self.last_turns[1]

    def explain(self, view: PlayerView) -> Decision:
        deadline = time.perf_counter() + self.time_budget  # the whole decision, not the search
        if not view.legal_moves:
            raise ValueError(f"it is not seat {view.seat}'s turn to move")
        if view.phase != "turn" or any(getattr(m, "declare", False) for m in view.legal_moves):
            return super().explain(view)
        searched_call: list[Move] = []
        if CALL in view.legal_moves:
            call, why = self.wants_call(view)
            weigh = view.num_players <= self.SEARCHED_CALLS and view.value not in (0, 51)
            if view.value in (0, 51) or (call and not weigh):
                return CALL, f"calls: {why or 'a clear count'}"
            closing = self.closing_chance(view)
            if closing >= self.CLOSE:
                return CALL, f"calls to end the match on top ({closing:.0%} of guesses)"
            if call:  # a weighed call: the search may play on instead
                return self.overrule(
                    view, CALL, f"calls: {why}", self.candidates(view, CALL), deadline
                )
            if weigh:
                searched_call = [CALL]
        default, reason = self.turn(view)
        candidates = [*self.candidates(view, default), *searched_call]
        return self.overrule(view, default, reason, candidates, deadline)

    def overrule(
        self, view: PlayerView, default: Move, reason: str, candidates: list[Move], deadline: float
    ) -> Decision:
        """``default`` unless the search finds a candidate clearly better (``CONFIDENCE``)."""
        if len(candidates) == 1:
            return default, reason
        margins = self.search(view, candidates, deadline)
        best = max(range(len(candidates)), key=lambda i: margins[i][0])
        mean, error = margins[best]
        if best == 0 or mean < self.CONFIDENCE * error:
            return default, f"{reason} (search agrees)"
        move = candidates[best]
        return move, f"{move}: {mean:+.1f} points over the plain choice in sampled endings"

    def candidates(self, view: PlayerView, default: Move) -> list[Move]:
        """The hard level's move first, then the most promising exchanges and the draw."""
        hand = ints(view.hand)
        table = ints(view.table)
        scored: list[tuple[float, int, Move]] = []
        for i, move in enumerate(view.legal_moves):
            if isinstance(move, Call | Draw) or move == default:
                continue
            after = hand_after(hand, table, move)
            if after is not None:
                scored.append((potential(after), -i, move))
        scored.sort(reverse=True)
        moves: list[Move] = [default] + [move for _s, _i, move in scored[: self.CANDIDATES]]
        if DRAW in view.legal_moves and default != DRAW:
            moves.append(DRAW)
        return moves

    def closing_chance(self, view: PlayerView) -> float:
        """In a match: how often, over sampled opponent hands, a call now leaves this seat at
        or above the target and alone on top (nobody beats it in a challenge either)."""
        totals = view.match_totals
        value = view.value
        if totals is None or totals[view.seat] + value < view.rules.target:
            return 0.0
        mine = totals[view.seat] + value
        reads = read_opponents(view)
        held = 0
        samples = self.SAMPLES // 4
        for _ in range(samples):
            hands = self.guess_hands(view, reads)
            held += all(
                (other := value_of(ints(hand))) < value and totals[seat] + other < mine
                for seat, hand in hands.items()
            )
        return held / samples

    def answer(self, view: PlayerView) -> Decision:
        totals = view.match_totals
        caller = view.caller
        value = view.value
        if totals is not None and caller is not None and value:
            # Passing a call that ends the match with the caller on top loses the match:
            # then any fair chance to beat it is worth the challenge.
            others = [t for seat, t in enumerate(totals) if seat not in (caller, view.seat)]
            ends = totals[caller] + caller_floor(view)
            if ends >= view.rules.target and ends > max([totals[view.seat] + value, *others]):
                chance, _gain = challenge_odds(
                    view,
                    caller,
                    value,
                    self.rng,
                    self.SAMPLES,
                    self.evidence(view),
                    self.COLLECTORS,
                )
                if chance >= self.LAST_STAND:
                    return CHALLENGE, f"must stop the caller's match: beats it in {chance:.0%}"
        return super().answer(view)

    def search(
        self, view: PlayerView, candidates: list[Move], deadline: float
    ) -> list[tuple[float, float]]:
        """For each candidate, the mean and standard error of its score margin over the first
        candidate's, on the same sampled deals."""
        seat = view.seat
        diffs: list[list[float]] = [[] for _ in candidates]
        rollouts = 0
        reads = read_opponents(view)
        while rollouts < self.max_rollouts:
            base = Game.from_view(view, self.rng, self.guess_hands(view, reads))
            state = self.rng.getstate()
            margins = []
            for move in candidates:
                self.rng.setstate(state)
                game = base.copy(self.rng)
                game.play_unchecked(move)
                finish(game, self.rng)
                scores = game.scores()
                others = [s for j, s in enumerate(scores) if j != seat]
                margins.append(scores[seat] - sum(others) / len(others))
            for i, margin in enumerate(margins):
                diffs[i].append(margin - margins[0])
            rollouts += len(candidates)
            if time.perf_counter() > deadline:
                break
        result = []
        for values in diffs:
            n = len(values)
            mean = sum(values) / n
            variance = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
            result.append((mean, (variance / n) ** 0.5 if n > 1 else float("inf")))
        return result


def sample_hands(
    view: PlayerView, reads: dict[int, Read], rng: random.Random, collectors: bool = False
) -> dict[int, list[Card]]:
    """Whole hands for the opponents that fit the view (``guess_hand``)."""
    pool = ints(view.unseen_cards())
    hands: dict[int, list[Card]] = {}
    for opponent in view.opponents:
        hand = guess_hand(view, opponent.seat, reads[opponent.seat], pool, rng, collectors)
        pool = without(pool, hand)
        hands[opponent.seat] = [CARDS[card] for card in hand]
    return hands


def without(pool: Sequence[int], hand: Sequence[int]) -> list[int]:
    """The cards of ``pool`` not in ``hand``."""
    held = set(hand)
    return [card for card in pool if card not in held]


def guess_hand(
    view: PlayerView,
    seat: int,
    read: Read,
    pool: Sequence[int],
    rng: random.Random,
    collectors: bool,
) -> list[int]:
    """One opponent's hand: its seen cards and hidden ones from ``pool`` leaning towards the
    suit it seems to collect; with ``collectors``, first a one-suit hand of that suit as often
    as seats of its read held one (``collectors``)."""
    opponent = view.opponent(seat)
    known = ints(opponent.known)
    want = read.want[read.suit]
    if collectors and rng.random() < one_suit_share(view.num_players, view.turn_number, want):
        hand = one_suit_of(known, opponent.unknown_count, read.suit, pool, rng)
        if hand is not None:
            return hand
    return known + lean_sample(pool, opponent.unknown_count, read, rng)


def lean_sample(pool: Sequence[int], count: int, read: Read, rng: random.Random) -> list[int]:
    """``count`` cards of ``pool``, leaning towards the suit ``read`` says the seat collects
    (weighted sampling without replacement: the stronger the read, the stronger the lean)."""
    suit = read.suit
    lean = 1.0 + max(0.0, min(3.0, read.want[suit]))
    keyed = sorted(
        pool,
        key=lambda card: rng.random() ** (1.0 / (lean if CARD_SUIT[card] == suit else 1.0)),
        reverse=True,
    )
    return keyed[:count]


ROLLOUT_CHALLENGE: dict[int, int] = {2: 37, 3: 44, 4: 44, 5: 44}
"""In rollouts, a player challenges a call with a one-suit hand worth this much, by table
size: 44 as the normal level does; heads-up 37, where the hard level's answers turn from pass
to challenge (measured over 1,500 hard-against-hard hands: half its answers challenge at 37–38)."""


def finish(game: Game, rng: random.Random) -> None:
    """Play a hand to its end quickly (no move lists), the way the table is expected to play:
    declare when possible, call at the tuned threshold of the table size, challenge with
    ``ROLLOUT_CHALLENGE`` or more; otherwise take a table card of the suit collected for the
    worst other card, lay off-suit cards for a table all of that suit, or draw and throw the
    worst card."""
    bombs = game.rules.bombs
    call_early, call_late = (
        max(1, tuned_threshold(game.num_players, game.rules, stock))
        for stock in (LATE_STOCK + 1, LATE_STOCK)
    )
    challenge_at = ROLLOUT_CHALLENGE[game.num_players]
    while not game.is_over:
        seat = game.current_player
        hand = [card.index for card in game.hand(seat)]
        phase = game.phase
        if phase == "challenge":
            game.play_unchecked(CHALLENGE if value_of(hand) >= challenge_at else DECLINE)
            continue
        points, _counts, _jokers = suit_profile(hand)
        suit = points.index(max(points))
        if phase != "turn":
            card = min(hand, key=lambda c: (CARD_SUIT[c] == suit or c >= 52, CARD_VALUE[c]))
            rest = [c for c in hand if c != card]
            game.play_unchecked(
                DISCARD_DECLARES[card] if special_of(rest, bombs) else DISCARDS[card]
            )
            continue
        call_at = call_late if game.stock_count <= LATE_STOCK else call_early
        if special_of(hand, bombs) or value_of(hand) >= call_at:
            game.play_unchecked(CALL)
            continue
        table = [card.index for card in game.table]
        wanted = [c for c in table if CARD_SUIT[c] == suit or c >= 52]
        off = sorted(
            (c for c in hand if CARD_SUIT[c] != suit and c < 52), key=CARD_VALUE.__getitem__
        )
        if len(table) == 5 and wanted and (off or rng.random() < 0.3):
            take = max(wanted, key=CARD_VALUE.__getitem__)
            give = off[0] if off else min(hand, key=CARD_VALUE.__getitem__)
            if give != take and CARD_VALUE[take] >= CARD_VALUE[give] - (0 if off else 99):
                after = [c for c in hand if c != give] + [take]
                declare = bool(special_of(after, bombs))
                game.play_unchecked((SWAP_DECLARES if declare else SWAPS)[give][take])
                continue
        if len(table) < 5 and len(wanted) == len(table) and len(off) >= len(table):
            given = off[: len(table)]
            after = [c for c in hand if c not in given] + table
            declare = bool(special_of(after, bombs))
            game.play_unchecked(exchange_all(tuple(CARDS[c] for c in given), declare))
            continue
        game.play_unchecked(DRAW)
