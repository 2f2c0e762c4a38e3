"""The game window: ``goju51`` / ``python -m goju51 play`` opens it on the main menu.

One loop: events → ``update(dt)`` → ``draw``, with ``dt`` in seconds from ``clock.tick(60)``,
over a ``SceneStack``. The menu, set-up, saves and statistics are run by ``flow.Flow``; the
player's settings are read from ``settings.json`` in the data folder.

``--quick`` skips the menu and deals a game at once (seat 0 against three computer opponents),
without reading or writing any save; so do the options made for tests and tools below. Its table
is a session's like any other (Menu, Hint, Undo), run by a flow whose data folder is a temporary
one of its own: the player's saves, statistics, set-ups and settings are never touched.

Options (``goju51 play --help``): ``--seed N`` makes the deal and the opponents repeatable,
``--size WxH`` the window size, ``--speed`` the animation speed (slow, normal, fast or a
multiplier), ``--level`` the opponents' strength, ``--event-log PATH`` appends one JSON line
per engine event and human action (for tests that drive the real window), ``--frames N`` quits
after N frames (smoke tests, timing), ``--autoplay`` lets a computer play your seat too.
``--seed``, ``--event-log`` and ``--autoplay`` imply ``--quick``, unless ``--menu`` asks for the
main menu all the same (a test that drives the real window through the menus, with its log).
"""

from __future__ import annotations

import argparse
import logging
import math
import sys
import time
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

import goju51.app.kit.fonts as fonts
import goju51.app.kit.i18n as i18n
import goju51.app.saves as saves
import goju51.app.store as store
from goju51.app.cards.cardart import CardArt
from goju51.app.cards.sprites import CardImages
from goju51.app.flow import Flow
from goju51.app.games import GameScreens
from goju51.app.kit.context import Context
from goju51.app.kit.design import MIN_SIZE
from goju51.app.kit.icon import set_window_icon
from goju51.app.kit.preferences import SPEEDS, Settings
from goju51.app.kit.recorder import EventRecorder
from goju51.app.kit.scene import SceneStack
from goju51.app.kit.sound import SoundBoard
from goju51.app.kit.widgets import Panels, Text
from goju51.core.arguments import output_file, seconds, whole_number
from goju51.games import DEFAULT_GAME
from goju51.host.seats import Seat

FPS = 60
SWITCH_INTERVAL = 0.001
MAX_DT = 0.1
"""A longer frame (a stall, a dragged window) counts as this much, so animations never jump."""
DEFAULT_LEVEL = "expert"
"""The quick game's opponents: the strongest level (every game names its levels alike)."""

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Options:
    game: str = DEFAULT_GAME
    size: tuple[int, int] = (1280, 720)
    seed: int | None = None
    speed: float = SPEEDS["normal"]
    level: str = DEFAULT_LEVEL
    players: int = 4
    event_log: Path | None = None
    frames: int | None = None
    autoplay: bool = False
    four_colour: bool = False
    muted: bool = False
    time_budget: float | None = None
    menu: bool = False
    """Open on the main menu with the player's saves (``goju51``); else deal at once."""
    saved_look: bool = False
    """A quick game (``goju51 play --quick``) still speaks the saved language and opens full
    screen if the settings say so (its speed, deck and sound come from the command line)."""


def computer_names(screens: GameScreens) -> list[str]:
    """A quick game's computer players, named as the game names them: its set-up's default
    opponents first, then its levels' other names."""
    names = list(screens.default_opponents)
    for level_names in screens.opponent_names.values():
        names += [name for name in level_names if name not in names]
    return names


def is_fullscreen_key(event: pygame.event.Event) -> bool:
    """F11, or Alt+Enter (the keypad's Enter too): the usual full-screen keys. (A key event
    posted by a program may lack ``mod``.)"""
    alt = getattr(event, "mod", 0) & pygame.KMOD_ALT
    enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and alt
    return event.key == pygame.K_F11 or bool(enter)


def is_new_game_key(event: pygame.event.Event) -> bool:
    """Ctrl+N, from any screen of the app: a new game."""
    return event.key == pygame.K_n and bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)


