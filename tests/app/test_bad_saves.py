"""Bad saves of every registered game: each field of the session, its match and its game
missing, of the wrong type or out of range, and each state that cannot arise in play. Every one
loads as a damaged save (a message, the file set aside, a fresh start), never an exception; an
untouched save loads and plays on."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from goju51.app import saves
from goju51.app.kit.i18n import tr
from goju51.app.saves import Session, Setup, default_setup
from goju51.games import GAMES

pytestmark = pytest.mark.usefixtures("home")

GAME_IDS = sorted(GAMES)
MISSING = object()
"""A field's value meaning: leave the field out."""
WRONG_TYPES: dict[type, Any] = {
    int: "7",
    str: 7,
    list: "[]",
    dict: [],
    bool: "yes",
    type(None): {"x": 1},
    float: "0.5",
}
OUT_OF_RANGE = (-5, 10**15)


def a_setup(game_id: str) -> Setup:
    setup = default_setup(game_id, ["Ann", "Bob", "Cy"])
    screens_target = getattr(setup.rules, "target", None)
    return Setup(setup.seats, setup.rules, screens_target or 3, game_id)


def a_session(game_id: str, moves: int = 6) -> Session:
    session = Session.start(a_setup(game_id), seed=11)
    for _ in range(moves):
        session.game.apply(session.game.legal_moves[0])
    return session


def saved(game_id: str) -> dict[str, Any]:
    return a_session(game_id).to_dict()


