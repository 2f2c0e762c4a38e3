"""The rules, one page for the main rules and one per variant, illustrated with real cards and
hand values worked out step by step (computed by the engine, so they are always right)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from goju51.app.kit.i18n import card_name, suit_name, tr
from goju51.app.kit.widgets import CREAM, GOLD
from goju51.app.screens.rules import Item, RulesScreen
from goju51.games.japanese import RANKS, Card, Rules, best_suit, hand_value

CARD_WIDTH = 64


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(word) for word in text.split())


@dataclass(frozen=True)
class Example:
    """A hand shown with its value worked out; with ``exchange`` (take, give) the hand before
    and after swapping a card with the table."""

    hand: tuple[Card, ...]
    rules: Rules = Rules()
    exchange: tuple[Card, Card] | None = None


PAGES: dict[str, tuple[tuple[str, ...], tuple[Example, ...]]] = {
    "main": (
        (
            "rules.main.goal",
            "rules.main.values",
            "rules.main.deal",
            "rules.main.turn",
            "rules.main.clear",
            "rules.main.stop",
            "rules.main.winner",
            "rules.tie_example",
        ),
        (
            Example(cards("AH 8H 3H 5C 2D")),
            Example(cards("KH 5H 2H TC TD")),
            Example(cards("AS KS QS JS TS")),
        ),
    ),
    "controls": (
        (
            "rules.controls.mouse",
            "rules.controls.stop",
            "rules.controls.keys",
            "rules.controls.pace",
            "rules.controls.window",
        ),
        (),
    ),
    "joker": (
        ("rules.joker.text",),
        (
            Example(cards("AC 9C KH QH JK"), Rules(jokers=1)),
            Example(cards("AS KS QS JS JK"), Rules(jokers=1)),
        ),
    ),
    "dealer": (("rules.dealer.text",), ()),
    "exchange": (
        ("rules.exchange.text",),
        (
            Example(
                cards("9S 7S 4S KD 3C"),
                Rules(final_round="exchange_or_pass"),
                exchange=(Card.parse("QS"), Card.parse("3C")),
            ),
        ),
    ),
    "flush": (
        ("rules.flush.text",),
        (
            Example(cards("AH 8H 3H 5C 2D"), Rules(flush_only=True)),
            Example(cards("9D 7D 5D 3D 2D"), Rules(flush_only=True)),
            Example(cards("AC QC 8C 4C JK"), Rules(jokers=1, flush_only=True)),
        ),
    ),
}


def joker_stands_for(hand: tuple[Card, ...], suit: str) -> Card:
    """The card the joker counts as: the highest card of ``suit`` missing from the hand."""
    held = {card.rank for card in hand if card.suit == suit}
    return Card(next(rank for rank in RANKS if rank not in held), suit)


def worked_out(hand: tuple[Card, ...], rules: Rules) -> str:
    """The value of ``hand`` as a sum a player can check, e.g. "hearts: 11 + 8 + 3 = 22; ..."."""
    value = hand_value(hand, rules)
    suits = {card.suit for card in hand if not card.is_joker}
    if rules.flush_only and len(suits) > 1:
        return tr("rules.worked_flush_zero", value=hand_value(hand))
    suit = best_suit(hand)
    plus: list[str] = []
    minus: list[str] = []
    total = others = 0
    for card in hand:
        if card.is_joker:
            stands_for = joker_stands_for(hand, suit)
            plus.append(f"{stands_for.value} ({tr('rules.joker_as', card=card_name(stands_for))})")
            total += stands_for.value
        elif card.suit == suit:
            plus.append(
                f"{card.value} ({card_name(card)})" if card.rank in "KQJ" else str(card.value)
            )
            total += card.value
        else:
            minus.append(str(card.value))
            others += card.value
    if total - others != value:
        raise AssertionError(f"worked value {total - others} is not the engine's {value}")
    if not minus:
        return tr("rules.worked_pure", suit=suit_name(suit), plus=" + ".join(plus), value=value)
    return tr(
        "rules.worked",
        suit=suit_name(suit),
        plus=" + ".join(plus),
        total=total,
        minus=" + ".join(minus),
        others=others,
        value=value,
    )


def example_lines(example: Example) -> list[str]:
    """The text beside an example's cards."""
    lines = [worked_out(example.hand, example.rules)]
    if example.exchange is not None:
        take, give = example.exchange
        after = tuple(card for card in example.hand if card != give) + (take,)
        before_value = hand_value(example.hand, example.rules)
        lines.append(
            tr(
                "rules.exchange_example",
                take=card_name(take),
                give=card_name(give),
                before=before_value,
                after=hand_value(after, example.rules),
            )
        )
        lines.append(worked_out(after, example.rules))
        lines.append(tr("rules.pass_example", before=before_value))
    return lines


class RulesScene(RulesScreen):
    """Goju Ichi's pages, of "text", "heading" and "example" lines and "card"s."""

    title_key = "rules.title"
    pages = tuple(PAGES)

    def _lay_out(self) -> tuple[list[Item], int]:
        """The rules text in a left column, the examples (cards above their sums) in a right
        one; a page without examples uses the whole width."""
        px = self.px
        items: list[Item] = []
        keys, examples = PAGES[self.page]
        full = min(self.size[0] - px(80), px(1140))
        left = (self.size[0] - full) // 2
        width = full - px(CARD_WIDTH * 5 + 60) if examples else full
        y = px(8)
        for key in keys:
            for line in self.paragraph(tr(key), px(18), width):
                items.append(("text", line, (left, y)))
                y += px(24)
            y += px(8)
        if not examples:
            return items, y
        column = left + width + px(30)
        column_width = left + full - column
        examples_y = px(8)
        items.append(("heading", tr("rules.examples"), (column, examples_y)))
        examples_y += px(36)
        card_w = px(CARD_WIDTH)
        for example in examples:
            for index, card in enumerate(example.hand):
                items.append(("card", card, (column + index * (card_w + px(6)), examples_y)))
            examples_y += round(card_w * 1.4) + px(6)
            for paragraph in example_lines(example):
                for line in self.paragraph(paragraph, px(16), column_width):
                    items.append(("example", line, (column, examples_y)))
                    examples_y += px(21)
            examples_y += px(14)
        return items, max(y, examples_y)

    def draw_item(
        self, surface: pygame.Surface, kind: str, item: Any, point: tuple[int, int]
    ) -> None:
        text, px = self.context.text, self.px
        if kind == "card":
            surface.blit(self.context.images.card(item, px(CARD_WIDTH), True), point)
        elif kind == "heading":
            text.blit(surface, item, px(22), "topleft", point, colour=GOLD, bold=True)
        else:
            self.draw_line(surface, item, px(18 if kind == "text" else 16), point, CREAM)
