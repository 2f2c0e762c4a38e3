"""The coach: the move the strongest computer opponent would make for a person's seat, with a
one-line reason in the player's language ("take 10♥ — hearts 38 → 45").

The move comes from the host's coach (the strongest level, asked for the person's own view),
the reason from the engine's hand values, so it is the same in every language.
"""

from __future__ import annotations

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


def hinted_card(move: Move) -> Card | None:
    """The card a hint is about (it glows at the table), if any."""
    match move:
        case Take(card=card) | Discard(card=card):
            return card
    return None


def coach_line(view: PlayerView, move: Move) -> str:
    """Why ``move`` is good, with the hand value before and after, computed from ``view``."""
    rules = view.rules
    hand = list(view.hand)
    before = hand_value(hand, rules)
    match move:
        case Take(card=card):
            out, kept = best_take(view, card)
            return tr(
                "coach.take",
                card=card_name(card),
                out=card_name(out),
                suit=suit_name(best_suit(kept)),
                before=before,
                after=hand_value(kept, rules),
            )
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
