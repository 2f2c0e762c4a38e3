"""The pygame-ce shell: the window, scenes, menus and screens every game shares.

It knows games only through the registry and the screens the composition root
(``goju51.play``) hands it.
"""

import os

WINDOW_CLASS = "goju51"
"""The window's class on Linux desktops (WM_CLASS, and for xdotool): the game's name, not the
script's; the desktop entry's ``StartupWMClass`` (``app.desktop``) names it too."""

# Set before any module of the shell imports pygame (it reads these at import and window time).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
