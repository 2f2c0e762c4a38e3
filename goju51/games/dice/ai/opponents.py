"""The computer opponents, one class per level: each sees only a ``DiceView``.

Most decisions are a few table look-ups or a loop over the 19 ladder values; the expert's
lookaheads (``lookahead``, ``table``) are made once a round and take a few milliseconds.
"""

from __future__ import annotations

import random

import goju51.games.dice.ai.equilibrium_data as equilibrium_data
from goju51.core.opponent import BaseOpponent
from goju51.games.dice.ai.lookahead import Model, Plan
from goju51.games.dice.ai.reading import (
    FAIR_AT_LEAST,
    PLAIN_BLUFF_UP,
    PLAIN_UNDERSTATE,
    POINT,
    SPECIALS_WORTH,
    Reads,
    SeatRead,
    believe_worth,
    doubt_gain,
    lie_chance,
    push_target,
    sensible_target,
    standings,
)
from goju51.games.dice.ai.survival import win_chance
from goju51.games.dice.ai.table import SPECIAL, TablePlan
from goju51.games.dice.moves import (
    ACCEPT,
    ANNOUNCE_51,
    ANNOUNCES,
    BELIEVE,
    DOUBLE_OR_QUITS,
    DOUBT,
    ROLL,
    TARGETS,
    Move,
)
from goju51.games.dice.results import CODE_21, LADDER, NUM_LADDER
from goju51.games.dice.state import FIFTY_ONE_STAKE
from goju51.games.dice.view import DiceView

Decision = tuple[Move, str]


class Opponent(BaseOpponent):
    """A computer player of this game: ``choose(view)`` returns a legal move for the view's seat."""

    pace_spread = 0.1

    def choose(self, view: DiceView) -> Move:
        return self.explain(view)[0]

    def explain(self, view: DiceView) -> Decision:
        """The move and a one-line reason, e.g. ``"65 is a lie 7 times in 10: doubt"``."""
        if not view.legal_moves or view.is_over:
            raise ValueError(f"it is not seat {view.seat}'s turn to move")
        match view.phase:
            case "roll":
                return self.roll(view)
            case "announce":
                standing = view.announcement.result.code if view.announcement else -1
                if view.dice is None:
                    raise ValueError("the roller's view must show its dice")
                return self.announce(view, standing, view.dice.code)
            case "respond":
                before, announced = standings(view)
                return self.respond(view, before, announced)
            case "target":
                return self.target(view)
            case "face":
                return self.face(view)
        raise ValueError(f"unknown phase {view.phase!r}")

    # ------------------------------------------------------------------ the usual decisions

    def roll(self, view: DiceView) -> Decision:
        return ROLL, "rolls the cup"

    def announce(self, view: DiceView, standing: int, dice: int) -> Decision:
        low = max(standing, 0)
        if dice >= low:
            return ANNOUNCES[dice], f"tells the truth: {LADDER[dice]}"
        return ANNOUNCES[low], f"has {LADDER[dice]}, must bluff: {LADDER[low]}"

    def respond(self, view: DiceView, before: int, announced: int) -> Decision:
        raise NotImplementedError

    def target(self, view: DiceView) -> Decision:
        return wise_target(view)

    def face(self, view: DiceView) -> Decision:
        if view.points[view.seat] + view.stake >= view.rules.limit:
            return DOUBLE_OR_QUITS, f"{view.stake} points would put me out: double or quits"
        return ACCEPT, f"takes {view.stake} points rather than risk {2 * view.stake}"


def wise_target(view: DiceView) -> Decision:
    """The target that helps most: end a first-out game I win, knock a player out, or hit the
    player with the fewest points (the closest rival)."""
    assert view.special is not None
    stake = 1 if view.special.code == CODE_21 else 4
    others = [move.seat for move in view.legal_moves]  # type: ignore[union-attr]
    seat, reason = sensible_target(view.points, view.seat, others, stake, view.rules)
    return TARGETS[seat], reason


class Beginner(Opponent):
    """Tells the truth, bluffs only when it must (the lowest value allowed), believes nearly
    everything, and sometimes gambles: announces 51 or goes double or quits on a whim."""

    level = "beginner"
    base_pace = 1.4

    def roll(self, view: DiceView) -> Decision:
        if self.rng.random() < 0.04:
            return ANNOUNCE_51, "feels lucky: announces 51!"
        return ROLL, "rolls the cup"

    def respond(self, view: DiceView, before: int, announced: int) -> Decision:
        chance = 0.08 + (0.25 if announced >= 13 else 0.0)
        if self.rng.random() < chance:
            return DOUBT, f"{LADDER[announced]}? I don't believe it"
        return BELIEVE, f"{LADDER[announced]}, sure"

    def target(self, view: DiceView) -> Decision:
        move = self.rng.choice(view.legal_moves)
        return move, "picks someone"

    def face(self, view: DiceView) -> Decision:
        if self.rng.random() < 0.25:
            return DOUBLE_OR_QUITS, "double or quits!"
        return super().face(view)


