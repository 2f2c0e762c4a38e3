"""Killing the game mid-hand of Chinese 51 loses at most the move being animated: a subprocess
plays, is killed with SIGKILL, and "Continue" in a new app resumes at the last saved hand."""

from __future__ import annotations

from helpers import game_of
from killhelpers import assert_resumed_at, continue_saved, play_until_killed

from goju51.app import saves, store
from goju51.games.chinese import Game
from goju51.tables.chinese.gametable import ChineseGameTable

GAMES = ("japanese", "chinese")


def test_a_killed_hand_continues_where_it_was_saved(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    positions = play_until_killed(
        GAMES,
        'Setup(seats, Rules(), 500, "chinese")',
        lambda told: len(Game.from_json(told).history) >= 10,
        imports="from goju51.games.chinese import Rules",
    )
    assert len(positions) > 5, "the hand was saved after every move"

    app = continue_saved(GAMES)
    table = app.stack.scenes[0]
    assert isinstance(table, ChineseGameTable)
    assert_resumed_at(game_of(table), positions[-1], Game.from_json)
    assert saves.load_session("chinese")[1] is None
    assert app.flow.session.match.target == 500
