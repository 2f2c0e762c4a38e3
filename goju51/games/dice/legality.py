"""Which moves the rules of 51 (dice) allow, and why any other move is refused.

It exists to keep the read-only questions about moves apart from the engine's state changes in
``game.py``: every function here reads the phase, the standing announcement (a ladder code),
the seat to move and who is out (the ``state.py`` encoding) and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from goju51.games.dice.moves import (
    ACCEPT,
    ANNOUNCE_51,
    ANNOUNCES,
    ANNOUNCES_FROM,
    BELIEVE,
    DOUBLE_OR_QUITS,
    DOUBT,
    ROLL,
    TARGETS,
    Accept,
    Announce,
    AnnounceFiftyOne,
    Believe,
    DoubleOrQuits,
    Doubt,
    Move,
    Roll,
    Target,
)
from goju51.games.dice.results import CODE_21, RESULTS, Result
from goju51.games.dice.state import (
    ANNOUNCE_PHASE,
    FACE_PHASE,
    NONE,
    RESPOND_PHASE,
    ROLL_PHASE,
    TARGET_PHASE,
)

_ROLL_MOVES = (ROLL, ANNOUNCE_51)
_RESPOND_MOVES = (BELIEVE, DOUBT)
_FACE_MOVES = (ACCEPT, DOUBLE_OR_QUITS)


def allowed_moves(phase: int, ann: int, player: int, out: Sequence[bool]) -> list[Move]:
    """Every move allowed to ``player`` in ``phase`` with ``ann`` standing (``NONE``: none),
    in a fixed order: ``Roll``, ``AnnounceFiftyOne``; the announcements from the lowest allowed
    up; ``Believe``, ``Doubt``; targets in seat order; ``Accept``, ``DoubleOrQuits``."""
    if phase == ANNOUNCE_PHASE:
        return list(ANNOUNCES if ann == NONE else ANNOUNCES_FROM[ann])
    if phase == RESPOND_PHASE:
        return list(_RESPOND_MOVES)
    if phase == ROLL_PHASE:
        return list(_ROLL_MOVES)
    if phase == TARGET_PHASE:
        return [TARGETS[s] for s in range(len(out)) if s != player and not out[s]]
    if phase == FACE_PHASE:
        return list(_FACE_MOVES)
    return []


def refusal(
    move: Any, over: bool, phase: int, ann: int, player: int, out: Sequence[bool]
) -> tuple[str, str] | None:
    """``(code, reason)`` when ``move`` is not allowed now, else None."""
    if over:
        return "game_over", "the game is over"
    kind = type(move)
    if kind is Announce:
        if phase != ANNOUNCE_PHASE:
            return "not_announcing", "announce only right after rolling the cup"
        result = move.result
        if type(result) is not Result:
            return "not_a_result", f"{result!r} is not a dice result"
        code = result.code
        if code >= CODE_21:
            return "special_not_announced", f"{result} is a special and is never announced"
        if code < ann:
            return (
                "announcement_too_low",
                f"announce {RESULTS[ann]} or higher",
            )
    elif kind is Roll or kind is AnnounceFiftyOne:
        if phase != ROLL_PHASE:
            return "not_your_roll", "nobody is about to roll now"
    elif kind is Believe or kind is Doubt:
        if phase != RESPOND_PHASE:
            return "nothing_to_answer", "there is no announcement to believe or doubt"
    elif kind is Target:
        if phase != TARGET_PHASE:
            return "no_target_now", "a target is chosen only after rolling a 21 or a 51"
        seat = move.seat
        if type(seat) is not int or not 0 <= seat < len(out):
            return "no_such_seat", f"there is no seat {seat!r}"
        if seat == player:
            return "target_self", "choose another player"
        if out[seat]:
            return "target_out", f"seat {seat} is out"
    elif kind is Accept or kind is DoubleOrQuits:
        if phase != FACE_PHASE:
            return "nothing_to_face", "nobody faces a 51's points now"
    else:
        return "not_a_move", f"{move!r} is not a move of 51 (dice)"
    return None
