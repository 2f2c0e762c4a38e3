"""New game set-up: as many seats as the game takes (a person with a name, or a computer at a
level with a name one may change, each person with the coach on or off), the game's rule
switches, and a single game or a match to N wins. Played on this computer, or opened to the
local network: then a seat may also be a person on another computer, and Start opens the
host's lobby (``HostLobbyScene``).

It starts from the last set-up (``setup.json``) and saves the one that is dealt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from goju51.app.games import RuleRow
from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import GOLD
from goju51.app.names import MAX_NAME
from goju51.app.network import HostedGame, game_title
from goju51.app.saves import MAX_TARGET_WINS, Setup
from goju51.app.screens.hostlobby import HostLobbyScene
from goju51.host.seats import Seat

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

DEFAULT_LEVEL = "normal"
DEFAULT_MATCH = 3


@dataclass
class SeatDraft:
    """A seat being edited (``Seat`` is frozen)."""

    name: str
    level: str | None
    coach: bool
    remote: bool = False
    """A person on another computer (who types their name there)."""


class SetupScene(FormScene):
    title_key = "setup.title"
    keys_help = "setup.keys"

    def __init__(self, flow: Navigator, setup: Setup) -> None:
        super().__init__(flow.context)
        self.flow = flow
        self.screens = flow.screens[setup.game]
        self.keys_help = self.screens.label(SetupScene.keys_help)  # "Enter starts" for dice
        self.spec = self.screens.spec
        self.drafts = [SeatDraft(s.name, s.level, s.coach) for s in setup.seats]
        self.rules = setup.rules
        self.target_wins = setup.target_wins
        self.hosting = False
        """Open to the local network (else played on this computer)."""
        self.headings: list[tuple[str, pygame.Rect]] = []

    # ---------------------------------------------------------------------- result

    def setup(self) -> Setup:
        seats = tuple(
            Seat(d.name.strip(), d.level, d.coach and d.level is None) for d in self.drafts
        )
        return Setup(seats, self.rules, self.target_wins, self.spec.id)

    def start(self) -> None:
        setup = self.setup()
        remote = {seat for seat, draft in enumerate(self.drafts) if draft.remote}
        problems = [(seat, why) for seat, why in setup.name_problems() if seat not in remote]
        if problems:
            seat, message = problems[0]
            self.say(message)
            self.mark(f"name:{seat}")  # the field to mend, focused and outlined (F20)
            return
        if remote:
            self.open_lobby(setup, remote)
        else:
            self.flow.new_game(setup)

    def open_lobby(self, setup: Setup, remote: set[int]) -> None:
        """Listen on the network and show the host's lobby (the set-up stays beneath it)."""
        title = game_title(setup, remote) or tr("app.title")
        hosted = HostedGame(setup, remote, title=title)
        try:
            hosted.open()
        except OSError as error:
            self.say(tr("net.cannot_listen", reason=str(error)))
            return
        self.on_stack.push(HostLobbyScene(self.flow, hosted))

    def submit(self) -> None:
        control = self.focused
        if control is not None and control.key == "back":
            self.back()
        else:
            self.start()

    def too_long_message(self) -> str:
        number = int(self.focused.key.split(":")[1]) + 1 if self.focused else 1
        return tr("error.name_long", number=number, max=MAX_NAME)

    # ---------------------------------------------------------------------- edits

    def change_players(self, step: int) -> None:
        players = self.spec.players
        count = min(players.stop - 1, max(players.start, len(self.drafts) + step))
        while len(self.drafts) < count:
            self.drafts.append(SeatDraft(self._free_name(DEFAULT_LEVEL), DEFAULT_LEVEL, False))
        del self.drafts[count:]
        self.rebuild()

    def toggle_kind(self, seat: int) -> None:
        """Person → (open to the network: a person on another computer →) computer →
        person."""
        draft = self.drafts[seat]
        if draft.level is None and self.hosting and not draft.remote:
            draft.remote, draft.name, draft.coach = True, "", False
        elif draft.level is None:
            draft.remote = False
            draft.level = DEFAULT_LEVEL
            draft.name = self._free_name(DEFAULT_LEVEL)
        else:
            draft.level = None
            draft.name = ""
            draft.coach = False
        self.rebuild()

    def toggle_hosting(self) -> None:
        """On this computer ↔ open to the local network (seats on other computers become
        people here)."""
        self.hosting = not self.hosting
        for draft in self.drafts:
            draft.remote = draft.remote and self.hosting
        self.rebuild()

    def change_level(self, seat: int, step: int) -> None:
        draft = self.drafts[seat]
        levels = self.spec.levels
        draft.level = levels[(levels.index(draft.level) + step) % len(levels)]
        draft.name = self._free_name(draft.level, seat)

    def _free_name(self, level: str, seat: int | None = None) -> str:
        """A computer's name for ``level`` that no other seat uses."""
        taken = {d.name for i, d in enumerate(self.drafts) if i != seat}
        names = self.screens.opponent_names[level]
        free = next((name for name in names if name not in taken), None)
        number = 2
        while free is None:  # every name of the level is in use: number the first one
            candidate = f"{names[0]} {number}"
            free = None if candidate in taken else candidate
            number += 1
        return free

    def toggle_rule(self, row: RuleRow) -> None:
        self.rules = row.toggle(self.rules)

    def step_rule(self, row: RuleRow, direction: int) -> None:
        assert row.step is not None
        self.rules = row.step(self.rules, direction)

    def change_length(self, step: int) -> None:
        """Single game ↔ matches to 2, 3, ... wins; a points game: single game ↔ a match to
        each target its rules offer (▶ from a single game: the target last chosen)."""
        points = self.screens.match_points
        if points is not None:
            self._change_points_length(points, step)
            return
        current = self.target_wins or 1
        target = min(MAX_TARGET_WINS, max(1, current + step))
        self.target_wins = None if target == 1 else target

    def _change_points_length(self, points: RuleRow, step: int) -> None:
        assert points.step is not None
        target = getattr(self.rules, points.name)
        if self.target_wins is None:
            self.target_wins = target if step > 0 else None
            return
        stepped = points.step(self.rules, step)
        if step < 0 and getattr(stepped, points.name) == target:  # below the lowest target
            self.target_wins = None
            return
        self.rules = stepped
        self.target_wins = getattr(stepped, points.name)

    # --------------------------------------------------------------------- layout

    def build(self) -> list[Control]:
        px = self.px
        left = (self.size[0] - px(1200)) // 2
        controls = []
        self.headings = [("setup.seats", pygame.Rect(left, px(96), px(640), px(30)))]
        players = pygame.Rect(left, px(130), px(300), px(44))
        controls.append(
            Control(
                "players",
                players,
                lambda: tr("setup.players", count=len(self.drafts)),
                change=self.change_players,
                size=19,
            )
        )

        def name_field(seat: int, draft: SeatDraft, rect: pygame.Rect) -> Control:
            return Control(
                f"name:{seat}",
                rect,
                lambda: draft.name,
                edit=(lambda: draft.name, lambda v: setattr(draft, "name", v), MAX_NAME),
                placeholder=lambda: tr("setup.name_empty"),
                size=19,
            )

        def seat_controls(seat: int, draft: SeatDraft, y: int) -> list[Control]:
            """Person or computer, the name (one column for both, F20), then a person's
            coach or a computer's level."""
            kind = pygame.Rect(left, y, px(150), px(44))
            name = pygame.Rect(kind.right + px(12), y, px(226), px(44))
            third = pygame.Rect(name.right + px(12), y, px(264), px(44))
            kind_switch = Control(
                f"kind:{seat}",
                kind,
                lambda: tr(kind_label(draft)),
                activate=lambda: self.toggle_kind(seat),
                size=17,
            )
            if draft.remote:
                joins = Control(
                    f"joins:{seat}",
                    pygame.Rect(name.x, y, third.right - name.x, px(44)),
                    lambda: tr("net.setup_joins"),
                    enabled=lambda: False,
                    size=16,
                )
                return [kind_switch, joins]
            if draft.level is None:
                coach = Control(
                    f"coach:{seat}",
                    third,
                    lambda: tr("setup.coach_on" if draft.coach else "setup.coach_off"),
                    activate=lambda: setattr(draft, "coach", not draft.coach),
                    active=lambda: draft.coach,
                    size=16,
                )
                return [kind_switch, name_field(seat, draft, name), coach]
            level = Control(
                f"level:{seat}",
                third,
                lambda: tr("setup.level", level=tr(f"level.{draft.level}")),
                change=lambda step: self.change_level(seat, step),
                size=17,
            )
            return [kind_switch, name_field(seat, draft, name), level]

        for seat, draft in enumerate(self.drafts):
            controls += seat_controls(seat, draft, px(186 + seat * 54))
        right = left + px(740)
        self.headings.append(("setup.rules", pygame.Rect(right, px(96), px(460), px(30))))

        def rule_control(row: RuleRow, rect: pygame.Rect) -> Control:
            control = Control(
                f"rule:{row.name}",
                rect,
                lambda: tr(row.label(self.rules), **row.values(self.rules)),
                activate=lambda: self.toggle_rule(row),
                size=17,
            )
            if row.step is None:  # an on/off switch: gold when on, as the coach is
                control.active = lambda: row.on(self.rules)
            else:  # a choice both ways: ◀ ▶
                control.change = lambda direction: self.step_rule(row, direction)
            return control

        for index, row in enumerate(self.screens.rule_rows):
            controls.append(
                rule_control(row, pygame.Rect(right, px(130 + index * 54), px(460), px(44)))
            )
        length_top = max(350, 134 + len(self.screens.rule_rows) * 54)  # under the last rule
        self.headings.append(("setup.length", pygame.Rect(right, px(length_top), px(460), px(30))))
        length = pygame.Rect(right, px(length_top + 34), px(460), px(44))
        controls.append(
            Control(
                "length",
                length,
                lambda: (
                    tr(self.screens.match_label, wins=self.target_wins)
                    if self.target_wins
                    else tr("setup.single")
                ),
                change=self.change_length,
                size=18,
            )
        )
        # Beside the players' count, but reached by Tab just before Start: how to play it.
        where = pygame.Rect(players.right + px(12), px(130), px(328), px(44))
        controls.append(
            Control(
                "where",
                where,
                lambda: tr("net.setup_network" if self.hosting else "net.setup_here"),
                activate=self.toggle_hosting,
                active=lambda: self.hosting,
                size=17,
            )
        )
        start = pygame.Rect(right, px(520), px(460), px(56))
        controls.append(
            Control(
                "start",
                start,
                lambda: tr(
                    "net.setup_open"
                    if any(d.remote for d in self.drafts)
                    else self.screens.label("setup.start")
                ),
                activate=self.start,
                size=22,
            )
        )
        back = pygame.Rect(right, px(590), px(460), px(44))
        controls.append(
            Control("back", back, lambda: tr("setup.back"), activate=self.back, size=18)
        )
        return controls

    def draw_content(self, surface: pygame.Surface) -> None:
        for key, rect in self.headings:
            line = self.context.text.fit(tr(key), self.px(22), rect.width, colour=GOLD, bold=True)
            surface.blit(line, line.get_rect(midleft=rect.midleft))


def kind_label(draft: SeatDraft) -> str:
    if draft.remote:
        return "net.setup_remote"
    return "setup.person" if draft.level is None else "setup.computer"
