"""The line a table shows over its top edge while someone's connection is down: "Waiting for
Ben (reconnecting…) 0:42", and on the app whose own connection dropped, "Connection lost:
reconnecting… 0:42". When a countdown has run out it says the host may give the seat to a
computer.

The table feeds it, each frame, the game's ``waiting()`` (``HostedGame`` or ``JoinedGame``)
and says where it may lie (``notice_room``: clear of every plate, card and button); it is
drawn last, and drawing changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.forms import DESIGN_SIZE
from goju51.app.kit.i18n import tr
from goju51.app.kit.scene import Scene
from goju51.app.kit.widgets import AMBER
from goju51.app.network import Absence, clock_text

WIDTH = 660
LINE = 22
"""Design-grid sizes (1280×720): the banner's widest (the table's room may be narrower) and its
text's."""


def absence_line(absence: Absence) -> str:
    if absence.yourself:
        return tr("net.banner_yourself", time=clock_text(absence.seconds))
    if absence.seconds <= 0:
        return tr("net.banner_overdue", name=absence.name)
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

    def draw(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        if not self.lines:
            return
        width, height = surface.get_size()
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])

        def px(base: float) -> int:
            return max(1, round(base * scale))

        text = self.context.text
        panel_width = min(px(WIDTH), room.width)
        rendered = [
            text.fit(line, px(LINE), panel_width - px(40), colour=AMBER, bold=True)
            for line in self.lines
        ]
        panel = pygame.Rect(0, 0, panel_width, sum(r.get_height() for r in rendered) + px(24))
        panel.center = room.center
        panel.top = max(panel.top, room.top)  # more lines than the room holds: from its top
        self.context.panels.draw(
            surface, panel, pygame.Color(12, 22, 16, 235), radius=px(14), border=AMBER
        )
        y = panel.y + px(12)
        for line in rendered:
            surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
            y += line.get_height()


class NetworkOverlay(Scene):
    """Over a table played across computers: the reconnect banner (who the game waits for)
    in the ``room`` the table leaves for it, and, on a joining app, Escape to leave
    (``leave``; None: the table's own keys)."""

    overlay = True

    def __init__(
        self,
        context: Context,
        waiting: Callable[[], list[Absence]],
        room: Callable[[], pygame.Rect],
        leave: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.waiting = waiting
        self.room = room
        self.leave = leave
        self.banner = ReconnectBanner(context)

    def update(self, dt: float) -> None:
        self.banner.follow(self.waiting())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.leave is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.banner.draw(surface, self.room())
