"""The dice table, headless: whole games played with posted mouse events and keys, the cup
lifted for the roller alone, verdicts and points from the engine's events, specials, the
ladder refusing what the engine refuses, and a layout that fits every window and table."""

from __future__ import annotations

import pygame
import pytest
from helpers import FAST, host_of, hosted_table

from goju51.app.kit import i18n
from goju51.app.kit.gestures import run_until
from goju51.app.kit.preferences import SPEEDS
from goju51.app.kit.widgets import ITEM_SEPARATOR, Text
from goju51.app.main import App, Options
from goju51.games.dice import (
    LADDER,
    Accept,
    Announce,
    AnnounceFiftyOne,
    Believe,
    DoubleOrQuits,
    Doubt,
    Game,
    Result,
    Roll,
    Rules,
    Target,
)
from goju51.games.dice.ai import make_opponent
from goju51.host.messages import Play
from goju51.tables import TABLES
from goju51.tables.dice.coach import coach_line
from goju51.tables.dice.driver import post_move
from goju51.tables.dice.gameover import DiceResultsScene
from goju51.tables.dice.layout import dice_layout
from goju51.tables.dice.look import KEY_HELP, LIFTED
from goju51.tables.dice.odds import reach_chance
from goju51.tables.dice.table import DiceTable

NAMES = {0: "You", 1: "Aiko", 2: "Ben", 3: "Chiyo"}


def quick_app(seed: int = 3, size: tuple[int, int] = (1280, 720), **options) -> App:
    defaults = {"speed": FAST, "level": "easy", "muted": True, "game": "dice"}
    return App(Options(size=size, seed=seed, **(defaults | options)), TABLES)


def table_at(app: App, game: Game, computers: tuple[int, ...] = ()) -> DiceTable:
    """``game`` at a quick table seen from seat 0, with ``computers`` played by the easy level."""
    opponents = {seat: make_opponent("easy", seed=seat, name=NAMES[seat]) for seat in computers}
    return hosted_table(app, DiceTable, "dice", game, opponents, NAMES)


def settle(app: App, table: DiceTable) -> None:
    run_until(app.step, lambda: not table.animating and not table.thinking, 60)


def click(app: App, table: DiceTable, move) -> None:
    post_move(table.layout, move)
    app.step(1 / 60)


def test_a_whole_game_against_computers_is_played_with_the_mouse():
    app = quick_app(seed=7)
    table = app.stack.scenes[0]
    assert isinstance(table, DiceTable)
    planner = make_opponent("normal", seed=1)
    played = 0
    while not table.view.is_over:
        run_until(app.step, lambda: table.accepting_input or table.view.is_over, 300)
        if table.view.is_over:
            break
        move = planner.choose(table.view)
        before = len(table.view.history)
        click(app, table, move)
        assert table.view.history[before] == (0, move), "the click played the planned move"
        played += 1
    run_until(app.step, lambda: isinstance(app.stack.top, DiceResultsScene), 60)
    assert played >= 3
    assert table.points_shown == list(table.view.points), "every penalty landed on its counter"
    assert table.out_shown == set(table.view.out)
    assert table.result is not None and table.confetti is not None, "the winner is celebrated"
    results = app.stack.top
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=results.button.center, button=1))
    app.step(1 / 60)
    again = app.stack.scenes[0]
    assert isinstance(again, DiceTable) and again is not table, "play again deals a new game"
    app.close()


def test_the_cup_lifts_for_the_viewers_own_roll_and_comes_down_when_announced():
    app = quick_app()
    table = table_at(app, Game.new(4, dice=[5, 3, 6, 2], first=0), computers=(1, 2, 3))
    settle(app, table)
    click(app, table, Roll())
    settle(app, table)
    assert table.under_cup == Result(5, 3) and not table.dice_public
    assert table.cup.lift > LIFTED, "the roller sees their dice"
    own = table.layout.rungs[Result(5, 3).rank]
    assert table._focused(table.actions()).rect == own, "the truth has the focus"
    click(app, table, Announce(Result(6, 1)))
    run_until(app.step, lambda: table.view.current_player != 1 or not table.thinking, 5)
    app.step(1 / 60)
    assert table.under_cup is None or table.cup.lift <= LIFTED
    run_until(app.step, lambda: table.cup.lift <= LIFTED, 5)
    assert table.announcement_shown is not None and table.announcement_shown[:2] == (
        Result(6, 1),
        0,
    )
    app.close()


