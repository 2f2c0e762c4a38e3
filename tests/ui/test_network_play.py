"""Whole games across computers through the window's flow, on 127.0.0.1: an app hosting with
a person on another computer, and an app that joined a game hosted elsewhere. Each plays to the
end, each side told how it ended, and what the host counts is counted once."""

from __future__ import annotations

import asyncio
import random
import socket
import time
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from flowhelpers import key, make_shell, press

import goju51.app.network as network
import goju51.app.saves as saves
import goju51.net.lobby as lobby
from goju51.app.flow import Flow
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.i18n import tr
from goju51.app.main import App
from goju51.app.saves import Session, Setup
from goju51.app.screens.hostlobby import COMPUTER_LEVEL, HostLobbyScene
from goju51.app.screens.join import JoinScene
from goju51.app.screens.joinerlobby import JoinerLobbyScene
from goju51.app.screens.menu import MainMenuScene
from goju51.app.screens.reconnectbanner import NetworkOverlay
from goju51.app.screens.replay import ReplayScene
from goju51.app.table.base import TableBase
from goju51.host.host import LATE, Host
from goju51.host.messages import NextGame, Play, Refused, Seated
from goju51.host.replay import Replay
from goju51.host.seatreplay import SeatRecord, SeatReplay
from goju51.host.seats import Seat
from goju51.host.thinking import Worker
from goju51.net.client import NetSeat
from goju51.net.discovery import Found
from goju51.net.lobby import Denied, Lobby, SeatState
from goju51.net.server import NetServer
from goju51.tables import TABLES
from goju51.tables.chinese.results import ScoreSheetScene
from tests.net.playing import Player, begin

pytestmark = pytest.mark.usefixtures("home")


def until(app: App, condition: Callable[[], bool], also: Callable[[], None] = lambda: None) -> None:
    deadline = time.monotonic() + 120
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        also()
        app.step(1 / 60)
        time.sleep(0.002)


def the_table(app: App) -> TableBase:
    table = app.stack.scenes[0]
    assert isinstance(table, TableBase)
    return table


def play_a_legal_move(table: TableBase, rng: random.Random) -> None:
    """The person at the screen plays when the table lets them."""
    if table.accepting_input:
        table.try_move(rng.choice(table.view.legal_moves))


def aiko_hosts_for_ben(app: App, setup: Setup) -> tuple[network.HostedGame, Player]:
    """``setup`` (Aiko at this screen) opened to the network, and Ben, on another computer,
    seated in seat 1; the game not begun."""
    hosted = network.HostedGame(setup, {1}, title="Aiko", bind="127.0.0.1", port=0, announce=False)
    hosted.open()
    ben = Player(NetSeat(hosted.addresses[0], setup.game, app_version=network.APP_VERSION), 2)
    until(app, lambda: ben.seat.state == "lobby", hosted.pump)
    ben.seat.sit(hosted.code, 1, "Ben")
    until(app, lambda: hosted.ready, hosted.pump)
    return hosted, ben


@pytest.mark.parametrize("game", ["japanese", "dice"])
def test_an_app_hosts_a_whole_game_with_a_person_on_another_computer(game: str) -> None:
    app = make_shell(games=(game,))
    flow = app.flow
    assert flow is not None
    seats = (Seat("Aiko"), Seat(""), Seat("Hana", "easy")) if game != "dice" else None
    hosted, ben = aiko_hosts_for_ben(app, Setup(seats or (Seat("Aiko"), Seat("")), game=game))
    flow.play_hosted(hosted)
    rng = random.Random(1)
    prompts: set[str] = set()

    def both_play() -> None:
        """Ben plays once Aiko's table has shown his turn (the prompt read then)."""
        table: Any = the_table(app)
        if table.turn_shown == 1 and not table.animating:
            prompts.add(table._prompt()[0])
            ben.turn()
        elif table.view.is_over:
            ben.turn()  # told the end
        play_a_legal_move(table, rng)

    until(app, lambda: ben.ended is not None, both_play)
    assert prompts == {"Waiting for Ben (on another computer)"}, "nothing to skip: Ben plays"
    assert flow.session is None and flow.finished is not None
    assert flow.finished.setup.seats[1].name == "Ben"
    counted = flow.statistics.of(game)
    assert set(counted.people) == {"Aiko"}, "Ben counts his game on his own computer"
    assert counted.people["Aiko"].games == 1
    assert ben.ended is not None and ben.ended.winners == tuple(
        flow.finished.game.outcome().winners
    )
    until(app, lambda: hasattr(app.stack.top, "you"))  # the results
    assert app.stack.top.you, "Aiko is the one person at this screen: the results say you"  # type: ignore[attr-defined]
    flow.open_menu()  # leaving closes the server
    assert hosted.server.host is not None and flow.hosted is None
    ben.seat.close()
    app.close()


