"""Watching a finished game again, move by move: its record played back through the engine
(``Replay``) and the messages one seat was sent fed to the game's own table, so a replay is
drawn exactly as the game was. This scene lies over that table with the controls: play and
pause, a step back and forward, the animation speed, every hand shown or the seat's own view,
and a way out. The table's own settings buttons (sound, deck, speed) work as at the table; it
takes no other input, and its prompt and key help say the replay's keys.

While playing, a computer's move comes when the table has shown the position for the
computer's pace, as it did live; a person's move after ``PERSON_PAUSE`` seconds. A step forward
shows the next move at once; a step back seats the table again one move earlier. Showing every
hand seats the table again at the same move, sent what a seat that may know everything is sent.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from goju51.app.games import GameScreens
from goju51.app.kit.context import Context
from goju51.app.kit.i18n import tr
from goju51.app.kit.preferences import SPEEDS, speed_name
from goju51.app.kit.scene import Scene, SceneStack, window_size
from goju51.app.kit.widgets import draw_button
from goju51.app.table.base import TableBase
from goju51.host.replay import Record, Replay, ReplayLink
from goju51.host.seatreplay import SeatRecord, SeatReplay

PERSON_PAUSE = 1.2
"""Seconds (at normal speed) a replay waits before showing a person's move."""
BAR_HEIGHT = 56
"""The control bar's height on the 1280×720 design grid."""
KEYS = ("replay.keys", "replay.keys_more")
"""What the replay's keys do, said by the table in place of its own key help."""
SEAT_KEYS = ("replay.keys", "replay.keys_seat")
"""The keys of a replay that can show only its seat's view (kept from the seat's messages)."""


