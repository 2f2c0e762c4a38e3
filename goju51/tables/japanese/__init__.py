"""Goju Ichi at the table: the table scene, its layout, coach, results, rules pages and the
set-up's rule switches, gathered in ``SCREENS`` for the app."""

from __future__ import annotations

from dataclasses import replace

from goju51.app.games import GameScreens, RuleRow, StatColumn
from goju51.app.stats import Record
from goju51.games.japanese import Rules
from goju51.games.japanese.ai import NAMES
from goju51.games.japanese.spec import SPEC
from goju51.tables.japanese.gametable import GameTable
from goju51.tables.japanese.rules import RulesScene
from goju51.tables.japanese.table import TableScene


def _other_final_round(rules: Rules) -> Rules:
    final = "normal" if rules.final_round == "exchange_or_pass" else "exchange_or_pass"
    return replace(rules, final_round=final)


RULE_ROWS = (
    RuleRow(
        "jokers",
        lambda r: "setup.joker_on" if r.jokers else "setup.joker_off",
        lambda r: replace(r, jokers=1 - r.jokers),
    ),
    RuleRow(
        "dealer_starts",
        lambda r: "setup.starts_dealer" if r.dealer_starts else "setup.starts_left",
        lambda r: replace(r, dealer_starts=not r.dealer_starts),
    ),
    RuleRow(
        "final_round",
        lambda r: (
            "setup.final_exchange" if r.final_round == "exchange_or_pass" else "setup.final_normal"
        ),
        _other_final_round,
    ),
    RuleRow(
        "flush_only",
        lambda r: "setup.scoring_flush" if r.flush_only else "setup.scoring_all",
        lambda r: replace(r, flush_only=not r.flush_only),
    ),
)


def _stops(record: Record) -> str:
    return f"{record.count('stops_won')} / {record.count('stops_called')}"


STAT_COLUMNS = (
    StatColumn("fifty_ones", 60, lambda record: str(record.count("fifty_ones"))),
    StatColumn("stops", 190, _stops),
)

SCREENS = GameScreens(
    spec=SPEC,
    table=GameTable,
    quick_table=TableScene,
    rules=RulesScene,
    rule_rows=RULE_ROWS,
    stat_columns=STAT_COLUMNS,
    opponent_names=NAMES,
    default_opponents=("Aiko", "Ben", "Chiyo"),
)
