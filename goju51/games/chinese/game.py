"""The state of one hand of Chinese 51: reading it, and applying moves to it.

Inside, cards are ints (``Card.index``) and the stock is a list whose top is its end, so every
step is a list operation; the public API speaks in ``Card`` and move values. The encoding's
constants live in ``state.py``, which moves are allowed in ``legality.py``, the save format in
``save.py`` and a seat's view in ``observe.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from goju51.core.cards import shuffled_order
from goju51.core.checked import CheckedGame
from goju51.core.game import IllegalMove, Outcome, SaveError, checked_seat
from goju51.games.chinese.cards import (
    CARDS,
    JOKER1,
    Card,
    challenge_best,
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
from goju51.games.chinese.legality import allowed_moves, refusal
from goju51.games.chinese.moves import (
    Call,
    Challenge,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Move,
)
from goju51.games.chinese.observe import player_view, position_from_view
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.save import read_saved_game, write_saved_game
from goju51.games.chinese.state import (
    DECIDE,
    DRAWN,
    EMPTY,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NO_PROGRESS_ROUNDS,
    OPENING,
    OVER,
    PHASE_NAMES,
    TABLE_SIZE,
    TURN,
    Position,
)
from goju51.games.chinese.view import PlayerView

__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "Game", "IllegalMove", "SaveError"]


class Game(CheckedGame[Move, Event]):
    """One hand in progress: made by ``Game.new``, ``Game.from_json`` or ``Game.from_view``."""

    __slots__ = (
        "__weakref__",
        "_caller",
        "_challengers",
        "_count",
        "_decisions",
        "_drawn",
        "_hands",
        "_history",
        "_known",
        "_match_totals",
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
    _match_totals: tuple[int, ...] | None
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
        order = shuffled_order(rng, rules.deck_size) if deck is None else _deck_order(deck, rules)
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
        game._match_totals = None
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
        other._match_totals = self._match_totals
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
    def match_totals(self) -> tuple[int, ...] | None:
        """Every seat's match total before this hand (public: the score sheet), or None for
        a hand outside a match. ``Match.new_hand`` sets it."""
        return self._match_totals

    @property
    def history(self) -> tuple[tuple[int, Move], ...]:
        """Every move so far, as ``(seat, move)``."""
        return tuple(self._history)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(CARDS[card] for card in self._hands[checked_seat(seat, self.num_players)])

    def known_cards(self, seat: int) -> tuple[Card, ...]:
        """Cards of ``seat``'s hand that everyone saw it take from the table (and still held)."""
        known = self._known[checked_seat(seat, self.num_players)]
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
        best = challenge_best(
            caller, self._challengers, values, self._hands, self.rules.joker_free_wins_ties
        )
        pot = values[caller] + sum(values[seat] for seat in self._challengers)
        values[caller] = 0
        for seat in self._challengers:
            values[seat] = 0
        values[best] = pot
        return tuple(values), best

    # -------------------------------------------------------------------------------- moves

    @property
    def legal_moves(self) -> list[Move]:
        """Every move allowed now, in a fixed order: the discards in hand order, then the
        declaring ones; or call, draw, each set of cards to exchange all (hand order, each
        plain then declaring), each exchange one (hand card by table card); or challenge and
        decline."""
        return allowed_moves(self._phase, self._hands[self._player], self._table, self.rules)

    def _refusal(self, move: Move) -> tuple[str, str] | None:
        """``(code, reason)`` when ``move`` is not allowed now, else None."""
        return refusal(move, self._phase, self._hands[self._player], self._table, self.rules)

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

    def view(self, seat: int, every_hand: bool = False) -> PlayerView:
        """What ``seat`` may know: its own hand and public information only; with
        ``every_hand``, every opponent's hidden cards too (a finished game watched again)."""
        return player_view(self, seat, every_hand)

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
        return cls._from_position(position_from_view(view, rng, hands))

    # -------------------------------------------------------------------------------- saves

    def to_json(self) -> str:
        """The whole hand as JSON text, random state included, for ``Game.from_json``."""
        return write_saved_game(
            Position(
                rules=self.rules,
                players=self.num_players,
                starter=self.starter,
                hands=tuple(tuple(hand) for hand in self._hands),
                known=tuple(self._known),
                table=tuple(self._table),
                stock=tuple(self._stock),
                set_aside=tuple(self._set_aside),
                player=self._player,
                phase=self._phase,
                drawn=self._drawn,
                turn=self._turn,
                exchanges=self._count,
                caller=self._caller,
                challengers=tuple(self._challengers),
                decisions=tuple(self._decisions),
                reason=self._reason,
                history=tuple(self._history),
                rng=self._rng,
                match_totals=self._match_totals,
            )
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Read ``to_json`` text back; anything else raises ``SaveError`` saying what is wrong."""
        return cls._from_position(read_saved_game(text))

    @classmethod
    def _from_position(cls, position: Position) -> Game:
        game = object.__new__(cls)
        game.rules = position.rules
        game.num_players = position.players
        game.starter = position.starter
        game._hands = [list(hand) for hand in position.hands]
        game._known = list(position.known)
        game._table = list(position.table)
        game._stock = list(position.stock)
        game._set_aside = list(position.set_aside)
        game._player = position.player
        game._phase = position.phase
        game._drawn = position.drawn
        game._turn = position.turn
        game._count = position.exchanges
        game._caller = position.caller
        game._challengers = list(position.challengers)
        game._decisions = list(position.decisions)
        game._reason = position.reason
        game._history = list(position.history)
        game._rng = position.rng
        game._match_totals = position.match_totals
        return game

    def __repr__(self) -> str:
        state = "over" if self._phase == OVER else f"seat {self._player} to {self.phase}"
        return f"<Chinese51 Game {self.num_players} players, turn {self.turn_number}, {state}>"


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