def ben_joins_cys_game(game: str = "dice") -> tuple[NetServer, App, Flow, network.JoinedGame]:
    """A game hosted elsewhere (Cy, a computer, and a seat open) and an app whose Ben has
    taken the open seat; the game not begun."""
    server = network.HostedGame(
        Setup((Seat("Cy", "easy"), Seat("")), game=game),
        {1},
        title="Cy",
        bind="127.0.0.1",
        port=0,
        announce=False,
    ).server
    server.start()
    app = make_shell(games=(game,))
    assert app.flow is not None
    joined = network.JoinedGame(f"127.0.0.1:{server.port}", game, (game,))
    until(app, lambda: joined.state == "lobby", server.pump)
    joined.sit(server.code, 1, "Ben")
    until(app, lambda: server.full, server.pump)
    return server, app, app.flow, joined


def test_an_app_joins_a_game_hosted_elsewhere_and_plays_it_to_the_end() -> None:
    server, app, flow, joined = ben_joins_cys_game()
    host = begin(server)  # its computer thinks in this process: the test drives it
    flow.play_joined(joined)
    rng = random.Random(3)

    def host_side() -> None:
        server.pump()
        host.update()

    until(
        app,
        lambda: isinstance(app.stack.scenes[0], TableBase) and the_table(app).ended is not None,
        lambda: (
            (host_side(), play_a_legal_move(the_table(app), rng))
            if isinstance(app.stack.scenes[0], TableBase)
            else host_side()
        ),
    )
    table = the_table(app)
    assert table.view.is_over and table.viewer == 1
    assert table.ended is not None and table.ended.winners == tuple(
        sorted(host.game.outcome().winners)
    )
    until(app, lambda: bool(flow.statistics.of("dice")), host_side)  # the counts follow the end
    for _ in range(5):
        app.step(1 / 60)  # the end and the counts told again change nothing
    ben = flow.statistics.of("dice").people["Ben"]
    counts = host.spec.tallies(host.game, 1)
    assert (ben.games, ben.wins) == (1, int(1 in host.game.outcome().winners))
    assert ben.counters == counts and set(flow.statistics.of("dice").people) == {"Ben"}
    assert not flow.statistics.of("dice").levels, "the host counts its computers"
    (kept,) = saves.kept_replays()
    assert isinstance(kept.record, SeatRecord) and kept.record.seat == 1
    assert host.record is not None
    assert SeatReplay(host.spec, kept.record).messages(1) == Replay(
        host.spec, host.record
    ).messages(1), "the kept messages replay the game as the host's record shows seat 1"
    scene = ReplayScene(app.context, TABLES["dice"], kept.record, 1, close=lambda: None)
    scene.show(app.stack, 0)
    app.step(1 / 60)
    assert "every_hand" not in [key for _rect, key, _action in scene.buttons]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    app.step(1 / 60)
    assert not scene.every_hand, "a seat's own messages never held the other hands"
    assert scene.table is not None and "A:" not in " ".join(map(tr, scene.table.watched_keys))
    flow.open_menu()  # leaving closes the connection
    assert flow.joined is None
    server.close()
    app.close()


def begin_match(server: NetServer, target: int, seed: int) -> Host:
    """The hosted game begins: a match to ``target`` (its computer thinks in this process,
    the test drives it)."""
    spec = server.spec
    match = spec.new_match(2, spec.rules_type(), target, seed)
    host = Host(spec, match, match.new_game(), server.seats(), worker=Worker(), seed=seed)
    server.begin(host)
    return host


