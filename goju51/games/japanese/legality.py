"""Which moves the rules of Goju Ichi allow, and why any other move is refused.

It keeps the read-only questions about moves apart from the engine's state changes in
``game.py``, as in every game: each function reads the hand to move, the table, the turn's
phase and the Stop (cards as ints, phases and the empty place as ``state.py`` codes) and
changes nothing.
"""

from __future__ import annotations

from goju51.games.japanese.cards import Card
from goju51.games.japanese.moves import (
    CLEAR,
    DISCARD_STOPS,
    DISCARDS,
    PASS,
    TAKES,
    Clear,
    Discard,
    Move,
    Pass,
    Take,
)
from goju51.games.japanese.rules import Rules
from goju51.games.japanese.state import CLEARED, EMPTY, START, TAKEN

REFUSALS = (
    "game_over",
    "not_a_move",
    "not_a_card",
    "discard_now",
    "not_on_table",
    "take_first",
    "not_in_hand",
    "discard_taken",
    "bad_stop",
    "already_stopped",
    "take_new",
    "clear_late",
    "clear_first_round",
    "clear_last_round",
    "pass",
    "pass_late",
)
"""Every ``IllegalMove.code`` this engine gives; a screen has a translated reason for each."""


Turn = tuple[int, list[int], list[int], int, int, bool, Rules]
"""What the rules ask of a game that goes on: its phase, the hand to move, the table, the card
taken this turn, the seat that called Stop (or ``EMPTY``), whether every player has had a turn,
and the rules. A plain tuple: it is built before every move of a playout."""


def passing_round(stopper: int, rules: Rules) -> bool:
    """After a Stop in the exchange-or-pass variant: a turn may pass, never clear."""
    return stopper != EMPTY and rules.final_round == "exchange_or_pass"


def allowed_moves(turn: Turn) -> list[Move]:
    """Every move allowed in a game that goes on, in a fixed order (clear, takes in table
    order, pass; or the discards in hand order, then the same discards calling Stop)."""
    phase, hand, table, taken, stopper, round_played, rules = turn
    # The lists are spelled out for the five cards (a hand less its taken card, or a full
    # table): a list display is about twice as quick as a comprehension, which Python 3.11
    # runs as a function of its own, and playouts ask for these before every move.
    if phase == TAKEN:
        if hand[-1] == taken:  # the card taken is the one appended last
            a, b, c, d, e, _taken = hand
        else:  # unless a saved position holds it elsewhere
            a, b, c, d, e = [card for card in hand if card != taken]
        discards: list[Move] = [DISCARDS[a], DISCARDS[b], DISCARDS[c], DISCARDS[d], DISCARDS[e]]
        if stopper == EMPTY:
            stops = DISCARD_STOPS
            discards += (stops[a], stops[b], stops[c], stops[d], stops[e])
        return discards
    a, b, c, d, e = table
    moves: list[Move] = [TAKES[a], TAKES[b], TAKES[c], TAKES[d], TAKES[e]]
    # Clearing needs a full round played and passing a Stop: most random turns have neither.
    if phase == START and (round_played or stopper != EMPTY):
        if passing_round(stopper, rules):
            moves.append(PASS)
        elif round_played:
            moves.insert(0, CLEAR)
    return moves


def refusal(move: Move, turn: Turn) -> tuple[str, str] | None:
    """``(code, reason)`` when ``move`` is not allowed in a game that goes on, else None."""
    phase, hand, table, taken, stopper, round_played, rules = turn
    if isinstance(move, (Take, Discard)) and not isinstance(move.card, Card):
        return "not_a_card", f"{move.card!r} is not a card"
    if type(move) is Take:
        if phase == TAKEN:
            return "discard_now", "a card was already taken this turn; now discard one"
        if move.card.index not in table:
            return "not_on_table", f"{move.card} is not on the table"
    elif type(move) is Discard:
        if phase != TAKEN:
            return "take_first", "take a card from the table before discarding"
        card = move.card.index
        if card not in hand:
            return "not_in_hand", f"{move.card} is not in the hand"
        if card == taken:
            return (
                "discard_taken",
                f"{move.card} was just taken and cannot be discarded this turn",
            )
        if type(move.stop) is not bool:
            return "bad_stop", "stop must be True or False"
        if move.stop and stopper != EMPTY:
            return "already_stopped", f"seat {stopper} has already called Stop"
    elif type(move) is Clear:
        if phase == CLEARED:
            return (
                "take_new",
                "the table can be cleared only once a turn; take one of the new cards",
            )
        if phase == TAKEN:
            return "clear_late", "the table can only be cleared before taking a card"
        if not round_played:
            return "clear_first_round", "no clearing until every player has had a turn"
        if passing_round(stopper, rules):
            return (
                "clear_last_round",
                "the table cannot be cleared in the last round of this variant",
            )
    elif type(move) is Pass:
        if not passing_round(stopper, rules):
            return "pass", "passing is only allowed in the exchange-or-pass last round"
        if phase != START:
            return "pass_late", "passing is only allowed at the start of a turn"
    else:
        return "not_a_move", f"{move!r} is not a move (use Take, Discard, Clear or Pass)"
    return None
