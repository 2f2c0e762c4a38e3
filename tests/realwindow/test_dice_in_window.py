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

import pytest

from goju51.games.dice import Announce, Doubt, Result, Roll, Target
from goju51.games.dice.moves import Accept
from goju51.tables.dice.layout import dice_layout
from tests.realwindow.xwindow import (
    Record,
    Running,
    WindowPlayer,
    app_in_window,
    is_event,
    is_record,
)

pytestmark = pytest.mark.slow

SEEDS = {"announce": 3, "special": 5}
"""Quick games whose first roll is a 61 (announced) and a 51 (given to a player)."""
SIZE = (1280, 720)
PLAYERS = 4
VIEWER = 0


class DicePlayer(WindowPlayer):
    """Plays the viewer's seat at the dice table."""

    def __init__(self, app: Running) -> None:
        super().__init__(app)
        self.layout = dice_layout(SIZE, PLAYERS, VIEWER)

    def play(self, move, text: str) -> Record:
        """Click where ``move`` is played until the log shows it (a click made while the cup
        was still moving is logged as ignored, and is repeated)."""
        point = self.layout.move_rect(move).center
        return self.act(
            lambda: self.window.click(point),
            is_record("move", seat=VIEWER, move=text),
            f"'{text}' by a click",
        )

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
    arguments = ["play", "--game", "dice", "--seed", str(SEEDS[opening])]
    with app_in_window(x_display, tmp_path, f"dice-{opening}", arguments, SIZE) as app:
        play_one_round(DicePlayer(app))


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
            alive=player.alive,
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
