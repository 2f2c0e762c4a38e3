"""The rollouts' fast exchange finder against the plain one it stands in for."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from goju51.games.japanese.ai.greedy import _best_exchange_slow, best_exchange

ten_cards = st.lists(st.integers(0, 51), min_size=10, max_size=10, unique=True)


@given(ten_cards)
def test_the_fast_best_exchange_finds_the_plain_search_s_exchange_ties_included(
    cards: list[int],
) -> None:
    hand, table = cards[:5], cards[5:]
    assert best_exchange(hand, table, False) == _best_exchange_slow(hand, table, False)
