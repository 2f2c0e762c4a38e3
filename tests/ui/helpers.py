"""Shared set-up for the UI tests: a headless app with fast animations and quick opponents."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from goju51.app.kit.context import Context
from goju51.app.kit.gestures import run_until
from goju51.app.main import App, Options
from goju51.app.table.base import TableBase
from goju51.core.game import GameState, Opponent
from goju51.games import find_game
from goju51.games.japanese import Move
from goju51.games.japanese.ai import make_opponent
from goju51.host.host import Host
from goju51.host.local import LocalSeat
from goju51.host.seats import Seat
from goju51.tables import TABLES
from goju51.tables.japanese.driver import post_move
from goju51.tables.japanese.table import TableScene

FAST = 40.0
"""Animation speed for tests: every flight lands within a frame or two."""


def make_app(seed: int = 3, size: tuple[int, int] = (1280, 720), **options) -> App:
    defaults = {"speed": FAST, "level": "easy", "muted": True}
    return App(Options(size=size, seed=seed, **(defaults | options)), TABLES)


TableT = TypeVar("TableT", bound=TableBase)


def hosted_table(
    app: App,
    table_type: type[TableT],
    game_id: str,
    game: GameState,
    computers: Mapping[int, Opponent],
    names: Mapping[int, str],
) -> TableT:
    """``game`` run by a host of its own (``computers`` playing their seats), seat 0 shown by
    a ``table_type`` in ``app`` in place of anything else."""
    spec = find_game(game_id)
    seats = [
        Seat(names.get(seat, f"Seat {seat + 1}"), "easy" if seat in computers else None)
        for seat in range(game.num_players)
    ]
    match = spec.new_match(game.num_players, game.rules, None, None)
    host = Host(spec, match, game, seats, computers=computers)
    link = LocalSeat(host, 0, tick=host.update)
    seated = link.seated()
    context: Context = app.context
    table = table_type(context, link, seated)
    app.stack.clear()
    app.stack.push(table)
    return table


def host_of(table: TableBase) -> Host:
    """The host whose seat ``table`` shows (the window's tables talk to one in-process)."""
    link: Any = table.link
    assert isinstance(link, LocalSeat)
    return link.host


def game_of(table: TableBase) -> GameState:
    """The game behind ``table``'s seat, as the host holds it (the table never does)."""
    return host_of(table).game


def table_of(app: App) -> TableScene:
    scene = app.stack.scenes[0]
    assert isinstance(scene, TableScene)
    return scene


def wait_for_input(app: App, seconds: float = 120.0) -> TableScene:
    """Step frames until the viewer may act (or the game is over); return the table."""
    table = table_of(app)
    run_until(app.step, lambda: table.accepting_input or table.view.is_over, seconds)
    return table


def play_by_mouse(app: App, move: Move) -> None:
    """Post the gestures for ``move`` and step one frame so the table handles them."""
    table = table_of(app)
    post_move(table.layout, table.view, move)
    app.step(1 / 60)


class Planner:
    """The scripted human's brain: a quick computer player choosing the viewer's moves."""

    def __init__(self, seed: int) -> None:
        self.opponent = make_opponent("easy", seed=seed)

    def choose(self, table: TableScene) -> Move:
        return self.opponent.choose(table.view)


def settle(app: App) -> TableScene:
    """Step frames until every animation has landed; return the table."""
    table = table_of(app)
    run_until(app.step, lambda: not table.animating)
    return table
