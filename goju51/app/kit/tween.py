"""Tweens and timelines: every animation is numbers moving over seconds of game time.

A ``Tween`` moves numeric attributes of one object from their current values to targets over a
duration, shaped by a pytweening easing, and calls ``on_done`` when it lands. ``Tweens`` updates
a set of them. A ``Timeline`` runs steps one after another (each step is a callback plus how
long it lasts), which is how the table turns a list of engine events into a sequence a player
can follow. Nothing here sleeps: time only advances through ``update(dt)``; ``finish()`` jumps
to the end so a player can skip, a resize can settle, and tests can run fast.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytweening

Easing = Callable[[float], float]


class Tween:
    """Moves ``attrs`` of ``target`` to the given end values over ``duration`` seconds."""

    def __init__(
        self,
        target: Any,
        duration: float,
        ease: Easing = pytweening.easeInOutQuad,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
        **attrs: float,
    ) -> None:
        self.target = target
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = delay
        self.on_done = on_done
        self.ends = attrs
        self.starts: dict[str, float] | None = None
        self.elapsed = 0.0
        self.done = False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds; starting values are read when the delay has passed."""
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        if self.starts is None:
            self.starts = {name: getattr(self.target, name) for name in self.ends}
        progress = 1.0 if self.duration == 0 else (self.elapsed - self.delay) / self.duration
        if progress >= 1.0:
            self.finish()
            return
        eased = self.ease(progress)
        for name, end in self.ends.items():
            start = self.starts[name]
            setattr(self.target, name, start + (end - start) * eased)

    def finish(self) -> None:
        """Jump to the end values and call ``on_done`` (once)."""
        if self.done:
            return
        self.done = True
        for name, end in self.ends.items():
            setattr(self.target, name, end)
        if self.on_done is not None:
            self.on_done()


class Tweens:
    """The running tweens of a scene."""

    def __init__(self) -> None:
        self._running: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        self._running.append(tween)
        return tween

    def move(self, target: Any, duration: float, **kwargs: Any) -> Tween:
        """Shorthand for ``add(Tween(target, duration, ...))``."""
        return self.add(Tween(target, duration, **kwargs))

    def cancel(self, target: Any) -> None:
        """Stop every tween on ``target`` where it is, without calling back."""
        self._running = [tween for tween in self._running if tween.target is not target]

    def update(self, dt: float) -> None:
        for tween in list(self._running):
            tween.update(dt)
        self._running = [tween for tween in self._running if not tween.done]

    def finish(self) -> None:
        """Land every tween, including any that a callback starts meanwhile."""
        while self._running:
            running, self._running = self._running, []
            for tween in running:
                tween.finish()

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def targets(self) -> set[int]:
        """``id()`` of every object being moved now."""
        return {id(tween.target) for tween in self._running}


@dataclass
class Step:
    """One beat of a timeline: ``action`` runs when it starts; the next waits ``seconds``."""

    action: Callable[[], None]
    seconds: float


@dataclass
class Timeline:
    """Steps played in order, in game time; the table's queue of animations."""

    _steps: deque[Step] = field(default_factory=deque)
    _wait: float = 0.0

    def then(self, action: Callable[[], None], seconds: float = 0.0) -> None:
        """Queue ``action`` to run after everything queued before it, then wait ``seconds``."""
        self._steps.append(Step(action, seconds))

    def update(self, dt: float) -> None:
        self._wait -= dt
        while self._wait <= 0 and self._steps:
            step = self._steps.popleft()
            step.action()
            self._wait += step.seconds
        if not self._steps:
            self._wait = max(self._wait, 0.0)

    def finish(self) -> None:
        """Run every queued action now (and any they queue)."""
        while self._steps:
            self._steps.popleft().action()
        self._wait = 0.0

    @property
    def busy(self) -> bool:
        return bool(self._steps) or self._wait > 0
