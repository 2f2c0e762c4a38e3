"""Whole games across computers through the window's flow, on 127.0.0.1: an app hosting with
a person on another computer, and an app that joined a game hosted elsewhere. Each plays to the
end, each side told how it ended, and what the host counts is counted once."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from flowhelpers import key, make_shell, press

import goju51.app.network as network
import goju51.app.saves as saves
from goju51.app.flow import Flow
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.i18n import tr
from goju51.app.main import App
from goju51.app.saves import Setup
from goju51.app.screens.hostlobby import HostLobbyScene
from goju51.app.screens.menu import MainMenuScene
from goju51.app.screens.replay import ReplayScene
from goju51.app.table.base import TableBase
from goju51.host.host import Host
from goju51.host.messages import NextGame, Seated
from goju51.host.replay import Replay
from goju51.host.seatreplay import SeatRecord, SeatReplay
from goju51.host.seats import Seat
from goju51.host.thinking import Worker
from goju51.net.client import NetSeat
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
