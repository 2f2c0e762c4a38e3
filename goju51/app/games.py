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
    pressing it. A row with ``step(rules, ±1)`` is a choice that goes both ways (◀ ▶); one
    without is an on/off switch, ``on(rules)`` saying when it is on (drawn gold, as the coach
    switch is: gold means on and nothing else)."""

    name: str
    label: Callable[[Any], str]
    toggle: Callable[[Any], Any]
    values: Callable[[Any], Mapping[str, Any]] = lambda _rules: {}
    step: Callable[[Any, int], Any] | None = None
    on: Callable[[Any], bool] = lambda _rules: False


def rule_rows(
    rules_type: type[SwitchedRules], prefix: str, by_value: Collection[str] = ()
) -> tuple[RuleRow, ...]:
    """The set-up's rows of a game's rule switches, one per switch as it is declared.

    An on/off switch is a row pressed on and off, its label the catalog key
    ``<prefix>.<name>_on`` or ``_off``. Any other switch is a choice both ways (◀ ▶) through
    the values it ``offers`` (its choices, when it names no offers), round and round; its label
    is ``<prefix>.<name>_<value>``, or ``_other`` for a value it does not offer (read from a
    file), with the value as ``{value}``. A ``by_value`` switch's label is
    ``<prefix>.<name>`` with ``{value}``, and it stops at its lowest and highest offer (a
    number picked from many)."""
    return tuple(
        _rule_row(declared, prefix, declared.name in by_value) for declared in rules_type.switches()
    )


def _rule_row(declared: Switch, prefix: str, by_value: bool) -> RuleRow:
    name = declared.name
    offers = declared.offers or declared.choices or (False, True)

    def values(rules: Any) -> Mapping[str, Any]:
        return {"value": getattr(rules, name)}

    if declared.kind is bool:

        def switched(rules: Any) -> str:
            return f"{prefix}.{name}_{'on' if getattr(rules, name) else 'off'}"

        def flip(rules: Any) -> Any:
            return replace(rules, **{name: not getattr(rules, name)})

        return RuleRow(name, switched, flip, values, on=lambda rules: getattr(rules, name))

    if by_value:

        def step_within(rules: Any, direction: int) -> Any:
            current = getattr(rules, name)
            beyond = [v for v in offers if (v - current) * direction > 0]
            if not beyond:
                return replace(rules, **{name: offers[-1] if direction > 0 else offers[0]})
            return replace(rules, **{name: min(beyond, key=lambda v: abs(v - current))})

        return RuleRow(
            name,
            lambda _rules: f"{prefix}.{name}",
            lambda r: step_within(r, +1),
            values,
            step_within,
        )

    def label(rules: Any) -> str:
        value = getattr(rules, name)
        if value not in offers:
            return f"{prefix}.{name}_other"
        return f"{prefix}.{name}_{offers[offers.index(value)]}"  # 0 from a file reads as 0.0

    def step_round(rules: Any, direction: int) -> Any:
        value = getattr(rules, name)
        if value not in offers:  # a value from a file: the first offer either way
            return replace(rules, **{name: offers[0]})
        position = (offers.index(value) + direction) % len(offers)
        return replace(rules, **{name: offers[position]})

    return RuleRow(name, label, lambda r: step_round(r, +1), values, step_round)


@dataclass(frozen=True)
class StatColumn:
    """A statistics column of the game's own: ``stats.col.<key>`` over ``cell(record)``;
    ``width`` on the 1280-wide design grid."""

    key: str
    width: int
    cell: Callable[[Record], str]


@dataclass(frozen=True)
class Standing:
    """Where a saved game stands, as its match and game hold it (a screen never works it out
    again; any seat's view shows it): ``progress`` a catalog key with its ``values`` ("hand
    {hand}"), and each seat's number to show beside its name (``scores``: points or wins;
    None: the names alone)."""

    progress: str
    values: Mapping[str, int]
    scores: Sequence[int] | None = None


@dataclass(frozen=True)
class GameScreens:
    """One game's screens (``goju51.tables.<id>.SCREENS``).

    ``table(flow, game, viewer, opponents, names)`` is the table of a saved session;
    ``quick_table(context, game, viewer, opponents, names, play_again)`` a bare table (a
    guided game, a game joined on another computer, a replay); ``rules(context)`` the rules
    pages.
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
    standing: Callable[[Any, Any], Standing]
    """``(match, view)``: where a saved game stands, from its match and a seat's view of its
    game (public numbers only), for Continue and the new-game warning."""
    match_points: RuleRow | None = None
    """For a game whose match is played to the points its rules name: that rule's row, which
    the set-up shows as its Length (a single game, then a match to each target it offers), not
    among the rules; None for a match to a number of wins."""
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
