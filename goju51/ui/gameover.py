"""The results panel over the table when a game ends: values, winners, the tie rule, replay.

An overlay scene: the table keeps drawing underneath with every hand turned up. It consumes all
input (the game is over), so only "Play again" (click, Enter or Space) does anything.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from goju51.engine import GameOver
from goju51.ui.context import Context
from goju51.ui.layout import table_layout
from goju51.ui.scene import Scene
from goju51.ui.widgets import CREAM, GOLD, draw_button, draw_focus


def results_text(result: GameOver, names: Mapping[int, str], viewer: int) -> tuple[str, str]:
    """The headline and the explanation line, e.g. ("Ben wins", "Tie with the stopper: ...")."""
    winners = [names.get(seat, f"Seat {seat + 1}") for seat in result.winners]
    if viewer in result.winners:
        others = [name for seat, name in zip(result.winners, winners, strict=True)
                  if seat != viewer]
        headline = "You win!" if not others else f"You win, with {' and '.join(others)}!"
    else:
        headline = f"{' and '.join(winners)} win{'s' if len(winners) == 1 else ''}"
    if result.stopper_lost_tie and result.stopper is not None:
        stopper = "you" if result.stopper == viewer else names.get(result.stopper, "the stopper")
        verb = "wins" if len(winners) == 1 else "win"
        detail = (f"Tie with the stopper ({stopper}): the stopper loses ties, "
                  f"so {' and '.join(winners)} {verb}")
    elif result.stopper is not None:
        who = "You" if result.stopper == viewer else names.get(result.stopper, "Someone")
        detail = f"{who} called Stop with {result.values[result.stopper]}"
    else:
        detail = ""
    return headline, detail


class GameOverScene(Scene):
    """The results panel; ``play_again`` starts the next game (None hides the button)."""

    overlay = True

    def __init__(self, context: Context, result: GameOver, names: Mapping[int, str],
                 viewer: int, play_again: Callable[[], None] | None) -> None:
        super().__init__()
        self.context = context
        self.result = result
        self.names = dict(names)
        self.viewer = viewer
        self.play_again = play_again
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.button = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0

    def enter(self) -> None:
        self.resize(pygame.display.get_surface().get_size())
        self.context.record("game_over", values=list(self.result.values),
                            winners=list(self.result.winners))

    def resize(self, size: tuple[int, int]) -> None:
        layout = table_layout(size, len(self.result.values))
        self.scale = layout.scale
        slots = layout.table_slots
        self.panel = pygame.Rect(0, 0, layout.px(600), layout.px(200))
        self.panel.center = (size[0] // 2, (slots[0].top + slots[0].bottom) // 2 - layout.px(8))
        self.button = pygame.Rect(0, 0, layout.px(230), layout.px(48))
        self.button.midbottom = (self.panel.centerx, self.panel.bottom - layout.px(16))

    def px(self, base: float) -> int:
        return max(1, round(base * self.scale))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.play_again is None:
            return False
        clicked = (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                   and self.button.collidepoint(event.pos))
        pressed = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if clicked or pressed:
            self.context.record("play_again")
            self.context.play("click")
            self.play_again()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        self.context.panels.draw(surface, self.panel, pygame.Color(12, 22, 16, 232),
                                 radius=px(16), border=GOLD)
        headline, detail = results_text(self.result, self.names, self.viewer)
        text.blit(surface, headline, px(34), "midtop", (self.panel.centerx, self.panel.y + px(16)),
                  colour=GOLD, bold=True)
        if detail:
            line = text.fit(detail, px(18), self.panel.width - px(30), colour=CREAM)
            surface.blit(line, line.get_rect(midtop=(self.panel.centerx, self.panel.y + px(68))))
        values = "   ".join(
            f"{'You' if seat == self.viewer else self.names.get(seat, seat)} {value}"
            for seat, value in enumerate(self.result.values)
        )
        line = text.fit(values, px(17), self.panel.width - px(30), colour=CREAM, bold=True)
        surface.blit(line, line.get_rect(midtop=(self.panel.centerx, self.panel.y + px(98))))
        if self.play_again is not None:
            pointer = pygame.mouse.get_pos()
            draw_button(surface, text, self.button, "Play again (Enter)",
                        hovered=self.button.collidepoint(pointer), size=px(19))
            draw_focus(surface, self.button, max(2, px(3)))