def test_a_computers_hidden_roll_is_never_drawn():
    app = quick_app()
    game = Game.new(2, dice=[4, 2, 6, 6], first=1)
    table = table_at(app, game, computers=(1,))
    seen: list[Result] = []
    original = table.art.dice_pair

    def spy(result, side):
        seen.append(result)
        return original(result, side)

    table.art.dice_pair = spy
    run_until(app.step, lambda: table.accepting_input, 60)
    assert table.view.phase == "respond"
    assert not seen, "the computer's 42 under the cup was never drawn"
    app.close()


def test_a_doubt_reveals_the_cup_and_the_point_flies_with_the_reason():
    app = quick_app()
    game = Game.new(4, dice=[5, 3], first=3)
    game.apply(Roll())
    game.apply(Announce(Result(6, 4)))  # Chiyo (seat 3) bluffs 64 to seat 0
    table = table_at(app, game)
    settle(app, table)
    click(app, table, Doubt())
    banners = []
    run_until(
        app.step,
        lambda: banners.append(table.banner and table.banner[0]) or not table.animating,
        30,
    )
    assert "64 announced, 53 under the cup: Chiyo bluffed" in banners
    assert table.dice_public and table.under_cup == Result(5, 3)
    assert table.points_shown[3] == 1 and table.points_shown[0] == 0
    assert any("Chiyo takes 1 point for the bluff (now 1)" in line for line in table.log)
    app.close()


def test_points_land_on_the_counter_only_when_the_chip_arrives():
    app = quick_app()
    game = Game.new(2, dice=[6, 1], first=1)
    game.apply(Roll())
    game.apply(Announce(Result(5, 4)))
    table = table_at(app, game)
    settle(app, table)
    app.context.settings.speed = 1.0  # the chip flies for a good half second
    table.try_move(Doubt())
    run_until(app.step, lambda: bool(table.chips), 30)
    assert table.points_shown == [0, 0], "still flying"
    run_until(app.step, lambda: not table.chips, 30)
    assert table.points_shown == [1, 0], "the doubter took the point for doubting the truth"


def test_a_special_is_shown_at_once_the_arrow_turns_and_a_plate_is_the_target():
    app = quick_app()
    table = table_at(app, Game.new(4, dice=[2, 1], first=0), computers=(1, 2, 3))
    settle(app, table)
    click(app, table, Roll())
    settle(app, table)
    assert table.dice_public and table.under_cup == Result(2, 1)
    assert table.direction_shown == -1 and table.arrow_flip == 1.0
    plates = {action.key for action in table.actions()}
    assert plates == {"plate:1", "plate:2", "plate:3"}
    click(app, table, Target(2))
    assert table.view.history[-1] == (0, Target(2))
    run_until(app.step, lambda: table.points_shown[2] == 1, 10)  # Ben, the target, now rolls


def test_a_51_target_faces_the_stake_and_doubles_it_by_button():
    app = quick_app()
    game = Game.new(2, dice=[5, 1, 5, 1, 3, 2], first=1)
    game.apply(Roll())
    game.apply(Target(0))
    table = table_at(app, game, computers=(1,))
    settle(app, table)
    labels = [action.label for action in table.actions()]
    assert labels == ["Accept 4 points (A)", "Double or quits: 8 points (Q)"]
    assert table.stake_shown == (0, 1, 4)
    click(app, table, DoubleOrQuits())
    run_until(app.step, lambda: table.view.is_over or table.view.phase != "face", 60)
    assert table.view.history[-1][1] in (Accept(), DoubleOrQuits())


def test_announce_51_is_a_button_with_the_stake():
    app = quick_app()
    table = table_at(app, Game.new(3, dice=[5, 1], first=0), computers=(1, 2))
    settle(app, table)
    assert [a.label for a in table.actions()] == [
        "Roll the cup (R)",
        "Announce 51: 4 points each (F)",
    ]
    click(app, table, AnnounceFiftyOne())
    settle(app, table)
    assert table.view.points == (0, 4, 4)
    assert table.points_shown == [0, 4, 4]


def believed_64_then_rolled(app: App, dice: list[int]) -> DiceTable:
    """Aiko rolls 65 and announces 64 to the viewer, who believes it and rolls ``dice``."""
    game = Game.new(2, dice=[6, 5, *dice], first=1)
    game.apply(Roll())
    game.apply(Announce(Result(6, 4)))
    table = table_at(app, game)
    settle(app, table)
    click(app, table, Believe())
    click(app, table, Roll())
    settle(app, table)
    return table