def test_a_joining_app_shows_a_matchs_next_game_on_a_new_table() -> None:
    server, app, flow, joined = ben_joins_cys_game()
    host = begin_match(server, 2, seed=4)
    flow.play_joined(joined)
    rng = random.Random(5)

    def host_side() -> None:
        server.pump()
        host.update()

    def both_play() -> None:
        host_side()
        if isinstance(app.stack.scenes[0], TableBase):
            play_a_legal_move(the_table(app), rng)

    until(app, lambda: isinstance(app.stack.scenes[0], TableBase), host_side)
    first = the_table(app)
    until(app, lambda: first.ended is not None, both_play)
    host.receive(0, NextGame(host.step))  # the host deals the match's next game
    until(app, lambda: the_table(app) is not first, host_side)
    second = the_table(app)
    assert len(second.view.history) <= 1 and not second.view.is_over
    until(app, lambda: bool(second.view.history), both_play)
    assert first.ended.match_scores != (0, 0)
    flow.open_menu()
    server.close()
    app.close()


def test_a_joining_app_leaves_from_the_corner_or_with_escape_asked_first() -> None:
    server, app, flow, joined = ben_joins_cys_game()
    begin(server)
    flow.play_joined(joined)
    until(app, lambda: isinstance(app.stack.scenes[0], TableBase), server.pump)
    table = the_table(app)
    label, leave, enabled = table.corner_buttons()[0]
    assert (label, enabled) == ("Leave (Esc)", True)
    assert table.turn_line("dice.prompt.other", 0, "Cy") == "Cy to play   (Space: skip)"
    leave()
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and dialog.message() == tr("net.leave_question")
    key(app, pygame.K_ESCAPE)  # Stay, the safe answer
    assert app.stack.scenes[0] is table and flow.joined is not None
    key(app, pygame.K_ESCAPE)  # the table's Escape asks too
    assert isinstance(app.stack.top, Dialog)
    press(app, "answer0")  # Leave
    assert flow.joined is None and isinstance(app.stack.top, MainMenuScene)
    server.close()
    app.close()


def test_leaving_while_the_connection_is_lost_says_the_seat_stays_kept() -> None:
    """The leave question says what leaving does now: connected, the seat is given up;
    once the connection is lost (the question open), the seat stays kept to rejoin."""
    server, app, flow, joined = ben_joins_cys_game()
    begin(server)
    flow.play_joined(joined)
    until(app, lambda: isinstance(app.stack.scenes[0], TableBase), server.pump)
    assert saves.kept_seats() != []
    leave = the_table(app).leave
    assert leave is not None
    leave()
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and dialog.message() == tr("net.leave_question")
    server.close()
    until(app, lambda: joined.state == "reconnecting")
    assert dialog.message() == tr("net.leave_kept")
    assert "rejoin from the menu" in dialog.message()
    assert joined.seat.heard_at is not None
    joined.seat.heard_at += saves.HEARD_AGAIN_SECONDS  # the host last heard an hour later
    press(app, "answer0")  # Leave
    assert flow.joined is None and isinstance(app.stack.top, MainMenuScene)
    (kept,) = saves.kept_seats()
    assert kept.name == "Ben", "the seat stays kept"
    assert kept.heard == int(joined.seat.heard_at), "its age counts from the host last heard"
    app.close()


def test_a_game_moved_elsewhere_is_found_by_its_session_never_by_its_title_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two games announced under Aiko's name, both of dice: the seat kept looks for its own
    (its session id), never the other Aiko's."""
    other = Found("Aiko", "192.0.2.7", 45151, "dice", network.APP_VERSION, 2, 1, "0000aaaa")
    own = Found("Aiko", "192.0.2.8", 45152, "dice", network.APP_VERSION, 2, 0, "1111bbbb")

    def announced() -> network.GameSearch:
        search = network.GameSearch(["192.0.2.1"])  # no multicast here: the games are given
        monkeypatch.setattr(search, "games", lambda: [other, own])
        return search

    joined = network.JoinedGame(
        "127.0.0.1:9", "dice", ("dice",), token="t", code="ACDEF", title="Aiko", session="1111bbbb"
    )
    joined.search = announced()
    assert joined._relocate("127.0.0.1:9") == own.where
    joined.close()
    kept = saves.KeptSeat(
        "127.0.0.1:9", "ACDEF", "dice", "Aiko", "1111bbbb", 1, "Ben", "t", int(time.time())
    )
    reunion = network.Reunion(kept)
    reunion.search = announced()
    assert reunion._next(kept.address) == own.where and reunion._next(own.where) == kept.address
    reunion.close()
    seats = (SeatState("Aiko", "person", False), SeatState("Ben", "remote", False))
    assert network.holds(Lobby("1111bbbb", "dice", network.APP_VERSION, seats, False), kept)
    assert not network.holds(Lobby("0000aaaa", "dice", network.APP_VERSION, seats, False), kept)