class ReplayScene(Scene):
    """The replay's controls over its table; see the module docstring. ``ValueError`` when the
    record does not replay (a damaged file)."""

    overlay = True

    def __init__(
        self,
        context: Context,
        screens: GameScreens,
        record: Record | SeatRecord,
        seat: int,
        close: Callable[[], None],
        settings_changed: Callable[[], None] = lambda: None,
    ) -> None:
        super().__init__()
        self.context = context
        self.screens = screens
        self.replay: Replay | SeatReplay = (
            Replay(screens.spec, record)
            if isinstance(record, Record)
            else SeatReplay(screens.spec, record)
        )
        self.seat = seat
        self.every_hand = False
        """Every hidden hand shown (else the seat's own view, as it was played)."""
        self.offers_every_hand = isinstance(record, Record)
        """A whole game's record can show every hand; a seat's own messages only its view."""
        self.close = close
        self.settings_changed = settings_changed
        self.start = 0
        """The position the table was seated at (moves since are the link's)."""
        self.link = ReplayLink([])
        self.table: TableBase | None = None
        self.playing = True
        self.waited = 0.0
        self.scale = 1.0
        self.buttons: list[tuple[pygame.Rect, str, Callable[[], None]]] = []
        self.pointer = (-1, -1)
        self.laid_out_for = (0, 0)
        """The window size the table was last laid out for (above the controls)."""

    # ----------------------------------------------------------------------------- position

    @property
    def position(self) -> int:
        """Moves shown so far (0: the deal)."""
        return self.start + self.link.shown

    def show(self, stack: SceneStack, position: int) -> None:
        """Seat a fresh table at ``position`` in ``stack`` (the deal animates at 0), under
        these controls."""
        seated = self.replay.seated(self.seat, position, self.every_hand)
        self.start = position
        self.link = ReplayLink(self.replay.after(self.seat, position, self.every_hand))
        self.link.playing = self.playing
        table = self.screens.quick_table(self.context, self.link, seated, play_again=None)
        assert isinstance(table, TableBase)
        table.room_below = BAR_HEIGHT  # it enters laid out above the controls
        table.watched_keys = KEYS if self.offers_every_hand else SEAT_KEYS
        if self.table is not None:
            table.keep_choices_of(self.table)
        self.table = table
        self.laid_out_for = window_size()
        stack.clear()
        stack.push(table)
        stack.push(self)
        self.context.record("replay", position=position)

    def toggle_play(self) -> None:
        self.playing = self.link.playing = not self.playing
        self.waited = 0.0

    def step_forward(self) -> None:
        """Show the next move now (and stop playing)."""
        self.playing = self.link.playing = False
        if self.table is not None:
            self.table.skip()
        self.link.release()

    def step_back(self) -> None:
        """Seat the table one move earlier (and stop playing)."""
        self.playing = False
        if self.stack is not None and self.position > 0:
            self.show(self.stack, self.position - 1)

    def toggle_every_hand(self) -> None:
        """Every hand shown, or the seat's own view: the table seated again at this move."""
        if not self.offers_every_hand:
            return
        self.every_hand = not self.every_hand
        if self.stack is not None:
            self.show(self.stack, self.position)

    def next_speed(self) -> None:
        self.context.settings.next_speed()
        self.settings_changed()

    def toggle_sound(self) -> None:
        """M, as at the table."""
        if self.table is not None:
            self.table.toggle_sound()
            self.settings_changed()

    # ------------------------------------------------------------------------------ scene

    def enter(self) -> None:
        self.resize(window_size())

    def resize(self, size: tuple[int, int]) -> None:
        """The controls along the bottom, the table laid out in the window above them."""
        self.scale = min(size[0] / 1280, size[1] / 720)
        px = self.px
        if self.table is not None and size != self.laid_out_for:  # the window was resized
            self.laid_out_for = size
            self.table.resize(self.table.room(size))
        actions: list[tuple[str, Callable[[], None], int]] = [
            ("back", self.step_back, 130),
            ("play", self.toggle_play, 120),
            ("forward", self.step_forward, 130),
            ("speed", self.next_speed, 180),
            ("every_hand", self.toggle_every_hand, 240),
            ("close", self.close, 110),
        ]
        if not self.offers_every_hand:
            actions = [action for action in actions if action[0] != "every_hand"]
        gap = px(10)
        widths = [px(width) for _key, _action, width in actions]
        x = size[0] - px(14) - sum(widths) - gap * (len(widths) - 1)  # the title on the left
        y = size[1] - px(BAR_HEIGHT) + px(8)
        self.buttons = []
        for (key, action, _width), width in zip(actions, widths, strict=True):
            self.buttons.append((pygame.Rect(x, y, width, px(40)), key, action))
            x += width + gap

    def px(self, base: float) -> int:
        return max(1, round(base * self.scale))

    def update(self, dt: float) -> None:
        table = self.table
        if table is None or not self.playing or table.animating or not self.link.pending:
            return
        if table.computer_pace is None:  # a person's move comes after a pause
            self.waited += dt * self.context.settings.speed
            if self.waited >= PERSON_PAUSE:
                self.waited = 0.0
                self.link.release()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Every input is the replay's: the table below is only watched, but for its
        settings buttons (how it is shown, never the game)."""
        table = self.table
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if table is not None:
                table.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, _key, action in self.buttons:
                if rect.collidepoint(event.pos):
                    self.context.play("click")
                    action()
                    break
            else:
                if table is not None and table.press_setting(event.pos):
                    self.settings_changed()
        elif event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_SPACE: self.toggle_play,
                pygame.K_LEFT: self.step_back,
                pygame.K_RIGHT: self.step_forward,
                pygame.K_s: self.next_speed,
                pygame.K_a: self.toggle_every_hand,
                pygame.K_m: self.toggle_sound,
                pygame.K_ESCAPE: self.close,
            }
            pressed = keys.get(event.key)
            if pressed is not None:
                pressed()
        return True

    def label(self, key: str) -> str:
        if key == "play":
            return tr("replay.pause" if self.playing else "replay.play")
        if key == "speed":
            speed = speed_name(self.context.settings.speed)
            return tr("table.speed", speed=tr(f"speed.{speed}") if speed in SPEEDS else speed)
        return tr(f"replay.{key}")

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        width, height = surface.get_size()
        bar = pygame.Rect(0, height - px(BAR_HEIGHT), width, px(BAR_HEIGHT))
        surface.fill(pygame.Color(8, 20, 14), bar)
        text = self.context.text
        where = tr("replay.position", move=self.position, moves=self.replay.length)
        title = text.fit(
            tr("replay.title", position=where), px(16), self.buttons[0][0].left - px(24)
        )
        surface.blit(title, title.get_rect(midleft=(px(14), bar.centery)))
        lit = {"play": self.playing, "every_hand": self.every_hand}
        for rect, key, _action in self.buttons:
            enabled = not (key == "back" and self.position == 0) and not (
                key == "forward" and not self.link.pending
            )
            draw_button(
                surface,
                text,
                rect,
                self.label(key),
                enabled=enabled,
                active=lit.get(key, False),
                hovered=rect.collidepoint(self.pointer),
                size=px(16),
            )
