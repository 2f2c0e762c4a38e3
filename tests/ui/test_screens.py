"""Each menu screen on its own: labels fit their buttons in every language at the smallest
window, the rules' worked examples agree with the engine, and screens draw at every size."""

from __future__ import annotations

import pygame
import pytest
from flowhelpers import click, key, make_shell, press

from goju51.app.kit import fonts, i18n
from goju51.app.saves import Setup
from goju51.app.screens.setup import SetupScene
from goju51.app.stats import Record
from goju51.games.japanese import hand_value
from goju51.host.seats import Seat
from goju51.tables.japanese.rules import PAGES, RulesScene, example_lines, worked_out

SIZES = ((960, 540), (1280, 720), (1920, 1080))


pytestmark = pytest.mark.usefixtures("home")


def every_screen(app):
    """Open each screen in turn (menu, set-up with six seats, rules pages, settings,
    statistics) and yield it."""
    flow = app.flow
    flow.statistics.of("japanese").people["Zoé-Anne Dupont"] = Record(
        games=12, wins=5, total_value=300, best_hand=51, counters={"stops_called": 3}
    )
    flow.statistics.of("japanese").levels["expert"] = Record(
        games=12, wins=7, total_value=350, best_hand=49
    )
    flow.open_menu()
    yield app.stack.top
    flow.setups["japanese"] = Setup(
        tuple(
            Seat(f"Person{n}" if n % 2 else f"N{n}", None if n % 2 else "beginner", coach=True)
            for n in range(6)
        )
    )
    flow.open_setup()
    yield app.stack.top
    for step in (flow.open_rules, flow.open_settings, flow.open_statistics):
        flow.open_menu()
        step()
        yield app.stack.top


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_label_fits_its_button(language, size):
    """Text.fit may shrink a label to 70 %, never cut it."""
    app = make_shell(size=size)
    i18n.set_language(language)
    app.flow.apply_settings = lambda: None
    for scene in every_screen(app):
        for control in scene.controls:
            label = control.label() or " "
            limit = control.rect.width - control.rect.height // 2
            smallest = fonts.for_text(label, max(8, int(scene.px(control.size) * 0.7)), True)
            assert smallest.size(label)[0] <= limit, (type(scene).__name__, label)
        app.step(1 / 60)


@pytest.mark.parametrize("page", list(PAGES))
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_rules_examples_are_worked_out_like_the_engine(page, language):
    i18n.set_language(language)
    for example in PAGES[page][1]:
        value = hand_value(example.hand, example.rules)
        lines = example_lines(example)
        assert lines[0].endswith(str(value)) or "0" in lines[0]
        assert worked_out(example.hand, example.rules)


def test_the_worked_values_match_the_rules_document():
    main = {ex.hand: hand_value(ex.hand, ex.rules) for ex in PAGES["main"][1]}
    assert sorted(main.values()) == [-3, 15, 51]
    joker = [hand_value(ex.hand, ex.rules) for ex in PAGES["joker"][1]]
    assert joker == [11, 51]
    flush = [hand_value(ex.hand, ex.rules) for ex in PAGES["flush"][1]]
    assert flush == [0, 26, 43]
    assert "joker as A♥" in worked_out(PAGES["joker"][1][0].hand, PAGES["joker"][1][0].rules)


def test_rules_pages_turn_and_scroll_by_keyboard():
    app = make_shell(size=(960, 540))
    press(app, "rules")
    scene = app.stack.top
    assert isinstance(scene, RulesScene) and scene.page == "main"
    key(app, pygame.K_RIGHT)
    assert scene.page == "controls", "how to play comes right after the main rules"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.page == "flush"
    key(app, pygame.K_RIGHT)
    for _ in range(30):
        key(app, pygame.K_DOWN)
    overflow = scene.page_items()[1] - scene.viewport.height
    assert scene.offset == max(0, overflow), "↓ scrolls to the end of the page, no further"
    key(app, pygame.K_UP)
    assert scene.offset == max(0, overflow - scene.px(40))
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.stack.top, RulesScene)


@pytest.mark.parametrize("size", SIZES)
def test_every_screen_draws_and_resizes(size):
    app = make_shell(size=(1280, 720))
    for scene in every_screen(app):
        app.resize(size)
        app.step(1 / 60)
        for control in scene.controls:
            assert app.screen.get_rect().contains(control.rect), (type(scene).__name__, control.key)


