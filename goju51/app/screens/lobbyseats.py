"""What both lobbies of a network game share, the host's and a joining app's: two columns
(the game's address or the form on the left, the seats on the right) and the seats, one row a
seat, saying who sits there and whether their computer is connected."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import AMBER, CREAM, GOLD
from goju51.net.lobby import SeatState

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

ROW_HEIGHT = 44
ROW_GAP = 10


class LobbyScene(FormScene):
    """A lobby screen: its two columns, each 600 wide on the design grid."""

    def __init__(self, flow: Navigator) -> None:
        super().__init__(flow.context)
        self.flow = flow

    def columns(self) -> tuple[int, int]:
        """The left edges of the two columns."""
        left = (self.size[0] - self.px(1200)) // 2
        return left, left + self.px(600)


def text_field(
    key: str,
    rect: pygame.Rect,
    value: Callable[[], str],
    put: Callable[[str], None],
    limit: int,
    placeholder_key: str,
    size: int,
) -> Control:
    """A text box holding ``value()``, typed into through ``put``, grey ``placeholder_key``
    words while empty."""
    return Control(
        key,
        rect,
        value,
        edit=(value, put, limit),
        placeholder=lambda: tr(placeholder_key),
        size=size,
    )


def seat_line(index: int, seat: SeatState, yours: bool = False, shared: bool = False) -> str:
    """ "3. Chiyo · joined": the seat's number, who sits there and how. A seat of this
    computer's reads "you", or "at this computer" when several people here share it."""
    number = index + 1
    if seat.kind == "remote" and not seat.name:
        return tr("net.seat_open", number=number)
    if yours:
        key = "net.seat_this_computer" if shared else "net.seat_yours"
    elif seat.kind == "remote":
        key = "net.seat_joined" if seat.connected else "net.seat_dropped"
    else:
        key = "net.seat_here" if seat.kind == "person" else "net.seat_computer"
    return tr(key, number=number, name=seat.name)


def seat_colour(seat: SeatState, yours: bool) -> pygame.Color:
    """Gold for a person who joined (or yourself), amber for one whose connection dropped."""
    if seat.kind != "remote" or not seat.name:
        return CREAM
    return GOLD if seat.connected or yours else AMBER


def seat_row(scene: FormScene, left: int, top: int, width: int, index: int) -> pygame.Rect:
    """Where seat ``index``'s row goes, on the design grid from (``left``, ``top``)."""
    px = scene.px
    return pygame.Rect(left, top + px(index * (ROW_HEIGHT + ROW_GAP)), width, px(ROW_HEIGHT))


def row_end_button(
    scene: FormScene,
    left: int,
    index: int,
    width: int,
    key: str,
    label: Callable[[], str],
    activate: Callable[[], None],
    size: int,
) -> Control:
    """A button ``width`` wide (design grid) at the right end of seat ``index``'s row, in the
    seats' column from ``left`` (the row's line stops before it)."""
    px = scene.px
    row = seat_row(scene, left, px(134), px(600), index)
    rect = pygame.Rect(0, 0, px(width), row.height)
    rect.midright = row.midright
    return Control(key, rect, label, activate=activate, size=size)


def draw_seats(
    scene: FormScene,
    surface: pygame.Surface,
    seats: Sequence[SeatState],
    rows: Mapping[int, pygame.Rect],
    yours: Collection[int] = (),
) -> None:
    """Each seat's line in its row (by seat), on a panel; a seat without a row is a button's.
    ``yours`` are the seats of the people at this computer."""
    text, px = scene.context.text, scene.px
    for index, row in rows.items():
        seat = seats[index]
        scene.context.panels.draw(surface, row, radius=row.height // 3)
        line = text.fit(
            seat_line(index, seat, index in yours, shared=len(yours) > 1),
            px(19),
            row.width - px(24),
            colour=seat_colour(seat, index in yours),
            bold=index in yours,
        )
        surface.blit(line, line.get_rect(midleft=(row.x + px(14), row.centery)))


def draw_paragraph(
    scene: FormScene,
    surface: pygame.Surface,
    paragraph: str,
    topleft: tuple[int, int],
    size: int,
    width: int,
    colour: pygame.Color,
) -> int:
    """``paragraph`` wrapped to ``width``, left-aligned from ``topleft``; the y below it."""
    text = scene.context.text
    x, y = topleft
    for line in text.wrap(paragraph, size, width):
        rendered = text.render(line, size, colour=colour)
        surface.blit(rendered, (x, y))
        y += rendered.get_height() + scene.px(4)
    return y
