"""A throwaway data folder for the developer tools, so nothing of the player's own saves is
read or changed."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from goju51.app.store import HOME_VARIABLE


@contextmanager
def temporary_home() -> Iterator[Path]:
    """A fresh, empty data folder for the while (``GOJU51_HOME``); the previous one after."""
    with tempfile.TemporaryDirectory() as home:
        previous = os.environ.get(HOME_VARIABLE)
        os.environ[HOME_VARIABLE] = home
        try:
            yield Path(home)
        finally:
            if previous is None:
                del os.environ[HOME_VARIABLE]
            else:
                os.environ[HOME_VARIABLE] = previous
