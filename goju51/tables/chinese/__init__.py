"""Chinese 51 at the table: the table scene, its layout, coach, results and score sheet, rules
pages, the set-up's rule switches and the statistics' own columns, gathered in ``SCREENS`` for
the app."""

from __future__ import annotations

from collections.abc import Callable

from goju51.app.games import GameScreens, Standing, StatColumn, rule_rows
from goju51.app.stats import Record
from goju51.games.chinese import PlayerView, Rules
from goju51.games.chinese.ai import NAMES
from goju51.games.chinese.match import Match
from goju51.games.chinese.spec import SPEC
from goju51.tables.chinese.gametable import ChineseGameTable
from goju51.tables.chinese.rules import ChineseRulesScene
from goju51.tables.chinese.table import ChineseTable

_ROWS = rule_rows(Rules, "chinese.setup", by_value={"target"})
RULE_ROWS = tuple(row for row in _ROWS if row.name != "target")
TARGET_ROW = next(row for row in _ROWS if row.name == "target")
"""The match target is the set-up's Length, not a rule beside it: a single game, then a match
to 100 up to 5000 points by 50 (500 by the book); a target read from a file keeps its own
value."""


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


def standing(match: Match, view: PlayerView) -> Standing:
    """In a match, the hand being played and each seat's total; in a single hand, its turn."""
    if match.target is None:
        return Standing("chinese.standing.turn", {"turn": view.turn_number})
    values = {"hand": match.hands_played + 1, "target": match.target}
    return Standing("chinese.standing.hand", values, match.scores())


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
    standing=standing,
    match_points=TARGET_ROW,
    match_label="chinese.setup.match",
)
