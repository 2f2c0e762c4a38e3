"""How the screens of the app fit together, and what is kept between runs.

``Flow`` owns the sessions (set-up, match, game: one saved per game), the statistics and each
game's last set-up. The main menu leads to the set-up, rules, statistics and settings screens;
the set-up deals a game and shows the table. After every move the session is saved
(atomically), so closing the window or killing the process loses at most the move being
animated, and "Continue" resumes there. A new game of one game ends only that game's session,
and only once its player has been told which game and where it stands.

The session's game runs in a ``Host`` (``goju51.host``): the only code that applies moves, runs
the computers and the coach, and takes moves back. The table shown is a client of one person's
seat, attached to the host through an in-process ``LocalSeat``; the host's ``keep`` hook saves
the session after every change and its ``finished`` hook counts a game in the statistics.

With two or more people (pass-and-play) the table always shows one person's seat; before
another person's turn the whole stack is replaced by an opaque hand-over screen, and only
"ready" attaches a table to the new person's seat.
"""

from __future__ import annotations

import functools
import logging
import random
import shlex
from collections import deque
from collections.abc import Callable, Collection, Mapping
from typing import Any, Protocol

import goju51.app.desktop as desktop
import goju51.app.saves as saves
from goju51.app.games import GameScreens
from goju51.app.guidedgame import GuidedGame
from goju51.app.kit.context import Context
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.i18n import SOURCE_LANGUAGE, catalog, join_names, set_language, tr
from goju51.app.kit.scene import SceneStack
from goju51.app.network import (
    AwaitSeat,
    FollowSeats,
    HostedGame,
    JoinedGame,
    JoinedLink,
    Reunion,
    game_title,
    positioned,
    waiting_here,
)
from goju51.app.saves import KeptSeat, Session, Setup
from goju51.app.screens.choose_game import ChooseGameScene
from goju51.app.screens.handover import HandOverScene
from goju51.app.screens.hostlobby import COMPUTER_LEVEL, HostLobbyScene
from goju51.app.screens.joinerlobby import JoinerLobbyScene
from goju51.app.screens.menu import MainMenuScene
from goju51.app.screens.reconnectbanner import NetworkOverlay
from goju51.app.screens.replay import ReplayScene
from goju51.app.screens.replays import ReplaysScene
from goju51.app.screens.rules import RulesScreen
from goju51.app.screens.saved_games import SavedGamesScene, standing_text
from goju51.app.screens.settings import SettingsScene
from goju51.app.screens.setup import SetupScene
from goju51.app.screens.statistics import StatisticsScene
from goju51.app.stats import SeatResult
from goju51.app.table.base import LOG_LINES, TableBase
from goju51.app.table.guided import GuidePanel, LessonExits
from goju51.core.game import Opponent, Outcome
from goju51.host.guide import guided_host
from goju51.host.host import Host
from goju51.host.local import LocalSeat
from goju51.host.messages import GameEnded, NextGame, SeatClient, Seated
from goju51.host.replay import Record
from goju51.host.seatreplay import SeatRecord
from goju51.host.seats import Seat
from goju51.net.lobby import Tallied


class SessionTable(Protocol):
    """What the flow reads of a game's table (``GameScreens.table``)."""

    link: SeatClient
    viewer: int


log = logging.getLogger(__name__)


class Window(Protocol):
    """What the flow asks of the app window."""

    def quit(self) -> None: ...

    def set_fullscreen(self, on: bool) -> None: ...

    def refresh_fonts(self) -> None: ...


def first_in_turn(seat: int, players: int, here: Collection[int], direction: int) -> int | None:
    """The first of ``here`` met going round a table of ``players`` from ``seat`` (itself
    first) the way play goes (``direction``: +1 or −1); None if ``here`` is empty."""
    for offset in range(players):
        candidate = (seat + direction * offset) % players
        if candidate in here:
            return candidate
    return None


