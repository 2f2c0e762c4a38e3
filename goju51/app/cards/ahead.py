"""Card faces painted ahead of need, for a card game's table: on each resize the table plans every
face it may show at its card widths, soonest needed first, and each frame with time to spare
paints a few slices, so that no face is drawn on the frame it first shows (a whole face takes
1.5–3 ms at 1920×1080)."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterable, Iterator, Sequence

from goju51.app.cards.sprites import CardImages
from goju51.core.cards import CardLike

SPARE_SECONDS = 0.002
"""While a frame's update has taken less than this, it paints faces ahead of need, a slice of
work (under a millisecond) at a time: the frame stays well within 8 ms."""
_ALL_PAINTED = object()


class FacesAhead:
    """The faces still to paint, as slices of work; see the module docstring."""

    def __init__(self) -> None:
        self._slices: Iterator[None] = iter(())

    def plan(
        self,
        images: CardImages,
        widths: Sequence[int],
        hand_width: int,
        hand: Iterable[CardLike],
        table: Iterable[CardLike],
        deck: Iterable[CardLike],
    ) -> None:
        """The backs at every one of ``widths`` now; then, a slice at a time, the viewer's
        ``hand`` at ``hand_width``, the ``table``'s cards at every width (someone will take
        them), then the whole ``deck`` at every width."""
        for width in widths:
            images.with_shadow(None, width, face_up=False)
        soon = [(card, hand_width) for card in hand]
        soon += [(card, width) for card in table for width in widths]
        faces = dict.fromkeys(soon + [(card, width) for width in widths for card in deck])
        self._slices = itertools.chain.from_iterable(
            images.paint_ahead(card, width) for card, width in faces
        )

    def paint(self, started: float) -> None:
        """Paint slices while the frame begun at ``started`` (``time.perf_counter``) has time
        to spare."""
        while time.perf_counter() - started < SPARE_SECONDS:
            if next(self._slices, _ALL_PAINTED) is _ALL_PAINTED:
                break
