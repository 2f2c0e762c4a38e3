"""Statistics per person (by name) and per computer level, with a reset that asks first."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from goju51.app.games import StatColumn
from goju51.app.kit.design import MIN_TEXT
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import SOURCE_LANGUAGE, catalog, tr
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.stats import GameStatistics, Record
from goju51.games import DEFAULT_GAME

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

ROW = 30
HEADING = 16
"""The headings' size on the design grid, the same for every column."""


def _best(record: Record) -> str:
    return "–" if record.best_hand is None else str(record.best_hand)


FIRST_COLUMNS = (
    StatColumn("games", 90, lambda record: str(record.games)),
    StatColumn("wins", 100, lambda record: str(record.wins)),
    StatColumn("rate", 90, lambda r: tr("stats.percent", value=round(r.win_rate * 100))),
)
"""Every game's columns after the name; its score columns follow, then its own, then the
coach's."""
SCORE_COLUMNS = (
    StatColumn("average", 110, lambda record: f"{record.average_value:.1f}"),
    StatColumn("best", 110, _best),
)
"""The score columns of a game that names none of its own (``GameScreens.score_columns``)."""
COACH_COLUMN = StatColumn("coach", 160, lambda r: f"{r.hints_used} / {r.undos_used}")
NAME_WIDTH = 230
"""Widths are on the 1280-wide design grid."""


