"""An exact JSON form for the engines' frozen values (views, events, moves, rules), read from
the types they declare.

A game declares nothing but which of its classes travel as text (cards, moves, dice results:
each already has a text form and a parser); every other value follows its annotations:
dataclasses become objects with exactly their fields, named tuples and tuples become lists,
frozensets sorted lists, and a union of several classes an object tagged with its class's
name. Decoding checks every type and builds the values through their constructors, so a
value's own checks run too: anything else raises ``WireError``. Nothing is ever executed or
unpickled, which is what lets the same form cross a socket.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any

Json = Any
"""What ``json`` reads and writes: dicts, lists, strings, numbers, booleans and None."""

TAG = "type"
"""The key naming a value's class where a union leaves it open."""


class WireError(ValueError):
    """Data that is not a value of the type it should be."""


class Wire:
    """Encodes and decodes the values of one game (its ``text_types``: class → parser).

    ``slots`` fill generic fields: a field declared ``Annotated[Any, name]`` holds values of
    ``slots[name]`` (a message's view field holds the game's view class)."""

    def __init__(
        self,
        text_types: Mapping[type, Callable[[str], object]],
        slots: Mapping[str, object] | None = None,
    ) -> None:
        self.text_types = dict(text_types)
        self.slots = dict(slots or {})

    def _slot(self, kind: object) -> object:
        """The type an ``Annotated`` slot stands for (any other type as it is)."""
        if _shape(kind)[0] is typing.Annotated:
            name = kind.__metadata__[0]  # type: ignore[attr-defined]
            if name not in self.slots:
                raise WireError(f"no type fills the slot {name!r}")
            return self.slots[name]
        return kind

    # --------------------------------------------------------------------------- encode

    def encode(self, value: object, kind: object) -> Json:
        """``value`` (of type ``kind``) as JSON data."""
        kind = self._slot(kind)
        if kind in _SCALARS:  # the same in JSON as in Python
            return _scalar(value, kind)
        origin, args = _shape(kind)
        if origin in (types.UnionType, typing.Union):
            return self._encode_union(value, args)
        if origin is tuple:
            items = _expect(value, isinstance(value, tuple), kind)
            return [self.encode(i, t) for i, t in zip(items, _items(kind, items), strict=True)]
        if origin is frozenset:
            members = _expect(value, isinstance(value, frozenset), kind)
            encoded = [self.encode(item, args[0]) for item in members]
            return sorted(encoded, key=lambda item: json.dumps(item, sort_keys=True))
        if origin is typing.Literal:
            return _expect(value, value in args, kind)
        if isinstance(kind, type):
            _expect(value, isinstance(value, kind), kind)
            if kind in self.text_types:
                return str(value)
            if _is_named_tuple(kind):
                return [self.encode(getattr(value, n), t) for n, t in _hints(kind).items()]
            if dataclasses.is_dataclass(kind):
                return {
                    name: self.encode(getattr(value, name), hint)
                    for name, hint in _hints(kind).items()
                }
        raise WireError(f"{kind!r} has no wire form")

    def _encode_union(self, value: object, members: tuple[object, ...]) -> Json:
        if value is None and type(None) in members:
            return None
        options = [m for m in members if m is not type(None)]
        for member in options:
            if isinstance(member, type):
                if type(value) is not member:
                    continue
                data = self.encode(value, member)
                tagged = isinstance(data, dict) and len(options) > 1
                return {TAG: member.__name__, **data} if tagged else data
            try:
                return self.encode(value, member)
            except WireError:
                continue
        raise WireError(f"{value!r} is none of {members!r}"[:200])

    # --------------------------------------------------------------------------- decode

    def decode(self, data: Json, kind: object) -> Any:
        """The value of type ``kind`` that ``data`` stands for; ``WireError`` if none."""
        kind = self._slot(kind)
        if kind in _SCALARS:  # the same in JSON as in Python
            return _scalar(data, kind)
        origin, args = _shape(kind)
        if origin in (types.UnionType, typing.Union):
            return self._decode_union(data, args)
        if origin is tuple:
            _expect(data, isinstance(data, list), kind)
            return tuple(self.decode(i, t) for i, t in zip(data, _items(kind, data), strict=True))
        if origin is frozenset:
            _expect(data, isinstance(data, list), kind)
            items = frozenset(self.decode(item, args[0]) for item in data)
            return _expect(items, len(items) == len(data), kind)
        if origin is typing.Literal:
            return _expect(data, data in args and type(data) in map(type, args), kind)
        if isinstance(kind, type):
            parse = self.text_types.get(kind)
            if parse is not None:
                return self._parse(data, kind, parse)
            if _is_named_tuple(kind):
                hints = _hints(kind)
                _expect(data, isinstance(data, list) and len(data) == len(hints), kind)
                values = (self.decode(d, t) for d, t in zip(data, hints.values(), strict=True))
                return kind(*values)
            if dataclasses.is_dataclass(kind):
                return self._decode_fields(data, kind)
        raise WireError(f"{kind!r} has no wire form")

    def _decode_union(self, data: Json, members: tuple[object, ...]) -> Any:
        if data is None and type(None) in members:
            return None
        options = [m for m in members if m is not type(None)]
        if isinstance(data, dict) and len(options) > 1:
            tag = data.get(TAG)
            for member in options:
                if getattr(member, "__name__", None) == tag:
                    return self.decode({k: v for k, v in data.items() if k != TAG}, member)
            raise WireError(f"{tag!r} is none of {options!r}"[:200])
        if isinstance(data, str):  # a text form: each parser tried once (a move's union)
            texts = [m for m in options if isinstance(m, type) and m in self.text_types]
            for parse in dict.fromkeys(self.text_types[m] for m in texts):
                try:
                    value = parse(data)
                except ValueError:
                    continue
                if type(value) in texts:
                    return value
        for member in options:  # plain values and containers
            try:
                return self.decode(data, member)
            except WireError:
                continue
        raise WireError(f"{data!r} is none of {members!r}"[:200])

    def _decode_fields(self, data: Json, kind: type) -> Any:
        hints = _hints(kind)
        if not isinstance(data, dict) or set(data) != set(hints):
            raise WireError(f"{kind.__name__} needs exactly the fields {sorted(hints)}"[:200])
        values = {name: self.decode(data[name], hint) for name, hint in hints.items()}
        try:
            return kind(**values)
        except (ValueError, TypeError) as error:
            raise WireError(f"not a {kind.__name__}: {error}"[:200]) from None

    @staticmethod
    def _parse(data: Json, kind: type, parse: Callable[[str], object]) -> Any:
        if not isinstance(data, str):
            raise WireError(f"a {kind.__name__} is written as text, not {data!r}"[:200])
        try:
            value = parse(data)
        except ValueError as error:
            raise WireError(str(error)[:200]) from None
        return _expect(value, type(value) is kind, kind)

    # ---------------------------------------------------------------------------- text

    def dumps(self, value: object, kind: object) -> str:
        """``value`` as compact JSON text (keys in a fixed order: equal values, equal text)."""
        return json.dumps(self.encode(value, kind), ensure_ascii=False, separators=(",", ":"))

    def loads(self, text: str | bytes, kind: object) -> Any:
        """The value of type ``kind`` in JSON ``text``; ``WireError`` for anything else."""
        try:
            data = json.loads(text, parse_constant=_no_constant)
        except (ValueError, RecursionError) as error:
            raise WireError(f"not JSON: {error}"[:200]) from None
        return self.decode(data, kind)


