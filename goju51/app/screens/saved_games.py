"""The saved games, one per game, each named with where it stands ("hand 3 · you 120, Hui 90"):
Continue lists them when there are several, and the new-game warning names the one at stake.

Where a game stands is read from its session by the game's ``GameScreens.standing``: the
numbers are the match's and the game's own, never worked out here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from goju51.app.games import GameScreens
from goju51.app.kit.i18n import join_names, tr
from goju51.app.saves import Session
from goju51.app.screens.choose_game import ChooseGameScene

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator


def standing_text(session: Session, screens: GameScreens) -> str:
    """ "hand 3 · you 120, Hui 90": the game's progress, then each seat with its score (the
    one person at the screen is "you"; several people are named)."""
    standing = screens.standing(session.match, session.game.view(0))  # public: any seat's
    seats = session.setup.seats
    alone = session.setup.people if len(session.setup.people) == 1 else []
    names = [
        tr("standing.you") if index in alone else seat.name for index, seat in enumerate(seats)
    ]
    if standing.scores is None:
        players = join_names(names)
    else:
        scored = zip(names, standing.scores, strict=True)
        players = tr("list.separator").join(f"{name} {score}" for name, score in scored)
    return f"{tr(standing.progress, **standing.values)} · {players}"


def saved_game_line(session: Session, screens: GameScreens) -> str:
    """ "Chinese 51 · hand 3 · you 120, Hui 90"."""
    return f"{tr(f'game.{session.setup.game}.name')} · {standing_text(session, screens)}"


class SavedGamesScene(ChooseGameScene):
    """Continue with several games saved: one button per game, where it stands under it."""

    title_key = "saved.title"

    def __init__(
        self,
        flow: Navigator,
        sessions: Mapping[str, Session],
        chosen: Callable[[str], None],
    ) -> None:
        super().__init__(flow, chosen)
        self.sessions = sessions
        self.game_ids = [game_id for game_id in flow.screens if game_id in sessions]

    def label(self, game_id: str) -> str:
        return tr(f"game.{game_id}.name")

    def detail(self, game_id: str) -> str:
        return standing_text(self.sessions[game_id], self.flow.screens[game_id])
