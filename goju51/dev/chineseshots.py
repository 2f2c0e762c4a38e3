"""The Chinese 51 screens for ``python -m goju51 screenshots DIR --scenes``: its set-up, the
table mid-hand (cards picked for an exchange, a row card selected), a person's answer to a
call, the results worked out with the score sheet, the sheet on demand, a hand-over, the rules
pages and the statistics, at the smallest window (960×540), 1280×720 and 1920×1080.

Hands are dealt from fixed decks so every language shows the same moments.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goju51.app.main import App
    from goju51.games.chinese import Game, Rules

SMALL = (960, 540)
SIZE = (1280, 720)
LARGE = (1920, 1080)
SEATS = ("Aiko", "Chen", "Hui", "Li Na")


def staged_game(hands: dict[int, str], starter: int, rules: Rules, seed: int) -> Game:
    """A four-player hand whose listed seats hold the given cards (the rest shuffled)."""
    from goju51.games.chinese import Game
    from goju51.games.chinese.examples import stacked_deck

    return Game.new(4, rules, deck=stacked_deck(hands, 4, starter, rules, seed), starter=starter)


def shoot_chinese(
    app: App, save: Callable[[str, tuple[tuple[int, int], ...]], None], seed: int
) -> None:
    """Every Chinese 51 screen in ``app`` (a menu app with a temporary data folder)."""
    from goju51.app.kit.gestures import run_until
    from goju51.app.saves import Setup
    from goju51.app.screens.handover import HandOverScene
    from goju51.app.screens.rules import RulesScreen
    from goju51.app.screens.statistics import StatisticsScene
    from goju51.app.stats import Record
    from goju51.games.chinese import Challenge, Draw, Rules
    from goju51.games.chinese.ai import make_opponent
    from goju51.host.seats import Seat
    from goju51.tables.chinese.gametable import ChineseGameTable
    from goju51.tables.chinese.results import ResultsScene
    from goju51.tables.chinese.rules import PAGES

    flow = app.flow
    assert flow is not None  # a window opened on the menu has its flow
    sizes = (SIZE, SMALL, LARGE)

    def until(done: Callable[[], bool]) -> None:
        run_until(app.step, done, 600)

    def game_table() -> ChineseGameTable:
        scene = app.stack.scenes[0]
        assert isinstance(scene, ChineseGameTable)
        return scene

    flow.statistics.of("chinese").people["Aiko"] = Record(
        games=23,
        wins=9,
        total_value=812,
        best_hand=149,
        hints_used=3,
        counters={
            "calls": 6,
            "calls_won": 4,
            "challenges": 5,
            "challenges_won": 2,
            "clear_counts": 2,
            "fifty_ones": 2,
        },
    )
    flow.open_menu()
    app.stack.push(StatisticsScene(flow, "chinese"))
    save("chinese-statistics", sizes)
    flow.open_menu()
    rules = flow.screens["chinese"].rules(app.context)
    assert isinstance(rules, RulesScreen)
    app.stack.push(rules)
    for page in PAGES:
        rules.show(page)
        save(f"chinese-rules-{page}", sizes)

    seats = (Seat("Aiko", coach=True), *(Seat(name, "easy") for name in SEATS[1:]))
    setup = Setup(seats, Rules(jokers=2, bombs=True), 500, "chinese")
    flow.setups["chinese"] = setup
    flow.open_menu()
    flow.setup_for("chinese")
    save("chinese-setup", sizes)

    flow.new_game(setup)
    flow.under_way.game = staged_game({0: "AH KH 9H 4H 7C QD"}, 0, setup.rules, seed)
    flow.play()
    table = game_table()
    planner = make_opponent("normal", seed=seed)
    while True:
        until(lambda: table.accepting_input or table.view.is_over)
        if table.view.is_over or (table.view.turn_number >= 9 and table.view.phase == "turn"):
            break
        move = planner.choose(table.view)
        table.try_move(Draw() if type(move).__name__ == "Call" else move)
    until(lambda: not table.animating)
    hand = [sprite.known for sprite in table.hand]
    for card in hand[: min(2, len(table.row))]:
        table.hand_card(card)
    table.pointer = table.layout.exchange_button.center
    save("chinese-table", sizes)
    table.reset_choice()
    if len(table.row) == 5:
        table.row_card(table.row[1].known)
    table.ask_hint()
    until(lambda: not table.coach_asked)
    save("chinese-table-hint", sizes)
    table.reset_choice()
    table.show_scores()
    save("chinese-score-sheet", sizes)

    flow.new_game(Setup(seats, Rules(), 500, "chinese"))
    flow.under_way.game = staged_game({1: "AS KS QS 9S 5S", 0: "2C 3D 4H 6H 8C"}, 2, Rules(), seed)
    flow.play()
    table = game_table()
    until(lambda: table.accepting_input)
    save("chinese-challenge", sizes)
    table.try_move(Challenge())
    until(lambda: isinstance(app.stack.top, ResultsScene))
    for _ in range(60):
        app.step(1 / 60)
    save("chinese-results", sizes)

    people = (Seat("Aiko"), Seat("Zoé"), Seat("Chen", "easy"), Seat("Yuki"))
    flow.new_game(Setup(people, Rules(), None, "chinese"))
    until(lambda: isinstance(app.stack.top, HandOverScene))
    save("chinese-handover", sizes)
