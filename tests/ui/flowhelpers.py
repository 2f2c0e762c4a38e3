"""The whole app, headless, with its data folder in a temporary directory."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame
from helpers import FAST, game_of

from goju51.app.kit import i18n
from goju51.app.kit.gestures import run_until
from goju51.app.main import App, Options
from goju51.app.screens.handover import HandOverScene
from goju51.tables import TABLES
from goju51.tables.japanese.gametable import GameTable


def make_shell(
    seed: int = 3,
    size: tuple[int, int] = (1280, 720),
    language: str = "en",
    games: tuple[str, ...] = ("japanese",),
    new_player: bool = False,
) -> App:
    """The app as ``goju51`` opens it (main menu, saves in ``GOJU51_HOME``), in ``language``,
    with fast animations and quick opponents, offering ``games`` (by default Goju Ichi alone,
    so New game goes straight to its set-up; the chooser has its own tests). Its person knows
    the games (the guided games declined) unless a ``new_player``, who is offered each one on
    a first pick (the offer has its own tests)."""
    tables = {game_id: TABLES[game_id] for game_id in games}
    options = Options(size=size, seed=seed, muted=True, menu=True, time_budget=0.02)
    app = App(options, tables)
    app.context.settings.speed = FAST
    app.context.settings.language = language
    i18n.set_language(language)
    if not new_player:
        for game_id in games:
            app.flow.lessons.declined(app.flow.learner(game_id), game_id)
    return app


def key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(1 / 60)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(1 / 60)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(1 / 60)


def press(app: App, control_key: str) -> None:
    """Click the control ``control_key`` of the top scene."""
    control = next(c for c in app.stack.top.controls if c.key == control_key)
    click(app, control.rect.center)


def table(app: App) -> GameTable:
    top = app.stack.scenes[0]
    assert isinstance(top, GameTable), top
    return top


def wait_for_turn(app: App, seconds: float = 120.0) -> None:
    """Step until a person may act at the table, a hand-over waits, or the game is over."""

    def ready() -> bool:
        top = app.stack.top
        if isinstance(top, HandOverScene):
            return True
        scene = app.stack.scenes[0]
        return isinstance(scene, GameTable) and (scene.accepting_input or scene.view.is_over)

    run_until(app.step, ready, seconds)


def assert_no_secret_shown(
    scene: Any, faces: set[Any], people: Iterable[int], computer: int
) -> tuple[int, int]:
    """Pass-and-play: the card ``faces`` drawn this frame at ``scene`` show no other person's
    hidden card, and, while the ``computer`` seat plays (watched by whoever is at the screen),
    not the viewer's own either. Returns how many of the viewer's faces were seen and whether
    (1) or not (0) a computer's turn was checked."""
    game = game_of(scene)
    own_seen = len(faces & set(game.hand(scene.viewer)))
    if game.is_over:
        return own_seen, 0
    for seat in people:
        if seat != scene.viewer:
            hidden = set(game.hand(seat)) - set(game.known_cards(seat))
            assert not faces & hidden, (scene.viewer, seat, faces & hidden)
    if scene.turn_shown != computer or scene.animating:
        return own_seen, 0
    own = set(game.hand(scene.viewer)) - set(game.known_cards(scene.viewer))
    assert not faces & own, (scene.viewer, faces & own)
    return own_seen, 1
