"""Every game's guided first game, played to its end through the host by a client of the
learner's seat: the taught move at each teaching step (after a wrong one, refused with the
step's reason and not played), any legal move at a free step, "Next" at an explaining one.
Every number a step states is checked against the engine for the scripted position."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from goju51.core.lesson import Step
from goju51.games import GAMES
from goju51.host import messages
from goju51.host.guide import GUIDE_NOT_NOW, Guide, guided_host
from goju51.host.host import Host
from goju51.host.local import LocalSeat
from goju51.host.messages import AskHint, GameEnded, Hinted, Moved, Play, Refused, Undo
from tests.host.engine_numbers import ENGINE_NUMBERS

LESSONS = {game_id: spec.lesson for game_id, spec in GAMES.items() if spec.lesson is not None}
SECONDS = 30.0


@dataclass
class Learner:
    """The learner's client, and what the walk through the lesson saw."""

    host: Host
    guide: Guide
    client: LocalSeat
    shown: list[tuple[Step, Mapping[str, int], Any]] = field(default_factory=list)
    """Each step as it came on: the numbers its text states, and the game then (a copy)."""
    refused: list[tuple[str, Refused]] = field(default_factory=list)

    def wait_for(self, done: Callable[[], bool]) -> None:
        started = time.perf_counter()
        while not done():
            assert time.perf_counter() - started < SECONDS, "the scripted computers must move"
            self.host.update()
            time.sleep(0.0005)

    def my_turn(self) -> bool:
        """The step on is shown: the computers have played up to it."""
        return self.guide.ready(self.host.game)

    def wrong_move(self, step: Step) -> str:
        """A move the rules allow now that the step does not teach, if there is one; else
        another move of the lesson (the guide answers before the rules)."""
        taught = self.host.spec.parse_move(step.move or "")
        others = [m for m in self.host.game.legal_moves if not step.same_move(m, taught)]
        if others:
            return str(others[-1])
        return next(move for move in self.guide.lesson.moves if move != step.move)

    def play(self, text: str) -> list[Any]:
        self.client.take()
        self.client.send(Play(self.host.step, text))
        return self.client.take()

    def walk(self, free_move: Callable[[Any], str]) -> GameEnded:
        """Follow the guide to the lesson's end; ``free_move(game)`` plays the free steps."""
        host, guide = self.host, self.guide
        ended: list[GameEnded] = []
        while (step := guide.current(host.game)) is not None:
            self.wait_for(self.my_turn)
            step = guide.current(host.game)
            if step is None:
                break
            self.shown.append((step, guide.numbers(host.game), host.game.copy()))
            if step.explains_only:
                assert step.move is None
                if not host.game.is_over and host.game.current_player == self.client.seat:
                    self.check_refused(step, str(host.game.legal_moves[0]))
                assert guide.read_on(host.game)
                if step.next_game:
                    ended += [m for m in self.client.take() if isinstance(m, GameEnded)]
                    self.client.send(messages.NextGame(host.step))
                continue
            assert step.move is not None
            if not step.free:
                self.check_refused(step, self.wrong_move(step))
            move = free_move(host.game) if step.free else step.move
            arrived = self.play(move)
            assert any(isinstance(m, Moved) and m.move == move for m in arrived), arrived
            ended += [m for m in arrived if isinstance(m, GameEnded)]
        ended += [m for m in self.client.take() if isinstance(m, GameEnded)]
        assert host.game.is_over and ended
        return ended[0]

    def check_refused(self, step: Step, wrong: str) -> None:
        """``wrong`` is refused with the guide's code; the position has not moved."""
        host = self.host
        before, moves = host.step, len(host.game.history)
        arrived = self.play(wrong)
        assert [type(m) for m in arrived] == [Refused], arrived
        refused = arrived[0]
        assert refused.code == GUIDE_NOT_NOW and refused.move == wrong
        assert (host.step, len(host.game.history)) == (before, moves)
        assert self.guide.current(host.game) == step
        self.refused.append((step.key, refused))


