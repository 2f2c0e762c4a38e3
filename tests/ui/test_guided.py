"""The guided first games in the whole app, headless: each played to its end with posted
clicks where the guide points, a wrong move explained and not played, the computers held
while a step is unread, Escape and resuming, the offer on a first pick and on the rules
screen, the practice game at the end, and the panel at the smallest and largest windows."""

from __future__ import annotations

import pygame
import pytest
from flowhelpers import click, key, press
from guidedhelpers import GAMES, guided_shell, lesson_at, panel_of, take_step, wait_for_step

from goju51.app import saves
from goju51.app.kit import i18n
from goju51.app.kit.dialog import Dialog
from goju51.app.kit.gestures import run_until
from goju51.app.kit.i18n import tr
from goju51.app.saves import Setup
from goju51.app.screens.menu import MainMenuScene
from goju51.app.screens.results import ResultsPanel
from goju51.app.screens.rules import RulesScreen
from goju51.app.screens.setup import SetupScene
from goju51.app.table.guided import GuidePanel
from goju51.app.table.session import TableInSession
from goju51.games import GAMES as SPECS
from goju51.games.chinese import Card
from goju51.games.japanese import Card as JapaneseCard
from goju51.games.japanese import Take
from goju51.host.seats import Seat
from goju51.tables.chinese.results import ResultsScene as ChineseResults
from goju51.tables.dice import driver as dice_driver
from goju51.tables.japanese import driver as japanese_driver


@pytest.mark.parametrize("game", GAMES)
def test_each_guided_game_is_played_to_its_end_by_clicking_where_the_guide_points(home, game):
    app = guided_shell()
    app.flow.open_lesson(game)
    lesson = SPECS[game].lesson
    assert lesson is not None
    shown: list[str] = []
    while take_step(app, lambda panel: shown.append(panel.step.key if panel.step else "")):
        pass
    assert shown == [step.key for step in lesson.steps] + [""], "every step, in order"
    panel = panel_of(app)
    assert panel.over and panel.table.view.is_over
    assert isinstance(app.stack.top, ResultsPanel)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)
    learner = app.flow.learner(game)
    assert app.flow.lessons.is_finished(learner, game)
    assert saves.load_lessons()[0].is_finished(learner, game), "remembered on disk"
    assert app.flow.session is None and saves.load_session(game)[0] is None, "not a saved game"
    assert not app.flow.statistics.of(game).people, "not counted in the statistics"


def test_a_wrong_move_is_explained_and_not_played(home):
    app, panel = lesson_at("japanese", "guide.japanese.take")
    table = panel.table
    played = len(table.view.history)
    japanese_driver.post_move(table.layout, table.view, Take(JapaneseCard.parse("9C")))
    run_until(app.step, lambda: panel.not_now != "", 5.0)
    line = tr("guide.japanese.take.not_now")
    assert panel.not_now == line and table.toast is not None and table.toast[0] == line
    assert any(said == line for said, _colour, _size in panel.lines())
    for _ in range(30):
        app.step(1 / 60)
    assert len(table.view.history) == played and len(app.flow.host.game.history) == played
    nine = table.table[table.view.table_slots.index(JapaneseCard.parse("9C"))]
    home = table.layout.table_slots[table.view.table_slots.index(JapaneseCard.parse("9C"))]
    assert nine is not None and nine.rect.center == home.center, "the 9♣ is back on the table"
    assert panel.step.key == "guide.japanese.take", "still the same step"


def test_a_wrong_rung_at_the_dice_is_explained_and_not_announced(home):
    app, panel = lesson_at("dice", "guide.dice.bluff")
    table = panel.table
    played = len(table.view.history)
    dice_driver.post_move(table.layout, table.read_move("announce 61"))
    run_until(app.step, lambda: panel.not_now != "", 5.0)
    assert panel.not_now == tr("guide.dice.bluff.not_now")
    assert len(app.flow.host.game.history) == played


