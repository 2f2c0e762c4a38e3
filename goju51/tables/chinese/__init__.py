"""Chinese 51 at the table: the table scene, its layout, coach, results and score sheet, rules
pages, the set-up's rule switches and the statistics' own columns, gathered in ``SCREENS`` for
the app."""

from __future__ import annotations

from collections.abc import Callable

from goju51.app.games import GameScreens, StatColumn, rule_rows
from goju51.app.stats import Record
from goju51.games.chinese import Rules
from goju51.games.chinese.ai import NAMES
from goju51.games.chinese.spec import SPEC
from goju51.tables.chinese.gametable import ChineseGameTable
from goju51.tables.chinese.rules import ChineseRulesScene
from goju51.tables.chinese.table import ChineseTable

RULE_ROWS = rule_rows(Rules, "chinese.setup", stepped={"target"})
"""The target goes both ways by 50 points (500 by the book, 1000 for a long match, or anything
between 100 and 5000); a target read from a file keeps its own value."""


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
