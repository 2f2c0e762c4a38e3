"""The Chinese 51 table, part 3: drawing. The felt is painted once per window size; cards,
plates, piles, the HUD and buttons are blitted from cached images every frame."""

from __future__ import annotations

import math

import pygame

from goju51.app.cards.cardart import SUPERSAMPLE, draw_glow
from goju51.app.cards.sprites import CardSprite
from goju51.app.cards.table import PILE_LAYERS
from goju51.app.kit.design import MIN_TEXT
from goju51.app.kit.i18n import card_name, suit_name, tr, tr_count
from goju51.app.kit.widgets import (
    AMBER,
    CREAM,
    GOLD,
    INK,
    blit_lines_upward,
    draw_button,
)
from goju51.games.chinese import (
    Call,
    Card,
    Challenge,
    Decline,
    Draw,
    best_suit,
    hand_value,
)
from goju51.tables.chinese.look import (
    CHALLENGE_RED,
    DRAWN_GREEN,
    HINT_LILAC,
    KEY_HELP,
    PICKED_BLUE,
)
from goju51.tables.chinese.state import ChineseTableState

SOFT = pygame.Color(176, 200, 184)
PLATE = pygame.Color(8, 36, 22, 210)


class TableDrawing(ChineseTableState):
    """The Chinese 51 table's drawing."""

    def _paint_background(self, size: tuple[int, int]) -> pygame.Surface:
        """Green felt lit from the middle, with the empty places of the piles and the row."""
        felt = self._paint_felt(
            size,
            pygame.Color(12, 60, 44),
            pygame.Color(30, 120, 84),
            pygame.Color(20, 88, 60),
            self.layout.row_slots,
        )
        self._paint_direction(felt)
        return felt.convert() if pygame.display.get_surface() else felt

    def _paint_direction(self, surface: pygame.Surface) -> None:
        """An anticlockwise arrow and its words: play passes to the right. The arrow is drawn
        ``SUPERSAMPLE`` times larger and smoothed down, so its edges are not stair-stepped."""
        layout = self.layout
        box = layout.direction
        colour = pygame.Color(150, 200, 170)
        pad = layout.px(12)  # the arrowhead reaches past the ring
        area = box.inflate(2 * pad, 2 * pad)
        big = pygame.Surface((area.w * SUPERSAMPLE, area.h * SUPERSAMPLE), pygame.SRCALPHA)
        centre = (area.w * SUPERSAMPLE / 2, area.h * SUPERSAMPLE / 2)
        outer = box.width / 2 * SUPERSAMPLE
        inner = outer - max(2, layout.px(3)) * SUPERSAMPLE

        def at(radius: float, angle: float) -> tuple[float, float]:
            return (centre[0] + radius * math.cos(angle), centre[1] - radius * math.sin(angle))

        # The ring from 110° round to 400° (= 40°), a band between two radii.
        angles = [math.radians(110 + 290 * step / 96) for step in range(97)]
        band = [at(outer, a) for a in angles] + [at(inner, a) for a in reversed(angles)]
        pygame.draw.polygon(big, colour, band)
        # The arrowhead at the ring's end (40°), pointing anticlockwise.
        end = math.radians(40)
        tip = at((outer + inner) / 2, end)
        size = layout.px(9) * SUPERSAMPLE
        tangent = end + math.pi / 2
        head = [
            (tip[0] + size * math.cos(turn), tip[1] - size * math.sin(turn))
            for turn in (tangent, tangent + 2.4, tangent - 2.4)
        ]
        pygame.draw.polygon(big, colour, head)
        surface.blit(pygame.transform.smoothscale(big, area.size), area)
        self.context.text.blit(
            surface,
            tr("chinese.table.direction"),
            layout.px(14),
            "midtop",
            (box.centerx, box.bottom + layout.px(4)),
            colour=colour,
        )

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._background, (0, 0))
        layout = self.layout
        self._draw_pile(surface, layout.stock, self.stock_shown, "chinese.table.stock")
        self._draw_pile(surface, layout.set_aside, self.aside_shown, "chinese.table.set_aside")
        for seat in self.seats:
            self._draw_seat(surface, seat)
        self._draw_status(surface)
        self._draw_log(surface)
        for sprite in self.group.sprites():
            if self.drag is None or sprite is not self.drag.sprite:
                self._draw_card(surface, sprite)
        self._draw_value(surface)
        self._draw_hud(surface)
        if self.drag is not None:
            self._draw_card(surface, self.drag.sprite)

    # ------------------------------------------------------------------------------ piles

    def _draw_pile(
        self, surface: pygame.Surface, rect: pygame.Rect, count: int, label: str
    ) -> None:
        """The stock or the set-aside pile: a card back per 8 cards (at most 4), a count."""
        images, layout = self.context.images, self.layout
        back = images.card(None, rect.width, False)
        if count:
            surface.blit(images.shadow(rect.size), images.shadow_rect(rect))
        step = layout.px(1.5)
        for layer in range(min(PILE_LAYERS, (count + 7) // 8)):
            surface.blit(back, rect.move(-layer * step, -layer * step))
        if rect is layout.stock and self._can_draw() and rect.collidepoint(self.pointer):
            draw_glow(surface, rect, (255, 240, 150, 220), self._glow_spread())
        self.context.text.blit(
            surface,
            tr(label, count=count),
            layout.px(15),
            "midtop",
            (rect.centerx, rect.bottom + layout.px(6)),
        )

    # ------------------------------------------------------------------------------ seats

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        place = self._seat_layout(seat)
        text, px = self.context.text, self.layout.px
        label = self._name(seat)
        if self.final_values is not None and self.result is not None:
            label = tr(
                "chinese.table.plate_result",
                name=label,
                value=self.final_values[seat],
                points=self.result.scores[seat],
            )
        elif seat == self.caller_shown:
            label = tr("chinese.table.plate_caller", name=label)
        lit = seat == self.turn_shown
        won = self.result is not None and self.result.scores[seat] == max(self.result.scores)
        colour = GOLD if lit or won else PLATE
        self.context.panels.draw(surface, place.plate, colour, radius=place.plate.height // 2)
        ink = INK if lit or won else CREAM
        name = text.fit(label, px(17), place.plate.width - px(12), colour=ink, bold=True)
        surface.blit(name, name.get_rect(center=place.plate.center))
        status, status_colour = self._seat_status(seat)
        if status:
            line = text.fit(status, px(14), place.status.width, colour=status_colour)
            surface.blit(line, line.get_rect(midtop=place.status.midtop))

    def _seat_status(self, seat: int) -> tuple[str, pygame.Color]:
        """The line under a seat's cards: its answer to a call, or that it is thinking."""
        if seat in self.decisions_shown:
            if self.decisions_shown[seat]:
                return tr("chinese.table.plate_challenged"), CHALLENGE_RED
            return tr("chinese.table.plate_passed"), SOFT
        if self.thinking and self.view.current_player == seat and self.result is None:
            dots = "." * (1 + int(self.clock * 2.5) % 3)
            return tr("table.thinking") + dots, AMBER
        if self.memory_aid and any(s.marked and s.face_up for s in self.seats[seat]):
            return tr("chinese.table.seen_taken"), SOFT
        return "", SOFT

    # ------------------------------------------------------------------------------ cards

    def _draw_card(self, surface: pygame.Surface, sprite: CardSprite[Card]) -> None:
        """A card with its shadow and its marks: hovered, picked, selected, just drawn, seen."""
        layout, images = self.layout, self.context.images
        rect = sprite.rect
        if not sprite.shadowed:
            surface.blit(images.shadow(rect.size), images.shadow_rect(rect))
        in_hand = sprite in self.hand
        if sprite.marked and sprite.face_up and not self.memory_aid and not in_hand:
            back = images.card(None, sprite.home_width, False)
            surface.blit(pygame.transform.scale(back, rect.size), rect)
            return
        surface.blit(sprite.image, sprite.image_pos)
        spread = self._glow_spread()
        card = sprite.card if sprite.face_up else None
        if sprite is self._hover:
            draw_glow(surface, rect, (255, 240, 150, 220), spread)
        elif card is not None and in_hand and card in self.picked:
            draw_glow(surface, rect, PICKED_BLUE, spread)
            badge = pygame.Rect(0, 0, layout.px(26), layout.px(26))
            badge.center = (rect.centerx, rect.bottom - layout.px(20))
            pygame.draw.ellipse(surface, PICKED_BLUE, badge)
            self.context.text.blit(
                surface,
                str(self.picked.index(card) + 1),
                layout.px(16),
                "center",
                badge.center,
                colour=INK,
                bold=True,
            )
        elif card is not None and sprite in self.row and card == self.selected_row:
            draw_glow(surface, rect, PICKED_BLUE, spread)
        elif card is not None and self.hinted(card):
            draw_glow(surface, rect, HINT_LILAC, spread)
        elif card is not None and in_hand and card == self.drawn:
            draw_glow(surface, rect, DRAWN_GREEN, spread)
            if rect.width >= sprite.home_width:  # not while it turns over
                self.draw_foot_tag(surface, rect, tr("chinese.table.just_drawn"), DRAWN_GREEN)
        elif sprite.marked and sprite.face_up:
            draw_glow(surface, rect, GOLD, max(2, layout.px(4)))

    def hinted(self, card: Card) -> bool:
        """Whether the coach named ``card`` for the position on the table now."""
        hint = self.hint
        return hint is not None and card in hint[0] and hint[1] == len(self.view.history)

    # ---------------------------------------------------------------------- value and HUD

    def _draw_value(self, surface: pygame.Surface) -> None:
        """The viewer's hand value and its suit (while the hand is face up to them); with six
        cards, pointing at one previews the value without it."""
        label = self._value_label()
        if label is None:
            return
        layout, text, px = self.layout, self.context.text, self.layout.px
        lit = self.turn_shown == self.viewer
        panel = GOLD if lit else pygame.Color(8, 36, 22, 215)
        self.context.panels.draw(surface, layout.value, panel, radius=layout.value.height // 2)
        rendered = text.fit(
            label, px(18), layout.value.width - px(20), colour=INK if lit else CREAM, bold=True
        )
        surface.blit(rendered, rendered.get_rect(center=layout.value.center))

    def _value_label(self) -> str | None:
        if not self.hand_in_view:
            return None
        cards = [s.card for s in self.hand if s.card is not None]
        without = None
        if len(cards) > 5:
            hovered = self._hover
            if hovered is None or hovered not in self.hand or hovered.card is None:
                return None
            without = hovered.card
            cards = [card for card in cards if card != without]
        value = hand_value(cards, self.view.rules)
        shown = (
            tr("chinese.table.value", value=value, suit=suit_name(best_suit(cards)))
            if value
            else tr("chinese.table.value_mixed")
        )
        if without is None:
            return shown
        return tr("chinese.table.value_without", card=card_name(without), value=shown)

    def banner_rect(self) -> pygame.Rect | None:
        """The banner's place while one is up, until the hand is over (the results tell it
        over it)."""
        return self.layout.banner if self.banner is not None and self.result is None else None

    def _draw_hud(self, surface: pygame.Surface) -> None:
        layout, text, px = self.layout, self.context.text, self.layout.px
        blit_lines_upward(surface, self.prompt_lines(), layout.prompt.midbottom)
        self._draw_buttons(surface)
        if self.banner is not None and self.result is None:  # the results tell it over it
            message, _left = self.banner
            self.context.panels.draw(
                surface, layout.banner, pygame.Color(20, 12, 4, 215), radius=px(12), border=GOLD
            )
            rendered = text.fit(
                message, px(22), layout.banner.width - px(24), colour=GOLD, bold=True
            )
            surface.blit(rendered, rendered.get_rect(center=layout.banner.center))

    def _draw_status(self, surface: pygame.Surface) -> None:
        layout, px = self.layout, self.layout.px
        y = layout.status.y
        for rendered in self.status_block():
            surface.blit(rendered, (layout.status.x, y))
            y += rendered.get_height() + px(2)

    def status_block(self) -> list[pygame.Surface]:
        """Top left, line by line: the hand and turn, the match's lines, the key help (as
        wide as their words: a guide panel beside them starts past the widest)."""
        text, px = self.context.text, self.layout.px
        lines = [(tr("chinese.table.turn", turn=self.view.turn_number), px(16), CREAM, False)]
        lines += [(line, px(16), GOLD, True) for line in self.status_lines()]
        lines += [(line, px(14), SOFT, False) for line in self.key_help(KEY_HELP)]
        return [text.render(line, size, colour, bold) for line, size, colour, bold in lines]

    def prompt_room(self) -> tuple[pygame.Rect, int]:
        return self.layout.prompt, self.layout.px(17)

    def _prompt(self) -> tuple[str, pygame.Color]:
        if self.toast is not None:
            return self.toast[0], AMBER
        if self.result is not None:
            return "", CREAM
        if self.accepting_input:
            phase = self.view.phase
            if phase == "opening":
                return tr("chinese.prompt.opening"), CREAM
            if phase == "discard":
                return tr("chinese.prompt.discard"), CREAM
            if phase == "challenge" and self.view.caller is not None:
                caller = self._name(self.view.caller)
                return tr("chinese.prompt.challenge", name=caller), CREAM
            if self.picked:
                return tr(
                    "chinese.prompt.picking", picked=len(self.picked), count=len(self.row)
                ), CREAM
            if self.selected_row is not None:
                return tr("chinese.prompt.swap"), CREAM
            key = "chinese.prompt.turn_five" if len(self.row) == 5 else "chinese.prompt.turn"
            return tr(key), CREAM
        if self.turn_shown is not None and (self.turn_shown != self.viewer or self.watched):
            key = (
                "chinese.prompt.other_decides"
                if self.phase_shown == "challenge"
                else "chinese.prompt.other_turn"
            )
            return self.turn_line(key, self.turn_shown, self._name(self.turn_shown)), CREAM
        return "", CREAM

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The recent moves, newest at the bottom in bold; long lines wrap."""
        if not self.log:
            return
        layout, text, px = self.layout, self.context.text, self.layout.px
        self.context.panels.draw(surface, layout.log, pygame.Color(6, 30, 18, 150), radius=px(10))
        size = max(px(15), MIN_TEXT)
        line_height = max(px(20), size + 3)
        rows = text.newest_entries(
            list(self.log),
            size,
            layout.log.width - px(16),
            (layout.log.height - px(12)) // line_height,
        )
        y = layout.log.bottom - px(6) - line_height * len(rows)
        for line, fresh in rows:
            colour = CREAM if fresh else pygame.Color(190, 206, 194)
            surface.blit(text.render(line, size, colour, fresh), (layout.log.x + px(8), y))
            y += line_height

    def _exchange_label(self) -> str:
        """What the exchange button does: how many cards are still to pick, then the swap."""
        count, left = len(self.row), len(self.row) - len(self.picked)
        if not count:  # the opening: nothing face up to exchange with yet
            return tr("chinese.button.exchange_nothing")
        if left > 0:
            return tr_count("chinese.button.exchange_pick", left, total=count)
        return tr_count("chinese.button.exchange", count)

    @property
    def answering_a_call(self) -> bool:
        """The viewer answers a call now: Challenge and Pass are up."""
        return self.view.phase == "challenge" and self.accepting_input

    def button_rects(self) -> list[pygame.Rect]:
        """The corner buttons, the action buttons, and Challenge and Pass while they are up."""
        layout = self.layout
        decisions = layout.decisions if self.answering_a_call else ()
        return [*super().button_rects(), *layout.actions, *decisions]

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        layout, text, px = self.layout, self.context.text, self.layout.px
        legal = self.view.legal_moves if self.accepting_input else []
        hovered = self.pointer
        if self.answering_a_call:
            for rect, key, move in zip(
                layout.decisions,
                ("chinese.button.challenge", "chinese.button.pass"),
                (Challenge(), Decline()),
                strict=True,
            ):
                draw_button(
                    surface,
                    text,
                    rect,
                    tr(key),
                    enabled=move in legal,
                    hovered=rect.collidepoint(hovered),
                    size=px(20),
                )
        can_draw = Draw() in legal
        declarable = any(getattr(move, "declare", False) for move in legal)
        declare_key = (
            "chinese.button.declare_on" if self.declare_armed else "chinese.button.declare"
        )
        buttons = (  # (place, words, enabled, lit)
            (layout.stock_button, tr("chinese.button.draw"), can_draw, False),
            (layout.call_button, tr("chinese.button.call"), Call() in legal, False),
            (
                layout.exchange_button,
                self._exchange_label(),
                can_draw,
                can_draw and len(self.picked) == len(self.row),
            ),
            (layout.declare_button, tr(declare_key), declarable, self.declare_armed),
        )
        for rect, label, enabled, lit in buttons:
            draw_button(
                surface,
                text,
                rect,
                label,
                enabled=enabled,
                active=lit,
                hovered=rect.collidepoint(hovered),
                size=px(16),
            )
        self.draw_corner_buttons(surface, layout.settings, hovered, px(14))
