import threading
import time

import pytest

from goju51.engine import Clear, Discard, Game, Take
from goju51.ui import thinking
from goju51.ui.thinking import Thought, safe_move


class Scripted:
    """A stand-in opponent whose ``choose`` does whatever the test needs."""

    def __init__(self, choose, time_budget: float = 0.05) -> None:
        self.name = "Stand-in"
        self.pace = 0.0
        self.time_budget = time_budget
        self._choose = choose

    def choose(self, view):
        return self._choose(view)


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
        game.apply(next(m for m in game.legal_moves() if isinstance(m, Take)))
        game.apply(next(m for m in game.legal_moves() if isinstance(m, Discard)))
    return game


def _game_in_taken_phase(seed: int = 11) -> Game:
    game = _game_after_first_round(seed)
    game.apply(next(m for m in game.legal_moves() if isinstance(m, Take)))
    return game


def test_an_opponent_that_raises_still_gives_a_legal_move(caplog):
    game = Game.new(4, seed=1)
    view = game.view(game.current_player)

    def broken(view):
        raise RuntimeError("bug in the opponent")

    move = _answer(Thought(Scripted(broken), view))
    assert move in view.legal_moves
    assert "failed" in caplog.text


def test_an_illegal_answer_is_replaced(caplog):
    game = _game_in_taken_phase()
    view = game.view(game.current_player)
    move = _answer(Thought(Scripted(lambda view: Take(view.table[0])), view))
    assert move in view.legal_moves and isinstance(move, Discard)
    assert "illegal" in caplog.text


def test_an_opponent_far_over_its_budget_is_replaced(monkeypatch, caplog):
    monkeypatch.setattr(thinking, "GRACE_SECONDS", 0.05)
    game = Game.new(4, seed=2)
    view = game.view(game.current_player)
    move = _answer(Thought(Scripted(lambda view: time.sleep(2), time_budget=0.0), view), 1.0)
    assert move in view.legal_moves
    assert "overran" in caplog.text


def test_a_good_answer_is_played_as_chosen():
    game = Game.new(4, seed=3)
    view = game.view(game.current_player)
    wanted = view.legal_moves[-1]
    assert _answer(Thought(Scripted(lambda view: wanted), view)) == wanted


@pytest.mark.parametrize("seed", range(5))
def test_safe_move_never_clears_or_stops_and_keeps_the_best_hand(seed):
    start = _game_after_first_round(seed)
    assert Clear() in start.legal_moves()
    assert not isinstance(safe_move(start.view(start.current_player)), Clear)
    game = _game_in_taken_phase(seed)
    view = game.view(game.current_player)
    move = safe_move(view)
    assert isinstance(move, Discard) and not move.stop
    before = game.copy()
    game.apply(move)
    value = game.values()[view.seat]
    for other in view.legal_moves:
        trial = before.copy()
        trial.apply(other)
        assert trial.values()[view.seat] <= value


def test_a_worker_runs_decisions_in_turn_and_gets_past_a_stuck_one(monkeypatch):
    monkeypatch.setattr(thinking, "GRACE_SECONDS", 0.05)
    worker = thinking.Worker()
    game = Game.new(4, seed=4)
    view = game.view(game.current_player)
    release = threading.Event()
    stuck = Thought(Scripted(lambda view: release.wait(5), time_budget=0.0), view, worker)
    assert _answer(stuck, 1.0) in view.legal_moves  # replaced by a safe move
    wanted = view.legal_moves[-1]
    after = Thought(Scripted(lambda view: wanted), view, worker)
    assert _answer(after, 1.0) == wanted, "a fresh thread serves the next decision"
    release.set()
