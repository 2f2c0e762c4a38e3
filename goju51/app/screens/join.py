"""Join a game: the games hosted on the local network appear by themselves (announced by
multicast DNS); the host's address can always be typed instead, and where multicast does
not work the screen says so plainly. Choosing a game opens its lobby
(``JoinerLobbyScene``). A seat kept from an earlier run comes first, "Rejoin Aiko's game",
once its host is found again."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

import goju51.app.network as network
from goju51.app.kit.forms import MUTED_INK, Control, FormScene
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import GOLD
from goju51.app.saves import KeptSeat
from goju51.app.screens.joinerlobby import JoinerLobbyScene
from goju51.net.discovery import Found
from goju51.net.lobby import PROTOCOL

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

SHOWN_GAMES = 5
"""Rows for found games (a home network rarely hosts more at once)."""
MAX_ADDRESS = 60


class JoinScene(FormScene):
    title_key = "net.join_title"
    keys_help = "net.join_keys"

    def __init__(self, flow: Navigator, search: network.GameSearch | None = None) -> None:
        super().__init__(flow.context)
        self.flow = flow
        self.search = search
        """Made on entering unless given (a test's, on one interface)."""
        self.found: list[Found] = []
        self.address = ""
        self.kept: KeptSeat | None = None
        """The seat kept from an earlier run whose host is found again (offered first)."""

    def enter(self) -> None:
        if self.search is None:
            self.search = network.GameSearch()
        super().enter()

    def exit(self) -> None:
        if self.search is not None:
            self.search.close()

    # ---------------------------------------------------------------------- layout

    def build(self) -> list[Control]:
        px = self.px
        row = self.column(140, 760, 50, 10)
        controls = []
        kept = self.kept
        if kept is not None:
            label = partial(tr, "net.rejoin_found", title=kept.title, name=kept.name)
            controls.append(Control("rejoin", row(0), label, activate=self.flow.rejoin, size=19))
        first = len(controls)
        controls += [
            self.found_control(index, found, row(first + index))
            for index, found in enumerate(self.found[: SHOWN_GAMES - first])
        ]
        typed = pygame.Rect(0, 0, px(520), px(50))
        typed.topleft = (self.size[0] // 2 - px(380), px(500))
        controls.append(
            Control(
                "address",
                typed,
                lambda: self.address,
                edit=(lambda: self.address, self.set_address, MAX_ADDRESS),
                placeholder=lambda: tr("net.address_example", port=network.PORT),
                size=20,
            )
        )
        connect = pygame.Rect(typed.right + px(20), typed.y, px(220), px(50))
        controls.append(
            Control("connect", connect, lambda: tr("net.connect"), activate=self.open_typed)
        )
        back = self.column(590, 380, 46)(0)
        controls.append(Control("back", back, lambda: tr("net.back"), activate=self.back))
        return controls

    def found_control(self, index: int, found: Found, rect: pygame.Rect) -> Control:
        """A game heard on the network: pressed, it opens that game's lobby."""
        control = Control(f"found:{index}", rect, partial(self.found_label, found), size=19)
        control.activate = partial(self.open_found, found)
        control.enabled = partial(self.can_join, found)
        return control

    def set_address(self, value: str) -> None:
        self.address = value

    def found_label(self, found: Found) -> str:
        if found.game not in self.flow.screens:
            return tr("net.found_not_offered", title=found.title, game=found.game)
        game = tr(f"game.{found.game}.name")
        if found.app != network.APP_VERSION or found.protocol != PROTOCOL:
            return tr("net.found_version", title=found.title, game=game, version=found.app)
        return tr("net.found", title=found.title, game=game, open=found.open_seats)

    def can_join(self, found: Found) -> bool:
        return (
            found.game in self.flow.screens
            and found.app == network.APP_VERSION
            and found.protocol == PROTOCOL
            and found.open_seats > 0
        )

    # ---------------------------------------------------------------------- actions

    def submit(self) -> None:
        """Enter in the address field connects."""
        control = self.focused
        if control is not None and control.key == "address":
            self.open_typed()
        else:
            super().submit()

    def open_found(self, found: Found) -> None:
        self.open(found.where, found.game)

    def open_typed(self) -> None:
        address = network.parse_address(self.address)
        if address is None:
            self.say(tr("net.bad_address", port=network.PORT))
            self.mark("address")
            return
        self.open(address, next(iter(self.flow.screens)))

    def open(self, address: str, game: str) -> None:
        joined = network.JoinedGame(address, game, tuple(self.flow.screens))
        self.on_stack.push(JoinerLobbyScene(self.flow, joined))

    # ---------------------------------------------------------------------- frames

    def update(self, dt: float) -> None:
        super().update(dt)
        kept = self.flow.seat_found_again()
        found = self.search.games() if self.search is not None else self.found
        if found != self.found or kept != self.kept:
            self.found, self.kept = found, kept
            self.rebuild()

    def notice(self) -> str:
        """What the list says while it is empty: still looking, or plainly that games cannot
        be found by themselves on this network."""
        problem = self.search.problem if self.search is not None else None
        return tr("net.no_multicast") if problem is not None else tr("net.looking")

    def draw_content(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        centre = self.size[0] // 2
        heading = text.fit(tr("net.found_heading"), px(22), px(760), colour=GOLD, bold=True)
        surface.blit(heading, heading.get_rect(midtop=(centre, px(100))))
        if not self.found and self.kept is None:
            self.draw_lines(surface, [self.notice()], px(150), px(19), px(760), colour=MUTED_INK)
        heading = text.fit(tr("net.type_heading"), px(22), px(760), colour=GOLD, bold=True)
        surface.blit(heading, heading.get_rect(midtop=(centre, px(460))))
