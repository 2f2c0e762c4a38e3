"""The rules of 51 (dice), a page for each part: the dice and the ladder (drawn, with each
value's chance), a round, the specials, the end, and the worked examples of the rules. Each
example is played by the engine with fixed dice, and its outcome is told from the events it
returned, in the table's own words: the examples can never disagree with the game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from goju51.app.kit.context import Context
from goju51.app.kit.i18n import tr
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.screens.rules import Item, RulesScreen
from goju51.games.dice import LADDER, Rules
from goju51.games.dice.examples import play_out
from goju51.tables.dice.art import DiceArt
from goju51.tables.dice.odds import percent, reach_chance
from goju51.tables.dice.words import event_line, result_name

DIE = 30
PLAYERS = "ABCDEFGH"


@dataclass(frozen=True)
class Example:
    """A situation of the rules, played out: ``players`` seats, fixed ``dice``, ``first`` to
    begin (None: the roll-off decides), then ``moves`` as text."""

    key: str
    players: int
    dice: tuple[int, ...]
    moves: tuple[str, ...]
    first: int | None = 0
    rules: Rules = field(default_factory=Rules)

    def outcome(self) -> list[str]:
        """What happened, one line per event as the table's log tells it, and the dice left
        under the cup, if any (the roll-off example: the first roll)."""
        events, under_cup = play_out(self.players, self.rules, self.dice, self.first, self.moves)
        lines = []
        for event in events:
            line = event_line(event, lambda seat: PLAYERS[seat])
            if line is not None and type(event).__name__ not in QUIET:
                lines.append(line)
        if under_cup is not None:
            lines.append(tr("dice.rules.first_roll", result=result_name(under_cup)))
        return lines


QUIET = frozenset({"Rolled", "Announced", "Believed", "Accepted"})
"""Events every example's situation already tells."""

EXAMPLES = (
    Example("dice.example.truth_higher", 2, (6, 1), ("roll", "announce 54", "doubt")),
    Example("dice.example.lie", 2, (5, 3), ("roll", "announce 64", "doubt")),
    Example("dice.example.truth_equal", 2, (6, 3), ("roll", "announce 63", "doubt")),
    Example(
        "dice.example.believed",
        3,
        (4, 3, 3, 2),
        ("roll", "announce 43", "believe", "roll", "announce double 1", "doubt"),
    ),
    Example("dice.example.twenty_one", 4, (2, 1), ("roll", "target 0"), first=2),
    Example(
        "dice.example.double_miss",
        4,
        (5, 1, 6, 4),
        ("roll", "target 0", "double or quits"),
        first=3,
    ),
    Example(
        "dice.example.double_hit",
        4,
        (5, 1, 5, 1),
        ("roll", "target 0", "double or quits", "accept"),
        first=3,
    ),
    Example(
        "dice.example.double_chain",
        4,
        (5, 1, 5, 1, 5, 1),
        ("roll", "target 0", "double or quits", "double or quits", "accept"),
        first=3,
    ),
    Example("dice.example.fifty_one_hit", 4, (5, 1), ("announce 51",)),
    Example(
        "dice.example.fifty_one_miss",
        4,
        (6, 2, 2, 1),
        ("roll", "announce 62", "believe", "announce 51"),
    ),
    Example("dice.example.out", 3, (3, 1), ("roll", "announce 31", "doubt"), rules=Rules(limit=1)),
    Example(
        "dice.example.first_out",
        3,
        (5, 1),
        ("roll", "target 1", "accept"),
        rules=Rules(limit=4, end="first_out"),
    ),
    Example("dice.example.roll_off", 4, (3, 6, 2, 6, 5, 4, 1, 6), ("roll",), first=None),
)

PAGES: dict[str, tuple[str, ...]] = {
    "main": ("dice.rules.main.goal", "dice.rules.main.dice", "dice.rules.main.ladder"),
    "round": (
        "dice.rules.round.announce",
        "dice.rules.round.believe",
        "dice.rules.round.doubt",
        "dice.rules.round.next",
    ),
    "specials": (
        "dice.rules.specials.shown",
        "dice.rules.specials.twenty_one",
        "dice.rules.specials.fifty_one",
        "dice.rules.specials.double",
        "dice.rules.specials.announce",
    ),
    "end": (
        "dice.rules.end.limit",
        "dice.rules.end.last",
        "dice.rules.end.first_out",
        "dice.rules.end.stacked",
        "dice.rules.end.origin",
    ),
    "examples": (),
}


class DiceRulesScene(RulesScreen):
    """The dice game's pages, of "text", "heading", "example" and "odds" lines and "die" faces."""

    title_key = "dice.rules.title"
    pages = tuple(PAGES)
    tab_key = "dice.rules.page.{page}"
    tab_width = 200

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.art = DiceArt()

    def _lay_out(self) -> tuple[list[Item], int]:
        px = self.px
        items: list[Item] = []
        full = min(self.size[0] - px(80), px(1140))
        left = (self.size[0] - full) // 2
        ladder = self.page == "main"
        width = full - px(330) if ladder else full
        y = px(8)
        if self.page == "examples":
            return self._lay_out_examples(left, full)
        for key in PAGES[self.page]:
            for line in self.paragraph(tr(key), px(18), width):
                items.append(("text", line, (left, y)))
                y += px(24)
            y += px(8)
        if not ladder:
            return items, y
        column = left + width + px(30)
        ladder_y = px(4)
        items.append(("heading", tr("dice.rules.ladder_heading"), (column, ladder_y)))
        ladder_y += px(32)
        side = px(DIE)
        for value in reversed(LADDER):
            items.append(("die", value.high, (column, ladder_y)))
            items.append(("die", value.low, (column + side + px(4), ladder_y)))
            label = tr(
                "dice.rules.ladder_row",
                result=result_name(value),
                chance=tr("dice.percent", value=percent(reach_chance(value))),
            )
            items.append(("odds", label, (column + 2 * side + px(14), ladder_y + px(6))))
            ladder_y += side + px(4)
        return items, max(y, ladder_y)

    def _lay_out_examples(self, left: int, full: int) -> tuple[list[Item], int]:
        px = self.px
        items: list[Item] = []
        y = px(8)
        for example in EXAMPLES:
            for line in self.paragraph(tr(example.key), px(18), full, bold=True):
                items.append(("example_heading", line, (left, y)))
                y += px(24)
            for outcome in example.outcome():
                for line in self.paragraph(outcome, px(16), full - px(24)):
                    items.append(("example", line, (left + px(24), y)))
                    y += px(21)
            y += px(12)
        return items, y

    def draw_item(
        self, surface: pygame.Surface, kind: str, item: Any, point: tuple[int, int]
    ) -> None:
        text, px = self.context.text, self.px
        if kind == "die":
            surface.blit(self.art.die(item, px(DIE)), point)
        elif kind == "heading":
            text.blit(surface, item, px(22), "topleft", point, colour=GOLD, bold=True)
        elif kind == "example_heading":
            self.draw_line(surface, item, px(18), point, GOLD, bold=True)
        elif kind == "odds":
            text.blit(surface, item, px(16), "topleft", point, colour=CREAM)
        else:
            self.draw_line(surface, item, px(18 if kind == "text" else 16), point, CREAM)
