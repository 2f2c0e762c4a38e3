"""The window's class on Linux desktops, in a module of its own so that both the package's
``__init__`` (which hands it to SDL before pygame is imported) and the desktop entry read it."""

WINDOW_CLASS = "goju51"
"""The window's class on Linux desktops (WM_CLASS, and for xdotool): the game's name, not the
script's; the desktop entry's ``StartupWMClass`` (``app.desktop``) names it too."""
