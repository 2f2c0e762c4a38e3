"""A finished game watched again: its record fed to the game's own table draws the very frames
it drew live; the controls step back and forth; the kept games are listed from the statistics
and survive a broken file."""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from typing import Any

import pygame
import pytest
from flowhelpers import click, key, make_shell, press
from helpers import host_of, hosted_table

from goju51.app import saves
from goju51.app.kit.gestures import run_until
from goju51.app.kit.i18n import tr
from goju51.app.main import App, Options
from goju51.app.saves import Setup
from goju51.app.screens.replay import BAR_HEIGHT, KEYS, ReplayScene
from goju51.app.screens.replays import ReplaysScene
from goju51.app.screens.statistics import StatisticsScene
from goju51.app.table.base import TableBase
from goju51.host.host import Host
from goju51.host.replay import Record
from goju51.host.seats import Seat
from goju51.tables import TABLES
from goju51.tables.dice.table import DiceTable
from tests.host.driving import hosted, seats_for

DT = 1 / 60
LEVELS = {"japanese": "hard", "chinese": "hard", "dice": "expert"}
"""Levels whose searches end by a sample count: the same game every run."""


def digest(table: TableBase, size: tuple[int, int]) -> str:
    """The table's frame as drawn, its top-left ``size`` (where a replay lays it out)."""
    surface = pygame.Surface(pygame.display.get_surface().get_size())
    table.draw(surface)
    shown = surface.subsurface(pygame.Rect((0, 0), size))
    return hashlib.blake2b(pygame.image.tobytes(shown, "RGB")).hexdigest()


def wait_for_decision(host: Host) -> None:
    while not host.decided:
        time.sleep(0.001)


def live_game(game: str, size: tuple[int, int] = (960, 540)) -> tuple[list[str], Record]:
    """The frames of a seeded computer-only game at the game's bare table (as a replay shows
    it, without a session's corner buttons) in a window of ``size``, and its record. The table
    says the replay's keys (``KEYS``), as a replay's table does: only those words differ
    between the game and its replay."""
    app = App(Options(game=game, size=size, speed=8.0, muted=True, players=2), TABLES)
    app.flow.close_host()  # the window's own quick game is not this one
    spec = TABLES[game].spec
    computers = {seat: spec.make_opponent(LEVELS[game], seat, 1e6, None) for seat in (0, 1)}
    dealt = spec.new_game(2, spec.rules_type(), 5, 0)
    table = hosted_table(app, TABLES[game].quick_table, game, dealt, computers, {})
    table.watched_keys = KEYS
    host = host_of(table)
    frames = []
    while not (table.view.is_over and not table.animating):
        wait_for_decision(host)
        app.step(DT)
        frames.append(digest(table, size))
    record = host.record
    assert record is not None
    app.close()
    return frames, record


@pytest.mark.parametrize("game", ["japanese", "chinese", "dice"])
def test_a_replay_draws_the_frames_the_game_drew_live(game: str) -> None:
    """The replay's table is laid out above its controls: live, the game had that room."""
    above_controls = (1280, 720 - BAR_HEIGHT)
    live, record = live_game(game, above_controls)
    app = App(Options(game=game, size=(1280, 720), speed=8.0, muted=True), TABLES)
    scene = ReplayScene(app.context, TABLES[game], record, 0, close=lambda: None)
    scene.show(app.stack, 0)
    table = scene.table
    assert table is not None
    watched = []
    for _ in live:
        app.step(DT)
        watched.append(digest(table, above_controls))
    app.close()
    assert watched == live
    assert scene.position == len(record.moves) and not scene.link.pending


def drawn_secrets(table: TableBase) -> dict[int, object]:
    """What the table draws of every hidden hand, landed: each opponent's cards face up
    (None for a card drawn face down), or the dice in view under the lifted cup (None for
    none, or for dice shown to all)."""
    seats = getattr(table, "seats", None)
    if seats is None:
        return {-1: None if table.dice_public else table.under_cup}  # type: ignore[attr-defined]
    return {
        seat: Counter(sprite.card if sprite.face_up else None for sprite in fan)
        for seat, fan in seats.items()
    }


def engine_secrets(game: Any, viewer: int) -> dict[int, object]:
    """The engine's truth in the same form: every other seat's hand, or the dice under the
    cup."""
    if hasattr(game, "hand"):
        others = (seat for seat in range(game.num_players) if seat != viewer)
        return {seat: Counter(game.hand(seat)) for seat in others}
    cup = game.cup
    return {-1: None if cup is None else cup[0]}


@pytest.mark.parametrize("game", ["japanese", "chinese", "dice"])
def test_with_every_hand_shown_the_table_draws_the_real_hands(game: str) -> None:
    """A shows every hand, at the same move; then, dealt, move by move and seated again a
    move back, every opponent's cards lie face up and are the engine's, and the dice under
    every cup are the ones rolled. A again: the seat's own view."""
    spec = TABLES[game].spec
    played = hosted(spec, seats_for(3, 1), seed=11)
    played.play_out()
    record = played.host.record
    assert record is not None
    app = App(Options(game=game, size=(1280, 720), speed=8.0, muted=True), TABLES)
    scene = ReplayScene(app.context, TABLES[game], record, 0, close=lambda: None)
    scene.show(app.stack, 0)
    own_view = scene.table
    key(app, pygame.K_a)
    key(app, pygame.K_SPACE)  # paused: the position moves on by steps only
    assert scene.every_hand and scene.table is not own_view and scene.position == 0
    truth = spec.load_game(record.start)
    compared = secrets = 0
    while scene.position < len(record.moves) - 1:  # the last move opens the results
        table = scene.table
        assert table is not None and table.view.every_hand
        table.skip()
        assert drawn_secrets(table) == engine_secrets(truth, 0), f"move {scene.position}"
        compared += 1
        secrets += any(engine_secrets(truth, 0).values())
        if scene.position == 3:  # seated again a move back, then on again
            key(app, pygame.K_LEFT)
            assert scene.table is not table and scene.position == 2
            key(app, pygame.K_RIGHT)
            app.step(DT)
            scene.table.skip()
            assert drawn_secrets(scene.table) == engine_secrets(truth, 0)
        key(app, pygame.K_RIGHT)
        app.step(DT)
        truth.apply(spec.parse_move(record.moves[scene.position - 1]))
    assert compared > 5 and secrets > 3, "hidden hands were there to be shown"
    key(app, pygame.K_a)
    assert not scene.every_hand and not scene.table.view.every_hand
    app.close()


