"""Where everything sits at the dice table, as a pure function of the window size.

``dice_layout((w, h), players, viewer)`` returns the rectangles of the players' plates around an
oval table (the viewer at the bottom, the others clockwise in seat order, as play goes with
direction +1), the cup in the middle, the ladder of announcements down the right-hand side, the
action buttons under the table, the log, the status lines and the corner buttons. It reads no
game state and draws nothing, so tests and an external real-window test can compute where to
click.

Everything is designed on the 1280×720 grid and scaled by ``min(w / 1280, h / 720)``; the ladder
and the corner buttons keep to the right edge, the table fills what is left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from goju51.app.kit.design import BASE_SIZE, MIN_TEXT
from goju51.games.dice import (
    LADDER,
    Accept,
    Announce,
    AnnounceFiftyOne,
    Believe,
    DoubleOrQuits,
    Doubt,
    Move,
    Roll,
    Target,
)

CORNER_BUTTONS = 4
CORNER_MIN = (142, 22)
"""The smallest corner button, in pixels: its longest label on one line at ``MIN_TEXT``."""
ACTION_BUTTONS = 2
"""At most two choices are ever offered at once: roll or announce 51, believe or doubt,
accept or double or quits."""


CUP_REACH = 90
"""How far sideways the cup goes toward its holder, on the design grid: its side stays inside
the arrow ring round the middle, clear of the direction's words."""

LOG_ROWS = 7
"""Lines the log holds at least: a verdict naming two long names wraps onto seven in the
narrowest log, at 960×540."""


