"""Helpers to set up exact positions through the public API."""

from __future__ import annotations

import json

from goju51.games.japanese import CARDS, Card, Game, Rules


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def deck_for(
    hands: list[str], table: str, stock: str = "", dealer: int = 0, rules: Rules = Rules()
) -> list[Card]:
    """A deck order that deals exactly these hands (seat order) and table, then ``stock`` on top
    of the stock, then every other card in the usual order."""
    n = len(hands)
    slots: list[Card | None] = [None] * (5 * n)
    for seat, hand in enumerate(hands):
        for i, card in enumerate(cards(hand)):
            slots[i * n + (seat - dealer - 1) % n] = card
    order = [card for card in slots if card is not None] + cards(table) + cards(stock)
    assert len(order) == 5 * n + 5 + len(cards(stock)), "hands must have five cards each"
    rest = [card for card in CARDS[: rules.deck_size] if card not in order]
    return order + rest


def game_with(hands: list[str], table: str, stock: str = "", **options) -> Game:
    rules = options.pop("rules", Rules())
    dealer = options.get("dealer", 0)
    deck = deck_for(hands, table, stock, dealer=dealer, rules=rules)
    return Game.new(len(hands), rules=rules, deck=deck, **options)


def finished_game(hands: list[str], stopper: int, rules: Rules = Rules()) -> Game:
    """A game over with these final hands and this stopper, read from a hand-made save."""
    held = {card for hand in hands for card in cards(hand)}
    table = " ".join([str(card) for card in CARDS[:52] if card not in held][:5])
    game = game_with(hands, table)
    data = json.loads(game.to_json())
    data.update(over=True, stopper=stopper, last_turns_left=0, rules=rules.to_dict())
    return Game.from_json(json.dumps(data))


def play_turn(game: Game, take: str, discard: str, stop: bool = False, clear: bool = False):
    """Play one whole turn for the current player; returns all its events."""
    from goju51.games.japanese import Clear, Discard, Take

    events = game.apply(Clear()) if clear else []
    events += game.apply(Take(Card.parse(take)))
    events += game.apply(Discard(Card.parse(discard), stop=stop))
    return events
