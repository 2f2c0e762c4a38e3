"""The coach: the move the strongest computer opponent would make for a person's seat, with a
one-line reason in the player's language ("draw: your hearts need 13 more, 9 hearts unseen").

The move comes from the host's coach (the strongest level, asked for the person's own
view); the reason is worked out here from the person's own view (hand values and the cards not
yet seen), so it reads the same in every language. A hint that leaves the suit the hand was
collecting says so and what speaks for it (finding F4: "leaving hearts (3 out of reach)"), so a
change of plan is never silent.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from goju51.app.kit.i18n import card_name, suit_name, tr
from goju51.games.chinese import (
    SUITS,
    Call,
    Card,
    Challenge,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Move,
    PlayerView,
    best_suit,
    hand_value,
)

FIFTY_ONE = 51


def suit_points(cards: Iterable[Card], suit: str) -> int:
    """The points ``cards`` hold toward a hand of ``suit`` (jokers count for any suit)."""
    return sum(card.value for card in cards if card.suit in (suit, None))


def _collecting(cards: list[Card]) -> tuple[str, int]:
    """The suit a hand is collecting (most cards of it, then most points: a hand needs five
    of one suit) and its points toward 51."""
    counts = {
        suit: (sum(1 for card in cards if card.suit in (suit, None)), suit_points(cards, suit))
        for suit in SUITS
    }
    suit = max(counts, key=counts.__getitem__)
    return suit, counts[suit][1]


def caller_seen(view: PlayerView) -> tuple[int, str] | None:
    """How many cards of one suit the caller was seen taking (and still holds), and which
    suit: what the others know of a face-down hand."""
    if view.caller is None or view.caller == view.seat:
        return None
    seen = list(view.opponent(view.caller).known)
    if not seen:
        return None
    suit = best_suit(seen)
    return sum(1 for card in seen if card.suit in (suit, None)), suit


def progress(cards: list[Card], view: PlayerView) -> str:
    """Where a hand of five ``cards`` stands, in the game's own terms (finding F4): worth its
    sum once all five are of one suit, else how far one suit has come ("4/5 spades, 14
    toward 51": a mixed hand counts 0, so its points are no value yet)."""
    value = hand_value(cards, view.rules)
    if value > 0:
        return tr("chinese.coach.worth", value=value)
    suit, points = _collecting(cards)
    count = sum(1 for card in cards if card.suit in (suit, None))
    return tr("chinese.coach.toward", count=count, suit=suit_name(suit), points=points)


def out_of_reach(view: PlayerView, suit: str) -> int:
    """How many cards of ``suit`` nobody but their holder can use: seen taken by the others,
    or set aside."""
    taken = [card for opponent in view.opponents for card in opponent.known]
    return sum(1 for card in [*taken, *view.seen_set_aside] if card.suit == suit)


def plan_words(view: PlayerView, before: list[Card], after: list[Card]) -> str:
    """Where the hand stands after the move (``progress``); when the move leaves the suit the
    hand was collecting for another (finding F4: the plan changes), what speaks for it: how
    many of the old suit are out of reach, else how little the old suit held."""
    words = progress(after, view)
    old, old_points = _collecting(before)
    if old_points == 0 or _collecting(after)[0] == old:
        return words
    gone = out_of_reach(view, old)
    if gone:
        return tr("chinese.coach.switch_gone", old=suit_name(old), gone=gone, progress=words)
    return tr("chinese.coach.switch", old=suit_name(old), points=old_points, progress=words)


def hinted_cards(move: Move) -> frozenset[Card]:
    """The cards the coach's move names (to mark them at the table): the discard, both cards
    of a swap, the hand cards laid for the row."""
    if isinstance(move, Discard):
        return frozenset((move.card,))
    if isinstance(move, ExchangeOne):
        return frozenset((move.give, move.take))
    if isinstance(move, ExchangeAll):
        return frozenset(move.cards)
    return frozenset()


def coach_line(view: PlayerView, move: Move, name: Callable[[int], str] = str) -> str:
    """Why ``move`` is good, in the person's language, from what ``view`` shows; ``name``
    names a seat (the caller, when the answer to a call depends on what it was seen taking)."""
    hand = list(view.hand)
    if (
        isinstance(move, Challenge | Decline)
        and (seen := caller_seen(view)) is not None
        and view.caller is not None
    ):
        answer = "challenge" if isinstance(move, Challenge) else "decline"
        count, suit = seen
        caller = name(view.caller)
        key = f"chinese.coach.{answer}_seen"
        return tr(key, value=view.value, name=caller, count=count, suit=suit_name(suit))
    if getattr(move, "declare", False):
        return tr("chinese.coach.declare")
    if Call() in view.legal_moves and not isinstance(move, Call) and 0 < view.value < FIFTY_ONE:
        # A callable hand kept: say why, or the player wonders why the coach does not call.
        return tr("chinese.coach.hold", value=view.value)
    match move:
        case Call():
            return tr("chinese.coach.call", value=view.value)
        case Challenge():
            return tr("chinese.coach.challenge", value=view.value)
        case Decline():
            return tr("chinese.coach.decline", value=view.value)
        case Draw():
            suit, points = _collecting(hand)
            unseen = sum(1 for card in view.unseen_cards() if card.suit == suit)
            return tr(
                "chinese.coach.draw",
                suit=suit_name(suit),
                need=max(0, FIFTY_ONE - points),
                unseen=unseen,
            )
        case Discard(card=card):
            kept = [c for c in hand if c != card]
            words = plan_words(view, hand, kept)
            return tr("chinese.coach.discard", card=card_name(card), progress=words)
        case ExchangeOne(give=give, take=take):
            after = [c for c in hand if c != give] + [take]
            return tr(
                "chinese.coach.swap",
                give=card_name(give),
                take=card_name(take),
                progress=plan_words(view, hand, after),
            )
        case ExchangeAll(cards=cards):
            after = [c for c in hand if c not in cards] + list(view.table)
            return tr("chinese.coach.exchange_all", progress=plan_words(view, hand, after))
    raise ValueError(f"no coaching line for {move!r}")