def test_a_move_before_the_step_is_read_asks_to_read_first(home):
    app = guided_shell()
    app.flow.open_lesson("dice")
    panel = wait_for_step(app)
    assert panel.asks_next and panel.step.key == "guide.dice.goal"
    key(app, pygame.K_r)  # roll, before reading
    run_until(app.step, lambda: panel.not_now != "", 5.0)
    assert panel.not_now == tr("lesson.read_first")
    assert not app.flow.host.game.history


def test_at_an_exchange_of_all_the_hand_cards_to_pick_glow_then_the_exchange_button(home):
    app, panel = lesson_at("chinese", "guide.chinese.exchange_all")
    table = panel.table
    to_pick = [Card.parse(name) for name in ("3H", "8C", "6D")]

    def sprite_rects(cards: list[Card]) -> list[pygame.Rect]:
        return [next(s.rect for s in table.hand if s.card == card) for card in cards]

    assert panel.targets() == sprite_rects(to_pick), "the three cards to give, not a row card"
    assert panel.target() == sprite_rects(to_pick)[0], "the arrow on the first"
    row = [sprite.rect for sprite, _rect, _layer in table._row_homes()]
    assert not any(rect in row for rect in panel.targets())
    click(app, panel.target().center)
    app.step(1 / 60)
    assert table.picked == to_pick[:1]
    assert panel.targets() == sprite_rects(to_pick[1:]), "those left to pick"
    for card in to_pick[1:]:
        click(app, sprite_rects([card])[0].center)
        app.step(1 / 60)
    assert panel.targets() == [table.layout.exchange_button]


def test_h_says_the_taught_step_again_and_gives_the_coachs_hint_at_a_free_step(home):
    app, panel = lesson_at("japanese", "guide.japanese.take_jack")
    table = panel.table
    played = len(app.flow.host.game.history)
    key(app, pygame.K_h)
    assert table.toast is not None and table.toast[0] == tr("guide.japanese.take_jack")
    assert not panel.hint, "no other move named at a taught step"
    take_step(app)
    panel = wait_for_step(app)
    assert panel.step.key == "guide.japanese.let_go" and panel.step.free
    key(app, pygame.K_h)
    hint = tr("lesson.hint", reason=tr("guide.japanese.let_go.why"))
    assert table.toast is not None and table.toast[0] == hint
    assert any(said == hint for said, _colour, _size in panel.lines())
    assert len(app.flow.host.game.history) == played + 1, "a hint plays nothing"


def test_chinese_51s_score_sheet_leads_to_a_second_hand_where_the_learner_declares(home):
    app, panel = lesson_at("chinese", "guide.chinese.sheet")
    first = panel.table
    sheet = panel.sheet
    assert isinstance(sheet, ChineseResults) and app.stack.top is panel, "the sheet under it"
    assert sheet.match is app.flow.host.match and sheet.match.history == [(130, 0, 0)]
    assert sheet.button_key == "chinese.over.next_hand"
    assert tr("guide.chinese.sheet", you=130, bo=0, ann=0, target=500) in [
        said for said, _colour, _size in panel.lines()
    ]
    for _ in range(60):  # past the results' guard against a hasty click
        app.step(1 / 60)
    click(app, sheet.button.center)  # the results' own button reads on
    panel = wait_for_step(app)
    assert panel.step.key == "guide.chinese.second" and panel.sheet is None
    assert panel.table is not first and sheet not in app.stack.scenes
    assert app.stack.scenes == [panel.table, panel]
    assert [str(card) for card in panel.table.view.hand] == ["AS", "KS", "QS", "JS", "4H"]
    take_step(app)  # Next
    take_step(app)  # draw the 10♠
    panel = wait_for_step(app)
    table = panel.table
    assert panel.step.key == "guide.chinese.declare"
    assert panel.targets() == [table.layout.declare_button], "Declare first"
    click(app, table.layout.declare_button.center)
    app.step(1 / 60)
    four = next(sprite for sprite in table.hand if str(sprite.card) == "4H")
    assert table.declare_armed and panel.targets() == [four.rect], "then the card"
    click(app, four.rect.center)
    while take_step(app):
        pass
    results = app.stack.top
    assert isinstance(results, ChineseResults) and results.match is app.flow.host.match
    assert results.match.history == [(130, 0, 0), (102, 0, 0)] and results.match.totals == [
        232,
        0,
        0,
    ]


