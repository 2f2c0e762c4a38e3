"""What every game's results panel does over its table when a game ends, whatever it shows:
Escape goes back to the menu, the play-again button is pressed by a click or (once the results
have been seen) Enter, and confetti falls when a person won. It consumes all other input (the
game is over). A game's panel lays itself out on ``resize`` and draws its own words."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from goju51.app.kit.confetti import Confetti
from goju51.app.kit.context import Context
from goju51.app.kit.i18n import join_names, tr, tr_count
from goju51.app.kit.scene import Scene, window_size
from goju51.app.kit.widgets import draw_button, draw_focus

RESULTS_GUARD = 0.8
"""Seconds the results stay up before Enter leaves them (a click on the button always does): a
key pressed sooner was meant for the table (to hurry it), not to leave the results unseen."""


def seat_name(names: Mapping[int, str], seat: int) -> str:
    return names.get(seat) or tr("table.seat", number=seat + 1)


def winners_headline(winners: Sequence[int], names: Mapping[int, str], viewer: int | None) -> str:
    """ "You win", "You win with Ben" or "Ben and Chiyo win"; ``viewer`` is the seat addressed
    as "you" (None when several people share the screen)."""
    if viewer is not None and viewer in winners:
        others = [seat_name(names, seat) for seat in winners if seat != viewer]
        return tr("over.you_win_with", names=join_names(others)) if others else tr("over.you_win")
    everyone = [seat_name(names, seat) for seat in winners]
    return tr_count("over.wins", len(everyone), names=join_names(everyone))


class ResultsPanel(Scene):
    """A game's results over its table; see the module docstring. ``play_again`` starts the
    next game (None hides the button), ``button_key`` names that button, ``menu`` is what
    Escape does (None: nothing), ``celebrate`` lets confetti fall."""

    overlay = True

    def __init__(
        self,
        context: Context,
        play_again: Callable[[], None] | None,
        *,
        button_key: str,
        menu: Callable[[], None] | None,
        celebrate: bool = False,
    ) -> None:
        super().__init__()
        self.context = context
        self.play_again = play_again
        self.button_key = button_key
        self.menu = menu
        self.celebrate = celebrate
        self.confetti: Confetti | None = None
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.button = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.shown_for = 0.0
        """Seconds the results have been up (for ``RESULTS_GUARD``)."""
        self.watch: Callable[[], None] | None = None
        """Watch the game again (W, or the small button under the panel); None: not kept."""
        self.watch_button = pygame.Rect(0, 0, 1, 1)

    def px(self, base: float) -> int:
        return max(1, round(base * self.scale))

    def enter(self) -> None:
        self.resize(window_size())

    def resize(self, size: tuple[int, int]) -> None:
        """A game's panel sets ``scale``, ``panel`` and ``button`` here, and calls this."""
        if self.celebrate:
            self.confetti = Confetti(size)

    def update(self, dt: float) -> None:
        self.shown_for += dt
        if self.confetti is not None:
            self.confetti.update(dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.menu:
            self.menu()
            return True
        if self.watch is not None and (
            (event.type == pygame.KEYDOWN and event.key == pygame.K_w)
            or (
                event.type == pygame.MOUSEBUTTONUP
                and event.button == 1
                and self.watch_button.collidepoint(event.pos)
            )
        ):
            self.context.play("click")
            self.watch()
            return True
        if self.play_again is None:
            return False
        clicked = (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.button.collidepoint(event.pos)
        )
        pressed = (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.shown_for >= RESULTS_GUARD
        )
        if clicked or pressed:
            self.context.record("play_again")
            self.context.play("click")
            self.play_again()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw_confetti(self, surface: pygame.Surface) -> None:
        if self.confetti is not None:
            self.confetti.draw(surface)

    def draw_play_again(self, surface: pygame.Surface) -> None:
        """The button, focused (Enter presses it), when there is a game to go on to; and the
        small "watch again" button under the panel when the game was kept."""
        if self.watch is not None:
            self.watch_button = pygame.Rect(0, 0, self.px(260), self.px(34))
            self.watch_button.midtop = (self.panel.centerx, self.panel.bottom + self.px(8))
            draw_button(
                surface,
                self.context.text,
                self.watch_button,
                tr("over.watch"),
                hovered=self.watch_button.collidepoint(pygame.mouse.get_pos()),
                size=self.px(15),
            )
        if self.play_again is None:
            return
        draw_button(
            surface,
            self.context.text,
            self.button,
            tr(self.button_key),
            hovered=self.button.collidepoint(pygame.mouse.get_pos()),
            size=self.px(19),
        )
        draw_focus(surface, self.button, max(2, self.px(3)))
