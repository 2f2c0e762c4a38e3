"""The Chinese 51 table inside the app: the plain ``ChineseTable`` plus what a session adds
(see ``TableInSession``; pass-and-play hands over before each person's turn and each person's
answer to a call), with the match's score sheet (S) and results that lead to the next hand."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from goju51.app.kit.scene import Scene
from goju51.app.table.base import CornerButton
from goju51.app.table.session import COACH_SECONDS, TableInSession
from goju51.games.chinese import HandOver, Match, Move, PlayerView
from goju51.tables.chinese.coach import coach_line, hinted_cards
from goju51.tables.chinese.results import ResultsScene
from goju51.tables.chinese.table import ChineseTable


class ChineseGameTable(TableInSession, ChineseTable):
    def match_sheet(self) -> Match | None:
        """The session's match this hand belongs to (also once it has just ended)."""
        session = self.flow.shown_session
        return session.match if session is not None and isinstance(session.match, Match) else None

    status_lines = ChineseTable.status_lines
    """The match's running totals (not a session's count of wins)."""

    def show_hint(self, view: PlayerView, move: Move) -> None:
        self.toast = (coach_line(view, move, self._name), COACH_SECONDS)
        self.hint = (hinted_cards(move), len(view.history))

    def more_corner_buttons(self) -> list[CornerButton]:
        return [self.scores_button()]

    def commands(self) -> dict[int, Callable[[], None]]:
        return {**super().commands(), pygame.K_s: self.show_scores}

    def results_scene(self, result: HandOver) -> Scene:
        flow = self.flow
        match = self.match_sheet()
        if flow.session is not None:
            button = "chinese.over.next_hand"
        elif match is not None and match.target is not None:
            button = "chinese.over.new_match"
        else:
            button = "chinese.over.play_again"
        return self.offering_replay(
            ResultsScene(
                self.context,
                self.view,
                self.result.winner if self.result is not None else None,
                self.names,
                self.viewer,
                flow.after_game,
                you=len(flow.local_people) == 1,
                match=match,
                button_key=button,
                menu=flow.open_menu,
                celebrate=self.person_tops_the_hand() or self.match_won(),
            )
        )

    def match_won(self) -> bool:
        """A match to a target has just been won (the last hand's results celebrate it)."""
        match = self.match_sheet()
        return match is not None and match.target is not None and match.is_over
