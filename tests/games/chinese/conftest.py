"""Helpers to set up exact positions through the public API."""

from __future__ import annotations

from goju51.games.chinese import CARDS, Card, Game, Rules


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def deck_for(
    hands: list[str], stock: str = "", starter: int = 0, rules: Rules | None = None
) -> list[Card]:
    """A deck order that deals exactly these hands (seat order; the starter's has six cards),
    then ``stock`` on top of the stock, then every other card in the usual order."""
    rules = rules or Rules()
    n = len(hands)
    slots: list[Card | None] = [None] * (5 * n + 1)
    for seat, hand in enumerate(hands):
        held = cards(hand)
        assert len(held) == (6 if seat == starter else 5), f"seat {seat} needs other cards"
        for j, card in enumerate(held):
            slots[(starter - seat) % n + j * n] = card
    order = [card for card in slots if card is not None] + cards(stock)
    assert len(set(order)) == len(order), "a card is used twice"
    rest = [card for card in CARDS[: rules.deck_size] if card not in order]
    return order + rest


def game_with(hands: list[str], stock: str = "", starter: int = 0, **rule_options: object) -> Game:
    rules = Rules(**rule_options)  # type: ignore[arg-type]
    deck = deck_for(hands, stock, starter, rules)
    return Game.new(len(hands), rules=rules, deck=deck, starter=starter)


def play(game: Game, *texts: str) -> list[object]:
    """Apply moves written as text; returns all their events."""
    from goju51.games.chinese import parse_move

    events: list[object] = []
    for text in texts:
        events += game.apply(parse_move(text))
    return events
