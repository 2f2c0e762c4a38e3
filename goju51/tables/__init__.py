"""Per-game table screens: each package imports the app shell and its own game, nothing else.

``TABLES`` names the games the window can show, by registry id; only the composition root
(``goju51.play``) imports it.
"""

from __future__ import annotations

from goju51.app.games import GameScreens
from goju51.tables.chinese import SCREENS as CHINESE
from goju51.tables.dice import SCREENS as DICE
from goju51.tables.japanese import SCREENS as JAPANESE

TABLES: dict[str, GameScreens] = {screens.spec.id: screens for screens in (JAPANESE, CHINESE, DICE)}
