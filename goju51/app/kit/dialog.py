"""A message or a question over the current screen, with one button per answer."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.widgets import CREAM, GOLD

BUTTON_TEXT = 20
"""The buttons' text size in design pixels."""
Answer = tuple[Callable[[], str], Callable[[], None]]
"""A button: its label, and what pressing it does (after the dialog has closed)."""


class Dialog(FormScene):
    """An overlay that takes every event until answered. The last answer is the safe one
    ("Cancel"): it has the focus at first, and Escape picks it, so a key pressed in passing
    never erases or ends anything."""

    overlay = True

    def __init__(
        self, context: Context, message: Callable[[], str], answers: Sequence[Answer]
    ) -> None:
        super().__init__(context)
        self.message = message
        self.answers = list(answers)
        self.panel = pygame.Rect(0, 0, 1, 1)

    def build(self) -> list[Control]:
        """The panel as tall as its message and its buttons need (a one-line question leaves
        no empty block above the buttons)."""
        text_height = sum(
            self.context.text.render(line, self.px(21)).get_height() + self.px(6)
            for line in self._lines()
        )
        height = self.px(30) + text_height + self.px(18) + self.px(50) + self.px(24)
        self.panel = pygame.Rect(0, 0, self.px(720), min(height, self.size[1] - self.px(20)))
        self.panel.center = (self.size[0] // 2, self.size[1] // 2)
        widths, gap = self._button_widths(), self.px(20)
        x = self.panel.centerx - (sum(widths) + (len(widths) - 1) * gap) // 2
        controls = []
        for index, ((label, action), width) in enumerate(zip(self.answers, widths, strict=True)):
            rect = pygame.Rect(x, 0, width, self.px(50))
            rect.bottom = self.panel.bottom - self.px(24)
            x = rect.right + gap
            controls.append(
                Control(
                    f"answer{index}",
                    rect,
                    label,
                    activate=partial(self.answer, action),
                    size=BUTTON_TEXT,
                )
            )
        return controls

    def _button_widths(self) -> list[int]:
        """Each button as wide as its label needs at full size on one line ("Learn it by
        playing (4 min)"), 230 design pixels at least, the row within the panel."""
        height, gap = self.px(50), self.px(20)
        needed = [
            self.context.text.render(label(), self.px(BUTTON_TEXT), bold=True).get_width()
            + height // 2
            + self.px(24)
            for label, _action in self.answers
        ]
        widths = [max(self.px(230), width) for width in needed]
        room = self.panel.width - self.px(40) - (len(widths) - 1) * gap
        if sum(widths) > room:
            widths = [width * room // sum(widths) for width in widths]
        return widths

    def _lines(self) -> list[str]:
        return self.context.text.wrap(self.message(), self.px(21), self.px(720) - self.px(60))

    def enter(self) -> None:
        super().enter()
        self.focus = len(self.controls) - 1

    def answer(self, action: Callable[[], None]) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()
        action()

    def back(self) -> None:
        self.answer(self.answers[-1][1])

    def draw(self, surface: pygame.Surface) -> None:
        self.context.panels.draw(surface, surface.get_rect(), pygame.Color(0, 0, 0, 140), 0)
        self.context.panels.draw(
            surface, self.panel, pygame.Color(12, 22, 16, 255), radius=self.px(16), border=GOLD
        )
        y = self.panel.y + self.px(30)
        for line in self._lines():
            rect = self.context.text.blit(
                surface, line, self.px(21), "midtop", (self.panel.centerx, y), colour=CREAM
            )
            y = rect.bottom + self.px(6)
        self.draw_controls(surface)
