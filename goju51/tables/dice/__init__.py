"""51, the dice game, at the table: the table scene, its art and animation, the coach, the
results, the rules pages, the set-up's rule switches and the statistics' own columns, gathered
in ``SCREENS`` for the app."""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from goju51.app.games import GameScreens, RuleRow, StatColumn
from goju51.app.stats import Record
from goju51.games.dice import Rules
from goju51.games.dice.ai import NAMES
from goju51.games.dice.spec import SPEC
from goju51.tables.dice.gametable import DiceGameTable
from goju51.tables.dice.rules import DiceRulesScene
from goju51.tables.dice.table import DiceTable

LIMITS = (6, 9, 12, 15, 21)
"""The penalty limits the set-up offers (12, the main rules', in the middle)."""
STACKED_CHANCES = (0.0, 0.05, 0.1)
"""Stacked dice: never (the main rules), or on one cup roll in 20 or in 10."""


Choice = TypeVar("Choice", int, float)


def _next(values: tuple[Choice, ...], current: Choice) -> Choice:
    return values[(values.index(current) + 1) % len(values)] if current in values else values[0]


RULE_ROWS = (
    RuleRow(
        "limit",
        lambda r: f"dice.setup.limit_{r.limit}" if r.limit in LIMITS else "dice.setup.limit_other",
        lambda r: replace(r, limit=_next(LIMITS, r.limit)),
    ),
    RuleRow(
        "end",
        lambda r: f"dice.setup.end_{r.end}",
        lambda r: replace(r, end="first_out" if r.end == "last_standing" else "last_standing"),
    ),
    RuleRow(
        "stacked",
        lambda r: (
            f"dice.setup.stacked_{round(r.stacked_chance * 100)}"
            if r.stacked_chance in STACKED_CHANCES
            else "dice.setup.stacked_other"
        ),
        lambda r: replace(r, stacked_chance=_next(STACKED_CHANCES, r.stacked_chance)),
    ),
)


def _doubts(record: Record) -> str:
    right = record.count("doubts_won")
    return f"{right} / {record.count('doubts') - right}"


def _bluffs(record: Record) -> str:
    return f"{record.count('bluffs_believed')} / {record.count('lies_caught')}"


def _average_points(record: Record) -> str:
    return f"{record.average_value:.1f}"


STAT_COLUMNS = (
    StatColumn("dice.doubts", 196, _doubts),
    StatColumn("dice.bluffs", 215, _bluffs),
)
"""Widths leave each heading room on one line at 960×540, where text keeps ``MIN_TEXT``. The
bluffs a player caught are the first number of the doubts column (a doubt is right exactly
when it catches a bluff); their own bluffs are counted as believed or caught."""
SCORE_COLUMNS = (StatColumn("dice.average_points", 118, _average_points),)

SCREENS = GameScreens(
    spec=SPEC,
    table=DiceGameTable,
    quick_table=DiceTable,
    rules=DiceRulesScene,
    rule_rows=RULE_ROWS,
    stat_columns=STAT_COLUMNS,
    opponent_names=NAMES,
    default_opponents=NAMES["normal"][:3],
    score_columns=SCORE_COLUMNS,
    labels={
        "handover.body": "dice.handover.body",
        "handover.ready": "dice.handover.ready",
        "setup.start": "dice.setup.start",
    },
)

__all__ = ["RULE_ROWS", "SCREENS", "STAT_COLUMNS", "Rules"]