class StatisticsScene(FormScene):
    title_key = "stats.title"

    def __init__(self, flow: Navigator, game_id: str = DEFAULT_GAME) -> None:
        super().__init__(flow.context)
        self.flow = flow
        self.game_id = game_id
        self.offset = 0
        screens = flow.screens[game_id]
        self.levels = screens.spec.all_levels
        scores = SCORE_COLUMNS if screens.score_columns is None else screens.score_columns
        self.columns = (*FIRST_COLUMNS, *scores, *screens.stat_columns, COACH_COLUMN)

    def title(self) -> str:
        """Each game keeps its own statistics: the heading says whose these are."""
        return tr(self.title_key, game=tr(f"game.{self.game_id}.name"))

    def heading_key(self, column: str) -> str:
        """A column's heading: the game's own words when it has them (a Chinese 51 "game"
        is a hand: its games column says Hands, apart from its Matches)."""
        own = f"stats.col.{self.game_id}.{column}"
        return own if own in catalog(SOURCE_LANGUAGE) else f"stats.col.{column}"

    @property
    def widths(self) -> list[int]:
        return [NAME_WIDTH, *(column.width for column in self.columns)]

    def cells(self, name: str, record: Record) -> list[str]:
        """One row of the table, as text."""
        return [name, *(column.cell(record) for column in self.columns)]

    @property
    def records(self) -> GameStatistics:
        """The statistics of the game shown (each game keeps its own)."""
        return self.flow.statistics.of(self.game_id)

    def build(self) -> list[Control]:
        px = self.px
        bottom = self.size[1] - px(20)
        replays = pygame.Rect(0, 0, px(280), px(48))
        replays.midbottom = (self.size[0] // 2, bottom)
        reset = pygame.Rect(0, 0, px(280), px(48))
        reset.bottomright = (replays.left - px(16), bottom)
        back = pygame.Rect(0, 0, px(280), px(48))
        back.bottomleft = (replays.right + px(16), bottom)
        return [
            Control("back", back, lambda: tr("stats.back"), activate=self.back),
            Control(
                "replays",
                replays,
                lambda: tr("stats.replays"),
                activate=lambda: self.flow.open_replays(self.game_id),
            ),
            Control(
                "reset",
                reset,
                lambda: tr("stats.reset"),
                activate=self.ask_reset,
                enabled=lambda: bool(self.records),
            ),
        ]

    def ask_reset(self) -> None:
        self.on_stack.push(
            Dialog(
                self.context,
                lambda: tr("stats.reset_confirm"),
                [
                    (
                        lambda: tr("stats.reset_yes"),
                        lambda: self.flow.reset_statistics(self.game_id),
                    ),
                    (lambda: tr("dialog.cancel"), lambda: None),
                ],
            )
        )

    def rows(self) -> list[tuple[str, list[str] | None]]:
        """Headings (None) and rows, people first, then computer levels weakest first."""
        statistics = self.records
        rows: list[tuple[str, list[str] | None]] = []
        if statistics.people:
            rows.append((tr("stats.people"), None))
            rows += [
                ("", self.cells(name, statistics.people[name]))
                for name in sorted(statistics.people, key=str.casefold)
            ]
        if statistics.levels:
            rows.append((tr("stats.levels"), None))
            levels = self.levels
            ordered = sorted(
                statistics.levels, key=lambda level: levels.index(level) if level in levels else 99
            )
            rows += [
                (
                    "",
                    self.cells(
                        tr(f"level.{level}") if level in levels else level,
                        statistics.levels[level],
                    ),
                )
                for level in ordered
            ]
        return rows

    def visible_rows(self) -> int:
        return max(1, (self.size[1] - self.px(270)) // self.px(ROW))  # room for 2-line headings

    def scroll(self, lines: int) -> None:
        most = max(0, len(self.rows()) - self.visible_rows())
        self.offset = min(most, max(0, self.offset + lines))

    def key(self, key: int, mod: int) -> None:
        if key in (pygame.K_UP, pygame.K_DOWN) and len(self.rows()) > self.visible_rows():
            self.scroll(-1 if key == pygame.K_UP else 1)
        else:
            super().key(key, mod)

    def headings(self) -> tuple[int, list[list[str]]]:
        """The column headings' one size and each heading's lines: the largest size, from
        ``HEADING`` down, at which every heading takes two lines at most, no line wider than
        its column (F17: a long heading wraps at its neighbours' size, not shrunk alone)."""
        text, px = self.context.text, self.px
        labels = [tr(self.heading_key(key)) for key in ("name", *(c.key for c in self.columns))]
        rooms = [px(width) - px(8) for width in self.widths]
        for size in range(max(px(HEADING), MIN_TEXT), MIN_TEXT - 1, -1):
            wrapped = [
                text.wrap(label, size, room, bold=True)
                for label, room in zip(labels, rooms, strict=True)
            ]
            if all(
                len(lines) <= 2
                and all(text.render(line, size, bold=True).get_width() <= room for line in lines)
                for lines, room in zip(wrapped, rooms, strict=True)
            ):
                break
        return size, wrapped

    def _cell_place(
        self, rendered: pygame.Surface, column: int, x: int, width: int, y: int
    ) -> tuple[int, int]:
        """Names start at the left of their column; numbers (every other column) end at the
        right of theirs, so their digits line up."""
        if column == 0:
            return x, y
        return x + self.px(width) - self.px(8) - rendered.get_width(), y

    def draw_content(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        rows = self.rows()
        if not rows:
            text.blit(
                surface,
                tr("stats.empty"),
                px(24),
                "center",
                (self.size[0] // 2, self.size[1] // 2),
                colour=CREAM,
            )
            return
        widths = self.widths
        left = (self.size[0] - px(sum(widths))) // 2
        xs = [left + px(sum(widths[:i])) for i in range(len(widths))]
        y = px(100)
        heading_bottom = y + px(ROW)
        size, headings = self.headings()
        for index, (x, width, lines) in enumerate(zip(xs, widths, headings, strict=True)):
            line_y = y
            for line in lines:
                label = text.fit(line, size, px(width) - px(8), colour=GOLD, bold=True)
                surface.blit(label, self._cell_place(label, index, x, width, line_y))
                line_y += label.get_height()
            heading_bottom = max(heading_bottom, line_y)
        y = heading_bottom + px(6)
        pygame.draw.line(surface, GOLD, (left, y - px(6)), (left + px(sum(widths)), y - px(6)))
        for heading, row in rows[self.offset : self.offset + self.visible_rows()]:
            if row is None:
                text.blit(surface, heading, px(19), "topleft", (left, y), colour=GOLD, bold=True)
            else:
                for index, (x, width, cell) in enumerate(zip(xs, widths, row, strict=True)):
                    rendered = text.fit(cell, px(17), px(width) - px(8), colour=CREAM)
                    surface.blit(rendered, self._cell_place(rendered, index, x, width, y))
            y += px(ROW)
