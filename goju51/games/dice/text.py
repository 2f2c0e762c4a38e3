"""51 (dice) in the terminal: the log lines, the position shown, and the moves a person types.

The log is read by everyone at the table, so ``describe`` never tells hidden dice: a roll under
the cup is only "rolled"; each player sees their own dice in ``show``.
"""

from __future__ import annotations

from collections.abc import Sequence

from goju51.games.dice.events import (
    ACCEPTED_51,
    HIT_BY_51,
    LIED,
    MISSED_51,
    MISSED_DOUBLE,
    STACKED,
    TARGETED_21,
    WRONG_DOUBT,
    Accepted,
    Announced,
    AnnouncedFiftyOne,
    Believed,
    DirectionReversed,
    DoubledOrQuit,
    Doubted,
    Event,
    Facing,
    GameOver,
    Penalty,
    PlayerOut,
    Rolled,
    RollOff,
    RoundStarted,
    Special,
    StackedDice,
    Targeted,
)
from goju51.games.dice.game import Game
from goju51.games.dice.moves import (
    ACCEPT,
    ANNOUNCE_51,
    ANNOUNCES,
    BELIEVE,
    DOUBLE_OR_QUITS,
    DOUBT,
    ROLL,
    TARGETS,
    Announce,
    Move,
    Target,
    parse_move,
)
from goju51.games.dice.results import LADDER, Result
from goju51.games.dice.view import DiceView

_REASONS = {
    LIED: "for a lie",
    WRONG_DOUBT: "for doubting the truth",
    TARGETED_21: "from the 21",
    ACCEPTED_51: "from the 51",
    MISSED_DOUBLE: "for a missed double or quits",
    HIT_BY_51: "from the announced 51",
    MISSED_51: "for a missed 51",
    STACKED: "for stacked dice",
}


def _points(count: int) -> str:
    return f"{count} point{'s' if count != 1 else ''}"


def _direction(direction: int) -> str:
    return "clockwise" if direction == 1 else "anticlockwise"


