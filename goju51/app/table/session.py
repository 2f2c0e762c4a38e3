"""What a session adds to any game's table: saving after every move and hand-overs (through the
flow's hooks), the coach (hint and undo), a way back to the menu, and the corner buttons and
keys for them. A game's session table puts this first in its bases, before its own table
(``class GameTable(TableInSession, TableScene)``), and supplies only how its coach is asked,
how a hint is shown and which results follow the game."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from goju51.app.kit.i18n import tr
from goju51.app.table.base import CornerButton, TableBase
from goju51.core.game import Opponent
from goju51.host.thinking import Thought

if TYPE_CHECKING:
    from goju51.app.flow import Flow
    from goju51.app.saves import Session

COACH_SECONDS = 8.0


class TableInSession(TableBase):
    """A game's table inside the app's session; see the module docstring."""

    def __init__(
        self,
        flow: Flow,
        game: Any,
        viewer: int,
        opponents: Mapping[int, Opponent],
        names: Mapping[int, str],
    ) -> None:
        # The next class in line is the game's own table, which takes what TableBase takes.
        super().__init__(flow.context, game, viewer, opponents, names, play_again=flow.after_game)
        self.flow = flow
        self.coach: Thought | None = None
        self.hint_shown: tuple[str, int, Hashable | None] | None = None
        """The coach's line on screen, the moves played when it came, and the move it named:
        it goes as soon as the position moves on (finding F3), unless that move was played
        and the turn goes on (its second half, "then discard 4♦", still holds)."""
        self.log = flow.log
        session = flow.session
        self.hides_hand_between_turns = session is not None and session.setup.pass_and_play

    @property
    def session(self) -> Session:
        """This table's session: under way, or just finished while its results show."""
        session = self.flow.shown_session
        assert session is not None, "a session's table outlived its session"
        return session

    # ------------------------------------------------------------------ what a game supplies

    def ask_coach(self, view: Any) -> Thought:
        """Start the game's coach thinking about the viewer's ``view``."""
        raise NotImplementedError

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

    def moved(self, events: Sequence[Any]) -> None:
        self.flow.moved(self, events)

    def turn_began(self, seat: int) -> None:
        self.flow.turn_started(self, seat)

    def settings_changed(self) -> None:
        self.flow.keep_settings()

    def status_lines(self) -> list[str]:
        score = self.flow.scores_line()
        return [score] if score else []

    def corner_buttons(self) -> list[CornerButton]:
        session = self.flow.session
        return [
            (tr("table.menu"), self.flow.open_menu, True),
            (tr("table.hint"), self.ask_hint, self.flow.coach_on(self.viewer)),
            (
                tr("table.undo"),
                self.undo,
                session is not None and session.setup.undo_allowed and not self.game.is_over,
            ),
            *self.more_corner_buttons(),
            self.sound_button(),
        ]

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
        elif self.accepting_input and self.coach is None:
            self.coach = self.ask_coach(self.game.view(self.viewer))
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
                view: Any = self.coach.view  # the game's own view
                self.coach = None
                if view.history == self.game.history and view.phase == self.game.phase:
                    self.flow.count_hint(self.viewer)
                    self.show_hint(view, move)
                    if self.toast is not None:
                        self.hint_shown = (self.toast[0], len(self.game.history), move)
        if self.hint_shown is not None:
            self._keep_hint_while_it_holds(*self.hint_shown)

    def _keep_hint_while_it_holds(self, line: str, moves: int, named: Hashable | None) -> None:
        history = self.game.history
        if self.toast is None or self.toast[0] != line:  # replaced, or run out
            self.hint_shown = None
        elif len(history) == moves + 1 and history[-1] == (self.viewer, named):
            still_mine = self.game.current_player == self.viewer and not self.game.is_over
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
