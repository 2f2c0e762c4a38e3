"""The one rule for a name at the table, whether typed in the set-up or read from a file:
printable, 1 to 16 characters once trimmed, and drawn by the bundled fonts. A file holding a
name that breaks it is treated as damaged (set aside with a message), never shown."""

from __future__ import annotations

from goju51.app.kit import fonts
from goju51.app.kit.widgets import visible

MAX_NAME = 16


def name_problem(name: object) -> str | None:
    """What is wrong with ``name`` (``"empty"``, ``"long"``, ``"unprintable"`` or
    ``"no_glyph"``), or None when it may be used."""
    if not isinstance(name, str):
        return "unprintable"
    trimmed = name.strip()
    if not trimmed:
        return "empty"
    if len(trimmed) > MAX_NAME:
        return "long"
    if not all(visible(char) for char in trimmed):
        return "unprintable"
    if not fonts.can_draw(trimmed):
        return "no_glyph"
    return None
