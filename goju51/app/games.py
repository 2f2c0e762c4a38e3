"""What the app asks of one game's screens: handed to it by the composition root
(``goju51.play``) from ``goju51.tables``, so the app never imports a game's screens itself.

The set-up's rule switches and the statistics' own columns are data here; the table, the
quick table and the rules pages are scenes the game's package builds.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from goju51.app.kit.scene import Scene
from goju51.app.stats import Record
from goju51.core.rules import Switch, SwitchedRules
from goju51.core.spec import GameSpec


@dataclass(frozen=True)
class RuleRow:
    """One rule switch of the set-up: ``label(rules)`` is the catalog key of its current
    state (its placeholders filled from ``values(rules)``), ``toggle(rules)`` the rules after
    pressing it. A row with ``step(rules, ±1)`` is a choice that goes both ways (◀ ▶), such
    as a number the player picks."""

    name: str
    label: Callable[[Any], str]
    toggle: Callable[[Any], Any]
    values: Callable[[Any], Mapping[str, Any]] = lambda _rules: {}
    step: Callable[[Any, int], Any] | None = None


def rule_rows(
    rules_type: type[SwitchedRules], prefix: str, stepped: Collection[str] = ()
) -> tuple[RuleRow, ...]:
    """The set-up's rows of a game's rule switches, one per switch as it is declared.

    A row steps through the values the switch ``offers`` (on and off, or its choices, when it
    names none); its label is the catalog key ``<prefix>.<name>_<state>``, the state being
    ``on``/``off``, the value, or ``other`` for a value it does not offer (read from a file),
    with the value as ``{value}``. A ``stepped`` switch's row goes both ways (◀ ▶) through its
    offers, its label ``<prefix>.<name>`` with ``{value}``."""
    return tuple(
        _rule_row(declared, prefix, declared.name in stepped) for declared in rules_type.switches()
    )


def _rule_row(declared: Switch, prefix: str, stepped: bool) -> RuleRow:
    name = declared.name
    offers = declared.offers or declared.choices or (False, True)

    def values(rules: Any) -> Mapping[str, Any]:
        return {"value": getattr(rules, name)}

    if stepped:

        def step(rules: Any, direction: int) -> Any:
            current = getattr(rules, name)
            beyond = [v for v in offers if (v - current) * direction > 0]
            if not beyond:
                return replace(rules, **{name: offers[-1] if direction > 0 else offers[0]})
            return replace(rules, **{name: min(beyond, key=lambda v: abs(v - current))})

        return RuleRow(name, lambda _rules: f"{prefix}.{name}", lambda r: step(r, +1), values, step)

    def label(rules: Any) -> str:
        value = getattr(rules, name)
        if value not in offers:
            return f"{prefix}.{name}_other"
        if declared.kind is bool:
            return f"{prefix}.{name}_{'on' if value else 'off'}"
        return f"{prefix}.{name}_{offers[offers.index(value)]}"

    def toggle(rules: Any) -> Any:
        value = getattr(rules, name)
        position = offers.index(value) + 1 if value in offers else 0
        return replace(rules, **{name: offers[position % len(offers)]})

    return RuleRow(name, label, toggle, values)


@dataclass(frozen=True)
class StatColumn:
    """A statistics column of the game's own: ``stats.col.<key>`` over ``cell(record)``;
    ``width`` on the 1280-wide design grid."""

    key: str
    width: int
    cell: Callable[[Record], str]


@dataclass(frozen=True)
class GameScreens:
    """One game's screens (``goju51.tables.<id>.SCREENS``).

    ``table(flow, game, viewer, opponents, names)`` is the table of a saved session;
    ``quick_table(context, game, viewer, opponents, names, play_again)`` a bare table for
    ``play --quick``; ``rules(context)`` the rules pages.
    """

    spec: GameSpec
    table: Callable[..., Scene]
    quick_table: Callable[..., Scene]
    rules: Callable[..., Scene]
    rule_rows: Sequence[RuleRow]
    stat_columns: Sequence[StatColumn]
    opponent_names: Mapping[str, Sequence[str]]
    """Computers' names by level, for the set-up (each level its own few)."""
    default_opponents: Sequence[str]
    """The computers' names in a first set-up."""
    points_target: Callable[[Any], int] | None = None
    """For a game whose match is played to the points its rules name (``rules`` → points):
    the set-up's length switch is then one game or a match to that target, which follows the
    rules; None for a match to a number of wins."""
    match_label: str = "setup.match"
    """The catalog key of the set-up's match length, with ``{wins}`` (wins or points)."""
    score_columns: Sequence[StatColumn] | None = None
    """The statistics' columns over the game's scores (``Outcome.scores``); None: the average
    and the best, for a game whose score is a hand to make high."""
    labels: Mapping[str, str] = field(default_factory=dict)
    """Shell labels the game words its own way, shell catalog key → the game's key (the
    hand-over speaks of cards, the dice game's of the cup; a dice game is not dealt)."""

    def label(self, key: str) -> str:
        """The catalog key shown for the shell's ``key`` in this game."""
        return self.labels.get(key, key)
