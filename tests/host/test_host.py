"""The host runs a session for its seats: it alone applies moves, answers each request with
the next position or a refusal by code, lets computers move, keeps the session after every
change, coaches, takes back a lone person's turn (never past a hidden card they saw) and
deals a match's next game."""

from __future__ import annotations

import time

import pytest

from goju51.core.game import GameState
from goju51.games import GAMES
from goju51.host.host import (
    COACH_OFF,
    GAME_OVER,
    LATE,
    MATCH_OVER,
    NOT_A_MOVE,
    NOT_YOUR_TURN,
    UNDO_NONE,
    UNDO_PEOPLE,
    UNDO_SEEN,
    Host,
)
from goju51.host.local import LocalSeat
from goju51.host.messages import (
    AskHint,
    GameEnded,
    Hinted,
    Moved,
    NextGame,
    Play,
    Ready,
    Refused,
    Seated,
    Undo,
)
from goju51.host.seats import Seat
from goju51.host.thinking import Worker
from tests.host.driving import hosted, seats_for

SPECS = list(GAMES.values())
JAPANESE, CHINESE, DICE = GAMES["japanese"], GAMES["chinese"], GAMES["dice"]


def refusals(client: LocalSeat) -> list[str]:
    return [m.code for m in client.take() if isinstance(m, Refused)]


def until(host: Host, condition, rounds: int = 20_000) -> None:
    """Update the host until ``condition()`` holds (computers think on a thread)."""
    for _ in range(rounds):
        if condition():
            return
        host.update()
        time.sleep(0.0005)
    raise AssertionError("the host never got there")


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
@pytest.mark.parametrize("players", [2, 4])
def test_computers_and_people_play_whole_games_to_the_end(spec, players) -> None:
    kept: list[int] = []
    finished: list[GameState] = []
    table = hosted(
        spec,
        seats_for(players, 2),
        seed=players,
        keep=lambda host: kept.append(host.step),
        finished=lambda host: finished.append(host.game),
    )
    ended = table.play_out()
    game = table.host.game
    outcome = game.outcome()
    assert game.is_over and outcome is not None
    assert ended.scores == outcome.scores and set(ended.winners) == outcome.winners
    assert finished == [game]
    assert kept == list(range(1, table.host.step + 1)), "kept after every move"
    for seat, messages in table.received.items():
        moved = [m for m in messages if isinstance(m, Moved)]
        assert [m.step for m in moved] == list(range(1, table.host.step + 1))
        assert [(m.player, m.move) for m in moved] == [(s, str(move)) for s, move in game.history]
        assert moved[-1].view == game.view(seat)


def test_a_person_out_of_turn_late_or_unreadable_is_refused_and_nothing_changes() -> None:
    table = hosted(JAPANESE, [Seat("Ann"), Seat("Bob")])
    table.pump()
    host, ann, bob = table.host, table.clients[0], table.clients[1]
    first = host.game.current_player
    mover, waiter = (ann, bob) if first == 0 else (bob, ann)
    before = host.game.to_json()
    move = str(host.game.legal_moves[0])
    waiter.send(Play(host.step, move))
    assert refusals(waiter) == [NOT_YOUR_TURN]
    mover.send(Play(host.step + 1, move))
    mover.send(Play(host.step, "take the lot"))
    mover.send(Play(host.step, "clear"))  # the first round: the engine refuses it
    assert refusals(mover) == [LATE, NOT_A_MOVE, "clear_first_round"]
    assert host.game.to_json() == before and host.step == 0
    mover.send(Play(0, move))
    mover.send(Play(0, move))  # the same request again: answered as late, never applied twice
    assert len(host.game.history) == 1
    assert refusals(mover) == [LATE]


def test_computers_wait_for_every_paced_screen_to_be_ready() -> None:
    seats = [Seat("Cy", "easy"), Seat("Ann")]
    host = Host(JAPANESE, *_single(JAPANESE, 2, first=0), seats, worker=Worker(), seed=3)
    screen = LocalSeat(host, 1, paced=True)
    (seated,) = screen.take()
    assert isinstance(seated, Seated) and seated.pause is not None, "a computer acts next"
    deadline = time.perf_counter() + 0.3
    while time.perf_counter() < deadline:
        host.update()
        time.sleep(0.001)
    assert host.step == 0, "no computer move before the screen is ready"
    screen.send(Ready(0))
    until(host, lambda: host.step == 1)


def test_the_coach_answers_a_legal_move_for_the_person_and_counts_it() -> None:
    seats = [Seat("Ann", coach=True), Seat("Cy", "easy")]
    host = Host(CHINESE, *_single(CHINESE, 2, first=0), seats, worker=Worker(), seed=5)
    ann = LocalSeat(host, 0, paced=False)
    ann.take()
    ann.send(AskHint(host.step))
    until(host, lambda: bool(ann.inbox))
    (hint,) = ann.take()
    assert isinstance(hint, Hinted) and hint.step == host.step
    assert CHINESE.parse_move(hint.move) in host.game.legal_moves
    assert host.counts.hints == [1, 0]


def test_the_coach_is_off_unless_the_person_asked_for_it() -> None:
    host = Host(
        CHINESE, *_single(CHINESE, 2, first=0), [Seat("Ann"), Seat("Cy", "easy")], worker=Worker()
    )
    ann = LocalSeat(host, 0, paced=False)
    ann.send(AskHint(host.step))
    assert refusals(ann) == [COACH_OFF]


