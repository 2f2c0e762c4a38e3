"""``goju51 play --text [--game ID]``: a whole game in the terminal against computer opponents.

Game-neutral: the registered game's ``TextInterface`` says what to show and reads what is
typed; this loop deals, asks, lets the computers move and prints the log. A game whose rules
set a match target (Chinese 51's 500 points) is played as a whole match, with the scores of
each game and the running totals in between.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Hashable
from typing import Any

from goju51.core.spec import GameSpec
from goju51.games import DEFAULT_GAME, GAMES, find_game


class Quit(Exception):
    """The player asked to leave."""


def read_line(prompt: str) -> str:
    """A line typed at the terminal; ``EOFError`` whenever there is none to read: input at its
    end, closed (``sys.stdin`` is None then, and ``input`` raises ``RuntimeError``) or
    unreadable (an I/O error, bytes that are not text)."""
    if sys.stdin is None or sys.stdin.closed:
        raise EOFError
    try:
        return input(prompt)
    except (OSError, UnicodeDecodeError, RuntimeError):
        raise EOFError from None


def read_move(spec: GameSpec, view: Any, ask: Callable[[str], str]) -> Hashable:
    """Ask until the player types a move the rules allow now."""
    while True:
        words = ask("> ").strip().lower().split()
        if words in (["q"], ["quit"]):
            raise Quit
        if words in (["h"], ["help"], ["?"]):
            print(spec.text.help)
            continue
        try:
            move = spec.text.read(words, view)
        except ValueError as error:
            print(f"  {error}. Type 'help' for the commands.")
            continue
        if move in view.legal_moves:
            return move
        allowed = ", ".join(sorted({str(m).split()[0] for m in view.legal_moves}))
        print(f"  '{move}' is not allowed now (you can: {allowed}).")


def play(args: argparse.Namespace, ask: Callable[[str], str] | None = None) -> int:
    """Play one game, or a whole match when the rules set a target; ``ask`` reads a line of
    input (``read_line`` unless a test scripts it)."""
    spec = find_game(args.game)
    ask = ask or read_line
    rng = random.Random(args.seed)
    rules = spec.rule_options.rules(args)
    target = getattr(rules, "target", None)
    seed = rng.getrandbits(64)
    bots = {}
    names = ["You"]
    for seat in range(1, args.players):
        bot = spec.make_opponent(args.level, rng.getrandbits(32), None, None)
        base, number = bot.name, 1
        while bot.name in names:  # two computers drew one name: number the later ones
            number += 1
            bot.name = f"{base} {number}"
        bots[seat] = bot
        names.append(bot.name)
    print(f"{spec.name}: you against {', '.join(names[1:])} ({args.level}). Type 'help'.")
    if target is None:
        play_game(spec, spec.new_game(args.players, rules, seed, None), bots, names, ask)
        return 0
    match = spec.new_match(args.players, rules, target, seed)
    print(f"A match to {target} points: the highest total once someone reaches it wins.")
    played = 0
    while not match.is_over:
        game = match.new_game()
        played += 1
        print(f"\n--- Game {played} ---")
        play_game(spec, game, bots, names, ask)
        match.record(game)
        print(score_lines(names, game.outcome().scores, match.scores()))
        if not match.is_over and ask("Press Enter for the next game (q to quit) ").strip() in (
            "q",
            "quit",
        ):
            raise Quit
    totals = match.scores()
    print(f"{names[totals.index(max(totals))]} won the match with {max(totals)} points.")
    return 0


def score_lines(names: list[str], scores: tuple[int, ...], totals: list[int]) -> str:
    """This game's points and the running totals, one seat a line."""
    lines = ["Scores      this game   total"]
    lines += [
        f"  {name:<10} {score:>9} {total:>7}"
        for name, score, total in zip(names, scores, totals, strict=True)
    ]
    return "\n".join(lines)


def play_game(
    spec: GameSpec,
    game: Any,
    bots: dict[int, Any],
    names: list[str],
    ask: Callable[[str], str],
) -> None:
    """Play ``game`` to its end: the person at seat 0 types, the ``bots`` choose."""
    events = game.opening_events()
    while True:
        for event in events:
            line = spec.text.describe(event, names)
            if line:
                print("  " + line)
        if game.is_over:
            print("\n".join(spec.text.result(game, names)))
            return
        seat = game.current_player
        view = game.view(seat)
        if seat == 0:
            print("\n".join(spec.text.show(view, names)))
            move = read_move(spec, view, ask)
        else:
            move = bots[seat].choose(view)
        events = game.apply(move)


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Read ``--game`` first, then the options of that game (its levels, sizes and rules)."""
    chooser = argparse.ArgumentParser(add_help=False)
    chooser.add_argument("--game", choices=tuple(GAMES), default=DEFAULT_GAME)
    known, _rest = chooser.parse_known_args(argv)
    spec = GAMES[known.game]
    parser = argparse.ArgumentParser(
        prog="goju51 play --text", description="Play a game in the terminal.", parents=[chooser]
    )
    parser.add_argument("--players", type=int, choices=spec.players, default=spec.default_players)
    parser.add_argument("--level", choices=spec.levels, default=spec.levels[2])
    parser.add_argument("--seed", type=int, default=None)
    spec.rule_options.add(parser)
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    try:
        return play(args)
    except (Quit, EOFError, KeyboardInterrupt):
        print("\nBye.")
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
