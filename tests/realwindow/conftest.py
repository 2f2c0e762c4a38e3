"""Real-window tests need Xvfb, xdotool, xprop and ImageMagick's ``import`` (``.ci/run``
installs them).

Without them the tests skip on a developer's machine, but fail in CI (``CI`` set): there they
must run.
"""

import os

import pytest

from tests.realwindow.xwindow import SCREEN, TWO_WINDOWS_SCREEN, missing_tools, xvfb


def display(screen: str):
    """A fresh Xvfb display (``:N``) of ``screen`` (``WxHxDEPTH``), or the skip or failure
    that says which tools are missing."""
    missing = missing_tools()
    if missing:
        message = (
            f"real-window test needs {', '.join(missing)} (apt-get install xvfb xdotool x11-utils "
            "imagemagick)"
        )
        if os.environ.get("CI"):
            pytest.fail(f"{message}; CI is set, so this may not be skipped")
        pytest.skip(message)
    with xvfb(screen) as number:
        yield number


@pytest.fixture
def x_display():
    """A fresh Xvfb display (``:N``) for one test."""
    yield from display(SCREEN)


@pytest.fixture
def wide_x_display():
    """A display wide enough for two 1280×720 windows side by side (without a window manager,
    windows open centred, one over the other)."""
    yield from display(TWO_WINDOWS_SCREEN)
