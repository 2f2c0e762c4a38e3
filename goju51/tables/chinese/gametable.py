"""The Chinese 51 table inside the app: the plain ``ChineseTable`` plus what a session adds —
saving after every move, hand-overs in pass-and-play (before each person's turn and each
person's answer to a call), the coach (hint and undo), the match's score sheet, a way back to
the menu, and results that lead to the next hand."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import pygame

from goju51.app.kit.i18n import tr
from goju51.app.kit.scene import Scene
from goju51.app.table.thinking import Opponent, Thought
from goju51.games.chinese import Game
from goju51.tables.chinese.coach import ask_coach, coach_line
from goju51.tables.chinese.results import ResultsScene, ScoreSheetScene
from goju51.tables.chinese.table import ChineseTable

if TYPE_CHECKING:
    from goju51.app.flow import Flow

COACH_SECONDS = 8.0


class ChineseGameTable(ChineseTable):
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
        session = flow.session
        self.hides_hand_between_turns = session is not None and session.setup.pass_and_play

    @property
    def match(self):
        """The match this hand belongs to (also once it has just ended)."""
        session = self.flow.session or self.flow.finished
        return None if session is None else session.match

    # ------------------------------------------------------------------- hooks

    def moved(self) -> None:
        self.flow.moved(self)

    def turn_began(self, seat: int) -> None:
        self.flow.turn_started(self, seat)

    def settings_changed(self) -> None:
        self.flow.keep_settings()

    def status_lines(self) -> list[str]:
        match = self.match
        if match is None or match.target is None:
            return []
        names = [self._name(seat) for seat in range(self.game.num_players)]
        totals = zip(names, match.totals, strict=True)
        scores = " · ".join(f"{name} {total}" for name, total in totals)
        return [tr("chinese.table.match", target=match.target, scores=scores)]

    def corner_buttons(self) -> list[tuple[str, Callable[[], None], bool]]:
        session = self.flow.session
        match = self.match
        return [
            (tr("table.menu"), self.flow.open_menu, True),
            (tr("table.hint"), self.ask_hint, self.flow.coach_on(self.viewer)),
            (
                tr("table.undo"),
                self.undo,
                session is not None and session.setup.undo_allowed and not self.game.is_over,
            ),
            (
                tr("chinese.table.scores"),
                self.show_scores,
                match is not None and match.target is not None,
            ),
            (
                tr("table.sound_off" if self.context.settings.muted else "table.sound_on"),
                self.toggle_sound,
                True,
            ),
        ]

    def results_scene(self) -> Scene:
        flow = self.flow
        match = self.match
        if flow.session is not None:
            button = "chinese.over.next_hand"
        elif match is not None and match.target is not None:
            button = "chinese.over.new_match"
        else:
            button = "chinese.over.play_again"
        return ResultsScene(
            self.context,
            self.game,
            self.names,
            self.viewer,
            flow.after_game,
            match=match,
            button_key=button,
            menu=flow.open_menu,
            celebrate=self.person_tops_the_hand() or self.match_won(),
        )

    def match_won(self) -> bool:
        """A match to a target has just been won (the last hand's results celebrate it)."""
        match = self.match
        return match is not None and match.target is not None and match.is_over

    # ---------------------------------------------------------------- commands

    def show_scores(self) -> None:
        match = self.match
        if match is not None and self.stack is not None:
            self.stack.push(ScoreSheetScene(self.context, match, self.names))

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
                if view.history == self.game.history:
                    self.flow.count_hint(self.viewer)
                    self.toast = (coach_line(view, move, self._name), COACH_SECONDS)

    def _key(self, key: int) -> bool:
        commands = {
            pygame.K_ESCAPE: self.flow.ask_to_leave,
            pygame.K_h: self.ask_hint,
            pygame.K_u: self.undo,
            pygame.K_s: self.show_scores,
        }
        if key in commands:
            commands[key]()
            return True
        return super()._key(key)
