"""Rule switches declared once: each field of a game's ``Rules`` is made by ``switch`` with its
default, its range or choices and a label, and everything else is derived from that one
declaration: the checks when rules are made, their saved form (``to_dict``/``from_dict``), the
command-line flags (``SwitchOptions``) and the set-up's rows (``goju51.app.games``)."""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any, ClassVar, TypeVar

T = TypeVar("T", bool, int, float, str)


@dataclass(frozen=True)
class Switch:
    """One rule switch: ``name`` (the ``Rules`` field), its ``default`` (whose type is the
    switch's: bool, int, float or str), the ``choices`` it takes or the range ``low``..``high``
    of a number, a ``label`` saying what it does (the command line's help) and the values the
    set-up ``offers`` (its main values, stepped through in order; a value read from a file or
    typed on the command line may be any the switch takes)."""

    name: str
    default: bool | int | float | str
    label: str
    choices: tuple[Any, ...] = ()
    low: float | None = None
    high: float | None = None
    offers: tuple[Any, ...] = ()

    @property
    def kind(self) -> type:
        return type(self.default)

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is no setting of this switch, or None when it is one."""
        kind = self.kind
        if kind is float:
            fits = type(value) in (int, float) and math.isfinite(value)
        else:
            fits = type(value) is kind
        if fits and self.choices:
            fits = value in self.choices
        if fits and self.low is not None:
            fits = self.low <= value
        if fits and self.high is not None:
            fits = value <= self.high
        return None if fits else f"{self.name} must be {self.allowed()}, not {value!r}"

    def allowed(self) -> str:
        """The values taken, in words: "0 or 1", "a whole number from 1 to 51"..."""
        if self.kind is bool:
            return "True or False"
        if self.choices and self.kind is str:
            return "one of " + ", ".join(self.choices)
        if self.choices:
            return " or ".join(map(str, self.choices))
        number = "a whole number" if self.kind is int else "a number"
        if self.high is None:
            return f"{number} of at least {self.low:g}"
        return f"{number} from {self.low:g} to {self.high:g}"

    def parse(self, text: str) -> Any:
        """A command-line value: a checked setting, or ``ArgumentTypeError`` saying why not."""
        try:
            value = self.kind(text)
        except ValueError:
            value = text
        problem = self.problem(value)
        if problem is not None:
            raise argparse.ArgumentTypeError(f"expected {self.allowed()}, not {text!r}")
        return value


def switch(
    default: T,
    label: str,
    *,
    choices: Sequence[T] = (),
    low: float | None = None,
    high: float | None = None,
    offers: Sequence[T] = (),
) -> T:
    """A ``Rules`` field declared as a switch (its name is the field's)."""
    declared = Switch("", default, label, tuple(choices), low, high, tuple(offers))
    return field(default=default, metadata={"switch": declared})


class SwitchedRules:
    """The base of a game's frozen ``Rules`` dataclass whose every field is a ``switch``."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @classmethod
    def switches(cls) -> tuple[Switch, ...]:
        """The game's switches, in declaration order, each named after its field."""
        return _switches_of(cls)

    def __post_init__(self) -> None:
        for declared in self.switches():
            problem = declared.problem(getattr(self, declared.name))
            if problem is not None:
                raise ValueError(problem)

    def to_dict(self) -> dict[str, Any]:
        return {declared.name: getattr(self, declared.name) for declared in self.switches()}

    @classmethod
    def from_dict(cls, data: Any) -> Any:
        """Rules from saved JSON data; unknown or badly typed keys raise ``ValueError`` (a
        switch the data lacks keeps its default)."""
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a JSON object, not {type(data).__name__}")
        known = {declared.name for declared in cls.switches()}
        unknown = sorted(set(map(str, data)) - known)
        if unknown:
            raise ValueError(f"unknown rule setting(s): {', '.join(unknown)}")
        return cls(**data)


_SWITCHES: dict[type, tuple[Switch, ...]] = {}
"""Each ``Rules`` class's switches, read from its fields once."""


def _switches_of(rules_type: Any) -> tuple[Switch, ...]:
    found = _SWITCHES.get(rules_type)
    if found is None:
        found = tuple(replace(_declared(item), name=item.name) for item in fields(rules_type))
        _SWITCHES[rules_type] = found
    return found


def _declared(item: Any) -> Switch:
    declared = item.metadata.get("switch")
    if not isinstance(declared, Switch):
        raise TypeError(f"rule field {item.name} is not declared with switch()")
    return declared


class SwitchOptions:
    """A game's rule switches on the command line, one flag per switch: ``--name`` and
    ``--no-name`` for one that is on or off, ``--name VALUE`` for the others, each value checked
    as the rules check it (a bad one is a usage line and exit status 2)."""

    def __init__(self, rules_type: type[SwitchedRules]) -> None:
        self.rules_type = rules_type

    def add(self, parser: argparse.ArgumentParser) -> None:
        group = parser.add_argument_group("rule variants")
        for declared in self.rules_type.switches():
            flag = "--" + declared.name.replace("_", "-")
            if declared.kind is bool:
                group.add_argument(
                    flag,
                    action=argparse.BooleanOptionalAction,
                    default=declared.default,
                    help=declared.label,
                )
                continue
            group.add_argument(
                flag,
                type=declared.parse,
                default=declared.default,
                metavar="{" + ",".join(map(str, declared.choices)) + "}"
                if declared.choices
                else "N",
                help=f"{declared.label} ({declared.allowed()}; default {declared.default})",
            )

    def rules(self, args: argparse.Namespace) -> Any:
        values = {declared.name: getattr(args, declared.name) for declared in self.switches()}
        return self.rules_type(**values)

    def switches(self) -> tuple[Switch, ...]:
        return self.rules_type.switches()
