"""The coach's one-line reasons: the right move named, values from the engine."""

import pytest

from goju51.app.kit import i18n
from goju51.games.japanese import Card, Clear, Discard, Game, Pass, Rules, Take
from goju51.tables.japanese.coach import ask_coach, coach_line

pytestmark = pytest.mark.usefixtures("english")


def deck(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def a_game() -> Game:
    """Seat 0 holds A♥ 8♥ 3♥ 5♣ 2♦ (15); K♥ lies on the table."""
    hands = "AH 5S 8H 6S 3H 7S 5C 8S 2D 9S"
    table = "KH 2C 3C 4C 6C"
    rest = [
        c
        for c in deck(
            "AS KS QS JS TS 4S 3S 2S QH JH TH 9H 7H 6H 5H 4H 2H AD KD QD "
            "JD TD 9D 8D 7D 6D 5D 4D 3D AC KC QC JC TC 9C 8C 7C"
        )
    ]
    return Game.new(2, Rules(), deck=deck(hands) + deck(table) + rest, dealer=1)


def test_take_names_the_card_and_the_gain():
    view = a_game().view(0)
    assert view.value == 15
    assert coach_line(view, Take(Card.parse("KH"))) == "Coach: take K♥ — hearts 15 → 30"


def test_discard_stop_clear_and_pass_lines():
    game = a_game()
    game.apply(Take(Card.parse("KH")))
    view = game.view(0)
    assert coach_line(view, Discard(Card.parse("2D"))) == "Coach: discard 2♦ — hearts 15 → 27"
    assert coach_line(view, Discard(Card.parse("2D"), stop=True)).endswith(
        "and call Stop — hearts 27"
    )
    assert coach_line(a_game().view(0), Clear()).startswith("Coach: clear the table")
    i18n.set_language("ja")
    assert "パス" in coach_line(a_game().view(0), Pass())


def test_the_coach_thinks_off_the_main_thread_and_answers_a_legal_move():
    view = a_game().view(0)
    thought = ask_coach(view, seed=1, time_budget=0.05)
    move = None
    for _ in range(2000):
        move = thought.result()
        if move is not None:
            break
        thought._done.wait(0.01)
    assert move in view.legal_moves
