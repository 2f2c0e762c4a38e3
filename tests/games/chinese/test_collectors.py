"""Guesses that deal collectors their one-suit hands, as often as such seats held one."""

from __future__ import annotations

import random

import pytest

from goju51.games.chinese import Game
from goju51.games.chinese.ai import make_opponent
from goju51.games.chinese.ai.calibrate_reads import count, main
from goju51.games.chinese.ai.collectors import one_suit_of, one_suit_share, round_of
from goju51.games.chinese.ai.collectors_data import ONE_SUIT_SHARE
from goju51.games.chinese.ai.opponents import ints, read_opponents, sample_hands
from goju51.games.chinese.cards import CARD_SUIT, value_of
from goju51.games.chinese.view import PlayerView

from .conftest import cards


def indices(text: str) -> list[int]:
    return [card.index for card in cards(text)]


def test_a_one_suit_hand_keeps_the_seen_cards_and_draws_from_the_pool() -> None:
    pool = indices("2S 3S 4S 9H TD")
    rng = random.Random(1)
    for _ in range(20):
        hand = one_suit_of(indices("KS AS"), 3, CARD_SUIT[indices("AS")[0]], pool, rng)
        assert hand is not None and hand[:2] == indices("KS AS")
        assert sorted(hand[2:]) == sorted(indices("2S 3S 4S"))
    spades = CARD_SUIT[indices("AS")[0]]
    assert one_suit_of(indices("KS 9H"), 3, spades, pool, rng) is None  # two suits seen
    assert one_suit_of(indices("KS"), 4, spades, pool, rng) is None  # too few spades left


def late_view_of_a_collector() -> tuple[PlayerView, int, int]:
    """A view at four seats, six rounds in, of an opponent read at 3 or more whose seen cards
    are all of its read suit: (view, that seat, its suit)."""
    for seed in range(1, 200):
        game = Game.new(4, seed=seed)
        bots = [make_opponent("tuned", seed=seed + seat) for seat in range(4)]
        while not game.is_over:
            view = game.view(game.current_player)
            if view.phase == "turn" and round_of(view.turn_number, 4) == 5:
                for seat, read in read_opponents(view).items():
                    seen = {CARD_SUIT[card] for card in ints(view.opponent(seat).known)}
                    if read.want[read.suit] >= 3 and seen <= {read.suit, -1}:
                        return view, seat, read.suit
            game.apply(bots[game.current_player].choose(view))
    raise AssertionError("no collector found in 200 seeded hands")


def test_collectors_are_dealt_their_suit_as_often_as_measured() -> None:
    """The lean alone deals a seat read at 3 or more far fewer one-suit hands than such seats
    held; with ``collectors`` the guesses hold them at the measured share."""
    view, seat, suit = late_view_of_a_collector()
    reads = read_opponents(view)
    share = one_suit_share(4, view.turn_number, reads[seat].want[suit])
    rng = random.Random(5)

    def held(collectors: bool) -> float:
        hits = 0
        for _ in range(1000):
            hand = ints(sample_hands(view, reads, rng, collectors)[seat])
            hits += value_of(hand) > 0 and {CARD_SUIT[card] for card in hand} <= {suit, -1}
        return hits / 1000

    lean, dealt = held(False), held(True)
    assert share > 0.7
    assert share - 0.05 <= dealt <= share + (1 - share) * lean + 0.05
    assert lean < share - 0.3


def test_the_shipped_shares_rise_with_the_read_late_in_the_hand() -> None:
    for players, rows in ONE_SUIT_SHARE.items():
        last = rows[-1]
        assert last[1] < last[5] < last[-1], players  # read 0 < read 4 < read 8 or more
        assert all(0.0 <= share <= 1.0 for row in rows for share in row)


def test_the_counts_behind_the_shares(capsys: pytest.CaptureFixture[str]) -> None:
    """A small calibration: every seat counted in its cell, holders never more than counted;
    the generated module is valid Python of the shipped shape."""
    seen, held = count(4, 6, seed=3)
    assert sum(map(sum, seen)) > 100
    for row_seen, row_held in zip(seen, held, strict=True):
        assert all(h <= n for n, h in zip(row_seen, row_held, strict=True))
    main(["--scale", "0.002"])
    text = capsys.readouterr().out
    namespace: dict[str, object] = {}
    exec(text, namespace)
    shares = namespace["ONE_SUIT_SHARE"]
    assert isinstance(shares, dict) and sorted(shares) == sorted(ONE_SUIT_SHARE)
    assert all(len(rows) == len(ONE_SUIT_SHARE[n]) for n, rows in shares.items())
