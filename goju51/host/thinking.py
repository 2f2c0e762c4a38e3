"""Computer opponents think away from the window's thread, so the window keeps drawing meanwhile.

``Thought`` runs ``opponent.choose(view)`` elsewhere: with no ``Worker``, on a daemon thread
of its own; with a ``Worker``, on the worker's thread, which lives for the whole table
(starting a thread per decision made frames late on a busy machine), or, for a worker made
``in_child_process``, in a child process where the opponents live: a long pure-Python search
there cannot hold the window's GIL (on a thread it made frames twice as long in wall time).
``result()`` is None until the answer is in, then a move that is certain to be legal: if the
opponent raised, answered with an illegal move, overran its time budget by far, or its process
died, the failure is logged and the game's ``fallback_move(view)`` is played instead, so a
broken opponent never stops the game.
"""

from __future__ import annotations

import itertools
import logging
import math
import multiprocessing
import queue
import signal
import threading
import time
import traceback
import weakref
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from goju51.core.game import Opponent, View

log = logging.getLogger(__name__)

GRACE_SECONDS = 2.0
"""How long past its time budget an opponent may think before a safe move replaces it."""


class Thought:
    """One decision being made away from the window's thread; poll ``result()`` once a frame."""

    def __init__(
        self,
        opponent: Opponent,
        view: View,
        fallback: Callable[[Any], Hashable],
        worker: Worker | None = None,
    ) -> None:
        self.opponent = opponent
        self.view = view
        self.fallback = fallback
        self.started = time.perf_counter()
        self._answer: Hashable | None = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        self._fetch: Callable[[], None] = lambda: None
        """Fetches answers that came back from a child process (never waits)."""
        if worker is None:
            threading.Thread(
                target=self._think_here, name=f"opponent {opponent.name}", daemon=True
            ).start()
        else:
            worker.submit(self)

    def _think_here(self) -> None:
        try:
            answer = self.opponent.choose(self.view)
        except Exception as error:  # any opponent bug must not end the game
            self._settle(None, error)
        else:
            self._settle(answer, None)

    def _settle(self, answer: Hashable | None, error: BaseException | None) -> None:
        self._answer, self._error = answer, error
        self._done.set()

    @property
    def deadline(self) -> float:
        return self.started + self.opponent.time_budget + GRACE_SECONDS

    def result(self) -> Hashable | None:
        """The move, once decided (or replaced by a safe one); None while still thinking."""
        name = self.opponent.name
        if not self._done.is_set():
            self._fetch()
        if not self._done.is_set():
            if time.perf_counter() < self.deadline:
                return None
            log.error("opponent %s overran its time budget; playing a safe move", name)
            return self.fallback(self.view)
        if self._error is not None:
            log.error("opponent %s failed; playing a safe move", name, exc_info=self._error)
            return self.fallback(self.view)
        if self._answer not in self.view.legal_moves:
            log.error("opponent %s chose illegal %s; playing a safe move", name, self._answer)
            return self.fallback(self.view)
        return self._answer


@dataclass
class _Lane:
    """One daemon thread's queue of thoughts, and when its current one counts as stuck."""

    thoughts: queue.SimpleQueue[Thought] = field(default_factory=queue.SimpleQueue)
    stuck_after: float = math.inf


class Worker:
    """Makes decisions one after another, in its child process if it has one, else on a
    daemon thread started once. A decision stuck past its deadline is left behind: the next
    one gets a fresh thread, or a fresh child process (the stuck one is ended).

    Opponents think on the thread if the child process was not asked for, could not start or
    died, and for an opponent that cannot be sent to it. ``close()`` ends the child process
    (so does dropping the worker)."""

    def __init__(self, in_child_process: bool = False) -> None:
        self._lane: _Lane | None = None
        self._child = _ChildProcess.start() if in_child_process else None

    def submit(self, thought: Thought) -> None:
        child = self._ready_child()
        if child is None or not child.ask(thought):
            self._on_thread(thought)

    def close(self) -> None:
        if self._child is not None:
            self._child.close()
            self._child = None

    def _ready_child(self) -> _ChildProcess | None:
        child = self._child
        if child is not None and not child.alive:
            log.warning(
                "the opponents' process ended (exit code %s); they think on a thread from now on",
                child.exit_code,
            )
            child = self._child = None
        elif child is not None and child.stuck:
            child.close()
            child = self._child = _ChildProcess.start()
        return child

    def _on_thread(self, thought: Thought) -> None:
        lane = self._lane
        if lane is None or time.perf_counter() > lane.stuck_after:
            lane = self._lane = _Lane()
            threading.Thread(target=_serve, args=(lane,), name="opponents", daemon=True).start()
        lane.thoughts.put(thought)