def test_undo_takes_back_the_lone_persons_turn_and_every_screen_is_seated_again() -> None:
    seats = [Seat("Ann"), Seat("Cy", "easy"), Seat("Di", "easy")]
    host = Host(JAPANESE, *_single(JAPANESE, 3, first=0), seats, worker=Worker(), seed=2)
    ann = LocalSeat(host, 0, paced=False)
    (first,) = ann.take()
    assert isinstance(first, Seated) and not first.undo, "nothing of Ann's to take back yet"
    ann.send(Undo(host.step))
    assert refusals(ann) == [UNDO_NONE]
    start = host.game.to_json()
    for _ in range(2):  # Ann's turn is a take then a discard
        ann.send(Play(host.step, str(host.game.legal_moves[0])))
    until(host, lambda: host.game.current_player == 0)
    moved = [m for m in ann.take() if isinstance(m, Moved)]
    assert [m.undo for m in moved] == [True] * len(moved), "from her first move on"
    ann.send(Undo(host.step))
    (seated,) = ann.take()
    assert isinstance(seated, Seated) and host.game.to_json() == start
    assert seated.view == host.game.view(0) and host.counts.undos == [1, 0, 0]
    assert not seated.undo, "back at her first turn"


def test_undo_is_refused_once_the_person_has_seen_a_hidden_card() -> None:
    seats = [Seat("Ann"), Seat("Cy", "easy")]
    host = Host(CHINESE, *_single(CHINESE, 2, first=1), seats, worker=Worker(), seed=4)
    ann = LocalSeat(host, 0, paced=False)
    until(host, lambda: host.game.current_player == 0)
    draw = next(m for m in host.game.legal_moves if str(m) == "draw")
    ann.send(Play(host.step, str(draw)))
    drawn = [m for m in ann.take() if isinstance(m, Moved)][-1]
    assert drawn.player == 0 and not drawn.undo, "the card drawn is seen: no going back past it"
    ann.send(Undo(host.step))
    assert refusals(ann) == [UNDO_SEEN]
    assert host.counts.undos == [0, 0]


def test_undo_is_for_a_lone_person_only() -> None:
    host = Host(DICE, *_single(DICE, 2), [Seat("Ann"), Seat("Bob")], worker=Worker())
    ann = LocalSeat(host, 0, paced=False)
    assert not ann.seated().undo
    ann.send(Undo(host.step))
    assert refusals(ann) == [UNDO_PEOPLE]


def test_a_match_deals_its_next_game_on_request_and_refuses_past_its_end() -> None:
    table = hosted(JAPANESE, [Seat("Ann"), Seat("Bob")], target=2, seed=9)
    host = table.host
    games = 0
    while True:
        ended = table.play_out()
        games += 1
        if ended.match_over:
            break
        assert not host.match.is_over
        table.clients[0].send(NextGame(host.step))
        assert not host.game.is_over and host.game.history == ()
        assert isinstance(table.clients[1].inbox[-1], Seated)
    assert max(ended.match_scores) == 2 and games >= 2
    table.clients[0].send(NextGame(host.step))
    assert [m.code for m in table.clients[0].take() if isinstance(m, Refused)] == [MATCH_OVER]


def test_a_finished_game_refuses_moves() -> None:
    table = hosted(DICE, [Seat("Ann"), Seat("Bob")], seed=3)
    table.play_out()
    table.clients[0].send(Play(table.host.step, "roll"))
    assert refusals(table.clients[0]) == [GAME_OVER]
    assert isinstance(table.received[0][-1], GameEnded)


def _single(spec, players: int, first: int | None = None):
    match = spec.new_match(players, spec.rules_type(), None, 7)
    game = spec.new_game(players, spec.rules_type(), 7, first) if first is not None else None
    return match, game if game is not None else match.new_game()


def test_a_persons_seat_given_to_a_computer_plays_on_under_the_same_name() -> None:
    table = hosted(DICE, [Seat("Ann"), Seat("Bob"), Seat("Cy", "easy")], seed=6)
    table.pump()
    host = table.host
    table.clients[1].close()
    del table.clients[1]
    host.give_to_computer(1, "normal")
    assert host.seats[1] == Seat("Bob", "normal") and 1 in host.computers
    ended = table.play_out()
    assert ended.scores == host.game.outcome().scores
    with pytest.raises(ValueError, match="already a computer"):
        host.give_to_computer(1, "easy")


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_events_cut_for_nobody_hold_only_what_everyone_sees(spec) -> None:
    """The host's spectator (seat -1): an event cut for nobody is what every seat's own cut
    comes to once cut again for nobody, and nobody's cut hides nothing more; a seat's own
    secret (its dealt hand, a drawn card, its dice) makes its cut differ from it."""
    game = spec.new_game(3, spec.rules_type(), 3, None)
    for_seat = spec.seat_form.for_seat
    events = list(game.opening_events())
    while not game.is_over and len(events) < 300:
        events += game.apply(game.legal_moves[0])
    private = 0
    for event in events:
        public = for_seat(event, -1)
        assert all(for_seat(public, seat) == public for seat in range(3))
        for seat in range(3):
            assert for_seat(for_seat(event, seat), -1) == public
            private += for_seat(event, seat) != public
    assert private > 0, "the deal or a roll is someone's secret"
