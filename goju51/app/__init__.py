"""The pygame-ce shell: the window, scenes, menus and screens every game shares.

It knows games only through the registry and the screens the composition root
(``goju51.play``) hands it.
"""

import os

from goju51.app.window_class import WINDOW_CLASS

# Set before any module of the shell imports pygame (it reads these at import and window time).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
