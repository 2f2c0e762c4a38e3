"""Play the viewer's moves with posted mouse events, exactly where a person would click.

Used by the screenshot command and the UI tests, and a model for an external test that drives
the real window: every position comes from the pure ``table_layout`` and ``sort_hand`` plus
what the viewer may see (their own hand and the table), never from the scene's internals.
"""

from __future__ import annotations

from goju51.app.kit.gestures import post_click, post_drag
from goju51.games.japanese import Card, Clear, Discard, Move, PlayerView, Take
from goju51.tables.japanese.layout import TableLayout, sort_hand


def table_point(layout: TableLayout, view: PlayerView, card: Card) -> tuple[int, int]:
    """The centre of ``card`` on the table."""
    return layout.table_slots[view.table_slots.index(card)].center


def hand_point(layout: TableLayout, view: PlayerView, card: Card) -> tuple[int, int]:
    """The centre of ``card`` in the viewer's hand (shown in ``sort_hand`` order)."""
    hand = sort_hand(view.hand)
    return layout.hand_rects(len(hand))[hand.index(card)].center


def post_move(layout: TableLayout, view: PlayerView, move: Move) -> None:
    """Post the mouse gestures that play ``move`` for the viewer: drag a taken card to the
    hand, click a discard (arming Stop first when the discard calls it), click Clear."""
    match move:
        case Take(card=card):
            post_drag(table_point(layout, view, card), layout.hand_zone.center)
        case Discard(card=card, stop=stop):
            if stop:
                post_click(layout.stop_toggle.center)
            post_click(hand_point(layout, view, card))
        case Clear():
            post_click(layout.clear_button.center)
        case _:
            raise ValueError(f"no mouse gesture for {move}")
