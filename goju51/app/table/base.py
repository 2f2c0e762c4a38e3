"""What every game's table does, whatever the game: it is the client of one seat. It is built
from the host's ``Seated`` message (the seat's view of the game and who sits where), sends the
seat's requests (a move, a hint, undo) through its link, and animates each ``Moved`` message's
events on a timeline while input waits. It never holds the game: what it shows and which moves
it offers come from the seat's view, and whether a move is played from the host.

Computers play on the host; the table only paces them: once it has shown the position for the
computer's pause (``linger``) it says ``Ready``, and the host lets the computer move.

A game's table (``goju51.tables.<id>``) subclasses ``TableBase``, declares what it holds, and
supplies ``queue(event)`` (the events → animation script), ``refusal_text`` (the game's words for
its refusal codes), ``read_move`` (a move's text form read back), ``resize`` and
``_show_position`` (the layout, and a game under way shown as it stands), its keys (``_key``)
and everything it draws; it never decides a rule.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.i18n import tr
from goju51.app.kit.preferences import SPEEDS, speed_name
from goju51.app.kit.scene import Scene, window_size
from goju51.app.kit.tween import Timeline, Tweens
from goju51.app.kit.widgets import CREAM, draw_button, upward_places
from goju51.host.messages import (
    GameEnded,
    Hinted,
    Moved,
    Play,
    Ready,
    Refused,
    SeatClient,
    Seated,
    ToSeat,
)

LOG_LINES = 6
"""Lines of the game log a table shows (the flow keeps as many across hand-overs)."""

CornerButton = tuple[str, Callable[[], None], bool]
"""A small button top right: (label, action, enabled)."""

BANNER_SECONDS = 3.2
TOAST_SECONDS = 2.6
ENTER_GUARD = 0.4
"""Seconds after the viewer could start to act during which Enter does not act: it was most
likely pressed to hurry the computers along (Space, the skip key, never acts)."""
HOST_REFUSALS = {
    "coach_off": "coach.off",
    "undo_none": "undo.none",
    "undo_people": "undo.people",
    "undo_seen": "undo.seen",
    "late": "refuse.late",
    "not_your_turn": "refuse.not_your_turn",
    "game_over": "refuse.game_over",
    "match_over": "refuse.game_over",
    "not_a_move": "refuse.not_a_move",
}
"""The catalog keys of the host's own refusal codes (the games' codes are each table's)."""


