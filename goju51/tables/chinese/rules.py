"""The rules of Chinese 51, a page per subject, illustrated with real cards: the four kinds of
turn, a clear and an unclear count, both challenge examples of the rules worked out, bombs and
jokers. Every value and score on a page is the engine's: the challenge examples are real hands
played through the engine (a call, then each answer), and their story is the table's own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from goju51.app.kit.i18n import card_name, suit_name, tr
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.screens.rules import Item, RulesScreen
from goju51.games.chinese import (
    Card,
    Rules,
    best_suit,
    hand_value,
    is_bomb,
)
from goju51.games.chinese.examples import SEATS, call_example
from goju51.tables.chinese.story import hand_story

CARD_WIDTH = 58
"""The challenge examples' players, in play order: B sits on A's right."""


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(word) for word in text.split())


@dataclass(frozen=True)
class Example:
    """Hands shown as rows of cards with a label each, and lines under them."""

    rows: Callable[[], list[tuple[str, tuple[Card, ...]]]]
    lines: Callable[[], list[str]]


def _value_row(hand: tuple[Card, ...], rules: Rules = Rules()) -> tuple[str, tuple[Card, ...]]:  # noqa: B008
    value = hand_value(hand, rules)
    if is_bomb(hand, rules):
        return tr("chinese.rules.is_bomb"), hand
    if value:
        return tr("chinese.rules.value", value=value, suit=suit_name(best_suit(hand))), hand
    return tr("chinese.rules.mixed"), hand


def _hand_example(text: str, lines: tuple[str, ...] = (), rules: Rules = Rules()) -> Example:  # noqa: B008
    hand = cards(text)
    return Example(lambda: [_value_row(hand, rules)], lambda: [tr(key) for key in lines])


def _exchange_example(hand_text: str, table_text: str, give_text: str) -> Example:
    """An exchange shown as the hand, the face-up cards and the hand after: of one card when
    one card is given (five face up), else of all."""
    hand, table, given = cards(hand_text), cards(table_text), cards(give_text)
    taken: tuple[Card, ...]
    line: tuple[str, dict[str, Card | tuple[Card, ...]]]
    if len(given) == 1:
        taken = (table[len(table) // 2],)
        line = ("chinese.rules.swap_example", {"give": given[0], "take": taken[0]})
    else:
        taken = table
        line = ("chinese.rules.exchange_all_example", {"give": given, "take": taken})
    after = tuple(card for card in hand if card not in given) + taken

    def rows() -> list[tuple[str, tuple[Card, ...]]]:
        return [
            (tr("chinese.rules.row_hand", value=_value_row(hand)[0]), hand),
            (tr("chinese.rules.row_table"), table),
            (tr("chinese.rules.row_after", value=_value_row(after)[0]), after),
        ]

    def lines() -> list[str]:
        key, named = line
        words = {
            name: " ".join(map(card_name, value)) if isinstance(value, tuple) else card_name(value)
            for name, value in named.items()
        }
        return [tr(key, **words)]

    return Example(rows, lines)


def _challenge_example(hands: dict[str, str], challengers: str) -> Example:
    def rows() -> list[tuple[str, tuple[Card, ...]]]:
        view, _winner = call_example(hands, challengers)
        final = view.final_hands or ()
        return [
            (f"{letter}: {_value_row(final[seat])[0]}", final[seat])
            for letter, seat in SEATS.items()
        ]

    def lines() -> list[str]:
        view, winner = call_example(hands, challengers)
        names = {seat: letter for letter, seat in SEATS.items()}
        scores = " · ".join(f"{names[s]} {(view.scores or ())[s]}" for s in SEATS.values())
        story = hand_story(view, winner, names.__getitem__)
        return [*story, tr("chinese.rules.scores", scores=scores)]

    return Example(rows, lines)


CHALLENGE_EXAMPLES = (
    (
        {
            "A": "AH KH QH JH 7H",
            "B": "AS KS QS 9S 5S",
            "C": "AC KC QC JC 7C",
            "D": "AD KD QD JD 8D",
        },
        "C",
    ),
    (
        {
            "A": "AH KH QH JH 8H",
            "B": "AS KS QS JS 6S",
            "C": "AC KC QC JC 9C",
            "D": "AD KD QD JD 9D",
        },
        "CD",
    ),
)
"""The rules file's two challenge examples: A calls 48, C ties and wins; A calls 49, C and D
tie at 50 and D, who challenged last, wins."""

PAGES: dict[str, tuple[tuple[str, ...], tuple[Example, ...]]] = {
    "main": (
        ("chinese.rules.goal", "chinese.rules.values", "chinese.rules.deal"),
        (
            _hand_example("AS KS QS JS TS"),
            _hand_example("AH 9H 7H 5H 2H"),
            _hand_example("AH KH QH JH TC"),
        ),
    ),
    "turns": (
        (
            "chinese.rules.turn_intro",
            "chinese.rules.turn_call",
            "chinese.rules.turn_draw",
            "chinese.rules.turn_exchange_all",
            "chinese.rules.turn_exchange_one",
            "chinese.rules.turn_declare",
        ),
        (
            _hand_example("KD 9D 8D 4D 3S", ("chinese.rules.turn_example",)),
            _exchange_example("KD 9D 8D 4D 3S", "5C 7H QD 2S 6C", "3S"),
            _exchange_example("AH KH 9H 3S 4C", "QH JH", "3S 4C"),
        ),
    ),
    "counts": (
        ("chinese.rules.clear", "chinese.rules.unclear", "chinese.rules.end"),
        (
            _hand_example("AS KS QS JS TS", ("chinese.rules.clear_example",)),
            _hand_example("AH KH QH JH 7H", ("chinese.rules.unclear_example",)),
        ),
    ),
    "challenges": (
        ("chinese.rules.challenge", "chinese.rules.ties"),
        tuple(_challenge_example(hands, challengers) for hands, challengers in CHALLENGE_EXAMPLES),
    ),
    "variants": (
        (
            "chinese.rules.jokers",
            "chinese.rules.joker_ties",
            "chinese.rules.bombs",
            "chinese.rules.min_call",
            "chinese.rules.match",
        ),
        (
            _hand_example("AH KH QH JH JK1", (), Rules(jokers=2)),
            _hand_example("8S 8H 8C 8D 5S", ("chinese.rules.bomb_example",), Rules(bombs=True)),
        ),
    ),
}


class ChineseRulesScene(RulesScreen):
    """Chinese 51's pages, of "text" and "example" lines and "card"s."""

    title_key = "chinese.rules.title"
    pages = tuple(PAGES)
    tab_key = "chinese.rules.page.{page}"
    tab_width = 210

    def _lay_out(self) -> tuple[list[Item], int]:
        """The rules text in a left column, the examples (cards, then their words) in a right
        one."""
        px = self.px
        items: list[Item] = []
        keys, examples = PAGES[self.page]
        full = min(self.size[0] - px(80), px(1160))
        left = (self.size[0] - full) // 2
        width = full - px(CARD_WIDTH * 5 + 250)
        y = px(8)
        for key in keys:
            for line in self.paragraph(tr(key), px(18), width):
                items.append(("text", line, (left, y)))
                y += px(24)
            y += px(8)
        column = left + width + px(30)
        column_width = left + full - column
        card_w = px(CARD_WIDTH)
        examples_y = px(8)
        for example in examples:
            for label, hand in example.rows():
                for index, card in enumerate(hand):
                    items.append(("card", card, (column + index * (card_w + px(4)), examples_y)))
                label_x = column + 5 * (card_w + px(4)) + px(8)
                items.append(("label", label, (label_x, examples_y + card_w // 2)))
                examples_y += round(card_w * 1.4) + px(6)
            for paragraph in example.lines():
                for line in self.paragraph(paragraph, px(16), column_width):
                    items.append(("example", line, (column, examples_y)))
                    examples_y += px(21)
            examples_y += px(16)
        return items, max(y, examples_y)

    def draw_item(
        self, surface: pygame.Surface, kind: str, item: Any, point: tuple[int, int]
    ) -> None:
        if kind == "card":
            surface.blit(self.context.images.card(item, self.px(CARD_WIDTH), True), point)
        elif kind == "label":
            self.context.text.blit(surface, item, self.px(16), "topleft", point, colour=GOLD)
        else:
            size, colour = (18, CREAM) if kind == "text" else (16, GOLD)
            self.draw_line(surface, item, self.px(size), point, colour)
