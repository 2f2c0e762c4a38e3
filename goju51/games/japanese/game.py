"""The state of one game of Goju Ichi: applying moves (which moves are allowed, and why any
other is refused, is ``legality.py``'s), views, saves.

Inside, cards are ints (``Card.index``) and the stock is a list whose top is its end, so every
step is a list operation; the public API speaks in ``Card`` and move values.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import Any

from goju51.core.cards import shuffled_order
from goju51.core.checked import CheckedGame
from goju51.core.game import Outcome, checked_seat
from goju51.core.savefile import rng_state
from goju51.games.japanese.cards import CARDS, JOKER_INDEX, Card, values_of_hands
from goju51.games.japanese.events import (
    DISCARDED,
    SHARED_TURNS,
    TOOK,
    TURN_STARTS,
    Cleared,
    Dealt,
    Event,
    GameOver,
    Passed,
    Reshuffled,
    TurnStarted,
    last_round_began,
    stopped,
)
from goju51.games.japanese.legality import Turn, allowed_moves, refusal
from goju51.games.japanese.moves import (
    Clear,
    Discard,
    Move,
    Take,
)
from goju51.games.japanese.rules import Rules
from goju51.games.japanese.save import SAVE_FORMAT, SAVE_VERSION, read_saved_game
from goju51.games.japanese.state import (
    CLEARED,
    EMPTY,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PHASE_NAMES,
    START,
    TABLE_SIZE,
    TAKEN,
)
from goju51.games.japanese.view import OpponentView, PlayerView

DEALS = {
    n: tuple(
        tuple(slice((seat - dealer - 1) % n, HAND_SIZE * n, n) for seat in range(n))
        for dealer in range(n)
    )
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}
"""For each table size and dealer, the part of the deck order each seat is dealt: one card at a
time from the dealer's left, so seat s gets every n-th card."""

LAST_TURNS = {
    n: tuple(tuple((stopper + i) % n for i in range(1, n)) for stopper in range(n))
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}
"""For each table size and stopper, the seats that play a last turn, in order."""


