"""The table: one game seen from one seat, animated from the events the host sends that seat.

The host decides everything: a click or a key becomes a move, sent to the host when the
seat's ``view.legal_moves`` hold it, and the events the host answers with are queued on a
``Timeline`` as animations. While that timeline or any tween runs, input is ignored (so nothing
can be clicked twice or out of turn); Space skips to the end.

What is shown comes from the seat's view and the events cut for it only: the viewer's hand
face up, other hands face down except the cards everyone saw them take (marked in gold).
The seat is the host's choice, so pass-and-play shows each person's own. Computer seats are
played on the host; the table paces them so people can follow.

Every sprite has a home (a hand slot, a table slot, an opponent's fan) computed from the pure
``table_layout``; a step changes which container a sprite is in, then ``_settle`` flies every
sprite whose home moved. A resize lands all animations and snaps sprites to the new homes.
"""

from __future__ import annotations

import math

import pygame

from goju51.app.cards.sprites import CardSprite
from goju51.app.cards.table import CLICK_SLOP
from goju51.app.kit.i18n import tr
from goju51.app.kit.stilllayer import StillLayer
from goju51.games.japanese import (
    CARDS,
    Card,
    Clear,
    Discard,
    Move,
    Pass,
    Take,
)
from goju51.tables.japanese.animation import TableAnimation
from goju51.tables.japanese.drawing import TableDrawing
from goju51.tables.japanese.layout import table_layout
from goju51.tables.japanese.look import ROWS


