"""Computer opponents for Chinese 51: each sees only a seat's ``PlayerView`` and returns a legal
move.

Five levels, each a different way of playing (``LEVELS``, weakest first):

- ``beginner``: chases the suit it holds most cards of, draws most turns, calls as soon as it
  may, challenges on a whim.
- ``easy``: greedy for its own hand; calls at a fixed 40; never challenges.
- ``normal``: card tracking (a draw is worth what the unseen cards promise); its call threshold
  depends on the players and the stock left; challenges when its own one-suit hand is high.
- ``hard``: reads each opponent's suit from what it took and gave, keeps their cards from the
  table, calls at the tuned threshold when sampled opponent hands say the call stands, and
  challenges when its expected gain over sampled caller hands is positive.
- ``expert``: the hard player plus determinized search (``Game.from_view``) over its best
  moves within its time budget (default 0.4 s a decision), heads-up a call among them (it
  holds a high hand to challenge the other's call), and match-aware calls and challenges
  (``PlayerView.match_totals``).

Two reference levels (``REFERENCE_LEVELS``), kept for measurement and not offered in the
set-up: ``tuned``, the normal player with the arena-tuned call threshold per table size and
stock left (``tuned=N`` calls at N, ``tuned=E/L`` at E early and L late, for sweeps); and
``searcher``, a determinized search of every legal move at every decision within 1 s
(``searcher=N``: N sampled deals a decision instead of the clock, so a seeded game replays).

    from goju51.games.chinese.ai import make_opponent
    bot = make_opponent("hard", seed=1)
    move = bot.choose(game.view(seat))
"""

from __future__ import annotations

from goju51.core.opponent import make_level
from goju51.games.chinese.ai.opponents import (
    Beginner,
    Easy,
    Expert,
    Hard,
    Normal,
    Opponent,
    Tuned,
    best_discard,
    ints,
)
from goju51.games.chinese.ai.searcher import Searcher
from goju51.games.chinese.moves import CHALLENGE, DECLINE, DRAW, Discard, Move
from goju51.games.chinese.view import PlayerView

LEVELS = ("beginner", "easy", "normal", "hard", "expert")
REFERENCE_LEVELS = ("tuned", "searcher")

LEVEL_CLASSES: dict[str, type[Opponent]] = {
    cls.level: cls for cls in (Beginner, Easy, Normal, Hard, Expert, Tuned, Searcher)
}

NAMES = {
    "beginner": ("Xiao Ming", "Lingling", "Dou Dou", "Bao Bao"),
    "easy": ("Ah Fang", "Jun", "Mei Mei", "Da Wei"),
    "normal": ("Chen", "Hui", "Li Na", "Wen"),
    "hard": ("Guo", "Shu Fen", "Zhang", "Yan"),
    "expert": ("Lao Wang", "Madam Lin", "Master Zhou", "Auntie Wu"),
    "tuned": ("Tong",),
    "searcher": ("Sou",),
}


def make_opponent(
    level: str,
    seed: int | None = None,
    time_budget: float | None = None,
    name: str | None = None,
) -> Opponent:
    """A new opponent of ``level`` (one of ``LEVELS`` or ``REFERENCE_LEVELS``), seeded; the
    arena's ``tuned=N`` is the tuned reference calling at N whatever the table, ``tuned=E/L``
    at E early and L late in the hand (for sweeps), and ``searcher=N`` the searcher ending
    each search after N sampled deals instead of at its time budget."""
    level, _, threshold = level.partition("=")
    opponent = make_level(LEVEL_CLASSES, NAMES, level, seed, time_budget, name)
    if threshold and isinstance(opponent, Searcher):
        if not threshold.isdigit() or int(threshold) < 1:
            raise ValueError(f"searcher=N takes a whole number of deals, not {threshold!r}")
        opponent.set_deals(int(threshold))
    elif threshold:
        early, slash, late = threshold.partition("/")
        late = late if slash else early
        if not isinstance(opponent, Tuned) or not (early.isdigit() and late.isdigit()):
            raise ValueError(
                f"only the tuned level takes a threshold (tuned=40, or tuned=48/44 for early"
                f" and late in the hand), not {level!r}"
            )
        opponent.threshold_override = (int(early), int(late))
    return opponent


def fallback_move(view: PlayerView) -> Move:
    """A legal, unsurprising move for an opponent that failed: declare a 51 or bomb, decline a
    call, otherwise draw and discard the card that helps least."""
    moves = view.legal_moves
    if not moves:
        raise ValueError(f"it is not seat {view.seat}'s turn to move")
    for move in moves:
        if getattr(move, "declare", False):
            return move
    if CHALLENGE in moves:
        return DECLINE
    if DRAW in moves:
        return DRAW
    card = best_discard(ints(view.hand))[1]
    for move in moves:
        if isinstance(move, Discard) and move.card.index == card:
            return move
    return moves[0]


def hint(view: PlayerView, seed: int | None = None) -> tuple[Move, str]:
    """The move the strongest opponent would make for ``view``'s seat, and why in one line."""
    return make_opponent(LEVELS[-1], seed).explain(view)


__all__ = [
    "LEVELS",
    "REFERENCE_LEVELS",
    "Opponent",
    "fallback_move",
    "hint",
    "make_opponent",
]
