import multiprocessing
import os
import threading
import time

from goju51.games.japanese import Discard, Game, Take
from goju51.games.japanese.ai import fallback_move, make_opponent
from goju51.host import thinking
from goju51.host.thinking import Thought


class Scripted:
    """A stand-in opponent whose ``choose`` does whatever the test needs."""

    def __init__(self, choose, time_budget: float = 0.05) -> None:
        self.name = "Stand-in"
        self.pace = 0.0
        self.time_budget = time_budget
        self._choose = choose

    def choose(self, view):
        return self._choose(view)


class Travelling:
    """A stand-in opponent that can be sent to a child process: it answers the last legal
    move, or dies there, or sleeps there far past its budget."""

    def __init__(self, behaviour: str = "answer", time_budget: float = 5.0) -> None:
        self.name = behaviour
        self.pace = 0.0
        self.time_budget = time_budget

    def choose(self, view):
        if self.name != "answer" and multiprocessing.parent_process() is None:
            raise RuntimeError("meant for a child process")
        if self.name == "die":
            os._exit(3)
        if self.name == "sleep":
            time.sleep(30)
        return view.legal_moves[-1]


def _answer(thought: Thought, seconds: float = 5.0):
    deadline = time.perf_counter() + seconds
    while (move := thought.result()) is None:
        assert time.perf_counter() < deadline
        time.sleep(0.001)
    return move


def _game_after_first_round(seed: int = 11) -> Game:
    """A game where clearing is legal (everyone has had a turn)."""
    game = Game.new(4, seed=seed)
    for _ in range(4):
        game.apply(next(m for m in game.legal_moves if isinstance(m, Take)))
        game.apply(next(m for m in game.legal_moves if isinstance(m, Discard)))
    return game


def _game_in_taken_phase(seed: int = 11) -> Game:
    game = _game_after_first_round(seed)
    game.apply(next(m for m in game.legal_moves if isinstance(m, Take)))
    return game


def test_an_opponent_that_raises_still_gives_a_legal_move(caplog):
    game = Game.new(4, seed=1)
    view = game.view(game.current_player)

    def broken(view):
        raise RuntimeError("bug in the opponent")

    move = _answer(Thought(Scripted(broken), view, fallback_move))
    assert move in view.legal_moves
    assert "failed" in caplog.text


def test_an_illegal_answer_is_replaced(caplog):
    game = _game_in_taken_phase()
    view = game.view(game.current_player)
    move = _answer(Thought(Scripted(lambda view: Take(view.table[0])), view, fallback_move))
    assert move in view.legal_moves and isinstance(move, Discard)
    assert "illegal" in caplog.text


def test_an_opponent_far_over_its_budget_is_replaced(monkeypatch, caplog):
    monkeypatch.setattr(thinking, "GRACE_SECONDS", 0.05)
    game = Game.new(4, seed=2)
    view = game.view(game.current_player)
    move = _answer(
        Thought(Scripted(lambda view: time.sleep(2), time_budget=0.0), view, fallback_move), 1.0
    )
    assert move in view.legal_moves
    assert "overran" in caplog.text


def test_a_good_answer_is_played_as_chosen():
    game = Game.new(4, seed=3)
    view = game.view(game.current_player)
    wanted = view.legal_moves[-1]
    assert _answer(Thought(Scripted(lambda view: wanted), view, fallback_move)) == wanted


def test_a_worker_runs_decisions_in_turn_and_gets_past_a_stuck_one(monkeypatch):
    monkeypatch.setattr(thinking, "GRACE_SECONDS", 0.05)
    worker = thinking.Worker()
    game = Game.new(4, seed=4)
    view = game.view(game.current_player)
    release = threading.Event()
    stuck = Thought(
        Scripted(lambda view: release.wait(60), time_budget=0.0), view, fallback_move, worker
    )
    assert _answer(stuck) in view.legal_moves  # replaced by a safe move
    wanted = view.legal_moves[-1]
    after = Thought(Scripted(lambda view: wanted), view, fallback_move, worker)
    assert _answer(after) == wanted, "a fresh thread serves the next decision"
    release.set()


def test_opponents_in_a_child_process_play_as_they_would_on_a_thread():
    here, apart = thinking.Worker(), thinking.Worker(in_child_process=True)
    game = Game.new(4, seed=5)
    opponents = {worker: make_opponent("beginner", seed=9) for worker in (here, apart)}
    for _ in range(20):  # the child keeps each opponent, its random state included
        view = game.view(game.current_player)
        moves = {
            _answer(Thought(opponent, view, fallback_move, worker))
            for worker, opponent in opponents.items()
        }
        assert len(moves) == 1
        game.apply(moves.pop())
    wanted = view.legal_moves[-1]
    stand_in = Scripted(lambda view: wanted)  # a local function cannot leave this process
    assert _answer(Thought(stand_in, view, fallback_move, apart)) == wanted
    apart.close()


def test_a_child_process_that_dies_costs_one_safe_move_then_opponents_use_a_thread(caplog):
    worker = thinking.Worker(in_child_process=True)
    game = Game.new(4, seed=6)
    view = game.view(game.current_player)
    assert _answer(Thought(Travelling("die"), view, fallback_move, worker)) == fallback_move(view)
    assert "failed" in caplog.text
    assert _answer(Thought(Travelling(), view, fallback_move, worker)) == view.legal_moves[-1]
    assert "they think on a thread from now on" in caplog.text


def test_a_child_process_stuck_past_the_deadline_is_ended_and_replaced(monkeypatch, caplog):
    monkeypatch.setattr(thinking, "GRACE_SECONDS", 0.5)
    worker = thinking.Worker(in_child_process=True)
    game = Game.new(4, seed=7)
    view = game.view(game.current_player)
    stuck = worker._child
    assert (
        _answer(Thought(Travelling("sleep", time_budget=0.0), view, fallback_move, worker), 3.0)
        in view.legal_moves
    )
    assert "overran" in caplog.text
    assert _answer(Thought(Travelling(), view, fallback_move, worker)) == view.legal_moves[-1]
    assert worker._child is not stuck
    ended = time.perf_counter() + 2.0
    while stuck.alive:
        assert time.perf_counter() < ended, "the stuck process is ended"
        time.sleep(0.01)
    worker.close()
