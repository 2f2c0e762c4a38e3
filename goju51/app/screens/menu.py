"""The main menu: continue a saved game, start a new one, join one hosted on another
computer, read the rules, see statistics, change settings, quit. When a seat taken in a game
hosted elsewhere was kept from an earlier run and its host is found again, it offers to rejoin
it."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from goju51.app.cards.cardart import ShownCard
from goju51.app.kit.dieart import die_picture
from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.screens.join import JoinScene
from goju51.app.screens.saved_games import saved_game_line

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

FANS = {
    side: tuple(ShownCard(rank, suit) for rank in "AKQJT") for side, suit in ((-1, "S"), (1, "H"))
}
"""A–K–Q–J–10, the best hand: in spades fanned left of the title, in hearts right of it."""


class MainMenuScene(FormScene):
    keys_help = "menu.keys"

    def __init__(self, flow: Navigator) -> None:
        super().__init__(flow.context)
        self.flow = flow
        self._fan_key: tuple[object, ...] | None = None
        self._fan_images: list[tuple[pygame.Surface, pygame.Rect]] = []

    def build(self) -> list[Control]:
        row = self.column(246, 380, 48, 10)
        flow = self.flow
        entries = [
            ("continue", "menu.continue", flow.continue_game, flow.can_continue),
            ("new", "menu.new_game", flow.open_setup, None),
            ("join", "net.menu_join", self.open_join, None),
            ("rules", "menu.rules", flow.open_rules, None),
            ("statistics", "menu.statistics", flow.open_statistics, None),
            ("settings", "menu.settings", flow.open_settings, None),
            ("quit", "menu.quit", flow.quit, None),
        ]
        controls = []
        for index, (key, label, action, enabled) in enumerate(entries):
            control = Control(key, row(index), partial(tr, label), activate=action, size=22)
            if enabled is not None:
                control.enabled = enabled
            controls.append(control)
        return controls

    def update(self, dt: float) -> None:
        super().update(dt)
        self.flow.offer_rejoin()  # a seat kept from an earlier run, once its host is back

    def open_join(self) -> None:
        """Join a game hosted on another computer: the list of games found on the network."""
        self.on_stack.push(JoinScene(self.flow))

    def back(self) -> None:
        """Escape does not quit at once: it moves the focus to Quit."""
        self.focus = len(self.controls) - 1

    def draw_content(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        centre = self.size[0] // 2
        title = text.blit(
            surface, tr("app.title"), px(78), "midtop", (centre, px(40)), colour=GOLD, bold=True
        )
        games = " · ".join(tr(f"game.{game_id}.name") for game_id in self.flow.screens)
        line = text.fit(games, px(26), self.size[0] - px(60), colour=CREAM)
        # Under the title's lowest descender (a "j"), whatever the language's font.
        surface.blit(line, line.get_rect(midtop=(centre, title.bottom)))
        detail = self.saved_detail()
        if detail:
            line = text.fit(detail, px(16), px(560), colour=CREAM)
            surface.blit(line, line.get_rect(midbottom=(centre, self.controls[0].rect.top - px(6))))
        for image, rect in self._fans():
            surface.blit(image, rect)

    def saved_detail(self) -> str:
        """Above Continue: the saved game and where it stands, or which games are saved."""
        sessions, screens = self.flow.sessions, self.flow.screens
        if len(sessions) == 1:
            (session,) = sessions.values()
            return saved_game_line(session, screens[session.setup.game])
        if sessions:
            names = [tr(f"game.{game_id}.name") for game_id in screens if game_id in sessions]
            return tr("menu.saved_games", games=" · ".join(names))
        return ""

    def _fans(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Two fanned 51 hands (spades, hearts), and a die under each (5 and 1: the dice
        game's 51) when the dice game is offered; rotated once per size and deck colours."""
        key = (self.size, self.context.images.art.four_colour)
        if self._fan_key != key:
            px, centre = self.px, self.size[0] // 2
            self._fan_images = []
            for side, fan in FANS.items():
                for index, card in enumerate(fan):
                    face = self.context.images.card(card, px(92), True)
                    image = pygame.transform.rotozoom(face, -(index - 2) * 9, 1.0)
                    centre_point = (
                        centre + side * px(420) + (index - 2) * px(34),
                        px(400) + abs(index - 2) * px(8),
                    )
                    self._fan_images.append((image, image.get_rect(center=centre_point)))
            if "dice" in self.flow.screens:  # the dice game's 51, rolled below the fans
                for side, pips in ((-1, 5), (1, 1)):
                    die = pygame.transform.rotozoom(die_picture(pips, px(64)), side * 14, 1.0)
                    point = (centre + side * px(420) + side * px(12), px(540))
                    self._fan_images.append((die, die.get_rect(center=point)))
            self._fan_key = key
        return self._fan_images