def test_the_ladder_refuses_what_the_engine_refuses():
    app = quick_app()
    table = believed_64_then_rolled(app, [3, 1])
    open_rungs = [a.move.result for a in table.actions() if a.enabled]
    assert open_rungs == list(LADDER[Result(6, 4).rank :])
    history = table.view.history
    click(app, table, Announce(Result(4, 3)))
    assert table.view.history == history
    assert table.toast[0] == "Announce 64 or higher"


def test_the_truth_is_offered_only_when_it_may_be_announced():
    """Issue 30 F9: after believing a 64 and rolling 31, the prompt offered "T: the truth" and
    T was refused in jargon. Now the prompt says the dice are not enough, and T says why."""
    app = quick_app()
    table = believed_64_then_rolled(app, [3, 1])
    assert table._prompt()[0] == "Announce 64 or higher to Aiko: your 31 is not enough"
    history = table.view.history
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode=""))
    app.step(1 / 60)
    assert table.view.history == history
    assert table.toast[0] == "Your 31 is lower than 64: announce 64 or higher"
    table = believed_64_then_rolled(app, [6, 6])
    assert table._prompt()[0] == "Announce 64 or higher to Aiko (T: the truth)"


def test_a_round_by_keyboard_alone():
    app = quick_app()
    table = table_at(app, Game.new(2, dice=[4, 1, 6, 6], first=0), computers=(1,))
    settle(app, table)
    for key in (pygame.K_r,):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(1 / 60)
    settle(app, table)
    assert table.view.phase == "announce"
    table.ready_at = -10.0
    for key in (pygame.K_UP, pygame.K_UP, pygame.K_RETURN):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(1 / 60)
    assert table.view.history[-1] == (0, Announce(Result(4, 3))), "two rungs up from the 41"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode=""))
    app.step(1 / 60)
    assert table.odds_on


def test_the_coach_speaks_in_odds_computed_from_the_dice():
    game = Game.new(2, dice=[6, 5, 3, 1], first=0)
    game.apply(Roll())
    game.apply(Announce(Result(6, 4)))
    view = game.view(1)
    assert reach_chance(Result(6, 4)) == pytest.approx(10 / 36)
    assert coach_line(view, Doubt(), NAMES) == (
        "Coach: doubt — a 64 or better comes up only about 1 time in 4"
    )
    assert coach_line(view, Believe(), NAMES).endswith("about 1 time in 4")
    game.apply(Believe())
    game.apply(Roll())
    assert "2 times in 9" in coach_line(game.view(1), Announce(Result(6, 5)), NAMES)


def test_the_cup_moves_to_whoever_holds_it():
    """Issue 30 F22: the cup slides toward the roller's plate, then to the player each
    announcement is made to, inside the ring round the middle."""
    app = quick_app()
    game = Game.new(4, dice=[6, 5, 3, 1], first=1)
    table = table_at(app, game)
    settle(app, table)
    layout = table.layout
    assert table.cup_place.holder == 1

    def leans_toward(seat: int) -> bool:
        dx, dy = table.cup_shift()
        plate = layout.plates[seat]
        wanted = (plate.centerx - layout.centre[0], plate.centery - layout.centre[1])
        return dx * wanted[0] + dy * wanted[1] > 0

    assert leans_toward(1) and not leans_toward(3)
    host = host_of(table)
    for move in (Roll(), Announce(Result(6, 5))):  # seat 1's person plays, at the host
        host.receive(1, Play(host.step, str(move)))
        table.receive()
        settle(app, table)
    to = game.current_player
    assert table.cup_place.holder == to != 1 and leans_toward(to)
    assert abs(table.cup_shift()[0]) <= layout.px(90), "inside the arrow ring"
    app.close()


