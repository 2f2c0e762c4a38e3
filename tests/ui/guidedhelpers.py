"""Drive a guided game in the whole app as a learner would: read each step, press Next where
the panel asks for it, and make the taught move with posted mouse gestures where the guide
points (each game's driver gestures, the first press checked to land on the glowing target)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from flowhelpers import click, make_shell

from goju51.app.kit.gestures import run_until
from goju51.app.main import App
from goju51.app.table.base import TableBase
from goju51.app.table.guided import GuidePanel
from goju51.tables.chinese import driver as chinese_driver
from goju51.tables.dice import driver as dice_driver
from goju51.tables.japanese import driver as japanese_driver

GAMES = ("japanese", "chinese", "dice")


def guided_shell(size: tuple[int, int] = (1280, 720), language: str = "en") -> App:
    return make_shell(size=size, language=language, games=GAMES, new_player=True)


def panel_of(app: App) -> GuidePanel:
    """The guide panel (under the results once the lesson is over)."""
    return next(scene for scene in app.stack.scenes if isinstance(scene, GuidePanel))


def post_gesture(table: TableBase, move: object) -> None:
    """Post the mouse gestures that play ``move`` at ``table`` (the game's own driver)."""
    layout, view = table.layout, table.view  # type: ignore[attr-defined]
    module = type(table).__module__
    if ".dice." in module:
        dice_driver.post_move(layout, move)  # type: ignore[arg-type]
    elif ".chinese." in module:
        chinese_driver.post_move(layout, view, move)  # type: ignore[arg-type]
    else:
        japanese_driver.post_move(layout, view, move)  # type: ignore[arg-type]


def first_press(post: Callable[[], None]) -> tuple[int, int]:
    """Post events with ``post`` and return where its first mouse press is (events kept)."""
    pygame.event.clear()
    post()
    events = pygame.event.get()
    for event in events:
        pygame.event.post(event)
    return next(e.pos for e in events if e.type == pygame.MOUSEBUTTONDOWN)


def wait_for_step(app: App, seconds: float = 60.0) -> GuidePanel:
    """Step frames until the panel waits for the learner: Next, a move, or the end."""

    def waiting() -> bool:
        panel = panel_of(app)
        return panel.over or panel.asks_next or (panel.in_step and panel.table.accepting_input)

    run_until(app.step, waiting, seconds)
    return panel_of(app)


def take_step(app: App, on_step: Callable[[GuidePanel], None] | None = None) -> bool:
    """Do what the step on asks (Next, or the taught move where the guide points); False once
    the lesson is over."""
    panel = wait_for_step(app)
    if on_step is not None:
        on_step(panel)
    if panel.over:
        return False
    step = panel.step
    assert step is not None
    if panel.asks_next:
        rect = next(rect for rect, _label, _action in panel.buttons)
        click(app, rect.center)
        return True
    assert step.move is not None
    table = panel.table
    move = table.read_move(step.move)
    target = panel.target()
    if step.target is not None:
        assert target is not None, f"{step.key}: its target is not on screen"
        assert app.screen.get_rect().contains(target), step.key
    press = first_press(lambda: post_gesture(table, move))
    # A free step takes any move (the coach's is played).
    if target is not None and not step.free:
        assert target.collidepoint(press), f"{step.key}: {press} outside {target}"
    played = len(table.view.history)
    run_until(app.step, lambda: len(table.view.history) > played or panel.not_now != "", 10.0)
    assert not panel.not_now, f"{step.key}: refused: {panel.not_now}"
    return True


def lesson_at(game: str, key: str) -> tuple[App, GuidePanel]:
    """The app with ``game``'s guided game played, as taught, up to its step ``key``."""
    app = guided_shell()
    app.flow.open_lesson(game)
    panel = wait_for_step(app)
    while panel.step is not None and panel.step.key != key:
        take_step(app)
        panel = wait_for_step(app)
    return app, panel