def test_a_seat_freed_in_the_lobby_before_the_game_may_be_taken_again() -> None:
    """Before the game begins, a dropped connection frees its seat: the token is refused by
    the same game's lobby, which says so, and the person may sit down again there."""
    app = make_shell(games=("dice",))
    hosted = network.HostedGame(
        Setup((Seat("Aiko"), Seat(""), Seat("")), game="dice"),
        {1, 2},
        title="Aiko",
        bind="127.0.0.1",
        port=0,
        announce=False,
    )
    hosted.open()
    joined = network.JoinedGame(hosted.addresses[0], "dice", ("dice",))
    until(app, lambda: joined.state == "lobby", joined.pump)
    joined.sit(hosted.code, 1, "Ben")
    until(app, lambda: joined.state == "seated", joined.pump)
    seat = joined.seat
    assert seat._loop is not None and seat._socket is not None
    asyncio.run_coroutine_threadsafe(seat._socket.close(), seat._loop)  # the link breaks
    refusals: list[Denied] = []

    def follow() -> None:
        refused = joined.pump()
        if refused is not None:
            refusals.append(refused)
        hosted.pump()

    until(app, lambda: bool(refusals) and joined.state == "lobby", follow)
    assert [refused.code for refused in refusals] == [lobby.UNKNOWN_TOKEN]
    assert not joined.final and joined.token is None, "a newcomer's form, in the same lobby"
    joined.sit(hosted.code, 1, "Ben")
    until(app, lambda: joined.state == "seated", follow)
    joined.close()
    hosted.close()
    app.close()


def test_a_rejoin_refused_forgets_the_kept_seat_and_never_sits_down_as_a_newcomer() -> None:
    """A kept seat whose host is back but no longer takes its token (the seat given away
    since, say): Rejoin is refused with a clear message, the seat is forgotten, and the app
    does not sit down in the game as someone new."""
    setup = Setup((Seat("Aiko"), Seat("Ben"), Seat("Hana", "normal")), game="japanese")
    session = Session.start(setup)
    session.hosting = saves.Hosting(0, "ACDEF", {1: ("Ben", "ben-s-token")})
    hosted = network.HostedGame(
        setup, {1}, title="Aiko", bind="127.0.0.1", port=0, announce=False, resumes=session
    )
    hosted.open()
    stale = saves.KeptSeat(
        hosted.addresses[0],
        hosted.code,
        "japanese",
        "Aiko",
        hosted.server.session,
        1,
        "Ben",
        "a-token-from-before",
        int(time.time()),
    )
    assert saves.keep_seat(stale) is None
    app = make_shell(games=("japanese",))
    assert app.flow is not None
    app.flow.open_menu()
    until(app, lambda: isinstance(app.stack.top, Dialog), hosted.pump)
    press(app, "answer0")  # Rejoin Aiko's game
    rejoined = app.stack.top
    assert isinstance(rejoined, JoinerLobbyScene)
    until(app, lambda: rejoined.joined.final, hosted.pump)
    assert rejoined.status() == tr("net.denied.gone", detail="Aiko")
    assert [c.key for c in rejoined.controls] == ["back"], "nothing to sit in"
    assert saves.kept_seats() == [], "the kept seat is forgotten"
    for _ in range(30):
        app.step(1 / 60)
        hosted.pump()
    assert rejoined.joined.state == "denied", "no new connection to sit down on"
    assert hosted.lobby().seats[1] == SeatState("Ben", "remote", False)
    app.stack.clear()
    hosted.close()
    app.close()


