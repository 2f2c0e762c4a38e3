"""The host: one session's game or match, run for its seats; the only code that applies moves.

Each seat is a person or a computer (``Seat``). A person's screen is a client of that seat:
it is attached with a ``SeatLink`` and is sent only that seat's messages (``messages``): its
view, and each move's events cut down by the game's ``for_seat``. Its requests (play, hint,
undo) come back through ``receive`` and are answered with the next position or a refusal
with a code. Computers are seats the host plays itself, thinking away from the caller's
thread (``thinking``); a computer moves once every screen that paces the game has said it is
``Ready`` (it has shown the position long enough for people to follow). The coach is the
strongest level, asked for the person's own view.

The host is driven by its caller: ``update()`` once a frame (or a loop tick) collects
computers' and the coach's answers; ``receive`` and ``update`` run on one thread. After every
change of position ``keep(host)`` is called (the app saves the session there), and
``finished(host)`` once a game has ended and been counted in the match.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from goju51.core.game import GameState, Opponent
from goju51.core.spec import GameSpec, MatchLike
from goju51.host.messages import (
    AskHint,
    FromSeat,
    GameEnded,
    Hinted,
    Moved,
    NextGame,
    Play,
    Ready,
    Refused,
    Seated,
    ToSeat,
    Undo,
)
from goju51.host.replay import Record
from goju51.host.seats import Seat
from goju51.host.thinking import Thought, Worker

NOBODY = -1
"""No seat: events cut for it hold only what everyone may see."""
MAX_UNDO = 50
"""How many of the lone person's turns undo can take back."""

# The host's own refusal codes (beside the engines'), each with a translated reason in the app.
LATE = "late"
"""The request was made in an earlier position (a move already answered, an undo between)."""
NOT_YOUR_TURN = "not_your_turn"
NOT_A_MOVE = "not_a_move"
GAME_OVER = "game_over"
COACH_OFF = "coach_off"
UNDO_PEOPLE = "undo_people"
"""Undo takes back no other person's move: only a lone person with computers may undo."""
UNDO_NONE = "undo_none"
UNDO_SEEN = "undo_seen"
"""Undo would take back a hidden card drawn or dice seen under the cup: the person knows it."""
MATCH_OVER = "match_over"

MoveGate = Callable[[GameState, int, Hashable], str | None]
"""``(game, seat, move)``: a refusal code for a person's move the session does not take now,
though the rules may allow it (a guided game's other moves), or None to let the rules decide."""


def shows_privately(for_seat: Callable[[Any, int], Any], events: Sequence[Any], seat: int) -> bool:
    """Some of ``events`` show ``seat`` more than everyone sees (its dealt hand, a card it
    drew, dice under its cup): a take-back past them would let it play the turn again
    knowing them."""
    return any(for_seat(event, seat) != for_seat(event, NOBODY) for event in events)


class SeatLink(Protocol):
    """The host's end of one seat's connection: the seat's messages go out through it."""

    def deliver(self, message: ToSeat) -> None: ...


@dataclass
class _Screen:
    """An attached seat's link, and how far its screen has shown the game."""

    link: SeatLink
    paced: bool
    ready_step: int = -1


@dataclass
class _Snapshot:
    """The position at the start of one of the lone person's turns, for undo."""

    moves: int
    state: str


@dataclass
class _Counts:
    """Each seat's hints and undos in the game under way (counted into the statistics)."""

    hints: list[int] = field(default_factory=list)
    undos: list[int] = field(default_factory=list)


