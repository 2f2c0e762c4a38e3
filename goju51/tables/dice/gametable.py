"""The dice table inside the app: the plain ``DiceTable`` plus what a session adds (see
``TableInSession``), with the dice coach, whose hinted choice is ringed, and results that lead
to the next game."""

from __future__ import annotations

from collections.abc import Hashable

from goju51.app.kit.scene import Scene
from goju51.app.table.session import COACH_SECONDS, TableInSession
from goju51.games.dice import DiceView, GameOver, Move
from goju51.tables.dice.coach import coach_line
from goju51.tables.dice.gameover import DiceResultsScene
from goju51.tables.dice.table import DiceTable


class DiceGameTable(TableInSession, DiceTable):
    names_you = True

    def show_hint(self, view: DiceView, move: Move) -> None:
        self.toast = (coach_line(view, move, self.names), COACH_SECONDS)
        self.focus_key = self._action_key(move)  # the hinted choice is ringed
        self.show_focus = True

    def results_scene(self, result: GameOver) -> Scene:
        flow = self.flow
        button, lines = self.match_results()
        return self.offering_replay(
            DiceResultsScene(
                self.context,
                result,
                self.names,
                self.viewer,
                flow.after_game,
                self.view.rules,
                self.view.out_order,
                you=len(flow.local_people) == 1,
                button_key=button,
                lines=lines,
                menu=flow.open_menu,
            )
        )

    def before_move(self, move: Hashable) -> None:
        """A hint is about the decision just made: it goes with it."""
        super().before_move(move)
        self.toast = None