def learner(game_id: str, at: int = 0) -> Learner:
    lesson = LESSONS[game_id]
    host, guide = guided_host(GAMES[game_id], lesson, "Robin", at=at)
    return Learner(host, guide, LocalSeat(host, lesson.person, paced=False))


def coach_move(guide: Guide) -> Callable[[Any], str]:
    """Plays a free step as the coach would (the step's own move)."""

    def choose(game: Any) -> str:
        coach = guide.scripted(len(game.history))
        assert coach is not None
        return coach

    return choose


def another_move(guide: Guide) -> Callable[[Any], str]:
    """Plays a free step with a legal move the coach would not choose, where there is one."""

    def choose(game: Any) -> str:
        coach = guide.scripted(len(game.history))
        others = [str(move) for move in game.legal_moves if str(move) != coach]
        return others[0] if others else str(coach)

    return choose


@pytest.fixture(params=sorted(LESSONS))
def game_id(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def test_every_game_has_a_lesson() -> None:
    assert set(LESSONS) == set(GAMES)


def test_a_lesson_is_played_to_its_end_through_the_host(game_id: str) -> None:
    walk = learner(game_id)
    try:
        ended = walk.walk(coach_move(walk.guide))
    finally:
        walk.host.close()
    steps = LESSONS[game_id].steps
    assert [step for step, _numbers, _game in walk.shown] == list(steps)
    assert ended.winners == tuple(sorted(walk.host.game.outcome().winners))
    teaching = [step.key for step in steps if step.move is not None and not step.free]
    assert [key for key, _refused in walk.refused if key in teaching] == teaching


def test_a_free_step_takes_any_legal_move(game_id: str) -> None:
    lesson = LESSONS[game_id]
    assert any(step.free for step in lesson.steps)
    walk = learner(game_id)
    try:
        walk.walk(another_move(walk.guide))
        played = [str(move) for _seat, move in walk.host.game.history]
    finally:
        walk.host.close()
    assert played != list(lesson.moves)  # a free step went another way, and the lesson ended


def test_every_number_a_step_states_is_the_engines(game_id: str) -> None:
    """The numbers shown are the engine's for the position, and what the lesson's author
    worked out by hand from the rules (``engine_numbers``)."""
    walk = learner(game_id)
    try:
        walk.walk(coach_move(walk.guide))
    finally:
        walk.host.close()
    expected = ENGINE_NUMBERS[game_id]
    stated = {step.key: numbers for step, numbers, _game in walk.shown if numbers}
    assert set(stated) == set(expected)
    for step, numbers, game in walk.shown:
        if numbers:
            by_hand, from_engine = expected[step.key]
            assert dict(numbers) == by_hand, step.key
            assert dict(numbers) == from_engine(game), step.key


def test_a_lesson_resumes_at_any_of_its_steps(game_id: str) -> None:
    lesson = LESSONS[game_id]
    for at in range(len(lesson.steps) + 1):
        host, guide = guided_host(GAMES[game_id], lesson, "Robin", at=at)
        try:
            assert guide.current_index(host.game) == at
        finally:
            host.close()


def test_the_coach_hints_the_taught_move(game_id: str) -> None:
    walk = learner(game_id)
    try:
        step = read_explanations(walk)
        assert step.move is not None
        walk.client.take()
        walk.client.send(AskHint(walk.host.step))
        hinted: list[Hinted] = []

        def arrived() -> bool:
            hinted.extend(m for m in walk.client.take() if isinstance(m, Hinted))
            return bool(hinted)

        walk.wait_for(arrived)
        assert hinted[0].move == step.move
    finally:
        walk.host.close()


def test_a_guide_refuses_a_lesson_of_another_game() -> None:
    japanese, other = GAMES["japanese"], next(s for s in GAMES.values() if s.id != "japanese")
    with pytest.raises(ValueError):
        Guide(LESSONS["japanese"], other)
    with pytest.raises(ValueError):
        Guide(LESSONS["japanese"], japanese, at=len(LESSONS["japanese"].steps) + 1)


def read_explanations(walk: Learner) -> Step:
    """Read the explaining steps on now; the step after them, once the computers are there."""
    game = walk.host.game
    while (step := walk.guide.current(game)) is not None and step.explains_only:
        assert walk.guide.read_on(game)
        game = walk.host.game
    walk.wait_for(walk.my_turn)
    step = walk.guide.current(walk.host.game)
    assert step is not None
    return step


def test_the_guide_answers_before_the_rules_at_a_teaching_step_only() -> None:
    """A move the rules forbid is "not now" at a teaching step (the step's line says why),
    and the engine's refusal at a free one; a free step refuses a move outside its choices
    (Goju Ichi's first lets the learner pick any discard but one that calls Stop)."""
    walk = learner("japanese")
    try:
        step = read_explanations(walk)
        assert step.key == "guide.japanese.take" and not walk.guide.read_on(walk.host.game)
        arrived = walk.play("discard AH")  # the rules want a take first
        assert [m.code for m in arrived if isinstance(m, Refused)] == [GUIDE_NOT_NOW]
        lesson = LESSONS["japanese"]
        free = lesson.steps.index(next(s for s in lesson.steps if s.free))
        host, _guide = guided_host(GAMES["japanese"], lesson, "Robin", at=free)
        client = LocalSeat(host, lesson.person, paced=False)
        client.take()
        client.send(Play(host.step, "discard JH"))  # the card just taken
        assert [m.code for m in client.take() if isinstance(m, Refused)] == ["discard_taken"]
        client.send(Play(host.step, "discard 3H stop"))  # outside the free step's choices
        assert [m.code for m in client.take() if isinstance(m, Refused)] == [GUIDE_NOT_NOW]
        client.send(Play(host.step, "discard AH"))  # another free choice than the coach's
        assert host.game.history[-1][1] == GAMES["japanese"].parse_move("discard AH")
        host.close()
    finally:
        walk.host.close()


def test_the_guide_waits_for_the_computers_and_follows_an_undo() -> None:
    walk = learner("japanese")
    host, guide = walk.host, walk.guide
    try:
        read_explanations(walk)
        walk.play("take KH")
        walk.play("discard 2D")
        assert guide.read_on(host.game)  # "seen": the learner's hand after the turn
        assert guide.current(host.game).key == "guide.japanese.clear"
        assert not guide.ready(host.game)  # Ken has not played yet
        walk.wait_for(walk.my_turn)
        assert len(host.game.history) == 4
        walk.play("clear")
        assert guide.current(host.game).key == "guide.japanese.take_new"
        walk.client.send(Undo(host.step))
        assert guide.current(host.game).key == "guide.japanese.clear" and guide.ready(host.game)
    finally:
        host.close()


def test_a_lesson_refuses_steps_that_cannot_be_run() -> None:
    """Choices belong to a free step, a next game to an explaining step and to a lesson with
    a match to deal it."""
    with pytest.raises(ValueError):
        Step("guide.x", "take KH", choices=lambda _move: True)
    with pytest.raises(ValueError):
        Step("guide.x", "draw", next_game=True)
    japanese = LESSONS["japanese"]
    with pytest.raises(ValueError):
        replace(japanese, script=(*japanese.script, Step("guide.x", next_game=True)))


def test_the_chinese_lesson_deals_its_second_hand_from_its_match() -> None:
    """Resumed in its second hand, the lesson's match has the first on its sheet and the
    scripted computers play the second hand's script."""
    lesson = LESSONS["chinese"]
    second = next(at for at, step in enumerate(lesson.steps) if step.next_game) + 1
    host, guide = guided_host(GAMES["chinese"], lesson, "Robin", at=second)
    try:
        assert host.match.history == [(130, 0, 0)] and not host.game.history
        assert guide.scripted(0) == "discard 2S" and guide.current_index(host.game) == second
    finally:
        host.close()
