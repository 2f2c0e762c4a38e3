"""The rules screen of any game: a tab per page (sized to fit the window), ← → to turn the pages,
↑ ↓ (or the wheel) to scroll a long page, and Done to go back.

A game's rules scene names its ``pages`` and the catalog keys of their tabs, lays a page out as
placed items (``_lay_out``: text lines, cards, dice, whatever it shows) and draws each item
(``draw_item``); the layout is kept until the page, the window's size or the language changes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from goju51.app.kit import fonts
from goju51.app.kit.context import Context
from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import language, tr

SCROLL_STEP = 40
"""Design pixels one ↑ or ↓ scrolls."""
TALLEST_ITEM = 140
"""Design pixels: an item placed further than this above the visible part is not drawn."""

Item = tuple[str, Any, tuple[int, int]]
"""A placed piece of a page: (kind, what, point from the top of the page)."""

Line = tuple[str, Path]
"""A line of a paragraph and the face the whole paragraph is drawn in."""


class RulesScreen(FormScene):
    """The paged, scrollable rules; see the module docstring."""

    keys_help = "rules.keys"
    pages: tuple[str, ...] = ()
    tab_key = "rules.page.{page}"
    """Catalog key of a page's tab."""
    tab_width = 224
    """Design width of a tab when the window has room for it."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.page = self.pages[0]
        self.offset = 0
        self._laid_out: tuple[object, list[Item], int] = (None, [], 0)
        self.learn: tuple[Callable[[], str], Callable[[], None]] | None = None
        """The game's guided game, offered bottom left: its label and what opens it."""

    # ------------------------------------------------------------------ what a game supplies

    def _lay_out(self) -> tuple[list[Item], int]:
        """The page's items, placed from its top, and the page's height."""
        raise NotImplementedError

    def draw_item(
        self, surface: pygame.Surface, kind: str, item: Any, point: tuple[int, int]
    ) -> None:
        """Draw one placed item at ``point`` on the screen."""
        raise NotImplementedError

    # ------------------------------------------------------------------------------ shell

    def _tab(self, page: str, rect: pygame.Rect) -> Control:
        """The tab that opens ``page``, lit while it is shown."""
        return Control(
            f"page:{page}",
            rect,
            lambda: tr(self.tab_key.format(page=page)),
            activate=lambda: self.show(page),
            active=lambda: self.page == page,
            size=16,
        )

    def build(self) -> list[Control]:
        px = self.px
        count = len(self.pages)
        gap = px(10)
        width = min(px(self.tab_width), (self.size[0] - 2 * px(20) - (count - 1) * gap) // count)
        left = self.size[0] // 2 - (count * width + (count - 1) * gap) // 2
        controls = [
            self._tab(page, pygame.Rect(left + i * (width + gap), px(86), width, px(42)))
            for i, page in enumerate(self.pages)
        ]
        back = pygame.Rect(0, 0, px(260), px(44))
        back.bottomright = (self.size[0] - px(20), self.size[1] - px(10))
        controls.append(
            Control("back", back, lambda: tr("settings.done"), activate=self.back, size=17)
        )
        if self.learn is not None:
            label, open_lesson = self.learn
            learn = pygame.Rect(0, 0, px(360), px(44))
            learn.bottomleft = (px(20), self.size[1] - px(10))
            controls.append(Control("learn", learn, label, activate=open_lesson, size=17))
        return controls

    def show(self, page: str) -> None:
        self.page = page
        self.offset = 0

    @property
    def viewport(self) -> pygame.Rect:
        top = self.px(140)
        return pygame.Rect(0, top, self.size[0], self.size[1] - top - self.px(64))

    def scroll(self, lines: int) -> None:
        most = max(0, self.page_items()[1] - self.viewport.height)
        self.offset = min(most, max(0, self.offset + lines * self.px(SCROLL_STEP)))

    def key(self, key: int, mod: int) -> None:
        pages = list(self.pages)
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            self.show(pages[(pages.index(self.page) + step) % len(pages)])
            self.focus = pages.index(self.page)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll(-1 if key == pygame.K_UP else 1)
        else:
            super().key(key, mod)

    def paragraph(self, text: str, size: int, width: int, bold: bool = False) -> list[Line]:
        """The lines of a paragraph, all in one face: a French paragraph quoting 明算 is drawn
        in the face that has those characters from its first line to its last, not in two
        faces by turns."""
        face = fonts.face_for(text, bold)
        lines = self.context.text.wrap(text, size, width, bold=bold, face=face)
        return [(line, face) for line in lines]

    def draw_line(
        self,
        surface: pygame.Surface,
        line: Line,
        size: int,
        point: tuple[int, int],
        colour: pygame.Color,
        bold: bool = False,
    ) -> None:
        """A ``paragraph`` line with its top left at ``point``."""
        words, face = line
        self.context.text.blit(
            surface, words, size, "topleft", point, colour=colour, bold=bold, face=face
        )

    def page_items(self) -> tuple[list[Item], int]:
        """What the page shows, placed from its top, and its height; laid out once per page,
        size and language."""
        key = (self.page, self.size, language())
        if self._laid_out[0] != key:
            self._laid_out = (key, *self._lay_out())
        return self._laid_out[1], self._laid_out[2]

    def draw_content(self, surface: pygame.Surface) -> None:
        viewport = self.viewport
        surface.set_clip(viewport)
        items, _height = self.page_items()
        for kind, item, (x, y) in items:
            point = (x, y + viewport.y - self.offset)
            if point[1] > viewport.bottom or point[1] < viewport.y - self.px(TALLEST_ITEM):
                continue
            self.draw_item(surface, kind, item, point)
        surface.set_clip(None)
