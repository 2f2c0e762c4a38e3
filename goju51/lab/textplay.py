"""``goju51 play --text``: a whole game in the terminal against computer opponents.

Useful for trying the rules engine as a person would, with no window.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable

from goju51.core.cards import SUIT_NAMES
from goju51.games.japanese import (
    Card,
    Clear,
    Cleared,
    Discard,
    Discarded,
    Event,
    Game,
    GameOver,
    LastRoundBegan,
    Move,
    Pass,
    Passed,
    PlayerView,
    Reshuffled,
    Take,
    Took,
    best_suit,
    parse_move,
)
from goju51.games.japanese.ai import LEVELS, make_opponent
from goju51.lab.options import add_rules_options, rules_from_options

HELP = """Commands:
  t N / take N     take table card number N (or name it: take AH)
  d N / discard N  discard hand card number N (or name it: discard 3C)
  ds N             discard card N and call Stop
  c / clear        clear the table (from the second round on)
  p / pass         pass (exchange-or-pass last round only)
  q / quit         leave the game"""


class Quit(Exception):
    """The player asked to leave."""


def describe(event: Event, names: list[str]) -> str | None:
    """One line of the game log for an event, or None for events the log leaves out."""
    match event:
        case Took(player, card, _):
            return f"{names[player]} took {card.pretty()}"
        case Discarded(player, card, _):
            return f"{names[player]} discarded {card.pretty()}"
        case Cleared(player, _, revealed, _):
            return f"{names[player]} cleared the table: {' '.join(c.pretty() for c in revealed)}"
        case Reshuffled(_, count, _):
            return f"The {count} set-aside cards were shuffled under the stock"
        case Passed(player):
            return f"{names[player]} passed"
        case LastRoundBegan(stopper, players):
            return (
                f"{names[stopper]} called STOP! Last turns: {', '.join(names[p] for p in players)}"
            )
    return None


def show(view: PlayerView, names: list[str]) -> None:
    print()
    for opponent in view.opponents:
        seen = " ".join(card.pretty() for card in opponent.known) or "-"
        print(f"  {names[opponent.seat]:<10} {opponent.hand_size} cards, seen taking: {seen}")
    table = "  ".join(f"{i}:{card.pretty()}" for i, card in enumerate(view.table, 1))
    print(f"  Table  {table}    stock {view.stock_count}, set aside {view.set_aside_count}")
    hand = "  ".join(f"{i}:{card.pretty()}" for i, card in enumerate(view.hand, 1))
    suit = SUIT_NAMES[best_suit(view.hand)]
    print(f"  You    {hand}    value {view.value} ({suit})")


def pick(cards: tuple[Card, ...], word: str) -> Card:
    """A card by its number in ``cards`` or by its name."""
    if not word.isdigit():
        return Card.parse(word)
    if not 1 <= int(word) <= len(cards):
        raise ValueError(f"there is no card {word}: choose 1 to {len(cards)}")
    return cards[int(word) - 1]


def read_move(view: PlayerView, ask: Callable[[str], str]) -> Move:
    """Ask until the player types a move the rules allow now."""
    while True:
        words = ask("> ").strip().lower().split()
        try:
            match words:
                case ["q" | "quit"]:
                    raise Quit
                case ["h" | "help" | "?"]:
                    print(HELP)
                    continue
                case ["c" | "clear"]:
                    move: Move = Clear()
                case ["p" | "pass"]:
                    move = Pass()
                case ["t" | "take", word]:
                    move = Take(pick(view.table, word))
                case ["d" | "discard", word]:
                    move = Discard(pick(view.hand, word))
                case ["ds", word] | ["d" | "discard", word, "stop"]:
                    move = Discard(pick(view.hand, word), stop=True)
                case _:
                    move = parse_move(" ".join(words))
        except ValueError as error:
            print(f"  {error}. Type 'help' for the commands.")
            continue
        if move in view.legal_moves:
            return move
        allowed = ", ".join(sorted({str(m).split()[0] for m in view.legal_moves}))
        print(f"  '{move}' is not allowed now (you can: {allowed}).")


def play(args: argparse.Namespace, ask: Callable[[str], str] | None = None) -> int:
    """Play one game; ``ask`` reads a line of input (``input`` unless a test scripts it)."""
    ask = ask or input
    rng = random.Random(args.seed)
    game = Game.new(args.players, rules_from_options(args), seed=rng.getrandbits(64))
    bots = {
        seat: make_opponent(args.level, seed=rng.getrandbits(32)) for seat in range(1, args.players)
    }
    names = ["You"] + [bots[seat].name for seat in range(1, args.players)]
    print(f"Goju Ichi: you against {', '.join(names[1:])} ({args.level}). Type 'help'.")
    events: list[Event] = game.opening_events()
    while True:
        for event in events:
            line = describe(event, names)
            if line:
                print("  " + line)
            if isinstance(event, GameOver):
                for seat, value in enumerate(event.values):
                    hand = " ".join(card.pretty() for card in game.hand(seat))
                    print(f"  {names[seat]:<10} {hand}   {value}")
                winners = " and ".join(names[seat] for seat in event.winners)
                tie = " (the stopper loses a tie)" if event.stopper_lost_tie else ""
                print(f"Winner: {winners}{tie}")
                return 0
        seat = game.current_player
        view = game.view(seat)
        if seat == 0:
            show(view, names)
            move = read_move(view, ask)
        else:
            move = bots[seat].choose(view)
        events = game.apply(move)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="goju51 play --text", description="Play Goju Ichi in the terminal."
    )
    parser.add_argument("--players", type=int, choices=range(2, 7), default=4)
    parser.add_argument("--level", choices=LEVELS, default="normal")
    parser.add_argument("--seed", type=int, default=None)
    add_rules_options(parser)
    args = parser.parse_args(argv)
    try:
        return play(args)
    except (Quit, EOFError, KeyboardInterrupt):
        print("\nBye.")
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