def test_the_chinese_sheet_calls_the_learner_you_in_every_language(home):
    """A learner who typed no name ("Player 1" in their guided games' marks): the sheet's
    results say "you", as the game's results do at a one-person table, never "Player 1"."""
    app, panel = lesson_at("chinese", "guide.chinese.sheet")
    sheet = panel.sheet
    assert isinstance(sheet, ChineseResults)
    assert app.flow.learner("chinese") == "Player 1" and sheet.you == 0
    assert sheet.headline() == "You: 130 points this hand"
    assert sheet.story == [
        "Bo called with 42",
        "You challenged: 48 > 42",
        "Ann challenged: 40 < 42",
        "You take 130; 0 for Bo and Ann",
    ]
    you = {"fr": "Vous", "ja": "あなた", "zh": "你"}
    try:
        for language, word in you.items():
            i18n.set_language(language)
            said = [sheet.headline(), *sheet.story, *(line for line, _c, _s in panel.lines())]
            assert not any("Player 1" in line for line in said), language
            assert sheet.headline().startswith(word) and sheet.story[1].startswith(word)
            assert sheet.story[3].startswith(word), language
    finally:
        i18n.set_language("en")


def test_goju_ichis_last_round_banner_tells_the_learner_you(home):
    """The banner names who still plays after Ken's Stop: the learner as "you", not
    "Player 1"; and the arrow keeps off it while it is up."""
    app, panel = lesson_at("japanese", "guide.japanese.last_take")
    table = panel.table
    assert table.banner is not None and table.banner[0] == "Ken called Stop! 1 last turn: you"
    banner = table.banner_rect()
    arrow = panel.arrow(app.screen.get_rect())
    assert banner is not None and banner in table.keep_clear()
    assert arrow is not None and not arrow.reach().colliderect(banner)


def test_left_at_the_score_sheet_the_chinese_lesson_resumes_there_and_goes_on(home):
    app, panel = lesson_at("chinese", "guide.chinese.sheet")
    at = panel.shown
    assert isinstance(panel.sheet, ChineseResults)
    story, headline = panel.sheet.story, panel.sheet.headline()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)
    app.flow.open_lesson("chinese")
    panel = wait_for_step(app)
    assert panel.shown == at and panel.asks_next, "the hand over, its sheet's line up"
    assert app.flow.host.match.history == [(130, 0, 0)], "the first hand on the sheet"
    sheet = panel.sheet
    assert isinstance(sheet, ChineseResults), "the results under the guide, as left"
    assert app.stack.scenes == [panel.table, sheet, panel]
    assert sheet.story == story and sheet.headline() == headline, "the same results"
    assert sheet.winner == 0 and sheet.match is app.flow.host.match
    take_step(app)  # Next: the second hand
    panel = wait_for_step(app)
    assert panel.step.key == "guide.chinese.second"
    assert [str(card) for card in panel.table.view.hand] == ["AS", "KS", "QS", "JS", "4H"]


def test_the_computers_wait_while_an_explaining_step_is_unread(home):
    app, panel = lesson_at("japanese", "guide.japanese.seen")
    assert panel.asks_next
    host = app.flow.host
    played = len(host.game.history)
    for _ in range(240):  # four seconds: Ken's pause is long over
        app.step(1 / 60)
    assert len(host.game.history) == played, "Ken waits for the reader"
    key(app, pygame.K_RETURN)  # Next, from the keyboard
    run_until(app.step, lambda: len(host.game.history) > played, 10.0)


