"""The state of one hand of Chinese 51: legal moves, applying them, views, saves.

Inside, cards are ints (``Card.index``) and the stock is a list whose top is its end, so every
step is a list operation; the public API speaks in ``Card`` and move values.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from operator import itemgetter
from typing import Any

from goju51.core.game import IllegalMove, Outcome, SaveError
from goju51.core.savefile import SaveReader, load_json, rng_state, short
from goju51.games.chinese.cards import (
    CARD_VALUE,
    CARDS,
    FIFTY_ONE,
    JOKER1,
    SUIT_BIT,
    Card,
    bomb_of,
    has_joker,
    special_of,
    value_of,
)
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
)
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
    Challenge,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Move,
    exchange_all,
    parse_move,
)
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.view import OpponentView, PlayerView

__all__ = ["Game", "IllegalMove", "SaveError"]

MIN_PLAYERS = 2
MAX_PLAYERS = 5
HAND_SIZE = 5
TABLE_SIZE = 5
NO_PROGRESS_ROUNDS = 3
EMPTY = -1

OPENING, TURN, DRAWN, DECIDE, OVER = range(5)
PHASE_NAMES = ("opening", "turn", "discard", "challenge", "over")
"""``opening``: the starter's first discard; ``turn``: call, draw or exchange; ``discard``: the
discard after a draw; ``challenge``: answering a call; ``over``: scored."""

END_REASONS = ("declared", "called", "stock", "no_draw")

SAVE_FORMAT = "goju51-chinese-game"
SAVE_VERSION = 1

_GETTERS = {
    k: tuple(itemgetter(*combo) for combo in combinations(range(HAND_SIZE), k))
    for k in range(2, TABLE_SIZE + 1)
}
"""For exchanging k ≥ 2 cards: one getter per set of k hand positions, in hand order."""

_MOVE_KINDS = frozenset((Discard, Draw, ExchangeAll, ExchangeOne, Call, Challenge, Decline))


def _declarable_after_discard(hand: list[int], card: int, bombs: bool) -> bool:
    rest = hand[:]
    rest.remove(card)
    return special_of(rest, bombs) != 0


class Game:
    """One hand in progress: made by ``Game.new``, ``Game.from_json`` or ``Game.from_view``."""

    __slots__ = (
        "_caller",
        "_challengers",
        "_count",
        "_decisions",
        "_drawn",
        "_hands",
        "_history",
        "_known",
        "_phase",
        "_player",
        "_reason",
        "_rng",
        "_set_aside",
        "_stock",
        "_table",
        "_turn",
        "num_players",
        "rules",
        "starter",
    )

    _caller: int
    _challengers: list[int]
    _count: int
    _decisions: list[tuple[int, bool]]
    _drawn: int
    _hands: list[list[int]]
    _history: list[tuple[int, Move]]
    _known: list[int]
    _phase: int
    _player: int
    _reason: str | None
    _rng: random.Random
    _set_aside: list[int]
    _stock: list[int]
    _table: list[int]
    _turn: int
    num_players: int
    rules: Rules
    starter: int

    def __init__(self) -> None:
        raise TypeError("use Game.new(...), Game.from_json(...) or Game.from_view(...)")

    # ----------------------------------------------------------------------------- creating

    @classmethod
    def new(
        cls,
        players: int,
        rules: Rules = Rules(),  # noqa: B008 - Rules is frozen
        seed: Any = None,
        deck: Sequence[Card | str] | None = None,
        starter: int = 0,
    ) -> Game:
        """Deal a new hand for ``players`` seats (2–5), started by ``starter``.

        ``deck`` fixes the deck order: card i (i = 0 … 5n) goes to seat (starter − i) mod n, so
        the starter holds six and every other seat five; the rest is the stock, drawn in deck
        order. Otherwise the deck is shuffled with ``random.Random(seed)``.
        """
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"players must be a whole number from 2 to 5, not {players!r}")
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules value, not {rules!r}")
        if type(starter) is not int or not 0 <= starter < players:
            raise ValueError(f"starter must be a seat from 0 to {players - 1}, not {starter!r}")
        rng = random.Random(seed)
        if deck is None:
            # Sorting by random keys is a uniform shuffle, about twice as fast as rng.shuffle.
            draw = rng.random
            keys = [draw() for _ in range(rules.deck_size)]
            order = sorted(range(rules.deck_size), key=keys.__getitem__)
        else:
            order = _deck_order(deck, rules)
        game = object.__new__(cls)
        game.rules = rules
        game.num_players = players
        game.starter = starter
        dealt = HAND_SIZE * players + 1
        game._hands = [order[(starter - s) % players : dealt : players] for s in range(players)]
        game._stock = order[dealt:][::-1]
        game._table = []
        game._set_aside = []
        game._known = [0] * players
        game._player = starter
        game._phase = OPENING
        game._drawn = EMPTY
        game._turn = 0
        game._count = 0
        game._caller = EMPTY
        game._challengers = []
        game._decisions = []
        game._reason = None
        game._history = []
        game._rng = rng
        return game

    def opening_events(self) -> list[Event]:
        """The deal and the first turn, for a screen to animate before the first move."""
        if self._history:
            raise ValueError("opening_events() describes the deal; moves have been played since")
        return [
            Dealt(
                self.starter,
                tuple(self.hand(seat) for seat in range(self.num_players)),
                len(self._stock),
            ),
            TurnStarted(self._player, 1, PHASE_NAMES[self._phase]),
        ]

    def copy(self, rng: random.Random | None = None) -> Game:
        """An independent copy, for search: with a clone of this game's random state, or,
        cheaper, with ``rng`` when one is given (a hand draws nothing after its deal, so only
        the copy's save shows the difference)."""
        other = object.__new__(Game)
        other.rules = self.rules
        other.num_players = self.num_players
        other.starter = self.starter
        other._hands = [hand[:] for hand in self._hands]
        other._stock = self._stock[:]
        other._table = self._table[:]
        other._set_aside = self._set_aside[:]
        other._known = self._known[:]
        other._player = self._player
        other._phase = self._phase
        other._drawn = self._drawn
        other._turn = self._turn
        other._count = self._count
        other._caller = self._caller
        other._challengers = self._challengers[:]
        other._decisions = self._decisions[:]
        other._reason = self._reason
        other._history = self._history[:]
        if rng is None:
            rng = random.Random()
            rng.setstate(self._rng.getstate())
        other._rng = rng
        return other

    # ------------------------------------------------------------------------------ reading

    @property
    def current_player(self) -> int:
        return self._player

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def table(self) -> tuple[Card, ...]:
        """The face-up cards in the order they were put there."""
        return tuple(CARDS[card] for card in self._table)

    @property
    def stock_count(self) -> int:
        return len(self._stock)

    @property
    def set_aside_count(self) -> int:
        return len(self._set_aside)

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """The set-aside cards (face down now, but all were seen face up)."""
        return tuple(CARDS[card] for card in self._set_aside)

    @property
    def caller(self) -> int | None:
        """The seat that ended play by calling or declaring; ``None`` before that and after a
        stock or no-progress ending."""
        return None if self._caller == EMPTY else self._caller

    @property
    def challengers(self) -> tuple[int, ...]:
        return tuple(self._challengers)

    @property
    def decisions(self) -> tuple[tuple[int, bool], ...]:
        """The answers to a call so far: ``(seat, challenged)`` in the order given."""
        return tuple(self._decisions)

    @property
    def drawn(self) -> Card | None:
        """The card the current player just drew (between a draw and its discard)."""
        return None if self._drawn == EMPTY else CARDS[self._drawn]

    @property
    def exchange_count(self) -> int:
        """Exchanges in a row since the last draw (play ends at 3 × the number of players)."""
        return self._count

    @property
    def turn_number(self) -> int:
        """1 for the opening discard, counting every turn since."""
        return self._turn + 1

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def end_reason(self) -> str | None:
        """``"declared"``, ``"called"``, ``"stock"`` or ``"no_draw"`` once over, else None."""
        return self._reason

    @property
    def history(self) -> tuple[tuple[int, Move], ...]:
        """Every move so far, as ``(seat, move)``."""
        return tuple(self._history)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(CARDS[card] for card in self._hands[seat])

    def known_cards(self, seat: int) -> tuple[Card, ...]:
        """Cards of ``seat``'s hand that everyone saw it take from the table (and still held)."""
        known = self._known[seat]
        return tuple(CARDS[card] for card in self._hands[seat] if known >> card & 1)

    def values(self) -> tuple[int, ...]:
        """Hand values of all seats (0 for a hand not of one suit), in seat order."""
        return tuple(value_of(hand) if len(hand) == HAND_SIZE else 0 for hand in self._hands)

    def scores(self) -> tuple[int, ...]:
        """This hand's points per seat; ``ValueError`` before the hand is over."""
        if self._phase != OVER:
            raise ValueError("the hand is not over: there are no scores yet")
        return self._scores()[0]

    def challenge_winner(self) -> int | None:
        """The winner of a challenged call, else None."""
        if self._phase != OVER:
            return None
        return self._scores()[1]

    def outcome(self) -> Outcome | None:
        """The scores and the seats with the top score, once the hand is over."""
        if self._phase != OVER:
            return None
        scores = self._scores()[0]
        best = max(scores)
        return Outcome(scores, frozenset(s for s, score in enumerate(scores) if score == best))

    def _scores(self) -> tuple[tuple[int, ...], int | None]:
        values = list(self.values())
        reason = self._reason
        if reason == "declared":
            values[self._caller] = special_of(self._hands[self._caller], self.rules.bombs)
            return tuple(values), None
        if reason != "called" or not self._challengers:
            return tuple(values), None
        caller = self._caller
        best = caller
        ties_to_joker_free = self.rules.joker_free_wins_ties
        hands = self._hands
        for seat in self._challengers:
            if values[seat] > values[best] or (
                values[seat] == values[best]
                and not (
                    ties_to_joker_free and has_joker(hands[seat]) and not has_joker(hands[best])
                )
            ):
                best = seat
        pot = values[caller] + sum(values[seat] for seat in self._challengers)
        values[caller] = 0
        for seat in self._challengers:
            values[seat] = 0
        values[best] = pot
        return tuple(values), best

    # -------------------------------------------------------------------------------- moves

    def legal_moves(self) -> list[Move]:
        """Every move allowed now, in a fixed order: the discards in hand order, then the
        declaring ones; or call, draw, each set of cards to exchange all (hand order, each
        plain then declaring), each exchange one (hand card by table card); or challenge and
        decline."""
        phase = self._phase
        hand = self._hands[self._player]
        bombs = self.rules.bombs
        if phase == TURN:
            values = [CARD_VALUE[card] for card in hand]
            total = sum(values)
            mask = 0
            for card in hand:
                mask |= SUIT_BIT[card]
            one_suit = not mask & (mask - 1)
            if (one_suit and (total >= self.rules.min_call or total == FIFTY_ONE)) or (
                bombs and bomb_of(hand)
            ):
                moves: list[Move] = [CALL, DRAW]
            else:
                moves = [DRAW]
            table = self._table
            k = len(table)
            table_total = 0
            table_mask = 0
            for card in table:
                table_total += CARD_VALUE[card]
                table_mask |= SUIT_BIT[card]
            # A bomb after an exchange needs four of a rank among hand and table together; a
            # 51 after exchanging all needs a one-suit table.
            maybe_bomb = bombs and bomb_of(hand + table)
            maybe_51 = not table_mask & (table_mask - 1)
            append = moves.append
            held = [CARDS[card] for card in hand]
            if k == 1:
                for card, value, named in zip(hand, values, held, strict=True):
                    append(exchange_all((named,)))
                    if (maybe_51 and total - value + table_total == FIFTY_ONE) or maybe_bomb:
                        after = [c for c in hand if c != card] + table
                        if special_of(after, bombs):
                            append(exchange_all((named,), True))
            else:
                for getter in _GETTERS[k]:
                    named_cards = getter(held)
                    append(exchange_all(named_cards))
                    if maybe_bomb or (
                        maybe_51 and total - sum(getter(values)) + table_total == FIFTY_ONE
                    ):
                        given = getter(hand)
                        after = [c for c in hand if c not in given] + table
                        if special_of(after, bombs):
                            append(exchange_all(named_cards, True))
            if k == TABLE_SIZE:
                table_values = [CARD_VALUE[card] for card in table]
                extend = moves.extend
                for give, value in zip(hand, values, strict=True):
                    plain = SWAPS[give]
                    needed = FIFTY_ONE - total + value
                    if not maybe_bomb and needed not in table_values:
                        extend([plain[take] for take in table])
                        continue
                    for take in table:
                        append(plain[take])
                        if CARD_VALUE[take] == needed or maybe_bomb:
                            after = [c for c in hand if c != give]
                            after.append(take)
                            if special_of(after, bombs):
                                append(SWAP_DECLARES[give][take])
            return moves
        if phase in (OPENING, DRAWN):
            moves = [DISCARDS[card] for card in hand]
            total = 0
            for card in hand:
                total += CARD_VALUE[card]
            maybe_bomb = bombs and bomb_of(hand)
            for card in hand:
                if (total - CARD_VALUE[card] == FIFTY_ONE or maybe_bomb) and (
                    _declarable_after_discard(hand, card, bombs)
                ):
                    moves.append(DISCARD_DECLARES[card])
            return moves
        if phase == DECIDE:
            return [CHALLENGE, DECLINE]
        return []

    def is_legal(self, move: Move) -> bool:
        return self._refusal(move) is None

    def check(self, move: Move) -> IllegalMove | None:
        """Why ``move`` is not allowed now (an ``IllegalMove`` with a stable ``code``), or None."""
        refusal = self._refusal(move)
        if refusal is None:
            return None
        code, reason = refusal
        return IllegalMove(code, f"{move} is not allowed for seat {self._player}: {reason}")

    def apply(self, move: Move) -> list[Event]:
        """Play ``move`` for the current player and return what happened.

        Raises ``IllegalMove`` (saying why) and changes nothing if the rules forbid the move.
        """
        refusal = self._refusal(move)
        if refusal is not None:
            code, reason = refusal
            raise IllegalMove(code, f"{move} is not allowed for seat {self._player}: {reason}")
        events: list[Event] = []
        self._play(move, events)
        return events

    def play_unchecked(self, move: Move) -> None:
        """Apply a move known to be legal, without checks or events: the fast path for search."""
        self._play(move, None)

    def _refusal(self, move: Move) -> tuple[str, str] | None:
        """``(code, reason)`` when ``move`` is not allowed now, else None. The commonest moves
        are checked first: this runs for every ``apply``."""
        phase = self._phase
        if phase == OVER:
            return "game_over", "the hand is over"
        kind = type(move)
        if phase == DECIDE:
            if kind is Challenge or kind is Decline:
                return None
            if kind in _MOVE_KINDS:
                return "decide_now", "play has ended with a call: challenge or decline"
            return "not_a_move", f"{move!r} is not a move of Chinese 51"
        if kind is ExchangeOne:
            assert isinstance(move, ExchangeOne)
            return self._refuse_exchange_one(move, phase)
        if kind is ExchangeAll:
            assert isinstance(move, ExchangeAll)
            return self._refuse_exchange_all(move, phase)
        if kind is Discard:
            assert isinstance(move, Discard)
            return self._refuse_discard(move, phase)
        if kind is Draw:
            if phase == OPENING:
                return "opening_discard", "the starter must open with a discard"
            if phase == DRAWN:
                return "already_drew", "a card was drawn this turn: discard now"
            return None
        if kind is Call:
            return self._refuse_call(phase)
        if kind is Challenge or kind is Decline:
            return "no_call", "nobody has called: there is nothing to challenge"
        return "not_a_move", f"{move!r} is not a move of Chinese 51"

    def _refuse_turn(self, phase: int) -> tuple[str, str] | None:
        if phase == OPENING:
            return "opening_discard", "the starter must open with a discard"
        if phase == DRAWN:
            return "discard_now", "a card was drawn this turn: discard now"
        return None

    def _refuse_call(self, phase: int) -> tuple[str, str] | None:
        if phase == OPENING:
            return "call_at_opening", "the starter must open with a discard"
        if phase == DRAWN:
            return "call_after_draw", "no call on the turn you drew: discard now"
        hand = self._hands[self._player]
        if special_of(hand, self.rules.bombs):
            return None
        value = value_of(hand)
        if value == 0:
            return "call_not_one_suit", "a call needs all five cards of one suit"
        if value < self.rules.min_call:
            return (
                "call_below_minimum",
                f"a call needs at least {self.rules.min_call} points, the hand has {value}",
            )
        return None

    def _refuse_discard(self, move: Discard, phase: int) -> tuple[str, str] | None:
        if not isinstance(move.card, Card):
            return "not_a_card", f"{move.card!r} is not a card"
        if type(move.declare) is not bool:
            return "bad_declare", "declare must be True or False"
        if phase == TURN:
            return "draw_first", "discard only after drawing (or as the starter's opening)"
        hand = self._hands[self._player]
        card = move.card.index
        if card not in hand:
            return "not_in_hand", f"{move.card} is not in the hand"
        if move.declare and not _declarable_after_discard(hand, card, self.rules.bombs):
            return "declare_without_51", "only a 51 (or a bomb) can be declared"
        return None

    def _refuse_exchange_all(self, move: ExchangeAll, phase: int) -> tuple[str, str] | None:
        cards = move.cards
        if not isinstance(cards, tuple) or not all(isinstance(c, Card) for c in cards):
            return "not_a_card", "an exchange names a tuple of cards"
        if type(move.declare) is not bool:
            return "bad_declare", "declare must be True or False"
        refusal = self._refuse_turn(phase)
        if refusal is not None:
            return refusal
        table = self._table
        if len(cards) != len(table):
            return (
                "exchange_count",
                f"there are {len(table)} cards face up: exchange exactly {len(table)}",
            )
        given = [card.index for card in cards]
        if len(set(given)) != len(given):
            return "exchange_duplicate", "a card is named twice"
        hand = self._hands[self._player]
        for named in cards:
            if named.index not in hand:
                return "not_in_hand", f"{named} is not in the hand"
        if move.declare:
            after = [card for card in hand if card not in given] + table
            if not special_of(after, self.rules.bombs):
                return "declare_without_51", "only a 51 (or a bomb) can be declared"
        return None

    def _refuse_exchange_one(self, move: ExchangeOne, phase: int) -> tuple[str, str] | None:
        give = move.give
        take = move.take
        if not isinstance(give, Card) or not isinstance(take, Card):
            return "not_a_card", "an exchange one names two cards"
        if type(move.declare) is not bool:
            return "bad_declare", "declare must be True or False"
        if phase != TURN:
            return self._refuse_turn(phase)
        table = self._table
        if len(table) != TABLE_SIZE:
            return (
                "exchange_one_needs_five",
                "exchanging one card needs exactly five cards face up",
            )
        hand = self._hands[self._player]
        if give.index not in hand:
            return "not_in_hand", f"{give} is not in the hand"
        if take.index not in table:
            return "not_on_table", f"{take} is not face up on the table"
        if move.declare:
            after = [card for card in hand if card != give.index]
            after.append(take.index)
            if not special_of(after, self.rules.bombs):
                return "declare_without_51", "only a 51 (or a bomb) can be declared"
        return None

    def _play(self, move: Move, events: list[Event] | None) -> None:
        player = self._player
        self._history.append((player, move))
        kind = type(move)
        if kind is Draw:
            card = self._stock.pop()
            self._hands[player].append(card)
            self._drawn = card
            self._phase = DRAWN
            self._count = 0
            if events is not None:
                events.append(Drew(player, CARDS[card], len(self._stock)))
        elif kind is Discard:
            assert isinstance(move, Discard)
            self._discard(player, move.card.index, move.declare, events)
        elif kind is ExchangeOne:
            assert isinstance(move, ExchangeOne)
            give = move.give.index
            take = move.take.index
            table = self._table
            slot = table.index(take)
            table[slot] = give
            hand = self._hands[player]
            hand.remove(give)
            hand.append(take)
            self._known[player] = (self._known[player] & ~(1 << give)) | (1 << take)
            if events is not None:
                events.append(ExchangedOne(player, move.give, move.take, slot))
            self._after_exchange(player, move.declare, events)
        elif kind is ExchangeAll:
            assert isinstance(move, ExchangeAll)
            given = [card.index for card in move.cards]
            taken = self._table
            hand = self._hands[player]
            known = self._known[player]
            for card in given:
                hand.remove(card)
                known &= ~(1 << card)
            for card in taken:
                known |= 1 << card
            hand.extend(taken)
            self._known[player] = known
            self._table = given
            if events is not None:
                events.append(
                    ExchangedAll(player, move.cards, tuple(CARDS[card] for card in taken))
                )
            self._after_exchange(player, move.declare, events)
        elif kind is Call:
            self._caller = player
            if special_of(self._hands[player], self.rules.bombs):
                if events is not None:
                    events.append(self._declared(player, True))
                self._finish("declared", events)
            else:
                n = self.num_players
                self._phase = DECIDE
                self._player = (player - 1) % n
                if events is not None:
                    deciders = tuple((player - i) % n for i in range(1, n))
                    events.append(Called(player, deciders))
                    events.append(TurnStarted(self._player, self._turn + 1, "challenge"))
        else:
            challenge = kind is Challenge
            self._decisions.append((player, challenge))
            if challenge:
                self._challengers.append(player)
            if events is not None:
                events.append(Challenged(player) if challenge else Declined(player))
            if len(self._decisions) == self.num_players - 1:
                self._finish("called", events)
            else:
                self._player = (player - 1) % self.num_players
                if events is not None:
                    events.append(TurnStarted(self._player, self._turn + 1, "challenge"))

    def _discard(self, player: int, card: int, declare: bool, events: list[Event] | None) -> None:
        self._hands[player].remove(card)
        self._known[player] &= ~(1 << card)
        opening = self._phase == OPENING
        table = self._table
        if len(table) == TABLE_SIZE:
            self._set_aside.extend(table)
            if events is not None:
                set_aside = tuple(CARDS[c] for c in table)
                events.append(SetAside(player, set_aside, len(self._set_aside)))
            self._table = table = []
        table.append(card)
        self._drawn = EMPTY
        if events is not None:
            events.append(
                OpeningDiscard(player, CARDS[card]) if opening else Discarded(player, CARDS[card])
            )
        if declare:
            self._caller = player
            if events is not None:
                events.append(self._declared(player, False))
            self._finish("declared", events)
        elif not self._stock:
            self._finish("stock", events)
        else:
            self._next_turn(events)

    def _after_exchange(self, player: int, declare: bool, events: list[Event] | None) -> None:
        self._count += 1
        if declare:
            self._caller = player
            if events is not None:
                events.append(self._declared(player, False))
            self._finish("declared", events)
        elif self._count >= NO_PROGRESS_ROUNDS * self.num_players:
            self._finish("no_draw", events)
        else:
            self._next_turn(events)

    def _declared(self, player: int, called: bool) -> Declared:
        hand = self._hands[player]
        kind = "51" if special_of(hand, self.rules.bombs) == 102 else "bomb"
        return Declared(player, kind, self.hand(player), called)

    def _next_turn(self, events: list[Event] | None) -> None:
        self._player = (self._player - 1) % self.num_players
        self._turn += 1
        self._phase = TURN
        if events is not None:
            events.append(TurnStarted(self._player, self._turn + 1, "turn"))

    def _finish(self, reason: str, events: list[Event] | None) -> None:
        self._phase = OVER
        self._reason = reason
        self._drawn = EMPTY
        if events is not None:
            n = self.num_players
            events.append(HandsRevealed(tuple(self.hand(s) for s in range(n)), self.values()))
            scores, winner = self._scores()
            events.append(HandOver(scores, reason, self.caller, winner))

    # -------------------------------------------------------------------------------- views

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know: its own hand and public information only."""
        if type(seat) is not int or not 0 <= seat < self.num_players:
            raise ValueError(f"seat must be from 0 to {self.num_players - 1}, not {seat!r}")
        n = self.num_players
        over = self._phase == OVER
        opponents = []
        for offset in range(1, n):
            other = (seat - offset) % n
            known = self.known_cards(other)
            opponents.append(OpponentView(other, known, len(self._hands[other]) - len(known)))
        return PlayerView(
            seat=seat,
            num_players=n,
            rules=self.rules,
            starter=self.starter,
            hand=self.hand(seat),
            seen_in_hand=self.known_cards(seat),
            drawn=self.drawn if seat == self._player else None,
            table=self.table,
            stock_count=len(self._stock),
            seen_set_aside=self.set_aside,
            current_player=self._player,
            phase=self.phase,
            turn_number=self.turn_number,
            exchange_count=self._count,
            caller=self.caller,
            challengers=self.challengers,
            decisions=self.decisions,
            is_over=over,
            end_reason=self._reason,
            opponents=tuple(opponents),
            history=self.history,
            legal_moves=tuple(self.legal_moves()) if seat == self._player else (),
            final_hands=tuple(self.hand(s) for s in range(n)) if over else None,
            scores=self.scores() if over else None,
        )

    @classmethod
    def from_view(
        cls,
        view: PlayerView,
        rng: random.Random,
        hands: Mapping[int, Sequence[Card]] | None = None,
    ) -> Game:
        """A full game consistent with ``view``: the hidden cards dealt at random with ``rng``
        (a determinization for search). ``hands`` may fix some opponents' whole hands; they
        must hold that opponent's known cards and only cards the view has not seen elsewhere.
        """
        if hands is None and view.final_hands is not None:
            hands = {opponent.seat: view.final_hands[opponent.seat] for opponent in view.opponents}
        unseen = [card.index for card in view.unseen_cards()]
        rng.shuffle(unseen)
        fixed = {seat: [card.index for card in cards] for seat, cards in (hands or {}).items()}
        pool = set(unseen)
        for seat, cards in fixed.items():
            opponent = view.opponent(seat)
            known = {card.index for card in opponent.known}
            extra = [card for card in cards if card not in known]
            if len(cards) != opponent.hand_size or not pool.issuperset(extra):
                raise ValueError(f"the hand given for seat {seat} does not fit the view")
            pool.difference_update(extra)
        remaining = [card for card in unseen if card in pool]
        n = view.num_players
        game = object.__new__(cls)
        game.rules = view.rules
        game.num_players = n
        game.starter = view.starter
        game._hands = [[] for _ in range(n)]
        game._hands[view.seat] = [card.index for card in view.hand]
        game._known = [0] * n
        for opponent in view.opponents:
            if opponent.seat in fixed:
                game._hands[opponent.seat] = fixed[opponent.seat][:]
            else:
                hidden = [remaining.pop() for _ in range(opponent.unknown_count)]
                game._hands[opponent.seat] = [card.index for card in opponent.known] + hidden
            for card in opponent.known:
                game._known[opponent.seat] |= 1 << card.index
        for card in view.seen_in_hand:
            game._known[view.seat] |= 1 << card.index
        game._stock = remaining
        game._table = [card.index for card in view.table]
        game._set_aside = [card.index for card in view.seen_set_aside]
        game._player = view.current_player
        game._phase = PHASE_NAMES.index(view.phase)
        game._drawn = EMPTY
        if game._phase == DRAWN:
            if view.drawn is not None and view.current_player == view.seat:
                game._drawn = view.drawn.index
            else:
                game._drawn = game._hands[view.current_player][-1]
        game._turn = view.turn_number - 1
        game._count = view.exchange_count
        game._caller = EMPTY if view.caller is None else view.caller
        game._challengers = list(view.challengers)
        game._decisions = list(view.decisions)
        game._reason = view.end_reason
        game._history = list(view.history)
        game._rng = random.Random(rng.getrandbits(64))
        return game

    # -------------------------------------------------------------------------------- saves

    def to_json(self) -> str:
        """The whole hand as JSON text, random state included, for ``Game.from_json``."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "rules": self.rules.to_dict(),
                "players": self.num_players,
                "starter": self.starter,
                "hands": [_names(hand) for hand in self._hands],
                "known": [list(map(str, self.known_cards(s))) for s in range(self.num_players)],
                "table": _names(self._table),
                "stock": _names(reversed(self._stock)),
                "set_aside": _names(self._set_aside),
                "player": self._player,
                "phase": PHASE_NAMES[self._phase],
                "drawn": None if self._drawn == EMPTY else str(CARDS[self._drawn]),
                "turn": self._turn,
                "exchanges": self._count,
                "caller": self.caller,
                "decisions": [[seat, challenged] for seat, challenged in self._decisions],
                "end_reason": self._reason,
                "history": [[seat, str(move)] for seat, move in self._history],
                "rng": rng_state(self._rng),
            }
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Read ``to_json`` text back; anything else raises ``SaveError`` saying what is wrong."""
        return _SaveReader(load_json(text)).game()

    def __repr__(self) -> str:
        state = "over" if self._phase == OVER else f"seat {self._player} to {self.phase}"
        return f"<Chinese51 Game {self.num_players} players, turn {self.turn_number}, {state}>"


def _names(cards: Any) -> list[str]:
    return [str(CARDS[card]) for card in cards]


def _deck_order(deck: Sequence[Card | str], rules: Rules) -> list[int]:
    """Int cards of an explicit deck, checked to be exactly the deck these rules use."""
    try:
        cards = [card if isinstance(card, Card) else Card.parse(card) for card in deck]
    except TypeError:
        raise ValueError("deck must be a sequence of cards") from None
    order = [card.index for card in cards]
    if not rules.jokers and any(card >= JOKER1 for card in order):
        raise ValueError("deck holds a joker but rules.jokers is 0")
    if len(order) != rules.deck_size:
        raise ValueError(f"deck has {len(order)} cards; these rules need {rules.deck_size}")
    if len(set(order)) != len(order):
        seen: set[int] = set()
        for card in order:
            if card in seen:
                raise ValueError(f"deck holds {CARDS[card]} twice")
            seen.add(card)
    return order


class _SaveReader(SaveReader):
    """Reads a Chinese 51 position; a damaged file fails with a message, not a crash."""

    def __init__(self, data: Any) -> None:
        super().__init__(data, SAVE_FORMAT, SAVE_VERSION, "Chinese 51")

    def cards(self, name: str, items: Any) -> list[int]:
        if not isinstance(items, list):
            raise SaveError(f"saved game has a bad '{name}': expected a list of cards")
        result = []
        for item in items:
            if not isinstance(item, str):
                raise SaveError(f"saved game has a bad card in '{name}': {short(item)}")
            try:
                result.append(Card.parse(item).index)
            except ValueError:
                raise SaveError(f"saved game has a bad card in '{name}': {short(item)}") from None
        return result

    def optional_seat(self, name: str, n: int) -> int:
        if self.data.get(name) is None:
            return EMPTY
        return self.integer(name, 0, n - 1)

    def game(self) -> Game:
        try:
            rules = Rules.from_dict(self.field("rules", dict))
        except (ValueError, TypeError) as error:
            raise SaveError(f"saved game has bad rules: {error}") from None
        n = self.integer("players", MIN_PLAYERS, MAX_PLAYERS)
        game = object.__new__(Game)
        game.rules = rules
        game.num_players = n
        game.starter = self.integer("starter", 0, n - 1)
        hands = self.field("hands", list)
        known = self.field("known", list)
        if len(hands) != n or len(known) != n:
            raise SaveError(f"saved game must list {n} hands and {n} known-card lists")
        game._hands = [self.cards("hands", hand) for hand in hands]
        game._table = self.cards("table", self.field("table", list))
        game._stock = self.cards("stock", self.field("stock", list))[::-1]
        game._set_aside = self.cards("set_aside", self.field("set_aside", list))
        game._player = self.integer("player", 0, n - 1)
        phase = self.field("phase", str)
        if phase not in PHASE_NAMES:
            raise SaveError(f"saved game has an unknown phase {short(phase)}")
        game._phase = PHASE_NAMES.index(phase)
        drawn = self.data.get("drawn")
        game._drawn = EMPTY if drawn is None else self.cards("drawn", [drawn])[0]
        game._turn = self.integer("turn", 0, 10**9)
        game._count = self.integer("exchanges", 0, NO_PROGRESS_ROUNDS * n)
        game._caller = self.optional_seat("caller", n)
        decisions = self.field("decisions", list)
        game._decisions = []
        for entry in decisions:
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or type(entry[0]) is not int
                or not 0 <= entry[0] < n
                or type(entry[1]) is not bool
            ):
                raise SaveError(f"saved game has a bad decision: {short(entry)}")
            game._decisions.append((entry[0], entry[1]))
        game._challengers = [seat for seat, challenged in game._decisions if challenged]
        reason = self.data.get("end_reason")
        if reason is not None and reason not in END_REASONS:
            raise SaveError(f"saved game has an unknown end reason {short(reason)}")
        game._reason = reason
        game._known = [0] * n
        for seat, cards in enumerate(known):
            for card in self.cards("known", cards):
                if card not in game._hands[seat]:
                    raise SaveError(f"saved game says seat {seat} is seen holding a card it lacks")
                game._known[seat] |= 1 << card
        game._history = self.history(n)
        game._rng = self.rng()
        self.check_position(game)
        return game

    def history(self, n: int) -> list[tuple[int, Move]]:
        history = []
        for entry in self.field("history", list):
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or type(entry[0]) is not int
                or not 0 <= entry[0] < n
                or not isinstance(entry[1], str)
            ):
                raise SaveError(f"saved game has a bad history entry: {short(entry)}")
            try:
                history.append((entry[0], parse_move(entry[1])))
            except ValueError as error:
                raise SaveError(f"saved game has a bad move in its history: {error}") from None
        return history

    @staticmethod
    def check_position(game: Game) -> None:
        """The cards must add up to one deck, and hands, table and calls must fit the phase."""
        n = game.num_players
        everything = [*game._stock, *game._set_aside, *game._table]
        for hand in game._hands:
            everything += hand
        if sorted(everything) != list(range(game.rules.deck_size)):
            raise SaveError("saved game's cards do not add up to one deck")
        phase = game._phase
        six = phase in (OPENING, DRAWN)
        for seat, hand in enumerate(game._hands):
            expected = HAND_SIZE + (six and seat == game._player)
            if len(hand) != expected:
                raise SaveError(f"saved game gives seat {seat} {len(hand)} cards, not {expected}")
        if phase == OPENING:
            if game._table or game._set_aside or game._player != game.starter:
                raise SaveError("saved game's opening does not fit its table")
        elif not 1 <= len(game._table) <= TABLE_SIZE:
            raise SaveError("saved game's table must hold 1 to 5 cards")
        if len(game._set_aside) % TABLE_SIZE:
            raise SaveError("saved game's set-aside cards must come in fives")
        if (phase == DRAWN) != (game._drawn != EMPTY) or (
            phase == DRAWN and game._drawn not in game._hands[game._player]
        ):
            raise SaveError("saved game's drawn card does not fit the turn's phase")
        if phase in (OPENING, TURN, DRAWN):
            if game._caller != EMPTY or game._decisions or game._reason is not None:
                raise SaveError("saved game has a caller while play goes on")
            if not game._stock and phase != DRAWN:
                raise SaveError("saved game has play going on with an empty stock")
            if game._count >= NO_PROGRESS_ROUNDS * n:
                raise SaveError("saved game goes on after three rounds without a draw")
        if phase == DECIDE:
            caller = game._caller
            if caller == EMPTY or game._reason is not None or len(game._decisions) >= n - 1:
                raise SaveError("saved game's challenges do not fit its call")
            expected_seats = [(caller - i) % n for i in range(1, len(game._decisions) + 2)]
            if [seat for seat, _ in game._decisions] + [game._player] != expected_seats:
                raise SaveError("saved game's challenges are out of order")
        if phase == OVER:
            reason = game._reason
            if reason is None:
                raise SaveError("saved game is over without an end reason")
            if (reason in ("declared", "called")) != (game._caller != EMPTY):
                raise SaveError("saved game's caller does not fit its end")
            if reason == "declared" and not special_of(game._hands[game._caller], game.rules.bombs):
                raise SaveError("saved game's declared hand is no 51 or bomb")
            if reason == "called" and len(game._decisions) != n - 1:
                raise SaveError("saved game's call was not answered by every player")
        elif game._reason is not None:
            raise SaveError("saved game has an end reason while play goes on")