def test_a_joining_app_shows_chinese_51s_score_sheet_from_the_hands_ends() -> None:
    server, app, flow, joined = ben_joins_cys_game("chinese")
    host = begin_match(server, 500, seed=6)
    match: Any = host.match  # a Chinese 51 Match: its hands and totals
    flow.play_joined(joined)
    rng = random.Random(7)

    def both_play() -> None:
        server.pump()
        host.update()
        if isinstance(app.stack.scenes[0], TableBase):
            play_a_legal_move(the_table(app), rng)

    until(app, lambda: isinstance(app.stack.scenes[0], TableBase), both_play)
    first: Any = the_table(app)
    assert first.match_sheet() is None and not first.status_lines(), "no hand has ended yet"
    for _ in range(30):
        server.pump()
        app.step(1 / 60)
    dealt = [line for line in first.log if line.startswith("Dealt")]
    assert len(dealt) == 1, "seated again when the game began: dealt once all the same"
    until(app, lambda: first.ended is not None, both_play)
    sheet = first.match_sheet()
    assert sheet is not None and list(sheet.history) == match.history
    assert list(sheet.totals) == match.totals and sheet.target == 500
    label, _show, enabled = first.corner_buttons()[-1]
    assert (label, enabled) == ("Scores (S)", True)
    host.receive(0, NextGame(host.step))  # the host deals the next hand
    until(app, lambda: the_table(app) is not first, both_play)
    second: Any = the_table(app)
    totals = " · ".join(
        f"{name} {total}" for name, total in zip(("Cy", "Ben"), match.totals, strict=True)
    )
    assert second.status_lines() == [f"To 500: {totals}"]
    key(app, pygame.K_s)
    shown = app.stack.top
    assert isinstance(shown, ScoreSheetScene) and list(shown.match.history) == match.history
    flow.open_menu()
    server.close()
    app.close()


def test_a_host_started_again_reopens_its_lobby_and_the_same_person_rejoins_the_position() -> None:
    app = make_shell(games=("dice",))
    flow = app.flow
    assert flow is not None
    hosted, ben = aiko_hosts_for_ben(app, Setup((Seat("Aiko"), Seat("")), game="dice"))
    address, code = hosted.addresses[0], hosted.code
    flow.play_hosted(hosted)
    rng = random.Random(1)

    def both_play() -> None:
        ben.turn()
        play_a_legal_move(the_table(app), rng)

    until(app, lambda: len(the_table(app).view.history) >= 4, both_play)
    until(app, lambda: not the_table(app).animating)
    left_at = the_table(app).view.history
    app.close()  # the host's app ends (its session saved after every move)
    until(app, lambda: ben.seat.state == "reconnecting")

    again = make_shell(games=("dice",))
    flow = again.flow
    assert flow is not None
    saved = flow.sessions["dice"]
    assert saved.hosting is not None and saved.game.history == left_at
    flow.continue_game()
    lobby_scene = again.stack.top
    assert isinstance(lobby_scene, HostLobbyScene), "the lobby opens again, not the table"
    assert lobby_scene.hosted.code == code and lobby_scene.hosted.addresses == [address]
    assert not lobby_scene.ready(), "Ben is not back yet"
    until(again, lambda: ben.seat.state == "seated" and lobby_scene.ready())
    lobby_scene.start()
    assert the_table(again).view.history == left_at, "Aiko's table where it was"
    before = len(ben.received)

    def seated_again() -> list[Seated]:
        return [m for m in ben.received[before:] if isinstance(m, Seated)]

    until(again, lambda: bool(seated_again()), ben.turn)
    assert seated_again()[0].view.history == left_at, "Ben's table where it was"
    rng = random.Random(3)
    until(
        again,
        lambda: ben.ended is not None,
        lambda: (ben.turn(), play_a_legal_move(the_table(again), rng)),
    )
    assert flow.statistics.of("dice").people["Aiko"].games == 1
    ben.seat.close()
    again.close()


