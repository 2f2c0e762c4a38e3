"""Pass-and-play: the screen between two people's turns. It is opaque and draws no card, so
nobody sees the next person's hand until that person says they are ready."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import CREAM, GOLD


class HandOverScene(FormScene):
    def __init__(
        self,
        context: Context,
        name: str,
        ready: Callable[[], None],
        menu: Callable[[], None],
        scores: str = "",
        *,
        body_key: str = "handover.body",
        ready_key: str = "handover.ready",
        menu_key: str = "table.menu",
        keys_help: str = "handover.keys",
    ) -> None:
        super().__init__(context)
        self.name = name
        self.ready = ready
        self.menu = menu
        self.scores = scores
        self.body_key = body_key
        self.ready_key = ready_key
        self.menu_key = menu_key
        """What the way out is called (a game joined on another computer is left, not
        saved here)."""
        self.keys_help = keys_help

    def build(self) -> list[Control]:
        row = self.column(400, 560, 60, 16)
        return [
            Control(
                "ready",
                row(0),
                lambda: tr(self.ready_key, name=self.name),
                activate=self.ready,
                size=22,
            ),
            Control("menu", row(1), lambda: tr(self.menu_key), activate=self.menu, size=18),
        ]

    def back(self) -> None:
        self.menu()

    def draw_content(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        centre = self.size[0] // 2
        title = text.fit(
            tr("handover.title", name=self.name),
            px(48),
            self.size[0] - px(80),
            colour=GOLD,
            bold=True,
        )
        surface.blit(title, title.get_rect(midtop=(centre, px(150))))
        self.draw_lines(
            surface, [tr(self.body_key, name=self.name)], px(240), px(22), px(900), colour=CREAM
        )
        if self.scores:
            line = text.fit(self.scores, px(18), px(900), colour=CREAM)
            surface.blit(line, line.get_rect(midtop=(centre, px(320))))
