"""The results panel over the table when a game ends: values, winners, the tie rule, replay.

An overlay scene: the table keeps drawing underneath with every hand turned up. It consumes all
input (the game is over), so only its button (click, Enter or Space) and, in the app, Escape
(back to the menu) do anything.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.i18n import join_names, tr, tr_count
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.screens.results import ResultsPanel, seat_name, winners_headline
from goju51.core.cards import SUIT_SYMBOLS
from goju51.games.japanese import Card, GameOver, best_suit
from goju51.tables.japanese.layout import table_layout


def results_text(result: GameOver, names: Mapping[int, str], viewer: int | None) -> tuple[str, str]:
    """The headline and the explanation line, e.g. ("Ben wins", "Tie with the stopper: ...").

    ``viewer`` is the seat addressed as "you" (None when several people share the screen)."""
    headline = winners_headline(result.winners, names, viewer)
    if result.stopper_lost_tie and result.stopper is not None:
        stopper = tr("over.you") if result.stopper == viewer else seat_name(names, result.stopper)
        others = [seat_name(names, seat) for seat in result.winners if seat != viewer]
        if viewer in result.winners:
            key = "over.tie_you_with" if others else "over.tie_you"
            detail = tr(key, stopper=stopper, names=join_names(others))
        else:
            detail = tr_count("over.tie", len(others), stopper=stopper, names=join_names(others))
    elif result.stopper is not None:
        value = result.values[result.stopper]
        if result.stopper == viewer:
            detail = tr("over.stopped_you", value=value)
        else:
            detail = tr("over.stopped", name=seat_name(names, result.stopper), value=value)
    else:
        detail = ""
    return headline, detail


class GameOverScene(ResultsPanel):
    """The results panel; ``play_again`` starts the next game (None hides the button).

    In the app: ``button_key`` names the button ("Next game" in a match), ``lines`` gives more
    lines (the match score), ``menu`` is what Escape does, ``you`` False names every seat
    (pass-and-play: "you" would be ambiguous).
    """

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
        super().__init__(context, play_again, button_key=button_key, menu=menu, celebrate=celebrate)
        self.result = result
        self.names = dict(names)
        self.viewer = viewer
        self.you = you
        self.lines = lines
        self.hands = [list(hand) for hand in hands]
        """The final hands by seat, to name the suit each value counts."""

    def enter(self) -> None:
        super().enter()
        self.context.record(
            "game_over", values=list(self.result.values), winners=list(self.result.winners)
        )

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        layout = table_layout(size, len(self.result.values))
        self.scale = layout.scale
        slots = layout.table_slots
        extra = (len(self.lines()) + len(self.value_rows()) - 1) * 26
        self.panel = pygame.Rect(0, 0, layout.px(640), layout.px(200 + extra))
        self.panel.center = (size[0] // 2, (slots[0].top + slots[0].bottom) // 2 - layout.px(8))
        self.button = pygame.Rect(0, 0, layout.px(280), layout.px(48))
        self.button.midbottom = (self.panel.centerx, self.panel.bottom - layout.px(16))

    def value_rows(self) -> list[str]:
        """Each seat's value and the suit it counts ("★ Ben 45 ♥" for a winner): one row for
        up to four seats, two even rows for five or six, so that every name stays readable."""
        viewer = self.viewer if self.you else None
        entries = []
        for seat, value in enumerate(self.result.values):
            name = tr("table.you") if seat == viewer else seat_name(self.names, seat)
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
        self.draw_confetti(surface)
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
        self.draw_play_again(surface)
