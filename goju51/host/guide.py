"""A guided first game run through the host, for any game that declares a ``Lesson``.

The host runs the lesson's game like any other: the computers are ``ScriptedOpponent``s that
play the script, and the ``Guide`` is the host's move gate. At a teaching step it refuses every
move but the taught one with ``GUIDE_NOT_NOW`` (the window shows the step's ``not_now_key``
line), and nothing is played; a free step lets the rules decide; an explaining step takes no
move until it has been read (``read_on``). Where the guide is (``current``) follows from the
moves played, so it survives undo and a restart: ``guided_host(..., at=step)`` replays the
script up to a step to resume a lesson there.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from goju51.core.game import GameState
from goju51.core.lesson import Lesson, Step
from goju51.core.spec import GameSpec, MatchLike
from goju51.host.host import Host
from goju51.host.seats import Seat
from goju51.host.thinking import Worker

GUIDE_NOT_NOW = "guide_not_now"
"""A move the rules allow but the lesson does not teach now (its reason: the step's line)."""
SCRIPTED_PACE = 1.2
"""Seconds a screen lingers around a scripted computer's move: a learner follows each one."""


@dataclass
class ScriptedOpponent:
    """A lesson's computer: it plays the script's move for the position (``scripted(n)``,
    the move after n moves of the game in play), or the game's safe move where the script has
    none that is legal (after a free step the learner played differently)."""

    name: str
    scripted: Callable[[int], str | None]
    parse: Callable[[str], Hashable]
    fallback: Callable[[Any], Hashable]
    pace: float = SCRIPTED_PACE
    time_budget: float = 0.05

    def choose(self, view: Any) -> Hashable:
        text = self.scripted(len(view.history))
        if text is not None:
            move = self.parse(text)
            if move in view.legal_moves:
                return move
        return self.fallback(view)


class Guide:
    """Which step of ``lesson`` is on, and the move gate that holds the person to it."""

    def __init__(self, lesson: Lesson, spec: GameSpec, *, at: int = 0) -> None:
        if spec.id != lesson.game:
            raise ValueError(f"a lesson of {lesson.game} given the spec of {spec.id}")
        steps = lesson.steps
        if not 0 <= at <= len(steps):
            raise ValueError(f"step {at} is not in 0–{len(steps)}")
        self.lesson = lesson
        self.spec = spec
        self._before: list[int] = []
        """Per step, how many of the script's moves come before it."""
        played = 0
        for entry in lesson.script:
            if isinstance(entry, Step):
                self._before.append(played)
            if isinstance(entry, str) or entry.move is not None:
                played += 1
        self._read = {index for index in range(at) if steps[index].explains_only}
        """The explaining steps already read."""
        self._resumed_at = at
        self._game = sum(step.next_game for step in steps[:at])
        """Which of the lesson's games is in play (a ``next_game`` step read moves it on)."""

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.lesson.steps

    def played(self, game: GameState) -> int:
        """How many of the script's moves ``game``, the lesson's game in play, stands after."""
        return self.lesson.games[self._game] + len(game.history)

    def current_index(self, game: GameState) -> int:
        """The step on now for ``game`` (``len(steps)`` once every step is done)."""
        played = self.played(game)
        for index, step in enumerate(self.steps):
            if step.explains_only:
                if index not in self._read:
                    return index
            elif played <= self._before[index]:
                return index
        return len(self.steps)

    def ready(self, game: GameState) -> bool:
        """The computers have played up to the step on: the window shows it now (until then
        it keeps the step before up, while the computers play)."""
        index = self.current_index(game)
        return index == len(self.steps) or self.played(game) >= self._before[index]

    def current(self, game: GameState) -> Step | None:
        """The step to show, or None when the lesson is over."""
        index = self.current_index(game)
        return self.steps[index] if index < len(self.steps) else None

    def numbers(self, game: GameState) -> Mapping[str, int]:
        """The values the current step's text states, worked out from ``game``."""
        step = self.current(game)
        return {} if step is None else step.numbers(game)

    def read_on(self, game: GameState) -> bool:
        """The person has read the current explaining step ("Next"); False when the step on
        is not one that only explains. After a ``next_game`` step the guide follows the
        lesson's next game: the caller has the host deal it (``NextGame``)."""
        index = self.current_index(game)
        if index == len(self.steps) or not self.ready(game):
            return False
        step = self.steps[index]
        if not step.explains_only:
            return False
        self._read.add(index)
        if step.next_game:
            self._game += 1
        return True

    def scripted(self, played: int) -> str | None:
        """The script's move after ``played`` moves of the game in play (None past its end)."""
        moves = self.lesson.moves
        at = self.lesson.games[self._game] + played
        return moves[at] if at < len(moves) else None

    def gate(self, game: GameState, seat: int, move: Hashable) -> str | None:
        """The host's move gate: ``GUIDE_NOT_NOW`` unless ``move`` is what the step on takes
        (the taught move, or any move at a free step, within its ``choices``); None lets the
        rules decide."""
        step = self.current(game)
        if step is None:
            return None
        if step.free:
            return None if step.choices is None or step.choices(move) else GUIDE_NOT_NOW
        if step.move is None or not step.same_move(move, self.spec.parse_move(step.move)):
            return GUIDE_NOT_NOW
        return None if self.ready(game) else GUIDE_NOT_NOW

    def opponent(
        self, _level: str, _seed: int | None, _time_budget: float | None, name: str | None
    ) -> ScriptedOpponent:
        """A ``make_opponent`` for the host: every computer (and the coach) plays the script."""
        spec = self.spec
        return ScriptedOpponent(name or "", self.scripted, spec.parse_move, spec.fallback_move)

    def start_position(self) -> tuple[MatchLike, GameState]:
        """The lesson's match and its game where it resumes: the script's moves played up to
        the step, each earlier game recorded in the match and the next one dealt."""
        lesson, spec = self.lesson, self.spec
        game = spec.load_game(lesson.start)
        if lesson.match is None:
            match = spec.new_match(game.num_players, game.rules, None, None)
        else:
            match = lesson.match()
        at = self._resumed_at
        played = self._before[at] if at < len(self.steps) else len(lesson.moves)
        in_play = 0

        def deal_next() -> None:
            nonlocal game, in_play
            match.record(game)
            game = match.new_game()
            in_play += 1

        for index, text in enumerate(lesson.moves[:played]):
            while in_play < self._game and lesson.games[in_play + 1] <= index:
                deal_next()
            game.apply(spec.parse_move(text))
        while in_play < self._game:
            deal_next()
        if game.is_over:
            match.record(game)  # resumed after its end: its score counts already
        return match, game


def guided_host(
    spec: GameSpec,
    lesson: Lesson,
    person_name: str,
    *,
    at: int = 0,
    keep: Callable[[Host], None] | None = None,
    finished: Callable[[Host], None] | None = None,
) -> tuple[Host, Guide]:
    """A host running ``lesson`` from step ``at`` for ``person_name``, coached, against the
    scripted computers; and its guide, for the window to show."""
    guide = Guide(lesson, spec, at=at)
    match, game = guide.start_position()
    seats = [
        Seat(person_name, coach=True) if index == lesson.person else Seat(name, spec.levels[0])
        for index, name in enumerate(lesson.names)
    ]
    host = Host(
        replace(spec, make_opponent=guide.opponent),
        match,
        game,
        seats,
        keep=keep,
        finished=finished,
        worker=Worker(),
        start=lesson.start,
        gate=guide.gate,
    )
    return host, guide
