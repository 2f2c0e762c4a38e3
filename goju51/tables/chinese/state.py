"""What the Chinese 51 table holds: every piece of its state as shown, declared in one place.
The table's parts (``TableAnimation`` changes it from the engine's events, ``TableDrawing``
paints it, ``ChineseTable`` turns input into moves) all build on ``ChineseTableState``, so each
reads only attributes declared here, in ``CardTable`` or in ``TableBase``."""

from __future__ import annotations

import pygame

from goju51.app.cards.sprites import CardSprite
from goju51.app.cards.table import CardTable
from goju51.app.kit.i18n import card_name, tr
from goju51.games.chinese import (
    Call,
    Card,
    Challenge,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    HandOver,
    Match,
    PlayerView,
)
from goju51.tables.chinese.layout import TableLayout, table_layout


class ChineseTableState(CardTable[Card]):
    """The Chinese 51 table's state as shown; see the module docstring."""

    view: PlayerView
    layout: TableLayout
    result: HandOver | None

    def declare(self) -> None:
        super().declare()
        self.layout: TableLayout = table_layout((1280, 720), self.view.num_players)
        self.row: list[CardSprite[Card]] = []
        self.phase_shown = ""
        self.drawn: Card | None = None
        """The card the viewer just drew (it glows until the discard)."""
        self.pending_draw: set[int] = set()
        """Seats that drew and have not yet discarded (for the log line)."""
        self.caller_shown: int | None = None
        self.decisions_shown: dict[int, bool] = {}
        self.final_values: tuple[int, ...] | None = None
        self.result: HandOver | None = None
        self.picked: list[Card] = []
        """Hand cards picked for an exchange of all, in the order they will be laid."""
        self.selected_row: Card | None = None
        """A row card clicked for an exchange of one (then click a hand card)."""
        self.declare_armed = False
        self.sheet: Match | None = None
        """The match to a target whose score sheet the results show, where the table follows
        one (a guided game's; a session's table finds its own)."""
        self.hint: tuple[frozenset[Card], int] | None = None
        """The cards the coach named, and the length of the history it named them for."""
        self._background = pygame.Surface((1, 1))

    def reset_choice(self) -> None:
        """Forget the picked cards, the selected row card and an armed declaration."""
        self.picked = []
        self.selected_row = None
        self.declare_armed = False

    def _can_draw(self) -> bool:
        return self.accepting_input and Draw() in self.view.legal_moves

    def _history_lines(self) -> list[str]:
        """The log as it would read had every move so far been shown (a resumed table)."""
        lines = [tr("chinese.log.dealt", name=self._name(self.view.starter))]
        drew: set[int] = set()
        for seat, move in self.view.history:
            name = self._name(seat)
            match move:
                case Draw():
                    drew.add(seat)
                case Discard(card=card):
                    key = "chinese.log.draw_discard" if seat in drew else "chinese.log.opening"
                    drew.discard(seat)
                    lines.append(tr(key, name=name, card=card_name(card)))
                case ExchangeAll(cards=cards):
                    lines.append(
                        tr(
                            "chinese.log.exchange_all_short",
                            name=name,
                            given=" ".join(map(card_name, cards)),
                        )
                    )
                case ExchangeOne(give=give, take=take):
                    lines.append(
                        tr(
                            "chinese.log.exchange_one",
                            name=name,
                            given=card_name(give),
                            taken=card_name(take),
                        )
                    )
                case Call():
                    lines.append(tr("chinese.log.called", name=name))
                case Challenge():
                    lines.append(tr("chinese.log.challenged", name=name))
                case _:
                    lines.append(tr("chinese.log.passed", name=name))
        return lines

    def _name(self, seat: int) -> str:
        return self.names.get(seat) or tr("chinese.table.seat", number=seat + 1)