def test_the_coach_says_what_it_read_of_the_announcer_when_that_decided_the_answer():
    """Issue 30 F25: the odds say believe a 52, but its announcer was caught bluffing the one
    time it was doubted: a doubt says so; a believe (the odds' answer) needs no read."""
    game = Game.new(2, dice=[3, 1, 6, 5], first=0)
    game.apply(Roll())
    game.apply(Announce(Result(6, 4)))  # a 31 under the cup
    game.apply(Doubt())
    game.apply(Roll())
    game.apply(Announce(Result(5, 2)))
    view = game.view(1)
    names = {0: "Élodie", 1: "You"}
    assert coach_line(view, Doubt(), names) == (
        "Coach: doubt 52 against the odds — Élodie lied when doubted: 1 of 1"
    )
    assert coach_line(view, Believe(), names) == (
        "Coach: believe — a 52 or better comes up about 6 times in 10"
    )


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (1024, 768)])
@pytest.mark.parametrize("players", range(2, 9))
def test_everything_fits_the_window_and_nothing_overlaps(size, players):
    layout = dice_layout(size, players, viewer=players - 1)
    window = pygame.Rect((0, 0), size)
    pieces = [*layout.plates, *layout.rungs, *layout.actions, *layout.settings, layout.log]
    for piece in [*pieces, layout.lifted_cup, layout.announcement]:
        assert window.contains(piece), (piece, size, players)
    middle = [layout.cup, layout.lifted_cup, layout.announcement]
    for i, plate in enumerate(layout.plates):
        others = [*layout.plates[i + 1 :], *layout.rungs, *layout.actions, layout.log, *middle]
        assert plate.collidelist(others) == -1, (i, plate, size, players)
    assert not layout.lifted_cup.colliderect(layout.announcement), "the lifted cup hides it"
    assert layout.plates[players - 1].centery > layout.centre[1], "the viewer sits at the bottom"