class Easy(Opponent):
    """Announces the lowest value allowed when it is true, else the next one up; doubts every
    announcement from double 1 up; gives a special's points to the next player; always accepts."""

    level = "easy"
    base_pace = 1.2
    threshold = 13  # double 1

    def announce(self, view: DiceView, standing: int, dice: int) -> Decision:
        low = max(standing, 0)
        if dice >= low:
            return ANNOUNCES[low], f"{LADDER[low]}, true enough"
        up = min(low + 1, NUM_LADDER - 1) if standing >= 0 else low
        return ANNOUNCES[up], f"bluffs {LADDER[up]}"

    def respond(self, view: DiceView, before: int, announced: int) -> Decision:
        if announced >= self.threshold:
            return DOUBT, f"{LADDER[announced]} is too high: doubt"
        return BELIEVE, f"{LADDER[announced]} is believable"

    def target(self, view: DiceView) -> Decision:
        seat = view.next_player()
        return TARGETS[seat], "the next player takes it"

    def face(self, view: DiceView) -> Decision:
        if view.points[view.seat] + view.stake >= view.rules.limit:
            return DOUBLE_OR_QUITS, "nothing to lose: double or quits"
        return ACCEPT, "accepts"


class Normal(Opponent):
    """Plays the ladder's exact chances: doubts when an announcement is more likely a lie than
    believing is worth, announces its dice, bluffs the lowest value when it must, and now and
    then bluffs a low true roll up to where the next roll fails about half the time."""

    level = "normal"
    base_pace = 1.0

    def announce(self, view: DiceView, standing: int, dice: int) -> Decision:
        low = max(standing, 0)
        if dice < low:
            return ANNOUNCES[low], f"has {LADDER[dice]}: bluffs the lowest, {LADDER[low]}"
        if FAIR_AT_LEAST[dice] > 0.6 and self.rng.random() < 0.3:
            target = push_target(dice, 0.5)
            return ANNOUNCES[target], f"has {LADDER[dice]}, pushes to {LADDER[target]}"
        return ANNOUNCES[dice], f"tells the truth: {LADDER[dice]}"

    def respond(self, view: DiceView, before: int, announced: int) -> Decision:
        lie = lie_chance(before, announced, PLAIN_BLUFF_UP, PLAIN_UNDERSTATE)
        if doubt_gain(before, announced) > 0:
            return DOUBT, f"{LADDER[announced]} is a lie {lie:.0%} of the time: doubt"
        return BELIEVE, f"{LADDER[announced]} is a lie {lie:.0%} of the time: believe"


class Hard(Opponent):
    """Reads every player's habits from the public history (bluffs caught, doubts made) and
    plays the best answer to them: doubts liars more, tells the truth to doubters, and pushes
    believers with high announcements."""

    level = "hard"
    base_pace = 0.9

    def reads(self, view: DiceView) -> Reads:
        return Reads.of(view)

    def announce(self, view: DiceView, standing: int, dice: int) -> Decision:
        read = self.reads(view).seats[view.next_player()]
        return read_announcement(self.rng, read, standing, dice)

    def respond(self, view: DiceView, before: int, announced: int) -> Decision:
        reads = self.reads(view)
        announcer = view.announcement.seat if view.announcement else view.seat
        read = reads.seats[announcer]
        model = lie_chance(before, announced, bluff_rate(read), read.understate_rate())
        if announced > before:
            count, rate = read.raised_doubted, read.raise_lie_rate()
        else:
            count = read.doubted - read.raised_doubted
            rate = (read.lies - read.raised_lies + 2.0) / (count + 3.0)
        seen = count / (count + 3)
        lie = (1 - seen) * model + seen * rate
        follower = reads.seats[view.next_player()]
        believe = believe_worth(announced, low_doubt_rate(follower), follower.high_doubt_rate())
        if (2 * lie - 1) * POINT > believe:
            return DOUBT, f"{LADDER[announced]}: a lie {lie:.0%} of the time from them: doubt"
        return BELIEVE, f"{LADDER[announced]}: a lie {lie:.0%} of the time from them: believe"


def bluff_rate(read: SeatRead) -> float:
    """How often a player bluffs above the honest announcement, from the lies caught when it
    raised the announcement (a lie at the standing value may be forced)."""
    return min(0.9, max(0.02, read.raise_lie_rate(prior=0.35)))


def low_doubt_rate(read: SeatRead, prior: float = 0.3, weight: float = 3.0) -> float:
    lows = read.responses - read.high_responses
    return (read.doubts - read.high_doubts + prior * weight) / (lows + weight)


