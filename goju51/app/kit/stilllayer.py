"""A window-sized layer of things at rest, repainted only where they changed.

A scene describes what is at rest as a list of ``Part``s, bottom first. A part's ``key`` stands
for exactly the pixels it paints (equal keys paint equal pixels at the same place) and its
``bounds()`` enclose them. On each update the layer compares the parts with the ones it painted
last: wherever a part appeared, went, or changed its place in the stacking order, it restores
the background and paints every part over that region again, in order, clipped to it. The
picture is the same as painting everything from scratch, at the cost of the few regions that
changed: repainting a whole 1920×1080 table costs ~5 ms, most changes are one card or one line.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Part:
    """One thing at rest: what it looks like (``key``), where it may paint, and how."""

    key: Hashable
    bounds: Callable[[], pygame.Rect]
    paint: Callable[[pygame.Surface], object]


class StillLayer:
    """The picture of ``Part``s over ``background``, kept up to date by ``update``."""

    def __init__(self, background: pygame.Surface) -> None:
        self.background = background
        self.surface = background.copy()
        self._painted: dict[Hashable, pygame.Rect] = {}
        """The bounds of the parts on ``surface``, in stacking order."""
        self._look: Hashable = object()
        """What ``surface`` was painted for (nothing yet)."""

    def update(self, look: Hashable, parts: Sequence[Part]) -> bool:
        """Repaint what changed; True if anything did. ``look`` stands for everything every
        part depends on (window size, language, deck colours): when it changes, all is
        repainted."""
        if look != self._look:
            self._look = look
            self._painted = {part.key: part.bounds() for part in parts}
            self._repaint(parts, [self.surface.get_rect()])
            return True
        painted = self._painted
        bounds = {part.key: painted.get(part.key) or part.bounds() for part in parts}
        dirty = [bounds[key] for key in bounds if key not in painted]
        dirty += [rect for key, rect in painted.items() if key not in bounds]
        kept_before = [key for key in painted if key in bounds]
        kept_now = [key for key in bounds if key in painted]
        for before, now in zip(kept_before, kept_now, strict=True):
            if before != now:  # a change of stacking order shows where they overlap
                dirty += [bounds[before], bounds[now]]
        self._painted = bounds
        if not dirty:
            return False
        self._repaint(parts, _merged(dirty, self.surface.get_rect()))
        return True

    def _repaint(self, parts: Sequence[Part], regions: list[pygame.Rect]) -> None:
        surface = self.surface
        for region in regions:
            surface.set_clip(region)
            surface.blit(self.background, region, region)
            for part in parts:
                if self._painted[part.key].colliderect(region):
                    part.paint(surface)
        surface.set_clip(None)


def _merged(rects: list[pygame.Rect], window: pygame.Rect) -> list[pygame.Rect]:
    """``rects`` inside ``window``, overlapping ones joined, so no pixel is painted twice."""
    merged: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.clip(window)
        if not rect.width or not rect.height:
            continue
        while (hit := rect.collidelist(merged)) >= 0:
            rect.union_ip(merged.pop(hit))
        merged.append(rect)
    return merged