def test_escape_leaves_the_guided_game_and_it_resumes_at_its_step(home):
    app = guided_shell()
    app.flow.open_lesson("chinese")
    for _ in range(4):
        take_step(app)
    panel = wait_for_step(app)
    at = panel.shown
    assert at > 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)
    learner = app.flow.learner("chinese")
    assert app.flow.lessons.resume_at(learner, "chinese") == at
    assert saves.load_lessons()[0].resume_at(learner, "chinese") == at
    app.flow.open_lesson("chinese")
    assert wait_for_step(app).shown == at


def test_a_first_pick_offers_the_guided_game_once(home):
    app = guided_shell()
    press(app, "new")
    press(app, "game:chinese")
    offer = app.stack.top
    assert isinstance(offer, Dialog)
    assert offer.message() == "New to Chinese 51?"
    labels = [control.label() for control in offer.controls]
    assert labels == ["Learn it by playing (4 min)", "I know it"]
    press(app, "answer0")
    assert isinstance(panel_of(app), GuidePanel) and app.flow.learning[0] == "chinese"
    key(app, pygame.K_ESCAPE)  # left at its first step: started, so not offered again
    press(app, "new")
    press(app, "game:chinese")
    assert isinstance(app.stack.top, SetupScene)
    app.stack.pop()
    press(app, "new")
    press(app, "game:dice")
    press(app, "answer1")  # "I know it"
    assert isinstance(app.stack.top, SetupScene)
    app.stack.pop()
    press(app, "new")
    press(app, "game:dice")
    assert isinstance(app.stack.top, SetupScene), "declined: not offered again"


def test_a_learner_is_named_as_they_chose_in_any_game(home):
    app = guided_shell()
    app.flow.setups["dice"] = Setup((Seat("Aiko"), Seat("Bo", "easy")), game="dice")
    app.flow.open_lesson("chinese")  # Aiko has set up only the dice
    table = wait_for_step(app).table
    lesson = SPECS["chinese"].lesson
    assert lesson is not None and table.names[lesson.person] == "Aiko"
    assert app.flow.learner("chinese") == "Aiko"


def test_a_guided_game_declined_stays_declined_in_another_language(home):
    """Guided games are kept by the name chosen; a learner with none keeps theirs under one
    name in every language (a default name follows the language)."""
    app = guided_shell()
    press(app, "new")
    press(app, "game:dice")
    press(app, "answer1")  # "I know it"
    app.stack.pop()
    app.context.settings.language = "fr"
    app.flow.apply_settings()
    try:
        press(app, "new")
        press(app, "game:dice")
        assert isinstance(app.stack.top, SetupScene), "not offered again in French"
        assert app.stack.top.setup().seats[0].name == "Joueur 1", "the default name follows"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "ja", "zh"])
def test_the_offers_labels_stand_on_one_line_at_full_size(home, language):
    app = guided_shell(size=(960, 540), language=language)
    press(app, "new")
    press(app, "game:chinese")
    offer = app.stack.top
    assert isinstance(offer, Dialog)
    for control in offer.controls:
        room = control.rect.width - control.rect.height // 2
        size = offer.px(control.size)
        assert app.context.text.fits(control.label(), size, room, bold=True), control.label()
        assert offer.panel.contains(control.rect)


def test_the_rules_screen_always_offers_the_guided_game(home):
    app = guided_shell()
    learner = app.flow.learner("dice")
    app.flow.lessons.finished(learner, "dice")
    press(app, "rules")
    press(app, "game:dice")
    rules = app.stack.top
    assert isinstance(rules, RulesScreen)
    learn = next(control for control in rules.controls if control.key == "learn")
    assert learn.label() == "Learn it by playing (4 min)"
    assert app.screen.get_rect().contains(learn.rect)
    press(app, "learn")
    assert wait_for_step(app).shown == 0, "a finished guided game starts again"


