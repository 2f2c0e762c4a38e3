"""Play the viewer's Chinese 51 moves with posted mouse events, exactly where a person would
click or drag.

Used by the screenshot commands and the UI tests, and a model for an external test that drives
the real window: every position comes from the pure ``table_layout`` and ``sort_hand`` plus
what the viewer may see (their own hand and the face-up row), never from the scene's internals.
"""

from __future__ import annotations

from goju51.app.kit.gestures import post_click, post_drag
from goju51.games.chinese import (
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
)
from goju51.tables.chinese.layout import TableLayout, sort_hand


def hand_point(layout: TableLayout, view: PlayerView, card: Card) -> tuple[int, int]:
    """The centre of ``card`` in the viewer's hand (shown in ``sort_hand`` order)."""
    hand = sort_hand(view.hand)
    return layout.hand_rects(len(hand))[hand.index(card)].center


def row_point(layout: TableLayout, view: PlayerView, card: Card) -> tuple[int, int]:
    """The centre of ``card`` in the face-up row (shown in the engine's table order)."""
    return layout.row_slots[view.table.index(card)].center


def post_move(layout: TableLayout, view: PlayerView, move: Move) -> None:
    """Post the gestures that play ``move`` for the viewer: click the stock, a hand card or a
    button; drag a row card onto a hand card; pick hand cards then Exchange (arming Declare
    first when the move declares)."""
    if getattr(move, "declare", False):
        post_click(layout.declare_button.center)
    match move:
        case Draw():
            post_click(layout.stock.center)
        case Discard(card=card):
            post_click(hand_point(layout, view, card))
        case ExchangeOne(give=give, take=take):
            post_drag(row_point(layout, view, take), hand_point(layout, view, give))
        case ExchangeAll(cards=cards):
            for card in cards:
                post_click(hand_point(layout, view, card))
            post_click(layout.exchange_button.center)
        case Call():
            post_click(layout.call_button.center)
        case Challenge():
            post_click(layout.decisions[0].center)
        case Decline():
            post_click(layout.decisions[1].center)
        case _:
            raise ValueError(f"no mouse gesture for {move}")
