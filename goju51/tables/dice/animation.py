"""The dice table, part 2: the events → animation script. Each engine event becomes timed
steps: the cup shaken and set down, lifted for the roller alone, an announcement shown large,
a doubt's reveal with its verdict, points flying to a player's counter, the arrow of play
turning round, a player going out, the winner celebrated."""

from __future__ import annotations

from functools import partial

import pytweening

from goju51.app.kit.confetti import Confetti
from goju51.app.kit.i18n import join_names, tr_count
from goju51.app.kit.scene import Scene
from goju51.app.kit.tween import Tween
from goju51.app.table.base import BANNER_SECONDS
from goju51.games.dice import (
    Announced,
    AnnouncedFiftyOne,
    DirectionReversed,
    DoubledOrQuit,
    Doubted,
    Event,
    Facing,
    GameOver,
    Penalty,
    PlayerOut,
    Result,
    Rolled,
    RollOff,
    RoundStarted,
    Special,
    StackedDice,
    Targeted,
)
from goju51.tables.dice.look import (
    ARROW_TURN,
    CELEBRATION,
    FLIGHT,
    HOLD,
    LIFT,
    PASS,
    REVEAL_HOLD,
    ROLL_OFF_HOLD,
    SET_DOWN,
    SHAKE,
    Chip,
)
from goju51.tables.dice.state import DiceTableState
from goju51.tables.dice.words import event_line, penalty_line, verdict


