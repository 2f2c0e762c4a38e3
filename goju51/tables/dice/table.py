"""The dice table: one game of 51 seen from one seat, animated from the events the host sends it.

The host decides everything: a click or a key becomes a move, sent to the host when the
seat's ``view.legal_moves`` hold it; the events it answers with are queued as animations (see
``animation``), and input waits while they run (Space skips them).

What is shown comes from the events cut for the seat and its view only: dice under the cup
are drawn for the viewer's own rolls alone, while the viewer is the one to announce (the cup
comes down as soon as they have announced), and for everyone once they are shown (a doubt, a
special, an open roll). Computer seats are played on the host; the table paces them.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

import pygame

from goju51.app.kit.i18n import tr
from goju51.app.table.base import CornerButton, TableBase
from goju51.games.dice import (
    Accept,
    Announce,
    AnnounceFiftyOne,
    Believe,
    DoubleOrQuits,
    Doubt,
    Move,
    Roll,
    Target,
    parse_move,
)
from goju51.tables.dice.animation import DiceAnimation
from goju51.tables.dice.drawing import DiceDrawing
from goju51.tables.dice.layout import dice_layout
from goju51.tables.dice.look import Action
from goju51.tables.dice.words import history_lines, result_name

SHORTCUTS: dict[int, Move] = {
    pygame.K_r: Roll(),
    pygame.K_f: AnnounceFiftyOne(),
    pygame.K_b: Believe(),
    pygame.K_d: Doubt(),
    pygame.K_a: Accept(),
    pygame.K_q: DoubleOrQuits(),
}

TARGET_BUTTONS: dict[str, Move] = {
    "roll": Roll(),
    "fifty_one": AnnounceFiftyOne(),
    "believe": Believe(),
    "doubt": Doubt(),
    "accept": Accept(),
    "double": DoubleOrQuits(),
}
"""A guided game's buttons by the name their catalog key ends in (``dice.button.roll``)."""

STATUS_LINES_HEIGHT = 92
"""Design pixels the status lines take at the top left, in the longest language (the guide
panel goes under them)."""


