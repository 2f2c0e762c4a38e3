"""Golden playthroughs of Goju Ichi: seeded games whose every move, event and final save are
kept as text, so a refactoring that changes any of them is caught byte for byte.

Regenerate (only when a rule really changes):
``python -m tests.games.japanese.playthroughs.record``.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

from goju51.games.japanese import Game, Rules
from goju51.games.japanese.ai import make_opponent

HERE = Path(__file__).parent
VARIANTS = {
    "main": Rules(),
    "jokers": Rules(jokers=1),
    "dealer_starts": Rules(dealer_starts=True),
    "exchange_or_pass": Rules(final_round="exchange_or_pass"),
    "flush_only": Rules(flush_only=True),
}
SIZES = range(2, 7)
GAMES_PER_TABLE = 10
LEVELS = ("beginner", "easy", "normal", "tuned", "random")
"""The fast levels replay exactly from a seed; "random" plays a seeded uniform legal move."""


def playthrough(rules: Rules, players: int, seed: int) -> str:
    """One game as text: seats' levels, the opening, then per move the seat, the move, the
    events, and a digest of every seat's view; last the final save."""
    chooser = random.Random(seed)
    levels = [chooser.choice(LEVELS) for _ in range(players)]
    bots = [
        None if level == "random" else make_opponent(level, seed=seed * 10 + seat)
        for seat, level in enumerate(levels)
    ]
    game = Game.new(players, rules, seed=seed, dealer=seed % players)
    lines = [f"game seed={seed} levels={','.join(levels)}"]
    lines += [repr(event) for event in game.opening_events()]
    while not game.is_over:
        seat = game.current_player
        bot = bots[seat]
        view = game.view(seat)
        move = chooser.choice(game.legal_moves) if bot is None else bot.choose(view)
        events = game.apply(move)
        digest = hashlib.sha256(
            "".join(repr(game.view(s)) for s in range(players)).encode()
        ).hexdigest()[:16]
        lines.append(f"{seat} {move} | {' '.join(map(repr, events))} | views {digest}")
    lines.append(game.to_json())
    return "\n".join(lines)


def table_file(variant: str, players: int) -> Path:
    return HERE / f"{variant}-{players}p.txt"


def transcript(variant: str, players: int) -> str:
    rules = VARIANTS[variant]
    games = [playthrough(rules, players, seed) for seed in range(GAMES_PER_TABLE)]
    return "\n\n".join(games) + "\n"


def main() -> None:
    for variant in VARIANTS:
        for players in SIZES:
            table_file(variant, players).write_text(transcript(variant, players), "utf-8")


if __name__ == "__main__":
    main()
