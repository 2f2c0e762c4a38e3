"""The coach: the move the strongest computer opponent would make for a person's seat, with a
one-line reason in the player's language ("take 10♥ — hearts 38 → 45").

The move comes from the host's coach (the strongest level, asked for the person's own view),
the reason from the engine's hand values, so it is the same in every language. When the
expert's take raises the hand less than another card would at once, the line says why it is
better (finding F13): it keeps a card from a player seen collecting its suit, else it won more
of the games the expert played out.
"""

from __future__ import annotations

from collections.abc import Callable

from goju51.app.kit.i18n import card_name, suit_name, tr
from goju51.games.japanese import (
    Card,
    Clear,
    Discard,
    Move,
    Pass,
    PlayerView,
    Take,
    best_suit,
    hand_value,
)


def best_take(view: PlayerView, card: Card) -> tuple[Card, list[Card]]:
    """The discard that makes taking ``card`` worth most, and the hand it leaves."""
    hand = list(view.hand)
    outcomes = [(out, [c for c in [*hand, card] if c != out]) for out in hand]
    return max(outcomes, key=lambda outcome: hand_value(outcome[1], view.rules))


def obvious_take(view: PlayerView) -> tuple[Card, int]:
    """The take that raises the hand most at once, and the value it leaves: what a newcomer
    would take."""
    takes = [(card, hand_value(best_take(view, card)[1], view.rules)) for card in view.table]
    return max(takes, key=lambda take: take[1])


def collector_of(view: PlayerView, suit: str) -> int | None:
    """An opponent seen taking cards that collect ``suit`` (the suit its known cards count),
    if any: a card of that suit taken is a card kept from it."""
    for opponent in view.opponents:
        if opponent.known and best_suit(opponent.known) == suit:
            return opponent.seat
    return None


def hinted_card(move: Move) -> Card | None:
    """The card a hint is about (it glows at the table), if any."""
    match move:
        case Take(card=card) | Discard(card=card):
            return card
    return None


def coach_line(view: PlayerView, move: Move, name: Callable[[int], str] = str) -> str:
    """Why ``move`` is good, with the hand value before and after, computed from ``view``;
    ``name`` names a seat (a player the take keeps a card from)."""
    rules = view.rules
    hand = list(view.hand)
    before = hand_value(hand, rules)
    match move:
        case Take(card=card):
            out, kept = best_take(view, card)
            after = hand_value(kept, rules)
            words = {
                "card": card_name(card),
                "out": card_name(out),
                "suit": suit_name(best_suit(kept)),
                "before": before,
                "after": after,
            }
            obvious, value = obvious_take(view)
            if value <= after:
                return tr("coach.take", **words)
            words.update(obvious=card_name(obvious), value=value)
            collector = collector_of(view, card.suit) if card.suit is not None else None
            if collector is not None:
                return tr("coach.take_deny", name=name(collector), **words)
            return tr("coach.take_search", **words)
        case Discard(card=card, stop=stop):
            kept = [c for c in hand if c != card]
            before_cards = [c for c in hand if c != view.taken] if view.taken else kept
            key = "coach.stop" if stop else "coach.discard"
            return tr(
                key,
                card=card_name(card),
                suit=suit_name(best_suit(kept)),
                before=hand_value(before_cards, rules),
                after=hand_value(kept, rules),
            )
        case Clear():
            takes = [(card, *best_take(view, card)) for card in view.table]
            if takes:
                card, _, kept = max(takes, key=lambda take: hand_value(take[2], rules))
                if hand_value(kept, rules) > before:
                    return tr(
                        "coach.clear_over_take",
                        card=card_name(card),
                        before=before,
                        after=hand_value(kept, rules),
                    )
            return tr("coach.clear", before=before)
        case Pass():
            return tr("coach.pass", before=before)
    raise ValueError(f"no coaching line for {move!r}")
