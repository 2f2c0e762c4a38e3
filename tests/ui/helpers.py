"""Shared set-up for the UI tests: a headless app with fast animations and quick opponents."""

from __future__ import annotations

from goju51.app.kit.gestures import run_until
from goju51.app.main import App, Options
from goju51.games.japanese import Move
from goju51.games.japanese.ai import make_opponent
from goju51.tables import TABLES
from goju51.tables.japanese.driver import post_move
from goju51.tables.japanese.table import TableScene

FAST = 40.0
"""Animation speed for tests: every flight lands within a frame or two."""


def make_app(seed: int = 3, size: tuple[int, int] = (1280, 720), **options) -> App:
    defaults = {"speed": FAST, "level": "easy", "muted": True}
    return App(Options(size=size, seed=seed, **(defaults | options)), TABLES)


def table_of(app: App) -> TableScene:
    scene = app.stack.scenes[0]
    assert isinstance(scene, TableScene)
    return scene


def wait_for_input(app: App, seconds: float = 120.0) -> TableScene:
    """Step frames until the viewer may act (or the game is over); return the table."""
    table = table_of(app)
    run_until(app.step, lambda: table.accepting_input or table.game.is_over, seconds)
    return table


def play_by_mouse(app: App, move: Move) -> None:
    """Post the gestures for ``move`` and step one frame so the table handles them."""
    table = table_of(app)
    post_move(table.layout, table.game.view(table.viewer), move)
    app.step(1 / 60)


class Planner:
    """The scripted human's brain: a quick computer player choosing the viewer's moves."""

    def __init__(self, seed: int) -> None:
        self.opponent = make_opponent("easy", seed=seed)

    def choose(self, table: TableScene) -> Move:
        return self.opponent.choose(table.game.view(table.viewer))


def settle(app: App) -> TableScene:
    """Step frames until every animation has landed; return the table."""
    table = table_of(app)
    run_until(app.step, lambda: not table.animating)
    return table