def _serve(lane: _Lane) -> None:
    while True:
        thought = lane.thoughts.get()
        lane.stuck_after = thought.deadline
        thought._think_here()
        lane.stuck_after = math.inf


class _ChildProcess:
    """A child process (started fresh, "spawn", which also works from a frozen executable)
    that keeps the opponents sent to it and answers each view with a move.

    An opponent goes over with its first view only: its state (its random generator) then
    lives in the child. The window's thread sends and fetches (``Thought.result`` polls the
    pipe without waiting): a thread waiting on the pipe there would wait for the GIL."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._connection, child_end = context.Pipe()
        self._process = context.Process(
            target=_decide_in_child, args=(child_end,), name="goju51 opponents", daemon=True
        )
        self._process.start()
        child_end.close()
        self._sent: dict[int, Opponent] = {}
        """Opponents the child keeps, by ``id`` (kept alive here, so no id is reused)."""
        self._waiting: dict[int, Thought] = {}
        self._numbers = itertools.count()
        self._broken = False
        """The pipe failed: the child is gone, even while the system has not yet reaped it."""
        self.close = weakref.finalize(self, self._process.kill)
        """End the child process (at the latest when this object is dropped)."""

    @classmethod
    def start(cls) -> _ChildProcess | None:
        """A running child process, or None (opponents then think on a thread)."""
        try:
            return cls()
        except (OSError, RuntimeError) as error:
            log.warning("cannot start the opponents' process (%s); they think on a thread", error)
            return None

    @property
    def alive(self) -> bool:
        return not self._broken and self._process.is_alive()

    @property
    def exit_code(self) -> int | None:
        return self._process.exitcode

    @property
    def stuck(self) -> bool:
        """Still deciding something past its deadline."""
        self.fetch()
        now = time.perf_counter()
        return any(thought.deadline < now for thought in self._waiting.values())

    def ask(self, thought: Thought) -> bool:
        """Send ``thought`` over; False if it cannot go (e.g. an opponent patched with a
        local function in a test cannot be pickled)."""
        token = id(thought.opponent)
        opponent = None if token in self._sent else thought.opponent
        number = next(self._numbers)
        try:
            self._connection.send((number, token, opponent, thought.view))
        except OSError:
            self._broken = True
            return False
        except Exception:
            return False
        self._sent[token] = thought.opponent
        self._waiting[number] = thought
        thought._fetch = self.fetch
        return True

    def fetch(self) -> None:
        """Hand the answers that came back to their thoughts, without waiting."""
        try:
            while self._waiting and self._connection.poll():
                number, answer, error = self._connection.recv()
                thought = self._waiting.pop(number, None)
                if thought is not None:
                    failure = (
                        None
                        if error is None
                        else RuntimeError(
                            f"opponent {thought.opponent.name} failed in its process:\n{error}"
                        )
                    )
                    thought._settle(answer, failure)
        except (EOFError, OSError) as error:  # the child process died
            self._broken = True
            for thought in self._waiting.values():
                thought._settle(None, error)
            self._waiting.clear()


def _decide_in_child(connection: Connection) -> None:
    """The child process's loop: opponents arrive with their first view, moves go back."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is for the window
    opponents: dict[int, Opponent] = {}
    answer: tuple[int, Hashable | None, str | None]
    while True:
        try:
            number, token, opponent, view = connection.recv()
        except EOFError:  # the window closed its end: nothing more to decide
            return
        if opponent is not None:
            opponents[token] = opponent
        try:
            answer = (number, opponents[token].choose(view), None)
        except Exception:
            answer = (number, None, traceback.format_exc())
        try:
            connection.send(answer)
        except OSError:  # the window is gone
            return