def test_every_refusal_and_every_penalty_reason_has_words():
    """The engine's refusal codes (met in every phase) and penalty reasons all have strings."""
    from goju51.app.kit.i18n import tr
    from goju51.games.dice import RESULTS, AnnounceFiftyOne, Penalty, parse_move
    from goju51.games.dice.events import REASONS
    from goju51.tables.dice.words import penalty_line

    for reason in REASONS:
        assert penalty_line(Penalty(1, 1, reason, 3), NAMES.__getitem__).startswith("Aiko")
    candidates = [
        Roll(),
        AnnounceFiftyOne(),
        *(Announce(result) for result in RESULTS),
        Announce("65"),
        Believe(),
        Doubt(),
        *(Target(seat) for seat in (0, 1, 2, 9)),
        Accept(),
        DoubleOrQuits(),
        "roll",
    ]
    game = Game.new(3, Rules(limit=4), dice=[6, 4, 3, 2, 5, 1, 5, 1], first=0)
    moves = ["roll", "announce 65", "believe", "roll", "announce double 1", "doubt"]
    moves += ["roll", "target 2", "accept", "roll"]  # a 51 puts seat 2 out; another 51
    codes = set()
    for move in [*moves, None]:
        codes |= {game.check(m).code for m in candidates if game.check(m) is not None}
        if move is not None:
            game.apply(parse_move(move))
    over = Game.new(2, Rules(limit=1), dice=[5, 1], first=0)
    over.apply(AnnounceFiftyOne())
    codes |= {over.check(m).code for m in candidates}
    assert len(codes) == 13, sorted(codes)
    for code in codes:
        assert tr(f"refuse.dice.{code}")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_corner_button_label_fits_on_one_line(language, size):
    """Text keeps ``MIN_TEXT`` however small the window, so at 960×540 "Chances: off (O)" ran
    onto a second line over the button's edge."""
    i18n.set_language(language)
    layout = dice_layout(size, 4)
    keys = ("table.menu", "table.hint", "table.undo", "table.sound_on", "table.sound_off")
    labels = [i18n.tr(key) for key in (*keys, "dice.odds_on", "dice.odds_off")]
    labels += [i18n.tr("table.speed", speed=i18n.tr(f"speed.{speed}")) for speed in SPEEDS]
    text = Text()
    for rect in (*layout.settings, layout.odds_toggle):
        for label in labels:
            lines = text.fit_lines(label, layout.px(14), rect.width - rect.height // 2, bold=True)
            assert len(lines) == 1 and not text.cut, (label, rect)
    i18n.set_language("en")


def test_the_log_shows_whole_entries_only():
    """An entry wrapped over lines is shown whole or not at all: its last word alone at the
    top of the panel ("cup") reads as nonsense."""
    app = quick_app(size=(960, 540))
    table = table_at(app, Game.new(4, first=0))
    table.log.clear()
    table.log.extend(f"Entry {n}: Nathan announced 64 to Aiko under the cup" for n in range(9))
    size, width = 13, table.layout.log.width - table.layout.px(16)
    rows = app.context.text.newest_entries(list(table.log), size, width, 8)
    text, log = app.context.text, table.log
    newest = [text.wrap(entry, size, width, bold=i == len(log) - 1) for i, entry in enumerate(log)]
    whole = [
        [line for lines in newest[-count:] for line in lines] for count in range(1, len(log) + 1)
    ]
    assert max(len(lines) for lines in newest) > 1, "the entries wrap"
    assert 0 < len(rows) <= 8 and [line for line, _fresh in rows] in whole
    assert rows[-1][1] and not rows[0][1]
    app.close()


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_key_help_breaks_only_between_keys(language):
    app = quick_app(size=(960, 540))
    app.context.settings.language = language
    i18n.set_language(language)
    table = table_at(app, Game.new(4, first=0))
    width = table.layout.status.width
    for key in KEY_HELP:
        line = i18n.tr(key)
        shown = table.context.text.wrap_items(line, 13, width)
        assert [item for part in shown for item in ITEM_SEPARATOR.split(part)[::2]] == (
            ITEM_SEPARATOR.split(line)[::2]
        )
        assert all(app.context.text.render(part, 13).get_width() <= width for part in shown)
    i18n.set_language("en")
    app.close()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", range(2, 9))
def test_the_status_corner_keeps_off_every_plate(size, players):
    """Issue 30: at 960×540 with eight players the French key help ran over the plate below
    it. The corner stops at the first plate under it and beside it; what it shows stays
    inside (the help's last lines give way)."""
    layout = dice_layout(size, players)
    assert layout.status.width >= layout.px(180) and layout.status.height >= layout.px(70)
    assert not any(layout.status.colliderect(plate) for plate in layout.plates)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_status_corner_draws_nothing_below_its_bottom(language):
    app = quick_app(size=(960, 540))
    i18n.set_language(language)
    table = table_at(app, Game.new(8, first=0))
    settle(app, table)
    corner = table.layout.status
    below = pygame.Rect(corner.x, corner.bottom, corner.width, table.layout.px(40))
    before = app.screen.subsurface(below).copy()
    table._draw_status(app.screen)
    after = app.screen.subsurface(below)
    same = pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")
    i18n.set_language("en")
    app.close()
    assert same


def test_once_out_the_viewer_may_skip_to_the_result():
    """Issue 30 F8: out in mid-game, the player had to watch every remaining computer round.
    A "skip to the result" button (and Space) plays the rest at once."""
    app = quick_app()
    table = table_at(app, Game.new(3, Rules(limit=4), dice=[6, 4], first=0), computers=(1, 2))
    settle(app, table)
    click(app, table, AnnounceFiftyOne())  # rolls 64: a miss, 4 points, and the viewer is out
    run_until(app.step, lambda: 0 in table.out_shown, 10)
    assert table.watching_out and not table.view.is_over
    assert table._prompt()[0] == "You are out: the others play on"
    surface = pygame.display.get_surface()
    table.draw(surface)
    button = table.layout.skip
    assert surface.get_at(button.center) != table.background.get_at(button.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=""))
    app.step(1 / 60)
    assert table.hurrying
    frames = 0
    while not isinstance(app.stack.top, DiceResultsScene):
        app.step(1 / 60)
        assert not table.animating, "every move lands at once, nothing is animated"
        frames += 1
        assert frames < 20_000  # each computer moves as soon as its thread has decided
    assert table.view.is_over


def test_a_computers_turn_says_space_skips():
    app = quick_app()
    table = table_at(app, Game.new(2, first=1), computers=(1,))
    app.step(1 / 60)
    table.skip()
    table.turn_shown = 1
    assert table._prompt()[0] == "Aiko to play   (Space: skip)"


def test_last_one_standing_ranks_players_by_when_they_went_out():
    """Issue 30 F10: the list was sorted by points; the last out is second, whatever its
    points, when the last one standing wins (the fewest points rank when the first out ends
    the game)."""
    from goju51.games.dice import GameOver
    from goju51.tables.dice.gameover import ranking

    result = GameOver(points=(13, 9, 5, 16), winners=(2,))
    assert ranking(result, Rules(limit=9), out_order=(0, 1, 3)) == [2, 3, 1, 0]
    first_out = GameOver(points=(13, 9, 5, 16), winners=(2,))
    assert ranking(first_out, Rules(limit=9, end="first_out"), out_order=(3,)) == [2, 1, 0, 3]
