"""Card art, suit icons and the bundled fonts, rendered headless."""

import pygame
import pytest

from goju51.app.cards import cardart
from goju51.app.cards.cardart import BACK_DESIGNS, CardArt, card_size, draw_glow, suit_icon
from goju51.app.kit import fonts
from goju51.app.kit.resources import asset_path
from goju51.games.japanese import CARDS, Card

WIDTHS = (40, 90, 200)


def count_pixels(surface: pygame.Surface, test) -> int:
    """How many opaque pixels of ``surface`` satisfy ``test(r, g, b)``."""
    data = pygame.image.tobytes(surface, "RGBA")
    return sum(1 for i in range(0, len(data), 4) if data[i + 3] == 255 and test(*data[i : i + 3]))


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def is_red(r: int, g: int, b: int) -> bool:
    return r > 150 and g < 90 and b < 90


def is_blue(r: int, g: int, b: int) -> bool:
    return b > 150 and r < 90


def is_green(r: int, g: int, b: int) -> bool:
    return g > 100 and r < 80 and b < 100


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_renders_at_its_size(width):
    art = CardArt()
    for card in CARDS:
        face = art.face(card, width)
        assert face.get_size() == card_size(width)
        assert face.get_at(face.get_rect().center).a == 255
        assert face.get_at((0, 0)).a < 64, "corners are rounded, so transparent"
        opaque = face.get_bounding_rect(min_alpha=255)
        assert opaque.width >= width - 2


def test_card_ratio_is_poker_size():
    assert card_size(100) == (100, 140)
    assert card_size(40) == (40, 56)


@pytest.mark.parametrize("width", WIDTHS)
def test_red_suits_are_red_and_black_suits_are_not(width):
    art = CardArt()
    for card in CARDS[:52]:
        reds = count_pixels(art.face(card, width), is_red)
        if card.suit in "HD":
            assert reds > width, card
        else:
            assert reds == 0, card


@pytest.mark.parametrize("width", (40, 90))
def test_four_colour_deck_recolours_diamonds_and_clubs_only(width):
    classic, four = CardArt(four_colour=False), CardArt(four_colour=True)
    for text in ("7S", "7H", "7D", "7C", "KD", "AC"):
        card = Card.parse(text)
        same = (
            classic.face(card, width).get_view("2").raw == four.face(card, width).get_view("2").raw
        )
        assert same == (card.suit in "SH"), text
    assert count_pixels(four.face(Card.parse("9D"), width), is_blue) > width
    assert count_pixels(four.face(Card.parse("9C"), width), is_green) > width
    assert count_pixels(classic.face(Card.parse("9C"), width), is_green) == 0


def test_faces_differ_between_cards():
    art = CardArt()
    faces = {bytes(art.face(card, 90).get_view("2").raw) for card in CARDS}
    assert len(faces) == len(CARDS)


def test_cache_returns_the_same_surface_and_stays_bounded():
    art = CardArt(cache_size=3)
    ace = Card.parse("AH")
    first = art.face(ace, 90)
    assert art.face(ace, 90) is first
    assert art.face(ace, 91) is not first
    art.four_colour = True
    assert art.face(ace, 90) is not first
    art.face(Card.parse("2C"), 90)
    art.face(Card.parse("3C"), 90)
    assert art.face(ace, 90) is not first, "the oldest entries were dropped"


def test_duck_typed_cards_work():
    class Joker:
        rank, suit = "JK", None

    face = CardArt().face(Joker(), 90)
    assert face.get_size() == card_size(90)


@pytest.mark.parametrize("width", WIDTHS)
def test_backs_render_and_differ(width):
    art = CardArt()
    backs = [art.back(width, design) for design in BACK_DESIGNS]
    for back in backs:
        assert back.get_size() == card_size(width)
        assert back.get_at(back.get_rect().center).a == 255
    assert backs[0].get_view("2").raw != backs[1].get_view("2").raw
    assert art.back(width) is backs[0], "the default design comes from the cache"
    assert count_pixels(art.back(width, "red"), is_red) > width


def test_unknown_back_is_an_error():
    with pytest.raises(ValueError, match="no card back"):
        CardArt().back(90, "plaid")


