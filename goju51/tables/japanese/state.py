"""What the Goju Ichi table holds: every piece of its state as shown, declared in one place.
The table's parts (``TableAnimation`` changes it from the engine's events, ``TableDrawing``
paints it, ``TableScene`` turns input into moves) all build on ``TableState``, so each reads
only attributes declared here, in ``CardTable`` or in ``TableBase``."""

from __future__ import annotations

import pygame

from goju51.app.cards.sprites import CardSprite
from goju51.app.cards.table import CardTable
from goju51.app.kit.i18n import card_name, tr
from goju51.app.kit.stilllayer import StillLayer
from goju51.games.japanese import (
    Card,
    Clear,
    Discard,
    GameOver,
    Move,
    Pass,
    PlayerView,
    Take,
)
from goju51.games.japanese.moves import parse_move
from goju51.tables.japanese.layout import TableLayout, table_layout


class TableState(CardTable[Card]):
    """The Goju Ichi table's state as shown; see the module docstring."""

    view: PlayerView
    layout: TableLayout
    result: GameOver | None

    def declare(self) -> None:
        super().declare()
        self.layout: TableLayout = table_layout((1280, 720), self.view.num_players)
        self.table: list[CardSprite[Card] | None] = [None] * 5
        self.last_round: list[int] = []
        self.stopper_shown: int | None = None
        self.taken: Card | None = None
        self.hint: tuple[Card, int] | None = None
        """The card the coach named and the history length it was named at: it glows until
        the next move."""
        self.stop_armed = False
        self.log_back = 0
        """How many moves the log panel is scrolled back from the latest (0: following play)."""
        self.pending_line: dict[int, tuple[bool, Card | None]] = {}
        """A move's log line waits for its discard: (cleared first?, card taken)."""
        self.result: GameOver | None = None
        self.focus: tuple[str, int] = ("table", 0)
        self.show_focus = False
        self._still = StillLayer(pygame.Surface((1, 1)))
        """Everything at rest (felt, piles, plates, resting cards, value, log, status), repainted
        only where it changed: most frames then cost one full-screen blit."""
        self._moving: list[CardSprite[Card]] = []

    def read_move(self, text: str) -> Move:
        return parse_move(text)

    def refusal_text(self, code: str) -> str:
        return tr(f"refuse.{code}")

    def _stop_available(self) -> bool:
        return self.accepting_input and self.view.stopper is None

    def _focus_rect(self) -> pygame.Rect | None:
        row, column = self.focus
        if row == "table":
            sprite = self.table[column]
            return sprite.rect if sprite is not None else self.layout.table_slots[column]
        if row == "hand":
            return self.hand[column].rect if column < len(self.hand) else None
        return (self.layout.clear_button, self.layout.stop_toggle)[column]

    def _turn_line(self, seat: int, cleared: bool, took: Card | None, discarded: Card) -> str:
        """The log's line for a whole turn: "Ben took 6♣ and discarded A♥"."""
        return tr(
            "log.clear_take_discard" if cleared else "log.take_discard",
            name=self._name(seat),
            took=card_name(took) if took else "?",
            discarded=card_name(discarded),
        )

    # ------------------------------------------------------------------ homes and settling

    def _history_lines(self) -> list[str]:
        """The log as it would read had every move so far been shown (a resumed table)."""
        lines = [tr("log.dealt")]
        pending: dict[int, tuple[bool, Card | None]] = {}
        for seat, move in self.view.history:
            match move:
                case Clear():
                    pending[seat] = (True, None)
                case Take(card=card):
                    pending[seat] = (pending.get(seat, (False, None))[0], card)
                case Discard(card=card, stop=stop):
                    cleared, took = pending.pop(seat, (False, None))
                    lines.append(self._turn_line(seat, cleared, took, card))
                    if stop:
                        lines.append(tr("log.stop", name=self._name(seat)))
                case Pass():
                    lines.append(tr("log.passed", name=self._name(seat)))
        return lines

    def _name(self, seat: int) -> str:
        return self.names.get(seat) or tr("table.seat", number=seat + 1)
