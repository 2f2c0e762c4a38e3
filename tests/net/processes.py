"""Separate processes for the network tests: ``host`` opens a game on loopback and plays its
computers, ``join`` is one app that sits in a seat and plays random legal moves, and
``join-app`` is the whole app, headless, at which two people sit down (the second added in
its lobby) and pass and play, and ``rejoin-app`` the same app started again after a kill,
which rejoins from the menu; each writes what it saw to files the test reads. Run as
``python -m tests.net.processes host|join|join-app|rejoin-app ...``.

The host saves after every move (``--save``) and, started again with ``--resume``, re-opens
the same game on the same port for the same people; a joining app keeps its token in
``--token`` and comes back with it when started again."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import goju51.app.network as network
from goju51.app.main import App, Options
from goju51.app.screens.joinerlobby import JoinerLobbyScene
from goju51.games import find_game
from goju51.host.host import Host
from goju51.host.messages import GameEnded, Moved, Play, Seated
from goju51.host.seats import Seat
from goju51.host.thinking import Worker
from goju51.net.client import NetSeat
from goju51.net.server import NetServer
from goju51.tables import TABLES
from tests.net.sharing import Watch

APP = "test-1"
SECONDS = 120.0


def write(path: Path, data: object) -> None:
    """Atomically, so a reader never sees half a file."""
    partial = path.with_suffix(".part")
    partial.write_text(json.dumps(data))
    os.replace(partial, path)


def host(args: argparse.Namespace) -> int:
    spec = find_game(args.game)
    save = Path(args.save)
    if args.resume:
        kept = json.loads(save.read_text())
        seats = [Seat(**s) if s else None for s in kept["seats"]]
        seated = {int(k): tuple(v) for k, v in kept["seated"].items()}
        server = NetServer(
            spec,
            seats,
            app_version=args.app_version,
            code=kept["code"],
            bind="127.0.0.1",
            port=kept["port"],
            seated=seated,
        )
        match, game = spec.load_match(kept["match"]), spec.load_game(kept["state"])
    else:
        seats = [None if s == "remote" else Seat(f"Cpu{i}", s) for i, s in enumerate(args.seats)]
        server = NetServer(spec, seats, app_version=args.app_version, bind="127.0.0.1")
        match = spec.new_match(len(seats), spec.rules_type(), None, args.seed)
        game = match.new_game()
    server.start()

    def keep(running: Host) -> None:
        write(
            save,
            {
                "port": server.port,
                "code": server.code,
                "seats": [None if s is None else vars(s) for s in seats],
                "seated": server.seated_people(),
                "match": running.match.to_dict(),
                "state": running.game.to_json(),
                "step": running.step,
                "history": [str(move) for _, move in running.game.history],
            },
        )

    write(Path(args.address), {"port": server.port, "code": server.code})
    deadline = time.monotonic() + SECONDS
    while not server.full:
        server.pump()
        time.sleep(0.005)
        if time.monotonic() > deadline:
            return 1
    resumed_from = json.loads(save.read_text())["step"] if args.resume else None
    hosted = Host(
        spec,
        match,
        game,
        server.seats(),
        worker=Worker(),
        seed=args.seed,
        keep=keep,
        resumed_from=resumed_from,
    )
    keep(hosted)
    server.begin(hosted)
    while not hosted.game.is_over and time.monotonic() < deadline:
        server.pump()
        if args.hold_at is None or hosted.step < args.hold_at:
            hosted.update()
        time.sleep(0.001)
    outcome = hosted.game.outcome()
    time.sleep(0.5)  # the last messages leave
    server.close()
    hosted.close()
    if outcome is None:
        return 1
    history = [str(move) for _, move in hosted.game.history]
    write(Path(args.result), {"scores": list(outcome.scores), "history": history})
    return 0


def join(args: argparse.Namespace) -> int:
    token_file = Path(args.token)
    token = token_file.read_text() if token_file.exists() else None
    seat = NetSeat(args.address, args.game, app_version=APP, token=token)
    rng = random.Random(args.seed)
    deadline = time.monotonic() + SECONDS
    if token is None:
        while seat.state != "lobby":
            time.sleep(0.005)
            if time.monotonic() > deadline or seat.state in ("denied", "lost"):
                return 1
        seat.sit(args.code, args.seat, args.name)
    view, step, moves = None, 0, 0
    while time.monotonic() < deadline:
        if seat.token is not None and not token_file.exists():
            token_file.write_text(seat.token)
        for message in seat.take():
            if isinstance(message, Seated | Moved):
                view, step = message.view, message.step
            elif isinstance(message, GameEnded):
                write(Path(args.result), {"scores": list(message.scores), "moves": moves})
                seat.close()
                return 0
        if view is not None and view.is_my_turn and view.legal_moves:
            seat.send(Play(step, str(rng.choice(view.legal_moves))))
            view, moves = None, moves + 1
        if seat.state in ("denied", "lost", "replaced"):
            return 1
        time.sleep(0.002)
    return 1


class SharedApp:
    """The whole app, headless, for the people at one joining computer."""

    def __init__(self, args: argparse.Namespace) -> None:
        options = Options(seed=args.seed, muted=True, menu=True, time_budget=0.02)
        self.app = App(options, {args.game: TABLES[args.game]})
        self.app.context.settings.speed = 40.0  # the animations fly by
        self.deadline = time.monotonic() + SECONDS

    def step_until(self, condition: Callable[[], bool]) -> bool:
        while not condition():
            if time.monotonic() > self.deadline:
                print("the app timed out at", self.app.stack.scenes, file=sys.stderr)
                return False
            self.app.step(1 / 60)
            time.sleep(0.002)
        return True

    def play_to_the_end(self, args: argparse.Namespace) -> int:
        """Pass and play until every person here has the game counted; written out: the
        scores, who was handed the screen, each table's viewer and its link's seat, and the
        games each person counted here."""
        watch = Watch(self.app, args.seed)
        assert self.app.flow is not None
        statistics = self.app.flow.statistics.of(args.game)

        def all_counted() -> bool:
            watch.frame()
            return set(args.names) <= set(statistics.people)

        if not self.step_until(all_counted):
            return 1
        ends = self.app.flow.joined_here[0].ends
        write(
            Path(args.result),
            {
                "scores": list(ends[-1].scores),
                "hand_overs": watch.hand_overs,
                "tables": watch.tables,
                "counted": {name: statistics.people[name].games for name in args.names},
            },
        )
        self.app.close()
        return 0


def join_app(args: argparse.Namespace) -> int:
    """Two people at one app: the first sits down in the joiner's lobby with the code, adds
    the second at this computer, and they play their seats to the end."""
    shared = SharedApp(args)
    assert shared.app.flow is not None
    joined = network.JoinedGame(args.address, args.game, (args.game,))
    lobby = JoinerLobbyScene(shared.app.flow, joined)
    shared.app.stack.push(lobby)
    for name, seat in zip(args.names, map(int, args.seats), strict=True):
        if not shared.step_until(lobby.choosing):
            return 1
        lobby.code, lobby.name, lobby.chosen = args.code, name, seat
        lobby.sit()
        if not shared.step_until(lambda name=name: name in [p.own_name for p in lobby.here()]):
            return 1
        if name == args.names[0]:
            lobby.add_person()
    return shared.play_to_the_end(args)


def rejoin_app(args: argparse.Namespace) -> int:
    """The same app started again after it was killed mid-game: on the menu it finds the
    host of the seats it kept, "Rejoin" brings back every person here, and they play on."""
    shared = SharedApp(args)
    flow = shared.app.flow
    assert flow is not None
    flow.open_menu()
    if not shared.step_until(lambda: flow.seat_found_again() is not None):
        return 1
    flow.rejoin()
    return shared.play_to_the_end(args)


def main() -> int:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="role", required=True)
    hosting = sub.add_parser("host")
    hosting.add_argument("--game", required=True)
    hosting.add_argument("--seats", type=lambda text: text.split(","), default=[])
    hosting.add_argument("--seed", type=int, default=1)
    hosting.add_argument("--address", required=True, help="file: the port and the code")
    hosting.add_argument("--save", required=True)
    hosting.add_argument("--result", required=True)
    hosting.add_argument("--resume", action="store_true")
    hosting.add_argument("--app-version", default=APP, help="the version the apps must have")
    hosting.add_argument(
        "--hold-at", type=int, help="stop playing at this step (to be killed there, mid-game)"
    )
    joining = sub.add_parser("join")
    for name in ("--game", "--address", "--code", "--name", "--token", "--result"):
        joining.add_argument(name, required=name != "--code")
    joining.add_argument("--seat", type=int, default=0)
    joining.add_argument("--seed", type=int, default=1)
    sharing = sub.add_parser("join-app")
    for name in ("--game", "--address", "--code", "--result"):
        sharing.add_argument(name, required=True)
    sharing.add_argument("--names", type=lambda text: text.split(","), required=True)
    sharing.add_argument("--seats", type=lambda text: text.split(","), required=True)
    sharing.add_argument("--seed", type=int, default=1)
    rejoining = sub.add_parser("rejoin-app")
    for name in ("--game", "--result"):
        rejoining.add_argument(name, required=True)
    rejoining.add_argument("--names", type=lambda text: text.split(","), required=True)
    rejoining.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    roles = {"host": host, "join": join, "join-app": join_app, "rejoin-app": rejoin_app}
    return roles[args.role](args)


if __name__ == "__main__":
    sys.exit(main())
