import pygame
import pytest

from goju51.games.japanese import Card
from goju51.tables.japanese.layout import sort_hand, table_layout

SIZES = [
    (960, 540),
    (1280, 720),
    (1366, 768),
    (1920, 1080),
    (2560, 1440),
    (1280, 1024),
    (2560, 1080),
    (1024, 768),
]


def _all_rects(layout):
    rects = [
        *layout.hand_rects(6),
        *layout.table_slots,
        layout.stock,
        layout.set_aside,
        layout.clear_button,
        layout.stop_toggle,
        *layout.settings,
        layout.status,
        layout.banner,
        layout.prompt,
        layout.value,
        layout.log,
    ]
    return rects + [seat.area for seat in layout.seats]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_everything_fits_in_the_window(size, players):
    window = pygame.Rect((0, 0), size)
    layout = table_layout(size, players)
    assert len(layout.seats) == players - 1
    for rect in _all_rects(layout):
        assert window.contains(rect), (rect, size)


@pytest.mark.parametrize("size", SIZES)
def test_nothing_a_player_clicks_overlaps(size):
    layout = table_layout(size, 4)
    clickable = [
        *layout.table_slots,
        layout.stock,
        layout.set_aside,
        layout.clear_button,
        layout.stop_toggle,
        *layout.settings,
        layout.log,
        layout.value,
        *(seat.area for seat in layout.seats),
    ]
    hand = layout.hand_rects(6)
    hand_area = hand[0].unionall(hand)
    for index, rect in enumerate(clickable):
        assert not rect.colliderect(hand_area), rect
        for other in clickable[index + 1 :]:
            assert not rect.colliderect(other), (rect, other)


def test_cards_grow_with_the_window_and_stay_readable_at_the_smallest():
    small, large = table_layout((960, 540)), table_layout((2560, 1440))
    assert small.hand_card[0] >= 75
    assert large.hand_card[0] == pytest.approx(small.hand_card[0] * 2560 / 960, abs=2)


def test_hand_slots_are_centred_and_ordered():
    layout = table_layout((1280, 720))
    five = layout.hand_rects(5)
    assert [r.x for r in five] == sorted(r.x for r in five)
    assert (five[0].left + five[-1].right) // 2 == pytest.approx(640, abs=1)
    assert layout.hand_zone.contains(layout.hand_rects(6)[0])


def test_sort_hand_groups_suits_high_first_and_puts_the_joker_last():
    cards = [Card.parse(text) for text in ["2H", "JK", "AD", "KS", "3S", "TC", "AH"]]
    assert [str(card) for card in sort_hand(cards)] == ["KS", "3S", "AH", "2H", "TC", "AD", "JK"]


@pytest.mark.parametrize("size", SIZES)
def test_the_drop_zone_holds_the_hand_and_stays_clear_of_the_log(size):
    layout = table_layout(size)
    zone = layout.hand_zone
    assert pygame.Rect((0, 0), size).contains(zone)
    assert all(zone.contains(rect) for rect in layout.hand_rects(6))
    assert not zone.colliderect(layout.log)
    assert not zone.colliderect(layout.clear_button)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_opponents_never_sit_on_each_other_or_on_the_table(size, players):
    """No two seats (plate, cards, status line) overlap, and no seat covers the table's cards,
    the stock, the set-aside pile, the settings buttons or the status lines (issue: with 5 and
    6 players negative offsets on the design grid became +1 px and seats piled up)."""
    layout = table_layout(size, players)
    areas = [seat.area for seat in layout.seats]
    for index, area in enumerate(areas):
        for other in areas[index + 1 :]:
            assert not area.colliderect(other), (players, size, area, other)
        fixed_parts = (
            *layout.table_slots,
            layout.stock,
            layout.set_aside,
            *layout.settings,
            layout.status,
        )
        for fixed in fixed_parts:
            assert not area.colliderect(fixed), (players, size, area, fixed)
