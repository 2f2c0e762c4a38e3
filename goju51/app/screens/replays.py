"""The finished games of one game kept to be watched again (the newest first), reached from its
statistics: each row says when it was played, who played and who won; choosing one watches it."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import join_names, tr
from goju51.app.saves import KeptReplay

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

ROWS_SHOWN = 10
"""Kept games listed at once (the newest; twenty are kept in all games together)."""


def when_played(kept: KeptReplay) -> str:
    """The local date and time the game ended ("2026-11-28 14:05")."""
    seconds = int(kept.name.split(".")[0]) / 1e9
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))


def replay_line(kept: KeptReplay) -> str:
    """One kept game in a line: when, who played, who won."""
    record = kept.record
    winners = join_names([record.names[seat] for seat in record.ended.winners])
    return tr(
        "replays.row",
        when=when_played(kept),
        players=" · ".join(record.names),
        winners=winners,
    )


class ReplaysScene(FormScene):
    title_key = "replays.title"

    def __init__(self, flow: Navigator, game_id: str, kept: list[KeptReplay]) -> None:
        super().__init__(flow.context)
        self.flow = flow
        self.game_id = game_id
        self.kept = [entry for entry in kept if entry.record.game == game_id][:ROWS_SHOWN]

    def title(self) -> str:
        return tr(self.title_key, game=tr(f"game.{self.game_id}.name"))

    def build(self) -> list[Control]:
        row = self.column(110, 1100, height=44, gap=8)
        controls = [
            Control(f"replay-{index}", row(index), *self._row(kept), size=17)
            for index, kept in enumerate(self.kept)
        ]
        back = row(ROWS_SHOWN).copy()
        back.width = self.px(300)
        back.centerx = self.size[0] // 2
        back.y += self.px(8)
        return [*controls, Control("back", back, lambda: tr("stats.back"), activate=self.back)]

    def _row(self, kept: KeptReplay) -> tuple[Callable[[], str], Callable[[], None]]:
        """A kept game's row: its line, and watching it."""
        return (lambda: replay_line(kept)), (lambda: self.flow.watch(kept.record, self.reopen))

    def reopen(self) -> None:
        """After watching: this list again, over the statistics it came from."""
        self.flow.open_replays(self.game_id)

    def draw_content(self, surface: pygame.Surface) -> None:
        if not self.kept:
            self.context.text.blit(
                surface,
                tr("replays.none"),
                self.px(20),
                "midtop",
                (self.size[0] // 2, self.px(130)),
            )
