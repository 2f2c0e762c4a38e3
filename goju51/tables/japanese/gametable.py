"""The table inside the app: the plain ``TableScene`` plus what a session adds (see
``TableInSession``), with Goju Ichi's coach, whose hinted card glows, and results that name
each final hand's suit."""

from __future__ import annotations

from goju51.app.kit.scene import Scene
from goju51.app.table.session import COACH_SECONDS, TableInSession
from goju51.games.japanese import Card, GameOver, Move, PlayerView, Take
from goju51.tables.japanese.coach import best_take, coach_line, hinted_card
from goju51.tables.japanese.gameover import GameOverScene
from goju51.tables.japanese.table import TableScene


class GameTable(TableInSession, TableScene):
    hint_then: Card | None = None
    """The discard a hinted take was to be followed by (it glows once the take is made)."""

    def show_hint(self, view: PlayerView, move: Move) -> None:
        self.toast = (coach_line(view, move, self._name), COACH_SECONDS)
        card = hinted_card(move)
        self.hint = None if card is None else (card, len(view.history))
        self.hint_then = best_take(view, move.card)[0] if isinstance(move, Take) else None

    def hint_followed(self) -> None:
        """After the hinted take, the discard the hint named glows (finding F13)."""
        if self.hint_then is not None:
            self.hint = (self.hint_then, len(self.view.history))
            self.hint_then = None

    def results_scene(self, result: GameOver) -> Scene:
        flow = self.flow
        button, lines = self.match_results()
        setup = self.session.setup
        return self.offering_replay(
            GameOverScene(
                self.context,
                result,
                self.names,
                self.viewer,
                flow.after_game,
                you=len(flow.local_people) == 1,
                button_key=button,
                lines=lines,
                menu=flow.open_menu,
                hands=list(self.view.final_hands or ()),
                celebrate=any(setup.seats[seat].level is None for seat in result.winners),
            )
        )