class DiceTable(DiceAnimation, DiceDrawing):
    """One game of 51 (dice) at the table; see the module docstring."""

    # ------------------------------------------------------------------------- lifecycle

    def resize(self, size: tuple[int, int]) -> None:
        self.skip()
        self.layout = dice_layout(size, self.view.num_players, self.viewer)
        self.art.clear()
        self.background = self.art.felt(size, self.layout.felt)

    def target_rect(self, target: tuple[str, str]) -> pygame.Rect | None:
        """A button is its move's; "announce" is the truth's rung once the viewer has looked
        (else the whole ladder), an announcement its rung, a seat its plate."""
        kind, name = target
        layout = self.layout
        if kind == "announcement":
            return layout.move_rect(parse_move(f"announce {name}"))
        if kind == "seat":
            return layout.move_rect(Target(int(name)))
        if name == "announce":
            if self.under_cup is not None and self.under_cup.rank is not None:
                return layout.move_rect(Announce(self.under_cup))
            return layout.rungs[0].unionall(layout.rungs)
        move = TARGET_BUTTONS.get(name)
        return None if move is None else layout.move_rect(move)

    def guide_room(self) -> pygame.Rect:
        """Top left, under the status lines (the rules' line and two lines of keys)."""
        layout = self.layout
        top = layout.status.top + layout.px(STATUS_LINES_HEIGHT)
        return pygame.Rect(layout.status.left, top, layout.px(400), layout.log.top - top)

    def notice_room(self) -> pygame.Rect:
        """Where the table's own banners go: between the cup and the viewer's plate, clear
        of the plates beside it."""
        return self.layout.banner

    def _show_position(self) -> None:
        """Lay out the game as it stands, without animation (a loaded save, an undo)."""
        view = self.view
        self.points_shown = list(view.points)
        self.out_shown = set(view.out)
        self.direction_shown = view.direction
        if view.announcement is not None:
            result, seat = view.announcement
            self.announcement_shown = (result, seat, view.current_player)
        looking = view.every_hand or (view.phase == "announce" and self._may_look(self.viewer))
        if view.dice is not None and looking:
            self.under_cup, self.dice_public, self.cup.lift = view.dice, False, 1.0
        elif view.phase == "target" and view.special is not None:
            self.under_cup, self.dice_public, self.cup.lift = view.special, True, 1.0
        if view.phase == "face" and view.attacker is not None:
            self.stake_shown = (view.current_player, view.attacker, view.stake)
        if not self.log:  # a table opened on a saved game: its log is read from the history
            self.log.extend(history_lines(view, self._name))

    # ------------------------------------------------------------------------ frame steps

    def update(self, dt: float) -> None:
        self.advance(dt)
        if self.hurrying:  # every computer moves as soon as it has decided, nothing animated
            self.skip()
            self.waited = math.inf
        if self.confetti is not None:
            self.confetti.update(dt)
        if not self.animating and not self.view.is_over:
            key = (self.view.current_player, self.round_shown)
            if key != self._turn_key:
                self._turn_key = key
                self.turn_shown = self.view.current_player
                self.turn_began(self.view.current_player)

    def linger(self, pause: float) -> float:
        """An announcement follows the roll at once; other moves wait the opponent's pace."""
        return pause * (0.6 if self.view.phase == "announce" else 1.0)

    def before_move(self, move: Hashable) -> None:
        """The next choice starts from its own default focus (the truth, the first button)."""
        self.focus_key = None

    def read_move(self, text: str) -> Move:
        return parse_move(text)

    def refusal_text(self, code: str) -> str:
        standing = self.view.announcement
        result = result_name(standing.result) if standing is not None else ""
        return tr(f"refuse.dice.{code}", result=result)

    # --------------------------------------------------------------------------- actions

    # ----------------------------------------------------------------------------- input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            self.show_focus = False
            self._press(event.pos)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def corner_rects(self) -> Sequence[pygame.Rect]:
        return self.layout.settings

    def press_setting(self, pos: tuple[int, int]) -> bool:
        """The corner buttons, and the odds beside the ladder."""
        if self.layout.odds_toggle.collidepoint(pos):
            self.toggle_odds()
            return True
        return super().press_setting(pos)

    def _press(self, pos: tuple[int, int]) -> None:
        if self.press_setting(pos):
            return
        if self.watching_out and self.layout.skip.collidepoint(pos):
            self.skip_to_result()
            return
        if not self.accepting_input:
            self.context.record("ignored", pos=list(pos), reason="not accepting input")
            return
        for action in self.actions():
            if action.rect.collidepoint(pos):
                self.focus_key = action.key
                self.try_move(action.move)
                return

    def _key(self, key: int) -> bool:
        self.show_focus = True
        if self.watching_out and key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.skip_to_result()
            return True
        if self.table_key(key):
            return True
        if key == pygame.K_o:
            self.toggle_odds()
            return True
        if not self.accepting_input or key == pygame.K_SPACE:
            return key in (pygame.K_SPACE, pygame.K_RETURN)  # the skip key only ever skips
        actions = self.actions()
        if key in SHORTCUTS:
            self.try_move(SHORTCUTS[key])
        elif key == pygame.K_t and self.view.phase == "announce":
            self._announce_truth()
        elif pygame.K_1 <= key <= pygame.K_8 and self.view.phase == "target":
            self.try_move(Target(key - pygame.K_1))
        elif key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            forward = key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_UP)
            self._move_focus(actions, 1 if forward else -1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self._focused(actions)
            if focused is not None and self.enter_acts:
                self.try_move(focused.move)
        else:
            return False
        return True

    def _announce_truth(self) -> None:
        view = self.view
        if view.dice is None:
            self.say(tr("dice.no_dice"))
        elif view.announcement is not None and Announce(view.dice) not in view.legal_moves:
            self.say(
                tr(
                    "dice.truth_too_low",
                    dice=result_name(view.dice),
                    result=result_name(view.announcement.result),
                )
            )
        else:
            self.try_move(Announce(view.dice))

    def _move_focus(self, actions: list[Action], step: int) -> None:
        enabled = [action for action in actions if action.enabled]
        focused = self._focused(actions)
        if focused is None:
            return
        index = enabled.index(focused)
        self.focus_key = enabled[(index + step) % len(enabled)].key

    def skip_to_result(self) -> None:
        """Play the rest of the game at once (the viewer is out; the log still tells it)."""
        self.hurrying = True
        self.context.record("skip_to_result")

    def keep_choices_of(self, previous: TableBase) -> None:
        """The odds stay shown (or hidden) on the table seated in ``previous``'s place."""
        if isinstance(previous, DiceTable):
            self.odds_on = previous.odds_on

    def toggle_odds(self) -> None:
        self.odds_on = not self.odds_on
        self.context.record("odds", shown=self.odds_on)
        self.context.play("click")

    def corner_buttons(self) -> list[CornerButton]:
        """A quick table's corner: Leave (when there is a way back), sound and speed (a dice
        table has no deck to change)."""
        return [*self.leave_button(), self.sound_button(), self.speed_button()]
