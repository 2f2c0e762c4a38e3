"""The joiner's lobby hands its connection to the table: the game's start and the host's first
position often arrive together, and the table must then play on the same open connection."""

from __future__ import annotations

import time

import pytest
from flowhelpers import make_shell

import goju51.app.network as network
from goju51.app.saves import Setup
from goju51.app.screens.joinerlobby import JoinerLobbyScene
from goju51.app.table.base import TableBase
from goju51.host.seats import Seat
from tests.net.playing import begin, wait_for

pytestmark = pytest.mark.usefixtures("home")

FRAMES_AFTER = 30
ARRIVAL_SECONDS = 0.3
"""Long enough on loopback for the host's first position to follow the start."""


def test_a_game_started_with_its_first_position_keeps_the_joiners_connection():
    hosted = network.HostedGame(
        Setup((Seat("Aiko"), Seat("")), game="dice"),
        {1},
        title="Aiko",
        bind=network.LOOPBACK,
        port=0,
        announce=False,
    )
    hosted.open()
    app = make_shell(games=("dice",))
    assert app.flow is not None
    joined = network.JoinedGame(hosted.addresses[0], "dice", ("dice",))
    try:
        app.stack.push(JoinerLobbyScene(app.flow, joined))
        wait_for(lambda: joined.state == "lobby", also=hosted.pump)
        joined.sit(hosted.code, 1, "Ben")
        wait_for(lambda: hosted.ready, also=hosted.pump)
        begin(hosted.server)
        # The window is busy while the start and the first position arrive: its next frame
        # sees both at once.
        wait_for(lambda: joined.lobby is not None and joined.lobby.started, also=hosted.pump)
        time.sleep(ARRIVAL_SECONDS)
        for _ in range(FRAMES_AFTER):
            app.step(1 / 60)
            hosted.pump()
            time.sleep(0.005)
        assert isinstance(app.stack.scenes[0], TableBase)
        assert hosted.waiting() == [] and hosted.lobby().seats[1].connected
    finally:
        app.stack.clear()
        joined.close()
        hosted.close()
        app.close()
