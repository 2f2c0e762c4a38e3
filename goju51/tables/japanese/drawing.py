"""The Goju Ichi table, part 3: drawing. Everything at rest is a ``Part`` of the still layer
(repainted only where it changed); moving cards, the drag, the HUD and buttons are drawn on top."""

from __future__ import annotations

import pygame

from goju51.app.cards.cardart import draw_glow, suit_icon
from goju51.app.cards.sprites import CardSprite, Drag
from goju51.app.cards.table import PILE_LAYERS
from goju51.app.kit.i18n import card_name, language, suit_name, tr, tr_count
from goju51.app.kit.stilllayer import Part
from goju51.app.kit.widgets import (
    AMBER,
    CREAM,
    GOLD,
    INK,
    blit_lines,
    blit_lines_upward,
    draw_button,
    draw_focus,
)
from goju51.games.japanese import (
    Card,
    Clear,
    Pass,
    best_suit,
    hand_value,
)
from goju51.tables.japanese.look import (
    HINT_BLUE,
    KEY_HELP,
    TAKEN_GREEN,
    SeatLook,
    ValueLook,
    union,
)
from goju51.tables.japanese.state import TableState

LOG_GREY = pygame.Color(190, 206, 194)
"""Older log lines: quieter than the newest."""


class TableDrawing(TableState):
    """The Goju Ichi table's drawing: the still layer's parts, cards, plates, value, HUD."""

    def _update_still(self) -> None:
        """Split the cards into resting and moving ones; repaint the still layer where anything
        in it changed."""
        tweening = self.tweens.targets()
        dragged = self.drag.sprite if self.drag is not None else None
        resting: list[CardSprite[Card]] = []
        self._moving = []
        for sprite in self.group.sprites():
            moving = (
                id(sprite) in tweening
                or sprite is dragged
                or sprite is self._hover
                or sprite.lift > 0.5
            )
            (self._moving if moving else resting).append(sprite)
        layout, settings = self.layout, self.context.settings
        look = (
            layout.size,
            settings.four_colour,
            settings.back_design,
            settings.memory_aid,
            language(),
        )
        parts = [
            self._pile_part(layout.stock, self.stock_shown, "table.stock"),
            self._pile_part(layout.set_aside, self.aside_shown, "table.set_aside"),
        ]
        parts += [self._seat_part(seat) for seat in self.seats]
        parts += [self._card_part(sprite) for sprite in resting]
        parts += [self._status_part(), self._value_part(), self._log_part()]
        self._still.update(look, parts)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._still.surface, (0, 0))
        for sprite in self._moving:
            if self.drag is None or sprite is not self.drag.sprite:
                self._draw_card(surface, sprite)
        self._draw_thinking(surface)
        self._draw_hud(surface)
        if self.drag is not None:
            self._draw_drag(surface, self.drag)

    def _draw_drag(self, surface: pygame.Surface, drag: Drag) -> None:
        """The held card above everything, and the hand outlined as the place to drop it."""
        layout = self.layout
        zone = layout.hand_zone
        over = zone.collidepoint(self.pointer)
        pygame.draw.rect(
            surface,
            GOLD if over else CREAM,
            zone,
            max(2, layout.px(3)),
            border_radius=layout.px(14),
        )
        self._draw_card(surface, drag.sprite)

    def _paint_background(self, size: tuple[int, int]) -> pygame.Surface:
        """Green felt lit from the middle, with the empty places of the piles and the table."""
        felt = self._paint_felt(
            size,
            pygame.Color(12, 66, 38),
            pygame.Color(34, 128, 72),
            pygame.Color(20, 92, 52),
            self.layout.table_slots,
        )
        return felt.convert() if pygame.display.get_surface() else felt

    def _pile_part(self, rect: pygame.Rect, count: int, label: str) -> Part:
        return Part(
            ("pile", label, count),
            lambda: self._pile_bounds(rect, count, label),
            lambda surface: self._draw_pile(surface, rect, count, label),
        )

    def _draw_pile(
        self, surface: pygame.Surface, rect: pygame.Rect, count: int, label: str
    ) -> None:
        """The stock or the set-aside pile: a card back per 8 cards (at most 4), a count."""
        images = self.context.images
        back = images.card(None, rect.width, False)
        if count:
            surface.blit(images.shadow(rect.size), images.shadow_rect(rect))
        for layer in range(min(PILE_LAYERS, (count + 7) // 8)):
            surface.blit(back, self._pile_layer(rect, layer))
        surface.blit(*self._pile_label(rect, count, label))

    def _pile_layer(self, rect: pygame.Rect, layer: int) -> pygame.Rect:
        step = self.layout.px(1.5)
        return rect.move(-layer * step, -layer * step)

    def _pile_label(
        self, rect: pygame.Rect, count: int, label: str
    ) -> tuple[pygame.Surface, pygame.Rect]:
        layout = self.layout
        rendered = self.context.text.render(tr(label, count=count), layout.px(15))
        return rendered, rendered.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(6)))

    def _pile_bounds(self, rect: pygame.Rect, count: int, label: str) -> pygame.Rect:
        return rect.unionall(
            [
                self._pile_layer(rect, PILE_LAYERS - 1),
                self.context.images.shadow_rect(rect),
                self._pile_label(rect, count, label)[1],
            ]
        )

    def _seat_part(self, seat: int) -> Part:
        winner = self.result is not None and seat in self.result.winners
        label = self._name(seat)
        if self.result is not None:
            label = tr(
                "table.plate_wins" if winner else "table.plate_result",
                name=label,
                value=self.result.values[seat],
            )
        elif seat == self.stopper_shown:
            label = tr("table.plate_stop", name=label)
        thinking = self.thinking and self.view.current_player == seat
        marked = any(sprite.marked for sprite in self.seats[seat])
        seen_taken = marked and not thinking and self.result is None and self.memory_aid
        look = SeatLook(seat, seat == self.turn_shown or winner, label, seen_taken)
        return Part(
            look, lambda: self._seat_bounds(look), lambda surface: self._draw_seat(surface, look)
        )

    def _draw_seat(self, surface: pygame.Surface, look: SeatLook) -> None:
        plate = self._seat_layout(look.seat).plate
        colour = GOLD if look.lit else pygame.Color(8, 36, 22, 210)
        self.context.panels.draw(surface, plate, colour, radius=plate.height // 2)
        surface.blits(self._seat_texts(look))

    def _seat_texts(self, look: SeatLook) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The name on the plate, and the line under the cards if it is shown."""
        text, px = self.context.text, self.layout.px
        place = self._seat_layout(look.seat)
        name = text.fit(
            look.label,
            px(17),
            place.plate.width - px(12),
            colour=INK if look.lit else CREAM,
            bold=True,
        )
        texts = [(name, name.get_rect(center=place.plate.center))]
        if look.seen_taken:
            line = text.fit(tr("table.seen_taken"), px(14), place.status.width)
            texts.append((line, line.get_rect(midtop=place.status.midtop)))
        return texts

    def _seat_bounds(self, look: SeatLook) -> pygame.Rect:
        return union(self._seat_layout(look.seat).plate, self._seat_texts(look))

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        """Animated dots under the opponent who is deciding."""
        seat = self.view.current_player
        if not self.thinking or seat not in self.seats:
            return
        dots = "." * (1 + int(self.clock * 2.5) % 3)
        self.context.text.blit(
            surface,
            tr("table.thinking") + dots,
            self.layout.px(14),
            "midtop",
            self._seat_layout(seat).status.midtop,
            colour=AMBER,
        )

    def _card_part(self, sprite: CardSprite[Card]) -> Part:
        key = (
            "card",
            id(sprite),
            sprite.rect.topleft,
            sprite.rect.size,
            sprite.image_pos,
            sprite.home_width,
            sprite.shadowed,
            sprite.face_up,
            sprite.card,
            sprite.marked,
            sprite in self.hand,
            self._just_taken(sprite),
            self._hinted(sprite),
        )
        return Part(
            key, lambda: self._card_bounds(sprite), lambda surface: self._draw_card(surface, sprite)
        )

    def _draw_card(self, surface: pygame.Surface, sprite: CardSprite[Card]) -> None:
        """A card with its shadow and its marks: hovered, seen taken, or just taken."""
        layout, images = self.layout, self.context.images
        rect = sprite.rect
        if not sprite.shadowed:
            surface.blit(images.shadow(rect.size), images.shadow_rect(rect))
        if sprite.marked and sprite.face_up and not self.memory_aid and sprite not in self.hand:
            back = images.card(None, sprite.home_width, False)
            surface.blit(pygame.transform.scale(back, rect.size), rect)
            return
        surface.blit(sprite.image, sprite.image_pos)
        just_taken = self._just_taken(sprite)
        spread = self._glow_spread()
        if sprite is self._hover:
            draw_glow(surface, rect, (255, 240, 150, 220), spread)
        elif self._hinted(sprite):
            draw_glow(surface, rect, HINT_BLUE, spread)
        elif just_taken:
            draw_glow(surface, rect, TAKEN_GREEN, spread)
        elif sprite.marked and sprite.face_up:
            draw_glow(surface, rect, GOLD, max(2, layout.px(4)))
        if just_taken:
            self.draw_foot_tag(surface, rect, tr("table.just_taken"), TAKEN_GREEN)

    def _hinted(self, sprite: CardSprite[Card]) -> bool:
        """Whether the coach named this card for the position on the table now."""
        if self.hint is None or sprite.card != self.hint[0]:
            return False
        return self.hint[1] == len(self.view.history) and sprite in (*self.hand, *self.table)

    def _just_taken(self, sprite: CardSprite[Card]) -> bool:
        return sprite.card is not None and sprite.card == self.taken and sprite in self.hand

    def _just_taken_label(self, card: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        """The "taken" tag and its pill in the foot of ``card``."""
        return self.foot_tag(card, tr("table.just_taken"), TAKEN_GREEN)

    def _card_bounds(self, sprite: CardSprite[Card]) -> pygame.Rect:
        """Everything ``_draw_card`` may paint: image, shadow, glow and label."""
        rect = sprite.rect
        spread = self._glow_spread()
        bounds = rect.inflate(2 * spread, 2 * spread).unionall(
            [
                pygame.Rect(sprite.image_pos, sprite.image.get_size()),
                self.context.images.shadow_rect(rect),
            ]
        )
        if self._just_taken(sprite):
            bounds.union_ip(self._just_taken_label(rect)[1])
        return bounds

    def _value_part(self) -> Part:
        won = self.result is not None and self.viewer in self.result.winners
        look = ValueLook(
            tuple(sprite.card for sprite in self.hand if sprite.card is not None)
            if self.hand_in_view
            else (),
            won,
            self.result is not None,
            won or self.turn_shown == self.viewer,
            self._discard_previewed(),
        )
        return Part(
            look, lambda: self._value_bounds(look), lambda surface: self._draw_value(surface, look)
        )

    def _discard_previewed(self) -> Card | None:
        """The hand card pointed at or focused while the viewer must discard, if any."""
        if not self.accepting_input or self.view.phase != "taken" or self.hand_hidden:
            return None
        if self.show_focus and self.focus[0] == "hand" and self.focus[1] < len(self.hand):
            sprite: CardSprite[Card] | None = self.hand[self.focus[1]]
        else:
            sprite = self._hover if self._hover in self.hand else None
        return None if sprite is None else sprite.card

    def _draw_value(self, surface: pygame.Surface, look: ValueLook) -> None:
        """The viewer's hand value and the suit it counts, gold on the viewer's turn."""
        if not look.cards:
            return
        layout = self.layout
        panel = GOLD if look.lit else pygame.Color(8, 36, 22, 215)
        self.context.panels.draw(surface, layout.value, panel, radius=layout.value.height // 2)
        rendered, place, chip = self._value_label(look)
        surface.blit(rendered, place)
        if chip is not None:
            pygame.draw.ellipse(surface, CREAM, chip)
            shown = [card for card in look.cards if card != look.without]
            icon = suit_icon(
                best_suit(shown), int(chip.height * 0.62), self.context.settings.four_colour
            )
            surface.blit(icon, icon.get_rect(center=chip.center))

    def _value_text(self, look: ValueLook) -> str:
        """The value bar's words: the hand's value and suit, a discard's preview, or the end."""
        value = hand_value(look.cards, self.view.rules)
        # Pass-and-play: "your" would not say whose hand this is, so the bar names its owner.
        named = "_of" if self.hides_hand_between_turns else ""
        name = self._name(self.viewer)
        if look.over:
            key = "table.hand_final_win" if look.won else "table.hand_final"
            label = tr(key + named, value=value, name=name)
        elif look.without is not None:
            kept = [card for card in look.cards if card != look.without]
            label = tr(
                "table.hand_preview",
                card=card_name(look.without),
                value=hand_value(kept, self.view.rules),
                suit=suit_name(best_suit(kept)),
            )
        else:
            suit = suit_name(best_suit(look.cards))
            label = tr("table.hand_value" + named, value=value, suit=suit, name=name)
        return label

    def _value_label(
        self, look: ValueLook
    ) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect | None]:
        """The label, where it goes, and the chip showing the suit (none once it is over)."""
        layout, text, px = self.layout, self.context.text, self.layout.px
        label = self._value_text(look)
        rendered = text.fit(
            label,
            px(18),
            layout.value.width - layout.value.height - px(20),
            colour=INK if look.lit else CREAM,
            bold=True,
        )
        chip = pygame.Rect(0, 0, layout.value.height - px(4), layout.value.height - px(4))
        width = rendered.get_width() + (0 if look.over else chip.width + px(8))
        x = layout.value.centerx - width // 2
        place = rendered.get_rect(midleft=(x, layout.value.centery))
        if look.over:
            return rendered, place, None
        chip.midleft = (x + rendered.get_width() + px(8), layout.value.centery)
        return rendered, place, chip

    def _value_bounds(self, look: ValueLook) -> pygame.Rect:
        if not look.cards:
            return self.layout.value
        _rendered, place, chip = self._value_label(look)
        return self.layout.value.unionall([place] if chip is None else [place, chip])

    def banner_rect(self) -> pygame.Rect | None:
        return None if self.banner is None else self._banner_lines(self.banner[0])[1]

    def _banner_lines(self, message: str) -> tuple[list[pygame.Surface], pygame.Rect]:
        """The banner's lines and its panel, grown upwards by a second line."""
        layout, px = self.layout, self.layout.px
        lines = self.context.text.fit_lines(
            message, px(22), layout.banner.width - px(24), colour=GOLD, bold=True
        )
        panel = layout.banner.copy()
        panel.height = max(panel.height, sum(line.get_height() for line in lines) + px(16))
        panel.bottom = layout.banner.bottom
        return lines, panel

    def _draw_hud(self, surface: pygame.Surface) -> None:
        layout, px = self.layout, self.layout.px
        blit_lines_upward(surface, self.prompt_lines(), layout.prompt.midbottom)
        self._draw_buttons(surface)
        if self.banner is not None:
            lines, panel = self._banner_lines(self.banner[0])
            self.context.panels.draw(
                surface, panel, pygame.Color(20, 12, 4, 215), radius=px(12), border=GOLD
            )
            blit_lines(surface, lines, panel.center)
        if self.show_focus and self.accepting_input:
            rect = self._focus_rect()
            if rect is not None:
                draw_focus(surface, rect, max(2, px(3)))

    def _status_part(self) -> Part:
        view = self.view
        key = (
            "status",
            view.round_number,
            view.turn_number,
            tuple(self.status_lines()),
            len(self.last_round),
            tuple(self.watched_keys),
        )
        return Part(
            key,
            lambda: union(self.layout.status, self._status_texts()),
            lambda surface: surface.blits(self._status_texts()),
        )

    def _status_texts(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Top left: the round, the session's lines, then the last round or the key help."""
        layout, text, px = self.layout, self.context.text, self.layout.px
        view = self.view
        lines = [
            (
                tr("table.round", round=view.round_number, turn=view.turn_number),
                px(16),
                CREAM,
                False,
                px(4),
            )
        ]
        lines += [(line, px(16), GOLD, True, px(2)) for line in self.status_lines()]
        if self.last_round:
            lines.append(
                (tr_count("table.last_round", len(self.last_round)), px(17), GOLD, True, px(2))
            )
        else:
            lines += [
                (line, px(14), pygame.Color(176, 200, 184), False, px(2))
                for line in self.key_help(KEY_HELP)
            ]
        texts = []
        y = layout.status.y
        for line, size, colour, bold, gap in lines:
            # A line too wide for the corner (key help, a long match score) breaks between
            # its items: the seats along the top start where the corner ends.
            for part in text.wrap_items(line, size, layout.status.width, bold):
                rendered = text.render(part, size, colour, bold)
                texts.append((rendered, rendered.get_rect(topleft=(layout.status.x, y))))
                y = texts[-1][1].bottom + gap
        return texts

    def prompt_room(self) -> tuple[pygame.Rect, int]:
        return self.layout.prompt, self.layout.px(17)

    def _prompt(self) -> tuple[str, pygame.Color]:
        if self.toast is not None:
            return self.toast[0], AMBER
        if self.result is not None:
            return "", CREAM
        if self.accepting_input:
            phase = self.view.phase
            legal = self.view.legal_moves
            if phase == "taken":
                armed = "table.prompt.discard_armed" if self.stop_armed else "table.prompt.discard"
                return tr(armed), CREAM
            if phase == "cleared":
                return tr("table.prompt.cleared"), CREAM
            stopper = self.stopper_shown
            if Pass() in legal and stopper is not None:
                return tr("table.prompt.turn_pass", name=self._name(stopper)), GOLD
            clear = Clear() in legal
            if stopper is not None and self.viewer in self.last_round:
                key = "table.prompt.last_turn_clear" if clear else "table.prompt.last_turn"
                return tr(key, name=self._name(stopper)), GOLD
            return tr("table.prompt.turn_clear" if clear else "table.prompt.turn"), CREAM
        if self.turn_shown is not None and (self.turn_shown != self.viewer or self.watched):
            seat = self.turn_shown
            return self.turn_line("table.prompt.other_turn", seat, self._name(seat)), CREAM
        return "", CREAM

    def _log_entries(self) -> list[str]:
        """The log as shown: the latest lines, or the game's moves up to where it is scrolled."""
        if not self.log_back:
            return list(self.log)
        moves = self._history_lines()
        return moves[: len(moves) - self.log_back]

    def _log_part(self) -> Part:
        return Part(
            ("log", self.log_back, *self._log_entries()),
            lambda: union(self.layout.log, self._log_texts()),
            self._draw_log,
        )

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The recent moves, newest at the bottom in bold; long lines wrap. Scrolled back, the
        newest shown is not bold and a line says how to come back."""
        if not self._log_entries():
            return
        self.context.panels.draw(
            surface, self.layout.log, pygame.Color(6, 30, 18, 150), radius=self.layout.px(10)
        )
        surface.blits(self._log_texts())

    def _log_texts(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Whole entries only, newest last: an entry that does not fit whole is left out, so
        no line starts with the wrapped end of a sentence."""
        layout, text, px = self.layout, self.context.text, self.layout.px
        size, line_height, width = px(15), px(20), layout.log.width - px(16)
        room = (layout.log.height - px(12)) // line_height
        entries = self._log_entries()
        if self.log_back:
            entries.append(tr("table.log_scrolled", count=self.log_back))
        following = not self.log_back  # scrolled back, the last line is the way back
        rows = text.newest_entries(entries, size, width, room, bold_newest=following)
        y = layout.log.bottom - px(6) - line_height * len(rows)
        texts = []
        for line, newest in rows:
            bold = newest and following
            colour = (AMBER if not following else CREAM) if newest else LOG_GREY
            rendered = text.render(line, size, colour, bold)
            texts.append((rendered, rendered.get_rect(topleft=(layout.log.x + px(8), y))))
            y += line_height
        return texts

    def button_rects(self) -> list[pygame.Rect]:
        """The corner buttons, Clear (or Pass) and Stop."""
        layout = self.layout
        return [*super().button_rects(), layout.clear_button, layout.stop_toggle]

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        layout, text, px = self.layout, self.context.text, self.layout.px
        legal = self.view.legal_moves if self.accepting_input else []
        hovered = self.pointer
        first = "table.pass" if Pass() in legal else "table.clear_button"
        draw_button(
            surface,
            text,
            layout.clear_button,
            tr(first),
            enabled=Clear() in legal or Pass() in legal,
            hovered=layout.clear_button.collidepoint(hovered),
            size=px(17),
        )
        stop_label = tr("table.stop_armed" if self.stop_armed else "table.stop_button")
        draw_button(
            surface,
            text,
            layout.stop_toggle,
            stop_label,
            enabled=self._stop_available(),
            active=self.stop_armed,
            hovered=layout.stop_toggle.collidepoint(hovered),
            size=px(17),
        )
        self.draw_corner_buttons(surface, layout.settings, hovered, px(14))
