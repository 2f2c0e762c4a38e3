"""What every game's table does, whatever the game: it holds one game seen from one seat, lets
computer opponents think off the window's thread at a pace one can follow, plays the viewer's
moves only when the engine allows them (saying why not, by the engine's refusal code), and
animates the engine's events on a timeline while input waits.

A game's table (``goju51.tables.<id>``) subclasses ``TableBase``, declares what it holds, and
supplies ``fallback(view)`` (its move for a computer that fails), ``queue(event)`` (the
events → animation script), ``resize`` and ``_show_position`` (the layout, and a game under
way shown as it stands), its keys (``_key``) and everything it draws; it never decides a rule.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.i18n import tr
from goju51.app.kit.preferences import SPEEDS, speed_name
from goju51.app.kit.scene import Scene, window_size
from goju51.app.kit.tween import Timeline, Tweens
from goju51.app.kit.widgets import draw_button
from goju51.core.game import Opponent
from goju51.host.thinking import Thought, Worker

LOG_LINES = 6
"""Lines of the game log a table shows (the flow keeps as many across hand-overs)."""

CornerButton = tuple[str, Callable[[], None], bool]
"""A small button top right: (label, action, enabled)."""

BANNER_SECONDS = 3.2
TOAST_SECONDS = 2.6
ENTER_GUARD = 0.4
"""Seconds after the viewer could start to act during which Enter does not act: it was most
likely pressed to hurry the computers along (Space, the skip key, never acts)."""


class TableBase(Scene):
    """One game at the table; see the module docstring."""

    def __init__(
        self,
        context: Context,
        game: Any,
        viewer: int,
        opponents: Mapping[int, Opponent],
        names: Mapping[int, str],
        play_again: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.context = context
        self.game = game
        self.viewer = viewer
        self.opponents = dict(opponents)
        self.names = dict(names)
        self.play_again = play_again
        self.tweens = Tweens()
        self.timeline = Timeline()
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.banner: tuple[str, float] | None = None
        self.toast: tuple[str, float] | None = None
        self.thought: Thought | None = None
        self.worker = Worker(in_child_process=bool(self.opponents))
        self.waited = 0.0
        self.clock = 0.0
        self.hides_hand_between_turns = False
        """Pass-and-play: the viewer's secrets are hidden again while anyone else plays, so
        the people watching the computers' turns see only what is public."""
        self.ready_at = 0.0
        """The table's clock when the viewer could last start to act (see ``enter_acts``)."""
        self._was_ready = False

    # ------------------------------------------------------------------ what a game supplies

    def fallback(self, view: Any) -> Hashable:
        """The game's move for an opponent that fails (``GameSpec.fallback_move``)."""
        raise NotImplementedError

    def _key(self, key: int) -> bool:
        """A key pressed: True if the table used it."""
        raise NotImplementedError

    def queue(self, event: Any) -> None:
        """Turn one engine event into animation steps on ``self.timeline``."""
        raise NotImplementedError

    def linger(self, opponent: Opponent) -> float:
        """Seconds an opponent's move waits before it is shown, so people can follow."""
        return opponent.pace

    def before_move(self, move: Any) -> None:
        """The viewer's move is about to be played (a table resets its own toggles here)."""

    def arrive_from(self, previous: TableBase) -> None:
        """This table replaces ``previous`` after an undo: a table may fly its pieces back from
        where ``previous`` showed them, so the take-back is seen rather than a jump."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for a window of ``size`` (animations land first)."""

    def _show_position(self) -> None:
        """Lay out the game as it stands, without animation (a loaded save, an undo)."""
        raise NotImplementedError

    # ---------------------------------------------------------------------------- lifecycle

    def enter(self) -> None:
        """Lay out for the window; show a game under way as it stands, or animate a new
        game's opening (the deal, the roll-off)."""
        self.resize(window_size())
        if self.game.history:
            self._show_position()
        else:
            for event in self.game.opening_events():
                self.record(event)
                self.queue(event)

    def exit(self) -> None:
        """Forget any opponent still thinking: its answer would be for a table gone."""
        self.thought = None
        self.worker.close()

    def skip(self) -> None:
        """Land every running and queued animation at once."""
        while self.timeline.busy or self.tweens.busy:
            self.timeline.finish()
            self.tweens.finish()

    @property
    def animating(self) -> bool:
        return self.timeline.busy or self.tweens.busy

    @property
    def accepting_input(self) -> bool:
        """True when the viewer may act: their turn, a human seat, nothing moving."""
        return (
            not self.animating
            and not self.game.is_over
            and self.game.current_player == self.viewer
            and self.viewer not in self.opponents
        )

    def advance(self, dt: float) -> None:
        """The frame's game-neutral steps: clocks, animations, timed messages, opponents."""
        speed = self.context.settings.speed
        self.clock += dt
        self.timeline.update(dt * speed)
        self.tweens.update(dt * speed)
        self.banner = _tick(self.banner, dt)
        self.toast = _tick(self.toast, dt)
        self._think(dt * speed)
        ready = self.accepting_input
        if ready and not self._was_ready:  # for tests driving the real window
            self.ready_at = self.clock
            self.context.record("awaiting", seat=self.viewer, phase=self.game.phase)
        self._was_ready = ready

    def _think(self, dt: float) -> None:
        seat = self.game.current_player
        opponent = self.opponents.get(seat)
        if opponent is None or self.animating or self.game.is_over:
            return
        if self.thought is None:
            self.thought = Thought(opponent, self.game.view(seat), self.fallback, self.worker)
            self.waited = 0.0
        self.waited += dt
        move = self.thought.result()
        if move is not None and self.waited >= self.linger(opponent):
            self.thought = None
            self.play(move)

    # -------------------------------------------------------------------------------- moves

    def play(self, move: Hashable) -> None:
        """Play a move the engine accepts and queue the animation of what happened."""
        seat = self.game.current_player
        events = self.game.apply(move)
        self.context.record("move", seat=seat, move=str(move))
        for event in events:
            self.record(event)
            self.queue(event)
        self.moved(events)

    def try_move(self, move: Hashable) -> bool:
        """The viewer's move: played if the engine allows it, else explained on screen."""
        if not self.accepting_input:
            self.context.record("ignored", move=str(move), reason="not accepting input")
            return False
        if move in self.game.legal_moves:
            self.before_move(move)
            self.play(move)
            return True
        reason = self.refusal(move)
        self.context.record("refused", move=str(move), reason=reason)
        self.say(reason)
        return False

    def refusal(self, move: Hashable) -> str:
        """Why the engine refused ``move``, in the player's words (by the engine's code)."""
        refused = self.game.check(move)
        return tr(f"refuse.{refused.code}") if refused is not None else tr("refuse.other")

    # -------------------------------------------------------------------------------- input

    def table_key(self, key: int) -> bool:
        """The keys every table shares, whoever's turn it is: Space or Enter lands what moves
        (and an opponent still deciding moves as soon as it has), M switches the sound."""
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and (
            self.animating or self.thought is not None
        ):
            self.skip()
            self.waited = math.inf
            self.context.record("skipped")
            return True
        if key == pygame.K_m:
            self.toggle_sound()
            return True
        return False

    @property
    def enter_acts(self) -> bool:
        """Enter may act now: ``ENTER_GUARD`` has passed since the viewer could."""
        return self.clock - self.ready_at >= ENTER_GUARD

    def press_corner_button(self, pos: tuple[int, int], rects: Sequence[pygame.Rect]) -> bool:
        """A click at ``pos`` on one of the corner buttons (laid out as ``rects``): pressed if
        it is enabled, and the click is spent on it either way."""
        for rect, (_label, action, enabled) in zip(rects, self.corner_buttons(), strict=False):
            if rect.collidepoint(pos):
                if enabled:
                    self.context.play("click")
                    action()
                return True
        return False

    def say(self, text: str) -> None:
        self.toast = (text, TOAST_SECONDS)
        self.context.play("click")

    def record(self, event: Any) -> None:
        if self.context.recorder is not None:
            self.context.recorder.event(event)

    # -------------------------------------------------------------------------------- hooks

    def moved(self, events: Sequence[Any]) -> None:
        """Called after every move the engine played here (a session saves the game)."""

    def turn_began(self, seat: int) -> None:
        """Called when the table shows the start of ``seat``'s turn (after the animations)."""

    def status_lines(self) -> list[str]:
        """More lines under the round counter (a match's score)."""
        return []

    def settings_changed(self) -> None:
        """A setting was changed at the table (sound, deck, speed): a session keeps it."""

    def draw_corner_buttons(
        self,
        surface: pygame.Surface,
        rects: Sequence[pygame.Rect],
        pointer: tuple[int, int],
        size: int,
    ) -> None:
        """The corner buttons laid out as ``rects``, lit where the ``pointer`` is."""
        for rect, (label, _action, enabled) in zip(rects, self.corner_buttons(), strict=False):
            draw_button(
                surface,
                self.context.text,
                rect,
                label,
                enabled=enabled,
                hovered=rect.collidepoint(pointer),
                size=size,
            )

    def corner_buttons(self) -> list[CornerButton]:
        """The small buttons top right: sound, deck and speed."""
        return [self.sound_button(), self.deck_button(), self.speed_button()]

    def sound_button(self) -> CornerButton:
        """Sound on or off (M); "no sound device", and nothing to switch, without one."""
        if not self.context.sounds.available:
            return (tr("table.sound_no_device"), self.toggle_sound, False)
        muted = self.context.settings.muted
        return (tr("table.sound_off" if muted else "table.sound_on"), self.toggle_sound, True)

    def deck_button(self) -> CornerButton:
        four = self.context.settings.four_colour
        return (tr("table.deck_four" if four else "table.deck_two"), self.toggle_deck, True)

    def speed_button(self) -> CornerButton:
        speed = speed_name(self.context.settings.speed)
        label = tr("table.speed", speed=tr(f"speed.{speed}") if speed in SPEEDS else speed)
        return (label, self.next_speed, True)

    @property
    def memory_aid(self) -> bool:
        """Show what opponents were seen taking (else it is drawn face down)."""
        return self.context.settings.memory_aid

    def toggle_sound(self) -> None:
        self.context.settings.muted = not self.context.settings.muted
        self.settings_changed()

    def toggle_deck(self) -> None:
        settings = self.context.settings
        settings.four_colour = not settings.four_colour
        self.context.images.art.four_colour = settings.four_colour
        self.settings_changed()

    def next_speed(self) -> None:
        self.context.settings.next_speed()
        self.settings_changed()


def _tick(timed: tuple[str, float] | None, dt: float) -> tuple[str, float] | None:
    if timed is None:
        return None
    text, left = timed
    return (text, left - dt) if left > dt else None
