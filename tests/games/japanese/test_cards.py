import pytest

from goju51.games.japanese import CARDS, JOKER, Card, Rules, best_suit, full_deck, hand_value

from .conftest import cards


def test_every_card_prints_and_parses_back():
    assert len(CARDS) == 53
    for card in CARDS:
        assert Card.parse(str(card)) is card
        assert CARDS[card.index] is card


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("AH", Card("A", "H")),
        ("10h", Card("T", "H")),
        ("Th", Card("T", "H")),
        (" qs ", Card("Q", "S")),
        ("JK", JOKER),
        ("joker", JOKER),
        ("2c", Card("2", "C")),
    ],
)
def test_parse_accepts_the_usual_spellings(text, expected):
    assert Card.parse(text) == expected


@pytest.mark.parametrize("text", ["", "1H", "AX", "11H", "HA", "JKR", "A", "10", None, 12])
def test_parse_rejects_anything_else_with_a_message(text):
    with pytest.raises(ValueError, match="card"):
        Card.parse(text)


def test_constructor_checks_rank_and_suit():
    with pytest.raises(ValueError):
        Card("1", "H")
    with pytest.raises(ValueError):
        Card("A", None)


def test_cards_are_frozen_values():
    card = Card.parse("AH")
    assert card == Card("A", "H") and hash(card) == hash(Card("A", "H"))
    with pytest.raises(AttributeError):
        card.rank = "K"


def test_full_deck_sizes():
    assert len(full_deck()) == 52 and JOKER not in full_deck()
    assert len(full_deck(1)) == 53 and JOKER in full_deck(1)


def test_pretty_uses_suit_symbols():
    assert Card.parse("TH").pretty() == "10♥"
    assert Card.parse("AS").pretty() == "A♠"
    assert JOKER.pretty() == "Joker"


@pytest.mark.parametrize(
    ("hand", "value"),
    [
        ("AH 8H 3H 5C 2D", 15),
        ("KH 5H 2H TC TD", -3),
        ("AH QH 9H 3S 2D", 25),
        ("QC 7C 9D 5D TH", -7),
        ("AC 9C KH QH JK", 11),
        ("AS KS QS JS TS", 51),
    ],
)
def test_worked_examples_from_the_rules(hand, value):
    assert hand_value(cards(hand)) == value


def test_joker_is_ten_when_the_suit_ace_is_held():
    assert hand_value(cards("AH KH QH JH JK")) == 51
    assert hand_value(cards("KH QH JH TH JK")) == 51
    assert hand_value(cards("AH 2C 3C 4C JK")) == 11 + 10 - 9


def test_flush_only_scores_zero_unless_one_suit():
    flush_only = Rules(flush_only=True)
    assert hand_value(cards("AH 8H 3H 5C 2D"), flush_only) == 0
    assert hand_value(cards("AH 8H 3H 5H 2H"), flush_only) == 29
    assert hand_value(cards("AH 8H 3H 5H JK"), flush_only) == 37
    assert hand_value(cards("AC 9C KH QH JK"), flush_only) == 0


def test_best_suit_names_the_counted_suit():
    assert best_suit(cards("AH 8H 3H 5C 2D")) == "H"
    assert best_suit(cards("AC 9C KH QH JK")) == "H"
