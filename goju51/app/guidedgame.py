"""A guided game as the guide panel reads it: the lesson's host and guide, held by the flow
(a screen never holds a game, only a seat's view), asked about the game the host runs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from goju51.core.lesson import Step
from goju51.host.guide import Guide
from goju51.host.host import Host
from goju51.host.messages import NextGame


@dataclass(frozen=True)
class GuidedGame:
    """Where ``guide`` is in the game ``host`` runs (see ``goju51.host.guide.Guide``)."""

    host: Host
    guide: Guide

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.guide.steps

    def moves_played(self) -> int:
        return len(self.host.game.history)

    def index(self) -> int:
        """The step on now (``len(steps)`` once every step is done)."""
        return self.guide.current_index(self.host.game)

    def current(self) -> Step | None:
        return self.guide.current(self.host.game)

    def ready(self) -> bool:
        """The computers have played up to the step on."""
        return self.guide.ready(self.host.game)

    def numbers(self) -> Mapping[str, int]:
        """The values the step on states, worked out from the game."""
        return self.guide.numbers(self.host.game)

    @property
    def match(self) -> Any:
        """The match the lesson's games belong to (its score sheet)."""
        return self.host.match

    def read_on(self) -> bool:
        """ "Next" at the explaining step on; False where the step on is not one. Read at a
        step that closes a game, the host deals the lesson's next game."""
        step = self.current()
        if not self.guide.read_on(self.host.game):
            return False
        if step is not None and step.next_game:
            self.host.receive(self.guide.lesson.person, NextGame(self.host.step))
        return True