def with_field(data: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
    changed = dict(data)
    if value is MISSING:
        del changed[name]
    else:
        changed[name] = value
    return changed


def bad_values(value: Any) -> Iterator[tuple[str, Any]]:
    """A missing field, one of a wrong type and, for a number, out-of-range ones."""
    yield "missing", MISSING
    yield "wrong type", WRONG_TYPES[type(value)]
    if type(value) is int:
        for number in OUT_OF_RANGE:
            yield f"= {number}", number


def damaged_sessions(game_id: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every field of the session, its set-up, its match and its game, broken one at a time."""
    data = saved(game_id)
    state = json.loads(data["state"])
    optional_in_state = {"bluffs_believed", "drawn", "taken", "stopper", "caller", "special"}
    optional_in_state |= {"attacker", "announcement", "cup", "end_reason", "match"}
    optional_in_state |= {"out_order"}  # dice saves from before it read the order by points
    for name, value in data.items():
        if name not in ("state", "match", "setup"):
            for how, bad in bad_values(value):
                if not (name == "deal" and bad is MISSING):  # files from before replays
                    yield f"session {name} {how}", with_field(data, name, bad)
    yield "session deal played on", data | {"deal": data["state"]}
    yield "session deal not a game", data | {"deal": "{}"}
    for name, value in data["setup"].items():
        for how, bad in bad_values(value):
            if not (name == "target_wins" and bad is MISSING):
                yield f"setup {name} {how}", data | {"setup": with_field(data["setup"], name, bad)}
    for name, value in data["match"].items():
        for how, bad in bad_values(value):
            if not (name == "single_hand" and bad is MISSING):
                yield f"match {name} {how}", data | {"match": with_field(data["match"], name, bad)}
    for name, value in state.items():
        for how, bad in bad_values(value):
            if not (name in optional_in_state and bad in (MISSING, None)):
                broken = json.dumps(with_field(state, name, bad))
                yield f"game {name} {how}", data | {"state": broken}


def impossible(game_id: str) -> dict[str, Callable[[dict[str, Any], dict[str, Any]], None]]:
    """States of a session no play can reach, each made by changing the saved data in place:
    ``change(session data, game data)``."""

    def finished_match(data: dict[str, Any], _state: dict[str, Any]) -> None:
        match = data["match"]
        if "totals" in match:  # a match to points: a hand that took seat 0 past the target
            hand = [data["setup"]["rules"]["target"] + 10] + [0] * (match["players"] - 1)
            match.update(totals=hand, history=[hand], hands_played=1)
            _state["match"] = hand
        else:
            match.update(wins=[match["target_wins"]] + [0] * 2, games_played=3)

    def absurd_totals(data: dict[str, Any], state: dict[str, Any]) -> None:
        match = data["match"]
        if "totals" in match:
            hand = [10**9] * match["players"]  # all tied: the match is not over, but absurd
            match.update(totals=hand, history=[hand], hands_played=1)
            state["match"] = hand
        else:
            match.update(wins=[1, 0, 0], games_played=10**6)  # games without a winner

    def seat_out_of_range(_data: dict[str, Any], state: dict[str, Any]) -> None:
        state["player"] = state["players"]

    def first_out_of_range(_data: dict[str, Any], state: dict[str, Any]) -> None:
        for name in ("dealer", "starter", "first"):
            if name in state:
                state[name] = state["players"] + 1

    def unknown_phase(_data: dict[str, Any], state: dict[str, Any]) -> None:
        state["phase"] = "intermission"

    changes = {
        "a finished match": finished_match,
        "absurd totals": absurd_totals,
        "a seat out of range": seat_out_of_range,
        "a first player out of range": first_out_of_range,
        "an unknown phase": unknown_phase,
    }
    if game_id == "dice":

        def die_face_seven(_data: dict[str, Any], state: dict[str, Any]) -> None:
            state["faces"] = [7, *state["faces"]]

        def roll_off_face_zero(_data: dict[str, Any], state: dict[str, Any]) -> None:
            state["roll_off"] = [[[0, 0], [1, 6]]]

        changes |= {"a die face of 7": die_face_seven, "a roll-off face of 0": roll_off_face_zero}
    else:

        def duplicate_card(_data: dict[str, Any], state: dict[str, Any]) -> None:
            state["hands"][1][0] = state["hands"][0][0]

        def short_hand(_data: dict[str, Any], state: dict[str, Any]) -> None:
            state["stock"].append(state["hands"][0].pop())

        def long_hand(_data: dict[str, Any], state: dict[str, Any]) -> None:
            state["hands"][0].append(state["stock"].pop())

        changes |= {
            "a duplicate card": duplicate_card,
            "a hand one card short": short_hand,
            "a hand one card long": long_hand,
        }
    if game_id == "chinese":

        def another_score_sheet(data: dict[str, Any], state: dict[str, Any]) -> None:
            state["match"] = [50] + [0] * (data["match"]["players"] - 1)  # the match says 0s

        changes["a hand dealt at another point of the match"] = another_score_sheet
    return changes


def loads_as_damaged(home: Path, game_id: str, data: dict[str, Any]) -> str:
    """Write ``data`` as ``game_id``'s session and load it: the problem's message (the test
    fails if it loads, raises or leaves the file in place)."""
    path = session_file(home, game_id)
    for old in path.parent.glob("*.bad-*"):
        old.unlink()
    path.write_text(json.dumps(data))
    session, problem = saves.load_session(game_id)
    assert session is None and problem is not None
    assert not path.exists(), "the damaged file is set aside"
    assert len(list(path.parent.glob(f"{path.stem}.bad-*.json"))) == 1
    return problem.message()


def session_file(home: Path, game_id: str) -> Path:
    """Where ``game_id``'s session is kept (its folder made)."""
    (home / saves.SESSIONS_FOLDER).mkdir(exist_ok=True)
    return home / saves.SESSIONS_FOLDER / f"{game_id}.json"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_untouched_save_loads_and_plays_on(home: Path, game_id: str) -> None:
    session = a_session(game_id)
    assert saves.save_session(session) is None
    loaded, problem = saves.load_session(game_id)
    assert problem is None and loaded is not None
    assert loaded.game.to_json() == session.game.to_json()
    rng = random.Random(3)
    while not loaded.game.is_over:
        loaded.game.apply(rng.choice(loaded.game.legal_moves))
    loaded.match.record(loaded.game)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_field_missing_mistyped_or_out_of_range_is_a_damaged_save(
    home: Path, game_id: str
) -> None:
    cases = list(damaged_sessions(game_id))
    assert len(cases) > 60
    survived = []
    path = session_file(home, game_id)
    name = tr(f"game.{game_id}.name")
    for what, data in cases:
        path.write_text(json.dumps(data))
        session, problem = saves.load_session(game_id)
        if session is not None:
            survived.append(what)
            continue
        assert problem is not None and problem.message().startswith(f"Your saved game of {name}")
        assert not path.exists()
    assert survived == []


@pytest.mark.parametrize(
    ("game_id", "what"), [(game_id, what) for game_id in GAME_IDS for what in impossible(game_id)]
)
def test_a_state_that_cannot_be_is_a_damaged_save(home: Path, game_id: str, what: str) -> None:
    data = saved(game_id)
    state = json.loads(data["state"])
    impossible(game_id)[what](data, state)
    data["state"] = json.dumps(state)
    name = tr(f"game.{game_id}.name")
    assert loads_as_damaged(home, game_id, data).startswith(f"Your saved game of {name} could")
