"""A bounded least-recently-used store for surfaces that are slow to make.

Card faces, text and translucent panels are each rendered once and blitted many times;
the bound keeps memory flat when the window is resized again and again.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

Made = TypeVar("Made")


def displayable(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format once a window exists (blits get ~10× faster)."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


class SurfaceCache(Generic[Made]):
    """Surfaces (or values built around them) by key, the least recently used dropped first."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._surfaces: OrderedDict[Hashable, Made] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], Made]) -> Made:
        """The value stored under ``key``, made (and the oldest dropped) when missing."""
        surface = self._surfaces.get(key)
        if surface is None:
            surface = make()
            self._surfaces[key] = surface
            while len(self._surfaces) > self.capacity:
                self._surfaces.popitem(last=False)
        else:
            self._surfaces.move_to_end(key)
        return surface

    def __contains__(self, key: Hashable) -> bool:
        return key in self._surfaces

    def clear(self) -> None:
        self._surfaces.clear()
