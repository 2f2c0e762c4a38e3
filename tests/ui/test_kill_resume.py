"""Killing the game mid-game loses at most the move being animated: a subprocess plays, is
killed with SIGKILL, and "Continue" in a new app resumes at the last saved position."""

from __future__ import annotations

from flowhelpers import table
from helpers import game_of
from killhelpers import assert_resumed_at, continue_saved, play_until_killed

from goju51.app import saves, store
from goju51.games.japanese import Game


def test_a_killed_game_continues_where_it_was_saved(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    positions = play_until_killed(
        ("japanese",), "Setup(seats)", lambda told: len(Game.from_json(told).history) >= 12
    )
    assert len(positions) > 5, "the game was saved after every move"

    app = continue_saved(("japanese",))
    assert_resumed_at(game_of(table(app)), positions[-1], Game.from_json)
    assert saves.load_session("japanese")[1] is None
