"""The dice table inside the app: the plain ``DiceTable`` plus what a session adds — saving
after every move, hand-overs in pass-and-play, the coach (hint and undo), a way back to the
menu, a match's running score, and results that lead to the next game."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import TYPE_CHECKING

import pygame

from goju51.app.kit.i18n import tr
from goju51.app.kit.scene import Scene
from goju51.app.table.thinking import Opponent, Thought
from goju51.games.dice import Game
from goju51.tables.dice.coach import ask_coach, coach_line
from goju51.tables.dice.gameover import DiceResultsScene
from goju51.tables.dice.table import DiceTable

if TYPE_CHECKING:
    from goju51.app.flow import Flow

COACH_SECONDS = 8.0


class DiceGameTable(DiceTable):
    def __init__(
        self,
        flow: Flow,
        game: Game,
        viewer: int,
        opponents: Mapping[int, Opponent],
        names: Mapping[int, str],
    ) -> None:
        super().__init__(flow.context, game, viewer, opponents, names, play_again=flow.after_game)
        self.flow = flow
        self.coach: Thought | None = None
        self.log = flow.log
        self.names_you = True

    # ------------------------------------------------------------------- hooks

    def moved(self) -> None:
        self.flow.moved(self)

    def turn_began(self, seat: int) -> None:
        self.flow.turn_started(self, seat)

    def settings_changed(self) -> None:
        self.flow.keep_settings()

    def status_lines(self) -> list[str]:
        score = self.flow.scores_line()
        return [score] if score else []

    def corner_buttons(self) -> list[tuple[str, Callable[[], None], bool]]:
        session = self.flow.session
        return [
            (tr("table.menu"), self.flow.open_menu, True),
            (tr("table.hint"), self.ask_hint, self.flow.coach_on(self.viewer)),
            (
                tr("table.undo"),
                self.undo,
                session is not None and session.setup.undo_allowed and not self.game.is_over,
            ),
            (
                tr("table.sound_off" if self.context.settings.muted else "table.sound_on"),
                self.toggle_sound,
                True,
            ),
        ]

    def results_scene(self) -> Scene:
        flow = self.flow
        winners = flow.match_winners()
        if flow.session is not None:
            button = "over.next_game"
        else:
            button = "over.new_match" if winners else "over.play_again"
        setup = (flow.session or flow.finished).setup

        def lines() -> list[str]:
            extra = [flow.scores_line()]
            if winners:
                extra.append(tr("over.match_won", names=winners))
            return [line for line in extra if line]

        return DiceResultsScene(
            self.context,
            self.result,
            self.names,
            self.viewer,
            flow.after_game,
            self.game.rules,
            you=not setup.pass_and_play,
            button_key=button,
            lines=lines,
            menu=flow.open_menu,
        )

    # ---------------------------------------------------------------- commands

    def before_move(self, move: Hashable) -> None:
        """A hint is about the decision just made: it goes with it."""
        super().before_move(move)
        self.toast = None

    def ask_hint(self) -> None:
        if not self.flow.coach_on(self.viewer):
            self.toast = (tr("coach.off"), COACH_SECONDS / 2)
        elif self.accepting_input and self.coach is None:
            self.coach = ask_coach(self.game.view(self.viewer), time_budget=self.flow.time_budget)
            self.toast = (tr("coach.thinking"), COACH_SECONDS)

    def undo(self) -> None:
        refusal = self.flow.undo(self)
        if refusal is not None:
            self.toast = (refusal, COACH_SECONDS / 2)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.coach is not None:
            move = self.coach.result()
            if move is not None:
                view, self.coach = self.coach.view, None
                if view.history == self.game.history and view.phase == self.game.phase:
                    self.flow.count_hint(self.viewer)
                    self.toast = (coach_line(view, move, self.names), COACH_SECONDS)
                    self.focus_key = self._action_key(move)  # the hinted choice is ringed
                    self.show_focus = True

    def _key(self, key: int) -> bool:
        commands = {
            pygame.K_ESCAPE: self.flow.ask_to_leave,
            pygame.K_h: self.ask_hint,
            pygame.K_u: self.undo,
        }
        if key in commands:
            commands[key]()
            return True
        return super()._key(key)
