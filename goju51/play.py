"""The composition root: ``goju51 play`` opens the window on every game that has table screens.

Only this module (and the developer tools in ``goju51.dev``) joins the app shell to the games'
screens; the shell itself never imports a game's package.
"""

from __future__ import annotations

from goju51.app.main import run
from goju51.tables import TABLES


def main(argv: list[str]) -> int:
    return run(argv, TABLES)
