"""A guided first game at the table, whatever the game: the guide panel over the game's own
table. It says what to do now and why (the step's line, its numbers worked out by the engine),
makes the step's target glow with an arrow pointing at it (the table says where the target is:
``TableBase.target_rect``), offers "Next" at a step that only explains, says the step's friendly
line when the host refuses a move as not taught now, and the coach's reason after a free step
(and before it, asked for with H).

The panel follows the table, not the host: a step comes up once the table has shown every move
before it, and while the computers still have moves to play the step before stays up without
its glow. The table holds the computers while an explaining step is unread. Escape leaves the
lesson at its step; at its end the panel offers a practice game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.forms import design_px
from goju51.app.kit.i18n import tr
from goju51.app.kit.scene import Scene
from goju51.app.kit.widgets import CREAM, GOLD, draw_button
from goju51.app.screens.results import ResultsPanel
from goju51.app.table.base import TableBase
from goju51.core.lesson import Step
from goju51.host.guide import GUIDE_NOT_NOW

PANEL_WIDTH = 400
TEXT = 19
SMALL = 15
BUTTON = (150, 40)
MARGIN = 12
"""Design-grid sizes (1280×720) of the panel, its text and its buttons."""
SHRINK_STEPS = (0, 2, 4)
"""Design points the text gives up, one step at a time, until the panel fits its room."""
GLOW = pygame.Color(255, 214, 90)
ARROW_SIZES = ((56, 22, 8), (36, 22, 8), (20, 22, 8), (8, 18, 5))
"""Design pixels of the arrow's shaft, its head (each side) and how far it bobs, the largest
first: a smaller one fits between things a larger one would cross (the last, between the
hand and the buttons beside it)."""
ARROW_GAP = 4
"""Design pixels between the arrow's tip and the glow."""
ARROW_SIDES = ((0, -1), (0, 1), (-1, 0), (1, 0))
"""Where the arrow comes from, in order: above, below, the left and the right."""
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n)


class LessonInPlay(Protocol):
    """Where the guide is in the lesson's game (``goju51.app.guidedgame.GuidedGame``): the
    panel asks, it never holds the game."""

    @property
    def steps(self) -> tuple[Step, ...]: ...

    def moves_played(self) -> int: ...

    def index(self) -> int: ...

    def current(self) -> Step | None: ...

    def ready(self) -> bool: ...

    def numbers(self) -> Mapping[str, int]: ...

    def read_on(self) -> bool: ...

    @property
    def match(self) -> Any: ...


@dataclass(frozen=True)
class LessonExits:
    """Where a guided game leads: ``leave(step)`` on Escape (it resumes there),
    ``finished()`` once its last step is read, then ``practice()`` or ``menu()``; between
    two of its games, ``next_table()`` is the table of the next one."""

    leave: Callable[[int], None]
    finished: Callable[[], None]
    practice: Callable[[], None]
    menu: Callable[[], None]
    next_table: Callable[[], TableBase]