@dataclass(frozen=True)
class DiceLayout:
    """Rectangles of one window size; see the module docstring."""

    size: tuple[int, int]
    scale: float
    centre: tuple[int, int]
    """The middle of the table, where the cup stands."""
    felt: pygame.Rect
    """The oval of the table top."""
    plates: tuple[pygame.Rect, ...]
    """Every seat's plate, by seat number."""
    cup: pygame.Rect
    """The cup standing over the dice (its bottom rim is the table's middle)."""
    lifted_cup: pygame.Rect
    """The cup lifted off the dice: up and to the right, clear of the announcement above."""
    die: int
    """A die's side."""
    announcement: pygame.Rect
    """The announcement standing, shown large above the cup."""
    banner: pygame.Rect
    """A one-line banner; a longer one grows down, a line at a time."""
    banner_room: int
    """How tall a banner may grow before it reaches a plate below it."""
    prompt: pygame.Rect
    actions: tuple[pygame.Rect, ...]
    """The action buttons, left to right."""
    skip: pygame.Rect
    """"Skip to the result", in the action row once the viewer is out."""
    ladder_title: pygame.Rect
    rungs: tuple[pygame.Rect, ...]
    """The ladder's rungs by ladder rank: 31 at the bottom, double 6 at the top."""
    odds_toggle: pygame.Rect
    settings: tuple[pygame.Rect, ...]
    status: pygame.Rect
    log: pygame.Rect
    log_text: int
    """The log's text size and the distance between its lines."""
    log_line: int

    def px(self, base: float) -> int:
        """A length on the 1280×720 design grid, in this window's pixels."""
        return max(1, round(base * self.scale))

    def move_rect(self, move: Move) -> pygame.Rect:
        """Where the viewer clicks to play ``move``: the first action button rolls, believes
        or accepts, the second announces 51, doubts or goes double or quits; an announcement
        is its rung of the ladder, a target that player's plate."""
        match move:
            case Roll() | Believe() | Accept():
                return self.actions[0]
            case AnnounceFiftyOne() | Doubt() | DoubleOrQuits():
                return self.actions[1]
            case Announce(result=result) if result.rank is not None:
                return self.rungs[result.rank]
            case Target(seat=seat) if 0 <= seat < len(self.plates):
                return self.plates[seat]
        raise ValueError(f"no place to click for {move!r}")

    def cup_offset(self, seat: int | None) -> tuple[int, int]:
        """How far the cup stands from the middle toward ``seat``'s plate, so that whoever
        holds it is seen at a glance (finding F22): a third of the way, inside the arrow ring
        round it sideways, and hardly up or down, clear of the announcement above and the
        banner below; (0, 0) for nobody."""
        if seat is None:
            return 0, 0
        plate = self.plates[seat]
        reach_x, up, down = self.px(CUP_REACH), self.px(8), self.px(22)
        dx = round((plate.centerx - self.centre[0]) / 3)
        dy = round((plate.centery - self.centre[1]) / 3)
        return max(-reach_x, min(reach_x, dx)), max(-up, min(down, dy))

    def dice_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The two dice side by side where the cup stands."""
        gap = self.px(8)
        left = pygame.Rect(0, 0, self.die, self.die)
        left.bottomright = (self.centre[0] - gap // 2, self.cup.bottom - self.px(6))
        right = left.move(self.die + gap, 0)
        return left, right


def narrowed_between(rect: pygame.Rect, plates: list[pygame.Rect], gap: int) -> pygame.Rect:
    """``rect`` narrowed about its centre until it keeps ``gap`` clear of every plate it
    overlapped."""
    narrowed = rect.copy()
    for plate in plates:
        if plate.colliderect(narrowed):
            half = min(abs(plate.right - rect.centerx), abs(plate.left - rect.centerx)) - gap
            narrowed.width = 2 * half
            narrowed.centerx = rect.centerx
    return narrowed


def status_corner(
    plates: list[pygame.Rect], left: int, top: int, widths: tuple[int, int, int], gap: int
) -> pygame.Rect:
    """The top-left corner for the rules' line and the key help, clear of every plate (with
    eight seats one sits just below it: its name is never written over), each width from the
    widest down to the narrowest of ``widths`` (widest, narrowest, least height) reaching
    down to the first plate under it. Of the widths that end at a plate's left edge, the
    widest that leaves the least height (the rules' line and two lines of keys), else the one
    that leaves the most room."""
    widest, narrowest, least = widths

    def room(width: int) -> pygame.Rect:
        under = [plate.top for plate in plates if plate.left < left + width]
        return pygame.Rect(left, top, width, min(under, default=top + widest) - gap - top)

    edges = sorted({plate.left - gap - left for plate in plates}, reverse=True)
    rooms = [room(widest), *(room(edge) for edge in edges if narrowest <= edge < widest)]
    tall = [rect for rect in rooms if rect.height >= least]
    if tall:
        return tall[0]
    return max(rooms, key=lambda rect: rect.width * max(0, rect.height))


def seat_angle(seat: int, viewer: int, players: int) -> float:
    """Where ``seat`` sits, in radians on the screen (y down): the viewer at the bottom, the
    next seats clockwise."""
    step = (seat - viewer) % players
    return math.pi / 2 + step * 2 * math.pi / players


def dice_layout(size: tuple[int, int], players: int, viewer: int = 0) -> DiceLayout:
    """Lay out a dice table for ``players`` seats seen by ``viewer`` in a ``size`` window."""
    width, height = size
    scale = min(width / BASE_SIZE[0], height / BASE_SIZE[1])

    def px(base: float) -> int:
        return max(1, round(base * scale))

    margin = px(16)
    # Text never shrinks below MIN_TEXT, so at 960×540 "Chances : non (O)" is wider than the
    # design grid's button: keep room for the longest label on one line.
    setting_w, setting_h = max(px(170), CORNER_MIN[0]), max(px(28), CORNER_MIN[1])
    settings = tuple(
        pygame.Rect(
            width - margin - setting_w, px(10) + i * (setting_h + px(6)), *(setting_w, setting_h)
        )
        for i in range(CORNER_BUTTONS)
    )
    ladder_w = setting_w
    ladder_x = width - margin - ladder_w
    odds_toggle = pygame.Rect(ladder_x, settings[-1].bottom + px(14), ladder_w, px(28))
    ladder_title = pygame.Rect(ladder_x, odds_toggle.bottom + px(6), ladder_w, px(24))
    rung_gap = px(3)
    rung_top = ladder_title.bottom + px(4)
    rung_h = (height - margin - rung_top - rung_gap * (len(LADDER) - 1)) // len(LADDER)
    rungs = tuple(
        pygame.Rect(
            ladder_x,
            rung_top + (len(LADDER) - 1 - rank) * (rung_h + rung_gap),
            ladder_w,
            rung_h,
        )
        for rank in range(len(LADDER))
    )

    play_w = ladder_x - px(20)
    centre = (play_w // 2 + px(10), round(height * 0.44))
    radius_x = min(px(400), play_w // 2 - px(120))
    radius_y = min(px(215), round(height * 0.44) - px(80))
    plate_w, plate_h = px(196), px(62)
    plates = []
    for seat in range(players):
        angle = seat_angle(seat, viewer, players)
        plate = pygame.Rect(0, 0, plate_w, plate_h)
        plate.center = (
            round(centre[0] + radius_x * math.cos(angle)),
            round(centre[1] + radius_y * math.sin(angle)),
        )
        plates.append(plate)
    felt = pygame.Rect(0, 0, 2 * radius_x - px(30), 2 * radius_y - px(40))
    felt.center = centre

    cup = pygame.Rect(0, 0, px(118), px(132))
    cup.midbottom = (centre[0], centre[1] + px(58))
    announcement = pygame.Rect(0, 0, px(300), px(90))
    announcement.midbottom = (centre[0], cup.top - px(10))
    announcement = narrowed_between(announcement, plates, px(8))  # five seats: two beside it
    # Slid aside rather than raised high, the lifted cup stays clear of the announcement.
    lifted_cup = cup.move(px(118), -(cup.top - announcement.bottom - px(4)))
    # The banner grows down towards the viewer's plate, between the plates beside its way.
    banner = pygame.Rect(0, 0, min(px(520), play_w - px(40)), px(52))
    banner.midtop = (centre[0], cup.bottom + px(26))
    banner_room = plates[viewer].top - banner.top
    way = banner.copy()
    way.height = banner_room
    others = [plate for seat, plate in enumerate(plates) if seat != viewer]
    banner.width = narrowed_between(way, others, px(8)).width
    banner.centerx = centre[0]

    button_w, button_h, button_gap = px(262), px(54), px(20)
    bottom = height - margin
    row_w = ACTION_BUTTONS * button_w + (ACTION_BUTTONS - 1) * button_gap
    left = centre[0] - row_w // 2
    actions = tuple(
        pygame.Rect(left + i * (button_w + button_gap), bottom - button_h, button_w, button_h)
        for i in range(ACTION_BUTTONS)
    )
    skip = pygame.Rect(0, 0, min(px(380), row_w), button_h)
    skip.midbottom = (centre[0], bottom)
    prompt = pygame.Rect(0, 0, min(px(620), play_w - px(20)), px(26))
    prompt.midbottom = (centre[0], actions[0].top - px(8))

    status = status_corner(plates, margin, px(10), (px(420), px(180), px(90)), px(8))
    log_w = max(px(120), prompt.left - margin - px(12))
    log_text = max(px(14), MIN_TEXT)
    log_line = max(px(18), log_text + 4)
    log_h = max(px(150), LOG_ROWS * log_line + px(10))
    log = pygame.Rect(margin, height - margin - log_h, log_w, log_h)
    return DiceLayout(
        size=size,
        scale=scale,
        centre=centre,
        felt=felt,
        plates=tuple(plates),
        cup=cup,
        lifted_cup=lifted_cup,
        die=px(44),
        announcement=announcement,
        banner=banner,
        banner_room=banner_room,
        prompt=prompt,
        actions=actions,
        skip=skip,
        ladder_title=ladder_title,
        rungs=rungs,
        odds_toggle=odds_toggle,
        settings=settings,
        status=status,
        log=log,
        log_text=log_text,
        log_line=log_line,
    )
