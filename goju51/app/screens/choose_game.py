"""Which game: each game the window can show, with a line about it and its table sizes.

Shown before the set-up, the rules and the statistics when more than one game can be played;
with a single game the app goes straight on.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import CREAM

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

ROW_HEIGHT = 64
ROW_GAP = 48
"""Room under each game's button for its one-line description."""


class ChooseGameScene(FormScene):
    title_key = "choose.title"
    keys_help = "menu.keys"

    def __init__(self, flow: Navigator, chosen: Callable[[str], None]) -> None:
        super().__init__(flow.context)
        self.flow = flow
        self.chosen = chosen
        self.game_ids = list(flow.screens)

    def build(self) -> list[Control]:
        row = self.column(130, 640, ROW_HEIGHT, ROW_GAP)
        controls = [
            Control(
                f"game:{game_id}",
                row(index),
                partial(self.label, game_id),
                activate=partial(self.choose, game_id),
                size=22,
            )
            for index, game_id in enumerate(self.game_ids)
        ]
        back = self.column(130 + len(self.game_ids) * (ROW_HEIGHT + ROW_GAP), 380)(0)
        controls.append(Control("back", back, lambda: tr("choose.back"), activate=self.back))
        return controls

    def label(self, game_id: str) -> str:
        players = self.flow.screens[game_id].spec.players
        return tr(
            "choose.game",
            name=tr(f"game.{game_id}.name"),
            low=players.start,
            high=players.stop - 1,
        )

    def detail(self, game_id: str) -> str:
        """The line under a game's button."""
        return tr(f"game.{game_id}.blurb")

    def choose(self, game_id: str) -> None:
        self.on_stack.pop()
        self.chosen(game_id)

    def draw_content(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        for control, game_id in zip(self.controls, self.game_ids, strict=False):
            blurb = text.fit(self.detail(game_id), px(17), px(900), colour=CREAM)
            surface.blit(
                blurb, blurb.get_rect(midtop=(control.rect.centerx, control.rect.bottom + px(8)))
            )
