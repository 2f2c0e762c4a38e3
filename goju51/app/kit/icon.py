"""The window icon, from the bundled ``icon.png`` (drawn by ``tools/make_assets.py icon``).

Call ``set_window_icon()`` after ``pygame.init()`` and before the window is opened: some
systems only take an icon set before ``pygame.display.set_mode``. The executable's own icon
(Explorer, Finder) is set by ``build.spec``; this one is the title bar's and the taskbar's.
"""

from __future__ import annotations

import logging

import pygame

from goju51.app.kit.resources import asset_path

ICON_FILE = "icon.png"

log = logging.getLogger(__name__)


def set_window_icon() -> bool:
    """Set the window icon; a missing or unreadable file only logs a warning (returns False)."""
    try:
        pygame.display.set_icon(pygame.image.load(asset_path(ICON_FILE)))
    except (pygame.error, OSError) as error:
        log.warning("no window icon: %s", error)
        return False
    return True
