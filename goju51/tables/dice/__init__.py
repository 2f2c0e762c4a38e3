"""51, the dice game, at the table: the table scene, its art and animation, the coach, the
results, the rules pages, the set-up's rule switches and the statistics' own columns, gathered
in ``SCREENS`` for the app."""

from __future__ import annotations

from goju51.app.games import GameScreens, Standing, StatColumn, rule_rows
from goju51.app.stats import Record
from goju51.games.dice import DiceView, Rules
from goju51.games.dice.ai import NAMES
from goju51.games.dice.match import Match
from goju51.games.dice.spec import SPEC
from goju51.tables.dice.gametable import DiceGameTable
from goju51.tables.dice.rules import DiceRulesScene
from goju51.tables.dice.table import DiceTable

RULE_ROWS = rule_rows(Rules, "dice.setup", by_value={"limit"})


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


def standing(match: Match, view: DiceView) -> Standing:
    """Each seat's penalty points against the limit that puts a player out (in a match to
    wins, the game's number and the target too)."""
    values = {"limit": view.rules.limit}
    if match.target_wins is None:
        return Standing("dice.standing.limit", values, view.points)
    values |= {"game": match.games_played + 1, "target": match.target_wins}
    return Standing("dice.standing.match_limit", values, view.points)


SCREENS = GameScreens(
    spec=SPEC,
    table=DiceGameTable,
    quick_table=DiceTable,
    rules=DiceRulesScene,
    rule_rows=RULE_ROWS,
    stat_columns=STAT_COLUMNS,
    opponent_names=NAMES,
    default_opponents=NAMES["normal"][:3],
    standing=standing,
    score_columns=SCORE_COLUMNS,
    labels={
        "handover.body": "dice.handover.body",
        "handover.ready": "dice.handover.ready",
        "setup.start": "dice.setup.start",
        "setup.keys": "dice.setup.keys",
    },
)

__all__ = ["RULE_ROWS", "SCREENS", "STAT_COLUMNS", "Rules"]
