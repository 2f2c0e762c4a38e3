"""A finished game's record reads back exactly, and its replay sends a seat exactly the
messages that seat was sent live, for every game; any position can be seated again (stepping
back); with every hand shown, a seat is sent every hidden hand and the events uncut; a record
that does not replay is refused."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from typing import Any

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


def positions(spec, people: int, seed: int) -> Iterator[tuple[Replay, int, Any, list[Any]]]:
    """A hosted game of three played out and replayed: each position, with the engine at it
    and the uncut events that led there (the deal's at 0)."""
    table = hosted(spec, seats_for(3, people), seed=seed)
    table.play_out()
    replay = Replay(spec, table.host.record)
    game = spec.load_game(table.host.record.start)
    events = game.opening_events()
    for position in range(replay.length + 1):
        if position:
            events = game.apply(spec.parse_move(replay.record.moves[position - 1]))
        yield replay, position, game, events


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_any_position_of_a_replay_can_be_seated_again(spec) -> None:
    for replay, position, game, _events in positions(spec, people=2, seed=8):
        seated = replay.seated(0, position)
        assert seated.step == position and seated.view == game.view(0)
        assert bool(seated.opening) == (position == 0)


def hidden_hands(game: Any, view: Any) -> dict[int, Any]:
    """What ``view`` holds of every other seat's secrets, beside the engine's truth: each
    opponent's whole hand (cards games), or the dice under the cup whoever rolled them."""
    if hasattr(view, "opponents"):
        return {
            o.seat: (Counter(o.known + (o.hidden or ())), Counter(game.hand(o.seat)))
            for o in view.opponents
        }
    cup = game.cup
    return {-1: (view.dice, None if cup is None else cup[0])}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_with_every_hand_shown_a_seat_is_sent_every_hidden_hand(spec) -> None:
    secrets = length = 0
    for replay, position, game, uncut in positions(spec, people=1, seed=11):
        length = replay.length
        for seat in range(3):
            shown = replay.seated(seat, position, every_hand=True)
            assert shown.view.every_hand and not replay.seated(seat, position).view.every_hand
            for told, truth in hidden_hands(game, shown.view).values():
                assert told == truth
                secrets += bool(truth)
            assert shown.opening == (tuple(uncut) if position == 0 else ())
            if position:
                moved = replay.moved(seat, position, every_hand=True)
                assert moved.events == tuple(uncut) and moved.view == shown.view
    assert secrets > length, "hidden hands and cups were there to show"


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
