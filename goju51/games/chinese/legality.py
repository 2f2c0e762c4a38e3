"""Which moves the rules of Chinese 51 allow, and why any other move is refused.

It exists to keep the long, read-only questions about moves apart from the engine's state
changes in ``game.py``: every function here reads the hand to move, the table and the rules
(cards as ints, phases as ``state.py`` codes) and changes nothing.
"""

from __future__ import annotations

from itertools import combinations
from operator import itemgetter

from goju51.games.chinese.cards import (
    CARD_VALUE,
    CARDS,
    FIFTY_ONE,
    SUIT_BIT,
    Card,
    bomb_of,
    special_of,
    value_of,
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
)
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.state import DECIDE, DRAWN, HAND_SIZE, OPENING, OVER, TABLE_SIZE, TURN

_GETTERS = {
    k: tuple(itemgetter(*combo) for combo in combinations(range(HAND_SIZE), k))
    for k in range(2, TABLE_SIZE + 1)
}
"""For exchanging k ≥ 2 cards: one getter per set of k hand positions, in hand order."""

_MOVE_KINDS = frozenset((Discard, Draw, ExchangeAll, ExchangeOne, Call, Challenge, Decline))


def declarable_after_discard(hand: list[int], card: int, bombs: bool) -> bool:
    """Whether ``hand`` without ``card`` is a 51 (or, with ``bombs``, a bomb)."""
    rest = hand[:]
    rest.remove(card)
    return special_of(rest, bombs) != 0


def allowed_moves(phase: int, hand: list[int], table: list[int], rules: Rules) -> list[Move]:
    """Every move allowed to the player holding ``hand`` in ``phase``, in a fixed order: the
    discards in hand order, then the declaring ones; or call, draw, each set of cards to
    exchange all (hand order, each plain then declaring), each exchange one (hand card by table
    card); or challenge and decline."""
    bombs = rules.bombs
    if phase == TURN:
        values = [CARD_VALUE[card] for card in hand]
        total = sum(values)
        mask = 0
        for card in hand:
            mask |= SUIT_BIT[card]
        one_suit = not mask & (mask - 1)
        if (one_suit and (total >= rules.min_call or total == FIFTY_ONE)) or (
            bombs and bomb_of(hand)
        ):
            moves: list[Move] = [CALL, DRAW]
        else:
            moves = [DRAW]
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
                declarable_after_discard(hand, card, bombs)
            ):
                moves.append(DISCARD_DECLARES[card])
        return moves
    if phase == DECIDE:
        return [CHALLENGE, DECLINE]
    return []


def refusal(
    move: Move, phase: int, hand: list[int], table: list[int], rules: Rules
) -> tuple[str, str] | None:
    """``(code, reason)`` when ``move`` is not allowed now, else None. The commonest moves
    are checked first: this runs for every ``apply``."""
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
        return _refuse_exchange_one(move, phase, hand, table, rules)
    if kind is ExchangeAll:
        assert isinstance(move, ExchangeAll)
        return _refuse_exchange_all(move, phase, hand, table, rules)
    if kind is Discard:
        assert isinstance(move, Discard)
        return _refuse_discard(move, phase, hand, rules)
    if kind is Draw:
        if phase == OPENING:
            return "opening_discard", "the starter must open with a discard"
        if phase == DRAWN:
            return "already_drew", "a card was drawn this turn: discard now"
        return None
    if kind is Call:
        return _refuse_call(phase, hand, rules)
    if kind is Challenge or kind is Decline:
        return "no_call", "nobody has called: there is nothing to challenge"
    return "not_a_move", f"{move!r} is not a move of Chinese 51"


def _refuse_turn(phase: int) -> tuple[str, str] | None:
    if phase == OPENING:
        return "opening_discard", "the starter must open with a discard"
    if phase == DRAWN:
        return "discard_now", "a card was drawn this turn: discard now"
    return None


def _refuse_call(phase: int, hand: list[int], rules: Rules) -> tuple[str, str] | None:
    if phase == OPENING:
        return "call_at_opening", "the starter must open with a discard"
    if phase == DRAWN:
        return "call_after_draw", "no call on the turn you drew: discard now"
    if special_of(hand, rules.bombs):
        return None
    value = value_of(hand)
    if value == 0:
        return "call_not_one_suit", "a call needs all five cards of one suit"
    if value < rules.min_call:
        return (
            "call_below_minimum",
            f"a call needs at least {rules.min_call} points, the hand has {value}",
        )
    return None


def _refuse_discard(
    move: Discard, phase: int, hand: list[int], rules: Rules
) -> tuple[str, str] | None:
    if not isinstance(move.card, Card):
        return "not_a_card", f"{move.card!r} is not a card"
    if type(move.declare) is not bool:
        return "bad_declare", "declare must be True or False"
    if phase == TURN:
        return "draw_first", "discard only after drawing (or as the starter's opening)"
    card = move.card.index
    if card not in hand:
        return "not_in_hand", f"{move.card} is not in the hand"
    if move.declare and not declarable_after_discard(hand, card, rules.bombs):
        return "declare_without_51", "only a 51 (or a bomb) can be declared"
    return None


def _refuse_exchange_all(
    move: ExchangeAll, phase: int, hand: list[int], table: list[int], rules: Rules
) -> tuple[str, str] | None:
    cards = move.cards
    if not isinstance(cards, tuple) or not all(isinstance(c, Card) for c in cards):
        return "not_a_card", "an exchange names a tuple of cards"
    if type(move.declare) is not bool:
        return "bad_declare", "declare must be True or False"
    turn_refusal = _refuse_turn(phase)
    if turn_refusal is not None:
        return turn_refusal
    if len(cards) != len(table):
        return (
            "exchange_count",
            f"there are {len(table)} cards face up: exchange exactly {len(table)}",
        )
    given = [card.index for card in cards]
    if len(set(given)) != len(given):
        return "exchange_duplicate", "a card is named twice"
    for named in cards:
        if named.index not in hand:
            return "not_in_hand", f"{named} is not in the hand"
    if move.declare:
        after = [card for card in hand if card not in given] + table
        if not special_of(after, rules.bombs):
            return "declare_without_51", "only a 51 (or a bomb) can be declared"
    return None


def _refuse_exchange_one(
    move: ExchangeOne, phase: int, hand: list[int], table: list[int], rules: Rules
) -> tuple[str, str] | None:
    give = move.give
    take = move.take
    if not isinstance(give, Card) or not isinstance(take, Card):
        return "not_a_card", "an exchange one names two cards"
    if type(move.declare) is not bool:
        return "bad_declare", "declare must be True or False"
    if phase != TURN:
        return _refuse_turn(phase)
    if len(table) != TABLE_SIZE:
        return (
            "exchange_one_needs_five",
            "exchanging one card needs exactly five cards face up",
        )
    if give.index not in hand:
        return "not_in_hand", f"{give} is not in the hand"
    if take.index not in table:
        return "not_on_table", f"{take} is not face up on the table"
    if move.declare:
        after = [card for card in hand if card != give.index]
        after.append(take.index)
        if not special_of(after, rules.bombs):
            return "declare_without_51", "only a 51 (or a bomb) can be declared"
    return None
