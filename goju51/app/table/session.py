"""What a session adds to any game's table: hand-overs and take-backs (through the flow's hooks),
the coach (asked through the host), undo (a request to the host), a way back to the menu, and
the corner buttons and keys for them. A game's session table puts this first in its bases,
before its own table (``class GameTable(TableInSession, TableScene)``), and supplies only how a
hint is shown and which results follow the game."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from goju51.app.kit.i18n import tr
from goju51.app.screens.results import ResultsPanel
from goju51.app.table.base import CornerButton, TableBase
from goju51.host.messages import AskHint, Hinted, Moved, SeatClient, Seated, Undo

if TYPE_CHECKING:
    from goju51.app.flow import Flow
    from goju51.app.saves import Session

COACH_SECONDS = 8.0


class TableInSession(TableBase):
    """A game's table inside the app's session; see the module docstring."""

    def __init__(self, flow: Flow, link: SeatClient, seated: Seated) -> None:
        # The next class in line is the game's own table, which takes what TableBase takes.
        super().__init__(flow.context, link, seated, play_again=flow.after_game)
        self.flow = flow
        self.coach_asked = False
        """A hint was asked and the coach has not answered yet."""
        self.hint_shown: tuple[str, int, Hashable | None] | None = None
        """The coach's line on screen, the moves played when it came, and the move it named:
        it goes as soon as the position moves on (finding F3), unless that move was played
        and the turn goes on (its second half, "then discard 4♦", still holds)."""
        self.log = flow.log
        self.hides_hand_between_turns = flow.shares_screen

    @property
    def session(self) -> Session:
        """This table's session: under way, or just finished while its results show."""
        session = self.flow.shown_session
        assert session is not None, "a session's table outlived its session"
        return session

    # ------------------------------------------------------------------ what a game supplies

    def show_hint(self, view: Any, move: Any) -> None:
        """Show the coach's ``move`` for ``view`` (a toast with its reason, a highlight)."""
        raise NotImplementedError

    def hint_followed(self) -> None:
        """The person played the coach's move and the turn goes on: a table may point at what
        the hint said comes next (the discard after a take)."""

    def more_corner_buttons(self) -> list[CornerButton]:
        """A game's own corner buttons, between Undo and the sound switch."""
        return []

    def commands(self) -> dict[int, Callable[[], None]]:
        """The session's keys: Escape asks to leave, H asks the coach, U takes back."""
        return {
            pygame.K_ESCAPE: self.flow.ask_to_leave,
            pygame.K_h: self.ask_hint,
            pygame.K_u: self.undo,
        }

    # ----------------------------------------------------------------------------- hooks

    def moved(self, message: Moved) -> None:
        self.coach_asked = False  # the host forgets a hint asked in an earlier position

    def reseated(self, message: Seated) -> None:
        """The position was sent again after an undo: the flow shows a new table for it."""
        self.flow.reseated(self, message)

    def turn_began(self, seat: int) -> None:
        self.flow.turn_started(self, seat)

    def settings_changed(self) -> None:
        self.flow.keep_settings()

    def status_lines(self) -> list[str]:
        score = self.flow.scores_line()
        return [score] if score else []

    def corner_buttons(self) -> list[CornerButton]:
        """Menu, Hint (lit with the coach on), Undo (lit when the host would take the turn
        back), the game's own, sound."""
        return [
            (tr("table.menu"), self.flow.open_menu, True),
            (tr("table.hint"), self.ask_hint, self.flow.coach_on(self.viewer)),
            (tr("table.undo"), self.undo, self.undo_offered),
            *self.more_corner_buttons(),
            self.sound_button(),
        ]

    def offering_replay(self, results: ResultsPanel) -> ResultsPanel:
        """``results``, with "watch again" when the game's record was kept."""
        if self.flow.replay is not None:
            results.watch = self.flow.watch_last_game
        return results

    def match_results(self) -> tuple[str, Callable[[], list[str]]]:
        """For a match counted in wins: the results' button ("Next game" while the match goes
        on, else "New match" once it is won or "Play again") and the lines under the values
        (the match's score, and its winners once it is won)."""
        flow = self.flow
        winners = flow.match_winners()
        if flow.session is not None:
            button = "over.next_game"
        else:
            button = "over.new_match" if winners else "over.play_again"

        def lines() -> list[str]:
            extra = [flow.scores_line()]
            if winners:
                extra.append(tr("over.match_won", names=winners))
            return [line for line in extra if line]

        return button, lines

    # -------------------------------------------------------------------------- commands

    def ask_hint(self) -> None:
        if not self.flow.coach_on(self.viewer):
            self.toast = (tr("coach.off"), COACH_SECONDS / 2)
        elif self.accepting_input and not self.coach_asked:
            self.coach_asked = True
            self.link.send(AskHint(self.step))
            self.toast = (tr("coach.thinking"), COACH_SECONDS)

    def undo(self) -> None:
        self.link.send(Undo(self.step))
        self.receive()

    def coach_answered(self, message: Hinted) -> None:
        self.coach_asked = False
        if message.step != self.step:
            return
        move = self.read_move(message.move)
        self.show_hint(self.view, move)
        if self.toast is not None:
            self.hint_shown = (self.toast[0], len(self.view.history), move)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.hint_shown is not None:
            self._keep_hint_while_it_holds(*self.hint_shown)

    def _keep_hint_while_it_holds(self, line: str, moves: int, named: Hashable | None) -> None:
        view = self.view
        history = view.history
        if self.toast is None or self.toast[0] != line:  # replaced, or run out
            self.hint_shown = None
        elif len(history) == moves + 1 and history[-1] == (self.viewer, named):
            still_mine = view.current_player == self.viewer and not view.is_over
            self.hint_shown = (line, moves + 1, None) if still_mine else None
            if still_mine:
                self.hint_followed()
            else:
                self.toast = None
        elif len(history) != moves:
            self.toast = self.hint_shown = None

    def _key(self, key: int) -> bool:
        command = self.commands().get(key)
        if command is not None:
            command()
            return True
        return super()._key(key)  # the game's own table's keys