def control_label(app: App, key_name: str) -> str:
    return next(c for c in app.stack.top.controls if c.key == key_name).label()


def host_and_ben_play_then_close(
    setup: Setup, moves: int, ben_acts_last: bool = False
) -> tuple[network.HostedGame, Player, tuple[Any, ...]]:
    """Aiko hosts ``setup`` for Ben (a seat on another computer) and both play until
    ``moves`` are made (and, with ``ben_acts_last``, until it is Ben's turn: he has not
    answered it); then Aiko's app closes. The game as it was left is returned."""
    app = make_shell(games=(setup.game,))
    flow = app.flow
    assert flow is not None
    hosted, ben = aiko_hosts_for_ben(app, setup)
    flow.play_hosted(hosted)
    rng = random.Random(1)

    def both_play() -> None:
        if len(the_table(app).view.history) < moves:
            ben.turn()
            play_a_legal_move(the_table(app), rng)
        else:
            ben.listen()
            table = the_table(app)
            if ben_acts_last and not (ben.view is not None and ben.view.is_my_turn):
                play_a_legal_move(table, rng)

    def left() -> bool:
        table = the_table(app)
        waits_for_ben = ben.view is not None and ben.view.is_my_turn
        enough = len(table.view.history) >= moves and (waits_for_ben or not ben_acts_last)
        return enough and not table.animating

    until(app, left, both_play)
    left_at = the_table(app).view.history
    app.close()  # the host's app ends (its session saved after every move)
    until(app, lambda: ben.seat.state == "reconnecting")
    return hosted, ben, left_at


def continued(game: str) -> tuple[App, HostLobbyScene]:
    """The host's app started again, its game continued: the lobby open again."""
    again = make_shell(games=(game,))
    assert again.flow is not None
    again.flow.continue_game()
    lobby_scene = again.stack.top
    assert isinstance(lobby_scene, HostLobbyScene)
    return again, lobby_scene


def test_a_late_move_from_before_the_host_restarted_is_refused_never_applied() -> None:
    setup = Setup((Seat("Aiko"), Seat("")), game="dice")
    _hosted, ben, left_at = host_and_ben_play_then_close(setup, 3, ben_acts_last=True)
    assert ben.view is not None and ben.view.is_my_turn
    late = Play(ben.step, str(ben.view.legal_moves[0]))  # decided before the restart
    saved = saves.load_session("dice")[0]
    assert saved is not None and saved.step == ben.step, "the host's step is saved"
    again, lobby_scene = continued("dice")
    until(again, lambda: ben.seat.state == "seated" and lobby_scene.ready())
    lobby_scene.start()
    until(again, lambda: ben.view is not None and ben.step > late.step, ben.listen)
    assert ben.step == late.step + 1, "the host counts on from its save"
    before = len(ben.received)
    ben.seat.send(late)

    def answers() -> list[Refused]:
        return [m for m in ben.received[before:] if isinstance(m, Refused)]

    until(again, lambda: bool(answers()), ben.listen)
    assert [refused.code for refused in answers()] == [LATE]
    flow = again.flow
    assert flow is not None and flow.host is not None
    assert flow.host.game.history == left_at, "nothing applied"
    ben.seat.close()
    again.close()


def test_a_continued_lobby_gives_a_person_who_does_not_come_back_to_a_computer() -> None:
    setup = Setup((Seat("Aiko"), Seat("")), game="dice")
    _hosted, ben, left_at = host_and_ben_play_then_close(setup, 4)
    ben.seat.close()  # Ben does not come back
    again, lobby_scene = continued("dice")
    assert "computer:1" in [c.key for c in lobby_scene.controls], "Ben's seat can be given"
    assert not lobby_scene.ready()
    press(again, "computer:1")
    asked = again.stack.top
    assert isinstance(asked, Dialog), "a person's seat is given away only once the host agrees"
    assert asked.message() == tr("net.give_away_question", name="Ben")
    assert not lobby_scene.ready()
    press(again, "answer0")
    again.step(1 / 60)
    assert lobby_scene.ready()
    assert lobby_scene.lobby.seats[1] == SeatState("Ben", "computer", False)
    lobby_scene.start()
    flow = again.flow
    assert flow is not None and flow.session is not None
    assert flow.session.setup.seats[1] == Seat("Ben", "normal"), "the computer plays as Ben"
    assert the_table(again).view.history == left_at
    saved = saves.load_session("dice")[0]
    assert saved is not None and saved.hosting is not None and saved.hosting.seated == {}
    rng = random.Random(5)
    until(
        again, lambda: flow.finished is not None, lambda: play_a_legal_move(the_table(again), rng)
    )
    assert flow.statistics.of("dice").people["Aiko"].games == 1
    again.close()


