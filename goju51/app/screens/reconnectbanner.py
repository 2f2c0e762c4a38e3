"""The line a table shows over its top edge while someone's connection is down: "Waiting for
Ben (reconnecting…) 0:42", and on the app whose own connection dropped, "Connection lost:
reconnecting… 0:42". When a countdown has run out it says who has not come back, and the
host's window offers to give that seat to a computer.

The table feeds it, each frame, the game's ``waiting()`` (``HostedGame`` or ``JoinedGame``)
and says where it may lie (``notice_room``: clear of every plate, card and button); it is
drawn last, and drawing changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.forms import design_px, design_scale
from goju51.app.kit.i18n import tr
from goju51.app.kit.scene import Scene, window_size
from goju51.app.kit.widgets import AMBER, draw_button, smallest_size
from goju51.app.network import Absence, clock_text

WIDTH = 660
LINE = 22
"""Design-grid sizes (1280×720): the banner's widest (the table's room may be narrower) and its
text's."""


GIVE_WIDTH = 300
"""Design-grid width of the host's "Give the seat to a computer" button."""


def absence_line(absence: Absence) -> str:
    if absence.yourself:
        return tr("net.banner_yourself", time=clock_text(absence.seconds))
    if absence.seconds <= 0:
        return tr("net.banner_gone", name=absence.name)
    return tr("net.banner_waiting", name=absence.name, time=clock_text(absence.seconds))


class ReconnectBanner:
    """Who the game waits for, one line each, on a panel in the middle of the room the table
    leaves for it."""

    def __init__(self, context: Context) -> None:
        self.context = context
        self.lines: list[str] = []

    def follow(self, absent: Sequence[Absence]) -> None:
        """This frame's absences (none: the banner is hidden)."""
        self.lines = [absence_line(absence) for absence in absent]

    @property
    def shown(self) -> bool:
        return bool(self.lines)

    def lay_out(
        self, size: tuple[int, int], room: pygame.Rect
    ) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
        """The banner's panel in ``room`` of a window of ``size``, and its lines, each whole
        (wrapped, and shrunk so they fit the room when they can); None: nothing to show."""
        if not self.lines:
            return None
        px = design_px(size)
        text = self.context.text
        panel_width = min(px(WIDTH), room.width)
        rendered: list[pygame.Surface] = []
        for text_size in range(px(LINE), smallest_size(px(LINE)) - 1, -1):
            rendered = [
                text.render(part, text_size, colour=AMBER, bold=True)
                for line in self.lines
                for part in text.wrap(line, text_size, panel_width - px(24), bold=True)
            ]
            if sum(r.get_height() for r in rendered) + px(16) <= room.height:
                break
        panel = pygame.Rect(0, 0, panel_width, sum(r.get_height() for r in rendered) + px(16))
        panel.center = room.center
        panel.top = max(panel.top, room.top)  # more lines than the room holds: from its top
        return panel, rendered

    def draw(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        laid_out = self.lay_out(surface.get_size(), room)
        if laid_out is None:
            return
        panel, rendered = laid_out
        px = design_px(surface.get_size())
        self.context.panels.draw(
            surface, panel, pygame.Color(12, 22, 16, 235), radius=px(14), border=AMBER
        )
        y = panel.y + px(8)
        for line in rendered:
            surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
            y += line.get_height()


class NetworkOverlay(Scene):
    """Over a table played across computers: the reconnect banner (who the game waits for)
    in the ``room`` the table leaves for it; on a joining app, Escape to leave (``leave``;
    None: the table's own keys); on the host, once someone's countdown has run out, a button
    (and G) that gives their seat to a computer (``give``: the seats overdue, and how to give
    one), so the game goes on without them."""

    overlay = True

    def __init__(
        self,
        context: Context,
        waiting: Callable[[], list[Absence]],
        room: Callable[[], pygame.Rect],
        leave: Callable[[], None] | None = None,
        give: tuple[Callable[[], list[int]], Callable[[int], None]] | None = None,
    ) -> None:
        super().__init__()
        self.context = context
        self.waiting = waiting
        self.room = room
        self.leave = leave
        self.give = give
        self.banner = ReconnectBanner(context)
        self.give_button: pygame.Rect | None = None
        """Where "Give the seat to a computer" is drawn (None: not offered now)."""
        self.banner_room = pygame.Rect(0, 0, 0, 0)
        """Where the banner lies this frame: the table's room, less the button's place."""

    def update(self, dt: float) -> None:
        """Who is awaited now and, on the host, where the button for an overdue seat lies
        (beside the banner, the pair kept inside the table's room: it covers nothing)."""
        self.banner.follow(self.waiting())
        self.banner_room = self.room()
        self.give_button = None
        if self.overdue() is None:
            return
        size = window_size()
        scale = design_scale(size)
        button = pygame.Rect(0, 0, round(GIVE_WIDTH * scale), round(44 * scale))
        gap = round(12 * scale)
        room = self.banner_room.inflate(-(button.width + gap), 0)
        room.left = self.banner_room.left
        laid_out = self.banner.lay_out(size, room)
        if laid_out is not None:
            self.banner_room = room
            button.midleft = (laid_out[0].right + gap, laid_out[0].centery)
            self.give_button = button

    def overdue(self) -> int | None:
        """The first seat whose countdown has run out, when the host may give it away."""
        if self.give is None:
            return None
        overdue = self.give[0]()
        return overdue[0] if overdue else None

    def give_away(self) -> None:
        seat = self.overdue()
        if seat is not None and self.give is not None:
            self.give[1](seat)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if self.leave is not None and event.key == pygame.K_ESCAPE:
                self.leave()
                return True
            if event.key == pygame.K_g and self.overdue() is not None:
                self.give_away()
                return True
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if clicked and self.give_button is not None and self.give_button.collidepoint(event.pos):
            self.give_away()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.banner.draw(surface, self.banner_room)
        if self.give_button is not None:
            scale = design_scale(surface.get_size())
            label = tr("net.give_overdue")
            draw_button(surface, self.context.text, self.give_button, label, size=round(16 * scale))
