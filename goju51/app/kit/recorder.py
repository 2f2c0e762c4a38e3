"""``--event-log PATH``: one JSON line per engine event and per human action.

An external test that drives the real window (xdotool) reads this file to check what happened:
which moves were played, which clicks were refused and why, when the game waits for input.
Cards (and any other value JSON has no form for) are written in their text form (``"9H"``).
"""

from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path
from typing import Any, TextIO


class EventRecorder:
    """Appends records to a JSON-lines file; every line has ``kind`` and ``t`` (seconds)."""

    def __init__(self, path: Path) -> None:
        self._file: TextIO = open(path, "a", encoding="utf-8")  # noqa: SIM115 - kept open
        self._start = time.perf_counter()

    def write(self, kind: str, **data: Any) -> None:
        record = {"kind": kind, "t": round(time.perf_counter() - self._start, 3)}
        record.update(data)
        self._file.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
        self._file.flush()

    def event(self, event: Any) -> None:
        """An engine event, with its fields (``{"kind": "event", "type": "Took", ...}``)."""
        fields = {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}
        self.write("event", type=type(event).__name__, **fields)

    def close(self) -> None:
        self._file.close()
