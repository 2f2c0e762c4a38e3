"""The dice save format, both ways: JSON text to a checked ``Position`` and back.

It exists so the engine in ``game.py`` holds the rules only: everything about the file (its
envelope, every field's check, and whether the position as a whole could arise in play) lives
here, and a damaged or foreign file fails with a ``SaveError`` saying what is wrong.
"""

from __future__ import annotations

import json
from typing import Any

from goju51.core.game import SaveError
from goju51.core.savefile import SaveReader, load_json, rng_state, short
from goju51.games.dice.moves import parse_move
from goju51.games.dice.results import CODE_21, RESULTS, Result
from goju51.games.dice.rules import Rules
from goju51.games.dice.state import (
    ANNOUNCE_PHASE,
    FACE_PHASE,
    FIFTY_ONE_STAKE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NONE,
    OVER_PHASE,
    PHASE_NAMES,
    RESPOND_PHASE,
    ROLL_PHASE,
    STACKED_CODE,
    TARGET_PHASE,
    Position,
    RollOffTurns,
    next_seat,
    roll_off_winner,
)

SAVE_FORMAT = "goju51-dice-game"
SAVE_VERSION = 1


def write_saved_game(position: Position) -> str:
    """``position`` as save-file JSON text, fixed faces and random state included."""
    return json.dumps(
        {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": position.rules.to_dict(),
            "players": position.players,
            "points": list(position.points),
            "bluffs_believed": list(position.bluffs_believed),
            "direction": position.direction,
            "phase": PHASE_NAMES[position.phase],
            "player": position.player,
            "announcement": None
            if position.announcement == NONE
            else [str(RESULTS[position.announcement]), position.announcer],
            "cup": None if position.cup == NONE else [str(RESULTS[position.cup]), position.cup_by],
            "special": None if position.special == NONE else str(RESULTS[position.special]),
            "attacker": None if position.attacker == NONE else position.attacker,
            "stake": position.stake,
            "winners": sorted(position.winners),
            "out_order": list(position.out_order),
            "first": position.first,
            "roll_off": [[list(pair) for pair in turn] for turn in position.roll_off],
            "history": [[seat, str(move)] for seat, move in position.history],
            "shown": [
                [index, None if code == STACKED_CODE else str(RESULTS[code])]
                for index, code in position.shown
            ],
            "faces": list(position.faces),
            "rng": rng_state(position.rng),
        }
    )


def read_saved_game(text: str | bytes) -> Position:
    """Read ``write_saved_game`` text back; anything else raises ``SaveError`` saying what is
    wrong, including a position that could not arise in play."""
    return _SaveReader(load_json(text)).position()


