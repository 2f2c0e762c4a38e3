"""``python -m goju51 screenshots DIR --scenes``: every screen of the app in every language
(English, French, Japanese, Simplified Chinese; ``--language`` picks some), as a player sees
it at 1280×720 and at the smallest window, 960×540 (the table also at 1920×1080).

The app runs headless with its data folder in a temporary directory, so nothing of the
player's own saves is read or changed. Screens: main menu, set-up, table, hand-over, rules
(each page), settings, statistics, game over, and the message about an unreadable save.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

from goju51.app.kit.i18n import LANGUAGES
from goju51.dev.home import temporary_home

SIZE = (1280, 720)
SMALL = (960, 540)
LARGE = (1920, 1080)


def shoot_scenes(folder: Path, seed: int = 7, languages: tuple[str, ...] = LANGUAGES) -> list[Path]:
    """Save the screens of every language in ``folder``; return the files written."""
    saved: list[Path] = []
    for language in languages:
        with temporary_home() as home:
            saved += _shoot_language(folder, language, seed, home)
    from goju51.tables import TABLES

    if "dice" in TABLES:  # the dice game's screens, each moment set up with fixed dice
        from goju51.dev.diceshots import shoot_dice

        saved += shoot_dice(folder, languages, seed)
    return saved


def _shoot_language(folder: Path, language: str, seed: int, home: Path) -> list[Path]:
    import pygame

    from goju51.app.kit.gestures import run_until
    from goju51.app.main import App, Options
    from goju51.app.saves import SESSIONS_FOLDER, Setup
    from goju51.app.screens.handover import HandOverScene
    from goju51.app.screens.rules import RulesScreen
    from goju51.app.screens.statistics import StatisticsScene
    from goju51.app.stats import Record
    from goju51.games.japanese import Discard
    from goju51.games.japanese.ai import make_opponent
    from goju51.host.seats import Seat
    from goju51.tables import TABLES
    from goju51.tables.japanese.gameover import GameOverScene
    from goju51.tables.japanese.gametable import GameTable
    from goju51.tables.japanese.rules import PAGES

    (home / "settings.json").write_text(
        f'{{"format": "goju51-settings", "version": 1, "language": "{language}",'
        f' "muted": true, "speed": 8.0}}',
        encoding="utf-8",
    )
    (home / SESSIONS_FOLDER).mkdir(exist_ok=True)
    (home / SESSIONS_FOLDER / "japanese.json").write_bytes(b'{"format": "goju51-session", "gam')
    app = App(Options(size=SIZE, seed=seed, muted=True, menu=True, time_budget=0.05), TABLES)
    flow = app.flow
    assert flow is not None  # a window opened on the menu has its flow
    saved: list[Path] = []

    def save(name: str, sizes: tuple[tuple[int, int], ...] = (SIZE, SMALL)) -> None:
        for size in sizes:
            if app.screen.get_size() != size:
                app.resize(size)
            for _ in range(3):
                app.step(1 / 60)
            path = folder / f"{language}-{name}-{size[0]}x{size[1]}.png"
            pygame.image.save(app.screen, path)
            saved.append(path)
        app.resize(SIZE)

    def until(done: Callable[[], bool]) -> None:
        run_until(app.step, done, 600)

    save("save-error")
    flow.statistics.of("japanese").people.update(
        {
            "Aiko": Record(
                games=14,
                wins=6,
                total_value=301,
                best_hand=51,
                hints_used=4,
                undos_used=2,
                counters={"fifty_ones": 1, "stops_called": 5, "stops_won": 3},
            ),
            "Zoé": Record(
                games=9,
                wins=3,
                total_value=150,
                best_hand=46,
                counters={"stops_called": 2, "stops_won": 1},
            ),
        }
    )
    flow.statistics.of("japanese").levels.update(
        {
            "normal": Record(
                games=11,
                wins=4,
                total_value=250,
                best_hand=49,
                counters={"stops_called": 4, "stops_won": 2},
            ),
            "expert": Record(
                games=12,
                wins=7,
                total_value=340,
                best_hand=51,
                counters={"fifty_ones": 1, "stops_called": 6, "stops_won": 5},
            ),
        }
    )
    flow.open_menu()
    save("menu")
    setup = flow.setups["japanese"] = Setup(
        (Seat("Aiko", coach=True), Seat("Zoé"), Seat("Ben", "normal"), Seat("Yuki", "expert")),
        target_wins=3,
    )
    flow.open_setup()
    save("choose-game")  # New game asks which game first when the window offers several
    flow.setup_for("japanese")
    save("setup")
    for step, name in (
        (flow.open_settings, "settings"),
        (lambda: app.stack.push(StatisticsScene(flow, "japanese")), "statistics"),
    ):
        flow.open_menu()
        step()
        save(name)
    flow.open_menu()
    rules = flow.screens["japanese"].rules(app.context)
    assert isinstance(rules, RulesScreen)
    app.stack.push(rules)
    for page in PAGES:
        rules.show(page)
        save(f"rules-{page}")

    flow.new_game(setup)
    save("handover")
    planner = make_opponent("easy", seed=seed)

    def table() -> GameTable:
        scene = app.stack.scenes[0]
        assert isinstance(scene, GameTable)
        return scene

    def person_turn() -> bool:
        top, bottom = app.stack.top, app.stack.scenes[0]
        return isinstance(top, (HandOverScene, GameOverScene)) or (
            isinstance(bottom, GameTable) and bottom.accepting_input
        )

    shots = iter(_table_moments())
    moment: tuple[int, str] | None = next(shots)
    while not isinstance(app.stack.top, GameOverScene):
        until(person_turn)
        top = app.stack.top
        if isinstance(top, HandOverScene):
            top.ready()
            continue
        if isinstance(top, GameOverScene):
            break
        scene = table()
        if moment is not None and scene.view.turn_number >= moment[0]:
            if moment[1] == "table-hint":
                scene.ask_hint()
                until(lambda: not table().coach_asked)
            save(moment[1], (SIZE, SMALL, LARGE) if moment[1] == "table" else (SIZE, SMALL))
            moment = next(shots, None)
        move = planner.choose(scene.view)
        stop_now = scene.view.turn_number >= 10 and scene.view.stopper is None
        if stop_now and isinstance(move, Discard):
            move = Discard(move.card, stop=True)
        scene.try_move(move)
    until(lambda: not table().animating)
    save("game-over")
    if "chinese" in TABLES:
        from goju51.dev.chineseshots import shoot_chinese

        shoot_chinese(app, save, seed)
    for text in sorted(app.context.text.cut):
        print(f"cut to fit ({language}): {text}")
    app.close()
    return saved


def _table_moments() -> Iterator[tuple[int, str]]:
    yield 3, "table"
    yield 6, "table-hint"


def main_scenes(folder: Path, seed: int, languages: tuple[str, ...] = LANGUAGES) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    folder.mkdir(parents=True, exist_ok=True)
    for path in shoot_scenes(folder, seed, languages):
        print(path)
    return 0
