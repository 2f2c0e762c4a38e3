"""The results panel over the dice table when a game ends: the winners, every player's points
against the limit, and the way on (play again, the next game of a match, the menu).

An overlay scene: the table keeps drawing underneath, confetti and all. It consumes all input
(the game is over), so only its button (click, or Enter once it has been seen) and, in the app,
Escape (back to the menu) do anything.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.screens.results import ResultsPanel, seat_name, winners_headline
from goju51.games.dice import GameOver, Rules
from goju51.tables.dice.layout import dice_layout
from goju51.tables.dice.words import points_text


def results_text(
    result: GameOver, names: Mapping[int, str], viewer: int | None, rules: Rules
) -> tuple[str, str]:
    """The headline and the line under it: who won, and how the game ended."""
    headline = winners_headline(result.winners, names, viewer)
    detail = tr(f"dice.over.{rules.end}", limit=points_text(rules.limit))
    return headline, detail


def ranking(result: GameOver, rules: Rules, out_order: Sequence[int]) -> list[int]:
    """The seats from first to last: the fewest points first when the first one out ends the
    game; the last one standing first otherwise, then the others from the last out to the
    first (players out in the same round by their points)."""
    points = result.points
    if rules.end == "first_out":
        return sorted(range(len(points)), key=lambda seat: points[seat])
    winners = sorted(result.winners, key=lambda seat: points[seat])
    out_last_first = [seat for seat in reversed(out_order) if seat not in result.winners]
    return winners + out_last_first


class DiceResultsScene(ResultsPanel):
    """The results, ranked by ``out_order`` (the seats out, first out first); ``play_again``
    starts the next game (None hides the button). In the app:
    ``button_key`` names the button, ``lines`` adds lines (a match's score), ``menu`` is what
    Escape does, ``you`` False names every seat (several people share the screen)."""

    def __init__(
        self,
        context: Context,
        result: GameOver,
        names: Mapping[int, str],
        viewer: int,
        play_again: Callable[[], None] | None,
        rules: Rules,
        out_order: Sequence[int],
        *,
        you: bool = True,
        button_key: str = "over.play_again",
        lines: Callable[[], Sequence[str]] = tuple,
        menu: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(context, play_again, button_key=button_key, menu=menu)
        self.result = result
        self.names = dict(names)
        self.viewer = viewer
        self.rules = rules
        self.order = ranking(result, rules, out_order)
        self.you = you
        self.lines = lines

    def enter(self) -> None:
        super().enter()
        self.context.record(
            "game_over", values=list(self.result.points), winners=list(self.result.winners)
        )

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        layout = dice_layout(size, len(self.result.points))
        self.scale = layout.scale
        rows = len(self.result.points) + len(self.lines())
        self.panel = pygame.Rect(0, 0, layout.px(560), layout.px(170 + 26 * rows))
        self.panel.center = layout.centre
        self.button = pygame.Rect(0, 0, layout.px(280), layout.px(48))
        self.button.midbottom = (self.panel.centerx, self.panel.bottom - layout.px(16))

    def draw(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        width = self.panel.width - px(30)
        self.context.panels.draw(
            surface, self.panel, pygame.Color(12, 22, 16, 250), radius=px(16), border=GOLD
        )
        viewer = self.viewer if self.you else None
        headline, detail = results_text(self.result, self.names, viewer, self.rules)
        line = text.fit(headline, px(34), width, colour=GOLD, bold=True)
        surface.blit(line, line.get_rect(midtop=(self.panel.centerx, self.panel.y + px(16))))
        line = text.fit(detail, px(17), width, colour=CREAM)
        surface.blit(line, line.get_rect(midtop=(self.panel.centerx, self.panel.y + px(64))))
        y = self.panel.y + px(96)
        for seat in self.order:
            name = tr("table.you") if seat == viewer else seat_name(self.names, seat)
            won = seat in self.result.winners
            row = tr(
                "dice.over.row_won" if won else "dice.over.row",
                name=name,
                points=points_text(self.result.points[seat]),
            )
            line = text.fit(row, px(18), width, colour=GOLD if won else CREAM, bold=won)
            surface.blit(line, line.get_rect(midtop=(self.panel.centerx, y)))
            y += px(26)
        for extra in self.lines():
            line = text.fit(extra, px(17), width, colour=CREAM, bold=True)
            surface.blit(line, line.get_rect(midtop=(self.panel.centerx, y)))
            y += px(26)
        self.draw_play_again(surface)
