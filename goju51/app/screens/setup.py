"""New game set-up: 2–6 seats (a person with a name, or a computer at a level, each person with
the coach on or off), every rule variant, and a single game or a match to N wins.

It starts from the last set-up (``setup.json``) and saves the one that is dealt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import GOLD
from goju51.app.saves import MAX_NAME, MAX_SEATS, MAX_TARGET_WINS, MIN_SEATS, Seat, Setup
from goju51.games.japanese import Rules
from goju51.games.japanese.ai import LEVELS, NAMES

if TYPE_CHECKING:
    from goju51.app.flow import Flow

DEFAULT_LEVEL = "normal"
DEFAULT_MATCH = 3


@dataclass
class SeatDraft:
    """A seat being edited (``Seat`` is frozen)."""

    name: str
    level: str | None
    coach: bool


class SetupScene(FormScene):
    title_key = "setup.title"
    keys_help = "setup.keys"

    def __init__(self, flow: Flow, setup: Setup) -> None:
        super().__init__(flow.context)
        self.flow = flow
        self.drafts = [SeatDraft(s.name, s.level, s.coach) for s in setup.seats]
        self.rules = setup.rules
        self.target_wins = setup.target_wins
        self.headings: list[tuple[str, pygame.Rect]] = []

    # ---------------------------------------------------------------------- result

    def setup(self) -> Setup:
        seats = tuple(
            Seat(d.name.strip(), d.level, d.coach and d.level is None) for d in self.drafts
        )
        return Setup(seats, self.rules, self.target_wins)

    def start(self) -> None:
        setup = self.setup()
        errors = setup.name_errors()
        if errors:
            self.say(errors[0])
            return
        self.flow.new_game(setup)

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
        count = min(MAX_SEATS, max(MIN_SEATS, len(self.drafts) + step))
        while len(self.drafts) < count:
            self.drafts.append(SeatDraft(self._free_name(DEFAULT_LEVEL), DEFAULT_LEVEL, False))
        del self.drafts[count:]
        self.rebuild()

    def toggle_kind(self, seat: int) -> None:
        draft = self.drafts[seat]
        if draft.level is None:
            draft.level = DEFAULT_LEVEL
            draft.name = self._free_name(DEFAULT_LEVEL)
        else:
            draft.level = None
            draft.name = ""
            draft.coach = False
        self.rebuild()

    def change_level(self, seat: int, step: int) -> None:
        draft = self.drafts[seat]
        draft.level = LEVELS[(LEVELS.index(draft.level) + step) % len(LEVELS)]
        draft.name = self._free_name(draft.level, seat)

    def _free_name(self, level: str, seat: int | None = None) -> str:
        """A computer's name for ``level`` that no other seat uses."""
        taken = {d.name for i, d in enumerate(self.drafts) if i != seat}
        return next((n for n in NAMES[level] if n not in taken), NAMES[level][0])

    def toggle_rule(self, name: str) -> None:
        rules = self.rules
        match name:
            case "jokers":
                self.rules = replace(rules, jokers=1 - rules.jokers)
            case "dealer_starts":
                self.rules = replace(rules, dealer_starts=not rules.dealer_starts)
            case "final_round":
                final = "normal" if rules.final_round == "exchange_or_pass" else "exchange_or_pass"
                self.rules = replace(rules, final_round=final)
            case "flush_only":
                self.rules = replace(rules, flush_only=not rules.flush_only)

    def change_length(self, step: int) -> None:
        """Single game ↔ matches to 2, 3, ... wins."""
        current = self.target_wins or 1
        target = min(MAX_TARGET_WINS, max(1, current + step))
        self.target_wins = None if target == 1 else target

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
        for seat, draft in enumerate(self.drafts):
            y = px(186 + seat * 54)
            kind = pygame.Rect(left, y, px(170), px(44))
            controls.append(
                Control(
                    f"kind:{seat}",
                    kind,
                    lambda d=draft: tr("setup.person" if d.level is None else "setup.computer"),
                    activate=lambda seat=seat: self.toggle_kind(seat),
                    size=17,
                )
            )
            middle = pygame.Rect(kind.right + px(12), y, px(270), px(44))
            if draft.level is None:
                controls.append(
                    Control(
                        f"name:{seat}",
                        middle,
                        lambda d=draft: d.name,
                        edit=(
                            lambda d=draft: d.name,
                            lambda v, d=draft: setattr(d, "name", v),
                            MAX_NAME,
                        ),
                        placeholder=lambda: tr("setup.name_empty"),
                        size=19,
                    )
                )
                coach = pygame.Rect(middle.right + px(12), y, px(176), px(44))
                controls.append(
                    Control(
                        f"coach:{seat}",
                        coach,
                        lambda d=draft: tr("setup.coach_on" if d.coach else "setup.coach_off"),
                        activate=lambda d=draft: setattr(d, "coach", not d.coach),
                        active=lambda d=draft: d.coach,
                        size=16,
                    )
                )
            else:
                controls.append(
                    Control(
                        f"level:{seat}",
                        middle,
                        lambda d=draft: tr("setup.level", level=tr(f"level.{d.level}")),
                        change=lambda step, seat=seat: self.change_level(seat, step),
                        size=17,
                    )
                )
        right = left + px(740)
        self.headings.append(("setup.rules", pygame.Rect(right, px(96), px(460), px(30))))
        rule_rows = (
            ("jokers", lambda r: "setup.joker_on" if r.jokers else "setup.joker_off"),
            (
                "dealer_starts",
                lambda r: "setup.starts_dealer" if r.dealer_starts else "setup.starts_left",
            ),
            (
                "final_round",
                lambda r: (
                    "setup.final_exchange"
                    if r.final_round == "exchange_or_pass"
                    else "setup.final_normal"
                ),
            ),
            (
                "flush_only",
                lambda r: "setup.scoring_flush" if r.flush_only else "setup.scoring_all",
            ),
        )
        for index, (name, key) in enumerate(rule_rows):
            rect = pygame.Rect(right, px(130 + index * 54), px(460), px(44))
            controls.append(
                Control(
                    f"rule:{name}",
                    rect,
                    lambda key=key: tr(key(self.rules)),
                    activate=lambda name=name: self.toggle_rule(name),
                    active=lambda name=name: getattr(self.rules, name) != getattr(Rules(), name),
                    size=17,
                )
            )
        self.headings.append(("setup.length", pygame.Rect(right, px(350), px(460), px(30))))
        length = pygame.Rect(right, px(384), px(460), px(44))
        controls.append(
            Control(
                "length",
                length,
                lambda: (
                    tr("setup.match", wins=self.target_wins)
                    if self.target_wins
                    else tr("setup.single")
                ),
                change=self.change_length,
                size=18,
            )
        )
        start = pygame.Rect(right, px(520), px(460), px(56))
        controls.append(
            Control("start", start, lambda: tr("setup.start"), activate=self.start, size=22)
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
