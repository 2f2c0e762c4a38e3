"""Computer opponents: each sees only a seat's ``PlayerView`` and returns a legal move.

Five levels, each a different way of playing (``LEVELS``, weakest first):

- ``beginner``: a child's plausible moves and mistakes; stops very early or very late.
- ``easy``: greedy for this turn's hand value; stops at a fixed threshold.
- ``normal``: greedy plus card tracking (clears when unseen cards promise more); its Stop
  threshold depends on the number of players and the round.
- ``hard``: reads each opponent's suit from its takes and discards, keeps wanted cards from
  them, and stops when sampled endings say it wins often enough (the stopper loses ties).
- ``expert``: determinized search weighted by that read: weighs "stop now" against "play on"
  by finishing sampled games both ways, within its time budget.

``tuned`` is the reference greedy with the arena-tuned Stop threshold; it is not in LEVELS.

    from goju51.games.japanese.ai import make_opponent
    bot = make_opponent("hard", seed=1)
    move = bot.choose(game.view(seat))
"""

from __future__ import annotations

from goju51.core.opponent import make_level
from goju51.games.japanese.ai.opponents import LEVEL_CLASSES, Opponent, Tuned
from goju51.games.japanese.cards import hand_value
from goju51.games.japanese.moves import Clear, Discard, Move
from goju51.games.japanese.view import PlayerView

LEVELS = ("beginner", "easy", "normal", "hard", "expert")
REFERENCE_LEVEL = "tuned"

NAMES = {
    "beginner": ("Hana", "Kenta", "Momo", "Sora"),
    "easy": ("Aiko", "Ben", "Chiyo", "Daichi"),
    "normal": ("Emi", "Fumio", "Goro", "Haruka"),
    "hard": ("Isamu", "Junko", "Kaito", "Mei"),
    "expert": ("Noboru", "Rin", "Takeshi", "Yuki"),
    "tuned": ("Tomo",),
}


def make_opponent(
    level: str,
    seed: int | None = None,
    time_budget: float | None = None,
    name: str | None = None,
) -> Opponent:
    """A new opponent of ``level`` (one of ``LEVELS`` or ``"tuned"``), seeded for replay."""
    return make_level(LEVEL_CLASSES, NAMES, level, seed, time_budget, name)


def make_player(
    spec: str,
    seed: int | None = None,
    time_budget: float | None = None,
    name: str | None = None,
) -> Opponent:
    """``make_opponent`` that also reads ``tuned=N``: the tuned greedy stopping at N (sweeps)."""
    level, _, threshold = spec.partition("=")
    opponent = make_opponent(level, seed, time_budget, name)
    if threshold:
        if not isinstance(opponent, Tuned) or not threshold.isdigit():
            raise ValueError(f"only the tuned level takes a threshold (tuned=44), not {spec!r}")
        opponent.threshold = int(threshold)
    return opponent


FALLBACK_STOPS_FROM_ROUND = 20
"""Two failed opponents both playing the fallback pass the same cards round and round and
never touch the stock; from this round on the fallback calls Stop, so every game ends."""


def fallback_move(view: PlayerView) -> Move:
    """A legal, unsurprising move for an opponent that failed: never clear, keep the best hand
    value (under the game's own rules), and stop only once the game has gone on far too long."""
    stops: list[Move] = [move for move in view.legal_moves if getattr(move, "stop", False)]
    calm: list[Move] = [
        move
        for move in view.legal_moves
        if not isinstance(move, Clear) and not getattr(move, "stop", False)
    ]
    if stops and view.round_number >= FALLBACK_STOPS_FROM_ROUND:
        calm = stops
    choices = calm or list(view.legal_moves)
    discards = [move for move in choices if isinstance(move, Discard)]
    if discards and len(discards) == len(choices):
        return max(
            discards,
            key=lambda m: hand_value([c for c in view.hand if c != m.card], view.rules),
        )
    return choices[0]


def hint(view: PlayerView, seed: int | None = None) -> tuple[Move, str]:
    """The move the strongest opponent would make for ``view``'s seat, and why in one line."""
    return make_opponent(LEVELS[-1], seed).explain(view)


__all__ = [
    "LEVELS",
    "REFERENCE_LEVEL",
    "Opponent",
    "fallback_move",
    "hint",
    "make_opponent",
    "make_player",
]