class Host:
    """One session's game (and the match around it) for its seats; see the module docstring.

    ``seed`` makes the computers' and the coach's choices repeatable; ``time_budget`` caps
    their thinking per decision (None: each level's own); ``worker`` is where they think
    (by default a child process, so a long search never holds the caller's thread).
    ``computers`` are the computer seats' players when the caller made them itself (seeded
    its own way); by default each is made from its seat's level. ``gate`` may refuse a
    person's move before the rules are asked (a guided game, ``host.guide``)."""

    def __init__(
        self,
        spec: GameSpec,
        match: MatchLike,
        game: GameState,
        seats: Sequence[Seat],
        *,
        hints: Sequence[int] | None = None,
        undos: Sequence[int] | None = None,
        keep: Callable[[Host], None] | None = None,
        finished: Callable[[Host], None] | None = None,
        worker: Worker | None = None,
        computers: Mapping[int, Opponent] | None = None,
        seed: int | None = None,
        time_budget: float | None = None,
        resumed_from: int | None = None,
        start: str | None = None,
        gate: MoveGate | None = None,
    ) -> None:
        if len(seats) != game.num_players:
            raise ValueError(f"{len(seats)} seats for a game of {game.num_players} players")
        self.spec = spec
        self.match = match
        self.game = game
        self.seats = tuple(seats)
        self.step = 0 if resumed_from is None else resumed_from + 1
        """Counts the positions the host has been in; every message names the one it is from.
        A session resumed from a save (``resumed_from``: its step then) counts on past it, so
        a request made before the restart is refused as late."""
        players = len(self.seats)
        self.counts = _Counts(list(hints or [0] * players), list(undos or [0] * players))
        self._keep = keep
        self._finished = finished
        self._gate = gate
        self._seed = seed
        self._time_budget = time_budget
        self.computers: dict[int, Opponent] = {
            index: (
                computers[index]
                if computers is not None
                else spec.make_opponent(seat.level, self._seed_for(index), time_budget, seat.name)
            )
            for index, seat in enumerate(self.seats)
            if seat.level is not None
        }
        self._worker = worker if worker is not None else Worker(in_child_process=True)
        self._coach: Opponent | None = None
        self._screens: dict[int, _Screen] = {}
        self._thought: Thought | None = None
        self._thought_step = -1
        self._hints: dict[int, tuple[int, Thought]] = {}
        self._snapshots: list[_Snapshot] = []
        self._ended: GameEnded | None = None
        """How the last game ended (sent again to a seat attached after its end)."""
        self._start = start if start is not None else self._start_of(game)
        """The game's save before its first move (kept for its record), if known."""
        self._seen_privately: dict[int, int] = {}
        """Per person, the history length after the last move that showed them a hidden card
        (a draw, dice under the cup): undo never goes back past it."""
        self._snapshot()

    # ------------------------------------------------------------------------ the seats

    @property
    def people(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if seat.is_person]

    @property
    def undo_allowed(self) -> bool:
        """Undo only against computers: no other person's move is ever taken back."""
        return len(self.people) == 1

    @property
    def record(self) -> Record | None:
        """The finished game's record (for its replay), once it is over; None before, or for
        a game resumed without its ``start``."""
        ended, start = self._ended, self._start
        if ended is None or start is None or not self.game.is_over:
            return None
        return Record(
            self.spec.id,
            tuple(seat.name for seat in self.seats),
            tuple(sorted(self.computers)),
            tuple(
                self.computers[i].pace if i in self.computers else None
                for i in range(len(self.seats))
            ),
            start,
            tuple(str(move) for _seat, move in self.game.history),
            ended,
        )

    @property
    def start(self) -> str | None:
        """The game's save before its first move, if known (for its record)."""
        return self._start

    @staticmethod
    def _start_of(game: GameState) -> str | None:
        return None if game.history else game.to_json()

    def tallies(self, seat: int) -> dict[str, int]:
        """``seat``'s own counts in the game that just ended, for the statistics: the game's
        tallies, and the match (played, won by its leaders) on its last game. Each counts only
        what the seat itself saw, so a seat on another computer may be sent its own."""
        counts = self.spec.tallies(self.game, seat)
        if self.match.target is not None and self.match.is_over:
            counts |= {"matches": 1, "matches_won": int(seat in self.match.leaders())}
        return counts

    @property
    def match_decided(self) -> bool:
        """No game follows this one: a single game, or a match that has reached its target."""
        return self.match.target is None or self.match.is_over

    def attach(self, seat: int, link: SeatLink, *, paced: bool = True) -> None:
        """Connect a client to ``seat`` and send it the position. A ``paced`` screen holds the
        computers back until it is ``Ready``; a client that does not draw (a test, a
        recorder) is not paced."""
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"seat {seat} is not in 0–{len(self.seats) - 1}")
        self._screens[seat] = _Screen(link, paced)
        link.deliver(self._seated(seat))
        if self._ended is not None and self._ended.step == self.step:
            link.deliver(self._ended)  # a seat (re)attached after the end is told it too

    def detach(self, seat: int) -> None:
        """Disconnect ``seat``'s client (it is sent nothing more; the seat stays a person's)."""
        self._screens.pop(seat, None)

    def give_to_computer(self, seat: int, level: str) -> None:
        """A person's seat is played by a computer of ``level`` from now on, under the same
        name (a person who left a network game and did not come back in time)."""
        if not self.seats[seat].is_person:
            raise ValueError(f"seat {seat} is already a computer's")
        if level not in self.spec.all_levels:
            raise ValueError(f"unknown level {level!r}")
        name = self.seats[seat].name
        seats = list(self.seats)
        seats[seat] = Seat(name, level)
        self.seats = tuple(seats)
        self.computers[seat] = self.spec.make_opponent(
            level, self._seed_for(seat), self._time_budget, name
        )
        self.detach(seat)
        self._hints.pop(seat, None)

    def close(self) -> None:
        """End the computers' thinking (their process, if any)."""
        self._worker.close()
        self._thought = None
        self._hints.clear()

    # ------------------------------------------------------------------------- requests

    def receive(self, seat: int, request: FromSeat) -> None:
        """A request from ``seat``'s client: answered at once (a new position or a refusal),
        or, for a hint, once the coach has decided."""
        if request.step != self.step:
            if isinstance(request, Play):
                self._refuse(seat, request.move, LATE)
            elif not isinstance(request, Ready):
                self._refuse(seat, "", LATE)
            return
        match request:
            case Play(move=text):
                self._play_request(seat, text)
            case AskHint():
                self._hint_request(seat)
            case Undo():
                self._undo_request(seat)
            case Ready():
                screen = self._screens.get(seat)
                if screen is not None:
                    screen.ready_step = request.step
            case NextGame():
                self._next_game_request(seat)

    def _play_request(self, seat: int, text: str) -> None:
        game = self.game
        if game.is_over:
            self._refuse(seat, text, GAME_OVER)
            return
        if seat in self.computers or game.current_player != seat:
            self._refuse(seat, text, NOT_YOUR_TURN)
            return
        try:
            move = self.spec.parse_move(text)
        except ValueError:
            self._refuse(seat, text, NOT_A_MOVE)
            return
        gated = None if self._gate is None else self._gate(game, seat, move)
        if gated is not None:
            self._refuse(seat, text, gated)
            return
        refusal = game.check(move)
        if refusal is not None:
            self._refuse(seat, text, refusal.code)
            return
        self._apply(move)

    def _hint_request(self, seat: int) -> None:
        if not self.seats[seat].coach:
            self._refuse(seat, "", COACH_OFF)
        elif self.game.is_over or self.game.current_player != seat:
            self._refuse(seat, "", NOT_YOUR_TURN)
        elif seat not in self._hints:
            coach = self._coach_player()
            thought = Thought(coach, self.game.view(seat), self.spec.fallback_move, self._worker)
            self._hints[seat] = (self.step, thought)

    def _undo_target(self, seat: int) -> int | str:
        """Where an undo by ``seat`` would go back to (the index of the snapshot of their
        last turn's start), else the refusal's code."""
        if not self.undo_allowed or seat not in self.people:
            return UNDO_PEOPLE
        moves = len(self.game.history)
        earlier = [index for index, s in enumerate(self._snapshots) if s.moves < moves]
        if self.game.is_over or not earlier:
            return UNDO_NONE
        if self._snapshots[earlier[-1]].moves < self._seen_privately.get(seat, 0):
            return UNDO_SEEN
        return earlier[-1]

    def _undo_offered(self, seat: int) -> bool:
        """An undo by ``seat`` would be taken now (what its table's Undo shows)."""
        return not isinstance(self._undo_target(seat), str)

    def _undo_request(self, seat: int) -> None:
        target = self._undo_target(seat)
        if isinstance(target, str):
            self._refuse(seat, "", target)
            return
        state = self._snapshots[target].state
        del self._snapshots[target + 1 :]
        self.game = self.spec.load_game(state)
        self.counts.undos[seat] += 1
        self._new_position()
        for index in self._screens:
            self._send(index, self._seated(index))
        self._after_change()

    def _next_game_request(self, seat: int) -> None:
        if not self.game.is_over:
            self._refuse(seat, "", NOT_YOUR_TURN)
        elif self.match_decided:
            self._refuse(seat, "", MATCH_OVER)
        else:
            self.game = self.match.new_game()
            self._start = self._start_of(self.game)
            players = len(self.seats)
            self.counts = _Counts([0] * players, [0] * players)
            self._snapshots.clear()
            self._seen_privately.clear()
            self._new_position()
            for index in self._screens:
                self._send(index, self._seated(index))
            self._after_change()

    # ------------------------------------------------------------------------- the loop

    def update(self) -> None:
        """Collect the coach's and the computers' answers; a computer whose turn it is moves
        once every paced screen is ready."""
        for seat, (step, thought) in list(self._hints.items()):
            move = thought.result()
            if move is None:
                continue
            del self._hints[seat]
            if step == self.step:
                self.counts.hints[seat] += 1
                self._send(seat, Hinted(self.step, str(move)))
                self._call(self._keep)
        self._think()
        if self._thought is None:
            return
        if not all(s.ready_step >= self.step for s in self._screens.values() if s.paced):
            return
        move = self._thought.result()
        if move is not None:
            self._thought = None
            self._apply(move)

    @property
    def decided(self) -> bool:
        """No computer is still thinking: the one to move (if any) has its move."""
        return self._thought is None or self._thought.result() is not None

    def _think(self) -> None:
        """Start the computer whose turn it is thinking, at the first update in its position
        (not in the call that played the move before: that frame has the move's own work)."""
        game = self.game
        computer = self.computers.get(game.current_player)
        if computer is None or game.is_over:
            return
        if self._thought is None or self._thought_step != self.step:
            view = game.view(game.current_player)
            self._thought = Thought(computer, view, self.spec.fallback_move, self._worker)
            self._thought_step = self.step

    # ---------------------------------------------------------------------- positions

    def _apply(self, move: Hashable) -> None:
        seat = self.game.current_player
        events = self.game.apply(move)
        self._new_position()
        for_seat = self.spec.seat_form.for_seat
        for person in self.people:
            if shows_privately(for_seat, events, person):
                self._seen_privately[person] = len(self.game.history)
        for index in self._screens:
            seen = tuple(for_seat(event, index) for event in events)
            view = replace(self.game.view(index), history=())  # the client adds the move
            undo = self._undo_offered(index)
            moved = Moved(self.step, seat, str(move), seen, view, self._pause(), undo)
            self._send(index, moved)
        if self.game.is_over:
            self._end_game()
        self._after_change()

    def _end_game(self) -> None:
        outcome = self.game.outcome()
        assert outcome is not None
        self.match.record(self.game)
        ended = self._ended = GameEnded(
            self.step,
            outcome.scores,
            tuple(sorted(outcome.winners)),
            tuple(self.match.scores()),
            self.match.target,
            self.match_decided,
        )
        for index in self._screens:
            self._send(index, ended)
        self._call(self._finished)

    def _new_position(self) -> None:
        self.step += 1
        self._thought = None
        self._hints.clear()

    def _after_change(self) -> None:
        self._snapshot()
        self._call(self._keep)

    def _snapshot(self) -> None:
        """Keep the position at the start of the lone person's turn, for undo."""
        game = self.game
        if not self.undo_allowed or game.is_over or game.current_player != self.people[0]:
            return
        moves = len(game.history)
        if self._snapshots and self._snapshots[-1].moves == moves:
            return
        if game.phase not in self.spec.turn_phases:
            return
        self._snapshots.append(_Snapshot(moves, game.to_json()))
        del self._snapshots[:-MAX_UNDO]

    def _seated(self, seat: int) -> Seated:
        game = self.game
        opening: tuple[Any, ...] = ()
        if not game.history:
            for_seat = self.spec.seat_form.for_seat
            opening = tuple(for_seat(event, seat) for event in game.opening_events())
        return Seated(
            self.step,
            seat,
            tuple(s.name for s in self.seats),
            tuple(sorted(self.computers)),
            game.view(seat),
            opening,
            self._pause(),
            self._undo_offered(seat),
        )

    def _pause(self) -> float | None:
        computer = self.computers.get(self.game.current_player)
        return None if computer is None or self.game.is_over else computer.pace

    # -------------------------------------------------------------------------- helpers

    def _refuse(self, seat: int, move: str, code: str) -> None:
        self._send(seat, Refused(self.step, move, code))

    def _send(self, seat: int, message: ToSeat) -> None:
        screen = self._screens.get(seat)
        if screen is not None:
            screen.link.deliver(message)

    def _call(self, hook: Callable[[Host], None] | None) -> None:
        if hook is not None:
            hook(self)

    def _coach_player(self) -> Opponent:
        if self._coach is None:
            spec = self.spec
            self._coach = spec.make_opponent(
                spec.coach_level, self._seed_for(-1), self._time_budget, "coach"
            )
        return self._coach

    def _seed_for(self, seat: int) -> int | None:
        if self._seed is None:
            return None
        return random.Random(f"{self._seed}-{seat}").getrandbits(32)
