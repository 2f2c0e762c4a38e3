"""Chinese 51's rules pages, results and statistics columns."""

import pytest
from chinesehelpers import make_app

from goju51.app.kit import i18n
from goju51.app.kit.i18n import tr
from goju51.app.screens.statistics import StatisticsScene
from goju51.app.stats import Record
from goju51.games.chinese import (
    Call,
    Card,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    Game,
    Rules,
)
from goju51.games.chinese.examples import stacked_deck, staged_call
from goju51.tables.chinese import SCREENS
from goju51.tables.chinese.coach import coach_line, plan_words, progress
from goju51.tables.chinese.rules import (
    CHALLENGE_EXAMPLES,
    PAGES,
    ChineseRulesScene,
)
from goju51.tables.chinese.story import hand_story

pytestmark = pytest.mark.usefixtures("english")


@pytest.mark.parametrize(
    ("example", "scores"),
    list(
        zip(
            CHALLENGE_EXAMPLES,
            ({"A": 0, "B": 45, "C": 96, "D": 49}, {"A": 0, "B": 47, "C": 0, "D": 149}),
            strict=True,
        )
    ),
)
def test_the_challenge_examples_score_as_the_rules_file_says(example, scores):
    game = staged_call(*example)
    seats = {"A": 0, "B": 3, "C": 2, "D": 1}
    assert {letter: game.scores()[seat] for letter, seat in seats.items()} == scores
    assert game.end_reason == "called" and game.caller == 0


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_rules_page_shows_its_cards_and_words_inside_the_window(language, size):
    """The rules text stays left of the example cards, as drawn (an English rule quoting 明算
    is drawn in the face that has those characters, every line of it)."""
    app = make_app(seed=1, size=size)
    app.context.settings.language = language
    i18n.set_language(language)
    scene = ChineseRulesScene(app.context)
    app.stack.push(scene)
    for page in PAGES:
        scene.show(page)
        app.step(1 / 60)
        items, height = scene.page_items()
        cards_left = min(x for kind, _item, (x, _y) in items if kind == "card")
        assert height > 0
        for kind, item, (x, _y) in items:
            if kind != "card":
                line, face = (item, None) if kind == "label" else item
                width = app.context.text.render(line, scene.px(18), face=face).get_width()
                assert x + width <= app.screen.get_width(), (page, item)
            if kind == "text":
                assert x + width < cards_left, (page, item)
    app.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_rules_paragraph_quoting_chinese_is_drawn_in_one_face(language):
    """Issue 30 F18: the lines of a paragraph holding 明算 switched between the CJK face and
    the Latin one; now every line of it is drawn in the face that has 明算."""
    from goju51.app.kit import fonts

    app = make_app(seed=1)
    i18n.set_language(language)
    scene = ChineseRulesScene(app.context)
    app.stack.push(scene)
    scene.show("counts")
    app.step(1 / 60)
    clear = tr("chinese.rules.clear")
    lines = [item for kind, item, _point in scene.page_items()[0] if kind == "text"]
    quoting = [(line, face) for line, face in lines if line in clear]
    assert len(quoting) >= 2
    assert {face for _line, face in quoting} == {fonts.face_for(clear)}
    assert fonts.face_for(clear) != fonts.face_for("plain words")
    assert any(fonts.face_for(line) != face for line, face in quoting), "a line without 明算"
    app.close()
    i18n.set_language("en")


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_statistics_headings_fit_their_columns_in_the_smallest_window(home, language):
    app = make_app(seed=1, size=(960, 540), menu=True)
    app.context.settings.language = language
    i18n.set_language(language)
    app.flow.statistics.of("chinese").people["Aiko"] = Record(games=1, counters={"calls": 1})
    scene = StatisticsScene(app.flow, "chinese")
    app.stack.push(scene)
    app.step(1 / 60)
    app.stack.draw(app.screen)
    keys = [column.key for column in scene.columns]
    headings = {tr(scene.heading_key(key)) for key in keys}
    app.close()
    assert not headings & app.context.text.cut
    # Issue 30 F17: a Chinese 51 "game" is a hand, counted apart from the matches.
    assert scene.heading_key("games") == "stats.col.chinese.games"
    assert scene.heading_key("chinese.matches") == "stats.col.chinese.matches"


def test_the_statistics_columns_show_calls_and_challenges_won_of_made():
    record = Record(counters={"calls": 5, "calls_won": 3, "challenges": 4, "challenges_won": 1})
    cells = {column.key: column.cell(record) for column in SCREENS.stat_columns}
    assert cells["chinese.calls"] == "3 / 5" and cells["chinese.challenges"] == "1 / 4"


def test_the_target_steps_both_ways_by_fifty_within_its_range():
    """Issue 14's custom target: any multiple of 50 from 100 to 5000, ◀ and ▶."""
    row = SCREENS.match_points
    assert row is not None and row.step is not None
    assert row.step(Rules(), +1).target == 550 and row.step(Rules(), -1).target == 450
    assert row.step(Rules(target=120), +1).target == 150, "a target from a file snaps to 50s"
    assert row.step(Rules(target=120), -1).target == 100
    assert row.step(Rules(target=100), -1).target == 100
    assert row.step(Rules(target=5000), +1).target == 5000


def draw_and_discard_it(game: Game) -> None:
    game.apply(Draw())
    game.apply(Discard(game.drawn))


