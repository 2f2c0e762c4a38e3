"""The pygame-ce shell: the window, scenes, menus and screens every game shares.

It knows games only through the registry and the screens the composition root
(``goju51.play``) hands it.
"""
