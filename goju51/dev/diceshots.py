"""``python -m goju51.dev.diceshots DIR``: every screen of the dice game, as a player sees it, in
every language (``--language`` picks some), at 1280×720, at the smallest window (960×540) and at
1920×1080.

The app runs headless with its data folder in a temporary directory. The table's moments are
set up with fixed dice, so each picture shows what it is named after: the roll, the viewer's
own dice under the lifted cup with the learner's chances, an announcement received, a doubt's
verdict, a 51 to give away, a 51's stake faced, the coach's hint, a player out, the winner.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Sequence
from pathlib import Path

from goju51.dev.home import temporary_home

SIZES = ((1280, 720), (960, 540), (1920, 1080))


def shoot_dice(folder: Path, languages: Sequence[str], seed: int = 7) -> list[Path]:
    """Save the dice game's screens of every language in ``folder``; return the files."""
    saved: list[Path] = []
    for language in languages:
        with temporary_home() as home:
            saved += _shoot_language(folder, language, seed, home)
    return saved


def _shoot_language(folder: Path, language: str, seed: int, home: Path) -> list[Path]:
    import pygame

    from goju51.app.kit.gestures import run_until
    from goju51.app.main import App, Options
    from goju51.app.saves import Setup
    from goju51.app.screens.rules import RulesScreen
    from goju51.app.screens.statistics import StatisticsScene
    from goju51.app.stats import Record
    from goju51.games.dice import (
        Accept,
        Announce,
        AnnounceFiftyOne,
        Doubt,
        Game,
        Result,
        Roll,
        Rules,
        Target,
    )
    from goju51.host.seats import Seat
    from goju51.tables import TABLES
    from goju51.tables.dice.driver import post_move
    from goju51.tables.dice.gameover import DiceResultsScene
    from goju51.tables.dice.gametable import DiceGameTable
    from goju51.tables.dice.rules import PAGES

    (home / "settings.json").write_text(
        f'{{"format": "goju51-settings", "version": 1, "language": "{language}",'
        f' "muted": true, "speed": 1.0}}',
        encoding="utf-8",
    )
    app = App(Options(size=SIZES[0], seed=seed, muted=True, menu=True, time_budget=0.05), TABLES)
    flow = app.flow
    assert flow is not None  # a window opened on the menu has its flow
    saved: list[Path] = []

    def save(name: str, settle: bool = True) -> None:
        for size in SIZES:
            if app.screen.get_size() != size:
                app.resize(size)
            for _ in range(3 if settle else 1):
                app.step(1 / 60)
            path = folder / f"{language}-dice-{name}-{size[0]}x{size[1]}.png"
            pygame.image.save(app.screen, path)
            saved.append(path)
        app.resize(SIZES[0])

    def until(done: Callable[[], bool]) -> None:
        run_until(app.step, done, 120)

    people = (Seat("Aiko", coach=True),)
    computers = (Seat("Léa", "hard"), Seat("Hugo", "normal"), Seat("Nathan", "expert"))
    setup = Setup((*people, *computers), game="dice")
    flow.setups["dice"] = setup
    flow.setup_for("dice")
    save("setup")
    flow.open_menu()
    rules = flow.screens["dice"].rules(app.context)
    assert isinstance(rules, RulesScreen)
    app.stack.push(rules)
    for page in PAGES:
        rules.show(page)
        save(f"rules-{page}")
    flow.statistics.of("dice").people.update(
        {
            "Aiko": Record(
                games=12,
                wins=5,
                total_value=80,
                best_hand=12,
                hints_used=3,
                undos_used=1,
                counters={"doubts": 30, "doubts_won": 19, "lies_caught": 7},
            )
        }
    )
    flow.statistics.of("dice").levels.update(
        {"expert": Record(games=12, wins=4, total_value=70, best_hand=14, counters={"doubts": 40})}
    )
    flow.open_menu()
    app.stack.push(StatisticsScene(flow, "dice"))
    save("statistics")

    flow.new_game(Setup((Seat("Aiko"), Seat("Zoé"), *computers[:2]), game="dice"))
    save("handover")

    flow.new_game(setup)

    def table_with(game: Game) -> DiceGameTable:
        flow.under_way.game = game
        flow.log.clear()  # the new table tells the position it opens on
        flow.show_table(0)
        scene = app.stack.scenes[0]
        assert isinstance(scene, DiceGameTable)
        until(lambda: scene.accepting_input or isinstance(app.stack.top, DiceResultsScene))
        return scene

    table = table_with(Game.new(4, dice=[5, 3], first=0))
    save("table-roll")
    post_move(table.layout, Roll())
    app.step(1 / 60)
    until(lambda: table.accepting_input)
    table.odds_on = True
    save("table-own-dice")

    def announced_to_viewer() -> Game:
        game = Game.new(4, dice=[5, 3], first=3)
        game.apply(Roll())
        game.apply(Announce(Result(6, 4)))
        return game

    table = table_with(announced_to_viewer())
    save("table-announced")
    table.ask_hint()
    until(lambda: not table.coach_asked)
    save("table-hint")
    table = table_with(announced_to_viewer())
    post_move(table.layout, Doubt())
    app.step(1 / 60)
    until(lambda: bool(table.chips))
    save("table-verdict", settle=False)

    table = table_with(Game.new(4, dice=[5, 1], first=0))
    post_move(table.layout, Roll())
    app.step(1 / 60)
    until(lambda: table.accepting_input)
    save("table-target")

    game = Game.new(4, Rules(limit=6), dice=[5, 1, 5, 1], first=1)
    game.apply(Roll())
    game.apply(Target(2))
    game.apply(Accept())  # Hugo takes 4
    game.apply(Roll())
    game.apply(Target(0))  # Hugo rolls 51 and gives it to the viewer
    table = table_with(game)
    save("table-face")

    game = Game.new(4, Rules(limit=4), dice=[5, 1, 5, 1], first=1)
    for move in (Roll(), Target(2), Accept()):
        game.apply(move)  # Hugo is out
    table = table_with(game)
    save("table-player-out")

    game = Game.new(3, Rules(limit=4), dice=[5, 1], first=0)
    flow.new_game(Setup((*people, *computers[:2]), Rules(limit=4), game="dice"))
    table = table_with(game)
    table.try_move(AnnounceFiftyOne())  # and it is a 51: the others are out
    until(lambda: isinstance(app.stack.top, DiceResultsScene))
    save("game-over")
    for text in sorted(app.context.text.cut):
        print(f"cut to fit ({language}): {text}")
    app.close()
    return saved


def main(argv: list[str]) -> int:
    from goju51.app.kit.i18n import LANGUAGES

    parser = argparse.ArgumentParser(prog="python -m goju51.dev.diceshots", description=__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", choices=LANGUAGES, action="append")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    args.folder.mkdir(parents=True, exist_ok=True)
    for path in shoot_dice(args.folder, tuple(args.language or LANGUAGES)):
        print(path)
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
