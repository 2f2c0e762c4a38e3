"""Computer opponents for 51 (dice): each sees only a seat's ``DiceView`` and returns a legal
move. Five levels, each a different way of playing (``LEVELS``, weakest first):

- ``beginner``: tells the truth, bluffs only when it must, believes nearly everything, and
  gambles now and then (announces 51, goes double or quits).
- ``easy``: announces the lowest true value (or the next one up when it must bluff) and doubts
  every announcement past a fixed threshold (double 1 and up).
- ``normal``: the ladder's exact chances: doubts when a lie is likelier than believing is worth;
  bluffs the lowest value, or pushes a low true roll to where the next roll fails half the time.
- ``hard``: reads each player's bluffs caught and doubts made from the public history and plays
  the best answer to those habits.
- ``expert``: heads-up (two players still in), the best answer to a model of its opponent
  learned from the public history, solved exactly over the rest of the round (``lookahead``),
  where it clearly beats the equilibrium of a round (CFR+, computed offline by ``solve.py``
  and shipped as ``equilibrium_data``), else that equilibrium. At a table of three or more,
  its best answer over the rest of the round to a model of every other seat (``table``), for
  its chance of winning the game from the points (``survival``), which also picks its targets,
  its double or quits and whether to announce 51.

``always_doubt`` and ``never_doubt`` are fixed probes kept for measurement
(``REFERENCE_LEVELS``).

    from goju51.games.dice.ai import make_opponent
    bot = make_opponent("hard", seed=1)
    move = bot.choose(game.view(seat))
"""

from __future__ import annotations

from goju51.core.opponent import make_level
from goju51.games.dice.ai.opponents import LEVEL_CLASSES, Opponent
from goju51.games.dice.moves import ANNOUNCES, Move
from goju51.games.dice.view import DiceView

LEVELS = ("beginner", "easy", "normal", "hard", "expert")
REFERENCE_LEVELS = ("always_doubt", "never_doubt")

NAMES = {
    "beginner": ("Lulu", "Pip", "Toto", "Zoé"),
    "easy": ("Anaïs", "Bastien", "Coralie", "Didier"),
    "normal": ("Élodie", "Fabien", "Gaëlle", "Hugo"),
    "hard": ("Inès", "Julien", "Killian", "Léa"),
    "expert": ("Margaux", "Nathan", "Océane", "Pierre"),
    "always_doubt": ("Sceptic",),
    "never_doubt": ("Trusty",),
}


def make_opponent(
    level: str,
    seed: int | None = None,
    time_budget: float | None = None,
    name: str | None = None,
) -> Opponent:
    """A new opponent of ``level`` (one of ``LEVELS`` or ``REFERENCE_LEVELS``), seeded."""
    return make_level(LEVEL_CLASSES, NAMES, level, seed, time_budget, name)


def fallback_move(view: DiceView) -> Move:
    """A legal, unsurprising move for an opponent that failed: roll, announce the dice (or the
    lowest value allowed), believe, give the first target, accept."""
    if not view.legal_moves:
        raise ValueError(f"it is not seat {view.seat}'s turn to move")
    if view.phase == "announce" and view.dice is not None:
        truth = ANNOUNCES[view.dice.code]
        if truth in view.legal_moves:
            return truth
    return view.legal_moves[0]


def hint(view: DiceView, seed: int | None = None) -> tuple[Move, str]:
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