def test_the_controls_pause_step_back_and_forward() -> None:
    _live, record = live_game("dice")
    assert len(record.moves) > 10
    app = App(Options(game="dice", size=(1280, 720), speed=8.0, muted=True), TABLES)
    closed = []
    scene = ReplayScene(app.context, TABLES["dice"], record, 0, close=lambda: closed.append(1))
    scene.show(app.stack, 0)
    run_until(app.step, lambda: scene.position >= 4)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    app.step(DT)
    assert not scene.playing
    paused_at = scene.position
    for _ in range(120):
        app.step(DT)
    assert scene.position == paused_at, "paused, nothing moves on"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    app.step(DT)
    assert scene.position == paused_at + 1
    table = scene.table
    assert isinstance(table, DiceTable)
    run_until(
        app.step, lambda: table.view.history == scene.replay.seated(0, paused_at + 1).view.history
    )
    table.toggle_odds()  # the ladder's odds, shown as the game is watched
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    app.step(DT)
    assert scene.position == paused_at and scene.table is not table
    assert scene.table.view == scene.replay.seated(0, paused_at).view
    assert isinstance(scene.table, DiceTable) and scene.table.odds_on, "the odds stay shown"
    assert app.stack.top is scene and app.stack.scenes[0] is scene.table
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(DT)
    assert closed == [1]
    app.close()


@pytest.mark.parametrize("game", ["japanese", "dice"])
def test_a_replays_table_says_the_replays_keys_and_its_settings_buttons_work(game: str) -> None:
    """Whoever plays, the prompt says what Space does in a replay (not "skip") and nobody
    acts at the table; its own corner buttons change the settings, kept through the scene."""
    spec = TABLES[game].spec
    played = hosted(spec, seats_for(2, 1), seed=3)
    played.play_out()
    app = App(Options(game=game, size=(1280, 720), speed=8.0, muted=True), TABLES)
    kept = []
    scene = ReplayScene(
        app.context, TABLES[game], played.host.record, 0, lambda: None, lambda: kept.append(1)
    )
    scene.show(app.stack, 0)
    table = scene.table
    assert table is not None
    run_until(app.step, lambda: table.turn_shown == 1 and not table.animating)  # type: ignore[attr-defined]
    prompt = table._prompt()[0]  # type: ignore[attr-defined]
    assert "Space: pause or play" in prompt and "skip" not in prompt
    run_until(app.step, lambda: table.turn_shown == 0 and not table.animating)  # type: ignore[attr-defined]
    assert not table.accepting_input, "the person's own turn is only watched too"
    assert "Space: pause or play" in table._prompt()[0]  # type: ignore[attr-defined]
    assert table.key_help(("table.keys_take",)) == [tr("replay.keys"), tr("replay.keys_more")]
    settings = app.context.settings
    actions = [action for _label, action, _enabled in table.corner_buttons()]
    rects = table.corner_rects()
    sound, speed = rects[actions.index(table.toggle_sound)], rects[actions.index(table.next_speed)]
    before = settings.speed
    click(app, speed.center)
    assert settings.speed != before and kept == [1]
    click(app, sound.center)
    assert settings.muted is False and kept == [1, 1]
    assert scene.table is table and scene.position < len(played.host.record.moves)
    app.close()


def test_a_finished_game_is_kept_and_watched_from_the_results_and_the_statistics(home) -> None:
    app = make_shell(seed=4)
    flow = app.flow
    assert flow is not None
    flow.new_game(Setup((Seat("Aiko", "easy"), Seat("Ben", "easy"))))
    run_until(app.step, lambda: flow.replay is not None, 120)
    kept = saves.kept_replays()
    assert [entry.record for entry in kept] == [flow.replay]
    run_until(app.step, lambda: getattr(app.stack.top, "watch", None) is not None, 60)
    key(app, pygame.K_w)
    assert isinstance(app.stack.top, ReplayScene)
    key(app, pygame.K_ESCAPE)
    flow.open_statistics()
    statistics = app.stack.top
    assert isinstance(statistics, StatisticsScene)
    press(app, "replays")
    listing = app.stack.top
    assert isinstance(listing, ReplaysScene) and len(listing.kept) == 1
    press(app, "replay-0")
    assert isinstance(app.stack.top, ReplayScene)


def test_only_the_newest_twenty_are_kept_and_a_broken_file_is_left_out(home) -> None:
    _live, record = live_game("dice")
    for _ in range(saves.KEPT_REPLAYS + 3):
        assert saves.keep_replay(record) is None
    folder = home / saves.REPLAYS_FOLDER
    assert len(list(folder.glob("*.json"))) == saves.KEPT_REPLAYS
    newest = sorted(folder.glob("*.json"))[-1]
    newest.write_text('{"game": "dice", "names": 3}')
    kept = saves.kept_replays()
    assert len(kept) == saves.KEPT_REPLAYS - 1
    assert not newest.exists(), "the broken file is set aside"