class _SaveReader(SaveReader):
    """Reads a position of 51 (dice); a damaged file fails with a message, not a crash."""

    def __init__(self, data: Any) -> None:
        super().__init__(data, SAVE_FORMAT, SAVE_VERSION, "51 (dice)")

    def result(self, name: str, value: Any, ladder: bool) -> int:
        try:
            code = Result.parse(value).code if isinstance(value, str) else NONE
        except ValueError:
            code = NONE
        if code == NONE or (ladder and code >= CODE_21):
            raise SaveError(f"saved game has a bad result in '{name}': {short(value)}")
        return code

    def seat(self, name: str, value: Any, n: int) -> int:
        if type(value) is not int or not 0 <= value < n:
            raise SaveError(f"saved game has a bad seat in '{name}': {short(value)}")
        return value

    def position(self) -> Position:
        try:
            rules = Rules.from_dict(self.field("rules", dict))
        except (ValueError, TypeError) as error:
            raise SaveError(f"saved game has bad rules: {error}") from None
        n = self.integer("players", MIN_PLAYERS, MAX_PLAYERS)
        points = self.field("points", list)
        if len(points) != n or not all(type(p) is int and 0 <= p < 10**12 for p in points):
            raise SaveError(f"saved game must list {n} whole, non-negative point totals")
        bluffs = self.data.get("bluffs_believed", [0] * n)  # absent from the first saves
        if (
            not isinstance(bluffs, list)
            or len(bluffs) != n
            or not all(type(b) is int and 0 <= b < 10**12 for b in bluffs)
        ):
            raise SaveError(f"saved game must list {n} whole, non-negative believed-bluff counts")
        direction = self.field("direction", int)
        if direction not in (1, -1):
            raise SaveError(f"saved game has a bad direction: {short(direction)}")
        phase_name = self.field("phase", str)
        if phase_name not in PHASE_NAMES:
            raise SaveError(f"saved game has an unknown phase {short(phase_name)}")
        phase = PHASE_NAMES.index(phase_name)
        player = self.integer("player", 0, n - 1)
        announcement, announcer = self.pair("announcement", n, ladder=True)
        cup, cup_by = self.pair("cup", n, ladder=True)
        special = self.data.get("special")
        special_code = NONE if special is None else self.result("special", special, False)
        attacker = self.data.get("attacker")
        attacker_seat = NONE if attacker is None else self.seat("attacker", attacker, n)
        stake = self.integer("stake", 0, 2**62)
        winners = self.field("winners", list)
        for seat in winners:
            self.seat("winners", seat, n)
        first = self.integer("first", 0, n - 1)
        roll_off = self.roll_off(n)
        if roll_off and roll_off_winner(roll_off) != first:
            raise SaveError("saved game's roll-off does not name its first player")
        history = self.history(n, parse_move)
        shown = self.shown(len(history))
        faces = self.field("faces", list)
        if not all(type(face) is int and 1 <= face <= 6 for face in faces):
            raise SaveError("saved game has a bad die face in 'faces'")
        position = Position(
            rules=rules,
            players=n,
            points=tuple(points),
            bluffs_believed=tuple(bluffs),
            direction=direction,
            phase=phase,
            player=player,
            announcement=announcement,
            announcer=announcer,
            cup=cup,
            cup_by=cup_by,
            special=special_code,
            attacker=attacker_seat,
            stake=stake,
            winners=frozenset(winners),
            out_order=self.out_order(points, rules.limit),
            first=first,
            roll_off=roll_off,
            history=tuple(history),
            shown=tuple(shown),
            faces=tuple(faces),
            rng=self.rng(),
        )
        check_position(position)
        return position

    def out_order(self, points: list[int], limit: int) -> tuple[int, ...]:
        """The seats out in the order they went out: every seat at the limit, once each.
        Absent from the first saves: then the most points first, a guess."""
        out = [seat for seat, total in enumerate(points) if total >= limit]
        order = self.data.get("out_order")
        if order is None:
            return tuple(sorted(out, key=lambda seat: (-points[seat], seat)))
        if (
            not isinstance(order, list)
            or not all(type(seat) is int for seat in order)
            or sorted(order) != out
        ):
            raise SaveError(f"saved game's 'out_order' must list the seats out: {short(order)}")
        return tuple(order)

    def pair(self, name: str, n: int, ladder: bool) -> tuple[int, int]:
        value = self.data.get(name)
        if value is None:
            return NONE, NONE
        if not isinstance(value, list) or len(value) != 2:
            raise SaveError(f"saved game has a bad '{name}': {short(value)}")
        return self.result(name, value[0], ladder), self.seat(name, value[1], n)

    def roll_off(self, n: int) -> RollOffTurns:
        turns = []
        for turn in self.field("roll_off", list):
            if not isinstance(turn, list) or not turn:
                raise SaveError(f"saved game has a bad roll-off turn: {short(turn)}")
            pairs = []
            for pair in turn:
                if (
                    not isinstance(pair, list)
                    or len(pair) != 2
                    or type(pair[0]) is not int
                    or not 0 <= pair[0] < n
                    or type(pair[1]) is not int
                    or not 1 <= pair[1] <= 6
                ):
                    raise SaveError(f"saved game has a bad roll-off roll: {short(pair)}")
                pairs.append((pair[0], pair[1]))
            turns.append(tuple(pairs))
        return tuple(turns)

    def shown(self, moves: int) -> list[tuple[int, int]]:
        shown = []
        for entry in self.field("shown", list):
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or type(entry[0]) is not int
                or not 0 <= entry[0] < moves
            ):
                raise SaveError(f"saved game has a bad shown roll: {short(entry)}")
            code = STACKED_CODE if entry[1] is None else self.result("shown", entry[1], False)
            shown.append((entry[0], code))
        return shown


def check_position(position: Position) -> None:
    """The phase, the player to move and the round's state must fit together."""
    phase = position.phase
    player = position.player
    out = position.out
    alive = out.count(False)
    if phase == OVER_PHASE:
        if not position.winners:
            raise SaveError("saved game is over but names no winner")
        ended = any(out) if position.rules.end == "first_out" else alive <= 1
        if not ended or position.announcement != NONE or position.cup != NONE:
            raise SaveError("saved game is over in a position that does not end it")
        return
    if position.winners:
        raise SaveError("saved game names winners but is not over")
    if alive < 2 or (position.rules.end == "first_out" and alive != position.players):
        raise SaveError("saved game goes on although it should have ended")
    if out[player]:
        raise SaveError(f"saved game gives the move to seat {player}, who is out")
    has_cup = phase in (ANNOUNCE_PHASE, RESPOND_PHASE) or (
        phase == ROLL_PHASE and position.announcement != NONE
    )
    if (position.cup != NONE) != has_cup or (position.cup != NONE and out[position.cup_by]):
        raise SaveError("saved game's dice under the cup do not fit its phase")
    if phase == ANNOUNCE_PHASE and position.cup_by != player:
        raise SaveError("saved game's announcer did not roll the dice under the cup")
    if phase == RESPOND_PHASE and (
        position.announcement == NONE
        or position.announcer != position.cup_by
        or next_seat(out, position.direction, position.announcer) != player
    ):
        raise SaveError("saved game's announcement does not fit its phase")
    if phase in (TARGET_PHASE, FACE_PHASE) and position.announcement != NONE:
        raise SaveError("saved game has an announcement standing after a special")
    if (phase == TARGET_PHASE) != (position.special != NONE) or (
        position.special != NONE and position.special < CODE_21
    ):
        raise SaveError("saved game's special does not fit its phase")
    if phase == FACE_PHASE:
        stake = position.stake
        attacker = position.attacker
        if (
            stake < FIFTY_ONE_STAKE
            or stake & (stake - 1)
            or attacker in (NONE, player)
            or out[attacker]
        ):
            raise SaveError("saved game's 51 stake or attacker does not fit its phase")
    elif position.stake or position.attacker != NONE:
        raise SaveError("saved game has a 51 stake outside the phase 'face'")
    if (
        phase == ROLL_PHASE
        and position.announcement != NONE
        and next_seat(out, position.direction, position.announcer) != player
    ):
        raise SaveError("saved game's believer does not follow the announcer")