def test_the_set_up_has_every_choice():
    app = make_shell()
    press(app, "new")
    scene = app.stack.top
    assert isinstance(scene, SetupScene)
    for _ in range(6):
        key(app, pygame.K_RIGHT)
    assert len(scene.drafts) == 6
    for _ in range(6):
        key(app, pygame.K_LEFT)
    assert len(scene.drafts) == 2
    press(app, "kind:1")
    assert scene.drafts[1].level is None and scene.drafts[1].name == ""
    press(app, "kind:1")
    assert scene.drafts[1].level == "normal"
    click_level = next(c for c in scene.controls if c.key == "level:1")
    click_level.change(1)
    assert scene.drafts[1].level == "hard" and scene.drafts[1].name in (
        "Isamu",
        "Junko",
        "Kaito",
        "Mei",
    )
    for name in ("rule:jokers", "rule:dealer_starts", "rule:final_round", "rule:flush_only"):
        press(app, name)
    for _ in range(3):
        press(app, "length")
    setup = scene.setup()
    assert setup.rules.jokers == 1 and setup.rules.dealer_starts and setup.rules.flush_only
    assert setup.rules.final_round == "exchange_or_pass" and setup.target_wins == 4
    coach = scene.drafts[0].coach
    press(app, "coach:0")
    assert scene.setup().seats[0].coach is not coach


def test_statistics_numbers_end_at_their_columns_right_edge():
    """Issue 18: numbers align in columns (right-aligned), names stay at the left."""
    app = make_shell()
    app.flow.open_statistics()
    scene = app.stack.top
    narrow, wide = pygame.Surface((10, 5)), pygame.Surface((30, 5))
    assert scene._cell_place(narrow, 0, 100, 90, 0) == scene._cell_place(wide, 0, 100, 90, 0)
    right_edges = {
        scene._cell_place(cell, 2, 100, 90, 0)[0] + cell.get_width() for cell in (narrow, wide)
    }
    assert len(right_edges) == 1
    app.close()


def test_a_choice_steps_back_from_its_left_arrow_and_forward_elsewhere():
    """Issue 18: choices that cycle show ◀ ▶ and go both ways by mouse."""
    from goju51.app.kit.widgets import choice_arrow_zone

    app = make_shell()
    app.flow.open_settings()
    scene = app.stack.top
    volume = next(control for control in scene.controls if control.key == "volume")
    start = app.context.settings.volume
    click(app, choice_arrow_zone(volume.rect, -1).center)
    assert app.context.settings.volume < start
    click(app, choice_arrow_zone(volume.rect, +1).center)
    click(app, volume.rect.center)
    assert app.context.settings.volume > start
    app.close()


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_statistics_heading_is_shown_whole_at_960(language):
    """A heading too long for its column at 13 px (French "Conseils / annul.") takes two
    lines rather than being cut."""
    from goju51.app.screens.statistics import StatisticsScene

    app = make_shell(size=(960, 540), language=language)
    app.flow.statistics.of("japanese").people["Aiko"] = Record(games=2, wins=1, total_value=40)
    app.stack.push(StatisticsScene(app.flow, "japanese"))
    app.step(1 / 60)
    app.stack.draw(app.screen)
    app.close()
    assert not app.context.text.cut


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_statistics_heading_keeps_the_headings_size_at_1280(home, language):
    """Issue 30 F17: Chinese 51's "51s / bombs" was drawn smaller than its neighbours. At
    1280×720 every game's headings are all at the design size, a long one on two lines."""
    from goju51.app.screens.statistics import HEADING, StatisticsScene

    app = make_shell(language=language, games=("japanese", "chinese", "dice"))
    for game in ("japanese", "chinese", "dice"):
        scene = StatisticsScene(app.flow, game)
        app.stack.push(scene)
        app.step(1 / 60)
        size, headings = scene.headings()
        assert size == HEADING and all(len(lines) <= 2 for lines in headings), (game, headings)
        app.stack.draw(app.screen)
        app.stack.pop()
    app.close()
    assert not app.context.text.cut


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_dialog_is_as_tall_as_its_message(home, size):
    """Issue 30 F21: a one-line question sat in a panel half empty; a long message lost its
    lines after the sixth. The panel fits its message and buttons, every line inside."""
    from goju51.app.kit.dialog import Dialog

    app = make_shell(size=size)
    panels = {}
    for lines in (1, 9):
        message = " ".join(["A game is saved and a new game ends it."] * lines * 2)
        dialog = Dialog(app.context, lambda m=message: m, [(lambda: "Yes", lambda: None)])
        app.stack.push(dialog)
        app.step(1 / 60)
        wrapped = dialog._lines()
        button = dialog.controls[0].rect
        line_height = app.context.text.render(wrapped[0], dialog.px(21)).get_height()
        space = button.top - dialog.panel.top - dialog.px(30)
        assert space >= len(wrapped) * line_height, "every line above the buttons"
        assert space < (len(wrapped) + 1) * (line_height + dialog.px(6)), "no empty block"
        panels[lines] = dialog.panel.height
        app.stack.pop()
    assert panels[9] > panels[1]
