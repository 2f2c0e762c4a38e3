"""The end of a hand over the table: the scoring worked out in words, the score sheet of the
match (every hand, running totals, the leader, the target) and the way on.

Both scenes are overlays: the table keeps drawing underneath with every hand turned up.
``ScoreSheetScene`` is the same sheet on demand during a hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.i18n import join_names, tr
from goju51.app.kit.scene import Scene, window_size
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.screens.results import ResultsPanel
from goju51.games.chinese import PlayerView
from goju51.host.messages import GameEnded
from goju51.tables.chinese.layout import table_layout
from goju51.tables.chinese.story import hand_story

RESULTS_ROWS = 8
"""The results show the latest hands of the sheet, at most this many (the sheet on demand
shows every hand)."""
SHADE = pygame.Color(12, 22, 16)
"""Opaque: nothing of the table shows through the results."""


class MatchSheet(Protocol):
    """What a score sheet reads of a match: the session's ``Match``, or, on an app that
    joined a game on another computer, the match as its game ends told it (``HeardMatch``)."""

    @property
    def history(self) -> Sequence[tuple[int, ...]]:
        """Each hand's points, per seat."""
        ...

    @property
    def totals(self) -> Sequence[int]: ...

    @property
    def target(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    def leaders(self) -> frozenset[int]: ...


@dataclass(frozen=True)
class HeardMatch:
    """A match as the host's ``GameEnded`` messages told it, one per hand played, in order:
    each hand's points, and the running totals, target and end of the last."""

    ends: Sequence[GameEnded]

    @property
    def history(self) -> list[tuple[int, ...]]:
        return [end.scores for end in self.ends]

    @property
    def totals(self) -> tuple[int, ...]:
        return self.ends[-1].match_scores

    @property
    def target(self) -> int | None:
        return self.ends[-1].match_target

    @property
    def is_over(self) -> bool:
        return self.ends[-1].match_over

    @property
    def winner(self) -> int | None:
        """The highest total alone, once the match is over (a tie at the top plays on)."""
        (leader, *tied) = sorted(self.leaders())
        return leader if self.is_over and not tied else None

    def leaders(self) -> frozenset[int]:
        best = max(self.totals)
        return frozenset(seat for seat, total in enumerate(self.totals) if total == best)


def heard_match(ends: Sequence[GameEnded]) -> HeardMatch | None:
    """The match told by ``ends`` (the ends of a joined game's hands so far); None before the
    first hand has ended, or for a single hand."""
    if not ends or ends[-1].match_target is None:
        return None
    return HeardMatch(tuple(ends))


def match_lines(
    match: MatchSheet | None, names: Sequence[str], you: int | None = None
) -> list[str]:
    """The sheet's words under its table: the target and the leader, or the match's winner
    (ties at the top play on; ``you``, the seat addressed as "you", wins in its own words)."""
    if match is None or match.target is None:
        return []
    leaders = [names[seat] for seat in sorted(match.leaders())]
    if match.is_over:
        if match.leaders() == {you}:
            return [tr("chinese.sheet.you_win_match", target=match.target)]
        return [tr("chinese.sheet.match_won", name=join_names(leaders), target=match.target)]
    line = tr("chinese.sheet.target", target=match.target)
    if max(match.totals) >= match.target:
        return [line, tr("chinese.sheet.tie_plays_on", names=join_names(leaders))]
    if max(match.totals):
        return [line, tr("chinese.sheet.leader", names=join_names(leaders))]
    return [line]


def draw_score_sheet(
    surface: pygame.Surface,
    context: Context,
    rect: pygame.Rect,
    match: MatchSheet,
    names: Sequence[str],
    px: Callable[[float], int],
    rows: int,
    row_height: int = 20,
) -> int:
    """The hands as rows (the latest ``rows``), the seats as columns, the running totals at
    the bottom with the leader in gold; returns the y below it."""
    text = context.text
    columns = len(names) + 1
    width = rect.width // columns
    y = rect.y
    heading = [tr("chinese.sheet.hand"), *names]
    for index, cell in enumerate(heading):
        line = text.fit(cell, px(15), width - px(6), colour=GOLD, bold=True)
        surface.blit(line, line.get_rect(midtop=(rect.x + width * index + width // 2, y)))
    y += px(22)
    history = list(match.history)
    first = max(0, len(history) - rows)
    for number, scores in enumerate(history[first:], first + 1):
        cells = [str(number), *map(str, scores)]
        for index, cell in enumerate(cells):
            line = text.render(cell, px(15), CREAM)
            surface.blit(line, line.get_rect(midtop=(rect.x + width * index + width // 2, y)))
        y += px(row_height)
    pygame.draw.line(surface, GOLD, (rect.x, y + px(2)), (rect.right, y + px(2)), max(1, px(1)))
    y += px(6)
    leaders = match.leaders() if max(match.totals) else frozenset()
    cells = [tr("chinese.sheet.total"), *map(str, match.totals)]
    for index, cell in enumerate(cells):
        leader = index > 0 and index - 1 in leaders
        line = text.render(cell, px(16), GOLD if leader else CREAM, True)
        surface.blit(line, line.get_rect(midtop=(rect.x + width * index + width // 2, y)))
    return y + px(24)


def _seat_names(names: Mapping[int, str], players: int) -> list[str]:
    return [names.get(seat) or tr("chinese.table.seat", number=seat + 1) for seat in range(players)]


class ResultsScene(ResultsPanel):
    """A finished hand: the story of its scores, the sheet, and ``play_again`` (the next hand,
    a new match, or None for no button). ``match`` is the match's sheet (None: one hand);
    ``you`` False names every seat (several people share the screen: "you" would be
    ambiguous), else the viewer reads as "you"."""

    def __init__(
        self,
        context: Context,
        view: PlayerView,
        winner: int | None,
        names: Mapping[int, str],
        viewer: int,
        play_again: Callable[[], None] | None,
        *,
        match: MatchSheet | None = None,
        button_key: str = "chinese.over.play_again",
        menu: Callable[[], None] | None = None,
        celebrate: bool = False,
        you: bool = True,
    ) -> None:
        super().__init__(context, play_again, button_key=button_key, menu=menu, celebrate=celebrate)
        self.view = view
        """A seat's view of the finished hand: every hand shown, the scores."""
        self.winner = winner
        self.viewer = viewer
        self.you = viewer if you else None
        """The seat addressed as "you", None when every seat goes by its name."""
        self.seat_names = _seat_names(names, view.num_players)
        self.match = match

    @property
    def names(self) -> list[str]:
        """Each seat's name as the headline and the sheet show it ("You" for ``you``)."""
        return [
            tr("table.you") if seat == self.you else name
            for seat, name in enumerate(self.seat_names)
        ]

    @property
    def story(self) -> list[str]:
        """The hand's story; "you" inside another seat's line in the lower case."""
        names = self.names
        return hand_story(
            self.view,
            self.winner,
            lambda seat: tr("over.you") if seat == self.you else names[seat],
            self.you,
        )

    def enter(self) -> None:
        super().enter()
        scores = self.view.scores or ()
        best = max(scores)
        self.context.record(
            "game_over",
            values=list(scores),
            winners=[seat for seat, score in enumerate(scores) if score == best],
            story=self.story,
        )

    def resize(self, size: tuple[int, int]) -> None:
        """The panel sits between the revealed hands above it and the value bar below, and
        is drawn smaller when its story and sheet need more room than that."""
        super().resize(size)
        height = 60 + 22 * len(self.story) + 48 + 34
        match = self.match
        if match is not None and match.target is not None:
            sheet = 10 + 22 + 20 * min(RESULTS_ROWS, len(match.history)) + 30
            height += sheet + 22 * len(match_lines(match, self.names, self.you))
        top, bottom = self._room(size, 760)
        self.scale = min(size[0] / 1280, size[1] / 720, (bottom - top) / height)
        self.panel = pygame.Rect(0, 0, self.px(760), self.px(height))
        self.panel.center = (size[0] // 2, (top + bottom) // 2)
        self.button = pygame.Rect(0, 0, self.px(300), self.px(48))
        self.button.midbottom = (self.panel.centerx, self.panel.bottom - self.px(14))

    def _room(self, size: tuple[int, int], width: int) -> tuple[int, int]:
        """The top and bottom of the table's middle, for a panel ``width`` design pixels wide:
        below every seat above it (name, cards and status) and the status lines top left,
        above the value bar."""
        layout = table_layout(size, self.view.num_players)
        px = layout.px
        span = pygame.Rect(0, 0, px(width), size[1])
        span.centerx = size[0] // 2
        above = [
            seat.status.bottom
            for seat in layout.seats
            if seat.status.bottom < layout.value.top
            and seat.plate.unionall(seat.card_rects(5)).colliderect(span)
        ]
        if layout.status.colliderect(span):  # the turn, the match and the keys, top left
            above.append(layout.status.bottom)
        return max(above, default=0) + px(6), layout.value.top - px(6)

    def headline(self) -> str:
        match = self.match
        winner = None if match is None or match.target is None else match.winner
        if match is not None and match.is_over and winner is not None:
            if winner == self.you:
                return tr("chinese.over.you_win_match")
            return tr("chinese.over.match_winner", name=self.names[winner])
        scores = self.view.scores or ()
        best = max(scores)
        top = [self.names[seat] for seat, score in enumerate(scores) if score == best]
        return tr("chinese.over.hand_top", names=join_names(top), points=best)

    def draw(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        panel = self.panel
        width = panel.width - px(40)
        self.context.panels.draw(surface, panel, SHADE, radius=px(16), border=GOLD)
        line = text.fit(self.headline(), px(30), width, colour=GOLD, bold=True)
        surface.blit(line, line.get_rect(midtop=(panel.centerx, panel.y + px(14))))
        y = panel.y + px(60)
        for row in self.story:
            for part in text.wrap(row, px(17), width):
                line = text.render(part, px(17), CREAM)
                surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
                y += px(22)
        if self.match is not None and self.match.target is not None:
            y += px(10)
            sheet = pygame.Rect(panel.x + px(20), y, width, 0)
            y = draw_score_sheet(
                surface, self.context, sheet, self.match, self.names, px, RESULTS_ROWS
            )
            for row in match_lines(self.match, self.names, self.you):
                line = text.fit(row, px(17), width, colour=GOLD, bold=True)
                surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
                y += px(22)
        self.draw_play_again(surface)
        self.draw_confetti(surface)


class ScoreSheetScene(Scene):
    """The match's score sheet on demand, over the table; any click or key closes it."""

    overlay = True

    def __init__(self, context: Context, match: MatchSheet, names: Mapping[int, str]) -> None:
        super().__init__()
        self.context = context
        self.match = match
        self.names = _seat_names(names, len(match.totals))
        self.scale = 1.0
        self.row_height = 20
        self.panel = pygame.Rect(0, 0, 1, 1)

    def px(self, base: float) -> int:
        return max(1, round(base * self.scale))

    def enter(self) -> None:
        self.resize(window_size())

    def resize(self, size: tuple[int, int]) -> None:
        self.scale = min(size[0] / 1280, size[1] / 720)
        hands = len(self.match.history)
        room = (size[1] / self.scale - 20 - 200) // 20  # design rows the window has room for
        self.row_height = 20 if hands <= room else max(12, int(20 * room / max(hands, 1)))
        height = 200 + self.row_height * hands
        self.panel = pygame.Rect(0, 0, self.px(700), min(size[1] - self.px(20), self.px(height)))
        self.panel.center = (size[0] // 2, size[1] // 2)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN) and self.stack is not None:
            self.stack.pop()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        panel = self.panel
        width = panel.width - px(40)
        self.context.panels.draw(surface, panel, SHADE, radius=px(16), border=GOLD)
        line = text.fit(tr("chinese.sheet.title"), px(28), width, colour=GOLD, bold=True)
        surface.blit(line, line.get_rect(midtop=(panel.centerx, panel.y + px(14))))
        sheet = pygame.Rect(panel.x + px(20), panel.y + px(60), width, 0)
        y = draw_score_sheet(
            surface,
            self.context,
            sheet,
            self.match,
            self.names,
            px,
            len(self.match.history),
            self.row_height,
        )
        for row in [*match_lines(self.match, self.names), tr("chinese.sheet.close")]:
            line = text.fit(row, px(16), width, colour=CREAM)
            surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
            y += px(22)