def read_announcement(
    rng: random.Random, read: SeatRead, standing: int, dice: int
) -> tuple[Move, str]:
    """The announcement that suits the next player's habits: the truth to a doubter; to a
    believer, a low true roll pushed up to a value it will often fail to beat."""
    low = max(standing, 0)
    rate = read.doubt_rate()
    if dice < low:
        return ANNOUNCES[low], f"has {LADDER[dice]}: bluffs the lowest, {LADDER[low]}"
    push = min(0.95, max(0.0, 1.0 - 2.0 * rate))
    fail = min(0.5, max(0.03, rate))
    if FAIR_AT_LEAST[dice] > fail and rng.random() < push:
        target = push_target(dice, fail)
        return ANNOUNCES[target], (
            f"has {LADDER[dice]}, pushes to {LADDER[target]}: they doubt only {rate:.0%}"
        )
    return ANNOUNCES[dice], f"tells the truth, {LADDER[dice]}: they doubt {rate:.0%}"


class Expert(Hard):
    """Heads-up (two players still in), plays its best answer to a model of the opponent
    learned from the public history (``lookahead``: how often it doubts each announcement, how
    honestly it announces), solved exactly over the rest of the round, wherever that beats the
    equilibrium of a round (CFR+, ``solve.py``, shipped as ``equilibrium_data``) by a clear
    margin; otherwise, and while the evidence is thin, the equilibrium's mixed bluffs and
    doubts. At a table of three or more, it plays its best answer over the rest of the round
    to a model of every other seat (``table``), for its chance of winning the game given the
    points (``survival``). Its targets, double or quits and announcing 51 are chosen for that
    chance too."""

    level = "expert"
    base_pace = 0.8

    margin = 0.03
    """Heads-up: how much better (in points) the lookahead's best answer must look than the
    equilibrium's mix before the expert plays it instead, once the evidence is ample."""

    caution = 0.05
    """The margin's extra while the evidence is thin: ``caution / (1 + evidence)``, with the
    evidence the opponent's answers and caught announcements seen so far."""

    _heads_up: tuple[tuple[object, ...], int, Plan, float] | None = None
    _table: tuple[tuple[object, ...], TablePlan] | None = None
    """The lookaheads of the round in play, each made at the expert's first decision of the
    round that needs it (the models read then) and kept with the round's key (``round_key``)."""

    def plan(self, view: DiceView, standing: int) -> tuple[Plan, float]:
        """Heads-up: the lookahead from ``standing`` up against the opponent's model, and the
        margin its best answer must clear over the equilibrium's mix; made once a round."""
        key = round_key(view)
        cached = self._heads_up
        if cached is not None and cached[0] == key and cached[1] <= standing:
            return cached[2], cached[3]
        model = Model.of(view, view.next_player())
        evidence = len(model.answers) + len(model.caught)
        plan = Plan.of(model, standing, POINT, SPECIALS_WORTH)
        margin = self.margin + self.caution / (1 + evidence)
        self._heads_up = (key, standing, plan, margin)
        return plan, margin

    def table_plan(self, view: DiceView, standing: int) -> TablePlan:
        """At a table of three or more: the lookahead from ``standing`` up; made once a round."""
        key = round_key(view)
        cached = self._table
        if cached is not None and cached[0] == key and cached[1].lowest <= standing:
            return cached[1]
        plan = TablePlan(view, standing)
        self._table = (key, plan)
        return plan

    def roll(self, view: DiceView) -> Decision:
        if len(view.players_in) == 2:
            return ROLL, "rolls the cup"
        standing = view.announcement.result.code if view.announcement else -1
        plan = self.table_plan(view, standing)
        rolling = plan.worth[0][standing + 1]
        others = list(view.points)
        for seat in view.players_in:
            others[seat] += 0 if seat == view.seat else FIFTY_ONE_STAKE
        hit = win_chance(others, view.seat, view.rules)
        gamble = SPECIAL * hit + (1 - SPECIAL) * plan.after(view.seat, FIFTY_ONE_STAKE)
        if gamble > rolling:
            return ANNOUNCE_51, f"announces 51: {gamble:.0%} to win against {rolling:.0%}"
        return ROLL, f"rolls the cup ({rolling:.0%} to win)"

    def announce(self, view: DiceView, standing: int, dice: int) -> Decision:
        if len(view.players_in) == 2:
            return self.announce_heads_up(view, standing, dice)
        worths = self.table_plan(view, standing).announce_worths(standing, dice)
        best = max(range(len(worths)), key=worths.__getitem__)
        code = max(standing, 0) + best
        kind = "truth" if code <= dice else "bluff"
        return ANNOUNCES[code], (
            f"has {LADDER[dice]}, best against the table, {kind}: {LADDER[code]} "
            f"({worths[best]:.0%} to win)"
        )

    def announce_heads_up(self, view: DiceView, standing: int, dice: int) -> Decision:
        plan, margin = self.plan(view, standing)
        worths = plan.worths(standing, dice)
        row = equilibrium_data.ANNOUNCE[standing + 1][dice]
        mix = sum(chance * worth for chance, worth in zip(row, worths, strict=True)) / sum(row)
        best = max(range(len(worths)), key=worths.__getitem__)
        low = max(standing, 0)
        if worths[best] - mix > margin:
            code = low + best
            kind = "truth" if code <= dice else "bluff"
            return ANNOUNCES[code], (
                f"best answer to their habits, {kind}: {LADDER[code]} "
                f"({worths[best] - mix:+.2f} over the equilibrium)"
            )
        return self.equilibrium_announcement(standing, dice)

    def equilibrium_announcement(self, standing: int, dice: int) -> Decision:
        low = max(standing, 0)
        row = equilibrium_data.ANNOUNCE[standing + 1][dice]
        pick = self.rng.random() * sum(row)
        choice = len(row) - 1
        for index, chance in enumerate(row):
            pick -= chance
            if pick < 0:
                choice = index
                break
        code = low + choice
        kind = "truth" if code <= dice else "bluff"
        return ANNOUNCES[code], f"equilibrium {kind}: {LADDER[code]} ({row[choice]:.0%})"

    def respond(self, view: DiceView, before: int, announced: int) -> Decision:
        if len(view.players_in) > 2:
            doubt, believe = self.table_plan(view, announced).answer(before, announced)
            if doubt > believe:
                return (
                    DOUBT,
                    f"{LADDER[announced]}: doubting wins {doubt:.0%}, believing {believe:.0%}",
                )
            return (
                BELIEVE,
                f"{LADDER[announced]}: believing wins {believe:.0%}, doubting {doubt:.0%}",
            )
        low = max(before, 0)
        chance = equilibrium_data.DOUBT[before + 1][announced - low]
        plan, margin = self.plan(view, before)
        doubt, believe = plan.answer(before, announced)
        mix = chance * doubt + (1 - chance) * believe
        if max(doubt, believe) - mix > margin:
            if doubt > believe:
                return DOUBT, f"{LADDER[announced]}: their habits make it a lie: doubt"
            return BELIEVE, f"{LADDER[announced]}: their habits make it true: believe"
        if self.rng.random() < chance:
            return DOUBT, f"{LADDER[announced]}: doubts ({chance:.0%} at equilibrium)"
        return BELIEVE, f"{LADDER[announced]}: believes ({1 - chance:.0%} at equilibrium)"

    def target(self, view: DiceView) -> Decision:
        assert view.special is not None
        stake = 1 if view.special.code == CODE_21 else FIFTY_ONE_STAKE

        def chance(seat: int) -> float:
            after = list(view.points)
            after[seat] += stake
            return win_chance(after, view.seat, view.rules)

        seats = [move.seat for move in view.legal_moves]  # type: ignore[union-attr]
        seat = max(seats, key=lambda s: (chance(s), -s))
        return TARGETS[seat], f"hits seat {seat}: {chance(seat):.0%} to win after"

    def face(self, view: DiceView) -> Decision:
        assert view.attacker is not None
        stake = view.stake

        def chance(seat: int, points: int) -> float:
            after = list(view.points)
            after[seat] += points
            return win_chance(after, view.seat, view.rules)

        accept = chance(view.seat, stake)
        gamble = (1 - SPECIAL) * chance(view.seat, 2 * stake) + SPECIAL * chance(
            view.attacker, 2 * stake
        )
        if gamble > accept:
            return DOUBLE_OR_QUITS, f"double or quits: {gamble:.0%} to win against {accept:.0%}"
        return ACCEPT, f"takes {stake} points: {accept:.0%} to win against {gamble:.0%}"


def round_key(view: DiceView) -> tuple[object, ...]:
    """What a round's lookahead depends on besides the round's own moves: the seat, the rules,
    the points, the direction and the history up to the round's start (the models read it)."""
    start = view.shown[-1][0] + 1 if view.shown else 0
    return (view.seat, view.rules, view.points, view.direction, view.history[:start])


class AlwaysDoubt(Opponent):
    """Reference probe: doubts every announcement, tells the truth when it can."""

    level = "always_doubt"

    def respond(self, view: DiceView, before: int, announced: int) -> Decision:
        return DOUBT, "always doubts"


class NeverDoubt(Opponent):
    """Reference probe: believes every announcement, tells the truth when it can."""

    level = "never_doubt"

    def respond(self, view: DiceView, before: int, announced: int) -> Decision:
        return BELIEVE, "never doubts"


LEVEL_CLASSES: dict[str, type[Opponent]] = {
    cls.level: cls for cls in (Beginner, Easy, Normal, Hard, Expert, AlwaysDoubt, NeverDoubt)
}
