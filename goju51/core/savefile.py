"""Reading saved games safely: a versioned envelope, field checks, and the random state.

Every game's ``from_json`` reads through ``SaveReader``, so a damaged or foreign file fails
with a ``SaveError`` that says what is wrong, never with a crash deep in the engine.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from goju51.core.game import SaveError


def load_json(text: str | bytes) -> Any:
    """Parsed JSON, or a ``SaveError`` for text that is not JSON."""
    try:
        return json.loads(text)
    except (ValueError, TypeError, RecursionError) as error:
        raise SaveError(f"not a saved game: the file is not valid JSON ({error})") from None


def rng_state(rng: random.Random) -> list[Any]:
    """A generator's whole state as JSON data; ``SaveReader.rng`` reads it back."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def short(value: Any) -> str:
    """A value for an error message, cut to a readable length."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class SaveReader:
    """Checks saved data field by field; subclasses read one game's positions."""

    def __init__(self, data: Any, save_format: str, version: int, product: str) -> None:
        if not isinstance(data, dict):
            raise SaveError("not a saved game: expected a JSON object")
        if data.get("format") != save_format:
            raise SaveError(f"not a {product} saved game (missing or wrong 'format')")
        if data.get("version") != version:
            raise SaveError(
                f"saved game version {data.get('version')!r} is not supported "
                f"(this version reads {version})"
            )
        self.data = data

    def field(self, name: str, kind: type | tuple[type, ...]) -> Any:
        if name not in self.data:
            raise SaveError(f"saved game is missing '{name}'")
        value = self.data[name]
        if (isinstance(value, bool) and kind is int) or not isinstance(value, kind):
            raise SaveError(f"saved game has a bad '{name}': {short(value)}")
        return value

    def integer(self, name: str, low: int, high: int) -> int:
        value: int = self.field(name, int)
        if not low <= value <= high:
            raise SaveError(f"saved game has '{name}' = {short(value)}, not in {low}..{high}")
        return value

    def cards(self, name: str, items: Any, read_card: Callable[[str], int]) -> list[int]:
        """A list of card texts, each read by the game's ``read_card`` (``ValueError`` for
        anything that is not one of its cards) into the engine's int."""
        if not isinstance(items, list):
            raise SaveError(f"saved game has a bad '{name}': expected a list of cards")
        result = []
        for item in items:
            if not isinstance(item, str):
                raise SaveError(f"saved game has a bad card in '{name}': {short(item)}")
            try:
                result.append(read_card(item))
            except ValueError:
                raise SaveError(f"saved game has a bad card in '{name}': {short(item)}") from None
        return result

    def seen_cards(
        self, lists: Any, hands: list[list[int]], read_card: Callable[[str], int]
    ) -> list[int]:
        """The ``known`` field: per seat the cards everyone saw it take, as a bit per card; each
        must be in that seat's hand."""
        if not isinstance(lists, list) or len(lists) != len(hands):
            raise SaveError(f"saved game must list {len(hands)} known-card lists")
        known = [0] * len(hands)
        for seat, cards in enumerate(lists):
            for card in self.cards("known", cards, read_card):
                if card not in hands[seat]:
                    raise SaveError(f"saved game says seat {seat} is seen holding a card it lacks")
                known[seat] |= 1 << card
        return known

    def history(self, players: int, parse_move: Callable[[str], Any]) -> list[tuple[int, Any]]:
        """The ``history`` field: ``[seat, move text]`` pairs, each move read back."""
        history = []
        for entry in self.field("history", list):
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or type(entry[0]) is not int
                or not 0 <= entry[0] < players
                or not isinstance(entry[1], str)
            ):
                raise SaveError(f"saved game has a bad history entry: {short(entry)}")
            try:
                history.append((entry[0], parse_move(entry[1])))
            except ValueError as error:
                raise SaveError(f"saved game has a bad move in its history: {error}") from None
        return history

    def rng(self, name: str = "rng") -> random.Random:
        state = self.field(name, list)
        rng = random.Random()
        try:
            version, internal, gauss = state
            if not (
                isinstance(internal, list)
                and all(type(word) is int and 0 <= word < 2**32 for word in internal)
            ):
                raise ValueError("bad words")
            rng.setstate((version, tuple(internal), gauss))
        except (ValueError, TypeError, OverflowError):
            raise SaveError("saved game has a damaged random state") from None
        return rng
