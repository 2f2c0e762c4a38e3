"""Chinese 51 at the table: the table scene, its layout, coach, results and score sheet, rules
pages, the set-up's rule switches and the statistics' own columns, gathered in ``SCREENS`` for
the app."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from goju51.app.games import GameScreens, RuleRow, StatColumn
from goju51.app.stats import Record
from goju51.games.chinese import Rules
from goju51.games.chinese.ai import NAMES
from goju51.games.chinese.spec import SPEC
from goju51.tables.chinese.gametable import ChineseGameTable
from goju51.tables.chinese.rules import ChineseRulesScene
from goju51.tables.chinese.table import ChineseTable

TARGET_STEP, LOWEST_TARGET, HIGHEST_TARGET = 50, 100, 5000
"""The set-up's target goes both ways by 50 points (500 by the book, 1000 for a long match, or
anything between 100 and 5000); a target read from a file keeps its own value."""
MIN_CALL = 42


def _step_target(rules: Rules, direction: int) -> Rules:
    """The next multiple of ``TARGET_STEP`` up or down, within the offered range."""
    target = (rules.target // TARGET_STEP + (direction > 0)) * TARGET_STEP
    if direction < 0 and rules.target % TARGET_STEP == 0:
        target -= TARGET_STEP
    return replace(rules, target=min(HIGHEST_TARGET, max(LOWEST_TARGET, target)))


RULE_ROWS = (
    RuleRow(
        "jokers",
        lambda r: "chinese.setup.jokers_on" if r.jokers else "chinese.setup.jokers_off",
        lambda r: replace(r, jokers=2 - r.jokers),
    ),
    RuleRow(
        "joker_free_wins_ties",
        lambda r: f"chinese.setup.joker_ties_{'on' if r.joker_free_wins_ties else 'off'}",
        lambda r: replace(r, joker_free_wins_ties=not r.joker_free_wins_ties),
    ),
    RuleRow(
        "min_call",
        lambda r: "chinese.setup.min_call_on" if r.min_call else "chinese.setup.min_call_off",
        lambda r: replace(r, min_call=0 if r.min_call else MIN_CALL),
    ),
    RuleRow(
        "bombs",
        lambda r: "chinese.setup.bombs_on" if r.bombs else "chinese.setup.bombs_off",
        lambda r: replace(r, bombs=not r.bombs),
    ),
    RuleRow(
        "target",
        lambda _r: "chinese.setup.target",
        lambda r: _step_target(r, +1),
        values=lambda r: {"points": r.target},
        step=_step_target,
    ),
)


def _made_and_won(made: str, won: str) -> Callable[[Record], str]:
    """A cell "won / made" of two counters."""

    def cell(record: Record) -> str:
        return f"{record.count(won)} / {record.count(made)}"

    return cell


def _average_points(record: Record) -> str:
    return f"{record.average_value:.1f}"


STAT_COLUMNS = (
    StatColumn("chinese.matches", 105, _made_and_won("matches", "matches_won")),
    StatColumn("chinese.calls", 105, _made_and_won("calls", "calls_won")),
    StatColumn("chinese.challenges", 120, _made_and_won("challenges", "challenges_won")),
    StatColumn(
        "chinese.hands_51_bombs",
        100,
        lambda record: f"{record.count('fifty_ones')} / {record.count('bombs')}",
    ),
)
"""Matches won of played, calls and challenges won of made, 51s and bombs held at the end.
Widths leave each heading room at 960×540, where text keeps ``MIN_TEXT``."""
SCORE_COLUMNS = (StatColumn("chinese.points_per_hand", 110, _average_points),)
"""A hand's points are what counts over a match: the average per hand (games are hands)."""

SCREENS = GameScreens(
    spec=SPEC,
    table=ChineseGameTable,
    quick_table=ChineseTable,
    rules=ChineseRulesScene,
    rule_rows=RULE_ROWS,
    stat_columns=STAT_COLUMNS,
    score_columns=SCORE_COLUMNS,
    opponent_names=NAMES,
    default_opponents=("Chen", "Hui", "Li Na"),
    points_target=lambda rules: rules.target,
    match_label="chinese.setup.match",
)
