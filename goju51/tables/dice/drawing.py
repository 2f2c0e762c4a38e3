"""The dice table, part 3: drawing. Drawing changes nothing: it paints the table as the
animation left it, from the felt up (plates, the cup and the dice, the announcement, the
ladder, the buttons, the words), every picture and text taken from a cache."""

from __future__ import annotations

import math

import pygame

from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import (
    AMBER,
    CREAM,
    DISABLED,
    GOLD,
    INK,
    blit_lines_upward,
    draw_button,
    draw_focus,
    line_height,
)
from goju51.games.dice import LADDER, Announce, Result
from goju51.tables.dice.look import (
    GREY,
    KEY_HELP,
    LIFTED,
    RED,
    TARGET_GLOW,
    Action,
)
from goju51.tables.dice.odds import percent, reach_chance
from goju51.tables.dice.state import DiceTableState
from goju51.tables.dice.words import direction_text, points_text, result_name

PLATE = pygame.Color(8, 30, 22, 225)
PLATE_OUT = pygame.Color(40, 40, 40, 200)
RUNG = pygame.Color(24, 56, 42)
RUNG_OPEN = pygame.Color(38, 98, 68)
RUNG_HOVER = pygame.Color(60, 130, 92)
SHADE = pygame.Color(6, 24, 16, 170)


