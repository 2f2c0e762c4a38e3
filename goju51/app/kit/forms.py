"""Screens made of buttons: the menus, set-up, settings, statistics and dialogs.

A ``FormScene`` holds a list of ``Control``s laid out by ``build(size)``; it gives them all the
same behaviour: the mouse clicks them (right click steps a choice backwards), ↑ ↓ and Tab move
a visible focus ring, ← → change a choice, Enter or Space press, typing edits a text field,
Escape goes back. Labels are functions, looked up when drawn, so a language change shows at
once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.i18n import tr
from goju51.app.kit.scene import Scene
from goju51.app.kit.widgets import (
    ALERT,
    AMBER,
    CREAM,
    FOCUS,
    GOLD,
    choice_arrow_zone,
    draw_button,
    draw_focus,
)

DESIGN_SIZE = (1280, 720)
ERROR_SECONDS = 5.0
FELT_DARK = pygame.Color(10, 52, 32)
FELT_LIGHT = pygame.Color(30, 104, 62)
MUTED_INK = pygame.Color(190, 206, 194)


def design_scale(size: tuple[int, int]) -> float:
    """How much a window of ``size`` enlarges the design grid (``DESIGN_SIZE``): the smaller
    of its two ratios, so that a layout fits both ways."""
    return min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1])


def design_px(size: tuple[int, int]) -> Callable[[float], int]:
    """Design-grid lengths in pixels of a window of ``size`` (never under one)."""
    scale = design_scale(size)
    return lambda base: max(1, round(base * scale))


def _never() -> bool:
    return False


def _always() -> bool:
    return True


@dataclass
class Control:
    """One focusable thing: a button, a choice (``change``) or a text field (``edit``)."""

    key: str
    rect: pygame.Rect
    label: Callable[[], str]
    activate: Callable[[], None] | None = None
    change: Callable[[int], None] | None = None
    edit: tuple[Callable[[], str], Callable[[str], None], int] | None = None
    """A text field: (get, set, maximum length)."""
    enabled: Callable[[], bool] = _always
    active: Callable[[], bool] = _never
    """Drawn filled gold (a switch that is on). A choice that is no switch shows ◀ ▶."""
    size: int = 20
    placeholder: Callable[[], str] | None = None

    def press(self, step: int = 1) -> None:
        if not self.enabled():
            return
        if self.change is not None:
            self.change(step)
        elif self.activate is not None:
            self.activate()


@dataclass
class Felt:
    """The dark green background of every menu screen, painted once per size."""

    size: tuple[int, int] = (0, 0)
    surface: pygame.Surface = field(default_factory=lambda: pygame.Surface((1, 1)))

    def get(self, size: tuple[int, int]) -> pygame.Surface:
        if size != self.size:
            small = pygame.Surface((32, 18))
            small.fill(FELT_DARK)
            for ring in range(8):
                grow = 1 - ring / 8
                box = pygame.Rect(0, 0, round(48 * grow), round(30 * grow))
                box.center = (16, 7)
                pygame.draw.ellipse(small, FELT_DARK.lerp(FELT_LIGHT, (ring + 1) / 8), box)
            self.surface = pygame.transform.smoothscale(small, size)
            if pygame.display.get_surface() is not None:
                self.surface = self.surface.convert()
            self.size = size
        return self.surface


class FormScene(Scene):
    """A screen of controls; subclasses build them and may draw more around them."""

    title_key = ""
    keys_help = ""
    """Catalog key of the line of keyboard help at the bottom."""

    def __init__(self, context: Context) -> None:
        super().__init__()
        self.context = context
        self.controls: list[Control] = []
        self.focus = 0
        self.pointer = (-1, -1)
        self.size = DESIGN_SIZE
        self.scale = 1.0
        self.error: tuple[str, float] | None = None
        self.marked: str | None = None
        """The key of a field drawn in the alert colour until it is edited (a name to mend)."""
        self.felt = Felt()

    # -------------------------------------------------------------------- layout

    def px(self, base: float) -> int:
        return max(1, round(base * self.scale))

    def enter(self) -> None:
        surface = pygame.display.get_surface()
        self.resize(surface.get_size() if surface else DESIGN_SIZE)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (size[0], size[1])
        self.scale = design_scale(size)
        self.rebuild()

    def rebuild(self) -> None:
        """Lay the controls out again, keeping the focus on the same control."""
        focused = self.focused.key if self.focused else None
        self.controls = self.build()
        keys = [control.key for control in self.controls]
        self.focus = keys.index(focused) if focused in keys else self._first_enabled()

    def build(self) -> list[Control]:
        raise NotImplementedError

    def column(
        self,
        top: float,
        width: float,
        height: float = 50,
        gap: float = 12,
        centre_x: int | None = None,
    ) -> Callable[[int], pygame.Rect]:
        """Rects for a centred column of rows on the design grid: ``row(i)``."""
        centre_x = self.size[0] // 2 if centre_x is None else centre_x

        def row(index: int) -> pygame.Rect:
            rect = pygame.Rect(0, 0, self.px(width), self.px(height))
            rect.midtop = (centre_x, self.px(top + index * (height + gap)))
            return rect

        return row

    @property
    def focused(self) -> Control | None:
        return self.controls[self.focus] if 0 <= self.focus < len(self.controls) else None

    def _first_enabled(self) -> int:
        return next((i for i, c in enumerate(self.controls) if c.enabled()), 0)

    # ---------------------------------------------------------------------- input

    def back(self) -> None:
        """Escape: leave this screen."""
        if self.stack is not None:
            self.stack.pop()

    def say(self, message: str) -> None:
        """Show a message (bad input) under the controls for a few seconds."""
        self.error = (message, ERROR_SECONDS)
        self.context.play("click")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.pointer = event.pos
            self.click(event.pos, 1 if event.button == 1 else -1)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.TEXTINPUT:
            self.type_text(event.text)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key, event.mod if hasattr(event, "mod") else 0)
        return True

    def click(self, pos: tuple[int, int], step: int) -> None:
        for index, control in enumerate(self.controls):
            if control.rect.collidepoint(pos) and control.enabled():
                self.focus = index
                if control.edit is None:
                    self.context.play("click")
                    back = choice_arrow_zone(control.rect, -1).collidepoint(pos)
                    control.press(-step if control.change is not None and back else step)
                return

    def scroll(self, lines: int) -> None:
        """The mouse wheel or ↑ ↓ past the controls (scrolling screens override this)."""

    def key(self, key: int, mod: int) -> None:
        control = self.focused
        editing = control is not None and control.edit is not None
        if key == pygame.K_ESCAPE:
            self.back()
        elif key in (pygame.K_UP, pygame.K_DOWN) or key == pygame.K_TAB:
            backwards = key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT)
            self.move_focus(-1 if backwards else 1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and control is not None and not editing:
            if control.change is not None and control.enabled():
                self.context.play("click")
                control.change(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
        elif key == pygame.K_SPACE and control is not None and not editing:
            self.context.play("click")
            control.press()
        elif key == pygame.K_BACKSPACE and control is not None and control.edit is not None:
            if control.key == self.marked:
                self.marked = None
            get, put, _limit = control.edit
            put(get()[:-1])
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(-8 if key == pygame.K_PAGEUP else 8)

    def submit(self) -> None:
        """Enter: press the focused control (a form with a default action overrides this)."""
        control = self.focused
        if control is not None and control.edit is None:
            self.context.play("click")
            control.press()
        elif control is not None:
            self.move_focus(1)

    def mark(self, key: str) -> None:
        """Focus the control ``key`` and outline it in the alert colour until it is edited."""
        keys = [control.key for control in self.controls]
        if key in keys:
            self.focus = keys.index(key)
            self.marked = key

    def type_text(self, typed: str) -> None:
        control = self.focused
        if control is None or control.edit is None:
            return
        if control.key == self.marked:
            self.marked = None
        get, put, limit = control.edit
        cleaned = "".join(ch for ch in typed if ch.isprintable())
        current = get()
        if len(current) + len(cleaned) > limit:
            self.say(self.too_long_message())
            cleaned = cleaned[: max(0, limit - len(current))]
        put(current + cleaned)

    def too_long_message(self) -> str:
        return ""

    def move_focus(self, step: int) -> None:
        if not self.controls:
            return
        index = self.focus
        for _ in range(len(self.controls)):
            index = (index + step) % len(self.controls)
            if self.controls[index].enabled():
                break
        self.focus = index

    # --------------------------------------------------------------------- frames

    def update(self, dt: float) -> None:
        if self.error is not None:
            message, left = self.error
            self.error = (message, left - dt) if left > dt else None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.felt.get(self.size), (0, 0))
        if self.title_key:
            self.context.text.blit(
                surface,
                self.title(),
                self.px(40),
                "midtop",
                (self.size[0] // 2, self.px(26)),
                colour=GOLD,
                bold=True,
            )
        self.draw_content(surface)
        self.draw_controls(surface)
        self.draw_footer(surface)

    def title(self) -> str:
        """The heading at the top (``title_key``'s words; a screen may fill them in)."""
        return tr(self.title_key)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What a screen shows besides its controls."""

    def draw_controls(self, surface: pygame.Surface) -> None:
        text = self.context.text
        for index, control in enumerate(self.controls):
            hovered = control.rect.collidepoint(self.pointer)
            if control.edit is not None:
                self.draw_field(surface, control, index == self.focus)
            else:
                draw_button(
                    surface,
                    text,
                    control.rect,
                    control.label(),
                    enabled=control.enabled(),
                    active=control.active(),
                    hovered=hovered,
                    size=self.px(control.size),
                    arrows=control.change is not None and control.active is _never,
                )
        focused = self.focused
        covered = self.stack is not None and self.stack.top is not self  # a dialog is on top
        if focused is not None and not covered:
            draw_focus(surface, focused.rect, max(2, self.px(3)))

    def draw_field(self, surface: pygame.Surface, control: Control, focused: bool) -> None:
        """A text box: the text, a caret when focused, the placeholder when empty."""
        text, rect = self.context.text, control.rect
        self.context.panels.draw(
            surface,
            rect,
            pygame.Color(246, 241, 226, 235),
            radius=rect.height // 4,
            border=FOCUS if focused else GOLD,
        )
        if control.key == self.marked:  # a name to mend: a clear red frame inside the field
            inset = rect.inflate(-self.px(6), -self.px(6))
            pygame.draw.rect(surface, ALERT, inset, max(2, self.px(3)), rect.height // 5)
        value = control.label()
        ink = pygame.Color(28, 28, 30)
        shown = value or (control.placeholder() if control.placeholder else "")
        colour = ink if value else pygame.Color(120, 120, 118)
        rendered = text.fit(
            shown or " ", self.px(control.size), rect.width - self.px(24), colour=colour
        )
        left = rect.x + self.px(12)
        surface.blit(rendered, rendered.get_rect(midleft=(left, rect.centery)))
        if focused:
            caret_x = left + (rendered.get_width() if value else 0) + 1
            pygame.draw.line(
                surface,
                ink,
                (caret_x, rect.y + self.px(10)),
                (caret_x, rect.bottom - self.px(10)),
                max(1, self.px(2)),
            )

    def draw_footer(self, surface: pygame.Surface) -> None:
        text = self.context.text
        bottom = self.size[1] - self.px(14)
        if self.keys_help:
            line = text.fit(
                tr(self.keys_help), self.px(16), self.size[0] - self.px(40), colour=MUTED_INK
            )
            surface.blit(line, line.get_rect(midbottom=(self.size[0] // 2, bottom)))
        if self.error is not None:
            line = text.fit(
                self.error[0], self.px(19), self.size[0] - self.px(60), colour=AMBER, bold=True
            )
            surface.blit(line, line.get_rect(midbottom=(self.size[0] // 2, bottom - self.px(28))))

    def draw_lines(
        self,
        surface: pygame.Surface,
        lines: list[str],
        top: int,
        size: int,
        width: int,
        colour: pygame.Color = CREAM,
        bold: bool = False,
    ) -> int:
        """Wrapped, centred paragraph lines from ``top``; returns the y below them."""
        text = self.context.text
        y = top
        for paragraph in lines:
            for line in text.wrap(paragraph, size, width, bold=bold):
                rect = text.blit(
                    surface, line, size, "midtop", (self.size[0] // 2, y), colour=colour, bold=bold
                )
                y = rect.bottom + self.px(4)
        return y
