"""The host's lobby: the set-up is open to the local network. It shows where the others can
reach the game and its join code, each seat and who took it, and Start once every seat open
to another computer is taken. A seat nobody took can be given to a computer instead, and so,
in a game continued, can the seat of a person who does not come back.

The server is pumped every frame from ``update``; leaving the lobby closes it.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

import goju51.app.network as network
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.forms import MUTED_INK, Control
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import AMBER, CREAM, GOLD
from goju51.app.screens.lobbyseats import (
    LobbyScene,
    draw_paragraph,
    draw_seats,
    row_end_button,
    seat_row,
)
from goju51.net.lobby import SeatState
from goju51.net.server import NetEvent

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

COMPUTER_LEVEL = "normal"
"""The level of a computer given a seat nobody took (the set-up's default)."""


def givable(seat: SeatState) -> bool:
    """A seat open to another computer that nobody holds now may be given to a computer: one
    nobody took (before a new game, a person who leaves frees their seat) or, in a game
    continued, one whose person has not come back."""
    return seat.kind == "remote" and not seat.connected


class HostLobbyScene(LobbyScene):
    title_key = "net.host_title"
    keys_help = "net.host_keys"

    def __init__(self, flow: Navigator, hosted: network.HostedGame) -> None:
        super().__init__(flow)
        self.hosted = hosted
        self.lobby = hosted.lobby()
        self.names: dict[int, str] = {}
        """Who last sat in each seat open to the network (a seat freed in the lobby forgets
        its name before the host hears why it was left)."""
        self.started = False
        """The game was handed to the flow: the server is the flow's now, not to be closed."""
        flow.context.record("hosting", addresses=hosted.addresses, code=hosted.code)

    # ---------------------------------------------------------------------- layout

    def build(self) -> list[Control]:
        px = self.px
        _left, right = self.columns()
        controls = []
        for index, seat in enumerate(self.lobby.seats):
            if not givable(seat):
                continue
            label = partial(tr, "net.to_computer")
            give = partial(self.give_to_computer, index)
            key = f"computer:{index}"
            controls.append(row_end_button(self, right, index, 210, key, label, give, 16))
        seats_bottom = seat_row(self, right, px(134), px(600), len(self.lobby.seats)).top
        start = pygame.Rect(right, max(px(520), seats_bottom + px(16)), px(600), px(56))
        controls.append(
            Control(
                "start",
                start,
                lambda: tr("net.host_start"),
                activate=self.start,
                enabled=self.ready,
                size=22,
            )
        )
        close = pygame.Rect(right, start.bottom + px(14), px(600), px(44))
        controls.append(Control("back", close, lambda: tr("net.host_close"), activate=self.back))
        return controls

    # ---------------------------------------------------------------------- actions

    def give_to_computer(self, seat: int) -> None:
        """A free seat goes to a computer at once; a person's (in a game continued) only once
        the host has said yes: their app can no longer come back."""
        person = self.lobby.seats[seat].name
        if not person:
            self.give_away(seat)
            return
        self.on_stack.push(
            Dialog(
                self.context,
                lambda: tr("net.give_away_question", name=person),
                [
                    (lambda: tr("net.to_computer"), partial(self.give_away, seat)),
                    (lambda: tr("dialog.cancel"), lambda: None),
                ],
            )
        )

    def give_away(self, seat: int) -> None:
        names = self.flow.screens[self.hosted.server.spec.id].opponent_names[COMPUTER_LEVEL]
        taken = {seat.name for seat in self.lobby.seats}
        name = next((name for name in names if name not in taken), names[0])
        self.hosted.give_to_computer(seat, COMPUTER_LEVEL, name)
        self.refresh()

    def ready(self) -> bool:
        """Every seat open to another computer is taken, as the lobby shows it."""
        return not network.free_seats(self.lobby.seats) and self.hosted.ready

    def start(self) -> None:
        if self.ready():
            self.started = True
            network.start_hosted(self.flow, self.hosted)

    def exit(self) -> None:
        if not self.started:
            self.hosted.close()

    # ---------------------------------------------------------------------- frames

    def update(self, dt: float) -> None:
        super().update(dt)
        for event in self.hosted.pump():
            self.tell(event)
        self.refresh()

    def refresh(self) -> None:
        """Follow the lobby; the buttons change when a seat is taken, freed or given away."""
        lobby = self.hosted.lobby()
        self.names |= {
            i: seat.name
            for i, seat in enumerate(lobby.seats)
            if seat.kind == "remote" and seat.name
        }
        if lobby != self.lobby:
            buttons_change = list(map(givable, lobby.seats)) != list(map(givable, self.lobby.seats))
            self.lobby = lobby
            if buttons_change:
                self.rebuild()

    def tell(self, event: NetEvent) -> None:
        """Who left, and why, said under the controls."""
        name = event.name or self.names.get(event.seat or 0, "")
        if event.kind == "dropped" and name and event.detail != "replaced":
            why = tr(f"net.why.{event.detail.replace(' ', '_')}")
            self.say(tr("net.dropped", name=name, why=why))

    def draw_content(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        left, right = self.columns()
        width = px(560)
        y = px(100)
        heading = text.fit(tr("net.join_at"), px(22), width, colour=GOLD, bold=True)
        surface.blit(heading, (left, y))
        y += heading.get_height() + px(6)
        for address in self.hosted.addresses[:3]:
            shown = text.fit(address, px(28), width, colour=CREAM, bold=True)
            surface.blit(shown, (left, y))
            y += shown.get_height() + px(2)
        y += px(18)
        heading = text.fit(tr("net.code"), px(22), width, colour=GOLD, bold=True)
        surface.blit(heading, (left, y))
        y += heading.get_height() + px(4)
        code = text.fit(" ".join(self.hosted.code), px(64), width, colour=GOLD, bold=True)
        surface.blit(code, (left, y))
        y += code.get_height() + px(18)
        problem = self.hosted.announce_problem
        said = tr("net.announced") if problem is None else tr("net.not_announced")
        y = draw_paragraph(self, surface, said, (left, y), px(18), width, MUTED_INK)
        if self.hosted.moved_from is not None:  # the port kept for those who had joined
            moved = tr("net.port_moved", port=self.hosted.moved_from)
            draw_paragraph(self, surface, moved, (left, y + px(10)), px(18), width, AMBER)
        heading = text.fit(tr("setup.seats"), px(22), px(600), colour=GOLD, bold=True)
        surface.blit(heading, (right, px(100)))
        rows = {}
        for index, seat in enumerate(self.lobby.seats):
            row = seat_row(self, right, px(134), px(600), index)
            if givable(seat):
                row.width -= px(222)  # its "to a computer" button sits at the row's end
            rows[index] = row
        draw_seats(self, surface, self.lobby.seats, rows)