_SCALARS: frozenset[object] = frozenset({type(None), bool, int, str, float})


def _scalar(value: object, kind: object) -> Any:
    """``value`` as a ``kind`` scalar: exactly that type (a bool is no int), a float finite
    (an int is taken as one)."""
    if kind is float:
        return float(_expect(value, _is_number(value), kind))
    return _expect(value, type(value) is kind, kind)


def _expect(value: Any, ok: bool, kind: object) -> Any:
    if not ok:
        raise WireError(f"{value!r} is not a {getattr(kind, '__name__', kind)}"[:200])
    return value


def _is_number(value: object) -> bool:
    return type(value) in (int, float) and math.isfinite(value)  # type: ignore[arg-type]


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON allows")


def _items(kind: object, value: Any) -> tuple[object, ...]:
    """The type of each item of a tuple ``value`` declared as ``kind``, its length checked."""
    args = _shape(kind)[1]
    if len(args) == 2 and args[1] is Ellipsis:
        return (args[0],) * len(value)
    if len(args) != len(value):
        raise WireError(f"{value!r} should hold {len(args)} items"[:200])
    return args


@functools.cache
def _shape(kind: object) -> tuple[object, tuple[Any, ...]]:
    """A type's origin and arguments (``tuple``, ``(int, ...)``), worked out once per type."""
    return typing.get_origin(kind), typing.get_args(kind)


def _is_named_tuple(kind: type) -> bool:
    return issubclass(kind, tuple) and hasattr(kind, "_fields")


@functools.cache
def _hints(kind: type) -> dict[str, object]:
    """A class's fields and their types, in declaration order (dataclass or named tuple)."""
    hints = typing.get_type_hints(kind, include_extras=True)
    if dataclasses.is_dataclass(kind):
        return {field.name: hints[field.name] for field in dataclasses.fields(kind)}
    return {name: hints[name] for name in kind._fields}  # type: ignore[attr-defined]
