"""The seat protocol's JSON form: every message of whole hosted games reads back to the same
message and the same text, requests too, and hostile text is refused with ``WireError``."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goju51.core.wire import Wire, WireError
from goju51.games import GAMES
from goju51.host.messages import (
    AskHint,
    Codec,
    Moved,
    NextGame,
    Play,
    Ready,
    Seated,
    Undo,
    follow,
)
from tests.host.driving import hosted, seats_for

SPECS = list(GAMES.values())


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_every_message_of_whole_games_reads_back_exactly(spec) -> None:
    codec = Codec(spec)
    for seed in range(3):
        table = hosted(spec, seats_for(3, 2), seed=seed)
        table.play_out()
        for seat, client in table.clients.items():
            assert client.transcript, seat
            history: tuple = ()
            for text, message in zip(client.transcript, table.received[seat], strict=True):
                arrived = codec.read_to_seat(text)
                assert codec.to_seat(arrived) == text
                assert follow(arrived, history, spec) == message
                if isinstance(message, Moved | Seated):
                    history = message.view.history


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_a_seat_is_first_sent_its_view_and_the_opening(spec) -> None:
    table = hosted(spec, seats_for(4, 2))
    table.pump()
    for seat, messages in table.received.items():
        first = messages[0]
        assert isinstance(first, Seated)
        assert first.seat == seat and first.view.seat == seat
        assert first.view == table.host.game.view(seat)
        assert first.opening, "a new game's opening is sent to animate"
        assert first.names == tuple(s.name for s in table.host.seats)


requests = st.one_of(
    st.builds(Play, st.integers(0, 10**6), st.text(max_size=40)),
    st.builds(AskHint, st.integers(0, 10**6)),
    st.builds(Undo, st.integers(0, 10**6)),
    st.builds(Ready, st.integers(0, 10**6)),
    st.builds(NextGame, st.integers(0, 10**6)),
)


@settings(max_examples=200, deadline=None)
@given(request=requests, spec=st.sampled_from(SPECS))
def test_requests_read_back_exactly(request, spec) -> None:
    codec = Codec(spec)
    text = codec.from_seat(request)
    assert codec.read_from_seat(text) == request
    assert json.loads(text)["type"] == type(request).__name__


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(data=json_values, spec=st.sampled_from(SPECS))
def test_any_json_is_a_request_or_refused_with_a_wire_error(data, spec) -> None:
    codec = Codec(spec)
    for text in (json.dumps(data), json.dumps({"type": "Play", "step": 1, "move": data})):
        try:
            request = codec.read_from_seat(text)
        except WireError:
            continue
        assert isinstance(request, Play | AskHint | Undo | Ready | NextGame)
        assert codec.read_from_seat(codec.from_seat(request)) == request


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[1, 2",
        '{"type": "Play", "step": 1}',
        '{"type": "Play", "step": 1, "move": "x", "extra": 0}',
        '{"type": "Play", "step": true, "move": "x"}',
        '{"type": "Play", "step": 1.5, "move": "x"}',
        '{"type": "Play", "step": NaN, "move": "x"}',
        '{"type": "Launch", "step": 1}',
        '{"type": "Seated", "step": 1}',
        '{"step": 1, "move": "x"}',
        "[" * 100_000 + "]" * 100_000,
    ],
)
def test_malformed_requests_are_refused_with_a_wire_error(text: str) -> None:
    with pytest.raises(WireError):
        Codec(GAMES["japanese"]).read_from_seat(text)


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_a_view_with_a_card_or_move_that_does_not_exist_is_refused(spec) -> None:
    codec = Codec(spec)
    table = hosted(spec, seats_for(2, 2))
    table.pump()
    data = json.loads(codec.to_seat(table.received[0][0]))
    data["view"]["history"] = [[0, "fly away"]]
    with pytest.raises(WireError):
        codec.read_to_seat(json.dumps(data))
    data["view"]["history"] = []
    data["view"]["seat"] = "0"
    with pytest.raises(WireError):
        codec.read_to_seat(json.dumps(data))


def test_frozensets_are_written_sorted_so_equal_values_give_equal_text() -> None:
    wire = Wire({})
    assert wire.dumps(frozenset({3, 1, 2}), frozenset[int]) == "[1,2,3]"
    assert wire.loads("[2,1]", frozenset[int]) == frozenset({1, 2})
    with pytest.raises(WireError):
        wire.loads("[1,1]", frozenset[int])
