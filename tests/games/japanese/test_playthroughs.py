"""Every recorded golden playthrough replays byte for byte: moves, events, views and saves."""

import pytest

from tests.games.japanese.playthroughs.record import SIZES, VARIANTS, table_file, transcript


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_golden_playthrough_replays_exactly(variant, players):
    recorded = table_file(variant, players).read_text("utf-8")
    assert transcript(variant, players) == recorded
