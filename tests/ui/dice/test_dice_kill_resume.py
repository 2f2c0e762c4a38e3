"""Killing the game in the middle of a dice game loses at most the move being animated: a
subprocess plays, is killed with SIGKILL, and "Continue" in a new app resumes at the last
saved position, mid-round, dice under the cup included."""

from __future__ import annotations

from helpers import game_of
from killhelpers import assert_resumed_at, continue_saved, play_until_killed

from goju51.app import saves, store
from goju51.games.dice import Game
from goju51.tables.dice.gametable import DiceGameTable


def mid_round(told: dict) -> bool:
    """Far enough in, an announcement standing."""
    game = Game.from_json(told)
    return len(game.history) >= 15 and game.phase == "respond"


def test_a_killed_dice_game_continues_where_it_was_saved(tmp_path, monkeypatch):
    monkeypatch.setenv(store.HOME_VARIABLE, str(tmp_path))
    positions = play_until_killed(("dice",), 'Setup(seats, game="dice")', mid_round)
    assert len(positions) > 10, "the game was saved after every move"

    app = continue_saved(("dice",))
    table = app.stack.scenes[0]
    assert isinstance(table, DiceGameTable)
    resumed = game_of(table)
    assert_resumed_at(resumed, positions[-1], Game.from_json)
    assert table.points_shown == list(resumed.points)
    if resumed.announcement is not None:
        assert table.announcement_shown[:2] == tuple(resumed.announcement)
    assert saves.load_session("dice")[1] is None
