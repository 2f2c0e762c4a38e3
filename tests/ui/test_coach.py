"""The coach's one-line reasons: the right move named, values from the engine."""

import pytest

from goju51.app.kit import i18n
from goju51.games.japanese import Card, Clear, Discard, Game, Pass, Rules, Take
from goju51.tables.japanese.coach import coach_line

pytestmark = pytest.mark.usefixtures("english")


def deck(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


FULL_DECK = " ".join(f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK")


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
    assert (
        coach_line(view, Take(Card.parse("KH")))
        == "Coach: take K♥, then discard 5♣ — hearts 15 → 30"
    )


def test_discard_stop_clear_and_pass_lines():
    game = a_game()
    game.apply(Take(Card.parse("KH")))
    view = game.view(0)
    assert coach_line(view, Discard(Card.parse("2D"))) == "Coach: discard 2♦ — hearts 15 → 27"
    assert coach_line(view, Discard(Card.parse("2D"), stop=True)).endswith(
        "and call Stop — hearts 27"
    )
    i18n.set_language("ja")
    assert "パス" in coach_line(a_game().view(0), Pass())


def test_a_clear_hint_never_claims_the_table_holds_nothing_when_a_take_would_help():
    """Issue 18 #5: K♥ on the table lifts 15 to 30, so "nothing here helps" would be false."""
    line = coach_line(a_game().view(0), Clear())
    assert "nothing here helps" not in line
    assert "K♥" in line and "15" in line and "30" in line
    hands = "AH 5S 8H 6S 3H 7S 5C 8S 2D 9S"
    high_clubs = "KC QC JC TC 9C"
    used = set((hands + " " + high_clubs).split())
    rest = [Card.parse(word) for word in FULL_DECK.split() if word not in used]
    game = Game.new(2, Rules(), deck=deck(hands) + deck(high_clubs) + rest, dealer=1)
    assert (
        coach_line(game.view(0), Clear()) == "Coach: clear the table — nothing here helps your 15"
    )


def a_club_seen_taken() -> Game:
    """Seat 0 holds A♥ 8♥ 3♥ 2♦ K♥ (30); seat 1 was seen taking 6♣; 5♣ 2♣ 3♣ 4♣ 5♠ lie on
    the table."""
    game = a_game()
    for move in (Take(Card.parse("KH")), Discard(Card.parse("5C"))):
        game.apply(move)
    for move in (Take(Card.parse("6C")), Discard(Card.parse("5S"))):
        game.apply(move)
    return game


def test_a_take_below_the_obvious_one_says_why_it_is_better():
    """Issue 30 F13: "take 3♣" when 2♣ gives more at once must say why: a card kept from a
    player seen collecting its suit, else more wins in the games the coach played out."""
    view = a_club_seen_taken().view(0)
    names = {1: "Ben"}.__getitem__
    assert coach_line(view, Take(Card.parse("3C")), names) == (
        "Coach: take 3♣, then discard 2♦ (hearts 29) — not 2♣ (30): 3♣ is kept from Ben,"
        " who collects that suit"
    )
    assert coach_line(view, Take(Card.parse("5S")), names) == (
        "Coach: take 5♠, then discard 2♦ (hearts 27) — it wins more of the coach's trial games"
        " than 2♣ (30)"
    )
    assert coach_line(view, Take(Card.parse("2C")), names) == (
        "Coach: take 2♣, then discard 2♦ — hearts 30 → 30"
    ), "the obvious take itself needs no comparison"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_longer_take_lines_fit_the_smallest_table(home, language):
    """The comparing lines, with the longest names of cards, are drawn whole at 960×540."""
    from helpers import make_app, settle

    app = make_app(size=(960, 540))
    i18n.set_language(language)
    table = settle(app)
    view = a_club_seen_taken().view(0)
    names = {1: "Chiyo Yamamotoya"}.__getitem__
    for card in ("3C", "5S"):
        table.toast = (coach_line(view, Take(Card.parse(card)), names), 9.0)
        table.draw(app.screen)
    app.close()
    assert not app.context.text.cut
