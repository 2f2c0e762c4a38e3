"""The game chooser: skipped while the window offers one game, shown before the set-up, the
rules and the statistics when it offers more, each game with its line and table sizes."""

from __future__ import annotations

from flowhelpers import FAST, press

from goju51.app.kit import i18n
from goju51.app.kit.dialog import Dialog
from goju51.app.main import App, Options
from goju51.app.screens.choose_game import ChooseGameScene
from goju51.app.screens.setup import SetupScene
from goju51.app.screens.statistics import StatisticsScene
from goju51.app.stats import Record
from goju51.tables import TABLES

JAPANESE = TABLES["japanese"]


def every_game_shell() -> App:
    """The window as shipped: every registered game's table."""
    app = App(Options(size=(1280, 720), seed=3, muted=True, menu=True), TABLES)
    app.context.settings.speed = FAST
    i18n.set_language("en")
    return app


def test_with_one_game_new_game_goes_straight_to_its_set_up_the_first_pick_offering_the_lesson(
    home,
):
    app = App(Options(size=(1280, 720), seed=3, muted=True, menu=True), {"japanese": JAPANESE})
    press(app, "new")
    offer = app.stack.top
    assert isinstance(offer, Dialog) and offer.message() == "New to Goju Ichi?"
    assert offer.controls[0].label() == "Learn it by playing (4 min)"
    press(app, "answer1")  # "I know it"
    assert isinstance(app.stack.top, SetupScene)
    assert app.stack.top.spec.id == "japanese"
    app.stack.pop()
    press(app, "new")
    assert isinstance(app.stack.top, SetupScene), "declined: not offered again"


def test_new_game_asks_which_game_and_each_gets_its_own_set_up(home):
    app = every_game_shell()
    press(app, "new")
    chooser = app.stack.top
    assert isinstance(chooser, ChooseGameScene)
    labels = [control.label() for control in chooser.controls]
    assert labels == [
        "Goju Ichi · 2–6 players",
        "Chinese 51 · 2–5 players",
        "51, the dice game · 2–8 players",
        "Back",
    ]
    press(app, "game:dice")
    press(app, "answer1")  # a first pick offers the guided game: "I know it"
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.spec.id == "dice"
    assert [d.name for d in setup.drafts][1:] == list(TABLES["dice"].default_opponents)
    assert setup.setup().game == "dice"
    app.stack.pop()
    press(app, "new")
    press(app, "game:japanese")
    press(app, "answer1")
    assert app.stack.top.spec.id == "japanese"
    assert [d.name for d in app.stack.top.drafts][1:] == ["Aiko", "Ben", "Chiyo"]


def test_statistics_are_shown_per_game(home):
    app = every_game_shell()
    app.flow.statistics.of("japanese").people["Aiko"] = Record(games=3, wins=1)
    app.flow.statistics.of("dice").people["Zoé"] = Record(games=2, wins=2)
    press(app, "statistics")
    press(app, "game:dice")
    shown = app.stack.top
    assert isinstance(shown, StatisticsScene) and shown.game_id == "dice"
    assert [row[0] for _heading, row in shown.rows() if row] == ["Zoé"]
    assert shown.title() == "Statistics: 51, the dice game", "issue 30 F17: whose statistics"


def test_the_chooser_goes_back_to_the_menu(home):
    app = every_game_shell()
    press(app, "rules")
    assert isinstance(app.stack.top, ChooseGameScene)
    press(app, "back")
    assert not isinstance(app.stack.top, ChooseGameScene)


def fitted_texts(app: App, monkeypatch) -> list[str]:
    """Every text the app fits to a width from now on (the menu's subtitle is one)."""
    fitted: list[str] = []
    fit = app.context.text.fit

    def recording_fit(text: str, *args, **style):
        fitted.append(text)
        return fit(text, *args, **style)

    monkeypatch.setattr(app.context.text, "fit", recording_fit)
    return fitted


def test_the_menu_names_every_game_the_window_offers(home, monkeypatch):
    """Under the title, the menu lists the games New game offers, in the registry's order."""
    for tables, expected in (
        ({"japanese": JAPANESE}, "Goju Ichi"),
        ({"japanese": JAPANESE, "dice": TABLES["dice"]}, "Goju Ichi · 51, the dice game"),
    ):
        app = App(Options(size=(1280, 720), seed=3, muted=True, menu=True), tables)
        fitted = fitted_texts(app, monkeypatch)
        app.step(0.016)
        assert expected in fitted


def test_the_menu_shows_the_dice_games_51_beside_the_cards_when_it_offers_dice(home):
    """Issue 30 F22: the menu's art was two hands of cards though one game is played with
    dice; with the dice game offered, a 5 and a 1 lie under the fans."""
    from goju51.app.screens.menu import MainMenuScene

    with_dice = every_game_shell()
    menu = with_dice.stack.top
    assert isinstance(menu, MainMenuScene) and len(menu._fans()) == 12
    with_dice.close()
    cards_only = App(
        Options(size=(1280, 720), seed=3, muted=True, menu=True), {"japanese": TABLES["japanese"]}
    )
    assert len(cards_only.stack.top._fans()) == 10
    cards_only.close()
