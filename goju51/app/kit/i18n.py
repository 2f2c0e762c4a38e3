"""Every visible string, in English, French and Japanese: ``tr("menu.new_game")``.

Catalogs are JSON files in ``assets/locales``: ``<language>.json`` for the shell (and Goju Ichi,
the first game), and ``<game>/<language>.json`` for each other game's table, so a game's strings
live beside each other. English is the source; every language must have exactly its keys and its
``{placeholders}``, a test checks. Strings are looked up when drawn,
so switching ``set_language`` changes every screen at once. Card names in log lines stay
symbolic (``10♥``); only the joker's name is translated.
"""

from __future__ import annotations

import contextlib
import functools
import json
import locale
import os
from pathlib import Path
from typing import Any

from goju51.app.kit.resources import asset_path
from goju51.core.cards import CardLike, pretty

LANGUAGES = ("en", "fr", "ja")
SOURCE_LANGUAGE = "en"
_current = [SOURCE_LANGUAGE]
"""The language in use (a one-item list, so tests and the settings screen can switch it)."""


def catalog_files(language: str) -> list[Path]:
    """The files that make up ``language``'s catalog: the shell's, then each game folder's."""
    folder = asset_path("locales")
    return [folder / f"{language}.json", *sorted(folder.glob(f"*/{language}.json"))]


@functools.cache
def catalog(language: str) -> dict[str, str]:
    """The strings of ``language``, read once from its files; a key defined twice is an error."""
    strings: dict[str, str] = {}
    for path in catalog_files(language):
        with open(path, encoding="utf-8") as file:
            part = json.load(file)
        clash = sorted(strings.keys() & part.keys())
        if clash:
            raise ValueError(f"{path.name} in {path.parent.name} repeats keys: {', '.join(clash)}")
        strings.update(part)
    return strings


def system_language(environ: Any = os.environ) -> str:
    """The player's language from the environment or the system locale, else English."""
    candidates = [environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    with contextlib.suppress(ValueError):
        candidates.append(locale.getlocale()[0] or "")
    for value in candidates:
        code = value.split("_")[0].split(".")[0].lower()
        if code in LANGUAGES:
            return code
        if value and code not in ("c", "posix"):
            return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def set_language(language: str) -> None:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (choose one of {', '.join(LANGUAGES)})")
    _current[0] = language


def language() -> str:
    return _current[0]


def tr(key: str, **params: Any) -> str:
    """The string ``key`` in the current language, with ``{placeholders}`` filled in."""
    text = catalog(_current[0]).get(key)
    if text is None:
        text = catalog(SOURCE_LANGUAGE)[key]
    return text.format(**params) if params else text


def tr_count(key: str, count: int, **params: Any) -> str:
    """A string that depends on a number: ``key.one`` or ``key.other`` (French counts 0 as one)."""
    singular = count == 1 or (count == 0 and _current[0] == "fr")
    return tr(f"{key}.{'one' if singular else 'other'}", count=count, **params)


def card_name(card: CardLike) -> str:
    """``10♥`` for a card, the translated word for a joker."""
    if card.is_joker or card.suit is None:
        return tr("card.joker")
    return pretty(card.rank, card.suit)


def suit_name(suit: str) -> str:
    return tr(f"suit.{suit}")


def join_names(names: list[str]) -> str:
    """ "Aiko, Ben and Chiyo" in the current language."""
    if len(names) <= 1:
        return "".join(names)
    return tr("list.and", first=tr("list.separator").join(names[:-1]), last=names[-1])
