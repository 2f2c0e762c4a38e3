"""Play a whole game with the mouse in a real X window (Xvfb), as a person would.

The app runs as its own process (from source, or the built executable when ``GOJU51_EXE`` is
set), from a scratch working directory. xdotool drags a table card into the hand, clicks a hand
card to discard it, tries to clear the table too early (refused) and again when allowed, arms
Stop and calls it, and the game plays to game over. Every step is checked in the app's own
event log; screenshots are kept in ``screenshots/realwindow/<source|built>/goju-ichi/``.
"""

from __future__ import annotations

import time

import pytest

from goju51.games.japanese import Card, hand_value
from goju51.tables.japanese.layout import sort_hand, table_layout
from tests.realwindow.xwindow import (
    Record,
    Running,
    WindowPlayer,
    app_in_window,
    is_event,
    is_record,
)

pytestmark = pytest.mark.slow

SEED = 7
"""A deal where no opponent calls Stop before our second turn (checked below)."""
SIZE = (1280, 720)
PLAYERS = 4
VIEWER = 0
RESULTS_DRAWN_SECONDS = 0.5
"""The log says the results panel opened; give it a few frames to be drawn."""


def position(records: list[Record], viewer: int = VIEWER) -> tuple[list[Card], list[Card | None]]:
    """``viewer``'s hand and the five table slots, replayed from the logged engine events."""
    hand: list[str] = []
    table: list[str | None] = []
    for record in records:
        if record["kind"] != "event":
            continue
        mine = record.get("player") == viewer
        match record["type"]:
            case "Dealt":
                hand, table = list(record["hands"][viewer]), list(record["table"])
            case "Took":
                table[record["slot"]] = None
                if mine:
                    hand.append(record["card"])
            case "Discarded":
                table[record["slot"]] = record["card"]
                if mine:
                    hand.remove(record["card"])
            case "Cleared":
                table = list(record["revealed"])
    return (
        [Card.parse(card) for card in hand],
        [None if card is None else Card.parse(card) for card in table],
    )


def best_discard(hand: list[Card], keep: Card) -> Card:
    """The discard (never ``keep``, the card just taken) that leaves the best hand."""
    return max(
        (card for card in hand if card != keep),
        key=lambda card: hand_value([c for c in hand if c != card]),
    )


def best_take(hand: list[Card], table: list[Card | None]) -> Card:
    def value_after(card: Card) -> int:
        held = [*hand, card]
        return hand_value([c for c in held if c != best_discard(held, card)])

    return max((card for card in table if card is not None), key=value_after)


class Player(WindowPlayer):
    """Plays the ``viewer``'s seat at a Goju Ichi table of ``players``."""

    def __init__(self, app: Running, players: int = PLAYERS, viewer: int = VIEWER) -> None:
        super().__init__(app)
        self.layout = table_layout(SIZE, players)
        self.viewer = viewer

    def position(self) -> tuple[list[Card], list[Card | None]]:
        return position(self.log.records[: self.cursor], self.viewer)

    def take_by_dragging(self) -> Card:
        hand, table = self.position()
        card = best_take(hand, table)
        start = self.layout.table_slots[table.index(card)].center
        took = self.act(
            lambda: self.window.drag(start, self.layout.hand_zone.center),
            is_event("Took", player=self.viewer),
            f"taking {card} by a drag",
        )
        assert took["card"] == str(card), f"dragged {card} but {took['card']} was taken"
        self.expect(is_record("awaiting", seat=self.viewer, phase="taken"), "the discard prompt")
        return card

    def discard_by_clicking(self, taken: Card, stop: bool = False) -> Card:
        hand, _table = self.position()
        card = best_discard(hand, taken)
        shown = sort_hand(hand)
        point = self.layout.hand_rects(len(shown))[shown.index(card)].center
        move = f"discard {card}" + (" stop" if stop else "")
        self.act(
            lambda: self.window.click(point),
            is_record("move", seat=self.viewer, move=move),
            f"'{move}' by a click",
        )
        discarded = self.expect(is_event("Discarded", player=self.viewer), f"{card} discarded")
        assert discarded["card"] == str(card)
        return card

    def wait_for_my_turn(self) -> Record:
        turn = self.expect(is_event("TurnStarted", player=self.viewer), "the viewer's turn")
        self.expect(is_record("awaiting", seat=self.viewer, phase="start"), "the take prompt")
        return turn


def test_play_a_game_with_the_mouse_to_game_over(x_display, tmp_path):
    with app_in_window(x_display, tmp_path, "goju-ichi", ["--seed", str(SEED)], SIZE) as app:
        play_to_game_over(Player(app))


def play_to_game_over(player: Player) -> None:
    window, layout = player.window, player.layout
    first = player.wait_for_my_turn()
    assert first["turn"] == 1
    window.screenshot("first-turn")

    refused = player.act(
        lambda: window.click(layout.clear_button.center),
        is_record("refused", move="clear"),
        "clearing refused on turn 1",
    )
    assert "until everyone has had a turn" in refused["reason"]

    taken = player.take_by_dragging()
    window.screenshot("card-taken-by-drag")
    player.discard_by_clicking(taken)
    window.screenshot("card-discarded")

    second = player.wait_for_my_turn()
    assert second["turn"] == PLAYERS + 1, "our second turn should open round 2"
    assert not any(is_event("Stopped")(r) for r in player.log.records), (
        f"an opponent called Stop in round 1 with seed {SEED}: pick another seed"
    )
    window.screenshot("second-turn")
    old_table = player.position()[1]
    cleared = player.act(
        lambda: window.click(layout.clear_button.center),
        is_event("Cleared", player=VIEWER),
        "the table cleared",
    )
    assert cleared["set_aside"] == [str(card) for card in old_table if card is not None]
    window.screenshot("table-cleared")

    taken = player.take_by_dragging()
    armed = player.act(
        lambda: window.click(layout.stop_toggle.center), is_record("stop_armed"), "Stop armed"
    )
    assert armed["armed"] is True
    window.screenshot("stop-armed")
    player.discard_by_clicking(taken, stop=True)
    player.expect(is_event("Stopped", player=VIEWER), "our Stop")
    last_round = player.expect(is_event("LastRoundBegan"), "the last round")
    assert last_round["stopper"] == VIEWER
    assert sorted(last_round["players"]) == [seat for seat in range(PLAYERS) if seat != VIEWER]
    window.screenshot("last-round")

    over = player.expect(is_event("GameOver"), "game over")
    assert over["stopper"] == VIEWER
    results = player.expect(is_record("game_over"), "the results panel")
    assert results["values"] == over["values"] and results["winners"] == over["winners"]
    time.sleep(RESULTS_DRAWN_SECONDS)
    window.screenshot("game-over")
