"""Fixtures shared by the test folders."""

import pytest

from goju51.app import store
from goju51.app.kit import i18n


@pytest.fixture
def english():
    """The game in English, and back to English after the test whatever it switched to."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def home(tmp_path, monkeypatch, english):
    """A fresh data folder for saves, settings and statistics, and the game in English."""
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    return tmp_path
