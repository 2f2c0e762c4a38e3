"""The coach at the dice table: the move the strongest computer opponent would make for a
person's seat, with the odds behind it in the player's language ("doubt: a 65 or better comes
up about 1 time in 4"). The move comes from the host's coach (the strongest level); the odds
are counted from the engine's chances per result, so they are always right. When what the
announcer was seen doing turns the answer against those odds, the line says what it read
("doubt 64 against the odds — Élodie lied when doubted: 3 of 4")."""

from __future__ import annotations

from fractions import Fraction

from goju51.app.kit.i18n import tr, tr_count
from goju51.games.dice import (
    Accept,
    Announce,
    AnnounceFiftyOne,
    Believe,
    DiceView,
    DoubleOrQuits,
    Doubt,
    Move,
    Roll,
    Target,
)
from goju51.games.dice.ai.reading import Reads, doubt_gain, standings
from goju51.games.dice.results import CHANCE_36, CODE_51
from goju51.tables.dice.odds import ROLLS, as_times, reach_chance
from goju51.tables.dice.words import points_text, result_name

FIFTY_ONE_CHANCE = Fraction(CHANCE_36[CODE_51], ROLLS)


def odds_text(chance: Fraction) -> str:
    """ "1 time in 4", or "about 1 time in 4" when the small numbers round the chance."""
    count, total = as_times(chance)
    exact = Fraction(count, total) == chance
    return tr_count("dice.odds.exact" if exact else "dice.odds.about", count, total=total)


def announcer_read(view: DiceView, doubt: bool, names: dict[int, str]) -> str | None:
    """What the announcer was seen doing when doubted ("Élodie lied when doubted: 3 of 4"),
    when it decided the answer (finding F25): the plain odds of the ladder say the
    other answer, and the announcer has been doubted before. None otherwise."""
    assert view.announcement is not None
    plain_doubt = doubt_gain(*standings(view)) > 0
    seat = view.announcement.seat
    read = Reads.of(view).seats[seat]
    if plain_doubt == doubt or read.doubted == 0:
        return None
    count = read.lies if doubt else read.doubted - read.lies
    key = "dice.coach.read_lied" if doubt else "dice.coach.read_truthful"
    return tr(key, name=names.get(seat, str(seat + 1)), count=count, total=read.doubted)


def coach_line(view: DiceView, move: Move, names: dict[int, str]) -> str:
    """Why ``move``, with the chances that make it a good one."""
    fifty_one = odds_text(FIFTY_ONE_CHANCE)
    match move:
        case Doubt() | Believe():
            standing = view.announcement
            if standing is None:
                raise ValueError("there is no announcement to answer")
            answer = "doubt" if isinstance(move, Doubt) else "believe"
            read = announcer_read(view, isinstance(move, Doubt), names)
            return tr(
                f"dice.coach.{answer}" if read is None else f"dice.coach.{answer}_read",
                result=result_name(standing.result),
                odds=odds_text(reach_chance(standing.result)),
                read=read,
            )
        case Announce(result=result):
            dice = view.dice
            odds = odds_text(reach_chance(result))
            if dice is not None and dice == result:
                key = "dice.coach.truth"
            elif dice is not None and dice.rank is not None and dice.rank < (result.rank or 0):
                key = "dice.coach.bluff"
            else:
                key = "dice.coach.under"
            dice_name = result_name(dice) if dice is not None else "?"
            return tr(key, result=result_name(result), dice=dice_name, odds=odds)
        case Roll():
            return tr("dice.coach.roll", odds=fifty_one)
        case AnnounceFiftyOne():
            return tr("dice.coach.fifty_one", odds=fifty_one)
        case Target(seat=seat):
            return tr(
                "dice.coach.target",
                name=names.get(seat, str(seat + 1)),
                points=points_text(view.points[seat]),
                limit=view.rules.limit,
            )
        case Accept():
            return tr("dice.coach.accept", points=points_text(view.stake), odds=fifty_one)
        case DoubleOrQuits():
            return tr("dice.coach.double", points=points_text(2 * view.stake), odds=fifty_one)
    raise ValueError(f"no coaching line for {move!r}")