class App:
    """The window, the services and the scene stack; ``step(dt)`` is one frame."""

    def __init__(self, options: Options, tables: Mapping[str, GameScreens]) -> None:
        self.options = options
        self.tables = tables
        """The games this window can show, by id (from the composition root)."""
        # The coach (and opponents, if their process cannot run) think on a thread: let it
        # hand the GIL back every millisecond (Python's default, 5 ms, makes a frame late).
        sys.setswitchinterval(SWITCH_INTERVAL)
        pygame.init()
        set_window_icon()
        self.screen = _open_window(options.size)
        self.windowed_size = options.size
        problem = None
        unusable_folder = None
        self.put_folder_back: Callable[[], None] | None = None
        """A quick game's files are kept in a temporary folder: this puts the player's back."""
        if options.menu:
            unusable_folder = _settle_data_folder()
            settings, problem = saves.load_settings(Settings)
            settings.muted = settings.muted or options.muted
        else:
            settings = Settings(
                speed=options.speed, four_colour=options.four_colour, muted=options.muted
            )
            if options.saved_look:
                saved, _problem = saves.load_settings(Settings)  # a damaged file: defaults
                settings.language, settings.fullscreen = saved.language, saved.fullscreen
            self.put_folder_back = store.use_temporary_folder()
        i18n.set_language(settings.language)
        pygame.display.set_caption(i18n.tr("app.window_title"))
        recorder = EventRecorder(options.event_log) if options.event_log else None
        self.context = Context(
            settings=settings,
            images=CardImages(
                CardArt(four_colour=settings.four_colour, back_design=settings.back_design)
            ),
            text=Text(),
            panels=Panels(),
            sounds=SoundBoard(volume=settings.volume, muted=settings.muted),
            recorder=recorder,
        )
        self.stack = SceneStack()
        self.games_started = 0
        self.running = True
        self.flow = Flow(
            self,
            self.context,
            self.stack,
            tables,
            seed=options.seed,
            time_budget=options.time_budget,
        )
        if options.menu:
            if problem is not None:
                self.flow.messages.insert(0, problem.message())
            if unusable_folder is not None:
                self.flow.messages.insert(
                    0, i18n.tr("problem.temporary_folder", folder=unusable_folder)
                )
            if settings.fullscreen:
                self.set_fullscreen(True)
            self.flow.open_menu()
            self.flow.offer_desktop_entry()
        else:
            if settings.fullscreen:
                self.set_fullscreen(True)
            self.start_game()

    def quit(self) -> None:
        """The menu's Quit: end the loop (the session is already saved)."""
        self.running = False

    def set_fullscreen(self, on: bool) -> None:
        current = bool(self.screen.get_flags() & pygame.FULLSCREEN)
        if on == current:
            return
        if on:
            self.windowed_size = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.stack.resize(self.screen.get_size())

    def toggle_fullscreen(self) -> None:
        """F11 or Alt+Enter, anywhere: the setting flips and is kept, as in the settings."""
        settings = self.context.settings
        settings.fullscreen = not settings.fullscreen
        self.set_fullscreen(settings.fullscreen)
        self.flow.keep_settings()

    def refresh_fonts(self) -> None:
        """After a language change: texts are drawn again with the new language's faces, and
        the window's title speaks the new language too."""
        self.context.text.clear()
        pygame.display.set_caption(i18n.tr("app.window_title"))

    def start_game(self) -> None:
        """Deal a quick game (the viewer, coached, plays first against the options' computers)
        and play it through the flow, in place of any other scene; its "play again" deals
        another this way."""
        options = self.options
        number = self.games_started
        self.games_started += 1
        seed = None if options.seed is None else f"{options.seed}-{number}"
        viewer = 0
        screens = self.tables[options.game]
        spec = screens.spec
        players = options.players
        game = spec.new_game(players, spec.rules_type(), seed, viewer)
        person = i18n.tr("setup.default_name", number=1)  # as a set-up names a first person
        seats = [Seat(person, coach=True)]
        computers = {}
        names = computer_names(screens)
        for seat in range(players):
            if seat == viewer and not options.autoplay:
                continue
            name = names[(seat - 1) % len(names)] if seat != viewer else person
            ai_seed = None if options.seed is None else options.seed * 1009 + number * 17 + seat
            computers[seat] = spec.make_opponent(options.level, ai_seed, options.time_budget, name)
            seat_of = Seat(name, options.level)
            if seat == viewer:
                seats[0] = seat_of
            else:
                seats.append(seat_of)
        self.context.record(
            "game", number=number, seed=seed, viewer=viewer, names=[s.name for s in seats]
        )
        setup = saves.Setup(tuple(seats), game=spec.id)
        self.flow.play_dealt(setup, game, computers, play_again=self.start_game)

    def step(self, dt: float) -> None:
        """One frame: events, then ``update(dt)``, then drawing."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.VIDEORESIZE:
                self.resize(event.size)
            elif event.type == pygame.KEYDOWN and is_fullscreen_key(event):
                self.toggle_fullscreen()
            elif event.type == pygame.KEYDOWN and is_new_game_key(event):
                self.flow.open_setup()  # asks first when a game is saved
            else:
                self.stack.handle_event(event)
        self.stack.update(min(dt, MAX_DT))
        self.stack.draw(self.screen)
        pygame.display.flip()

    def resize(self, size: tuple[int, int]) -> None:
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != tuple(size):
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = surface
        self.context.record("resized", size=list(size))
        self.stack.resize(surface.get_size())

    def run(self) -> int:
        clock = pygame.time.Clock()
        frames = 0
        dt = 0.0
        while self.running:
            self.step(dt)
            if frames == 0:
                self.context.record("first_frame", wall=time.time())
            frames += 1
            if self.options.frames is not None and frames >= self.options.frames:
                break
            dt = clock.tick(FPS) / 1000
        self.close()
        return 0

    def close(self) -> None:
        self.stack.clear()
        self.flow.close()
        if self.put_folder_back is not None:
            self.put_folder_back()
        if self.context.recorder is not None:
            self.context.recorder.close()
        pygame.quit()
        fonts.clear()  # its fonts die with pygame.font


def _settle_data_folder() -> Path | None:
    """The data folder if it cannot be used (said in one line on the terminal), after which
    this run keeps its files in a temporary folder; None when the folder is fine."""
    try:
        store.data_dir()
    except store.UnusableDataFolder as error:
        print(f"goju51: {error}; nothing will be kept after this game", file=sys.stderr)
        store.use_temporary_folder()
        return error.folder
    return None


def _open_window(size: tuple[int, int]) -> pygame.Surface:
    """A resizable window, with vsync where the driver offers it, never smaller than 960×540.

    The dummy driver (headless tests, screenshots) offers no vsync: asking for it there only
    adds a software renderer that costs ~3 ms a frame.
    """
    flags = pygame.RESIZABLE
    pygame.display.init()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        screen = None
        if pygame.display.get_driver() != "dummy":
            try:
                screen = pygame.display.set_mode(size, flags, vsync=1)
            except pygame.error:
                log.info("no vsync here; the frame rate is capped by the clock alone")
        if screen is None:
            screen = pygame.display.set_mode(size, flags)
        try:
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error) as error:
            log.info("cannot set a minimum window size: %s", error)
    return screen


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if width < 320 or height < 200:
        raise argparse.ArgumentTypeError(f"size {text} is too small")
    if width > 16384 or height > 16384:
        raise argparse.ArgumentTypeError(f"size {text} is larger than any screen")
    return width, height


def parse_speed(text: str) -> float:
    if text in SPEEDS:
        return SPEEDS[text]
    try:
        speed = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"speed is one of {', '.join(SPEEDS)} or a number, not {text!r}"
        ) from None
    if not (math.isfinite(speed) and speed > 0):
        raise argparse.ArgumentTypeError(f"speed must be a number above 0, not {text}")
    return speed


def parse_options(argv: Sequence[str], tables: Mapping[str, GameScreens]) -> Options:
    """The window's options; ``--game`` (one of ``tables``) decides which levels there are."""
    chooser = argparse.ArgumentParser(add_help=False)
    chooser.add_argument("--game", choices=tuple(tables), default=DEFAULT_GAME)
    spec = tables[chooser.parse_known_args(list(argv))[0].game].spec
    parser = argparse.ArgumentParser(
        prog="goju51 play", description=__doc__.split("\n")[0], parents=[chooser]
    )
    parser.add_argument("--seed", type=int, help="repeatable deal and opponents")
    parser.add_argument("--size", type=parse_size, default=Options.size, metavar="WxH")
    parser.add_argument(
        "--speed",
        type=parse_speed,
        default=Options.speed,
        help="slow, normal, fast, or a multiplier like 1.5",
    )
    parser.add_argument("--level", choices=spec.all_levels, default=DEFAULT_LEVEL)
    parser.add_argument(
        "--time-budget",
        type=seconds,
        metavar="SECONDS",
        help="how long each computer opponent may think per move",
    )
    parser.add_argument(
        "--event-log",
        type=output_file,
        metavar="PATH",
        help="append one JSON line per engine event and human action",
    )
    parser.add_argument(
        "--frames", type=whole_number(1, 10**9), metavar="N", help="quit after N frames"
    )
    parser.add_argument("--autoplay", action="store_true", help="a computer plays your seat")
    parser.add_argument("--four-colour", action="store_true", help="four-colour deck")
    parser.add_argument("--mute", action="store_true", help="start with sound off")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="skip the menu and deal a game at once (nothing is saved)",
    )
    parser.add_argument(
        "--menu",
        action="store_true",
        help="open on the main menu even with --seed, --event-log or --autoplay",
    )
    args = parser.parse_args(list(argv))
    implied = args.seed is not None or args.autoplay or args.event_log is not None
    quick = args.quick or (implied and not args.menu)
    return Options(
        game=args.game,
        size=args.size,
        seed=args.seed,
        speed=args.speed,
        level=args.level,
        event_log=args.event_log,
        frames=args.frames,
        autoplay=args.autoplay,
        four_colour=args.four_colour,
        muted=args.mute,
        menu=not quick,
        saved_look=quick,
        time_budget=args.time_budget,
    )


def run(argv: Sequence[str], tables: Mapping[str, GameScreens]) -> int:
    """``goju51 play``: open the window on ``tables``' games and play until it is closed."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    return App(parse_options(argv, tables), tables).run()
