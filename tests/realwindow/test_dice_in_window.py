"""Play a round of the dice game with the mouse in a real X window (Xvfb), as a person would.

The app runs as its own process (from source, or the built executable when ``GOJU51_EXE`` is
set) on a quick dice table against computers. xdotool clicks "Roll the cup", then the rung of
the ladder showing the dice just rolled (read from the app's own event log), and answers
whatever the round asks of the viewer (believe or doubt, a target, a 51's stake) until the
round is over and the next one begins. Positions come from the pure ``dice_layout``; what
happened comes from the event log; screenshots are kept in
``screenshots/realwindow/<source|built>/dice/``.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Callable

import pytest

from goju51.games.dice import Announce, Doubt, Result, Roll, Target
from goju51.games.dice.moves import Accept
from goju51.tables.dice.layout import dice_layout
from tests.realwindow.xwindow import (
    ROOT,
    EventLog,
    Record,
    Window,
    find_window,
    is_event,
    is_record,
    stop,
    x_environment,
)
from tests.realwindow.xwindow import (
    Target as Launch,
)

pytestmark = pytest.mark.slow

SEEDS = {"announce": 3, "special": 5}
"""Quick games whose first roll is a 61 (announced) and a 51 (given to a player)."""
SIZE = (1280, 720)
PLAYERS = 4
VIEWER = 0
ATTEMPTS = 20
RETRY_SECONDS = 0.1


class DicePlayer:
    """Plays the viewer's seat through the window and checks each action in the log."""

    def __init__(self, window: Window, log: EventLog, app: subprocess.Popen) -> None:
        self.window = window
        self.log = log
        self.app = app
        self.layout = dice_layout(SIZE, PLAYERS, VIEWER)
        self.cursor = 0

    def expect(self, wanted: Callable[[Record], bool], what: str) -> Record:
        index, record = self.log.wait(
            wanted, self.cursor, what, alive=lambda: self.app.poll() is None
        )
        self.cursor = index + 1
        return record

    def play(self, move, text: str) -> Record:
        """Click where ``move`` is played until the log shows it (a click made while the cup
        was still moving is logged as ignored, and is repeated)."""
        point = self.layout.move_rect(move).center
        for _ in range(ATTEMPTS):
            start = len(self.log.refresh())
            self.window.click(point)
            index, record = self.log.wait(
                lambda r: (
                    is_record("move", seat=VIEWER, move=text)(r)
                    or r["kind"] in ("ignored", "refused")
                ),
                start,
                f"'{text}' by a click",
                alive=lambda: self.app.poll() is None,
            )
            if record["kind"] == "move":
                self.cursor = index + 1
                return record
            assert record["kind"] == "ignored", f"wanted {text}, got {record}"
            time.sleep(RETRY_SECONDS)
        raise AssertionError(f"{text}: the app ignored the click {ATTEMPTS} times")

    def standing(self) -> Result | None:
        """The announcement standing, replayed from the logged events."""
        result = None
        for record in self.log.records[: self.cursor]:
            if record["kind"] != "event":
                continue
            if record["type"] == "Announced":
                result = Result.parse(record["result"])
            elif record["type"] in ("RoundStarted", "Doubted", "Special", "AnnouncedFiftyOne"):
                result = None
        return result


@pytest.mark.parametrize("opening", SEEDS)
def test_play_a_round_of_dice_with_the_mouse(x_display, tmp_path, opening):
    target = Launch.from_environment()
    shots = ROOT / "screenshots" / "realwindow" / target.name / f"dice-{opening}"
    shutil.rmtree(shots, ignore_errors=True)
    shots.mkdir(parents=True)
    log = EventLog(tmp_path / "events.jsonl")
    command = [
        *target.command,
        "play",
        "--game",
        "dice",
        "--seed",
        str(SEEDS[opening]),
        "--size",
        f"{SIZE[0]}x{SIZE[1]}",
        "--speed",
        "fast",
        "--level",
        "easy",
        "--event-log",
        str(log.path),
    ]
    with (tmp_path / "app-output.txt").open("w") as output:
        app = subprocess.Popen(
            command,
            cwd=tmp_path,
            env=x_environment(x_display),
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    try:
        window = Window(x_display, find_window(x_display, target.window_class, app.pid), shots)
        assert window.size() == SIZE
        play_one_round(DicePlayer(window, log, app))
    finally:
        exit_code = stop(app)
    output_text = (tmp_path / "app-output.txt").read_text()
    assert exit_code == 0, output_text
    assert "Traceback" not in output_text, output_text


def play_one_round(player: DicePlayer) -> None:
    window = player.window
    player.expect(is_event("RoundStarted", player=VIEWER), "our round")
    player.expect(is_record("awaiting", seat=VIEWER, phase="roll"), "our roll")
    window.screenshot("our-roll")
    player.play(Roll(), "roll")
    rolled = player.expect(is_event("Rolled", player=VIEWER), "the roll")
    result = Result.parse(rolled["result"])
    if result.is_special:
        reversed_to = player.expect(is_event("DirectionReversed"), "play reversed at once")
        assert reversed_to["direction"] == -1
        player.expect(is_record("awaiting", seat=VIEWER, phase="target"), "a target to pick")
        window.screenshot("special-shown")
        player.play(Target(1), "target 1")
        player.expect(is_event("Penalty", player=1), "the 51's points given by a click")
    else:
        assert rolled["hidden"] is True
        player.expect(is_record("awaiting", seat=VIEWER, phase="announce"), "our announcement")
        window.screenshot("our-dice-under-the-lifted-cup")
        player.play(Announce(result), f"announce {result}")
        window.screenshot("announced")
    answer_until_the_round_ends(player)
    window.screenshot("next-round")


def answer_until_the_round_ends(player: DicePlayer) -> None:
    """Whatever the round asks of the viewer, answer it by a click, until a new round starts."""
    while True:
        index, record = player.log.wait(
            lambda r: is_event("RoundStarted")(r) or is_record("awaiting", seat=VIEWER)(r),
            player.cursor,
            "the round's end or our turn",
            alive=lambda: player.app.poll() is None,
        )
        player.cursor = index + 1
        if record["kind"] == "event":
            assert any(
                r["kind"] == "event" and r["type"] == "Penalty" for r in player.log.records
            ), "a round ends with points taken"
            return
        match record["phase"]:
            case "respond":
                player.play(Doubt(), "doubt")
            case "roll":
                player.play(Roll(), "roll")
            case "announce":
                standing = player.standing()
                rolled = next(
                    Result.parse(r["result"])
                    for r in reversed(player.log.records)
                    if is_event("Rolled", player=VIEWER)(r)
                )
                choice = rolled if standing is None or rolled.rank >= standing.rank else standing
                player.play(Announce(choice), f"announce {choice}")
            case "target":
                player.play(Target(1), "target 1")
            case "face":
                player.play(Accept(), "accept")
