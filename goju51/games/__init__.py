"""The registry: every game the app and the tools offer, declared once.

A new game is a package beside ``japanese`` with a ``spec.py`` holding its ``SPEC``, and one
line in ``GAMES`` below; the app also needs its table screens (``goju51.tables``).
"""

from __future__ import annotations

from goju51.core.spec import GameSpec
from goju51.games.chinese.spec import SPEC as CHINESE
from goju51.games.dice.spec import SPEC as DICE
from goju51.games.japanese.spec import SPEC as JAPANESE

GAMES: dict[str, GameSpec] = {spec.id: spec for spec in (JAPANESE, CHINESE, DICE)}
DEFAULT_GAME = JAPANESE.id


def find_game(game_id: str) -> GameSpec:
    """The registered game ``game_id``; ``ValueError`` naming the games there are."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(GAMES)
        raise ValueError(f"unknown game {game_id!r} (the games are: {known})") from None
