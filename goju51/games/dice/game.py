"""The state of one game of 51 (dice): reading it, applying moves to it, and what a seat sees.

Inside, results are int codes (``results.RESULTS[code]``), phases ints and the announcement a
ladder code, so a move is a few integer operations; the public API speaks in ``Result`` and move
values. Every die comes from the fixed faces given to ``Game.new`` while they last, then from
the game's own ``random.Random``, which also decides stacked dice. The encoding's constants
live in ``state.py``, which moves are allowed in ``legality.py`` and the save format in
``save.py``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from goju51.core.checked import CheckedGame
from goju51.core.game import Outcome, checked_seat
from goju51.games.dice.events import (
    ACCEPTED_51,
    HIT_BY_51,
    LIED,
    MISSED_51,
    MISSED_DOUBLE,
    STACKED,
    TARGETED_21,
    WRONG_DOUBT,
    Accepted,
    Announced,
    AnnouncedFiftyOne,
    Believed,
    DirectionReversed,
    DoubledOrQuit,
    Doubted,
    Event,
    Facing,
    GameOver,
    Penalty,
    PlayerOut,
    Rolled,
    RollOff,
    RoundStarted,
    Special,
    StackedDice,
    Targeted,
)
from goju51.games.dice.legality import allowed_moves, refusal
from goju51.games.dice.moves import (
    Accept,
    Announce,
    Believe,
    DoubleOrQuits,
    Doubt,
    Move,
    Roll,
    Target,
)
from goju51.games.dice.results import CODE_21, CODE_51, FACES_CODE, RESULTS, Result
from goju51.games.dice.rules import DEFAULT_RULES, Rules
from goju51.games.dice.save import read_saved_game, write_saved_game
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
    STACKED_POINTS,
    TARGET_PHASE,
    Position,
    RollOffTurns,
    next_seat,
    roll_off_winner,
)
from goju51.games.dice.view import Announcement, DiceView

__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "PHASE_NAMES", "Game"]

_CODE_36 = tuple(FACES_CODE[(x // 6 + 1) * 7 + x % 6 + 1] for x in range(36))


class Game(CheckedGame[Move, Event]):
    """One game in progress: made by ``Game.new`` or ``Game.from_json``."""

    __slots__ = (
        "__weakref__",
        "_alive",
        "_ann",
        "_ann_by",
        "_attacker",
        "_bluffs_believed",
        "_cup",
        "_cup_by",
        "_dir",
        "_faces",
        "_first",
        "_history",
        "_next_face",
        "_out",
        "_out_order",
        "_over",
        "_phase",
        "_player",
        "_points",
        "_rng",
        "_roll_off",
        "_shown",
        "_special",
        "_stacked_chance",
        "_stake",
        "_winners",
        "num_players",
        "rules",
    )

    _alive: int
    _ann: int
    _ann_by: int
    _attacker: int
    _bluffs_believed: list[int]
    """Per seat, how many of its announcements were believed although the dice under the cup
    were lower: nobody sees this during play (the dice are never shown); the statistics read it
    once the game is over."""
    _cup: int
    _cup_by: int
    _dir: int
    _faces: tuple[int, ...]
    _first: int
    _history: list[tuple[int, Move]]
    _next_face: int
    _out: list[bool]
    _out_order: list[int]
    """The seats out, in the order they went out (seats out in one round by seat number)."""
    _over: bool
    _phase: int
    _player: int
    _points: list[int]
    _rng: random.Random
    _roll_off: RollOffTurns
    _shown: list[tuple[int, int]]
    _special: int
    _stake: int
    _stacked_chance: float
    _winners: frozenset[int]
    num_players: int
    rules: Rules

    def __init__(self) -> None:
        raise TypeError("use Game.new(...) or Game.from_json(...)")

    # ----------------------------------------------------------------------------- creating

    @classmethod
    def new(
        cls,
        players: int,
        rules: Rules = DEFAULT_RULES,
        seed: Any = None,
        dice: Sequence[int] | None = None,
        first: int | None = None,
        direction: int | None = None,
    ) -> Game:
        """Set up a game for ``players`` seats (2–8).

        ``dice`` fixes the die faces, used in order by every roll (the roll-off included: one
        face per die there, two per roll elsewhere); otherwise, and once they run out, faces
        come from ``random.Random(seed)``, which also draws stacked dice. ``first`` skips the
        roll-off; ``direction`` is +1 (the next seat after s is s + 1) or −1, by default the
        rules' ``direction``.
        """
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"players must be a whole number from 2 to 8, not {players!r}")
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules value, not {rules!r}")
        if first is not None and (type(first) is not int or not 0 <= first < players):
            raise ValueError(f"first must be a seat from 0 to {players - 1}, not {first!r}")
        if direction is None:
            direction = rules.first_direction
        if type(direction) is not int or direction not in (1, -1):
            raise ValueError(f"direction must be +1 or -1, not {direction!r}")
        faces: tuple[int, ...] = ()
        if dice is not None:
            # A sequence only: a mapping or a set would give its keys in some order of its own.
            if not isinstance(dice, Sequence) or isinstance(dice, (str, bytes)):
                raise ValueError("dice must be a sequence of die faces (1 to 6)")
            faces = tuple(dice)
            for face in faces:
                if type(face) is not int or not 1 <= face <= 6:
                    raise ValueError(f"a die face is 1 to 6, not {face!r}")
        game = object.__new__(cls)
        game.rules = rules
        game.num_players = players
        game._points = [0] * players
        game._bluffs_believed = [0] * players
        game._out = [False] * players
        game._out_order = []
        game._alive = players
        game._dir = direction
        game._faces = faces
        game._next_face = 0
        game._rng = random.Random(seed)
        game._stacked_chance = float(rules.stacked_chance)
        game._history = []
        game._shown = []
        game._over = False
        game._winners = frozenset()
        if first is None:
            game._roll_off = game._do_roll_off()
            first = roll_off_winner(game._roll_off)
        else:
            game._roll_off = ()
        game._first = first
        game._begin_round(first, None)
        return game

    def _do_roll_off(self) -> RollOffTurns:
        turns = []
        seats = list(range(self.num_players))
        while True:
            turn = tuple((seat, self._face()) for seat in seats)
            turns.append(turn)
            best = max(face for _, face in turn)
            seats = [seat for seat, face in turn if face == best]
            if len(seats) == 1:
                return tuple(turns)

    def opening_events(self) -> list[Event]:
        """The roll-off (if any) and the first round, for a screen to animate first."""
        if self._history:
            raise ValueError("opening_events() describes the start; moves have been played since")
        events: list[Event] = []
        if self._roll_off:
            events.append(RollOff(self._roll_off, self._first))
        events.append(RoundStarted(self._player, self._dir))
        return events

    def copy(self, rng: random.Random | None = None) -> Game:
        """An independent copy, for search. It continues with a clone of this game's random
        state and fixed faces, or, when ``rng`` is given, with ``rng`` (and no fixed faces)."""
        other = object.__new__(Game)
        other.rules = self.rules
        other.num_players = self.num_players
        other._points = self._points[:]
        other._bluffs_believed = self._bluffs_believed[:]
        other._out = self._out[:]
        other._out_order = self._out_order[:]
        other._alive = self._alive
        other._dir = self._dir
        other._phase = self._phase
        other._player = self._player
        other._ann = self._ann
        other._ann_by = self._ann_by
        other._cup = self._cup
        other._cup_by = self._cup_by
        other._special = self._special
        other._attacker = self._attacker
        other._stake = self._stake
        other._over = self._over
        other._winners = self._winners
        other._history = self._history[:]
        other._shown = self._shown[:]
        other._roll_off = self._roll_off
        other._first = self._first
        other._stacked_chance = self._stacked_chance
        if rng is None:
            other._faces = self._faces
            other._next_face = self._next_face
            rng = random.Random()
            rng.setstate(self._rng.getstate())
        else:
            other._faces = ()
            other._next_face = 0
        other._rng = rng
        return other

    # ------------------------------------------------------------------------------ reading

    @property
    def current_player(self) -> int:
        """The seat to move (meaningless once the game is over)."""
        return self._player

    @property
    def phase(self) -> str:
        """``roll``, ``announce``, ``respond``, ``target``, ``face`` or ``over``."""
        return PHASE_NAMES[self._phase]

    @property
    def direction(self) -> int:
        return self._dir

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(self._points)

    @property
    def bluffs_believed(self) -> tuple[int, ...]:
        """Per seat, its announcements believed although the dice were lower. Never in a view:
        for the statistics once the game is over (a believed bluff is never shown in play)."""
        return tuple(self._bluffs_believed)

    @property
    def out(self) -> frozenset[int]:
        """The seats whose points reached the limit."""
        return frozenset(seat for seat, out in enumerate(self._out) if out)

    @property
    def out_order(self) -> tuple[int, ...]:
        """The seats out, first out first: "last one standing" ranks players by it."""
        return tuple(self._out_order)

    @property
    def players_in(self) -> tuple[int, ...]:
        return tuple(seat for seat, out in enumerate(self._out) if not out)

    @property
    def announcement(self) -> Announcement | None:
        """The announcement standing in the round and who made it; None when none stands."""
        if self._ann == NONE:
            return None
        return Announcement(RESULTS[self._ann], self._ann_by)

    @property
    def cup(self) -> tuple[Result, int] | None:
        """The hidden dice under the cup and the seat that rolled them (the whole truth: for
        tests and tools, never for a player)."""
        if self._cup == NONE:
            return None
        return RESULTS[self._cup], self._cup_by

    @property
    def special(self) -> Result | None:
        """The special a roller is choosing a target for (phase ``target``)."""
        return RESULTS[self._special] if self._phase == TARGET_PHASE else None

    @property
    def attacker(self) -> int | None:
        """In phase ``face``: the other player of the 51, who gets the stake on a hit."""
        return self._attacker if self._phase == FACE_PHASE else None

    @property
    def stake(self) -> int:
        """In phase ``face``: the points faced (4, 8, 16, …); else 0."""
        return self._stake if self._phase == FACE_PHASE else 0

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def first_player(self) -> int:
        """The seat that began the first round."""
        return self._first

    @property
    def roll_off(self) -> RollOffTurns:
        return self._roll_off

    @property
    def history(self) -> tuple[tuple[int, Move], ...]:
        """Every move so far, as ``(seat, move)``."""
        return tuple(self._history)

    @property
    def faces_left(self) -> tuple[int, ...]:
        """The fixed die faces still to be used."""
        return self._faces[self._next_face :]

    def winners(self) -> frozenset[int]:
        """The winning seats once the game is over; the empty set before."""
        return self._winners

    def outcome(self) -> Outcome | None:
        """Points per seat and the winners, once the game is over."""
        return Outcome(tuple(self._points), self._winners) if self._over else None

    # -------------------------------------------------------------------------------- moves

    @property
    def legal_moves(self) -> list[Move]:
        """Every move allowed now, in a fixed order: ``Roll``, ``AnnounceFiftyOne``; the
        announcements from the lowest allowed up; ``Believe``, ``Doubt``; targets in seat order;
        ``Accept``, ``DoubleOrQuits``."""
        return allowed_moves(self._phase, self._ann, self._player, self._out)

    def _refusal(self, move: Any) -> tuple[str, str] | None:
        return refusal(move, self._over, self._phase, self._ann, self._player, self._out)

    def _play(self, move: Move, events: list[Event] | None) -> None:
        player = self._player
        self._history.append((player, move))
        kind = type(move)
        if kind is Announce:
            code = move.result.code  # type: ignore[union-attr]
            self._ann = code
            self._ann_by = player
            self._phase = RESPOND_PHASE
            self._player = to = self._next(player)
            if events is not None:
                events.append(Announced(player, RESULTS[code], to))
        elif kind is Roll:
            self._roll(player, events)
        elif kind is Believe:
            if self._cup != NONE and self._cup < self._ann:
                self._bluffs_believed[self._ann_by] += 1
            self._phase = ROLL_PHASE
            if events is not None:
                events.append(Believed(player, self._ann_by, RESULTS[self._ann]))
        elif kind is Doubt:
            self._doubt(player, events)
        elif kind is Target:
            self._target(player, move.seat, events)  # type: ignore[union-attr]
        elif kind is Accept:
            stake = self._stake
            if events is not None:
                events.append(Accepted(player, stake))
            self._give(player, stake, ACCEPTED_51, events)
            self._end_round(player, events)
        elif kind is DoubleOrQuits:
            self._double_or_quits(player, events)
        else:
            self._announce_51(player, events)

    # ---------------------------------------------------------------------------- the rules

    def _next(self, seat: int) -> int:
        """The next seat still in after ``seat``, in the direction of play."""
        return next_seat(self._out, self._dir, seat)

    def _face(self) -> int:
        index = self._next_face
        if index < len(self._faces):
            self._next_face = index + 1
            return self._faces[index]
        return int(self._rng.random() * 6) + 1

    def _roll_two(self) -> int:
        index = self._next_face
        faces = self._faces
        if index + 1 < len(faces):
            self._next_face = index + 2
            return FACES_CODE[faces[index] * 7 + faces[index + 1]]
        if index >= len(faces):
            return _CODE_36[int(self._rng.random() * 36)]
        first = self._face()
        return FACES_CODE[first * 7 + self._face()]

    def _reverse(self, events: list[Event] | None) -> None:
        self._dir = -self._dir
        if events is not None:
            events.append(DirectionReversed(self._dir))

    def _show(self, code: int) -> None:
        self._shown.append((len(self._history) - 1, code))

    def _roll(self, player: int, events: list[Event] | None) -> None:
        chance = self._stacked_chance
        if chance > 0 and self._rng.random() < chance:
            self._show(STACKED_CODE)
            self._ann = NONE
            self._cup = NONE
            if events is not None:
                events.append(StackedDice(player))
            out = self._out
            for seat in range(self.num_players):
                if not out[seat]:
                    self._give(seat, STACKED_POINTS, STACKED, events)
            self._end_round(player, events)
            return
        code = self._roll_two()
        if code >= CODE_21:
            self._show(code)
            self._ann = NONE
            self._cup = NONE
            self._special = code
            self._phase = TARGET_PHASE
            if events is not None:
                result = RESULTS[code]
                events.append(Rolled(player, result, False))
                events.append(Special(player, result))
            self._reverse(events)
            return
        self._cup = code
        self._cup_by = player
        self._phase = ANNOUNCE_PHASE
        if events is not None:
            events.append(Rolled(player, RESULTS[code], True))

    def _doubt(self, player: int, events: list[Event] | None) -> None:
        dice = self._cup
        ann = self._ann
        announcer = self._ann_by
        lie = dice < ann
        self._show(dice)
        self._ann = NONE
        self._cup = NONE
        loser = announcer if lie else player
        if events is not None:
            events.append(Doubted(player, announcer, RESULTS[ann], RESULTS[dice], lie))
        self._give(loser, 1, LIED if lie else WRONG_DOUBT, events)
        self._end_round(loser, events)

    def _target(self, player: int, target: int, events: list[Event] | None) -> None:
        special = self._special
        points = 1 if special == CODE_21 else FIFTY_ONE_STAKE
        if events is not None:
            events.append(Targeted(player, target, RESULTS[special], points))
        if special == CODE_21:
            self._give(target, 1, TARGETED_21, events)
            self._end_round(target, events)
            return
        self._phase = FACE_PHASE
        self._player = target
        self._attacker = player
        self._stake = FIFTY_ONE_STAKE
        if events is not None:
            events.append(Facing(target, player, FIFTY_ONE_STAKE))

    def _double_or_quits(self, player: int, events: list[Event] | None) -> None:
        code = self._roll_two()
        self._show(code)
        stake = self._stake
        attacker = self._attacker
        hit = code == CODE_51
        if events is not None:
            events.append(DoubledOrQuit(player, attacker, stake, RESULTS[code], hit))
        if hit:
            self._stake = stake * 2
            self._player = attacker
            self._attacker = player
            if events is not None:
                events.append(Facing(attacker, player, stake * 2))
            return
        self._give(player, stake * 2, MISSED_DOUBLE, events)
        self._end_round(player, events)

    def _announce_51(self, player: int, events: list[Event] | None) -> None:
        code = self._roll_two()
        self._show(code)
        self._ann = NONE
        self._cup = NONE
        hit = code == CODE_51
        if events is not None:
            events.append(AnnouncedFiftyOne(player, RESULTS[code], hit))
        if hit:
            self._reverse(events)
            out = self._out
            for seat in range(self.num_players):
                if seat != player and not out[seat]:
                    self._give(seat, FIFTY_ONE_STAKE, HIT_BY_51, events)
        else:
            self._give(player, FIFTY_ONE_STAKE, MISSED_51, events)
        self._end_round(player, events)

    def _give(self, seat: int, points: int, reason: str, events: list[Event] | None) -> None:
        self._points[seat] += points
        if events is not None:
            events.append(Penalty(seat, points, reason, self._points[seat]))

    def _end_round(self, starter: int, events: list[Event] | None) -> None:
        """Put out the players at the limit, end the game if that ends it, else begin the next
        round with ``starter`` (or the next player still in after it)."""
        limit = self.rules.limit
        points = self._points
        out = self._out
        newly: list[int] = []
        for seat in range(self.num_players):
            if not out[seat] and points[seat] >= limit:
                out[seat] = True
                newly.append(seat)
                self._out_order.append(seat)
                if events is not None:
                    events.append(PlayerOut(seat, points[seat]))
        if newly:
            self._alive -= len(newly)
            winners: list[int] | None = None
            if self.rules.end == "first_out":
                winners = _fewest(points, range(self.num_players))
            elif self._alive == 1:
                winners = [seat for seat in range(self.num_players) if not out[seat]]
            elif self._alive == 0:
                winners = _fewest(points, newly)
            if winners is not None:
                self._over = True
                self._phase = OVER_PHASE
                self._ann = NONE
                self._cup = NONE
                self._winners = frozenset(winners)
                if events is not None:
                    events.append(GameOver(tuple(points), tuple(winners)))
                return
            if out[starter]:
                starter = self._next(starter)
        self._begin_round(starter, events)

    def _begin_round(self, starter: int, events: list[Event] | None) -> None:
        self._phase = ROLL_PHASE
        self._player = starter
        self._ann = NONE
        self._ann_by = NONE
        self._cup = NONE
        self._cup_by = NONE
        self._special = NONE
        self._attacker = NONE
        self._stake = 0
        if events is not None:
            events.append(RoundStarted(starter, self._dir))

    # -------------------------------------------------------------------------------- views

    def view(self, seat: int, every_hand: bool = False) -> DiceView:
        """What ``seat`` may know: public information and its own dice under the cup; with
        ``every_hand``, the dice under the cup whoever rolled them (a finished game watched
        again)."""
        checked_seat(seat, self.num_players)
        phase = self._phase
        return DiceView(
            seat=seat,
            num_players=self.num_players,
            rules=self.rules,
            current_player=self._player,
            phase=PHASE_NAMES[phase],
            direction=self._dir,
            points=tuple(self._points),
            out=self.out,
            out_order=self.out_order,
            announcement=self.announcement,
            dice=RESULTS[self._cup]
            if self._cup != NONE and (self._cup_by == seat or every_hand)
            else None,
            special=self.special,
            attacker=self.attacker,
            stake=self.stake,
            is_over=self._over,
            winners=self._winners,
            history=tuple(self._history),
            shown=tuple(
                (index, None if code == STACKED_CODE else RESULTS[code])
                for index, code in self._shown
            ),
            roll_off=self._roll_off,
            legal_moves=tuple(self.legal_moves) if seat == self._player and not self._over else (),
            every_hand=every_hand,
        )

    # -------------------------------------------------------------------------------- saves

    def to_json(self) -> str:
        """The whole game as JSON text, fixed faces and random state included."""
        phase = self._phase
        return write_saved_game(
            Position(
                rules=self.rules,
                players=self.num_players,
                points=tuple(self._points),
                bluffs_believed=tuple(self._bluffs_believed),
                direction=self._dir,
                phase=phase,
                player=self._player,
                announcement=self._ann,
                announcer=self._ann_by,
                cup=self._cup,
                cup_by=self._cup_by,
                special=self._special if phase == TARGET_PHASE else NONE,
                attacker=self._attacker if phase == FACE_PHASE else NONE,
                stake=self._stake if phase == FACE_PHASE else 0,
                winners=self._winners,
                out_order=tuple(self._out_order),
                first=self._first,
                roll_off=self._roll_off,
                history=tuple(self._history),
                shown=tuple(self._shown),
                faces=self.faces_left,
                rng=self._rng,
            )
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Read ``to_json`` text back; anything else raises ``SaveError`` saying what is wrong."""
        saved = read_saved_game(text)
        game = object.__new__(cls)
        game.rules = saved.rules
        game.num_players = saved.players
        game._stacked_chance = float(saved.rules.stacked_chance)
        game._points = list(saved.points)
        game._bluffs_believed = list(saved.bluffs_believed)
        game._out = list(saved.out)
        game._out_order = list(saved.out_order)
        game._alive = game._out.count(False)
        game._dir = saved.direction
        game._phase = saved.phase
        game._over = saved.phase == OVER_PHASE
        game._player = saved.player
        game._ann = saved.announcement
        game._ann_by = saved.announcer
        game._cup = saved.cup
        game._cup_by = saved.cup_by
        game._special = saved.special
        game._attacker = saved.attacker
        game._stake = saved.stake
        game._winners = saved.winners
        game._first = saved.first
        game._roll_off = saved.roll_off
        game._history = list(saved.history)
        game._shown = list(saved.shown)
        game._faces = saved.faces
        game._next_face = 0
        game._rng = saved.rng
        return game

    def __repr__(self) -> str:
        state = "over" if self._over else f"seat {self._player} to {self.phase}"
        return f"<dice Game {self.num_players} players, {len(self._history)} moves, {state}>"


def _fewest(points: Sequence[int], seats: Sequence[int] | range) -> list[int]:
    best = min(points[seat] for seat in seats)
    return [seat for seat in seats if points[seat] == best]