def test_a_joining_app_closed_comes_back_to_its_seat_when_the_host_continues() -> None:
    """Host app closed, joining app closed, host continued, joining app started again: it
    offers to rejoin, and Ben is seated where he was."""
    host_app = make_shell(games=("dice",))
    setup = Setup((Seat("Aiko"), Seat("")), game="dice")
    hosted = network.HostedGame(setup, {1}, title="Aiko", bind="127.0.0.1", port=0, announce=False)
    hosted.open()
    assert host_app.flow is not None
    host_lobby = HostLobbyScene(host_app.flow, hosted)
    host_app.stack.push(host_lobby)
    ben_app = make_shell(games=("dice",))
    joined = network.JoinedGame(hosted.addresses[0], "dice", ("dice",))
    ben_lobby = JoinerLobbyScene(ben_app.flow, joined)
    ben_app.stack.push(ben_lobby)
    until(ben_app, ben_lobby.choosing)
    ben_app.step(1 / 60)  # the frame that shows the form
    ben_lobby.code, ben_lobby.name = hosted.code, "Ben"
    ben_lobby.sit()
    until(ben_app, lambda: bool(saves.kept_seats()), lambda: host_app.step(1 / 60))
    (kept,) = saves.kept_seats()
    assert (kept.address, kept.code, kept.title, kept.seat, kept.name) == (
        hosted.addresses[0],
        hosted.code,
        "Aiko",
        1,
        "Ben",
    )
    until(host_app, host_lobby.ready)
    host_lobby.start()
    rngs = {host_app: random.Random(2), ben_app: random.Random(3)}  # each its own: repeatable

    def both_play() -> None:
        host_app.step(1 / 60)
        for app, rng in rngs.items():
            if isinstance(app.stack.scenes[0], TableBase):
                play_a_legal_move(the_table(app), rng)

    def both_tables_at(moves: int) -> bool:
        tables = [app.stack.scenes[0] for app in (host_app, ben_app)]
        return all(
            isinstance(t, TableBase) and len(t.view.history) >= moves and not t.animating
            for t in tables
        )

    def same_position() -> bool:  # both apps have shown the same moves (one may lag a frame)
        return the_table(host_app).view.history == the_table(ben_app).view.history

    until(ben_app, lambda: both_tables_at(4) and same_position(), both_play)
    left_at = the_table(host_app).view.history
    ben_app.stack.clear()
    assert ben_app.flow is not None
    ben_app.flow.close()  # Ben's app ends: its connection closes, the seat stays kept
    host_app.stack.clear()
    host_app.flow.close()  # and then the host's
    assert [k.token for k in saves.kept_seats()] == [kept.token]

    again, lobby_scene = continued("dice")
    ben_again = make_shell(games=("dice",))

    def offered() -> bool:
        again.step(1 / 60)
        top = ben_again.stack.top
        return isinstance(top, Dialog)

    until(ben_again, offered)
    dialog = ben_again.stack.top
    assert isinstance(dialog, Dialog)
    assert [label() for label, _action in dialog.answers] == [
        tr("net.rejoin", title="Aiko"),
        tr("net.not_now"),
    ]
    press(ben_again, "answer1")  # not now: Join a game offers it too
    join = JoinScene(ben_again.flow, network.GameSearch(["192.0.2.1"]))  # no multicast
    ben_again.stack.push(join)
    until(ben_again, lambda: "rejoin" in [c.key for c in join.controls])
    assert join.kept == kept
    assert control_label(ben_again, "rejoin") == tr("net.rejoin_found", title="Aiko", name="Ben")
    press(ben_again, "rejoin")
    rejoined = ben_again.stack.top
    assert isinstance(rejoined, JoinerLobbyScene)
    until(ben_again, lambda: lobby_scene.ready(), lambda: again.step(1 / 60))
    waiting = tr("net.waiting_start")  # once the app hears the lobby the host already has
    until(ben_again, lambda: rejoined.status() == waiting, lambda: again.step(1 / 60))
    lobby_scene.start()
    until(
        ben_again,
        lambda: isinstance(ben_again.stack.scenes[0], TableBase),
        lambda: again.step(1 / 60),
    )
    ben_table = the_table(ben_again)
    assert ben_table.viewer == 1 and ben_table.view.history == left_at, "Ben's seat, exactly"
    ben_again.stack.clear()
    assert ben_again.flow is not None
    ben_again.flow.close()
    again.close()


