"""Scenes and the scene stack: the skeleton every screen of the game hangs on.

Lifecycle of a ``Scene`` on a ``SceneStack``:

- ``enter()`` once, when pushed (the window exists; load and lay out here);
- ``pause()`` when another scene is pushed over it, ``resume()`` when that one is popped;
- every frame, events go to the top scene first; ``handle_event`` returns True when it
  consumed the event, otherwise the event falls through to the scene below if the top scene
  is an ``overlay`` (a dialog over the table), and stops there if not;
- ``update(dt)`` advances time (seconds) for every scene that is visible, top last;
- ``draw(surface)`` paints every visible scene bottom-up and must not change state;
- ``exit()`` once, when popped or replaced.

A scene reaches the stack (to push a dialog or replace itself) through ``self.stack``, set when
it is pushed. ``resize(size)`` is called on every scene when the window changes size.
"""

from __future__ import annotations

import pygame


def window_size() -> tuple[int, int]:
    """The size of the open window, which a scene entering lays itself out for."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise pygame.error("no window is open")
    return surface.get_size()


class Scene:
    """Base class: override what a screen needs; the defaults do nothing."""

    overlay = False
    """True for a scene drawn over the one below (that scene keeps drawing and updating)."""

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    @property
    def on_stack(self) -> SceneStack:
        """The stack this scene was pushed on (it is, while it takes input)."""
        assert self.stack is not None, f"{type(self).__name__} is not on a scene stack"
        return self.stack

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class SceneStack:
    """The scenes of the app, top last; the app loop feeds it events, time and the screen."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        scene.stack = None
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        old = self.scenes.pop()
        old.exit()
        old.stack = None
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def clear(self) -> None:
        while self.scenes:
            self.pop()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every overlay's background."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0) :]

    def handle_event(self, event: pygame.event.Event) -> bool:
        for scene in reversed(self.visible()):
            if scene.handle_event(event):
                return True
            if not scene.overlay:
                break
        return False

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)

    def update(self, dt: float) -> None:
        for scene in self.visible():
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