class Game(CheckedGame[Move, Event]):
    """One game in progress: made by ``Game.new``, ``Game.from_json`` or ``Game.from_view``."""

    __slots__ = (
        "__weakref__",
        "_hands",
        "_history",
        "_known",
        "_last_turns_left",
        "_over",
        "_phase",
        "_player",
        "_rng",
        "_set_aside",
        "_stock",
        "_stopper",
        "_table",
        "_taken",
        "_turn",
        "dealer",
        "num_players",
        "rules",
    )

    rules: Rules
    num_players: int
    dealer: int
    _hands: list[list[int]]
    _table: list[int]
    _stock: list[int]
    _set_aside: list[int]
    _known: list[int]
    """Per seat, a bit per card everyone saw it take (and it still holds)."""
    _player: int
    _turn: int
    _phase: int
    _taken: int
    _stopper: int
    _last_turns_left: int
    _over: bool
    _history: list[tuple[int, Move]]
    _rng: random.Random

    def __init__(self) -> None:
        raise TypeError("use Game.new(...), Game.from_json(...) or Game.from_view(...)")

    # ----------------------------------------------------------------------------- creating

    @classmethod
    def new(
        cls,
        players: int,
        rules: Rules = Rules(),
        seed: Any = None,
        deck: Sequence[Card | str] | None = None,
        dealer: int = 0,
    ) -> Game:
        """Deal a new game for ``players`` seats (2–6).

        ``deck`` fixes the deck order (card 0 is dealt first, one card at a time from the seat on
        the dealer's left; then five to the table; the rest is the stock, drawn from the front);
        otherwise the deck is shuffled with ``random.Random(seed)``, which also shuffles any
        later reshuffle.
        """
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            sizes = f"from {MIN_PLAYERS} to {MAX_PLAYERS}"
            raise ValueError(f"players must be a whole number {sizes}, not {players!r}")
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules value, not {rules!r}")
        if type(dealer) is not int or not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}")
        rng = random.Random(seed)
        order = shuffled_order(rng, rules.deck_size) if deck is None else _deck_order(deck, rules)
        game = object.__new__(cls)
        game.rules = rules
        game.num_players = players
        game.dealer = dealer
        dealt = HAND_SIZE * players
        game._hands = list(map(order.__getitem__, DEALS[players][dealer]))
        game._table = order[dealt : dealt + TABLE_SIZE]
        game._stock = order[: dealt + TABLE_SIZE - 1 : -1]  # the rest, reversed: top last
        game._set_aside = []
        game._known = [0] * players
        game._player = dealer if rules.dealer_starts else (dealer + 1) % players
        game._turn = 0
        game._phase = START
        game._taken = EMPTY
        game._stopper = EMPTY
        game._last_turns_left = 0
        game._over = False
        game._history = []
        game._rng = rng
        return game

    def opening_events(self) -> list[Event]:
        """The deal and the first turn, for a screen to animate before the first move."""
        if self._history:
            raise ValueError("opening_events() describes the deal; moves have been played since")
        return [
            Dealt(
                self.dealer,
                tuple(self.hand(seat) for seat in range(self.num_players)),
                self.table,
                len(self._stock),
            ),
            TurnStarted(self._player, 1, False),
        ]

    def copy(self, rng: random.Random | None = None) -> Game:
        """An independent copy, for search. It continues with a clone of this game's random state,
        or, cheaper, draws any later reshuffle from ``rng`` when one is given."""
        other = object.__new__(Game)
        other.rules = self.rules
        other.num_players = self.num_players
        other.dealer = self.dealer
        other._hands = [hand[:] for hand in self._hands]
        other._table = self._table[:]
        other._stock = self._stock[:]
        other._set_aside = self._set_aside[:]
        other._known = self._known[:]
        other._player = self._player
        other._turn = self._turn
        other._phase = self._phase
        other._taken = self._taken
        other._stopper = self._stopper
        other._last_turns_left = self._last_turns_left
        other._over = self._over
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
    def table(self) -> tuple[Card, ...]:
        """The face-up cards in table order (four between a take and its discard)."""
        return tuple(CARDS[card] for card in self._table if card != EMPTY)

    @property
    def table_slots(self) -> tuple[Card | None, ...]:
        """The five table positions; ``None`` where a card was taken and not yet replaced."""
        return tuple(None if card == EMPTY else CARDS[card] for card in self._table)

    @property
    def stock_count(self) -> int:
        return len(self._stock)

    @property
    def set_aside_count(self) -> int:
        return len(self._set_aside)

    @property
    def stopper(self) -> int | None:
        return None if self._stopper == EMPTY else self._stopper

    # A read-only property whose getter is C code, a third of the cost of a Python-level one:
    # playouts ask it before every move.
    is_over: bool = property(attrgetter("_over"), doc="Whether the game has ended.")  # type: ignore[assignment]

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def taken(self) -> Card | None:
        """The card the current player took this turn (it may not be discarded)."""
        return None if self._taken == EMPTY else CARDS[self._taken]

    @property
    def turn_number(self) -> int:
        """1 for the game's first turn, counting every turn since."""
        return self._turn + 1

    @property
    def round_number(self) -> int:
        """1 while every player has their first turn, and so on."""
        return self._turn // self.num_players + 1

    @property
    def last_turns_left(self) -> int:
        """After a Stop: how many last turns are still to be played (this one included)."""
        return self._last_turns_left

    @property
    def history(self) -> tuple[tuple[int, Move], ...]:
        """Every move so far, as ``(seat, move)``."""
        return tuple(self._history)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(CARDS[card] for card in self._hands[checked_seat(seat, self.num_players)])

    def known_cards(self, seat: int) -> tuple[Card, ...]:
        """Cards of ``seat``'s hand that everyone saw it take (and it has not discarded since)."""
        known = self._known[checked_seat(seat, self.num_players)]
        return tuple(CARDS[card] for card in self._hands[seat] if known >> card & 1)

    def values(self) -> tuple[int, ...]:
        """Hand values of all seats, in seat order."""
        return values_of_hands(self._hands, self.rules.flush_only)

    def winners(self) -> frozenset[int]:
        """The seats with the highest value; a stopper tied for it loses to the others."""
        return frozenset(_winners(self.values(), self.stopper))

    def outcome(self) -> Outcome | None:
        """The final hand values and winners, once the game is over."""
        return Outcome(self.values(), self.winners()) if self._over else None

    # -------------------------------------------------------------------------------- moves

    @property
    def legal_moves(self) -> list[Move]:
        """Every move allowed now, in a fixed order (clear, takes in table order, pass; or the
        discards in hand order, then the same discards calling Stop)."""
        if self._over:
            return []
        return allowed_moves(self._turn_now())

    def _turn_now(self) -> Turn:
        """This turn as ``legality`` reads it."""
        return (
            self._phase,
            self._hands[self._player],
            self._table,
            self._taken,
            self._stopper,
            self._turn >= self.num_players,
            self.rules,
        )

    def apply(self, move: Move) -> list[Event]:
        """Play ``move`` for the current player and return what happened.

        Raises ``IllegalMove`` (saying why) and changes nothing if the rules forbid the move.

        Takes and discards are nearly every move of a game or a search, and nearly always legal,
        so one that plainly is (a real card, the turn's phase, the card where it must be) is
        played at once; any other move, and every move to refuse, gets the full checks of
        ``_refusal``, as before.
        """
        if type(move) is Take:
            card = move.card
            if type(card) is Card and self._phase != TAKEN and not self._over:
                index, table = card.index, self._table
                if index in table:
                    # _take, inlined: every other move of a playout is a take.
                    player = self._player
                    self._history.append((player, move))
                    slot = table.index(index)
                    table[slot] = EMPTY
                    self._hands[player].append(index)
                    self._known[player] |= 1 << index
                    self._taken = index
                    self._phase = TAKEN
                    return [TOOK[player][slot][index]]
        elif type(move) is Discard:
            card, stop = move.card, move.stop
            if (
                type(card) is Card
                and self._phase == TAKEN
                and not self._over
                and (stop is False or (stop is True and self._stopper == EMPTY))
            ):
                index, player = card.index, self._player
                hand = self._hands[player]
                if index != self._taken and index in hand:
                    # _discard, inlined for the same reason.
                    self._history.append((player, move))
                    hand.remove(index)
                    self._known[player] &= ~(1 << index)
                    table = self._table
                    slot = table.index(EMPTY)
                    table[slot] = index
                    events: list[Event] = [DISCARDED[player][slot][index]]
                    if stop:
                        self._call_stop(events)
                    self._end_turn(events)
                    return events
        return super().apply(move)

    def _play(self, move: Move, events: list[Event] | None) -> None:
        self._history.append((self._player, move))
        if type(move) is Take:
            self._take(move.card.index, events)
        elif type(move) is Discard:
            self._discard(move.card.index, move.stop, events)
        elif type(move) is Clear:
            self._clear(events)
        else:
            if events is not None:
                events.append(Passed(self._player))
            self._end_turn(events)

    def _refusal(self, move: Move) -> tuple[str, str] | None:
        if self._over:
            return "game_over", "the game is over"
        return refusal(move, self._turn_now())

    def _clear(self, events: list[Event] | None) -> None:
        stock = self._stock
        if len(stock) < TABLE_SIZE:
            pile = self._set_aside
            self._rng.shuffle(pile)
            self._stock = stock = pile + stock
            self._set_aside = []
            if events is not None:
                events.append(Reshuffled(self._player, len(pile), len(stock)))
        cleared = self._table
        self._set_aside.extend(cleared)
        self._table = [stock.pop() for _ in range(TABLE_SIZE)]
        self._phase = CLEARED
        if events is not None:
            events.append(
                Cleared(
                    self._player,
                    tuple(CARDS[card] for card in cleared),
                    tuple(CARDS[card] for card in self._table),
                    len(stock),
                )
            )

    def _take(self, card: int, events: list[Event] | None) -> None:
        player, table = self._player, self._table
        slot = table.index(card)
        table[slot] = EMPTY
        self._hands[player].append(card)
        self._known[player] |= 1 << card
        self._taken = card
        self._phase = TAKEN
        if events is not None:
            events.append(TOOK[player][slot][card])

    def _discard(self, card: int, stop: bool, events: list[Event] | None) -> None:
        player, table = self._player, self._table
        self._hands[player].remove(card)
        self._known[player] &= ~(1 << card)
        slot = table.index(EMPTY)
        table[slot] = card
        if events is not None:
            events.append(DISCARDED[player][slot][card])
        if stop:
            self._call_stop(events)
        self._end_turn(events)

    def _call_stop(self, events: list[Event] | None) -> None:
        """The current player calls Stop: every other seat has one last turn."""
        player = self._player
        self._stopper = player
        self._last_turns_left = self.num_players - 1
        if events is not None:
            events.append(stopped(player))
            events.append(last_round_began(player, LAST_TURNS[self.num_players][player]))

    def _end_turn(self, events: list[Event] | None) -> None:
        stopper = self._stopper
        if stopper != EMPTY and self._player != stopper:
            self._last_turns_left -= 1
            if self._last_turns_left == 0:
                self._over = True
                self._phase = START
                self._taken = EMPTY
                if events is not None:
                    values = self.values()
                    winners = _winners(values, stopper)
                    lost_tie = stopper not in winners and values[stopper] == max(values)
                    events.append(GameOver(values, winners, stopper, lost_tie))
                return
        self._player = player = (self._player + 1) % self.num_players
        self._turn = turn = self._turn + 1
        self._phase = START
        self._taken = EMPTY
        if events is not None:
            number, last_round = turn + 1, stopper != EMPTY
            events.append(
                TURN_STARTS[last_round][player][number]
                if number < SHARED_TURNS
                else TurnStarted(player, number, last_round)
            )

    # -------------------------------------------------------------------------------- views

    def view(self, seat: int, every_hand: bool = False) -> PlayerView:
        """What ``seat`` may know: its own hand and public information only; with
        ``every_hand``, every opponent's hidden cards too (a finished game watched again)."""
        checked_seat(seat, self.num_players)
        n = self.num_players
        opponents = []
        for offset in range(1, n):
            other = (seat + offset) % n
            known = self.known_cards(other)
            hidden = tuple(c for c in self.hand(other) if c not in known) if every_hand else None
            opponents.append(
                OpponentView(other, known, len(self._hands[other]) - len(known), hidden)
            )
        return PlayerView(
            seat=seat,
            num_players=n,
            rules=self.rules,
            dealer=self.dealer,
            hand=self.hand(seat),
            seen_in_hand=self.known_cards(seat),
            table=self.table,
            table_slots=self.table_slots,
            stock_count=len(self._stock),
            seen_set_aside=tuple(CARDS[card] for card in self._set_aside),
            current_player=self._player,
            phase=self.phase,
            taken=self.taken,
            turn_number=self.turn_number,
            round_number=self.round_number,
            stopper=self.stopper,
            last_turns_left=self._last_turns_left,
            is_over=self._over,
            opponents=tuple(opponents),
            history=self.history,
            legal_moves=tuple(self.legal_moves) if seat == self._player else (),
            final_hands=tuple(self.hand(s) for s in range(n)) if self._over else None,
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
        game = object.__new__(cls)
        game.rules = view.rules
        game.num_players = view.num_players
        game.dealer = view.dealer
        game._hands = [[] for _ in range(view.num_players)]
        game._hands[view.seat] = [card.index for card in view.hand]
        game._known = [0] * view.num_players
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
        game._table = [EMPTY if card is None else card.index for card in view.table_slots]
        game._stock = remaining
        game._set_aside = [card.index for card in view.seen_set_aside]
        game._player = view.current_player
        game._turn = view.turn_number - 1
        game._phase = PHASE_NAMES.index(view.phase)
        game._taken = EMPTY if view.taken is None else view.taken.index
        game._stopper = EMPTY if view.stopper is None else view.stopper
        game._last_turns_left = view.last_turns_left
        game._over = view.is_over
        game._history = list(view.history)
        game._rng = random.Random(rng.getrandbits(64))
        return game

    # -------------------------------------------------------------------------------- saves

    def to_json(self) -> str:
        """The whole game as JSON text, random state included, for ``Game.from_json``."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "rules": self.rules.to_dict(),
                "players": self.num_players,
                "dealer": self.dealer,
                "hands": [_names(hand) for hand in self._hands],
                "known": [list(map(str, self.known_cards(s))) for s in range(self.num_players)],
                "table": [None if card == EMPTY else str(CARDS[card]) for card in self._table],
                "stock": _names(reversed(self._stock)),
                "set_aside": _names(self._set_aside),
                "player": self._player,
                "turn": self._turn,
                "phase": PHASE_NAMES[self._phase],
                "taken": None if self._taken == EMPTY else str(CARDS[self._taken]),
                "stopper": self.stopper,
                "last_turns_left": self._last_turns_left,
                "over": self._over,
                "history": [[seat, str(move)] for seat, move in self._history],
                "rng": rng_state(self._rng),
            }
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Read ``to_json`` text back; anything else raises ``SaveError`` saying what is wrong."""
        saved = read_saved_game(text)
        game = object.__new__(cls)
        game.rules = saved.rules
        game.num_players = saved.players
        game.dealer = saved.dealer
        game._hands = [list(hand) for hand in saved.hands]
        game._known = list(saved.known)
        game._table = list(saved.table)
        game._stock = list(saved.stock)
        game._set_aside = list(saved.set_aside)
        game._player = saved.player
        game._turn = saved.turn
        game._phase = saved.phase
        game._taken = saved.taken
        game._stopper = saved.stopper
        game._last_turns_left = saved.last_turns_left
        game._over = saved.over
        game._history = list(saved.history)
        game._rng = saved.rng
        return game

    def __repr__(self) -> str:
        state = "over" if self._over else f"seat {self._player} to {self.phase}"
        return f"<Game {self.num_players} players, turn {self.turn_number}, {state}>"


def _winners(values: Sequence[int], stopper: int | None) -> tuple[int, ...]:
    """The seats with the highest value, in seat order; a stopper tied for it loses."""
    best = max(values)
    if values.count(best) == 1:
        return (values.index(best),)
    top = [seat for seat, value in enumerate(values) if value == best]
    if stopper in top and len(top) > 1:
        top.remove(stopper)
    return tuple(top)


def _names(cards: Any) -> list[str]:
    return [str(CARDS[card]) for card in cards]


def _deck_order(deck: Sequence[Card | str], rules: Rules) -> list[int]:
    """Int cards of an explicit deck, checked to be exactly the deck these rules use."""
    try:
        cards = [card if isinstance(card, Card) else Card.parse(card) for card in deck]
    except TypeError:
        raise ValueError("deck must be a sequence of cards") from None
    order = [card.index for card in cards]
    if JOKER_INDEX in order and not rules.jokers:
        raise ValueError("deck holds a joker but rules.jokers is 0")
    if len(order) != rules.deck_size:
        raise ValueError(f"deck has {len(order)} cards; these rules need {rules.deck_size}")
    seen: set[int] = set()
    for card in order:
        if card in seen:
            raise ValueError(f"deck holds {CARDS[card]} twice")
        seen.add(card)
    return order