def test_a_host_continued_on_another_port_is_found_again_by_the_joined_seat() -> None:
    """The saved port is held by another program when the host continues: the lobby opens on
    a free one and says so, announces the same game, and Ben's app, its address failing,
    finds the game by its title and comes back."""
    app = make_shell(games=("dice",))
    flow = app.flow
    assert flow is not None
    setup = Setup((Seat("Umeko"), Seat("")), game="dice")  # a title no other test hosts
    hosted = network.HostedGame(setup, {1}, title="Umeko", bind="127.0.0.1", port=0, announce=False)
    hosted.open()
    joined = network.JoinedGame(hosted.addresses[0], "dice", ("dice",))
    until(app, lambda: joined.state == "lobby", joined.pump)
    joined.sit(hosted.code, 1, "Ben")
    until(app, lambda: hosted.ready and joined.state == "seated", joined.pump)
    flow.play_hosted(hosted)
    port = hosted.server.port
    app.close()
    until(app, lambda: joined.state == "reconnecting", joined.pump)
    joined.seat.take()  # what was sent before the restart
    holder = socket.socket()
    holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    holder.bind(("127.0.0.1", port))
    holder.listen()
    try:
        again, lobby_scene = continued("dice")
        moved = lobby_scene.hosted
        assert moved.moved_from == port and moved.server.port != port
        assert moved.code == hosted.code
        until(again, lambda: joined.state == "seated" and lobby_scene.ready(), joined.pump)
        assert joined.address == moved.addresses[0], "found where the game is announced now"
        lobby_scene.start()
        until(again, lambda: any(isinstance(m, Seated) for m in joined.seat.take()), joined.pump)
    finally:
        holder.close()
        joined.close()
    again.close()


def test_the_host_gives_a_seat_whose_person_did_not_come_back_to_a_computer() -> None:
    """Ben's app is gone and his countdown runs out: the banner offers his seat to a computer
    (G), and the game goes on to its end with a computer playing under his name."""
    app = make_shell(games=("dice",))
    flow = app.flow
    assert flow is not None
    hosted, ben = aiko_hosts_for_ben(app, Setup((Seat("Aiko"), Seat("")), game="dice"))
    hosted.server.wait_seconds = 0.3
    flow.play_hosted(hosted)
    rng = random.Random(4)
    until(
        app,
        lambda: len(the_table(app).view.history) >= 3,
        lambda: (ben.turn(), play_a_legal_move(the_table(app), rng)),
    )
    ben.seat.close()
    overlay = app.stack.top
    assert isinstance(overlay, NetworkOverlay)
    until(app, lambda: overlay.overdue() == 1)
    app.step(1 / 60)
    assert overlay.give_button is not None, "the button is drawn beside the banner"
    assert the_table(app).notice_room().contains(overlay.give_button), "it covers nothing"
    key(app, pygame.K_g)
    app.step(1 / 60)
    assert flow.host is not None and flow.host.seats[1] == Seat("Ben", COMPUTER_LEVEL)
    assert 1 not in hosted.remote and flow.under_way.setup.seats[1].level == COMPUTER_LEVEL
    until(
        app,
        lambda: the_table(app).view.is_over,
        lambda: play_a_legal_move(the_table(app), rng),
    )
    assert not isinstance(app.stack.top, NetworkOverlay) or app.stack.top.overdue() is None
    hosted.close()
    app.close()
