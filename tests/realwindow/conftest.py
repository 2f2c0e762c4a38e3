"""Real-window tests need Xvfb, xdotool, xprop and ImageMagick's ``import`` (``.ci/run``
installs them).

Without them the tests skip on a developer's machine, but fail in CI (``CI`` set): there they
must run.
"""

import os

import pytest

from tests.realwindow.xwindow import missing_tools, xvfb


@pytest.fixture
def x_display():
    """A fresh Xvfb display (``:N``) for one test."""
    missing = missing_tools()
    if missing:
        message = (
            f"real-window test needs {', '.join(missing)} (apt-get install xvfb xdotool x11-utils "
            "imagemagick)"
        )
        if os.environ.get("CI"):
            pytest.fail(f"{message}; CI is set, so this may not be skipped")
        pytest.skip(message)
    with xvfb() as display:
        yield display
