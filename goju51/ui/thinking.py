"""Computer opponents think on a worker thread so the window keeps drawing meanwhile.

``Thought`` runs ``opponent.choose(view)`` on a daemon thread: a ``Worker``'s, which lives
for the whole table (starting a thread per decision made frames late on a busy machine), or
its own when given none. ``result()`` is None until the
answer is in, then a move that is certain to be legal: if the opponent raised, answered with an
illegal move, or overran its time budget by far, the failure is logged and ``safe_move(view)``
is played instead, so a broken opponent never stops the game.
"""

from __future__ import annotations

import logging
import math
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from goju51.engine import Clear, Discard, Move, PlayerView, hand_value

log = logging.getLogger(__name__)

GRACE_SECONDS = 2.0
"""How long past its time budget an opponent may think before a safe move replaces it."""


class Opponent(Protocol):
    name: str
    pace: float
    time_budget: float

    def choose(self, view: PlayerView) -> Move: ...


def safe_move(view: PlayerView) -> Move:
    """A legal, unsurprising move: never clear, never stop, keep the best hand value."""
    calm = [m for m in view.legal_moves if not isinstance(m, Clear) and not getattr(m, "stop", 0)]
    choices = calm or list(view.legal_moves)
    if all(isinstance(move, Discard) for move in choices):
        return max(choices, key=lambda m: hand_value([c for c in view.hand if c != m.card]))
    return choices[0]


@dataclass
class _Lane:
    """One daemon thread's queue of decisions, and when its current one counts as stuck."""

    jobs: queue.SimpleQueue = field(default_factory=queue.SimpleQueue)
    stuck_after: float = math.inf


class Worker:
    """Runs decisions one after another on a daemon thread started once. If a decision runs
    past its deadline, the next one gets a fresh thread (the stuck one is left behind)."""

    def __init__(self) -> None:
        self._lane: _Lane | None = None

    def submit(self, job: Callable[[], None], deadline: float) -> None:
        lane = self._lane
        if lane is None or time.perf_counter() > lane.stuck_after:
            lane = self._lane = _Lane()
            threading.Thread(target=_serve, args=(lane,), name="opponents", daemon=True).start()
        lane.jobs.put((job, deadline))


def _serve(lane: _Lane) -> None:
    while True:
        job, deadline = lane.jobs.get()
        lane.stuck_after = deadline
        job()
        lane.stuck_after = math.inf


class Thought:
    """One decision being made on a worker thread; poll ``result()`` once a frame."""

    def __init__(self, opponent: Opponent, view: PlayerView, worker: Worker | None = None) -> None:
        self.opponent = opponent
        self.view = view
        self.started = time.perf_counter()
        self._answer: Move | None = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        if worker is None:
            threading.Thread(target=self._think, name=f"opponent {opponent.name}",
                             daemon=True).start()
        else:
            worker.submit(self._think, self.deadline)

    def _think(self) -> None:
        try:
            self._answer = self.opponent.choose(self.view)
        except Exception as error:  # any opponent bug must not end the game
            self._error = error
        self._done.set()

    @property
    def deadline(self) -> float:
        return self.started + self.opponent.time_budget + GRACE_SECONDS

    def result(self) -> Move | None:
        """The move, once decided (or replaced by a safe one); None while still thinking."""
        name = self.opponent.name
        if not self._done.is_set():
            if time.perf_counter() < self.deadline:
                return None
            log.error("opponent %s overran its time budget; playing a safe move", name)
            return safe_move(self.view)
        if self._error is not None:
            log.error("opponent %s failed; playing a safe move", name, exc_info=self._error)
            return safe_move(self.view)
        if self._answer not in self.view.legal_moves:
            log.error("opponent %s chose illegal %s; playing a safe move", name, self._answer)
            return safe_move(self.view)
        return self._answer
