"""What the dice table holds: every piece of its state as shown, declared in one place, and
what the viewer can do now. The table's parts (``DiceAnimation`` changes this state from the
engine's events, ``DiceDrawing`` paints it, ``DiceTable`` turns input into moves) all build on
``DiceTableState``, so each reads only attributes declared here or in ``TableBase``."""

from __future__ import annotations

import math

import pygame

from goju51.app.kit.confetti import Confetti
from goju51.app.kit.i18n import tr
from goju51.app.table.base import TableBase
from goju51.games.dice import (
    LADDER,
    Accept,
    Announce,
    AnnounceFiftyOne,
    Believe,
    DiceView,
    DoubleOrQuits,
    Doubt,
    GameOver,
    Move,
    Result,
    Roll,
    Target,
)
from goju51.games.dice.state import FIFTY_ONE_STAKE
from goju51.tables.dice.art import DiceArt
from goju51.tables.dice.layout import DiceLayout, dice_layout
from goju51.tables.dice.look import Action, Chip, Cup, CupPlace
from goju51.tables.dice.words import points_text, result_name


class DiceTableState(TableBase):
    """The dice table's state as shown; see the module docstring."""

    view: DiceView

    def declare(self) -> None:
        super().declare()
        players = self.view.num_players
        self.layout: DiceLayout = dice_layout((1280, 720), players, self.viewer)
        self.art = DiceArt()
        self.background = pygame.Surface((1, 1))
        """The room and the table's felt at this window's size (made on ``resize``)."""
        self.cup = Cup()
        self.cup_place = CupPlace(self.view.current_player if self.view.history else None)
        """Whom the cup stands toward (a game resumed: the player to move holds it)."""
        self.under_cup: Result | None = None
        """The dice drawn when the cup lifts: the viewer's own roll, or dice shown to all."""
        self.dice_public = False
        self.announcement_shown: tuple[Result, int, int] | None = None
        """(result, announcer, to) of the announcement standing, as shown."""
        self.announcement_pop = 1.0
        self.stake_shown: tuple[int, int, int] | None = None
        """(player facing, attacker, stake) while a 51's points are faced."""
        self.points_shown = [0] * players
        self.out_shown: set[int] = set()
        self.landed = [-math.inf] * players
        """The table's clock when points last landed on each counter (it pulses)."""
        self.direction_shown = self.view.direction
        self.arrow_flip = 1.0
        self.turn_shown: int | None = None
        self.round_shown = 0
        self.roll_off_faces: dict[int, int] = {}
        self.chips: list[Chip] = []
        self.confetti: Confetti | None = None
        """Falling over the table once someone has won."""
        self.result: GameOver | None = None
        self.odds_on = False
        """The learner's ladder: each value's chance to come up on a fresh roll."""
        self.focus_key: str | None = None
        self.show_focus = False
        self._turn_key: tuple[int, int] | None = None
        self.hurrying = False
        """The viewer is out and asked for the result: the rest of the game plays at once."""

    @property
    def watching_out(self) -> bool:
        """The viewer is out and only computers play on: the viewer may skip to the result
        (not at a table only watched: a replay steps on by its own keys)."""
        view = self.view
        return (
            not self.watched
            and not view.is_over
            and self.viewer in view.out
            and all(seat in self.computers for seat in view.players_in)
        )

    def _name(self, seat: int) -> str:
        return self.names.get(seat) or tr("table.seat", number=seat + 1)

    def actions(self) -> list[Action]:
        """What the viewer can do now, in focus order (nothing while they cannot act): every
        rung of the ladder while announcing (the ones too low are refused with the engine's
        reason), else the moves the engine allows."""
        if not self.accepting_input:
            return []
        view = self.view
        legal = view.legal_moves
        if view.phase == "announce":
            return [self._action(Announce(value), Announce(value) in legal) for value in LADDER]
        return [self._action(move, True) for move in legal]

    def _action(self, move: Move, enabled: bool) -> Action:
        return Action(
            self._action_key(move), self.layout.move_rect(move), self._label(move), move, enabled
        )

    @staticmethod
    def _action_key(move: Move) -> str:
        match move:
            case Announce(result=result):
                return f"rung:{result.rank}"
            case Target(seat=seat):
                return f"plate:{seat}"
        return str(move)

    def _label(self, move: Move) -> str:
        """The words on a button (a rung shows its value, a plate its player)."""
        view = self.view
        standing = view.announcement
        said = result_name(standing.result) if standing is not None else ""
        match move:
            case Roll():
                return tr("dice.button.roll")
            case AnnounceFiftyOne():
                return tr("dice.button.fifty_one", points=points_text(FIFTY_ONE_STAKE))
            case Believe():
                return tr("dice.button.believe", result=said)
            case Doubt():
                return tr("dice.button.doubt", result=said)
            case Accept():
                return tr("dice.button.accept", points=points_text(view.stake))
            case DoubleOrQuits():
                return tr("dice.button.double", points=points_text(2 * view.stake))
            case Announce(result=result):
                return result_name(result)
        return ""

    def _focused(self, actions: list[Action]) -> Action | None:
        enabled = [action for action in actions if action.enabled]
        if not enabled:
            return None
        chosen = next((a for a in enabled if a.key == self.focus_key), None)
        return chosen if chosen is not None else self._default_focus(enabled)

    def _default_focus(self, enabled: list[Action]) -> Action:
        """The truth when it may be announced, else the first choice offered."""
        dice = self.under_cup if not self.dice_public else None
        if dice is not None:
            truth = next((a for a in enabled if a.move == Announce(dice)), None)
            if truth is not None:
                return truth
        return enabled[0]
