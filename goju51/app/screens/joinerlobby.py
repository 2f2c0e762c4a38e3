"""A joining app's lobby: connect to the host, type the join code and a name, pick a free
seat, then wait there until the host starts the game.

Once seated, "Add a person at this computer" lets someone else here type a name and take
another free seat, on a connection (and token) of their own: the people here then pass and
play. Each of them can stand up again (give the seat back) before the start.

A refusal is said plainly (a mistyped code or name is framed in red and can be typed again
at once: the join starts over on a new connection); one that cannot be put right (another
version, a game already under way) leaves only Back. The joined seat is pumped every frame
from ``update``; leaving the lobby before the game starts gives the seat up.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

import goju51.app.network as network
import goju51.net.lobby as lobby
from goju51.app.kit.forms import Control
from goju51.app.kit.i18n import join_names, tr
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.names import MAX_NAME, name_problem
from goju51.app.screens.lobbyseats import (
    LobbyScene,
    draw_paragraph,
    draw_seats,
    row_end_button,
    seat_row,
    text_field,
)
from goju51.net.lobby import Denied

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

MAX_CODE = 8
SEATED = ("seated", "reconnecting")
STAND_WIDTH = 170
"""Design-grid width of a seat's Stand up button, at the end of its row."""


class JoinerLobbyScene(LobbyScene):
    title_key = "net.join_title"

    def __init__(
        self,
        flow: Navigator,
        joined: network.JoinedGame,
        others: Sequence[network.JoinedGame] = (),
    ) -> None:
        super().__init__(flow)
        self.joined = joined
        """The first person at this computer (the connection the lobby was opened with)."""
        self.others = list(others)
        """The other people at this computer who have sat down (or come back to their
        seats), each on a connection of their own."""
        self.newcomer: network.JoinedGame | None = None
        """Someone being added at this computer: the form is theirs until they sit down."""
        self.code = ""
        self.name = self.last_name()
        self.chosen: int | None = None
        self.begun = False
        """The host started the game (heard once)."""
        self.sitting = False
        """Sit down as soon as the host listens (at once, or when a refused join has
        connected again)."""
        self.handed_over = False
        """The game was handed to the flow: the seat is the flow's now, not to be closed."""
        self.shape: tuple[object, ...] = ()
        """What the controls were built for (state, free seats); they change with it."""

    def last_name(self) -> str:
        """The first person of the game's last set-up (else of any game's): most often who
        plays here."""
        setups = self.flow.setups
        setup = setups.get(self.joined.game) or next(iter(setups.values()), None)
        seats = setup.seats if setup is not None else ()
        return next((seat.name for seat in seats if seat.is_person), "")

    # ---------------------------------------------------------------------- layout

    @property
    def at_form(self) -> network.JoinedGame:
        """The person the form is for: someone being added, else the first person."""
        return self.newcomer or self.joined

    def here(self) -> list[network.JoinedGame]:
        """Everyone at this computer: the first person, the others seated, a newcomer."""
        newcomer = [self.newcomer] if self.newcomer is not None else []
        return [self.joined, *self.others, *newcomer]

    def choosing(self) -> bool:
        """The form is shown: the lobby is heard and no seat taken yet (while a refused join
        connects again, the form stays as it was)."""
        joined = self.at_form
        if joined.final or joined.lobby is None:
            return False
        return joined.state == "lobby" or (
            joined.state == "connecting" and joined.refusal is not None
        )

    def free(self) -> list[int]:
        view = self.at_form.lobby
        return network.free_seats(view.seats) if view is not None else []

    def may_add(self) -> bool:
        """Someone else here may take a seat: the first person is seated, the game not begun,
        and a seat is free."""
        view = self.joined.lobby
        started = view is not None and view.started
        return self.joined.state == "seated" and not started and bool(self.free())

    def build(self) -> list[Control]:
        px = self.px
        left, right = self.columns()
        state = self.at_form.state
        controls: list[Control] = []
        if self.choosing():
            if self.chosen not in self.free():
                self.chosen = next(iter(self.free()), None)
            if self.newcomer is None:  # someone added sits down with the code typed first
                code = pygame.Rect(left, px(176), px(300), px(50))
                controls.append(
                    text_field(
                        "code", code, self.typed_code, self.set_code, MAX_CODE, "net.code_empty", 24
                    )
                )
            name = pygame.Rect(left, px(270), px(460), px(50))
            controls.append(
                text_field(
                    "name", name, self.typed_name, self.set_name, MAX_NAME, "setup.name_empty", 20
                )
            )
            sit = pygame.Rect(left, px(350), px(460), px(56))
            controls.append(
                Control(
                    "sit",
                    sit,
                    lambda: tr("net.sit"),
                    activate=self.sit,
                    enabled=lambda: self.chosen is not None,
                    size=22,
                )
            )
            controls += self.seat_controls(right)
        elif state == "lost":
            again = pygame.Rect(left, px(350), px(460), px(50))
            controls.append(
                Control("again", again, lambda: tr("net.try_again"), activate=self.try_again)
            )
        elif self.newcomer is None and self.joined.state in SEATED:
            add = pygame.Rect(left, px(350), px(460), px(56))
            label = partial(tr, "net.add_person")
            adding = Control("add", add, label, activate=self.add_person, enabled=self.may_add)
            controls.append(adding)
        if self.newcomer is None:
            controls += self.stand_controls(right)
        if not self.choosing():
            self.keys_help = "net.waiting_keys"
        else:
            self.keys_help = "net.lobby_keys" if self.newcomer is None else "net.add_keys"
        back = pygame.Rect(left, px(590), px(460), px(46))
        if self.newcomer is not None:
            leave = "dialog.cancel"
        else:
            leave = "net.leave" if state in SEATED else "net.back"
        controls.append(Control("back", back, lambda: tr(leave), activate=self.back))
        return controls

    def stand_controls(self, right: int) -> list[Control]:
        """A Stand up button at the end of each row of the others seated here."""
        label = partial(tr, "net.stand_up")
        return [
            row_end_button(
                self,
                right,
                seat,
                STAND_WIDTH,
                f"stand:{seat}",
                label,
                partial(self.stand_up, person),
                17,
            )
            for person in self.others
            if (seat := person.place) is not None
        ]

    def seat_controls(self, right: int) -> list[Control]:
        """A button on each free seat's row: the seat to sit in (gold when chosen)."""
        px = self.px
        return [
            Control(
                f"seat:{index}",
                seat_row(self, right, px(134), px(600), index),
                partial(tr, "net.seat_choose", number=index + 1),
                activate=partial(self.choose, index),
                active=partial(self.is_chosen, index),
                size=18,
            )
            for index in self.free()
        ]

    # ---------------------------------------------------------------------- actions

    def typed_code(self) -> str:
        return self.code

    def typed_name(self) -> str:
        return self.name

    def set_code(self, value: str) -> None:
        self.code = value.upper()

    def set_name(self, value: str) -> None:
        self.name = value

    def choose(self, seat: int) -> None:
        self.chosen = seat

    def is_chosen(self, seat: int) -> bool:
        return self.chosen == seat

    def submit(self) -> None:
        """Enter sits down from anywhere in the form (a field, a seat)."""
        control = self.focused
        if control is not None and control.key.partition(":")[0] in ("code", "name", "seat"):
            self.sit()
        else:
            super().submit()

    def add_person(self) -> None:
        """Someone else at this computer takes a seat: the form again, for their name and
        seat, on a connection of their own (the code is the one typed first)."""
        joined = self.joined
        self.newcomer = network.JoinedGame(
            joined.address,
            joined.game,
            joined.offered,
            code=joined.code,
            title=joined.title,
            session=joined.session,  # the same game: found again by it should the host move
        )
        self.code, self.name, self.chosen = joined.code or self.code, "", None
        self.rebuild()

    def stand_up(self, person: network.JoinedGame) -> None:
        """``person`` gives their seat back before the start (their connection closes)."""
        self.others.remove(person)
        self.flow.forget_joined(person)
        person.close()
        self.rebuild()

    def back(self) -> None:
        """Escape: someone being added changes their mind; else the lobby is left."""
        newcomer = self.newcomer
        if newcomer is None:
            super().back()
            return
        self.newcomer = None
        newcomer.close()
        self.rebuild()

    def sit(self) -> None:
        if not self.code.strip():
            self.say(tr("net.need_code"))
            self.mark("code")
            return
        seat = self.chosen
        if seat is None:
            self.say(tr("net.need_seat"))
            return
        problem = name_problem(self.name)
        if problem is not None:
            self.say(tr(f"error.name_{problem}", number=seat + 1, max=MAX_NAME))
            self.mark("name")
            return
        self.sitting = True

    def try_again(self) -> None:
        if self.newcomer is not None:
            self.newcomer.close()
            self.newcomer = self.newcomer.again()
        else:
            self.joined.close()
            self.joined = self.joined.again()
        self.rebuild()

    def too_long_message(self) -> str:
        if self.focused is not None and self.focused.key == "name":
            return tr("net.name_long", max=MAX_NAME)
        return ""

    def exit(self) -> None:
        """Leaving the lobby gives the seats of everyone here up (a game continued keeps
        them for their people: they stay kept here too)."""
        if self.handed_over:
            return
        for person in self.here():
            if person.token is None:
                self.flow.forget_joined(person)
            person.close()

    # ---------------------------------------------------------------------- frames

    def update(self, dt: float) -> None:
        super().update(dt)
        at_form = self.at_form
        for person in self.here():
            refusal = person.pump()
            if refusal is not None and person is at_form:
                self.refused(refusal)
        if self.sitting and at_form.state == "lobby" and self.chosen is not None:
            self.sitting = False
            at_form.sit(self.code, self.chosen, self.name)
        if self.newcomer is not None and self.newcomer.state in SEATED:
            self.others.append(self.newcomer)
            self.newcomer = None
        for person in (self.joined, *self.others):
            if person.state in SEATED:
                self.flow.keep_joined(person)
        view = self.joined.lobby
        if view is not None and view.started and self.joined.state in SEATED and not self.begun:
            self.begin()
        shape = (
            self.choosing(),
            at_form.state,
            at_form.final,
            tuple(self.free()),
            tuple(person.place for person in self.others),
        )
        if shape != self.shape:
            form_appears = shape[0] and not (self.shape and self.shape[0])
            self.shape = shape
            self.rebuild()
            if form_appears:  # the code is what to type first (someone added: their name)
                keys = [control.key for control in self.controls]
                self.focus = keys.index("code" if "code" in keys else "name")

    def begin(self) -> None:
        """The host started the game: the flow plays it for everyone seated here (someone
        still being added was too late)."""
        self.begun = True
        self.handed_over = True  # before the flow clears this screen, or leaving closes it
        if self.newcomer is not None:
            self.newcomer.close()
            self.newcomer = None
        seated = [person for person in self.others if person.state in SEATED]
        network.start_joined(self.flow, self.joined, *seated)

    def refused(self, refusal: Denied) -> None:
        """Say why; frame the field to mend."""
        self.sitting = False
        if refusal.code in (lobby.UNKNOWN_TOKEN, lobby.GIVEN_AWAY, network.SEAT_GONE):
            self.flow.forget_joined(self.at_form)
        self.rebuild()
        self.say(refusal_text(refusal))
        if refusal.code == lobby.BAD_CODE:
            self.mark("code")
        elif refusal.code == lobby.BAD_NAME:
            self.mark("name")

    def status(self) -> str:
        """What the left column says about the connection."""
        joined = self.at_form
        if joined.final and joined.refusal is not None:
            return refusal_text(joined.refusal)
        match joined.state:
            case "connecting":
                return tr("net.connecting", address=joined.address)
            case "lost":
                return tr("net.unreachable", address=joined.address)
            case "replaced":
                return tr("net.replaced")
            case "reconnecting":
                return tr("net.reconnecting")
            case "seated" if self.others:
                names = join_names([person.own_name for person in (joined, *self.others)])
                return tr("net.waiting_start_here", names=names)
            case "seated":
                return tr("net.waiting_start")
        return ""

    def draw_content(self, surface: pygame.Surface) -> None:
        text, px = self.context.text, self.px
        left, right = self.columns()
        joined = self.at_form
        heading = text.fit(
            tr("net.table_at", address=joined.address), px(22), px(560), colour=GOLD, bold=True
        )
        surface.blit(heading, (left, px(100)))
        if self.choosing():
            labels = [("net.your_name", 240)]
            if self.newcomer is None:
                labels.append(("net.code", 146))
            else:  # no code to type: what the form is for instead
                added = tr("net.added_here")
                draw_paragraph(self, surface, added, (left, px(146)), px(19), px(540), CREAM)
            for key, top in labels:
                label = text.fit(tr(key), px(18), px(460), colour=CREAM)
                surface.blit(label, (left, px(top)))
        else:
            draw_paragraph(self, surface, self.status(), (left, px(146)), px(21), px(560), CREAM)
        view = joined.lobby
        if view is None:
            return
        game = tr(f"game.{view.game}.name")
        heading = text.fit(tr("net.seats_of", game=game), px(22), px(600), colour=GOLD, bold=True)
        surface.blit(heading, (right, px(100)))
        choosing = self.choosing()
        rows = {
            index: seat_row(self, right, px(134), px(600), index)
            for index in range(len(view.seats))
            if not (choosing and index in self.free())  # those are buttons
        }
        for control in self.controls:
            kind, _colon, seat = control.key.partition(":")
            if kind == "stand":  # the row's text stops before its Stand up button
                rows[int(seat)].width -= control.rect.width + px(8)
        yours = {person.place for person in self.here() if person.place is not None}
        draw_seats(self, surface, view.seats, rows, yours=yours)


def refusal_text(refusal: Denied) -> str:
    """Why the host refused, in the person's language (for another version: which one to
    install)."""
    return tr(f"net.denied.{refusal.code}", detail=refusal.detail)
