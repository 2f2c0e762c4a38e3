"""Goju Ichi in the terminal: the log lines, the position shown, and the moves a person types.

``goju51 play --text`` (``goju51.lab.textplay``) drives any game through this interface.
"""

from __future__ import annotations

from collections.abc import Sequence

from goju51.core.cards import SUIT_NAMES
from goju51.games.japanese.cards import Card, best_suit
from goju51.games.japanese.events import (
    Cleared,
    Discarded,
    Event,
    LastRoundBegan,
    Passed,
    Reshuffled,
    Took,
)
from goju51.games.japanese.game import Game
from goju51.games.japanese.moves import Clear, Discard, Move, Pass, Take, parse_move
from goju51.games.japanese.view import PlayerView


class JapaneseText:
    """The ``TextInterface`` of Goju Ichi."""

    help = """Commands:
  t N / take N     take table card number N (or name it: take AH)
  d N / discard N  discard hand card number N (or name it: discard 3C)
  ds N             discard card N and call Stop
  c / clear        clear the table (from the second round on)
  p / pass         pass (exchange-or-pass last round only)
  q / quit         leave the game"""

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """One line of the game log for an event, or None for events the log leaves out."""
        match event:
            case Took(player, card, _):
                return f"{names[player]} took {card.pretty()}"
            case Discarded(player, card, _):
                return f"{names[player]} discarded {card.pretty()}"
            case Cleared(player, _, revealed, _):
                shown = " ".join(c.pretty() for c in revealed)
                return f"{names[player]} cleared the table: {shown}"
            case Reshuffled(_, count, _):
                return f"The {count} set-aside cards were shuffled under the stock"
            case Passed(player):
                return f"{names[player]} passed"
            case LastRoundBegan(stopper, players):
                last = ", ".join(names[p] for p in players)
                return f"{names[stopper]} called STOP! Last turns: {last}"
        return None

    def show(self, view: PlayerView, names: Sequence[str]) -> list[str]:
        lines = [""]
        for opponent in view.opponents:
            seen = " ".join(card.pretty() for card in opponent.known) or "-"
            lines.append(
                f"  {names[opponent.seat]:<10} {opponent.hand_size} cards, seen taking: {seen}"
            )
        table = "  ".join(f"{i}:{card.pretty()}" for i, card in enumerate(view.table, 1))
        lines.append(
            f"  Table  {table}    stock {view.stock_count}, set aside {view.set_aside_count}"
        )
        hand = "  ".join(f"{i}:{card.pretty()}" for i, card in enumerate(view.hand, 1))
        suit = SUIT_NAMES[best_suit(view.hand)]
        lines.append(f"  You    {hand}    value {view.value} ({suit})")
        return lines

    def read(self, words: list[str], view: PlayerView) -> Move:
        match words:
            case ["c" | "clear"]:
                return Clear()
            case ["p" | "pass"]:
                return Pass()
            case ["t" | "take", word]:
                return Take(_pick(view.table, word))
            case ["d" | "discard", word]:
                return Discard(_pick(view.hand, word))
            case ["ds", word] | ["d" | "discard", word, "stop"]:
                return Discard(_pick(view.hand, word), stop=True)
        return parse_move(" ".join(words))

    def result(self, game: Game, names: Sequence[str]) -> list[str]:
        values = game.values()
        lines = []
        for seat, value in enumerate(values):
            hand = " ".join(card.pretty() for card in game.hand(seat))
            lines.append(f"  {names[seat]:<10} {hand}   {value}")
        winners = game.winners()
        stopper = game.stopper
        lost_tie = stopper is not None and values[stopper] == max(values) and stopper not in winners
        tie = " (the stopper loses a tie)" if lost_tie else ""
        lines.append(f"Winner: {' and '.join(names[seat] for seat in sorted(winners))}{tie}")
        return lines


def _pick(cards: tuple[Card, ...], word: str) -> Card:
    """A card by its number in ``cards`` or by its name."""
    if not word.isdigit():
        return Card.parse(word)
    if not 1 <= int(word) <= len(cards):
        raise ValueError(f"there is no card {word}: choose 1 to {len(cards)}")
    return cards[int(word) - 1]
