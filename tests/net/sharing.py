"""A joining app shared by two people, driven as its people would: ready at each hand-over,
a seeded random legal move whenever a table lets its person act. Used in-process by the UI
tests and in a process of its own by the multi-process ones."""

from __future__ import annotations

import random
from typing import Any

from goju51.app.main import App
from goju51.app.screens.handover import HandOverScene
from goju51.app.table.base import TableBase


class Watch:
    """What a joining app with two people shows over a whole game: the hand-overs (whose
    name) and the tables (their viewer and the seat of the link they take from)."""

    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.hand_overs: list[str] = []
        self.tables: list[tuple[int, int]] = []
        self._seen: list[object] = []
        """The scenes met so far (held, so that no new scene is taken for one of them)."""

    def frame(self) -> None:
        """Ready at a hand-over, a legal move at a table that lets its person act."""
        bottom = self.app.stack.scenes[0]  # under what follows the other seat
        new = all(bottom is not seen for seen in self._seen)
        if new:
            self._seen.append(bottom)
        if isinstance(bottom, HandOverScene) and new:
            self.hand_overs.append(bottom.name)
            bottom.ready()
        elif isinstance(bottom, TableBase):
            if new:
                link: Any = bottom.link
                self.tables.append((bottom.viewer, link.seat))
            if bottom.accepting_input:
                bottom.try_move(self.rng.choice(bottom.view.legal_moves))
