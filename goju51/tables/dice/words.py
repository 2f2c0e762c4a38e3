"""What the dice table says, in the player's language: results, the verdict of a doubt, why
points were taken, and one log line per event. Every line is built from an engine event (what
happened), never from a rule worked out again here; hidden dice are never told."""

from __future__ import annotations

from collections.abc import Callable

from goju51.app.kit.i18n import tr, tr_count
from goju51.games.dice import (
    Accept,
    Accepted,
    Announce,
    Announced,
    AnnouncedFiftyOne,
    AnnounceFiftyOne,
    Believe,
    Believed,
    DiceView,
    DirectionReversed,
    DoubledOrQuit,
    DoubleOrQuits,
    Doubt,
    Doubted,
    Event,
    Facing,
    GameOver,
    Penalty,
    PlayerOut,
    Result,
    Roll,
    Rolled,
    RollOff,
    RoundStarted,
    Special,
    StackedDice,
    Target,
    Targeted,
)

Name = Callable[[int], str]
"""A seat's name as the table shows it."""


def result_name(result: Result) -> str:
    """ "65", "double 3", "21", "51" in the player's language."""
    if result.is_double:
        return tr("dice.result.double", face=result.high)
    return f"{result.high}{result.low}"


def points_text(points: int) -> str:
    return tr_count("dice.points", points)


def direction_text(direction: int) -> str:
    return tr("dice.clockwise" if direction > 0 else "dice.anticlockwise")


def verdict(event: Doubted, name: Name) -> str:
    """ "64 announced, 53 under the cup: Ben bluffed" (or told the truth)."""
    return tr(
        "dice.verdict.lie" if event.lie else "dice.verdict.truth",
        announced=result_name(event.announced),
        dice=result_name(event.dice),
        announcer=name(event.announcer),
        doubter=name(event.player),
    )


def penalty_line(event: Penalty, name: Name) -> str:
    """ "Ben takes 1 point for a bluff caught (now 3)"."""
    return tr(
        f"dice.penalty.{event.reason}",
        name=name(event.player),
        points=points_text(event.points),
        total=event.total,
    )


def direction_line(direction: int) -> str:
    return tr("dice.log.direction", direction=direction_text(direction))


def event_line(event: Event, name: Name) -> str | None:
    """The log's line for ``event`` (None for the events the log leaves out)."""
    match event:
        case RollOff(rolls=rolls, first=first):
            turns = " | ".join(
                tr("list.separator").join(f"{name(seat)} {face}" for seat, face in turn)
                for turn in rolls
            )
            return tr("dice.log.roll_off", rolls=turns, name=name(first))
        case RoundStarted(player=player, direction=direction):
            return tr("dice.log.round", name=name(player), direction=direction_text(direction))
        case Rolled(player=player, result=result, hidden=hidden):
            if hidden or result is None:
                return tr("dice.log.rolled_hidden", name=name(player))
            return tr("dice.log.rolled_open", name=name(player), result=result_name(result))
        case StackedDice(player=player):
            return tr("dice.log.stacked", name=name(player))
        case Announced(player=player, result=result, to=to):
            return tr(
                "dice.log.announced", name=name(player), result=result_name(result), to=name(to)
            )
        case Believed(player=player, announcer=announcer):
            return tr("dice.log.believed", name=name(player), announcer=name(announcer))
        case Doubted():
            return verdict(event, name)
        case Special(player=player, result=result):
            return tr(f"dice.log.special_{result.high}{result.low}", name=name(player))
        case DirectionReversed(direction=direction):
            return direction_line(direction)
        case Targeted(player=player, target=target, special=special, points=points):
            return tr(
                "dice.log.targeted",
                name=name(player),
                target=name(target),
                special=result_name(special),
                points=points_text(points),
            )
        case AnnouncedFiftyOne(player=player, result=result, hit=hit):
            return tr(
                "dice.log.fifty_one_hit" if hit else "dice.log.fifty_one_miss",
                name=name(player),
                result=result_name(result),
            )
        case Facing(player=player, attacker=attacker, stake=stake):
            return tr(
                "dice.log.facing",
                name=name(player),
                attacker=name(attacker),
                points=points_text(stake),
            )
        case Accepted(player=player, stake=stake):
            return tr("dice.log.accepted", name=name(player), points=points_text(stake))
        case DoubledOrQuit(player=player, attacker=attacker, stake=stake, result=result, hit=hit):
            return tr(
                "dice.log.double_hit" if hit else "dice.log.double_miss",
                name=name(player),
                attacker=name(attacker),
                result=result_name(result),
                points=points_text(2 * stake),
            )
        case Penalty():
            return penalty_line(event, name)
        case PlayerOut(player=player, points=points):
            return tr("dice.log.out", name=name(player), points=points_text(points))
        case GameOver():
            return None
    return None


def history_lines(view: DiceView, name: Name) -> list[str]:
    """The log as a table opened on a game in progress tells it: every move so far, with the
    dice everyone saw (``view.shown``), and nothing that was not shown."""
    shown = dict(view.shown)
    history = view.history
    lines: list[str] = []
    announcer = -1
    for index, (seat, move) in enumerate(history):
        result = shown.get(index)
        match move:
            case Roll():
                if index in shown and result is None:
                    lines.append(tr("dice.log.stacked", name=name(seat)))
                elif result is not None:
                    lines.append(
                        tr("dice.log.rolled_open", name=name(seat), result=result_name(result))
                    )
                else:
                    lines.append(tr("dice.log.rolled_hidden", name=name(seat)))
            case Announce(result=announced):
                announcer = seat
                to = history[index + 1][0] if index + 1 < len(history) else view.current_player
                lines.append(
                    tr(
                        "dice.log.announced",
                        name=name(seat),
                        result=result_name(announced),
                        to=name(to),
                    )
                )
            case Believe():
                lines.append(tr("dice.log.believed", name=name(seat), announcer=name(announcer)))
            case Doubt() if result is not None:
                lines.append(
                    tr(
                        "dice.log.doubted",
                        name=name(seat),
                        announcer=name(announcer),
                        dice=result_name(result),
                    )
                )
            case AnnounceFiftyOne() if result is not None:
                lines.append(
                    tr("dice.log.fifty_one_rolled", name=name(seat), result=result_name(result))
                )
            case DoubleOrQuits() if result is not None:
                lines.append(
                    tr("dice.log.double_rolled", name=name(seat), result=result_name(result))
                )
            case Target(seat=target):
                lines.append(tr("dice.log.picked", name=name(seat), target=name(target)))
            case Accept():
                lines.append(tr("dice.log.accepted_stake", name=name(seat)))
    return lines
