"""Every visible string, in English, French, Japanese and Simplified Chinese:
``tr("menu.new_game")``.

Catalogs are JSON files in ``assets/locales``: ``<language>.json`` for the shell (and Goju Ichi,
the first game), and ``<game>/<language>.json`` for each other game's table (and ``network/``
for network play), so a game's strings live beside each other. English is the source; every
language must have exactly its keys and its ``{placeholders}``, a test checks. Strings are
looked up when drawn, so switching ``set_language`` changes every screen at once. Card names in
log lines stay symbolic (``10♥``); only the joker's name is translated.
"""

from __future__ import annotations

import contextlib
import functools
import json
import locale
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from goju51.app.kit.resources import asset_path
from goju51.core.cards import CardLike, pretty

LANGUAGES = ("en", "fr", "ja", "zh")
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


TRADITIONAL_CHINESE_REGIONS = frozenset(("TW", "HK", "MO"))
"""Regions whose Chinese is written in Traditional characters unless a tag says ``Hans``."""


def locale_language(tag: str) -> str | None:
    """The catalog for a locale tag, POSIX (``zh_CN.UTF-8``, ``fr_FR@euro``) or BCP 47
    (``zh-Hans-SG``), or None when there is none for it.

    ``zh`` is Simplified Chinese, which is written in mainland China, Singapore and Malaysia
    (``zh_CN``, ``zh_SG``, ``zh_MY``, a bare ``zh``, any ``zh_Hans…``). Traditional Chinese
    (``zh_TW``, ``zh_HK``, ``zh_MO``, any ``zh_Hant…``) gets None, so English: the scripts are
    not interchangeable, CLDR does not let ``zh_Hant`` inherit from ``zh`` for that reason, and
    the systems that follow it do not hand a Traditional reader Simplified text unasked; the
    settings screen offers 简体中文 to anyone who prefers it.
    """
    subtags = tag.split(".")[0].split("@")[0].replace("-", "_").split("_")
    code = subtags[0].lower()
    if code == "zh":
        scripts = [subtag.title() for subtag in subtags[1:] if len(subtag) == 4]
        regions = {subtag.upper() for subtag in subtags[1:] if len(subtag) == 2}
        traditional = scripts == ["Hant"] or (not scripts and regions & TRADITIONAL_CHINESE_REGIONS)
        return None if traditional else "zh"
    return code if code in LANGUAGES else None


def windows_display_locale() -> str:
    """Windows' display language as a POSIX name (``zh_CN``), or "" elsewhere. Windows sets no
    ``LANG``, and the locale Python starts with there has names like "Chinese (Simplified)_China"
    that say nothing to ``locale_language``."""
    if sys.platform != "win32":
        return ""
    import ctypes

    language_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()
    return locale.windows_locale.get(language_id, "")


def system_language(
    environ: Any = os.environ, display_locale: Callable[[], str] = windows_display_locale
) -> str:
    """The player's language from the environment, Windows' display language or the system
    locale, else English."""
    candidates = [environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    candidates.append(display_locale())
    with contextlib.suppress(ValueError):
        candidates.append(locale.getlocale()[0] or "")
    for value in candidates:
        if value.split(".")[0].lower() in ("", "c", "posix"):
            continue
        return locale_language(value) or SOURCE_LANGUAGE
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