class TableScene(TableAnimation, TableDrawing):
    """One game at the table; see the module docstring."""

    # ------------------------------------------------------------------------- lifecycle

    def resize(self, size: tuple[int, int]) -> None:
        self._land_and_lay_out(table_layout(size, self.view.num_players))
        self._still = StillLayer(self._paint_background(size))
        self._update_still()
        self._plan_faces(self.layout.table_card[0], CARDS[: self.view.rules.deck_size])

    def target_buttons(self) -> dict[str, pygame.Rect]:
        return {"clear": self.layout.clear_button, "stop": self.layout.stop_toggle}

    def guide_room(self) -> pygame.Rect:
        """The column left of the stock, between the status lines and the log."""
        layout = self.layout
        top = layout.status.bottom + layout.px(24)  # French key help runs a line longer
        return pygame.Rect(layout.status.left, top, layout.px(250), layout.log.top - top)

    def notice_room(self) -> pygame.Rect:
        """Between the table's cards (with the stock's count under them) and the prompt:
        clear of every plate, whatever the number of players."""
        layout = self.layout
        top = layout.stock.bottom + layout.px(30)
        prompt = layout.prompt
        return pygame.Rect(prompt.left, top, prompt.width, prompt.top - top)

    # ------------------------------------------------------------------------ frame steps

    def _sprites_refreshed(self) -> None:
        self._update_still()

    # ------------------------------------------------------------------------------ moves

    def linger(self, pause: float) -> float:
        """A whole turn lingers the opponent's pace; the second half of a turn half of it."""
        return pause * (1.0 if self.view.phase == "start" else 0.5)

    def before_move(self, move: Move) -> None:
        """A discard uses up an armed Stop (it travels with the discard)."""
        self.stop_armed = self.stop_armed and not isinstance(move, Discard)

    # ------------------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        """As every card table; a click hides the keyboard focus, and the mouse wheel over the
        log scrolls it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.show_focus = False
        if event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(self.pointer):
            self.scroll_log(event.y)
            return True
        return super().handle_event(event)

    def scroll_log(self, entries: int) -> None:
        """Page back (positive) or forward through the whole game's moves in the log panel
        (the mouse wheel over it, Page Up / Page Down)."""
        whole = len(self._history_lines())
        self.log_back = max(0, min(whole - 1, self.log_back + entries))

    def _press_in_play(self, pos: tuple[int, int]) -> None:
        layout = self.layout
        if layout.clear_button.collidepoint(pos):
            self.clear_or_pass()
            return
        if layout.stop_toggle.collidepoint(pos):
            self.toggle_stop()
            return
        sprite = self._sprite_at(pos)
        if sprite is None:
            return
        if sprite in self.table:
            self._pick_up(sprite, self.layout.table_slots[self.table.index(sprite)], pos)
        elif sprite in self.hand:
            self.try_move(Discard(sprite.known, stop=self.stop_armed))

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        moved = math.dist(pos, drag.start) > CLICK_SLOP
        if moved and not self.layout.hand_zone.collidepoint(pos):
            self.say(tr("table.drop_hint"))
            self._snap_back(drag)
        elif not self.try_move(Take(drag.sprite.known)):
            self._snap_back(drag)

    def _sprite_at(self, pos: tuple[int, int]) -> CardSprite[Card] | None:
        hits = [s for s in self.group.get_sprites_at(pos) if s in self.hand or s in self.table]
        return hits[-1] if hits else None

    def _hovered(self) -> CardSprite[Card] | None:
        """The card under the pointer that the viewer could act on now, for highlights."""
        if not self.accepting_input:
            return None
        sprite = self._sprite_at(self.pointer)
        if sprite is None:
            return None
        legal = self.view.legal_moves
        if sprite in self.table and Take(sprite.known) in legal:
            return sprite
        if sprite in self.hand and Discard(sprite.known) in legal:
            return sprite
        return None

    def clear_or_pass(self) -> None:
        """The first button: Clear, or Pass in an "exchange or pass" last round."""
        self.try_move(Pass() if Pass() in self.view.legal_moves else Clear())

    def toggle_stop(self) -> None:
        if self._stop_available():
            self.stop_armed = not self.stop_armed
            self.context.record("stop_armed", armed=self.stop_armed)
            self.context.play("click")
        else:
            self.say(
                tr("table.stop_called")
                if self.view.stopper is not None
                else tr("table.stop_your_turn")
            )

    def _key(self, key: int) -> bool:
        self.show_focus = True
        if self.table_key(key):
            return True
        if not self.accepting_input or key == pygame.K_SPACE:
            return key in (pygame.K_SPACE, pygame.K_RETURN)  # the skip key only ever skips
        if pygame.K_1 <= key <= pygame.K_5:
            card = self._table_card(key - pygame.K_1)
            if card is not None:
                self.try_move(Take(card))
        elif key == pygame.K_c:
            self.try_move(Clear())
        elif key == pygame.K_p:
            self.try_move(Pass())
        elif key == pygame.K_s:
            self.toggle_stop()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_focus(0, -1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self._move_focus(-1 if key == pygame.K_UP else 1, 0)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_log(3 if key == pygame.K_PAGEUP else -3)
        elif key == pygame.K_TAB:
            self._move_focus(0, 1, wrap_rows=True)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.enter_acts:
                self._activate_focus()
        else:
            return False
        return True

    def _table_card(self, slot: int) -> Card | None:
        sprite = self.table[slot] if 0 <= slot < len(self.table) else None
        return None if sprite is None else sprite.card

    def _row_length(self, row: str) -> int:
        return {"table": len(self.table), "hand": len(self.hand), "buttons": 2}[row]

    def _move_focus(self, rows: int, columns: int, wrap_rows: bool = False) -> None:
        row_index = ROWS.index(self.focus[0])
        column = self.focus[1]
        if rows:
            row_index = (row_index + rows) % len(ROWS)
            column = min(column, self._row_length(ROWS[row_index]) - 1)
        else:
            column += columns
            if column >= self._row_length(ROWS[row_index]) and wrap_rows:
                row_index, column = (row_index + 1) % len(ROWS), 0
            column %= self._row_length(ROWS[row_index])
        self.focus = (ROWS[row_index], max(column, 0))

    def _activate_focus(self) -> None:
        row, column = self.focus
        if row == "table":
            card = self._table_card(column)
            if card is not None:
                self.try_move(Take(card))
        elif row == "hand" and column < len(self.hand):
            self.try_move(Discard(self.hand[column].known, stop=self.stop_armed))
        elif row == "buttons":
            if column == 0:
                self.clear_or_pass()
            else:
                self.toggle_stop()
