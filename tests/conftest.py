"""Fixtures shared by the test folders."""

import os

import pytest

import goju51.net.server as server
from goju51.app import store
from goju51.app.kit import i18n


@pytest.fixture(autouse=True, scope="session")
def loopback_only():
    """A game hosted by any test (an app in this process or one it starts) listens and
    announces itself on 127.0.0.1 only."""
    previous = os.environ.get(server.BIND_VARIABLE)
    os.environ[server.BIND_VARIABLE] = "127.0.0.1"
    yield
    if previous is None:
        del os.environ[server.BIND_VARIABLE]
    else:
        os.environ[server.BIND_VARIABLE] = previous


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