class DiceText:
    """The ``TextInterface`` of 51 (dice)."""

    help = """Commands:
  r / roll                 roll the dice in the cup
  51 / announce 51         announce 51 instead of rolling (roll openly: a 51 hits everyone)
  a X / announce X         announce a result: a 65, a 6 5, a d3 / announce double 3
  + / up                   announce the lowest value allowed
  t / truth                announce exactly your dice (when allowed)
  b / believe              believe the announcement and take the cup
  d / doubt                doubt it: the cup is lifted
  t N / target N           give a 21's or a 51's points to seat N
  ok / accept              accept a 51's points
  dq / double              double or quits: roll once, a 51 passes the doubled stake back
  q / quit                 leave the game
Results, lowest first: 31 32 41 42 43 52 53 54 61 62 63 64 65, double 1 ... double 6.
21 and 51 are specials, shown at once; the roller picks who takes 1 or 4 points."""

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """One line of the game log for an event (hidden dice are never told)."""
        match event:
            case RollOff(rolls, first):
                turns = [", ".join(f"{names[s]} {face}" for s, face in turn) for turn in rolls]
                return f"Roll-off: {' | '.join(turns)}: {names[first]} begins"
            case RoundStarted(player, direction):
                return f"New round: {names[player]} to roll ({_direction(direction)})"
            case Rolled(player, result, hidden):
                if hidden:
                    return f"{names[player]} rolled under the cup"
                return f"{names[player]} rolled {result}, shown"
            case StackedDice(player):
                return f"Stacked dice from {names[player]}!"
            case Announced(player, result, to):
                return f"{names[player]} announced {result} to {names[to]}"
            case Believed(player, announcer, _):
                return f"{names[player]} believed {names[announcer]}"
            case Doubted(player, announcer, announced, dice, lie):
                verdict = "a lie!" if lie else "true"
                return (
                    f"{names[player]} doubted the {announced} of {names[announcer]}: "
                    f"the cup shows {dice}, {verdict}"
                )
            case Special(player, result):
                return f"{result}, shown at once! {names[player]} to pick who takes the points"
            case DirectionReversed(direction):
                return f"Play now goes {_direction(direction)}"
            case Targeted(player, target, special, points):
                return f"{names[player]} gave the {special} to {names[target]} ({_points(points)})"
            case AnnouncedFiftyOne(player, result, hit):
                outcome = "hit!" if hit else "missed"
                return f"{names[player]} announced 51 and rolled {result}: {outcome}"
            case Facing(player, attacker, stake):
                return f"{names[player]} to face {_points(stake)} from {names[attacker]}"
            case Accepted(player, stake):
                return f"{names[player]} accepted {_points(stake)}"
            case DoubledOrQuit(player, _, stake, result, hit):
                outcome = "a 51, the stake passes back!" if hit else "missed"
                return f"{names[player]} went double or quits on {stake}: {result}, {outcome}"
            case Penalty(player, points, reason, total):
                why = _REASONS.get(reason, reason)
                return f"{names[player]} took {_points(points)} {why} (now {total})"
            case PlayerOut(player, points):
                return f"{names[player]} is out with {_points(points)}"
            case GameOver(_, winners):
                return f"Game over: {' and '.join(names[s] for s in winners)} won"

    def show(self, view: DiceView, names: Sequence[str]) -> list[str]:
        lines = [""]
        for seat in range(view.num_players):
            mark = "out" if seat in view.out else ""
            turn = "<" if seat == view.current_player and not view.is_over else ""
            lines.append(
                f"  {seat}: {names[seat]:<10} {view.points[seat]:>3}/{view.rules.limit} "
                f"{mark}{turn}".rstrip()
            )
        lines.append(f"  Play goes {_direction(view.direction)}.")
        if view.announcement is not None:
            result, seat = view.announcement
            lines.append(f"  Standing announcement: {result} by {names[seat]}")
        if view.dice is not None:
            lines.append(f"  Your dice under the cup: {view.dice}")
        if not view.is_my_turn:
            if not view.is_over:
                lines.append(f"  {names[view.current_player]} is to {view.phase}.")
            return lines
        match view.phase:
            case "roll":
                lines.append("  Your roll: r (roll) or 51 (announce 51)")
            case "announce":
                lowest = view.legal_moves[0] if view.legal_moves else None
                low = lowest.result if isinstance(lowest, Announce) else LADDER[0]
                lines.append(f"  Announce a result (at least {low}): a X, + or t")
            case "respond":
                lines.append("  b (believe) or d (doubt)")
            case "target":
                lines.append(f"  You rolled {view.special}: t N to choose who takes the points")
            case "face":
                lines.append(
                    f"  You face {_points(view.stake)} from "
                    f"{names[view.attacker] if view.attacker is not None else '?'}: "
                    "ok (accept) or dq (double or quits)"
                )
        return lines

    def read(self, words: list[str], view: DiceView) -> Move:
        """The move typed, shortcuts allowed; ``ValueError`` saying what was wrong."""
        match words:
            case ["r" | "roll"]:
                return ROLL
            case ["51"] | ["a" | "announce", "51"]:
                return ANNOUNCE_51
            case ["b" | "believe"]:
                return BELIEVE
            case ["d" | "doubt"]:
                return DOUBT
            case ["ok" | "accept"]:
                return ACCEPT
            case ["dq" | "double"] | ["double", "or", "quits"]:
                return DOUBLE_OR_QUITS
            case ["+" | "up"]:
                if view.phase != "announce" or not view.legal_moves:
                    raise ValueError("there is nothing to announce now")
                return view.legal_moves[0]
            case ["t" | "truth"] if view.phase == "announce":
                if view.dice is None:
                    raise ValueError("you have no dice under the cup")
                return ANNOUNCES[view.dice.code]
            case ["t" | "target", word]:
                return _target(word, view)
            case ["a" | "announce", *rest] if rest:
                return ANNOUNCES[_result(rest).code]
            case [word] if word[:1].isdigit() or word.startswith("d"):
                return ANNOUNCES[_result([word]).code]
        return parse_move(" ".join(words))

    def result(self, game: Game, names: Sequence[str]) -> list[str]:
        lines = []
        winners = game.winners()
        for seat, points in enumerate(game.points):
            mark = "  winner" if seat in winners else ("  out" if seat in game.out else "")
            lines.append(f"  {names[seat]:<10} {_points(points)}{mark}")
        lines.append(f"Winner: {' and '.join(names[seat] for seat in sorted(winners))}")
        return lines


def _result(words: list[str]) -> Result:
    """A ladder value from "65", "6 5", "d3", "dd3", "double 3"."""
    text = " ".join(words)
    compact = text.replace(" ", "")
    if compact.startswith("double"):
        compact = "d" + compact[len("double") :]
    if compact.startswith("d") and compact[1:].isdigit() and len(compact) == 2:
        text = f"double {compact[1]}"
    elif compact.isdigit() and len(compact) == 2:
        high, low = sorted(compact, reverse=True)
        text = f"double {high}" if high == low else f"{high}{low}"
    result = Result.parse(text)
    if result.is_special:
        raise ValueError(f"{result} is a special and is never announced")
    return result


def _target(word: str, view: DiceView) -> Target:
    if word.isdigit():
        return TARGETS[int(word)] if int(word) < len(TARGETS) else Target(int(word))
    raise ValueError(f"choose a seat number, not {word!r}")
