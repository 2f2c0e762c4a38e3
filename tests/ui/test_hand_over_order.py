"""At a shared screen, while a computer plays first, the screen goes to the person who plays
after it, the way the game goes round the table (Chinese 51 counter-clockwise)."""

from __future__ import annotations

from flowhelpers import make_shell

from goju51.app.flow import first_in_turn
from goju51.app.saves import Session, Setup
from goju51.app.screens.handover import HandOverScene
from goju51.host.seats import Seat


def test_the_first_person_met_goes_the_way_play_goes() -> None:
    assert first_in_turn(2, 4, {0, 1}, 1) == 0
    assert first_in_turn(2, 4, {0, 1}, -1) == 1
    assert first_in_turn(1, 4, {1, 3}, -1) == 1, "the seat to play itself first"
    assert first_in_turn(0, 3, set(), 1) is None


def test_chinese_51_hands_the_screen_to_the_seat_before_the_computer_playing_first(home) -> None:
    setup = Setup((Seat("Ann"), Seat("Bo"), Seat("Hui", "easy")), game="chinese")
    session = next(
        session
        for seed in range(200)
        if (session := Session.start(setup, seed)).game.current_player == 2
    )
    app = make_shell(games=("chinese",))
    flow = app.flow
    assert flow is not None
    flow.session = session
    flow.play()
    app.step(1 / 60)
    hand_over = app.stack.top
    assert isinstance(hand_over, HandOverScene)
    assert hand_over.name == "Bo", "Hui (seat 3) plays, then Bo (seat 2): play goes backwards"
    app.close()
