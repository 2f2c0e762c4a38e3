"""The Chinese 51 table: one hand seen from one seat, animated from the engine's events.

The engine decides everything: a click, a drag or a key becomes a move, the move is checked
by the engine and played with ``game.apply``, and the returned events (cut down to what the
viewer may see) are queued on a ``Timeline`` as animations. While anything moves, input is
ignored; Space skips to the end. A refused move is explained by the engine's refusal code.

The gestures of a turn:

- **draw**: click the stock (D), then click a hand card to discard it (1–6);
- **exchange one** (five cards face up): drag a row card onto a hand card, or click the row
  card (Q W E R T) and then the hand card;
- **exchange all**: click as many hand cards as there are face-up cards (they are laid in the
  order picked), then the Exchange button (X);
- **call**: the Call button (C); **declare** a 51 or a bomb: arm Declare (L) before the
  discard or exchange that makes it (offered only when the engine allows one);
- after a call: Challenge (Y) or Pass (N).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from goju51.app.cards.sprites import CardSprite
from goju51.app.cards.table import CLICK_SLOP
from goju51.app.kit.i18n import tr
from goju51.app.kit.scene import Scene
from goju51.app.table.base import CornerButton
from goju51.games.chinese import (
    CARDS,
    Call,
    Card,
    Challenge,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    HandOver,
    Match,
    Move,
    parse_move,
)
from goju51.tables.chinese.animation import TableAnimation
from goju51.tables.chinese.drawing import TableDrawing
from goju51.tables.chinese.layout import table_layout
from goju51.tables.chinese.look import HAND_KEYS, ROW_KEYS
from goju51.tables.chinese.results import (
    MatchSheet,
    ResultsScene,
    ScoreSheetScene,
    heard_match,
)


class ChineseTable(TableAnimation, TableDrawing):
    """One hand of Chinese 51 at the table; see the module docstring."""

    # ------------------------------------------------------------------------- lifecycle

    def resize(self, size: tuple[int, int]) -> None:
        self._land_and_lay_out(table_layout(size, self.view.num_players))
        self._background = self._paint_background(size)
        self._plan_faces(self.layout.row_card[0], CARDS[: self.view.rules.deck_size])

    def target_buttons(self) -> dict[str, pygame.Rect]:
        """Drawing is a click on the stock; the rest are the action and decision buttons."""
        layout = self.layout
        return {
            "draw": layout.stock,
            "call": layout.call_button,
            "exchange": layout.exchange_button,
            "declare": layout.declare_button,
            "challenge": layout.decisions[0],
            "pass": layout.decisions[1],
        }

    def follow_match(self, match: Any) -> None:
        if isinstance(match, Match) and match.target is not None:
            self.sheet = match

    def target_rects(self, target: tuple[str, str]) -> list[pygame.Rect]:
        """As ``TableBase.target_rects``; of several hand cards to pick (an exchange of all),
        those not picked yet, then the Exchange button once they all are; a move that declares
        (``("declare", "4H")``), the Declare button, then the card once it is pressed."""
        kind, names = target
        if kind == "declare":
            if not self.declare_armed:
                return [self.layout.declare_button]
            return super().target_rects(("hand_card", names))
        if kind != "hand_card" or len(names.split()) < 2:
            return super().target_rects(target)
        left = " ".join(name for name in names.split() if Card.parse(name) not in self.picked)
        return super().target_rects((kind, left)) if left else [self.layout.exchange_button]

    def guide_room(self) -> pygame.Rect:
        """The top band between the status lines (past the widest: the match's line and the
        key help may run beyond their place) and the corner buttons, over the row (the
        lesson's two opponents sit on either side, below it)."""
        layout, px = self.layout, self.layout.px
        widest = max(line.get_width() for line in self.status_block())
        left = max(layout.status.right, layout.status.x + widest) + px(12)
        right = layout.settings[0].left - px(12)
        return pygame.Rect(left, px(10), right - left, layout.row_slots[0].top)

    def notice_room(self) -> pygame.Rect:
        """Under the row (below the stock's count) and above the prompt, no wider than the
        row: clear of the arrow and its words that say which way play goes."""
        layout = self.layout
        top = layout.stock.bottom + layout.px(30)
        left, right = layout.row_slots[0].left, layout.row_slots[-1].right
        return pygame.Rect(left, top, right - left, layout.prompt.top - top)

    def _lifted(self, sprite: CardSprite[Card]) -> bool:
        """The card pointed at, and the hand cards picked for an exchange of all."""
        picked = sprite in self.hand and sprite.card in self.picked
        return super()._lifted(sprite) or picked

    def results_scene(self, result: HandOver) -> Scene:
        """The hand's results, read from the game (its scores and final hands), with the
        match's sheet when there is one."""
        return ResultsScene(
            self.context,
            self.view,
            self.result.winner if self.result is not None else None,
            self.names,
            self.viewer,
            self.play_again,
            match=self.match_sheet(),
            button_key=self.results_button(),
            celebrate=self.person_tops_the_hand(),
        )

    def results_button(self) -> str:
        """The results' button: the next hand while the match the table follows goes on."""
        sheet = self.match_sheet()
        goes_on = sheet is not None and sheet.target is not None and not sheet.is_over
        return "chinese.over.next_hand" if goes_on else "chinese.over.play_again"

    # ------------------------------------------------------------------------ the match

    def match_sheet(self) -> MatchSheet | None:
        """The match this hand belongs to, for its score sheet: the one the table follows (a
        guided game's), or as the host's game ends told it (a game joined on another
        computer); None for a single hand, or before a hand of the match has ended."""
        return self.sheet if self.sheet is not None else heard_match(self.match_ends)

    def status_lines(self) -> list[str]:
        """The match's running totals, under the turn counter."""
        match = self.match_sheet()
        if match is None or match.target is None:
            return []
        names = [self._name(seat) for seat in range(self.view.num_players)]
        totals = zip(names, match.totals, strict=True)
        scores = " · ".join(f"{name} {total}" for name, total in totals)
        return [tr("chinese.table.match", target=match.target, scores=scores)]

    def scores_button(self) -> CornerButton:
        """Scores (S): the match's sheet, when there is one."""
        match = self.match_sheet()
        has_sheet = match is not None and match.target is not None
        return (tr("chinese.table.scores"), self.show_scores, has_sheet)

    def corner_buttons(self) -> list[CornerButton]:
        """As every table's, with Scores once there is a match's sheet to show."""
        sheet = [self.scores_button()] if self.match_sheet() is not None else []
        return [*super().corner_buttons(), *sheet]

    def show_scores(self) -> None:
        match = self.match_sheet()
        if match is not None and match.target is not None and self.stack is not None:
            self.stack.push(ScoreSheetScene(self.context, match, self.names))

    def person_tops_the_hand(self) -> bool:
        """The viewer is a person and scored the most points of this hand (ties included)."""
        scores = self.view.scores or ()
        return self.viewer not in self.computers and scores[self.viewer] == max(scores)

    # ------------------------------------------------------------------------------ moves

    def linger(self, pause: float) -> float:
        """A whole turn or an answer to a call lingers the opponent's pace; a discard after a
        draw half of it."""
        return pause * (0.5 if self.view.phase == "discard" else 1.0)

    def allows(self, move: Hashable) -> bool:
        """As ``TableBase.allows``; an exchange of all names its cards in the order picked,
        which the engine accepts though its list of moves holds each set in hand order."""
        if isinstance(move, ExchangeAll):
            given = frozenset(move.cards)
            return len(given) == len(move.cards) and any(
                isinstance(legal, ExchangeAll)
                and frozenset(legal.cards) == given
                and legal.declare == move.declare
                for legal in self.view.legal_moves
            )
        return super().allows(move)

    def before_move(self, move: Hashable) -> None:
        self.reset_choice()

    def read_move(self, text: str) -> Move:
        return parse_move(text)

    def refusal_text(self, code: str) -> str:
        return tr(f"refuse.chinese.{code}")

    def hand_card(self, card: Card) -> None:
        """A hand card clicked (or its key pressed): discard it, swap it for the selected row
        card, or pick it for an exchange of all, as the phase asks."""
        phase = self.view.phase
        if phase in ("opening", "discard"):
            self.try_move(Discard(card, self.declare_armed))
        elif phase == "turn" and self.selected_row is not None:
            self.try_move(ExchangeOne(card, self.selected_row, self.declare_armed))
        elif phase == "turn":
            if card in self.picked:
                self.picked.remove(card)
            else:
                self.picked.append(card)
            self.context.record("picked", cards=[str(c) for c in self.picked])
            self.context.play("click")

    def row_card(self, card: Card) -> None:
        """A row card clicked: select it for an exchange of one (again: let go of it)."""
        hand = [sprite.card for sprite in self.hand if sprite.card is not None]
        probe = ExchangeOne(hand[0], card) if hand else None
        if probe is not None and probe not in self.view.legal_moves:
            self.try_move(probe)  # not the time for it: the host's refusal says why
            return
        self.selected_row = None if self.selected_row == card else card
        self.context.play("click")

    def confirm_exchange(self) -> None:
        """Exchange all: the picked cards, in the order picked, for the whole row."""
        self.try_move(ExchangeAll(tuple(self.picked), self.declare_armed))

    def toggle_declare(self) -> None:
        legal = self.view.legal_moves if self.accepting_input else []
        if any(getattr(move, "declare", False) for move in legal):
            self.declare_armed = not self.declare_armed
            self.context.record("declare_armed", armed=self.declare_armed)
            self.context.play("click")
        else:
            self.say(tr("refuse.chinese.declare_without_51"))

    # ------------------------------------------------------------------------------ input

    def _press_in_play(self, pos: tuple[int, int]) -> None:
        layout = self.layout
        if self.view.phase == "challenge":
            for rect, move in zip(layout.decisions, (Challenge(), Decline()), strict=True):
                if rect.collidepoint(pos):
                    self.try_move(move)
            return
        buttons = (
            (layout.stock_button, lambda: self.try_move(Draw())),
            (layout.call_button, lambda: self.try_move(Call())),
            (layout.exchange_button, self.confirm_exchange),
            (layout.declare_button, self.toggle_declare),
            (layout.stock, lambda: self.try_move(Draw())),
        )
        for rect, action in buttons:
            if rect.collidepoint(pos):
                action()
                return
        sprite = self._sprite_at(pos)
        if sprite is None or sprite.card is None:
            return
        if sprite in self.row:
            self._pick_up(sprite, self.layout.row_slots[self.row.index(sprite)], pos)
        elif sprite in self.hand:
            self.hand_card(sprite.card)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        card = drag.sprite.known
        if math.dist(pos, drag.start) <= CLICK_SLOP:
            self._snap_back(drag)
            self.row_card(card)
            return
        target = next(
            (s for s in reversed(self.hand) if s.rect.collidepoint(pos) and s.card is not None),
            None,
        )
        if target is None:
            self.say(tr("chinese.table.drop_hint"))
            self._snap_back(drag)
        elif not self.try_move(ExchangeOne(target.known, card, self.declare_armed)):
            self._snap_back(drag)

    def _sprite_at(self, pos: tuple[int, int]) -> CardSprite[Card] | None:
        hits = [s for s in self.group.get_sprites_at(pos) if s in self.hand or s in self.row]
        return hits[-1] if hits else None

    def _hovered(self) -> CardSprite[Card] | None:
        """The card under the pointer that the viewer could act on now, for highlights."""
        if not self.accepting_input or self.hand_hidden:
            return None
        sprite = self._sprite_at(self.pointer)
        if sprite is None:
            return None
        phase = self.view.phase
        if sprite in self.hand and phase in ("opening", "discard", "turn"):
            return sprite
        if sprite in self.row and phase == "turn" and len(self.row) == 5:
            return sprite
        return None

    def _key(self, key: int) -> bool:
        if self.table_key(key):
            return True
        if key == pygame.K_s:  # the match's sheet, whoever's turn it is
            self.show_scores()
            return True
        if not self.accepting_input:
            return key in (pygame.K_SPACE, pygame.K_RETURN)
        name = pygame.key.name(key)
        hand = [sprite.card for sprite in self.hand if sprite.card is not None]
        commands: dict[str, Callable[[], object]] = {
            "d": lambda: self.try_move(Draw()),
            "c": lambda: self.try_move(Call()),
            "x": self.confirm_exchange,
            "l": self.toggle_declare,
            "y": lambda: self.try_move(Challenge()),
            "n": lambda: self.try_move(Decline()),
        }
        if name in commands:
            commands[name]()
        elif name in HAND_KEYS and HAND_KEYS.index(name) < len(hand):
            self.hand_card(hand[HAND_KEYS.index(name)])
        elif name in ROW_KEYS and ROW_KEYS.index(name) < len(self.row):
            card = self.row[ROW_KEYS.index(name)].card
            if card is not None:
                self.row_card(card)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.enter_acts and self.picked:
                self.confirm_exchange()
        else:
            return False
        return True