class GuidePanel(Scene):
    """The guide over a guided game's table; see the module docstring."""

    overlay = True

    def __init__(self, table: TableBase, lesson: LessonInPlay, exits: LessonExits) -> None:
        super().__init__()
        self.lesson = lesson
        """Where the guide is in the lesson's game (asked; the panel never holds the game)."""
        self.table = table
        self.context: Context = table.context
        self.exits = exits
        self.shown = -1
        """The index of the step on the panel (``len(steps)`` once the lesson is over)."""
        self.numbers: Mapping[str, int] = {}
        self.after_free: Step | None = None
        """The free step just played: its coach's reason shows above the next step."""
        self.not_now = ""
        """The friendly line for the move just refused."""
        self.hint = ""
        """The coach's hint asked for at a free step (H)."""
        self.clock = 0.0
        self.buttons: list[tuple[pygame.Rect, str, Callable[[], None]]] = []
        """The panel's buttons as last laid out: (rect, label, action)."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        """The panel as last drawn (the arrow keeps off it)."""
        self.sheet: Scene | None = None
        """The game's results (its score sheet) under the panel, at a step that closes a
        game of several."""
        self._attach(table)

    def _attach(self, table: TableBase) -> None:
        """Guide ``table``: the panel's lines for its refusals, its computers held while a
        step is unread, its results opened by the panel, the lesson's match followed."""
        self.table = table
        table.more_refusals[GUIDE_NOT_NOW] = self.refused_line
        table.holds_computers = self.unread
        table.shows_results = False
        table.follow_match(self.lesson.match)

    # ----------------------------------------------------------------------------- state

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.lesson.steps

    @property
    def over(self) -> bool:
        return self.shown >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.shown < 0 or self.over else self.steps[self.shown]

    @property
    def in_step(self) -> bool:
        """The table shows the position the panel's step is about (nothing left to show)."""
        lesson = self.lesson
        return (
            not self.table.animating
            and len(self.table.view.history) == lesson.moves_played()
            and lesson.ready()
            and lesson.index() == self.shown
        )

    def unread(self) -> bool:
        """An explaining step is up and not yet read: the computers wait."""
        step = self.lesson.current()
        return step is not None and step.explains_only and self.lesson.ready()

    @property
    def asks_next(self) -> bool:
        step = self.step
        return step is not None and step.explains_only and self.in_step

    def refused_line(self) -> str:
        """The line for a move refused as not taught now (at an explaining step: read first)."""
        step = self.lesson.current()
        if step is None or step.explains_only:
            self.not_now = tr("lesson.read_first")
        else:
            self.not_now = tr(step.not_now_key)
        return self.not_now

    def update(self, dt: float) -> None:
        self.clock += dt
        lesson = self.lesson
        table = self.table
        if table.animating or len(table.view.history) != lesson.moves_played():
            return
        if not lesson.ready():
            return
        index = lesson.index()
        if index == self.shown:
            return
        before = self.step
        self.after_free = before if before is not None and before.free else None
        self.not_now = self.hint = ""
        self.shown = index
        self.numbers = lesson.numbers()
        step = self.step
        self.context.record("guide_step", index=index, key="end" if step is None else step.key)
        if self.over:
            self.exits.finished()
            self._show_results()
        elif step is not None and step.next_game:
            self._show_sheet()

    def _show_results(self) -> None:
        """The game's own results (the score sheet, the hands' values), their button the
        practice game and Escape the menu."""
        results = self.table.results()
        if isinstance(results, ResultsPanel):
            results.play_again = self.exits.practice
            results.button_key = "lesson.practice"
            results.menu = self.exits.menu
            self.on_stack.push(results)

    def _show_sheet(self) -> None:
        """The game's own results (its score sheet) under the panel, their button "Next"
        (a game resumed after its end shows them too: its table is seated at its end)."""
        results = self.table.results()
        if results is None:
            return
        if isinstance(results, ResultsPanel):
            results.play_again = self.read_on
            results.menu = self.leave
        stack = self.on_stack
        stack.pop()
        stack.push(results)
        stack.push(self)
        self.sheet = results

    def _next_game(self) -> None:
        """The next game's own table in place of the last one and its results."""
        stack = self.on_stack
        stack.pop()
        if self.sheet is not None:
            stack.pop()
            self.sheet = None
        stack.pop()
        table = self.exits.next_table()
        stack.push(table)
        stack.push(self)
        self._attach(table)

    # ----------------------------------------------------------------------------- input

    def read_on(self) -> None:
        """ "Next": the explaining step is read (at the end of one of several games, the
        next one comes up)."""
        step = self.step
        if self.asks_next and self.lesson.read_on():
            self.context.play("click")
            if step is not None and step.next_game:
                self._next_game()

    def ask_hint(self) -> None:
        """H: at a free step the coach's hint (its choice and reason); at any other the step's
        own line again, so a hint never names a move but the taught one."""
        step = self.step
        if step is None or not self.in_step:
            return
        if step.free:
            self.hint = tr("lesson.hint", reason=tr(step.why_key))
            self.table.say(self.hint)
        else:
            self.table.say(tr(step.key, **self.numbers))

    def leave(self) -> None:
        if self.over:
            self.exits.menu()
        else:
            self.exits.leave(max(self.shown, 0))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return True
            if event.key == pygame.K_h:
                self.ask_hint()
                return True
            if event.key in NEXT_KEYS and self.asks_next:
                self.read_on()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.over:
                self.exits.practice()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, _label, action in self.buttons:
                if rect.collidepoint(event.pos):
                    action()
                    return True
        return False

    # ----------------------------------------------------------------------------- drawing

    def _px(self, surface: pygame.Surface) -> Callable[[float], int]:
        return design_px(surface.get_size())

    def lines(self) -> list[tuple[str, pygame.Color, int]]:
        """What the panel says: (text, colour, size) from the top."""
        step = self.step
        said: list[tuple[str, pygame.Color, int]] = []
        if self.after_free is not None:
            said.append((tr("lesson.coach", reason=tr(self.after_free.why_key)), GOLD, SMALL))
        if step is not None:
            said.append((tr(step.key, **self.numbers), CREAM, TEXT))
        elif self.over:
            said.append((tr("lesson.done"), CREAM, TEXT))
        if self.hint and self.in_step:
            said.append((self.hint, GOLD, SMALL))
        if self.not_now and self.in_step:
            said.append((self.not_now, GOLD, TEXT))
        return said

    def _button_labels(self) -> list[tuple[str, Callable[[], None]]]:
        if self.stack is not None and self.stack.top is not self:
            return []  # the results are over the panel and take the clicks
        if self.over:
            return [
                (tr("lesson.practice"), self.exits.practice),
                (tr("table.menu"), self.exits.menu),
            ]
        if self.asks_next:
            return [(tr("lesson.next"), self.read_on)]
        return []

    def draw(self, surface: pygame.Surface) -> None:
        px = self._px(surface)
        text = self.context.text
        margin = px(MARGIN)
        room = self._room(surface.get_rect(), margin)
        inner = room.width - 2 * margin
        labels = self._button_labels()
        # "Next" is a small button; the two at the end fill the width, one above the other.
        button_width = inner if self.over else px(BUTTON[0])
        buttons_height = len(labels) * (px(BUTTON[1]) + margin)
        # The keys: Next and Escape (at the end, the Menu button names its key).
        keys = tr("lesson.keys_next" if self.asks_next else "lesson.keys")
        help_lines = [] if self.over else text.wrap(keys, px(SMALL - 2), inner)
        help_height = sum(text.render(line, px(SMALL - 2)).get_height() for line in help_lines)
        # A long step in a small window is written smaller rather than over the game.
        for smaller in SHRINK_STEPS:
            wrapped = [
                (line, colour, px(size - smaller))
                for said, colour, size in self.lines()
                for line in text.wrap(said, px(size - smaller), inner)
            ]
            heights = [text.render(line, size).get_height() for line, _c, size in wrapped]
            if 2 * margin + sum(heights) + buttons_height + help_height <= room.height:
                break
        panel = pygame.Rect(
            room.x, room.y, room.width, 2 * margin + sum(heights) + buttons_height + help_height
        )
        self.panel = panel
        self.context.panels.draw(
            surface, panel, pygame.Color(12, 22, 16, 235), radius=px(14), border=GOLD
        )
        y = panel.y + margin
        for (line, colour, size), height in zip(wrapped, heights, strict=True):
            text.blit(surface, line, size, "topleft", (panel.x + margin, y), colour=colour)
            y += height
        y += margin // 2
        self.buttons = []
        for label, action in labels:
            rect = pygame.Rect(panel.x + margin, y, button_width, px(BUTTON[1]))
            hovered = rect.collidepoint(pygame.mouse.get_pos())
            draw_button(surface, text, rect, label, hovered=hovered, size=px(17))
            self.buttons.append((rect, label, action))
            y = rect.bottom + margin
        for line in help_lines:
            drawn = text.blit(
                surface,
                line,
                px(SMALL - 2),
                "topleft",
                (panel.x + margin, y),
                colour=pygame.Color(190, 200, 190),
            )
            y = drawn.bottom
        self._draw_target(surface, px)

    def _room(self, window: pygame.Rect, margin: int) -> pygame.Rect:
        """Where the panel goes: the table's room for it, or beside the results it stands over
        between two games (the score sheet), on their wider side."""
        room = self.table.guide_room()
        sheet = self.sheet
        if not isinstance(sheet, ResultsPanel) or not room.colliderect(sheet.panel):
            return room
        top, height = sheet.panel.top, window.height - sheet.panel.top - margin
        left = pygame.Rect(margin, top, sheet.panel.left - 2 * margin, height)
        right_width = window.right - sheet.panel.right - 2 * margin
        right = pygame.Rect(sheet.panel.right + margin, top, right_width, height)
        return max(left, right, key=lambda side: side.width)

    def targets(self) -> list[pygame.Rect]:
        """What glows now: the step's target (each card of several to pick, the next first),
        while the table waits for the person's move there."""
        step = self.step
        if step is None or step.target is None or not self.in_step:
            return []
        if not self.table.accepting_input:
            return []
        return self.table.target_rects(step.target)

    def target(self) -> pygame.Rect | None:
        """Where the arrow points: the first thing that glows."""
        return next(iter(self.targets()), None)

    def arrow(self, window: pygame.Rect) -> Arrow | None:
        """The arrow at the target: from above where that crosses nothing (the panel, the
        prompt, a button or a card the table keeps clear: ``TableBase.keep_clear``), else from
        below, the left or the right, a smaller one before a larger one would cross something
        (the other cards to pick too); where no way in is clear (a card amid the hand), a small
        one on the target itself."""
        targets = self.targets()
        if not targets:
            return None
        px = design_px(window.size)
        glow = targets[0].inflate(px(10), px(10))
        avoid = [rect for rect in self.table.keep_clear() if rect != targets[0]]
        gap = px(ARROW_GAP)
        for length, head, bob in ARROW_SIZES:
            for side in ARROW_SIDES:
                arrow = Arrow.towards(glow, side, px(length), px(head), gap, px(bob))
                reach = arrow.reach()
                if (
                    window.contains(reach)
                    and not reach.colliderect(self.panel)
                    and reach.collidelist(avoid) < 0
                ):
                    return arrow
        target = targets[0]
        length, head, bob = (px(size) for size in ARROW_SIZES[-1])
        inside = min(target.height // 2, length + head + bob + 2 * gap)
        point = pygame.Rect((target.centerx, target.top + inside), (0, 0))
        return Arrow.towards(point, (0, -1), max(1, inside - 2 * gap - head - bob), head, gap, bob)

    def _draw_target(self, surface: pygame.Surface, px: Callable[[float], int]) -> None:
        rects = self.targets()
        arrow = self.arrow(surface.get_rect())
        if not rects or arrow is None:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        colour = GLOW.lerp(pygame.Color(255, 255, 255), 0.4 * pulse)
        for rect in rects:
            pygame.draw.rect(surface, colour, rect.inflate(px(10), px(10)), px(4), px(10))
        arrow = arrow.moved(round(arrow.bob * pulse))
        pygame.draw.line(surface, colour, arrow.tail, arrow.base, px(8))
        pygame.draw.polygon(surface, colour, arrow.head_points())


@dataclass(frozen=True)
class Arrow:
    """A guided game's arrow, along an axis: its shaft from ``tail`` to ``base``, its head
    from ``base`` (``head`` wide each side) to ``tip``; it bobs up to ``bob`` pixels out."""

    tail: tuple[int, int]
    tip: tuple[int, int]
    head: int
    bob: int

    @classmethod
    def towards(
        cls, glow: pygame.Rect, side: tuple[int, int], length: int, head: int, gap: int, bob: int
    ) -> Arrow:
        """The arrow coming from ``side`` of ``glow`` (``(0, -1)``: from above), its tip
        ``gap`` off the glow's edge, its shaft ``length`` long."""
        dx, dy = side
        edge_x = glow.centerx + dx * glow.width // 2
        edge_y = glow.centery + dy * glow.height // 2
        tip = (edge_x + dx * gap, edge_y + dy * gap)
        reach = length + head
        return cls((tip[0] + dx * reach, tip[1] + dy * reach), tip, head, bob)

    @property
    def outwards(self) -> tuple[int, int]:
        """The unit step from the tip towards the tail."""
        return _sign(self.tail[0] - self.tip[0]), _sign(self.tail[1] - self.tip[1])

    @property
    def base(self) -> tuple[int, int]:
        dx, dy = self.outwards
        return self.tip[0] + dx * self.head, self.tip[1] + dy * self.head

    def head_points(self) -> list[tuple[int, int]]:
        (dx, dy), (x, y), head = self.outwards, self.base, self.head
        return [self.tip, (x + dy * head, y + dx * head), (x - dy * head, y - dx * head)]

    def moved(self, by: int) -> Arrow:
        """The arrow ``by`` pixels further out (its bob)."""
        dx, dy = self.outwards
        shift = (dx * by, dy * by)
        tail, tip = self.tail, self.tip
        return Arrow(
            (tail[0] + shift[0], tail[1] + shift[1]),
            (tip[0] + shift[0], tip[1] + shift[1]),
            self.head,
            self.bob,
        )

    def reach(self) -> pygame.Rect:
        """What the arrow covers as it bobs."""
        return self.bounds().union(self.moved(self.bob).bounds())

    def bounds(self) -> pygame.Rect:
        """The rectangle the arrow covers, its head's width across."""
        (x1, y1), (x2, y2), head = self.tail, self.tip, self.head
        dx, dy = self.outwards
        left, top = min(x1, x2) - abs(dy) * head, min(y1, y2) - abs(dx) * head
        right, bottom = max(x1, x2) + abs(dy) * head, max(y1, y2) + abs(dx) * head
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)
