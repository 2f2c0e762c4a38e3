"""Chinese 51 in the terminal: the log lines, the position shown, and the moves a person types.

``goju51 play --text`` drives any game through this interface.
"""

from __future__ import annotations

from collections.abc import Sequence

from goju51.core.cards import SUIT_NAMES
from goju51.games.chinese.cards import Card, best_suit
from goju51.games.chinese.events import (
    Called,
    Challenged,
    Declared,
    Declined,
    Discarded,
    Drew,
    Event,
    ExchangedAll,
    ExchangedOne,
    HandOver,
    OpeningDiscard,
    SetAside,
)
from goju51.games.chinese.game import Game
from goju51.games.chinese.moves import (
    CALL,
    CHALLENGE,
    DECLINE,
    DRAW,
    Discard,
    ExchangeAll,
    ExchangeOne,
    Move,
    parse_move,
)
from goju51.games.chinese.view import PlayerView

REASONS = {
    "declared": "a clear count",
    "called": "a call",
    "stock": "the stock ran out",
    "no_draw": "three rounds without a draw",
}


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty() for card in cards)


class ChineseText:
    """The ``TextInterface`` of Chinese 51."""

    help = """Commands (cards by their number in your hand or table, or by name: AH, 10C, JK1):
  d / draw            draw the top stock card (then discard)
  x N / discard N     discard hand card N; add "!" or "declare" to declare a 51 or bomb
  e N M.. / exchange  exchange all: lay these hand cards face up, take the whole table
  s N T / swap N T    with five face up: give hand card N for table card T
  c / call            call (all five cards of one suit; a kept 51 or bomb is a clear count)
  ch / challenge      challenge a call        p / pass   let a call stand
  q / quit            leave the game"""

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """One line of the game log for an event, or None for events the log leaves out."""
        match event:
            case OpeningDiscard(player, card):
                return f"{names[player]} opened with {card.pretty()}"
            case Drew(player, _card, _):
                # The log is read by the person at the table: it never names a drawn card
                # (their own shows in their hand line).
                return f"{names[player]} drew a card"
            case Discarded(player, card):
                return f"{names[player]} discarded {card.pretty()}"
            case SetAside(_, cards, _):
                return f"The five face-up cards went aside: {_cards(cards)}"
            case ExchangedAll(player, given, taken):
                return f"{names[player]} exchanged {_cards(given)} for {_cards(taken)}"
            case ExchangedOne(player, given, taken, _):
                return f"{names[player]} swapped {given.pretty()} for {taken.pretty()}"
            case Called(player, _):
                return f"{names[player]} called! (cards face down)"
            case Declared(player, kind, hand, _):
                return f"{names[player]} declared {kind}: {_cards(hand)}"
            case Challenged(player):
                return f"{names[player]} challenged!"
            case Declined(player):
                return f"{names[player]} passed"
            case HandOver(scores, reason, _, _):
                shown = ", ".join(f"{names[s]} {points}" for s, points in enumerate(scores))
                return f"Hand over ({REASONS[reason]}): {shown}"
        return None

    def show(self, view: PlayerView, names: Sequence[str]) -> list[str]:
        lines = [""]
        for opponent in view.opponents:
            seen = _cards(opponent.known) or "-"
            mark = " (called)" if view.caller == opponent.seat else ""
            lines.append(
                f"  {names[opponent.seat]:<10} {opponent.hand_size} cards{mark}, seen: {seen}"
            )
        table = "  ".join(f"{i}:{card.pretty()}" for i, card in enumerate(view.table, 1))
        lines.append(
            f"  Table  {table or '-'}    stock {view.stock_count}, set aside "
            f"{view.set_aside_count}, exchanges in a row {view.exchange_count}"
        )
        hand = "  ".join(f"{i}:{card.pretty()}" for i, card in enumerate(view.hand, 1))
        suit = SUIT_NAMES[best_suit(view.hand)]
        drawn = f", drew {view.drawn.pretty()}" if view.drawn else ""
        lines.append(f"  You    {hand}    value {view.value} ({suit}){drawn}")
        lines.append(f"  {prompt(view, names)}")
        return lines

    def read(self, words: list[str], view: PlayerView) -> Move:
        declare = bool(words) and words[-1] in ("!", "declare")
        if declare:
            words = words[:-1]
        match words:
            case ["d" | "draw"]:
                return DRAW
            case ["c" | "call"]:
                return CALL
            case ["ch" | "challenge"]:
                return CHALLENGE
            case ["p" | "pass" | "decline"]:
                return DECLINE
            case ["x" | "discard", word]:
                return Discard(_pick(view.hand, word), declare)
            case ["s" | "swap", give, take]:
                return ExchangeOne(_pick(view.hand, give), _pick(view.table, take), declare)
            case ["e" | "exchange", *picked] if picked:
                return ExchangeAll(tuple(_pick(view.hand, word) for word in picked), declare)
        return parse_move(" ".join([*words, "declare"] if declare else words))

    def result(self, game: Game, names: Sequence[str]) -> list[str]:
        values = game.values()
        scores = game.scores()
        lines = []
        for seat, value in enumerate(values):
            role = ""
            if seat == game.caller:
                role = " (declared)" if game.end_reason == "declared" else " (called)"
            elif seat in game.challengers:
                role = " (challenged)"
            hand = _cards(game.hand(seat))
            lines.append(
                f"  {names[seat]:<10} {hand}   value {value}{role}   scores {scores[seat]}"
            )
        lines.append(f"Ended by {REASONS[game.end_reason or 'stock']}")
        return lines


def prompt(view: PlayerView, names: Sequence[str]) -> str:
    """What the person may do now, in the words the text commands use."""
    if view.phase == "challenge" and view.caller is not None:
        return f"{names[view.caller]} called: challenge (ch) or pass (p)?"
    declare = any(getattr(move, "declare", False) for move in view.legal_moves)
    hint = ' (add "!" to declare your 51)' if declare else ""
    if view.phase == "opening":
        return f"You open: discard one of your six cards (x N){hint}."
    if view.phase == "discard":
        return f"Discard one of your six cards (x N){hint}."
    choices = ["draw (d)", f"exchange all {len(view.table)} (e N..)"]
    if len(view.table) == 5:
        choices.append("swap one (s N T)")
    if CALL in view.legal_moves:
        choices.append("call (c)")
    return f"Your turn: {', '.join(choices)}{hint}."


def _pick(cards: tuple[Card, ...], word: str) -> Card:
    """A card by its number in ``cards`` or by its name."""
    if not word.isdigit():
        return Card.parse(word)
    if not 1 <= int(word) <= len(cards):
        raise ValueError(f"there is no card {word}: choose 1 to {len(cards)}")
    return cards[int(word) - 1]