@pytest.mark.parametrize("px", (9, 14, 32, 120))
def test_suit_icons(px):
    for suit in "SHDC":
        icon = suit_icon(suit, px)
        assert icon.get_height() == px
        assert 0 < icon.get_width() <= px + 1
        assert icon.get_bounding_rect(min_alpha=64).height >= px * 0.75
    assert suit_icon("D", px).get_width() < suit_icon("H", px).get_width()
    assert count_pixels(suit_icon("H", px), is_red) > 0
    assert count_pixels(suit_icon("D", px, four_colour=True), is_blue) > 0
    assert count_pixels(suit_icon("H", px, colour=(30, 60, 220)), is_blue) > 0


def test_suit_colours():
    assert cardart.suit_colour("H") == cardart.suit_colour("D")
    assert cardart.suit_colour("D", four_colour=True) != cardart.suit_colour("H", four_colour=True)
    with pytest.raises(ValueError):
        cardart.suit_parts("X")


def test_glow_surrounds_the_card():
    canvas = pygame.Surface((200, 200), pygame.SRCALPHA)
    card = pygame.Rect(50, 40, 90, 126)
    draw_glow(canvas, card, (255, 220, 80, 200), spread=8)
    assert canvas.get_at((card.x - 2, card.centery)).a > 0
    assert canvas.get_at((card.right + 1, card.centery)).a > 0
    assert canvas.get_at(card.center).a == 0, "the card itself is left alone"
    assert canvas.get_at((card.x - 12, card.centery)).a == 0


# Fonts: the card indices and every text line of the game use the bundled subsets.

NEEDED_TEXT = "♠♥♦♣♤♡♢♧ éèêëàâçîïôûùüÿœæÉÈÀÇŒ«»…—–“”‘’•→€ AKQJ10 Joueur Gagné !"


@pytest.mark.parametrize("bold", (False, True))
def test_font_subset_has_suits_and_french(bold):
    from pygame import freetype

    freetype.init()
    face = freetype.Font(fonts.font_path(bold), 20)
    missing = [
        char
        for char, metrics in zip(NEEDED_TEXT, face.get_metrics(NEEDED_TEXT), strict=True)
        if metrics is None
    ]
    assert missing == []


def test_fonts_are_bundled_and_cached():
    assert fonts.font_path().is_file()
    assert fonts.font_path(bold=True).is_file()
    assert asset_path("fonts", "LICENSE-DejaVu.txt").is_file()
    font = fonts.get(18)
    assert fonts.get(18) is font
    assert fonts.get(18, bold=True) is not font
    assert font.render("Gagné ♥", True, (0, 0, 0)).get_width() > 0


def test_card_shadows_follow_a_new_card_back():
    from goju51.app.cards.sprites import CardImages

    images = CardImages(CardArt(back_design="blue"))
    blue, _ = images.with_shadow(None, 90, face_up=False)
    images.art.back_design = "red"
    red, _ = images.with_shadow(None, 90, face_up=False)
    assert red is not blue
    pattern = (red.get_width() // 4, red.get_height() // 4)
    assert red.get_at(pattern) != blue.get_at(pattern)


def test_faces_painted_ahead_a_slice_at_a_time_are_the_faces_painted_at_once(monkeypatch):
    from goju51.app.cards.sprites import CardImages

    cards = [CARDS[0], CARDS[11], CARDS[22], CARDS[-1]]
    ahead = CardImages(CardArt(four_colour=True))
    for card in cards:
        assert len(list(ahead.paint_ahead(card, 156))) >= 4, "a face is painted in slices"
    at_once = CardImages(CardArt(four_colour=True))
    expected = {
        card: (at_once.art.face(card, 156), at_once.with_shadow(card, 156, True)[0])
        for card in cards
    }
    monkeypatch.setattr(cardart, "_render_face", lambda *args: pytest.fail("painted twice"))
    for card, (face, with_shadow) in expected.items():
        assert pixels(ahead.art.face(card, 156)) == pixels(face)
        assert pixels(ahead.with_shadow(card, 156, True)[0]) == pixels(with_shadow)