class TableBase(Scene):
    """One seat's table; see the module docstring."""

    def __init__(
        self,
        context: Context,
        link: SeatClient,
        seated: Seated,
        play_again: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.context = context
        self.link = link
        self.viewer = seated.seat
        self.view: Any = seated.view
        """The seat's view of the game as last sent (each game's table narrows the type)."""
        self.step = seated.step
        """The host's position number the view is from: every request names it."""
        self.computer_pace = seated.pause
        """Seconds the computer about to move lets people follow it; None on a person's turn."""
        self.undo_offered = seated.undo
        """The host would take back the viewer's last turn now (as it said with the view)."""
        self.opening = seated.opening
        self.names = dict(enumerate(seated.names))
        self.computers = frozenset(seated.computers)
        self.play_again = play_again
        self.ended: GameEnded | None = None
        self.tweens = Tweens()
        self.timeline = Timeline()
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.banner: tuple[str, float] | None = None
        self.toast: tuple[str, float] | None = None
        self.thinking = False
        """A computer is to move and the table is showing the position for its pause."""
        self.asked = False
        """A move was sent and its answer has not come (input waits for it)."""
        self.waited = 0.0
        self.ready_step = -1
        self.clock = 0.0
        self.hides_hand_between_turns = False
        """Pass-and-play: the viewer's secrets are hidden again while anyone else plays, so
        the people watching the computers' turns see only what is public."""
        self.ready_at = 0.0
        """The table's clock when the viewer could last start to act (see ``enter_acts``)."""
        self._was_ready = False
        self.room_below = 0
        """Design pixels (1280×720 grid) along the window's bottom left to a scene over the
        table (a replay's controls): the table lays itself out above them."""
        self.more_refusals: dict[str, Callable[[], str]] = {}
        """Refusal codes of whoever runs the game beyond the host and the rules (a guided
        game's "not now"), each with its line."""
        self.holds_computers: Callable[[], bool] = lambda: False
        """True while the computers must wait though their pause has passed (a guided game's
        explaining step not yet read)."""
        self.shows_results = True
        """The table opens its results scene by itself at the end (a guided game's panel
        opens it once its last step is read)."""
        self.elsewhere: frozenset[int] = frozenset()
        """The seats of people at other computers (a game across computers): the table
        waits for them, with nothing to hurry along."""
        self.match_ends: Sequence[GameEnded] = ()
        """How each game of the match so far ended, as the host told it (a game joined on
        another computer, where nothing else keeps the match): a table may show its sheet."""
        self.leave: Callable[[], None] | None = None
        """A way from a bare table back to the menu, asked first (a game joined on another
        computer: the corner's Leave and Escape); None: none."""
        self.on_turn: Callable[[int], None] = lambda _seat: None
        """Told each seat's turn as the table shows it begin (a bare table of a game joined
        by two or more people at this computer: the flow hands over to the next of them)."""
        self.pointer = (-1, -1)
        """Where the mouse is, for hover highlights."""
        self.watched_keys: tuple[str, ...] = ()
        """The catalog keys of a scene's own keys when the table is only watched (a replay's
        controls): its prompt and key help say them in place of the game's."""
        self.declare()

    def declare(self) -> None:
        """Set up what a kind of table holds besides this (each class its own attributes,
        calling its base's first), once the seat's position is known."""

    # ------------------------------------------------------------------ what a game supplies

    def _key(self, key: int) -> bool:
        """A key pressed: True if the table used it."""
        raise NotImplementedError

    def queue(self, event: Any) -> None:
        """Turn one engine event into animation steps on ``self.timeline``."""
        raise NotImplementedError

    def read_move(self, text: str) -> Hashable:
        """A move of this game from its text form (the host names moves so)."""
        raise NotImplementedError

    def refusal_text(self, code: str) -> str:
        """The game's words for its engine's refusal ``code``."""
        raise NotImplementedError

    def allows(self, move: Hashable) -> bool:
        """The seat's view allows ``move`` (by default: it is one of its legal moves)."""
        return move in self.view.legal_moves

    def linger(self, pause: float) -> float:
        """Seconds an opponent's move waits before it is shown, so people can follow."""
        return pause

    def before_move(self, move: Any) -> None:
        """The viewer's move is about to be played (a table resets its own toggles here)."""

    def keep_choices_of(self, previous: TableBase) -> None:
        """This table is seated in place of ``previous`` (an undo, a replay stepping back):
        it keeps how the person chose to see the game there (the dice's odds), as a table
        of the same game."""

    def arrive_from(self, previous: TableBase) -> None:
        """This table replaces ``previous`` after an undo: a table may fly its pieces back from
        where ``previous`` showed them, so the take-back is seen rather than a jump."""

    def results(self) -> Scene | None:
        """The scene that shows how the game ended, once it has (None before)."""
        return None

    def target_rect(self, target: tuple[str, str]) -> pygame.Rect | None:
        """Where a guided game's ``target`` is on screen (``("hand_card", "2D")``,
        ``("button", "draw")``…), for its glow and arrow; None where it is not shown now."""
        return None

    def target_rects(self, target: tuple[str, str]) -> list[pygame.Rect]:
        """Where each thing a guided game's ``target`` names is, the one to act on first
        first: its name may list several, space separated (the hand cards of an exchange of
        all, ``("hand_card", "3H 8C 6D")``); those not shown now are left out."""
        kind, names = target
        rects = (self.target_rect((kind, name)) for name in names.split())
        return [rect for rect in rects if rect is not None]

    def _prompt(self) -> tuple[str, pygame.Color]:
        """The prompt: what to do now ("" for nothing), and its colour."""
        return "", CREAM

    def prompt_room(self) -> tuple[pygame.Rect, int]:
        """Where the prompt goes (its last line on the bottom middle) and its text size."""
        return pygame.Rect(0, 0, 0, 0), 1

    def prompt_lines(self) -> list[pygame.Surface]:
        """The prompt as drawn, line by line; none when it says nothing."""
        prompt, colour = self._prompt()
        if not prompt:
            return []
        room, size = self.prompt_room()
        return self.context.text.fit_lines(prompt, size, room.width, colour=colour, bold=True)

    def prompt_rects(self) -> list[pygame.Rect]:
        """Where the prompt's lines are drawn."""
        return upward_places(self.prompt_lines(), self.prompt_room()[0].midbottom)

    def keep_clear(self) -> list[pygame.Rect]:
        """What a guided game's arrow must not cross: the prompt, the buttons, the banner
        while it is up, and a table's cards."""
        banner = self.banner_rect()
        return [*self.prompt_rects(), *self.button_rects(), *([] if banner is None else [banner])]

    def banner_rect(self) -> pygame.Rect | None:
        """Where the banner is drawn now; None while none is up."""
        return None

    def button_rects(self) -> list[pygame.Rect]:
        """Where the buttons are drawn now: the corner buttons (a game adds its own)."""
        return list(self.corner_rects())[: len(self.corner_buttons())]

    def follow_match(self, match: Any) -> None:
        """A guided game's match, for a table whose results show its score sheet (by default
        the results show none)."""

    def guide_room(self) -> pygame.Rect:
        """Where a guided game's panel goes without hiding the game (its top left and width;
        it is as tall as its text): by default the top-left corner of the window."""
        width, height = window_size()
        scale = min(width / 1280, height / 720)
        return pygame.Rect(round(12 * scale), round(12 * scale), round(400 * scale), height // 2)

    def notice_room(self) -> pygame.Rect:
        """Where a notice about the people around the table (who the game waits for) may lie
        without hiding a plate, a card or a button: it is drawn in its middle (from its top
        when taller than it), at most as wide. By default a strip along the top of the window."""
        width, height = window_size()
        scale = min(width / 1280, height / 720)
        return pygame.Rect(0, round(12 * scale), width, height // 4)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for a window of ``size`` (animations land first)."""

    def _show_position(self) -> None:
        """Lay out the game as it stands, without animation (a loaded save, an undo)."""
        raise NotImplementedError

    # ---------------------------------------------------------------------------- lifecycle

    def enter(self) -> None:
        """Lay out for the window; show a game under way as it stands, or animate a new
        game's opening (the deal, the roll-off)."""
        self.resize(self.room(window_size()))
        if self.view.history:
            self._show_position()
        else:
            for event in self.opening:
                self.record(event)
                self.queue(event)

    def room(self, size: tuple[int, int]) -> tuple[int, int]:
        """The part of a window of ``size`` the table lays itself out in (``room_below``)."""
        scale = min(size[0] / 1280, size[1] / 720)
        return size[0], size[1] - round(self.room_below * scale)

    def skip(self) -> None:
        """Land every running and queued animation at once."""
        while self.timeline.busy or self.tweens.busy:
            self.timeline.finish()
            self.tweens.finish()

    @property
    def animating(self) -> bool:
        return self.timeline.busy or self.tweens.busy

    @property
    def watched(self) -> bool:
        """Only watched (a replay's table): nobody acts here, and it says the watching scene's
        keys (``watched_keys``)."""
        return bool(self.watched_keys)

    @property
    def accepting_input(self) -> bool:
        """True when the viewer may act: their turn, a person's seat, nothing moving, and the
        table not only watched."""
        return (
            not self.watched
            and not self.animating
            and not self.asked
            and not self.view.is_over
            and self.view.current_player == self.viewer
            and self.viewer not in self.computers
        )

    def advance(self, dt: float) -> None:
        """The frame's game-neutral steps: clocks, animations, timed messages, the host's."""
        speed = self.context.settings.speed
        self.clock += dt
        self.timeline.update(dt * speed)
        self.tweens.update(dt * speed)
        self.banner = _tick(self.banner, dt)
        self.toast = _tick(self.toast, dt)
        self._pace(dt * speed)
        self.receive()
        ready = self.accepting_input
        if ready and not self._was_ready:  # for tests driving the real window
            self.ready_at = self.clock
            self.context.record("awaiting", seat=self.viewer, phase=self.view.phase)
        self._was_ready = ready

    def _pace(self, dt: float) -> None:
        """A computer is to move: once the position has been shown for its pause, say so."""
        if self.computer_pace is None or self.animating or self.view.is_over:
            return
        if not self.thinking:
            self.thinking = True
            self.waited = 0.0
        self.waited += dt
        if self.holds_computers():
            return
        if self.waited >= self.linger(self.computer_pace) and self.ready_step != self.step:
            self.ready_step = self.step
            self.link.send(Ready(self.step))

    # ----------------------------------------------------------------------------- messages

    def receive(self) -> None:
        """Take what the host has sent since the last frame, oldest first."""
        for message in self.link.take():
            self.on_message(message)

    def on_message(self, message: ToSeat) -> None:
        match message:
            case Moved():
                self._moved(message)
            case Refused():
                self.asked = False
                self.refused(message)
            case GameEnded():
                self.ended = message
            case Seated():
                self.asked = False
                self.reseated(message)
            case Hinted():
                self.coach_answered(message)

    def _moved(self, message: Moved) -> None:
        self.asked = self.thinking = False
        self.step, self.view, self.computer_pace = message.step, message.view, message.pause
        self.undo_offered = message.undo
        self.context.record("move", seat=message.player, move=message.move)
        for event in message.events:
            self.record(event)
            self.queue(event)
        self.moved(message)

    def refused(self, message: Refused) -> None:
        """The host did not play the seat's request: say why."""
        reason = self.reason(message.code)
        self.context.record("refused", move=message.move, reason=reason)
        self.say(reason)

    def reason(self, code: str) -> str:
        """A refusal ``code`` in the player's words (the host's or the game's)."""
        more = self.more_refusals.get(code)
        if more is not None:
            return more()
        key = HOST_REFUSALS.get(code)
        return tr(key) if key is not None else self.refusal_text(code)

    def reseated(self, message: Seated) -> None:
        """The host sent the whole position again: show it as it stands."""
        self.step, self.view, self.computer_pace = message.step, message.view, message.pause
        self.undo_offered = message.undo
        self.thinking = False
        self._show_position()

    def coach_answered(self, message: Hinted) -> None:
        """The coach's move (a session's table shows it)."""

    # -------------------------------------------------------------------------------- moves

    def try_move(self, move: Hashable) -> bool:
        """The viewer's move: sent to the host when the view allows it; any other is sent
        too, and the host's refusal explains it on screen."""
        if not self.accepting_input:
            self.context.record("ignored", move=str(move), reason="not accepting input")
            return False
        legal = self.allows(move)
        if legal:
            self.before_move(move)
        self.asked = True
        self.link.send(Play(self.step, str(move)))
        self.receive()
        return legal

    # -------------------------------------------------------------------------------- input

    def table_key(self, key: int) -> bool:
        """The keys every table shares, whoever's turn it is: Space or Enter lands what moves
        (and an opponent still deciding moves as soon as it has), M switches the sound."""
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and (
            self.animating or self.thinking
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

    def corner_rects(self) -> Sequence[pygame.Rect]:
        """Where the corner buttons are laid out."""
        raise NotImplementedError

    def press_setting(self, pos: tuple[int, int]) -> bool:
        """A click at ``pos`` on a button that changes how the table is shown, never the game
        (the corner buttons; a game may have more): True if the click was spent on one. A
        watched table (a replay's) is given only these clicks."""
        return self.press_corner_button(pos)

    def press_corner_button(self, pos: tuple[int, int]) -> bool:
        """A click at ``pos`` on one of the corner buttons: pressed if it is enabled, and the
        click is spent on it either way."""
        rects = self.corner_rects()
        for rect, (_label, action, enabled) in zip(rects, self.corner_buttons(), strict=False):
            if rect.collidepoint(pos):
                if enabled:
                    self.context.play("click")
                    action()
                return True
        return False

    def key_help(self, own: Sequence[str]) -> list[str]:
        """The key help's lines: the game's (catalog keys ``own``), or a watching scene's."""
        return [tr(key) for key in (self.watched_keys or own)]

    def pace_keys(self) -> str:
        """What the prompt says the keys do while others play: "Space: skip", or a watching
        scene's first line of keys."""
        return tr(self.watched_keys[0] if self.watched_keys else "table.keys.skip")

    def say(self, text: str) -> None:
        self.toast = (text, TOAST_SECONDS)
        self.context.play("click")

    def record(self, event: Any) -> None:
        if self.context.recorder is not None:
            self.context.recorder.event(event)

    # -------------------------------------------------------------------------------- hooks

    def moved(self, message: Moved) -> None:
        """Called after every move the host played, once its events are queued."""

    def turn_began(self, seat: int) -> None:
        """Called when the table shows the start of ``seat``'s turn (after the animations)."""
        self.on_turn(seat)

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
        """The small buttons top right: Leave (when there is a way back), sound, deck and
        speed."""
        return [*self.leave_button(), self.sound_button(), self.deck_button(), self.speed_button()]

    def leave_button(self) -> list[CornerButton]:
        """Leave (Esc), when the table has a way back to the menu."""
        return [] if self.leave is None else [(tr("net.leave"), self.leave, True)]

    def turn_line(self, key: str, seat: int, name: str) -> str:
        """Whose turn it is, in ``key``'s words ("Ben's turn (Space: skip)", or the watching
        scene's keys in a replay), or, for a person at another computer, that the game waits
        for them there."""
        if seat in self.elsewhere and seat not in self.computers:
            return tr("net.prompt_elsewhere", name=name)
        return tr(key, name=name, keys=self.pace_keys())

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
        """Show what opponents were seen taking (else it is drawn face down); always when the
        view is of every hand."""
        return self.context.settings.memory_aid or bool(self.view.every_hand)

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