def test_the_end_offers_a_practice_game_against_the_gentlest_computers(home):
    app = guided_shell()
    app.flow.open_lesson("japanese")
    while take_step(app):
        pass
    results = app.stack.top
    assert isinstance(results, ResultsPanel), "the game's own results come after the last step"
    assert results.button_key == "lesson.practice"
    app.step(1 / 60)
    click(app, results.button.center)
    table = app.stack.scenes[0]
    assert isinstance(table, TableInSession)
    setup = app.flow.under_way.setup
    gentlest = SPECS["japanese"].levels[0]
    assert setup.seats[0].name == app.flow.learner("japanese") and setup.seats[0].coach
    assert all(seat.level == gentlest for seat in setup.seats[1:])


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_the_panel_and_its_target_fit_every_window(home, size, game):
    app = guided_shell(size=size)
    app.flow.open_lesson(game)
    for _ in range(4):
        panel = wait_for_step(app)
        window = app.screen.get_rect()
        assert window.contains(panel.panel), (size, panel.panel)
        target = panel.target()
        if target is not None:
            assert window.contains(target) and not target.colliderect(panel.panel)
        for rect, _label, _action in panel.buttons:
            assert panel.panel.contains(rect)
        take_step(app)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "fr", "zh"])
def test_the_chinese_panel_leaves_the_status_lines_whole(home, size, language):
    """The match's line and the key help run past their place at the top left: the panel
    starts beyond the widest of them rather than over their ends."""
    app = guided_shell(size=size, language=language)
    app.flow.open_lesson("chinese")
    panel = wait_for_step(app)
    table = panel.table
    lines = table.status_block()
    assert len(lines) == 4, "the turn, the match to 500, two lines of keys"
    widest = max(line.get_width() for line in lines)
    assert panel.panel.left > table.layout.status.x + widest
    layout = table.layout
    drawn = sum(line.get_height() + layout.px(2) for line in lines) - layout.px(2)
    assert layout.status.y + drawn <= layout.status.bottom, "its place holds the four lines"


READING_WORDS_PER_MINUTE = 200
LEAST_READING = 2.0
"""A new player reads each step at 200 words a minute, and no step in under 2 s."""


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_new_player_reading_every_step_at_normal_speed_is_done_in_five_minutes(home, game):
    app = guided_shell(size=(960, 540))
    app.context.settings.speed = 1.0
    played = [0.0]
    frame = app.step

    def counted(dt: float) -> None:
        played[0] += dt
        frame(dt)

    app.step = counted  # type: ignore[method-assign]

    def read(panel: GuidePanel) -> None:
        words = sum(len(said.split()) for said, _colour, _size in panel.lines())
        seconds = max(LEAST_READING, 60 * words / READING_WORDS_PER_MINUTE)
        for _ in range(round(seconds * 30)):
            app.step(1 / 30)

    app.flow.open_lesson(game)
    steps = 0
    while take_step(app, read):
        steps += 1
    assert steps == len(SPECS[game].lesson.steps)
    assert played[0] < 300, f"{game}: {played[0]:.0f} s"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_the_arrow_crosses_no_prompt_no_button_no_card_and_not_the_panel(home, size, game):
    """At every step with a target, the arrow (as far as it bobs) stays in the window, off the
    panel, the prompt's lines, every button and every card but the one it points at, as the
    table reports them; a button it points at from outside (never over its label)."""
    app = guided_shell(size=size)
    app.flow.open_lesson(game)
    window = app.screen.get_rect()
    pointed = 0

    def check(panel: GuidePanel) -> None:
        nonlocal pointed
        arrow = panel.arrow(window)
        if arrow is None:
            return
        pointed += 1
        reach = arrow.reach()
        table, target = panel.table, panel.target()
        step = panel.step.key if panel.step else ""
        assert window.contains(reach), (step, reach)
        assert not reach.colliderect(panel.panel), (step, reach, panel.panel)
        buttons = table.button_rects()
        assert all(rect in buttons for rect in table.corner_rects()[:2]), "the corner's"
        for rect in [*table.keep_clear(), *buttons]:
            if rect != target:
                assert not reach.colliderect(rect), (step, reach, rect)
        if target in buttons:
            assert not reach.colliderect(target), (step, "on its own button", reach, target)

    while take_step(app, check):
        pass
    assert pointed == sum(step.target is not None for step in SPECS[game].lesson.steps)