class Flow:
    """The app's screens and saved state; see the module docstring."""

    def __init__(
        self,
        window: Window,
        context: Context,
        stack: SceneStack,
        screens: Mapping[str, GameScreens],
        seed: int | None = None,
        time_budget: float | None = None,
    ) -> None:
        self.window = window
        self.screens = screens
        """The games the window can show, by id (the composition root's ``TABLES``)."""
        self.context = context
        self.stack = stack
        self.seed = seed
        self.time_budget = time_budget
        self.games_started = 0
        self.messages: list[str] = []
        self.statistics, problem = saves.load_statistics()
        self._report(problem)
        self.sessions, problems = saves.load_sessions()
        """Each game's saved session, by game id (the one played is ``session``)."""
        self.setups, more_problems = saves.load_setups()
        """Each game's last set-up, by game id."""
        for each in (*problems, *more_problems):
            self._report(each)
        self.session: Session | None = None
        """The session being played (or last played): the one of its game in ``sessions``."""
        self.lessons, problem = saves.load_lessons()
        self._report(problem)
        self.learning: tuple[str, str] | None = None
        """The game and the person of the guided game shown (its host is ``host``: not the
        session's, never saved over it nor counted in the statistics)."""
        self.finished: Session | None = None
        """The session whose last game just ended (for "play again")."""
        self.deal_again: Callable[[], None] | None = None
        """How a game dealt outside the set-up (a quick game) deals its "play again"."""
        self.host: Host | None = None
        """The session's game running for its seats, while a table shows it."""
        self.link: LocalSeat | None = None
        """The shown table's seat at the host."""
        self.replay: Record | SeatRecord | None = None
        """The record of the game that just ended (its results offer to watch it again)."""
        self.hosted: HostedGame | None = None
        """The session's game as opened to the local network (its server), while played."""
        self.joined: JoinedLink | None = None
        """A game joined on another computer, while its table is shown: the seat shown."""
        self.joined_here: list[JoinedLink] = []
        """Every seat of this computer in the game joined (``joined`` among them): two or
        more people here pass and play, as at a shared screen."""
        self.kept_here: dict[tuple[str, int], KeptSeat] = {}
        """The seats joined elsewhere as last kept on disk, by join code and seat (each is
        written again when it changes)."""
        self.reunion: Reunion | None = None
        """The search for the host of a seat kept from an earlier run (from the menu)."""
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        """The game's log, public like everything in it: it outlives each person's table
        (a new game gets a new log; the finished game's table keeps its own)."""
        for session in list(self.sessions.values()):
            if session.game.is_over:
                self._advance(session)  # killed after the statistics were saved, before the deal

    def _report(self, problem: saves.Problem | None) -> None:
        if problem is not None:
            self.messages.append(problem.message())

    def note(self, failure: str | None) -> None:
        """A save that failed: tell the player once, on the next menu."""
        if failure is not None and failure not in self.messages:
            self.messages.append(failure)

    # --------------------------------------------------------------------- menus

    def open_menu(self) -> None:
        self.stack.clear()
        self.close_host()
        self.stack.push(MainMenuScene(self))
        messages, self.messages = self.messages, []
        for message in messages:
            self._tell(message)
        if self.reunion is None:
            kept = saves.kept_seats()
            if kept:
                self.reunion = Reunion(kept[0])  # the newest: one offer at a time

    def close(self) -> None:
        """The app closes: every game and search on the network ends (the saves stay)."""
        self.close_host()
        if self.reunion is not None:
            self.reunion.close()
            self.reunion = None

    # ------------------------------------------------------- a seat kept from another run

    def seat_found_again(self) -> KeptSeat | None:
        """The seat kept from an earlier run once its host has been found again (each frame
        on the menu and the join list: never waits), else None."""
        reunion = self.reunion
        if reunion is None or reunion.pump() is None:
            return None
        return reunion.kept

    def offer_rejoin(self) -> None:
        """Over the menu, once a run, as soon as a kept seat's host is found again: "Rejoin
        Aiko's game", or not now (the join list still offers it)."""
        kept = self.seat_found_again()
        reunion = self.reunion
        if kept is None or reunion is None or reunion.offered:
            return
        reunion.offered = True
        game = tr(f"game.{kept.game}.name")
        self.ask(
            lambda: tr("net.rejoin_question", title=kept.title, game=game, name=kept.name),
            lambda: tr("net.rejoin", title=kept.title),
            self.rejoin,
            lambda: tr("net.not_now"),
        )

    def rejoin(self) -> None:
        """Back to the kept seat's game where its host was found: its lobby, then its table
        as soon as the host has begun."""
        reunion, self.reunion = self.reunion, None
        if reunion is None or reunion.found is None:
            return
        reunion.close()
        first, *others = [
            JoinedGame(
                reunion.found,
                kept.game,
                tuple(self.screens),
                token=kept.token,
                code=kept.code,
                title=kept.title,
                session=kept.session,
                place=kept.seat,
            )
            for kept in [reunion.kept, *saves.kept_seats_beside(reunion.kept)]
        ]
        self.stack.push(JoinerLobbyScene(self, first, others))

    def keep_joined(self, joined: JoinedGame) -> None:
        """Keep the seat ``joined`` holds on disk (when it is new, has moved, or its host
        was heard long enough after it was last written)."""
        kept = joined.kept()
        if kept is not None and kept.worth_writing_over(self.kept_here.get((kept.code, kept.seat))):
            self.kept_here[kept.code, kept.seat] = kept
            self.note(saves.keep_seat(kept))

    def forget_joined(self, joined: JoinedGame) -> None:
        """The seat ``joined`` held is no longer kept: its game ended, its person left it, or
        it is no longer theirs."""
        if joined.place is not None:
            self.kept_here.pop((joined.code, joined.place), None)
            saves.forget_seat(joined.code, joined.place)

    def _tell(self, message: str) -> None:
        """A message over the menu, put away with OK."""
        self.stack.push(
            Dialog(self.context, lambda: message, [(lambda: tr("dialog.ok"), lambda: None)])
        )

    def offer_desktop_entry(self) -> None:
        """The executable's first run on Linux asks, once, to add it to the applications
        menu (``app.desktop``); whatever the answer, it does not ask again."""
        settings = self.context.settings
        if settings.desktop_offered or not desktop.offer_applies():
            return
        settings.desktop_offered = True
        self.keep_settings()
        self.ask(
            lambda: tr("desktop.offer"),
            lambda: tr("desktop.offer_yes"),
            self._install_desktop_entry,
            lambda: tr("desktop.offer_no"),
        )

    def _install_desktop_entry(self) -> None:
        try:
            desktop.install()
            message = tr("desktop.added", command=shlex.join(desktop.launch_command()))
        except OSError as error:
            message = tr("desktop.failed", reason=str(error))
        self.stack.push(
            Dialog(self.context, lambda: message, [(lambda: tr("dialog.ok"), lambda: None)])
        )

    def ask(
        self,
        question: Callable[[], str],
        yes: Callable[[], str],
        on_yes: Callable[[], None],
        no: Callable[[], str],
    ) -> None:
        """A yes-or-no dialog (texts looked up when drawn); "no", doing nothing, is the safe
        answer the dialog starts on."""
        self.stack.push(Dialog(self.context, question, [(yes, on_yes), (no, lambda: None)]))

    def ask_to_leave(
        self,
        question: Callable[[], str] = lambda: tr("dialog.leave_table"),
        leave: Callable[[], None] | None = None,
    ) -> None:
        """Escape at a table: leaving is asked first, so a key pressed in passing never takes
        anyone away from the game (Stay is the safe answer). ``question`` is what is asked,
        looked up as it is drawn (by default: the game is saved); ``leave`` leaves (by
        default: the menu)."""
        self.ask(
            question,
            lambda: tr("dialog.leave"),
            leave or self.open_menu,
            lambda: tr("dialog.stay"),
        )

    def can_continue(self) -> bool:
        return bool(self.sessions)

    def choose_game(self, then: Callable[[str], None]) -> None:
        """Ask which game (when the window offers more than one), then go on with it."""
        if len(self.screens) == 1:
            then(next(iter(self.screens)))
        else:
            self.stack.push(ChooseGameScene(self, then))

    def open_setup(self) -> None:
        """New game: which game, then its set-up (asked first when that game is saved)."""
        self.choose_game(lambda game_id: self.over_saved_game(game_id, self.setup_for))

    def over_saved_game(self, game_id: str, then: Callable[[str], None]) -> None:
        """Go on to a new game of ``game_id``; with one of it saved, first ask, naming the
        game and where it stands (a new game ends it)."""
        saved = self.sessions.get(game_id)
        if saved is None:
            then(game_id)
            return
        game = tr(f"game.{game_id}.name")
        standing = standing_text(saved, self.screens[game_id])
        self.ask(
            lambda: tr("dialog.new_game_over", game=game, standing=standing),
            lambda: tr("dialog.new_game_yes"),
            lambda: then(game_id),
            lambda: tr("dialog.cancel"),
        )

    def setup_for(self, game_id: str) -> None:
        """The set-up of ``game_id``: the last one of that game, else a first one. The first
        time its person picks the game (from the games offered, or the window's only one), its
        guided game is offered over it."""
        setup = self._setup_of(game_id)
        self.stack.push(SetupScene(self, setup))
        learner = self.learner(game_id)
        if self.lessons.offer(learner, game_id):
            self._offer_lesson(game_id, learner)

    def _setup_of(self, game_id: str) -> Setup:
        setup = self.setups.get(game_id)
        if setup is None:
            return saves.default_setup(game_id, self.screens[game_id].default_opponents)
        return setup.in_language()

    def _first_person(self, game_id: str) -> str:
        """The first person of ``game_id``'s set-up (its last, else a first one)."""
        setup = self._setup_of(game_id)
        people = setup.people
        return setup.seats[people[0] if people else 0].name

    def chosen_name(self, game_id: str) -> str | None:
        """The name this app's person typed, as remembered: the first person of
        ``game_id``'s last set-up, else of another game's; None when nobody typed one (a
        default name, "Player 1" in any language, is nobody's choice)."""
        setups = [self.setups[game_id]] if game_id in self.setups else []
        for setup in [*setups, *self.setups.values()]:
            people = setup.people
            name = setup.seats[people[0]].name if people else ""
            if name and saves.default_name_number(name) is None:
                return name
        return None

    def learner(self, game_id: str) -> str:
        """Who would learn ``game_id``, as their guided games are kept: the name they chose,
        else "Player 1" in the source language, whatever the language now (a default name
        follows the language; a guided game done stays done in every one)."""
        default = catalog(SOURCE_LANGUAGE)["setup.default_name"].format(number=1)
        return self.chosen_name(game_id) or default

    def learner_name(self, game_id: str) -> str:
        """The learner at the guided game's table: the name they chose, else the set-up's
        default name in the player's language."""
        return self.chosen_name(game_id) or tr("setup.default_name", number=1)

    def _offer_lesson(self, game_id: str, learner: str) -> None:
        """ "New to Chinese 51?": learn it by playing, or "I know it" (not offered again)."""

        def decline() -> None:
            self.lessons.declined(learner, game_id)
            self.note(saves.save_lessons(self.lessons))

        self.stack.push(
            Dialog(
                self.context,
                lambda: tr("lesson.offer", game=tr(f"game.{game_id}.name")),
                [
                    (lambda: self.learn_label(game_id), lambda: self.open_lesson(game_id)),
                    (lambda: tr("lesson.know"), decline),
                ],
            )
        )

    def learn_label(self, game_id: str) -> str:
        """ "Learn it by playing (3 min)"."""
        lesson = self.screens[game_id].spec.lesson
        return tr("lesson.learn", minutes=lesson.minutes if lesson is not None else 0)

    def open_rules(self) -> None:
        self.choose_game(self._rules_of)

    def _rules_of(self, game_id: str) -> None:
        """The rules of ``game_id``, with its guided game offered always."""
        rules = self.screens[game_id].rules(self.context)
        if self.screens[game_id].spec.lesson is not None and isinstance(rules, RulesScreen):
            rules.learn = (lambda: self.learn_label(game_id), lambda: self.open_lesson(game_id))
        self.stack.push(rules)

    def open_statistics(self) -> None:
        self.choose_game(lambda game_id: self.stack.push(StatisticsScene(self, game_id)))

    def open_replays(self, game_id: str) -> None:
        """The kept finished games of ``game_id``, over its statistics."""
        self.stack.clear()
        self.stack.push(MainMenuScene(self))
        self.stack.push(StatisticsScene(self, game_id))
        self.stack.push(ReplaysScene(self, game_id, saves.kept_replays()))

    def watch(self, record: Record | SeatRecord, close: Callable[[], None]) -> None:
        """Watch ``record`` again from its first person's seat (seat 0 if only computers
        played; a joined game's from the seat kept); ``close`` leads on once it is closed."""
        if isinstance(record, SeatRecord):
            seat = record.seat
        else:
            seat = next((s for s in range(len(record.names)) if s not in record.computers), 0)
        try:
            scene = ReplayScene(
                self.context, self.screens[record.game], record, seat, close, self.keep_settings
            )
        except (KeyError, ValueError) as error:
            log.warning("a kept game does not replay: %s", error)
            self._tell(tr("replays.damaged"))
            return
        self.detach()
        scene.show(self.stack, 0)

    def watch_last_game(self) -> None:
        """The game that just ended, again (from its results); then the menu."""
        if self.replay is not None:
            self.watch(self.replay, self.open_menu)

    def open_settings(self) -> None:
        self.stack.push(SettingsScene(self))

    def quit(self) -> None:
        self.window.quit()

    def reset_statistics(self, game_id: str) -> None:
        self.statistics.reset(game_id)
        self.note(saves.save_statistics(self.statistics))

    def apply_settings(self) -> None:
        """Make the settings take effect now, and keep them."""
        settings = self.context.settings
        set_language(settings.language)
        self.window.refresh_fonts()
        self.context.sounds.volume = settings.volume
        self.context.sounds.muted = settings.muted
        art = self.context.images.art
        art.four_colour = settings.four_colour
        art.back_design = settings.back_design
        self.window.set_fullscreen(settings.fullscreen)
        self.keep_settings()

    def keep_settings(self) -> None:
        """Save the settings as they are (a change made at the table)."""
        self.note(saves.save_settings(self.context.settings))

    # ------------------------------------------------------------------ guided games

    def open_lesson(self, game_id: str) -> None:
        """The guided game of ``game_id`` for its learner, where they left it (from the start
        once finished), on its own host: the session, if any, is kept as it was."""
        screens = self.screens[game_id]
        lesson = screens.spec.lesson
        assert lesson is not None, f"{game_id} has no guided game"
        learner = self.learner(game_id)
        self.close_host()
        at = self.lessons.resume_at(learner, game_id)
        host, guide = guided_host(screens.spec, lesson, self.learner_name(game_id), at=at)
        self.host, self.learning = host, (game_id, learner)
        self.log = deque(maxlen=LOG_LINES)
        self.link = LocalSeat(host, lesson.person, tick=self._tick)
        self.context.record("lesson", game=game_id, at=at)
        self.stack.clear()
        table = self._lesson_table(game_id)
        self.stack.push(table)
        exits = LessonExits(
            leave=self._leave_lesson,
            finished=self._lesson_finished,
            practice=lambda: self.practice(game_id),
            menu=self.open_menu,
            next_table=lambda: self._lesson_table(game_id),
        )
        self.stack.push(GuidePanel(table, GuidedGame(host, guide), exits))

    def _lesson_table(self, game_id: str) -> TableBase:
        """The plain table of the guided game's game in play (each of its games has its own)."""
        link = self.link
        assert link is not None, "a guided game is open"
        table = self.screens[game_id].quick_table(
            self.context, link, link.seated(), play_again=None
        )
        assert isinstance(table, TableBase), "a game's table is a TableBase"
        return table

    def _leave_lesson(self, step: int) -> None:
        """Escape: the guided game is left at ``step``, and resumes there when opened again."""
        if self.learning is not None:
            game_id, learner = self.learning
            self.lessons.left(learner, game_id, step)
            self.note(saves.save_lessons(self.lessons))
        self.open_menu()

    def _lesson_finished(self) -> None:
        if self.learning is not None:
            game_id, learner = self.learning
            self.lessons.finished(learner, game_id)
            self.note(saves.save_lessons(self.lessons))

    def practice(self, game_id: str) -> None:
        """A practice game after the guided one: the learner, coached, against the gentlest
        computers (a saved game is ended only if its player agrees)."""
        spec = self.screens[game_id].spec
        gentlest = spec.levels[0]
        names = self.screens[game_id].opponent_names[gentlest]
        learner = self._first_person(game_id)
        computers = tuple(Seat(name, gentlest) for name in names[: spec.default_players - 1])
        setup = Setup((Seat(learner, coach=True), *computers), game=game_id)
        if game_id in self.sessions:
            self.open_menu()
        self.over_saved_game(game_id, lambda _game_id: self.new_game(setup))

    # ------------------------------------------------------------------- playing

    def new_game(self, setup: Setup) -> None:
        """Deal ``setup``'s game, in place of its game's saved session (if any)."""
        self.setups[setup.game] = setup
        self.note(saves.save_setup(setup))
        seed = None if self.seed is None else self.seed * 7919 + self.games_started
        self.games_started += 1
        self.close_host()
        self.deal_again = None
        self.session = self.sessions[setup.game] = Session.start(setup, seed)
        self.log = deque(maxlen=LOG_LINES)
        self.save()
        self.play()

    def play_dealt(
        self,
        setup: Setup,
        game: Any,
        computers: Mapping[int, Opponent],
        play_again: Callable[[], None],
    ) -> None:
        """Play ``game``, dealt already for ``setup``'s seats (its ``computers`` playing theirs),
        as a single game in place of its game's session; ``play_again`` deals the next one (a
        quick game: ``play --quick``)."""
        self.close_host()
        self.deal_again = play_again
        match = self.screens[setup.game].spec.new_match(len(setup.seats), setup.rules, None, None)
        session = Session.dealt(setup, match, game)
        self.session = self.sessions[setup.game] = session
        self.log = deque(maxlen=LOG_LINES)
        self.save()
        self._open_host(session, computers)
        self.play()

    def continue_game(self) -> None:
        """Continue: the one saved game, or the list of them to pick one from."""
        if len(self.sessions) == 1:
            self.resume(next(iter(self.sessions)))
        elif self.sessions:
            self.stack.push(SavedGamesScene(self, self.sessions, self.resume))

    def resume(self, game_id: str) -> None:
        """Play ``game_id``'s saved session on from where it was left; a game hosted with
        people on other computers opens its lobby first, where they come back."""
        self.close_host()
        session = self.session = self.sessions[game_id]
        self.log = deque(maxlen=LOG_LINES)
        if session.hosting is None:
            self.play()
            return
        remote = session.hosting.seated
        title = game_title(session.setup, remote) or tr("app.title")
        hosted = HostedGame.resuming(session, session.hosting, title=title)
        try:
            hosted.open()
        except OSError as error:
            self._tell(tr("net.cannot_listen", reason=str(error)))
            return
        self.stack.push(HostLobbyScene(self, hosted))

    def play(self) -> None:
        """Show the session's game to the person who plays next (after a hand-over when
        several people share the screen)."""
        session = self.session
        if session is None:
            self.open_menu()
            return
        viewer = self.next_person(session.game.current_player)
        if self.shares_screen:
            self.hand_over(viewer)
        else:
            self.show_table(viewer)

    def next_person(self, seat: int) -> int:
        """The first person at this screen in turn order from ``seat`` (seat 0 when only
        computers play)."""
        session = self.under_way
        spec = self.screens[session.setup.game].spec
        direction = spec.turn_direction(session.game.view(seat))
        found = first_in_turn(seat, len(session.setup.seats), self.local_people, direction)
        return 0 if found is None else found

    def hand_over(self, seat: int) -> None:
        session = self.under_way
        setup = session.setup
        name = setup.seats[seat].name
        screens = self.screens[setup.game]
        self.context.record("hand_over", seat=seat)
        body_key = hand_over_body(screens, session.game.phase)
        self.stack.clear()
        self.detach()
        self.stack.push(
            HandOverScene(
                self.context,
                name,
                lambda: self.show_table(seat),
                self.open_menu,
                self.scores_line(),
                body_key=body_key,
                ready_key=screens.label("handover.ready"),
            )
        )

    def show_table(self, viewer: int) -> None:
        """Attach a table to ``viewer``'s seat at the session's host (opened if need be)."""
        session = self.under_way
        if self.host is None or self.host.game is not session.game:
            self.close_host()  # none yet, or the session's game was put in place of the host's
        host = self.host if self.host is not None else self._open_host(session)
        self.detach()
        link = self.link = LocalSeat(host, viewer, tick=self._tick)
        seated = link.seated()
        self.stack.clear()
        table = self.screens[session.setup.game].table(self, link, seated)
        assert isinstance(table, TableBase), "a game's table is a TableBase"
        self.stack.push(table)
        hosted = self.hosted
        if hosted is not None:
            table.elsewhere = hosted.remote
            give = (hosted.server.overdue, functools.partial(self.give_overdue, viewer))
            overlay = NetworkOverlay(self.context, hosted.waiting, table.notice_room, give=give)
            self.stack.push(overlay)

    def give_overdue(self, viewer: int, seat: int) -> None:
        """A person on another computer did not come back in time: their seat is a
        computer's from now on (kept so in the save), and the table shown again with it."""
        hosted, session = self.hosted, self.under_way
        if hosted is None:
            return
        hosted.give_to_computer(seat, COMPUTER_LEVEL, "")  # under the person's name
        as_hosted(session, hosted)
        self.save()
        self.show_table(viewer)

    def _tick(self) -> None:
        """Once a frame while a table is shown: the requests from other computers reach the
        host, then the host collects its computers' and the coach's answers."""
        if self.hosted is not None:
            self.hosted.pump()
        if self.host is not None:
            self.host.update()

    def _open_host(self, session: Session, computers: Mapping[int, Opponent] | None = None) -> Host:
        """The session's host, its computers made for their seats unless given."""
        spec = self.screens[session.setup.game].spec
        if computers is None:
            computers = {
                seat: spec.make_opponent(
                    seat_setup.level, self._ai_seed(seat), self.time_budget, seat_setup.name
                )
                for seat, seat_setup in enumerate(session.setup.seats)
                if seat_setup.level is not None
            }
        self.host = Host(
            spec,
            session.match,
            session.game,
            session.setup.seats,
            hints=session.hints,
            undos=session.undos,
            keep=self._keep,
            finished=self._finished,
            computers=computers,
            time_budget=self.time_budget,
            start=session.deal,
            resumed_from=session.step,
        )
        return self.host

    def detach(self) -> None:
        """The shown table's seat is let go (another seat's table, a hand-over, the menu)."""
        if self.link is not None:
            self.link.close()
            self.link = None

    def close_host(self) -> None:
        """Stop the session's host (its computers' process) and any game across computers:
        the session itself is kept."""
        self.detach()
        if self.host is not None:
            self.host.close()
            self.host = None
        self.learning = None
        if self.hosted is not None:
            self.hosted.close()
            self.hosted = None
        for link in self.joined_here:
            if (link.joined.code, link.joined.place) in self.kept_here:
                self.keep_joined(link.joined)  # still kept: its age counts from the host last heard
            link.joined.close()
        self.joined, self.joined_here = None, []

    @property
    def remote_seats(self) -> frozenset[int]:
        """The seats of people on other computers in the game hosted here (none otherwise)."""
        return self.hosted.remote if self.hosted is not None else frozenset()

    @property
    def local_people(self) -> list[int]:
        """The people at this screen of the session shown (not those on other computers)."""
        session = self.shown_session
        people = session.setup.people if session is not None else []
        return [seat for seat in people if seat not in self.remote_seats]

    @property
    def shares_screen(self) -> bool:
        """Two or more people at this screen: pass-and-play, hands hidden between turns."""
        return self.session is not None and len(self.local_people) >= 2

    def _ai_seed(self, seat: int) -> int | None:
        if self.seed is None:
            return None
        return random.Random(f"{self.seed}-{self.games_started}-{seat}").getrandbits(32)

    @property
    def under_way(self) -> Session:
        """The session being played, for the steps that only happen during one."""
        assert self.session is not None, "no session is under way"
        return self.session

    @property
    def shown_session(self) -> Session | None:
        """The session whose table is shown: the one under way, else the one just finished."""
        return self.session or self.finished

    def scores_line(self) -> str:
        """The match's running score, e.g. "First to 3: Aiko 1 · Ben 2" ('' for one game)."""
        session = self.shown_session
        if session is None or session.setup.target_wins is None:
            return ""
        scores = " · ".join(
            f"{seat.name} {wins}"
            for seat, wins in zip(session.setup.seats, session.match.scores(), strict=True)
        )
        return tr("table.match", target=session.setup.target_wins, scores=scores)

    # ------------------------------------------------------- across computers

    def play_hosted(self, hosted: HostedGame) -> None:
        """The host pressed Start in the lobby: the set-up as joined is played here (or the
        session it continues, where it was), the joined people's seats on their own
        computers (``hosted.server`` carries them)."""
        self.close_host()
        session = hosted.resumes
        if session is None:
            seed = None if self.seed is None else self.seed * 7919 + self.games_started
            self.games_started += 1
            self.deal_again = None
            session = Session.start(hosted.setup(), seed)
            self.log = deque(maxlen=LOG_LINES)
        self.session = self.sessions[session.setup.game] = session
        as_hosted(session, hosted)  # continued: a seat may have gone to a computer in the lobby
        self.save()
        self.hosted = hosted
        hosted.server.begin(self._open_host(session))
        self.play()

    def play_joined(self, joined: JoinedGame, *more: JoinedGame) -> None:
        """The game this app joined has begun: its table shows the seat taken there, as soon
        as the host's first position has come. With ``more`` people at this computer, each
        in their own seat, they pass and play: the first to play is handed the screen."""
        self.close_host()
        self.joined_here = [JoinedLink(each) for each in (joined, *more)]
        for link in self.joined_here:
            link.finished = functools.partial(self._joined_game_finished, link)
        self.joined = self.joined_here[0]
        if positioned(self.joined_here):
            self._first_joined_table()
        else:
            self.stack.push(AwaitSeat(self.joined_here, self._first_joined_table))

    @property
    def shares_joined_screen(self) -> bool:
        """Two or more people at this computer in the game joined: pass-and-play."""
        return len(self.joined_here) >= 2

    def _first_joined_table(self) -> None:
        """The game's first table: the person of this computer who plays first (after a
        hand-over when several share it)."""
        first = self.joined_here[0].position
        assert first is not None, "the host's first position has come"
        self._joined_turn_of(self._joined_person_from(first))

    def _joined_person_from(self, seated: Seated) -> JoinedLink:
        """The seat of this computer first in turn order from the one to play in ``seated``."""
        by_seat = {link.seat: link for link in self.joined_here}
        view = seated.view
        direction = self.screens[self.joined_here[0].joined.game].spec.turn_direction(view)
        found = first_in_turn(view.current_player, len(seated.names), by_seat, direction)
        assert found is not None, "a seat of this computer is in the game"
        return by_seat[found]

    def _joined_turn_of(self, link: JoinedLink) -> None:
        """Show ``link``'s table: at once for the only person here, else after a hand-over."""
        if self.shares_joined_screen:
            self._hand_over_joined(link)
        else:
            self._show_joined(link)

    def _hand_over_joined(self, link: JoinedLink) -> None:
        """Pass-and-play at a joining app, as at a shared screen: an opaque hand-over, then
        ``link``'s person's table, built from their seat's own messages once these have
        reached the position the last table showed (the seats' messages come apart)."""
        shown = self.joined.position if self.joined is not None else None
        step = shown.step if shown is not None else -1
        screens = self.screens[link.joined.game]
        self.context.record("hand_over", seat=link.seat)
        position = link.position
        body_key = hand_over_body(screens, position.view.phase if position is not None else "")
        self.joined = link
        self.stack.clear()
        self.stack.push(
            HandOverScene(
                self.context,
                link.joined.own_name,
                lambda: self.stack.push(AwaitSeat([link], lambda: self._show_joined(link), step)),
                self._ask_to_leave_joined,
                body_key=body_key,
                ready_key=screens.label("handover.ready"),
                menu_key="net.leave",
                keys_help="net.handover_keys",
            )
        )
        self.stack.push(FollowSeats(self.joined_here))

    def _ask_to_leave_joined(self) -> None:
        self.ask_to_leave(self._leave_joined_question, self._leave_joined)

    def _show_joined(self, link: JoinedLink) -> None:
        """``link``'s table, from its seat's position; the other seats here are followed
        under it. Where the game has moved on to another person here meanwhile (a computer
        played while the screen was being handed over), the screen goes to them instead."""
        seated = link.position
        assert seated is not None and link in self.joined_here, "a joined seat's table"
        view = seated.view
        to_play = self._joined_seat(view.current_player) or link
        if to_play is not link and not view.is_over:
            self._hand_over_joined(to_play)
            return
        self.joined = link
        screens = self.screens[link.joined.game]
        link.next_game = self._next_joined_game
        table = screens.quick_table(self.context, link, seated, play_again=None)
        assert isinstance(table, TableBase), "a game's table is a TableBase"
        here = frozenset(each.seat for each in self.joined_here)
        table.elsewhere = frozenset(range(len(seated.names))) - here
        table.leave = self._ask_to_leave_joined
        table.match_ends = link.ends
        others = [each for each in self.joined_here if each is not link]
        if others:
            table.hides_hand_between_turns = True
            table.on_turn = functools.partial(self._joined_turn_began, link)
        self.stack.clear()
        self.stack.push(table)
        self.stack.push(FollowSeats(others))
        people = [each.joined for each in self.joined_here]
        self.stack.push(
            NetworkOverlay(
                self.context,
                functools.partial(waiting_here, people),
                table.notice_room,
                table.leave,
            )
        )
        for person in people:
            self.keep_joined(person)

    def _joined_turn_began(self, shown: JoinedLink, seat: int) -> None:
        """The table of ``shown`` began ``seat``'s turn: another person's at this computer is
        handed over."""
        if shown is not self.joined or seat == shown.seat:
            return
        link = self._joined_seat(seat)
        if link is not None:
            self._hand_over_joined(link)

    def _joined_seat(self, seat: int) -> JoinedLink | None:
        """This computer's ``seat`` in the game joined (None: a seat played elsewhere)."""
        return next((each for each in self.joined_here if each.seat == seat), None)

    def _next_joined_game(self, seated: Seated) -> None:
        """A match's next game was dealt: a new table, for the person here who plays first."""
        self._joined_turn_of(self._joined_person_from(seated))

    def _leave_joined_question(self) -> str:
        """What leaving a joined game does now, asked before it (looked up while the
        question is open: it follows the connection): while connected, the seat is given up;
        while the connection is lost, it stays kept."""
        return tr("net.leave_question" if self._joined_connected() else "net.leave_kept")

    def _joined_connected(self) -> bool:
        return bool(self.joined_here) and all(
            link.joined.state == "seated" for link in self.joined_here
        )

    def _leave_joined(self) -> None:
        """The people here leave a joined game for the menu: while connected, for good (the
        seats are no longer kept); while a connection is down, its seat stays kept, to come
        back to when the host is found again."""
        for link in self.joined_here:
            if link.joined.state == "seated":
                self.forget_joined(link.joined)
        self.open_menu()

    def _joined_game_finished(
        self, link: JoinedLink, ended: GameEnded, tallied: Tallied, record: SeatRecord | None
    ) -> None:
        """A joined game ended for ``link``'s seat: its person counts it in the statistics
        here (the host counts its own people, each person here counts their own), and its
        replay is the seat's own messages."""
        seat, name = link.seat, link.joined.own_name
        players = range(len(ended.scores))
        tallies = [dict(tallied.counts) if s == seat else {} for s in players]
        self.statistics.of(link.joined.game).record_game(
            Outcome(ended.scores, frozenset(ended.winners)),
            [SeatResult(name)] * len(players),
            tallies,
            counted=[seat],
        )
        self.note(saves.save_statistics(self.statistics))
        if link is self.joined:
            self.replay = record
        if record is not None:
            self.note(saves.keep_replay(record))
        if ended.match_over:
            self.forget_joined(link.joined)

    # ------------------------------------------------------------- table hooks

    def is_current(self, table: SessionTable) -> bool:
        return self.link is not None and table.link is self.link

    def turn_started(self, table: SessionTable, seat: int) -> None:
        """The table has shown the start of ``seat``'s turn: another person's turn on a
        shared screen is handed over."""
        if not self.is_current(table):
            return
        if self.shares_screen and seat in self.local_people and seat != table.viewer:
            self.hand_over(seat)

    def reseated(self, table: TableBase, seated: Seated) -> None:
        """The host took the person's last turn back: a new table shows the position, its
        pieces flying back from where ``table`` showed them."""
        if not self.is_current(table):
            return
        session = self.under_way
        self.context.record("undo", seat=table.viewer, moves=len(seated.view.history))
        self.log.clear()  # the new table reads the log back from the (shorter) history
        replacement = self.screens[session.setup.game].table(self, table.link, seated)
        self.stack.clear()
        self.stack.push(replacement)
        if isinstance(replacement, TableBase):
            replacement.keep_choices_of(table)
            replacement.arrive_from(table)
        self.log.append(tr("log.undo", name=session.setup.seats[table.viewer].name))

    def _keep(self, host: Host) -> None:
        """After every change at the host: the session as it now stands is saved."""
        session = self.session
        if session is None or host is not self.host:
            return
        session.game = host.game
        session.hints = list(host.counts.hints)
        session.undos = list(host.counts.undos)
        session.deal = host.start
        session.step = host.step
        self.save()

    def save(self) -> None:
        if self.session is not None:
            self.note(saves.save_session(self.session))

    def _finished(self, host: Host) -> None:
        """A game ended (the host has counted it in the match): count it in the statistics
        (the last game of a match also counts the match, won by its leaders)."""
        session = self.session
        if session is None or host is not self.host:
            return
        results = [
            SeatResult(seat.name, seat.level, host.counts.hints[i], host.counts.undos[i])
            for i, seat in enumerate(session.setup.seats)
        ]
        game = host.game
        outcome = game.outcome()
        assert outcome is not None, "a game is counted once it has ended"
        tallies = [host.tallies(seat) for seat in range(game.num_players)]
        here = [seat for seat in range(game.num_players) if seat not in self.remote_seats]
        self.statistics.of(host.spec.id).record_game(outcome, results, tallies, counted=here)
        self.note(saves.save_statistics(self.statistics))
        self.replay = host.record
        if self.replay is not None:
            self.note(saves.keep_replay(self.replay))
        if host.match_decided:
            session.game = game
            self._end(session)

    def _end(self, session: Session) -> None:
        """``session``'s match is decided: its save goes (the results still show it)."""
        game_id = session.setup.game
        self.finished = session
        if self.session is session:
            self.session = None
        if self.sessions.get(game_id) is session:
            del self.sessions[game_id]
            saves.delete_session(game_id)

    def _advance(self, session: Session) -> None:
        """A saved game that had ended (and been counted): the match's next deal, or the end
        of the session."""
        if session.setup.target_wins is None or session.match.is_over:
            self._end(session)
            return
        session.game = session.match.new_game()
        session.deal = session.game.to_json()
        session.hints = [0] * len(session.hints)
        session.undos = [0] * len(session.undos)
        self.note(saves.save_session(session))

    def after_game(self) -> None:
        """ "Next game" in a match, or "play again" / "new match" with the same set-up."""
        if self.session is not None and self.host is not None and self.link is not None:
            self.link.send(NextGame(self.host.step))
            self.log = deque(maxlen=LOG_LINES)
            self.play()
        elif self.session is not None:
            self.play()
        elif self.finished is not None and self.deal_again is not None:
            self.deal_again()
        elif self.finished is not None and self.hosted is None:
            self.new_game(self.finished.setup)
        else:
            self.open_menu()  # a game across computers ended: another starts from a lobby

    def match_winners(self) -> str | None:
        """Who won the match that just ended (None unless a match just ended)."""
        session = self.finished
        if self.session is not None or session is None or session.setup.target_wins is None:
            return None
        return join_names([session.setup.seats[s].name for s in sorted(session.match.leaders())])

    # -------------------------------------------------------------- the coach

    def coach_on(self, seat: int) -> bool:
        session = self.session
        return session is not None and session.setup.seats[seat].coach


def as_hosted(session: Session, hosted: HostedGame) -> None:
    """``session``'s set-up and lobby as ``hosted`` has them now (the names the joined people
    gave, the seats given to computers), for its save."""
    session.setup = hosted.setup()
    session.hosting = hosted.hosting()


def hand_over_body(screens: GameScreens, phase: str) -> str:
    """The catalog key of the hand-over's line: what the person is about to do, when the game
    says more for this ``phase`` ("believe or doubt", "answer a 51") than its general line
    ("look under the cup")."""
    body_key = screens.label("handover.body")
    for_phase = f"{body_key}.{phase}"
    return for_phase if for_phase in catalog(SOURCE_LANGUAGE) else body_key