class DiceAnimation(DiceTableState):
    """The dice table's events → animation script; see the module docstring."""

    def queue(self, event: Event) -> None:
        line = event_line(event, self._name)
        match event:
            case RollOff():
                self._queue_roll_off(event, line)
            case RoundStarted():
                self.timeline.then(lambda: self._start_round(event, line), LIFT)
            case Rolled():
                self._queue_roll(event.player, event.result, event.hidden, line)
            case StackedDice():
                self.timeline.then(lambda: self._say(line, "stop"), REVEAL_HOLD)
            case Announced():
                self.timeline.then(lambda: self._show_announcement(event, line), HOLD + 0.4)
            case Doubted():
                self._queue_reveal(event)
            case Special():
                self.timeline.then(lambda: self._say(line, "stop"), REVEAL_HOLD)
            case DirectionReversed():
                self.timeline.then(lambda: self._turn_arrow(event.direction, line), ARROW_TURN)
            case Targeted():
                self.timeline.then(lambda: self._say(line, "click"), HOLD)
            case AnnouncedFiftyOne():
                self._queue_open_roll(event.result, line)
            case Facing():
                self.timeline.then(lambda: self._face(event, line), HOLD)
            case DoubledOrQuit():
                self._queue_open_roll(event.result, line)
            case Penalty():
                self.timeline.then(lambda: self._fly_points(event), FLIGHT + HOLD)
            case PlayerOut():
                self.timeline.then(lambda: self._put_out(event, line), HOLD + 0.5)
            case GameOver():
                self.timeline.then(lambda: self._celebrate(event), CELEBRATION)
                self.timeline.then(self._open_results, 0.0)
            case _:
                if line is not None:
                    self.timeline.then(lambda: self._log(line), HOLD)

    # ---------------------------------------------------------------------- a round

    def _queue_roll_off(self, event: RollOff, line: str | None) -> None:
        for turn in event.rolls:
            self.timeline.then(partial(self._show_roll_off, dict(turn)), ROLL_OFF_HOLD)
        self.timeline.then(lambda: self._end_roll_off(line), HOLD)

    def _show_roll_off(self, faces: dict[int, int]) -> None:
        self.roll_off_faces = faces
        self.context.play("roll")

    def _end_roll_off(self, line: str | None) -> None:
        self.roll_off_faces = {}
        self._log(line)

    def _start_round(self, event: RoundStarted, line: str | None) -> None:
        self.announcement_shown = None
        self.stake_shown = None
        self.direction_shown = event.direction
        self.round_shown += 1
        if not self.dice_public:  # shown dice stay in view until the next roll
            self._lower_cup(forget=True)
        self._pass_cup(event.player)
        self._log(line)

    def _pass_cup(self, seat: int) -> None:
        """The cup slides over toward ``seat``'s plate: the roller's, then each announcement
        hands it on to the player it was made to."""
        place = self.cup_place
        if seat != place.holder:
            place.came_from, place.holder, place.slide = place.holder, seat, 0.0
            self.tweens.add(Tween(place, PASS, ease=pytweening.easeInOutQuad, slide=1.0))

    def _queue_roll(
        self, player: int, result: Result | None, hidden: bool, line: str | None
    ) -> None:
        """Shake, set down, then lift for the roller alone (or for all, a special); dice
        kept from this seat (``None``) stay under the cup."""
        self.timeline.then(self._shake, SHAKE)
        self.timeline.then(self._set_down, SET_DOWN)
        if result is not None and not hidden:
            self.timeline.then(lambda: self._reveal(result), LIFT + HOLD)
        elif result is not None and self._may_look(player):
            self.timeline.then(lambda: self._let_roller_look(result), LIFT)
        self.timeline.then(lambda: self._log(line), 0.0)

    def _queue_open_roll(self, result: Result, line: str | None) -> None:
        """An announce-51 or double-or-quits roll: shaken, then shown to everyone."""
        self.timeline.then(self._shake, SHAKE)
        self.timeline.then(self._set_down, SET_DOWN)
        self.timeline.then(lambda: self._reveal(result), LIFT)
        self.timeline.then(lambda: self._say(line, "stop"), REVEAL_HOLD)

    def _may_look(self, seat: int) -> bool:
        """Dice under the cup are shown to the viewer's own rolls only, when a person sits
        there (a computer's table view shows nobody's dice); every roll when the view is of
        every hand (a finished game watched again)."""
        return self.view.every_hand or (seat == self.viewer and seat not in self.computers)

    def _shake(self) -> None:
        self._lower_cup(forget=True)
        self.cup.shake = 1.0
        self.tweens.add(Tween(self.cup, SHAKE, ease=pytweening.easeInQuad, shake=0.0))
        self.context.play("shake")

    def _set_down(self) -> None:
        self.cup.squash = 1.0
        self.tweens.add(Tween(self.cup, SET_DOWN, ease=pytweening.easeOutQuad, squash=0.0))
        self.context.play("roll")

    def _let_roller_look(self, result: Result) -> None:
        self.under_cup, self.dice_public = result, False
        self.tweens.add(Tween(self.cup, LIFT, ease=pytweening.easeOutCubic, lift=1.0))

    def _reveal(self, result: Result, doubted: bool = False) -> None:
        """Show ``result`` to everyone; the round's announcement lapses (a doubt's stays up
        beside the dice it is judged by)."""
        self.under_cup, self.dice_public = result, True
        if not doubted:
            self.announcement_shown = None
        self.tweens.cancel(self.cup)
        self.tweens.add(Tween(self.cup, LIFT, ease=pytweening.easeOutBack, lift=1.0))
        self.context.play("reveal")

    def _lower_cup(self, forget: bool) -> None:
        """Cover the dice: at once when ``forget`` (a new roll, a new round), else by a tween
        after which the dice are forgotten (the roller has announced)."""
        self.tweens.cancel(self.cup)
        if forget or self.cup.lift <= 0:
            self.cup.lift = 0.0
            self.under_cup, self.dice_public = None, False
            return
        self.tweens.add(
            Tween(self.cup, LIFT * 0.8, ease=pytweening.easeInQuad, lift=0.0, on_done=self._forget)
        )

    def _forget(self) -> None:
        self.under_cup, self.dice_public = None, False

    def _show_announcement(self, event: Announced, line: str | None) -> None:
        """The roller covers the dice and hands the cup on (shown every hand, the dice stay
        in view beside the announcement until the next roll)."""
        if not self.dice_public and not self.view.every_hand:
            self._lower_cup(forget=False)
        self.announcement_shown = (event.result, event.player, event.to)
        self._pass_cup(event.to)
        self.announcement_pop = 0.0
        self.tweens.add(Tween(self, HOLD + 0.2, ease=pytweening.easeOutBack, announcement_pop=1.0))
        self.context.play("click")
        self._log(line)

    def _queue_reveal(self, event: Doubted) -> None:
        """The cup lifted for all, then the verdict (the log's line for a doubt)."""
        self.timeline.then(lambda: self._start_reveal(event), LIFT + 0.25)
        self.timeline.then(lambda: self._say(verdict(event, self._name), "stop"), REVEAL_HOLD)

    def _start_reveal(self, event: Doubted) -> None:
        self._reveal(event.dice, doubted=True)

    def _turn_arrow(self, direction: int, line: str | None) -> None:
        self.direction_shown = direction
        self.arrow_flip = -1.0
        self.tweens.add(Tween(self, ARROW_TURN, ease=pytweening.easeInOutSine, arrow_flip=1.0))
        self._log(line)

    def _face(self, event: Facing, line: str | None) -> None:
        self.stake_shown = (event.player, event.attacker, event.stake)
        self._log(line)

    # ---------------------------------------------------------------------- points

    def _fly_points(self, event: Penalty) -> None:
        chip = Chip(event.player, event.points)
        self.chips.append(chip)
        self.tweens.add(
            Tween(
                chip,
                FLIGHT,
                ease=pytweening.easeInOutCubic,
                progress=1.0,
                on_done=lambda: self._land(chip, event),
            )
        )
        self._log(penalty_line(event, self._name))

    def _land(self, chip: Chip, event: Penalty) -> None:
        if chip in self.chips:
            self.chips.remove(chip)
        self.points_shown[event.player] = event.total
        self.landed[event.player] = self.clock
        self.context.play("discard")

    def _put_out(self, event: PlayerOut, line: str | None) -> None:
        self.out_shown.add(event.player)
        self._say(line, "stop")

    def _celebrate(self, event: GameOver) -> None:
        self.result = event
        self.turn_shown = None
        self.stake_shown = None
        self.context.play("win")
        names = join_names([self._name(seat) for seat in event.winners])
        line = tr_count("dice.banner.winner", len(event.winners), names=names)
        self.banner = (line, BANNER_SECONDS)
        self.confetti = Confetti(self.layout.size, seed=len(self.view.history))

    def results(self) -> Scene | None:
        return None if self.result is None else self.results_scene(self.result)

    def _open_results(self) -> None:
        self.banner = None  # the results panel says it now
        scene = self.results()
        if self.stack is not None and scene is not None and self.shows_results:
            self.stack.push(scene)

    def results_scene(self, result: GameOver) -> Scene:
        """The scene that shows how the game ended (pushed once the last event is shown)."""
        from goju51.tables.dice.gameover import DiceResultsScene

        return DiceResultsScene(
            self.context,
            result,
            self.names,
            self.viewer,
            self.play_again,
            self.view.rules,
            self.view.out_order,
        )

    # ------------------------------------------------------------------------ words

    def _say(self, line: str | None, sound: str) -> None:
        if line:
            self.banner = (line, BANNER_SECONDS)
        self.context.play(sound)
        self._log(line)

    def _log(self, line: str | None) -> None:
        if line:
            self.log.append(line)