def test_the_coach_explains_an_answer_to_a_call_by_what_the_caller_was_seen_taking():
    """Seat 0 takes the K♠ from the table, then calls with spades: the hint to the seat that
    answers first names the spade it was seen taking."""
    rules = Rules()
    deck = stacked_deck({1: "KS 2D 3C 4H 5D 6D", 0: "AS 9S 8S 7H 5S"}, 3, 1, rules)
    game = Game.new(3, rules, deck=deck, starter=1)
    game.apply(Discard(Card.parse("KS")))
    game.apply(ExchangeAll((Card.parse("7H"),)))
    draw_and_discard_it(game)  # seat 2
    draw_and_discard_it(game)  # seat 1
    game.apply(Call())
    view = game.view(2)
    assert view.phase == "challenge" and view.caller == 0
    line = coach_line(view, Decline(), {0: "Ben"}.get)
    assert line == (
        f"Coach: pass — Ben was seen taking spades (1); your {view.value} would likely lose"
    )


def test_the_story_lists_own_hands_with_the_languages_separator():
    game = staged_call(*CHALLENGE_EXAMPLES[0])
    names = {0: "A", 3: "B", 2: "C", 1: "D"}.__getitem__
    i18n.set_language("zh")
    story = hand_story(game.view(0), game.challenge_winner(), names)
    i18n.set_language("en")
    assert story[-1] == "自己的分：B 45、D 49"


def test_the_coach_says_why_it_keeps_a_hand_it_could_call():
    """Heads-up with a 50 the coach plays on: its line says the hand is kept on purpose (to
    challenge the other's call), not only "draw"."""
    rules = Rules()
    deck = stacked_deck({0: "2S 3S 4S 5S 6S 7H", 1: "AD KD QD JD 9D"}, 2, 0, rules)
    game = Game.new(2, rules, deck=deck, starter=0)
    game.apply(Discard(Card.parse("7H")))
    view = game.view(1)
    assert Call() in view.legal_moves and view.value == 50
    assert (
        coach_line(view, Draw())
        == "Coach: don't call 50 yet — play on, and challenge the next call"
    )
    assert coach_line(view, Call()) == "Coach: call — your 50 is worth calling now"


def test_the_coach_speaks_of_a_mixed_hand_as_worth_nothing_yet_and_of_a_flush_by_value():
    """Finding F4: a mixed hand is worth 0 in Chinese 51, so the coach's reason counts how far
    one suit has come ("4/5 spades, 14 toward 51") instead of a "clubs 10 → 20" no bar
    shows."""
    rules = Rules()
    deck = stacked_deck({0: "2S 3S 4S 5S 9H 7H", 1: "AD KD QD JD 9C"}, 2, 0, rules)
    game = Game.new(2, rules, deck=deck, starter=0)
    view = game.view(0)
    line = coach_line(view, Discard(Card.parse("9H")))
    assert line == "Coach: discard 9♥ — 4/5 spades, 14 toward 51"
    assert "→" not in line
    game.apply(Discard(Card.parse("9H")))
    view = game.view(1)
    swap = ExchangeAll((Card.parse("9C"),))
    assert swap in view.legal_moves
    assert coach_line(view, swap) == "Coach: exchange all — 4/5 diamonds, 41 toward 51"
    flush = [Card.parse(c) for c in ["AH", "KH", "QH", "JH", "9H"]]
    assert progress(flush, view) == "one suit, worth 50"


def test_a_hint_that_leaves_the_suit_being_collected_says_so_and_why():
    """Issue 30 F4: the coach's plan changing from hearts to spades is said, with what speaks
    for it: the hearts out of reach (seen taken by the others), else what hearts held."""
    rules = Rules()
    deck = stacked_deck({0: "2S 3S 4S 5S 9H 7H", 1: "AH KH 2H 3D 4C"}, 2, 0, rules)
    game = Game.new(2, rules, deck=deck, starter=0)
    game.apply(Discard(Card.parse("2S")))
    game.apply(Draw())
    game.apply(Discard(game.view(1).hand[-1]))  # the A♠ drawn
    game.apply(Draw())
    game.apply(Discard(Card.parse("3S")))
    view = game.view(1)
    leave = ExchangeAll(tuple(Card.parse(card) for card in ("AH", "KH", "2H")))
    assert coach_line(view, leave) == (
        "Coach: exchange all — leaving hearts at 23: 3/5 spades, 16 toward 51"
    )
    keep = ExchangeAll(tuple(Card.parse(card) for card in ("3D", "4C")))
    assert coach_line(view, keep) == "Coach: exchange all — 3/5 hearts, 23 toward 51"

    game = Game.new(2, rules, deck=deck, starter=0)
    game.apply(Discard(Card.parse("7H")))
    game.apply(Draw())
    game.apply(Discard(game.view(1).hand[-1]))
    game.apply(ExchangeAll((Card.parse("9H"), Card.parse("3S"))))  # seat 0 seen taking 7♥
    view = game.view(1)
    spades = [Card.parse(card) for card in ("AH", "2S", "4S", "5S", "6S")]
    assert plan_words(view, list(view.hand), spades) == (
        "leaving hearts (1 out of reach): 4/5 spades, 17 toward 51"
    )


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_coach_lines_that_change_suit_fit_the_smallest_table(home, language):
    """A swap that leaves a suit, with its longest words, is drawn whole at 960×540."""
    app = make_app(seed=1, size=(960, 540))
    i18n.set_language(language)
    table = app.stack.scenes[0]
    app.step(1 / 60)
    queens = [Card.parse(card) for card in ("QH", "QS", "JS", "TS", "KS")]
    for key, values in (
        ("chinese.coach.switch_gone", {"gone": 12}),
        ("chinese.coach.switch", {"points": 50}),
    ):
        words = tr(key, old=i18n.suit_name("D"), progress=progress(queens, table.view), **values)
        table.toast = (tr("chinese.coach.swap", give="10♦", take="10♠", progress=words), 9.0)
        table.draw(app.screen)
    app.close()
    assert not app.context.text.cut
