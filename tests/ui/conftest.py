"""Headless pygame for the UI tests: no window, no sound card needed.

The SDL variables must be set before pygame is first imported, hence at the top here.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["LC_ALL"] = "en_GB.UTF-8"  # the game's language comes from here: English strings

import pygame
import pytest


@pytest.fixture(scope="session", autouse=True)
def pygame_display():
    """An initialized pygame with a small dummy display, so ``convert_alpha`` works."""
    pygame.init()
    screen = pygame.display.set_mode((320, 240))
    yield screen
    pygame.quit()


@pytest.fixture(autouse=True)
def english_by_default(english):
    """Every UI test starts in English, whatever language the test before it left behind on
    this worker (a test that wants another one switches to it)."""
    yield
