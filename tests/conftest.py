"""Fixtures shared by the test folders."""

import pytest

from goju51 import store
from goju51.ui import i18n


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh data folder for saves, settings and statistics, and the game in English."""
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    i18n.set_language("en")
    yield tmp_path
    i18n.set_language("en")
