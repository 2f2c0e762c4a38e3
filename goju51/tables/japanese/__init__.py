"""Goju Ichi at the table: the table scene, its layout, coach, results, rules pages and the
set-up's rule switches, gathered in ``SCREENS`` for the app."""

from __future__ import annotations

from goju51.app.games import GameScreens, Standing, StatColumn, rule_rows
from goju51.app.stats import Record
from goju51.games.japanese import PlayerView, Rules
from goju51.games.japanese.ai import NAMES
from goju51.games.japanese.match import Match
from goju51.games.japanese.spec import SPEC
from goju51.tables.japanese.gametable import GameTable
from goju51.tables.japanese.rules import RulesScene
from goju51.tables.japanese.table import TableScene

RULE_ROWS = rule_rows(Rules, "setup")


def _stops(record: Record) -> str:
    return f"{record.count('stops_won')} / {record.count('stops_called')}"


STAT_COLUMNS = (
    StatColumn("fifty_ones", 60, lambda record: str(record.count("fifty_ones"))),
    StatColumn("stops", 190, _stops),
)


def standing(match: Match, view: PlayerView) -> Standing:
    """The round being played; in a match to wins, its target and each seat's wins."""
    if match.target_wins is None:
        return Standing("standing.round", {"round": view.round_number})
    values = {"round": view.round_number, "target": match.target_wins}
    return Standing("standing.match_round", values, match.scores())


SCREENS = GameScreens(
    spec=SPEC,
    table=GameTable,
    quick_table=TableScene,
    rules=RulesScene,
    rule_rows=RULE_ROWS,
    stat_columns=STAT_COLUMNS,
    opponent_names=NAMES,
    default_opponents=("Aiko", "Ben", "Chiyo"),
    standing=standing,
)
