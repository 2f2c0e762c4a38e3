"""Games found by themselves on the network (DNS-SD over multicast DNS), shown here on
loopback: a hosted game's advertisement is heard with its address, port, game and version,
never its join code, and a joining app reaches the lobby through it; where multicast cannot
be used, looking for games says so instead of failing; closing the finder stops its listening
thread."""

from __future__ import annotations

import threading

from zeroconf import ServiceBrowser

from goju51.games import GAMES
from goju51.net.client import NetSeat
from goju51.net.discovery import SERVICE, Advertiser, Finder, Found
from tests.net.playing import APP, open_game, wait_for


def test_a_hosted_game_is_found_on_loopback_and_joined_through_its_advertisement() -> None:
    server = open_game(GAMES["dice"], [None, None])
    advertiser = Advertiser("Aiko's table", server.port, "dice", APP, 2, ["127.0.0.1"])
    finder = Finder(["127.0.0.1"])
    joiner = None
    try:
        assert advertiser.start(), advertiser.problem
        assert finder.start(), finder.problem
        where = f"127.0.0.1:{server.port}"

        def this_game() -> list[Found]:
            """This test's game among those found (other tests may host at the same time)."""
            return [game for game in finder.games() if game.where == where]

        wait_for(lambda: bool(this_game()), seconds=15)
        (found,) = this_game()
        assert (found.title, found.game, found.app) == ("Aiko's table", "dice", APP)
        assert found.open_seats == 2
        advertiser.update(1)
        wait_for(lambda: this_game()[0].open_seats == 1, seconds=15)
        joiner = NetSeat(found.where, found.game, app_version=APP)
        wait_for(lambda: joiner.state == "lobby")
        assert server.code not in repr(finder.games())
        advertiser.close()
        wait_for(lambda: not this_game(), seconds=15)
    finally:
        if joiner is not None:
            joiner.close()
        finder.close()
        advertiser.close()
        server.close()


def test_without_a_usable_interface_looking_for_games_says_so() -> None:
    finder = Finder(["192.0.2.1"])  # TEST-NET-1: on no interface of this machine
    assert not finder.start()
    assert finder.problem and finder.games() == []
    advertiser = Advertiser("Ben", 5151, "dice", APP, 1, ["192.0.2.1"])
    assert not advertiser.start()
    assert advertiser.problem


def test_closing_the_finder_stops_its_browser_and_looks_nothing_more_up() -> None:
    """A browser left running after the join screen closes (one per visit) once looked up a
    game it had heard through a closed zeroconf, and its thread died with
    NotRunningException."""

    def browsers() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if isinstance(t, ServiceBrowser)]

    before = browsers()
    finder = Finder(["127.0.0.1"])
    assert finder.start(), finder.problem
    (browser,) = [t for t in browsers() if t not in before]
    zeroconf = browser.zc
    finder.close()
    assert not browser.is_alive()
    finder.add_service(zeroconf, SERVICE, f"Heard just before · dice.{SERVICE}")
    assert finder.games() == []
