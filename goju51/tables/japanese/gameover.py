"""The results panel over the table when a game ends: values, winners, the tie rule, replay.

An overlay scene: the table keeps drawing underneath with every hand turned up. It consumes all
input (the game is over), so only its button (click, Enter or Space) and, in the app, Escape
(back to the menu) do anything.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from goju51.app.kit.confetti import Confetti
from goju51.app.kit.context import Context
from goju51.app.kit.i18n import join_names, tr, tr_count
from goju51.app.kit.scene import Scene
from goju51.app.kit.widgets import CREAM, GOLD, draw_button, draw_focus
from goju51.core.cards import SUIT_SYMBOLS
from goju51.games.japanese import Card, GameOver, best_suit
from goju51.tables.japanese.layout import table_layout


def results_text(result: GameOver, names: Mapping[int, str], viewer: int | None) -> tuple[str, str]:
    """The headline and the explanation line, e.g. ("Ben wins", "Tie with the stopper: ...").

    ``viewer`` is the seat addressed as "you" (None when several people share the screen)."""

    def name(seat: int) -> str:
        return names.get(seat) or tr("table.seat", number=seat + 1)

    winners = [name(seat) for seat in result.winners]
    if viewer is not None and viewer in result.winners:
        others = [name(seat) for seat in result.winners if seat != viewer]
        headline = (
            tr("over.you_win_with", names=join_names(others)) if others else tr("over.you_win")
        )
    else:
        headline = tr_count("over.wins", len(winners), names=join_names(winners))
    if result.stopper_lost_tie and result.stopper is not None:
        stopper = tr("over.you") if result.stopper == viewer else name(result.stopper)
        detail = tr_count("over.tie", len(winners), stopper=stopper, names=join_names(winners))
    elif result.stopper is not None:
        value = result.values[result.stopper]
        if result.stopper == viewer:
            detail = tr("over.stopped_you", value=value)
        else:
            detail = tr("over.stopped", name=name(result.stopper), value=value)
    else:
        detail = ""
    return headline, detail


RESULTS_GUARD = 0.8
"""Seconds the results stay up before Enter leaves them (a click on the button always does)."""


class GameOverScene(Scene):
    """The results panel; ``play_again`` starts the next game (None hides the button).

    In the app: ``button_key`` names the button ("Next game" in a match), ``lines`` gives more
    lines (the match score), ``menu`` is what Escape does, ``you`` False names every seat
    (pass-and-play: "you" would be ambiguous).
    """

    overlay = True

    def __init__(
        self,
        context: Context,
        result: GameOver,
        names: Mapping[int, str],
        viewer: int,
        play_again: Callable[[], None] | None,
        *,
        you: bool = True,
        button_key: str = "over.play_again",
        lines: Callable[[], Sequence[str]] = tuple,
        menu: Callable[[], None] | None = None,
        hands: Sequence[Sequence[Card]] = (),
        celebrate: bool = False,
    ) -> None:
        super().__init__()
        self.context = context
        self.result = result
        self.names = dict(names)
        self.viewer = viewer
        self.play_again = play_again
        self.you = you
        self.button_key = button_key
        self.lines = lines
        self.menu = menu
        self.hands = [list(hand) for hand in hands]
        """The final hands by seat, to name the suit each value counts."""
        self.celebrate = celebrate
        """A person won: confetti falls over the table."""
        self.confetti: Confetti | None = None
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.button = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.shown_for = 0.0
        """Seconds the results have been up: a key pressed before ``RESULTS_GUARD`` was meant
        for the table (to hurry it), not to leave the results unseen."""

    def enter(self) -> None:
        self.resize(pygame.display.get_surface().get_size())
        self.context.record(
            "game_over", values=list(self.result.values), winners=list(self.result.winners)
        )

    def update(self, dt: float) -> None:
        self.shown_for += dt
        if self.confetti is not None:
            self.confetti.update(dt)

    def resize(self, size: tuple[int, int]) -> None:
        layout = table_layout(size, len(self.result.values))
        self.scale = layout.scale
        slots = layout.table_slots
        if self.celebrate:
            self.confetti = Confetti(size)
        extra = (len(self.lines()) + len(self.value_rows()) - 1) * 26
        self.panel = pygame.Rect(0, 0, layout.px(640), layout.px(200 + extra))
        self.panel.center = (size[0] // 2, (slots[0].top + slots[0].bottom) // 2 - layout.px(8))
        self.button = pygame.Rect(0, 0, layout.px(280), layout.px(48))
        self.button.midbottom = (self.panel.centerx, self.panel.bottom - layout.px(16))

    def px(self, base: float) -> int:
        return max(1, round(base * self.scale))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.menu:
            self.menu()
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

    def value_rows(self) -> list[str]:
        """Each seat's value and the suit it counts ("★ Ben 45 ♥" for a winner): one row for
        up to four seats, two even rows for five or six, so that every name stays readable."""
        viewer = self.viewer if self.you else None
        entries = []
        for seat, value in enumerate(self.result.values):
            name = (
                tr("table.you")
                if seat == viewer
                else self.names.get(seat) or tr("table.seat", number=seat + 1)
            )
            hand = self.hands[seat] if seat < len(self.hands) else []
            suit = SUIT_SYMBOLS[best_suit(hand)] if hand else ""
            entry = tr("over.value", name=name, value=value, suit=suit).strip()
            entries.append(f"★ {entry}" if seat in self.result.winners else entry)
        per_row = len(entries) if len(entries) <= 4 else (len(entries) + 1) // 2
        return [
            "   ".join(entries[start : start + per_row])
            for start in range(0, len(entries), per_row)
        ]

    def draw(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        if self.confetti is not None:
            self.confetti.draw(surface)
        width = self.panel.width - px(30)
        self.context.panels.draw(
            surface, self.panel, pygame.Color(12, 22, 16), radius=px(16), border=GOLD
        )
        viewer = self.viewer if self.you else None
        headline, detail = results_text(self.result, self.names, viewer)
        line = text.fit(headline, px(34), width, colour=GOLD, bold=True)
        surface.blit(line, line.get_rect(midtop=(self.panel.centerx, self.panel.y + px(16))))
        y = self.panel.y + px(68)
        if detail:
            line = text.fit(detail, px(18), width, colour=CREAM)
            surface.blit(line, line.get_rect(midtop=(self.panel.centerx, y)))
        y += px(30)
        for row in (*self.value_rows(), *self.lines()):
            line = text.fit(row, px(17), width, colour=CREAM, bold=True)
            surface.blit(line, line.get_rect(midtop=(self.panel.centerx, y)))
            y += px(26)
        if self.play_again is not None:
            pointer = pygame.mouse.get_pos()
            draw_button(
                surface,
                text,
                self.button,
                tr(self.button_key),
                hovered=self.button.collidepoint(pointer),
                size=px(19),
            )
            draw_focus(surface, self.button, max(2, px(3)))