class DiceDrawing(DiceTableState):
    """The dice table's drawing; see the module docstring."""

    def button_rects(self) -> list[pygame.Rect]:
        """The corner buttons, the action buttons up now, Skip, the odds and the ladder's
        rungs (each announces its value)."""
        layout = self.layout
        actions = [action.rect for action in self.actions() if action.rect in layout.actions]
        skip = [layout.skip] if self.skip_shown else []
        return [*super().button_rects(), *actions, *skip, layout.odds_toggle, *layout.rungs]

    @property
    def skip_shown(self) -> bool:
        """Skip (to the result) is up: the viewer is out, has not asked for the result yet."""
        return self.watching_out and not self.hurrying

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        actions = self.actions()
        self._draw_arrow(surface)
        targets = {action.key for action in actions if action.key.startswith("plate:")}
        for seat in range(self.view.num_players):
            self._draw_plate(surface, seat, f"plate:{seat}" in targets)
        self._draw_roll_off(surface)
        self._draw_cup(surface)
        self._draw_announcement(surface)
        self._draw_chips(surface)
        self._draw_ladder(surface, actions)
        self._draw_hud(surface, actions)
        if self.confetti is not None:
            self.confetti.draw(surface)

    # --------------------------------------------------------------------------- players

    def _draw_plate(self, surface: pygame.Surface, seat: int, targetable: bool) -> None:
        layout, text, px = self.layout, self.context.text, self.layout.px
        plate = layout.plates[seat]
        out = seat in self.out_shown
        winner = self.result is not None and seat in self.result.winners
        turn = seat == self.turn_shown and self.result is None and not self.animating
        if targetable:
            glow = plate.inflate(px(10), px(10))
            hovered = glow.collidepoint(self.pointer)
            pygame.draw.rect(
                surface, GOLD if hovered else TARGET_GLOW, glow, px(4), border_radius=px(16)
            )
        fill = GOLD if winner else PLATE_OUT if out else PLATE
        border = GOLD if (turn or winner) else None
        self.context.panels.draw(surface, plate, fill, radius=px(12), border=border)
        ink = INK if winner else GREY if out else CREAM
        name = self._name(seat)
        room = plate.width - px(16)
        you = tr("dice.plate.you", name=name)
        if seat == self.viewer and text.fits(you, px(17), room, bold=True):
            name = you  # "Player 1 (you)", where the plate has room for it
        if winner:
            name = tr("dice.plate.winner", name=name)
        label = text.fit(name, px(17), room, colour=ink, bold=True)
        surface.blit(label, label.get_rect(midtop=(plate.centerx, plate.y + px(6))))
        self._draw_counter(surface, seat, plate, out, winner)
        if targetable:
            badge = pygame.Rect(0, 0, px(24), px(24))
            badge.center = (plate.left + px(4), plate.top + px(4))
            pygame.draw.ellipse(surface, TARGET_GLOW, badge)
            text.blit(surface, str(seat + 1), px(15), "center", badge.center, colour=INK, bold=True)
        if self.thinking and self.view.current_player == seat:
            dots = "." * (1 + int(self.clock * 2.5) % 3)
            thinking = text.render(tr("table.thinking") + dots, px(14), colour=AMBER)
            place = thinking.get_rect(midtop=(plate.centerx, plate.bottom + px(3)))
            if place.colliderect(self.layout.announcement):  # the seat across: say it above
                place.midbottom = (plate.centerx, plate.top - px(3))
            surface.blit(thinking, place)

    def _draw_counter(
        self, surface: pygame.Surface, seat: int, plate: pygame.Rect, out: bool, winner: bool
    ) -> None:
        """The player's penalty points against the limit: a bar of notches and "5 / 12"."""
        px = self.layout.px
        limit = self.view.rules.limit
        points = self.points_shown[seat]
        ink = INK if winner else GREY if out else CREAM
        label = tr("dice.plate.points", points=points, limit=limit)
        if out and not winner:
            label = tr("dice.plate.out", points=points)
        rendered = self.context.text.render(label, px(14), ink, bold=True)
        surface.blit(
            rendered, rendered.get_rect(bottomright=(plate.right - px(8), plate.bottom - px(6)))
        )
        bar = pygame.Rect(
            plate.x + px(10),
            plate.bottom - px(18),
            plate.width - px(30) - rendered.get_width(),
            px(10),
        )
        pulse = max(0.0, 1 - (self.clock - self.landed[seat]) / 0.6)
        if pulse > 0:
            bar = bar.inflate(0, round(px(6) * pulse))
        pygame.draw.rect(surface, SHADE, bar, border_radius=px(3))
        filled = min(points, limit) / limit
        danger = RED.lerp(GOLD, 0.3 * pulse)
        colour = GREY if out else (danger if points >= limit * 0.75 else AMBER)
        if filled > 0:
            pygame.draw.rect(
                surface,
                colour,
                (bar.x, bar.y, max(px(3), round(bar.width * filled)), bar.height),
                border_radius=px(3),
            )
        if limit <= 24:
            for notch in range(1, limit):
                x = bar.x + round(bar.width * notch / limit)
                pygame.draw.line(surface, SHADE, (x, bar.y), (x, bar.bottom - 1))

    def _draw_roll_off(self, surface: pygame.Surface) -> None:
        side = self.layout.px(30)
        for seat, face in self.roll_off_faces.items():
            plate = self.layout.plates[seat]
            die = self.art.die(face, side)
            surface.blit(
                die, die.get_rect(midleft=(plate.right + self.layout.px(6), plate.centery))
            )

    # ------------------------------------------------------------------------- the middle

    def _draw_arrow(self, surface: pygame.Surface) -> None:
        """The direction of play round the cup; it turns over when play reverses."""
        layout = self.layout
        direction = self.direction_shown if self.arrow_flip >= 0 else -self.direction_shown
        ring = self.art.arrow_ring(layout.px(150), direction, (238, 190, 70))
        squeeze = abs(self.arrow_flip)
        if squeeze < 0.999:
            ring = pygame.transform.scale(
                ring, (max(1, round(ring.get_width() * squeeze)), ring.get_height())
            )
        centre = (layout.centre[0], layout.cup.bottom - layout.px(6))
        surface.blit(ring, ring.get_rect(center=centre))
        self.context.text.blit(
            surface,
            direction_text(self.direction_shown),
            layout.px(14),
            "midright",
            (centre[0] - layout.px(160), centre[1]),
            colour=pygame.Color(238, 190, 70),
        )

    def cup_shift(self) -> tuple[int, int]:
        """Where the cup stands now, from the middle: on its way from one holder's side to
        the next one's."""
        place = self.cup_place
        start = self.layout.cup_offset(place.came_from)
        end = self.layout.cup_offset(place.holder)
        return (
            round(start[0] + (end[0] - start[0]) * place.slide),
            round(start[1] + (end[1] - start[1]) * place.slide),
        )

    def _cup_caption(self, dice: Result) -> str:
        """The words under dice in view: shown to all, the roller's own, or (every hand
        shown) what lies under the cup."""
        if self.dice_public:
            return result_name(dice)
        if self.view.every_hand:
            return tr("dice.cup.hidden", result=result_name(dice))
        return tr("dice.cup.yours")

    def _draw_cup(self, surface: pygame.Surface) -> None:
        layout, px, cup = self.layout, self.layout.px, self.cup
        shift = self.cup_shift()
        base = layout.cup.move(shift)
        shadow = self.art.cup_shadow(base.width + px(24))
        surface.blit(shadow, shadow.get_rect(center=(base.centerx, base.bottom - px(4))))
        if self.under_cup is not None and cup.lift > LIFTED:
            dice = [rect.move(shift) for rect in layout.dice_rects()]
            for die, rect in zip(self.art.dice_pair(self.under_cup, layout.die), dice, strict=True):
                shade = self.art.shadow(layout.die)
                surface.blit(shade, shade.get_rect(center=(rect.centerx + px(3), rect.bottom)))
                surface.blit(die, rect)
            caption = self._cup_caption(self.under_cup)
            colour = CREAM if self.dice_public else pygame.Color(140, 240, 170)
            line = self.context.text.render(caption, px(15), colour, bold=True)
            place = line.get_rect(midtop=(base.centerx, base.bottom + px(2)))
            backing = place.inflate(px(14), px(2))  # the arrow ring runs behind the words
            self.context.panels.draw(
                surface, backing, pygame.Color(8, 30, 22, 200), radius=backing.height // 2
            )
            surface.blit(line, place)
        wobble = cup.shake * math.sin(self.clock * 47)
        lifted = layout.lifted_cup.move(shift)
        x = base.x + round(px(12) * wobble + cup.lift * (lifted.x - base.x))
        y = base.y + round(cup.lift * (lifted.y - base.y) - px(10) * cup.squash)
        y += round(px(5) * cup.shake * math.sin(self.clock * 61))
        picture = self.art.cup(base.size)
        tilt = 9 * cup.shake * math.sin(self.clock * 29)  # rocked in the hand while shaken
        if abs(tilt) > 0.5:
            turned = pygame.transform.rotozoom(picture, tilt, 1.0)
            surface.blit(
                turned, turned.get_rect(center=(x + base.width // 2, y + base.height // 2))
            )
        else:
            surface.blit(picture, (x, y))

    def _draw_announcement(self, surface: pygame.Surface) -> None:
        """The announcement standing, large above the cup (or the stake a 51's target faces)."""
        layout, text, px = self.layout, self.context.text, self.layout.px
        box = layout.announcement
        if self.announcement_shown is not None:
            result, announcer, to = self.announcement_shown
            caption = tr("dice.announced_to", name=self._name(announcer), to=self._name(to))
            big = result_name(result)
        elif self.stake_shown is not None:
            player, attacker, stake = self.stake_shown
            caption = tr(
                "dice.stake_caption", attacker=self._name(attacker), name=self._name(player)
            )
            big = points_text(stake)
        else:
            return
        self.context.panels.draw(
            surface, box, pygame.Color(8, 30, 22, 190), radius=px(14), border=GOLD
        )
        line = text.fit(caption, px(16), box.width - px(16), colour=CREAM)
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + px(6))))
        size = max(10, round(px(54) * min(1.2, max(0.3, self.announcement_pop))))
        shown = text.fit(big, size, box.width - px(20), colour=GOLD, bold=True)
        surface.blit(shown, shown.get_rect(center=(box.centerx, box.centery + px(12))))

    def _draw_chips(self, surface: pygame.Surface) -> None:
        layout, px = self.layout, self.layout.px
        start = layout.cup.move(self.cup_shift()).center
        for chip in self.chips:
            end = layout.plates[chip.seat].center
            t = chip.progress
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * px(80)
            radius = px(22)
            pygame.draw.circle(surface, pygame.Color(120, 20, 20), (x + px(2), y + px(3)), radius)
            pygame.draw.circle(surface, RED, (x, y), radius)
            pygame.draw.circle(surface, CREAM, (x, y), radius, max(2, px(3)))
            self.context.text.blit(
                surface,
                f"+{chip.points}",
                px(18),
                "center",
                (round(x), round(y)),
                colour=CREAM,
                bold=True,
            )

    # ---------------------------------------------------------------------------- ladder

    def _draw_ladder(self, surface: pygame.Surface, actions: list[Action]) -> None:
        """The 19 announceable values, 31 at the bottom: the ones the viewer may announce now
        are lit, the standing announcement is gold, the viewer's own dice are marked."""
        layout, text, px = self.layout, self.context.text, self.layout.px
        text.blit(
            surface,
            tr("dice.ladder"),
            px(16),
            "midleft",
            layout.ladder_title.midleft,
            colour=GOLD,
            bold=True,
        )
        draw_button(
            surface,
            text,
            layout.odds_toggle,
            tr("dice.odds_on" if self.odds_on else "dice.odds_off"),
            active=self.odds_on,
            hovered=layout.odds_toggle.collidepoint(self.pointer),
            size=px(14),
        )
        open_rungs = {a.key for a in actions if a.key.startswith("rung:") and a.enabled}
        standing = self.announcement_shown[0].rank if self.announcement_shown else None
        own = self.under_cup.rank if self.under_cup is not None and not self.dice_public else None
        for rank, rung in enumerate(layout.rungs):
            is_open = f"rung:{rank}" in open_rungs
            if rank == standing:
                fill, ink = GOLD, INK
            elif is_open:
                fill = RUNG_HOVER if rung.collidepoint(self.pointer) else RUNG_OPEN
                ink = CREAM
            else:
                fill, ink = RUNG, DISABLED if open_rungs else pygame.Color(196, 206, 198)
            pygame.draw.rect(surface, fill, rung, border_radius=px(5))
            if rank == own:
                pygame.draw.rect(
                    surface, pygame.Color(140, 240, 170), rung, max(2, px(3)), border_radius=px(5)
                )
            size = min(px(16), max(8, rung.height - px(6)))
            label = text.render(result_name(LADDER[rank]), size, ink, bold=True)
            surface.blit(label, label.get_rect(midleft=(rung.x + px(10), rung.centery)))
            if self.odds_on:
                chance = tr("dice.percent", value=percent(reach_chance(LADDER[rank])))
                odds = text.render(chance, max(8, size - px(2)), ink)
                surface.blit(odds, odds.get_rect(midright=(rung.right - px(8), rung.centery)))

    # ------------------------------------------------------------------------------- HUD

    def _draw_hud(self, surface: pygame.Surface, actions: list[Action]) -> None:
        layout, text, px = self.layout, self.context.text, self.layout.px
        self._draw_status(surface)
        self._draw_log(surface)
        blit_lines_upward(surface, self.prompt_lines(), layout.prompt.midbottom)
        focused = self._focused(actions) if actions else None
        for action in actions:
            if action.rect in layout.actions:
                draw_button(
                    surface,
                    text,
                    action.rect,
                    action.label,
                    enabled=action.enabled,
                    hovered=action.rect.collidepoint(self.pointer),
                    size=px(18),
                )
        if self.skip_shown:
            draw_button(
                surface,
                text,
                layout.skip,
                tr("dice.button.skip"),
                hovered=layout.skip.collidepoint(self.pointer),
                size=px(18),
            )
        self.draw_corner_buttons(surface, layout.settings, self.pointer, px(14))
        if self.banner is not None:
            self._draw_banner(surface, self.banner[0])
        if self.show_focus and focused is not None:
            draw_focus(surface, focused.rect, max(2, px(3)))

    def _draw_banner(self, surface: pygame.Surface, message: str) -> None:
        size, lines, box = self.banner_block(message)
        self.context.panels.draw(
            surface, box, pygame.Color(20, 12, 4, 225), radius=self.layout.px(12), border=GOLD
        )
        step = line_height(size)
        y = box.centery - step * (len(lines) - 1) // 2
        for line in lines:
            self.context.text.blit(
                surface, line, size, "center", (box.centerx, y), colour=GOLD, bold=True
            )
            y += step

    def banner_rect(self) -> pygame.Rect | None:
        return None if self.banner is None else self.banner_block(self.banner[0])[2]

    def banner_block(self, message: str) -> tuple[int, list[str], pygame.Rect]:
        """The banner's text size, lines and box: it grows down a line at a time, and its
        text shrinks before the box would reach the viewer's plate, so the end of a verdict
        is never dropped."""
        layout, px = self.layout, self.layout.px
        margin = layout.banner.height - line_height(px(20))
        size, lines = self.context.text.fit_block(
            message, px(20), layout.banner.width - px(24), layout.banner_room - margin, bold=True
        )
        box = layout.banner.inflate(0, line_height(size) * (len(lines) - 1))
        box.top = layout.banner.top
        return size, lines, box

    def _draw_status(self, surface: pygame.Surface) -> None:
        layout, text, px = self.layout, self.context.text, self.layout.px
        rules = self.view.rules
        lines = [(tr(f"dice.status.{rules.end}", limit=rules.limit), px(16), CREAM, True)]
        if rules.stacked_chance > 0:
            lines.append(
                (
                    tr("dice.status.stacked", value=round(rules.stacked_chance * 100)),
                    px(14),
                    CREAM,
                    False,
                )
            )
        lines += [(line, px(16), GOLD, True) for line in self.status_lines()]
        corner = layout.status
        y = corner.y
        for line, size, colour, bold in lines:
            for rendered in text.fit_lines(line, size, corner.width, colour=colour, bold=bold):
                surface.blit(rendered, (corner.x, y))
                y += rendered.get_height() + px(2)
        help_colour = pygame.Color(200, 190, 170)
        for line in self.key_help_lines():
            rendered = text.fit(line, px(13), corner.width, colour=help_colour)
            if y + rendered.get_height() > corner.bottom:
                break  # the help's last lines give way to a plate below (eight seats)
            surface.blit(rendered, (corner.x, y))
            y += rendered.get_height() + px(2)

    def key_help_lines(self) -> list[str]:
        """The key help, broken between keys to the status corner's width."""
        size, width = self.layout.px(13), self.layout.status.width
        wrap = self.context.text.wrap_items
        return [line for keys in self.key_help(KEY_HELP) for line in wrap(keys, size, width)]

    def _draw_log(self, surface: pygame.Surface) -> None:
        if not self.log:
            return
        layout, text, px = self.layout, self.context.text, self.layout.px
        self.context.panels.draw(surface, layout.log, pygame.Color(14, 10, 8, 170), radius=px(10))
        size, step = layout.log_text, layout.log_line
        rows = text.newest_entries(
            list(self.log), size, layout.log.width - px(16), (layout.log.height - px(10)) // step
        )
        y = layout.log.bottom - px(5) - step * len(rows)
        for line, fresh in rows:
            colour = CREAM if fresh else pygame.Color(200, 190, 176)
            surface.blit(text.render(line, size, colour, fresh), (layout.log.x + px(8), y))
            y += step

    def prompt_room(self) -> tuple[pygame.Rect, int]:
        return self.layout.prompt, self.layout.px(18)

    def _prompt(self) -> tuple[str, pygame.Color]:
        if self.toast is not None:
            return self.toast[0], AMBER
        if self.result is not None or self.view.is_over:
            return "", CREAM
        view = self.view
        if self.accepting_input:
            match view.phase:
                case "roll":
                    return tr("dice.prompt.roll"), CREAM
                case "announce":
                    to = self._name(view.next_player())
                    if view.announcement is None:
                        return tr("dice.prompt.announce_any", to=to), CREAM
                    over = result_name(view.announcement.result)
                    if view.dice is not None and Announce(view.dice) not in view.legal_moves:
                        dice = result_name(view.dice)  # too low: "T: the truth" is no choice
                        return tr("dice.prompt.announce_over", result=over, to=to, dice=dice), CREAM
                    return tr("dice.prompt.announce", result=over, to=to), CREAM
                case "respond":
                    standing = view.announcement
                    if standing is not None:
                        return tr(
                            "dice.prompt.respond",
                            name=self._name(standing.seat),
                            result=result_name(standing.result),
                        ), CREAM
                case "target":
                    special = result_name(view.special) if view.special is not None else ""
                    return tr("dice.prompt.target", special=special), CREAM
                case "face":
                    return tr(
                        "dice.prompt.face",
                        points=points_text(view.stake),
                        double=points_text(2 * view.stake),
                    ), CREAM
        if self.watching_out:
            return ("" if self.hurrying else tr("dice.prompt.out")), CREAM
        others = self.turn_shown != self.viewer or self.watched
        if self.turn_shown is not None and others and not self.animating:
            seat = self.turn_shown
            return self.turn_line("dice.prompt.other", seat, self._name(seat)), CREAM
        return "", CREAM
