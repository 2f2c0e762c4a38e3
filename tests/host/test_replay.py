"""A finished game's record reads back exactly, and its replay sends a seat exactly the
messages that seat was sent live, for every game; any position can be seated again (stepping
back), and a record that does not replay is refused."""

from __future__ import annotations

import json

import pytest

from goju51.core.wire import WireError
from goju51.games import GAMES
from goju51.host.replay import Record, Replay
from tests.host.driving import hosted, seats_for

SPECS = list(GAMES.values())


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
@pytest.mark.parametrize("players", [2, 4])
def test_a_replay_sends_each_seat_what_it_was_sent_live(spec, players) -> None:
    table = hosted(spec, seats_for(players, 2), seed=players + 20)
    assert table.host.record is None, "no record before the end"
    table.play_out()
    record = table.host.record
    assert record is not None
    text = record.to_json()
    assert Record.from_json(text) == record and Record.from_json(text).to_json() == text
    replay = Replay(spec, Record.from_json(text))
    assert replay.length == len(table.host.game.history)
    for seat in table.clients:
        assert replay.messages(seat) == table.received[seat]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_any_position_of_a_replay_can_be_seated_again(spec) -> None:
    table = hosted(spec, seats_for(3, 2), seed=8)
    table.play_out()
    replay = Replay(spec, table.host.record)
    game = spec.load_game(table.host.record.start)
    for position in range(replay.length + 1):
        if position:
            game.apply(spec.parse_move(replay.record.moves[position - 1]))
        seated = replay.seated(0, position)
        assert seated.step == position and seated.view == game.view(0)
        assert bool(seated.opening) == (position == 0)


def test_a_record_that_does_not_replay_is_refused() -> None:
    spec = GAMES["japanese"]
    table = hosted(spec, seats_for(2, 2), seed=4)
    table.play_out()
    data = json.loads(table.host.record.to_json())
    cut = dict(data, moves=data["moves"][:-1])
    with pytest.raises(ValueError, match="game over"):
        Replay(spec, Record.from_json(json.dumps(cut)))
    wrong = dict(data, moves=["clear", *data["moves"]])
    with pytest.raises(ValueError):
        Replay(spec, Record.from_json(json.dumps(wrong)))
    with pytest.raises(ValueError):
        Replay(GAMES["dice"], Record.from_json(json.dumps(data)))
    with pytest.raises(WireError):
        Record.from_json(json.dumps(dict(data, paces="fast")))
