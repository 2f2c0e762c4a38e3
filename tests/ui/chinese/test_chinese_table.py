"""The Chinese 51 table driven like a player drives it: posted mouse and key events, headless."""

import json

import pygame
import pytest
from chinesehelpers import (
    Explorer,
    kind,
    make_app,
    play_by_mouse,
    staged_table,
    table_of,
    wait_for_input,
)
from helpers import game_of

from goju51.app.kit import i18n
from goju51.app.kit.gestures import post_click, post_drag, run_until
from goju51.app.kit.preferences import SPEEDS
from goju51.app.kit.widgets import Text
from goju51.games.chinese import (
    Call,
    Card,
    Challenge,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Match,
    Rules,
)
from goju51.tables.chinese.coach import hinted_cards
from goju51.tables.chinese.driver import hand_point, row_point
from goju51.tables.chinese.layout import sort_hand, table_layout
from goju51.tables.chinese.results import ResultsScene, ScoreSheetScene
from goju51.tables.chinese.story import final_values, hand_story
from goju51.tables.chinese.table import ChineseTable

pytestmark = pytest.mark.usefixtures("english")


def settle(app) -> ChineseTable:
    table = table_of(app)
    run_until(app.step, lambda: not table.animating)
    return table


def assert_shown_as_viewed(table: ChineseTable) -> None:
    """What the screen shows (once animations land) is exactly the viewer's view."""
    view = table.view
    assert [sprite.card for sprite in table.hand] == sort_hand(view.hand)
    assert [sprite.card for sprite in table.row] == list(view.table)
    assert (table.stock_shown, table.aside_shown) == (view.stock_count, view.set_aside_count)
    for opponent in view.opponents:
        fan = table.seats[opponent.seat]
        assert len(fan) == opponent.hand_size
        if not view.is_over and view.caller is None:
            shown = {s.card for s in fan if s.card is not None and s.face_up}
            assert shown == set(opponent.known)


def test_a_scripted_person_plays_whole_hands_by_mouse_with_every_kind_of_turn(tmp_path):
    played: set[str] = set()
    for seed in (1, 2, 3, 4, 5, 6):
        log_path = tmp_path / f"events-{seed}.jsonl"
        app = make_app(seed=seed, event_log=log_path, level="beginner")
        explorer = Explorer(seed)
        while True:
            table = wait_for_input(app)
            if table.view.is_over:
                break
            settle(app)
            assert_shown_as_viewed(table)
            before = len(table.view.history)
            move = explorer.choose(table.view)
            play_by_mouse(app, move)
            assert len(table.view.history) > before, (move, table.toast, table.view.phase)
            seat, done = table.view.history[before]
            assert seat == table.viewer
            if isinstance(move, ExchangeAll):  # laid in the order picked, any order is one move
                assert set(done.cards) == set(move.cards) and done.declare == move.declare
            else:
                assert done == move
            played.add(kind(move))
        run_until(app.step, lambda app=app: isinstance(app.stack.top, ResultsScene))
        records = [json.loads(line) for line in log_path.read_text().splitlines()]
        over = next(r for r in records if r["kind"] == "game_over")
        assert over["values"] == list(table.view.scores)
        assert over["story"], "the scoring is worked out in words"
        app.close()
    assert {"Discard", "Draw", "ExchangeAll", "ExchangeOne"} <= played


def test_a_refused_move_says_the_engines_reason_in_the_players_words():
    app = make_app(seed=4)
    table = wait_for_input(app)
    assert table.view.phase == "opening"  # the quick game's person starts
    post_click(table.layout.stock.center)
    app.step(1 / 60)
    assert table.toast[0] == i18n.tr("refuse.chinese.opening_discard")
    post_click(table.layout.call_button.center)
    app.step(1 / 60)
    assert table.toast[0] == i18n.tr("refuse.chinese.call_at_opening")
    view = table.view
    post_click(hand_point(table.layout, view, sort_hand(view.hand)[0]))
    app.step(1 / 60)
    assert len(table.view.history) == 1
    table = wait_for_input(app)
    view = table.view
    post_click(hand_point(table.layout, view, view.hand[0]))  # picked for an exchange of all
    post_click(hand_point(table.layout, view, view.hand[1]))
    post_click(table.layout.exchange_button.center)
    app.step(1 / 60)
    if len(view.table) != 2:
        assert table.toast[0] == i18n.tr("refuse.chinese.exchange_count")
        assert table.picked == [view.hand[0], view.hand[1]], "the picks stay for a retry"
    if Call() not in view.legal_moves:
        post_click(table.layout.call_button.center)
        app.step(1 / 60)
        code = game_of(table).check(Call()).code
        assert table.toast[0] == i18n.tr(f"refuse.chinese.{code}")


def test_a_drawn_card_is_shown_to_its_drawer_then_discarded_by_click():
    app = make_app(seed=6)
    table = wait_for_input(app)
    view = table.view
    play_by_mouse(app, view.legal_moves[0])  # the opening discard
    table = wait_for_input(app)
    assert not table.view.is_over
    play_by_mouse(app, Draw())
    settle(app)
    drawn = table.view.drawn
    assert drawn is not None and table.drawn == drawn
    sprite = next(s for s in table.hand if s.card == drawn)
    assert sprite.face_up and len(table.hand) == 6
    post_click(hand_point(table.layout, table.view, drawn))
    app.step(1 / 60)
    settle(app)
    assert table.drawn is None and table.row[-1].card == drawn


def five_face_up(app) -> ChineseTable:
    """Two players, the computer drawing and discarding, the person too: the person's fifth
    turn finds five cards face up."""
    table = staged_table(app, {0: "2C 3D 4H 6H 7C 9D"}, players=2)
    for _turn in range(5):
        table = wait_for_input(app)
        view = table.view
        moves = [m for m in view.legal_moves if kind(m) in ("Draw", "Discard")]
        play_by_mouse(app, moves[0])
        table = wait_for_input(app)
        if table.view.phase == "discard":
            view = table.view
            play_by_mouse(app, next(m for m in view.legal_moves if kind(m) == "Discard"))
    table = wait_for_input(app)
    settle(app)
    return table


def test_exchange_one_by_selecting_the_row_card_with_its_key_then_clicking_the_hand_card():
    app = make_app(seed=8)
    table = five_face_up(app)
    view = table.view
    take, give = view.table[3], sort_hand(view.hand)[-1]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode=""))
    app.step(1 / 60)
    assert table.selected_row == take
    post_click(hand_point(table.layout, view, give))
    app.step(1 / 60)
    assert str(table.view.history[-1][1]) == f"swap {give} {take}"


def test_exchange_one_by_drag_and_the_sixth_discard_sweeps_the_five_aside():
    """Two players, the computer drawing and discarding: the person's fifth turn finds the
    row full, swaps one by drag; the computer's discard then sweeps the five aside."""
    app = make_app(seed=8)
    table = five_face_up(app)
    view = table.view
    assert len(view.table) == 5 and table.view.phase == "turn"
    give, take = sort_hand(view.hand)[0], view.table[2]
    aside = view.set_aside_count
    post_drag(row_point(table.layout, view, take), hand_point(table.layout, view, give))
    app.step(1 / 60)
    seat, move = table.view.history[-1]
    assert (seat, str(move)) == (table.viewer, f"swap {give} {take}")
    table = wait_for_input(app)
    settle(app)
    assert take in [s.card for s in table.hand]
    assert len(table.row) == 1 and table.row[0].card == table.view.table[0]
    assert table.aside_shown == table.view.set_aside_count == aside + 5
    assert give not in [s.card for s in table.row], "the swapped-in card went aside with the rest"
    assert_shown_as_viewed(table)
    swept = f"Five face up: they go aside, face down (set aside: {aside + 5})"
    assert swept in table.log, "issue 30 F6: the log says why the pile grew"


def test_the_draw_button_draws_and_the_exchange_button_says_what_it_does():
    """Issue 30 F6: drawing was only a click on the stock or D; "Exchange all 0/2" puzzled.
    A Draw button sits with Call and Exchange, and the exchange button says what to pick,
    then what it swaps."""
    app = make_app(seed=6)
    table = wait_for_input(app)
    assert table._exchange_label() == "Exchange (X)", "nothing face up yet"
    play_by_mouse(app, table.view.legal_moves[0])  # the opening discard
    table = wait_for_input(app)
    count = len(table.row)
    assert table._exchange_label() == f"Pick {count} cards to swap (X)"
    for card in sort_hand(table.view.hand)[:count]:
        post_click(hand_point(table.layout, table.view, card))
        app.step(1 / 60)
    assert table._exchange_label() == f"Swap {count} for the {count} face up (X)"
    for card in list(table.picked):  # put them back, then draw by the button
        post_click(hand_point(table.layout, table.view, card))
        app.step(1 / 60)
    assert not table.picked
    post_click(table.layout.stock_button.center)
    app.step(1 / 60)
    assert table.view.history[-1] == (table.viewer, Draw())


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_layout_fits_the_window_and_nothing_overlaps(size, players):
    layout = table_layout(size, players)
    window = pygame.Rect((0, 0), size)
    places = [
        *layout.hand_rects(6),
        *layout.row_slots,
        layout.stock,
        layout.set_aside,
        *layout.actions,
        *layout.decisions,
        layout.log,
        *(seat.area for seat in layout.seats),
    ]
    assert all(window.contains(rect) for rect in places)
    fixed = [layout.stock, layout.set_aside, *layout.row_slots, *layout.decisions]
    for seat in layout.seats:
        assert not any(seat.area.colliderect(rect) for rect in fixed)
    assert not any(rect.colliderect(layout.hand_rects(6)[-1]) for rect in layout.actions)
    pile_and_count = layout.set_aside.inflate(0, layout.px(28)).move(0, layout.px(14))
    for rect in layout.actions:  # the draw button sits above the others, clear of all
        assert not rect.colliderect(pile_and_count) and not rect.colliderect(layout.value)
        assert not any(rect.colliderect(seat.area) for seat in layout.seats)


def run_to_results(app, table: ChineseTable) -> list[int]:
    """Step until the results are up; return the frames at which an answer to a call showed."""
    shown, frames, answers = 0, 0, []
    while not isinstance(app.stack.top, ResultsScene):
        app.step(1 / 60)
        frames += 1
        if len(table.decisions_shown) > shown:
            shown = len(table.decisions_shown)
            answers.append(frames)
        assert frames < 5000
    return answers


def test_the_person_calls_the_cards_go_face_down_and_the_challenge_is_worked_out():
    app = make_app(seed=2)
    table = staged_table(app, {0: "AH KH QH JH 7H 2C"}, challengers=(3,))
    sounds: list[str] = []
    table.context.play = sounds.append
    table = wait_for_input(app)
    play_by_mouse(app, Discard(Card.parse("2C")))
    table = wait_for_input(app)
    assert table.view.phase == "turn" and Call() in table.view.legal_moves
    play_by_mouse(app, Call())
    settle(app)
    assert table.hand_hidden and not any(sprite.face_up for sprite in table.hand)
    answers = run_to_results(app, table)
    assert len(answers) == 3 and len(set(answers)) == 3, "each answer is shown in its turn"
    game = game_of(table)
    values, scores = game.values(), game.scores()
    story = app.stack.top.story
    winner = game.challenge_winner()

    def named(seat: int) -> str:
        return "you" if seat == 0 else table._name(seat)

    assert story == hand_story(game.view(0), winner, named, you=0)
    assert story[0] == "You called with 48"
    sign = ">" if values[3] > 48 else "=" if values[3] == 48 else "<"
    assert story[1] == f"Bot 3 challenged: {values[3]} {sign} 48"
    assert story[2:4] == [f"Bot 2 passed with {values[2]}", f"Bot 1 passed with {values[1]}"]
    taker, loser = ("You take", "Bot 3") if winner == 0 else ("Bot 3 takes", "you")
    assert story[4] == f"{taker} {scores[winner]}; 0 for {loser}"
    assert all(sprite.face_up for fan in table.seats.values() for sprite in fan)
    after_call = sounds[sounds.index("stop") :]
    assert after_call.index("challenge") < after_call.index("reveal"), after_call
    assert "deal" in sounds[: sounds.index("stop")], "the computers' draws are heard"


def test_a_computer_calls_and_the_person_challenges_with_the_button():
    app = make_app(seed=3)
    table = staged_table(app, {0: "2C 3D 4H 6H 7C 9D", 3: "AS KS QS 9S 5S"})
    table = wait_for_input(app)
    play_by_mouse(app, Discard(Card.parse("9D")))
    table = wait_for_input(app)
    assert table.view.phase == "challenge" and table.view.caller == 3
    assert table.view.decisions == ((2, False), (1, False))
    settle(app)
    shown = {s.card for s in table.seats[3] if s.face_up}
    assert not shown, "the caller's cards are face down while the others decide"
    post_click(table.layout.decisions[0].center)
    app.step(1 / 60)
    assert table.view.history[-1] == (0, Challenge())
    run_to_results(app, table)
    assert app.stack.top.story == [
        "Bot 3 called with 45",
        f"Bot 2 passed with {final_values(table.view)[2]}",
        f"Bot 1 passed with {final_values(table.view)[1]}",
        "You challenged: 0 < 45",
        "Bot 3 takes 45; 0 for you",
        f"Own hands: Bot 2 {final_values(table.view)[2]}, Bot 1 {final_values(table.view)[1]}",
    ]


def test_declare_is_offered_only_when_the_engine_allows_it_and_travels_with_the_discard():
    app = make_app(seed=5)
    table = staged_table(app, {0: "AS 8H 8C 8D 8S QS"}, rules=Rules(bombs=True))
    table = wait_for_input(app)
    post_click(table.layout.declare_button.center)
    app.step(1 / 60)
    assert table.declare_armed, "a bomb is in the hand: Declare arms"
    view = table.view
    post_click(hand_point(table.layout, view, Card.parse("QS")))
    app.step(1 / 60)
    assert table.view.history == ((0, Discard(Card.parse("QS"), declare=True)),)
    assert table.view.end_reason == "declared" and table.view.scores[0] == 204
    run_to_results(app, table)
    assert app.stack.top.story[0] == "You declared a bomb: 204"


def test_declare_cannot_be_armed_without_a_51_or_a_bomb():
    app = make_app(seed=5)
    table = staged_table(app, {0: "AS 8H 7C 6D 5S QS"})
    table = wait_for_input(app)
    post_click(table.layout.declare_button.center)
    app.step(1 / 60)
    assert not table.declare_armed
    assert table.toast[0] == i18n.tr("refuse.chinese.declare_without_51")


def test_a_hand_is_played_by_keyboard_alone():
    app = make_app(seed=9)
    table = staged_table(app, {0: "2C 3D 4H 6H 7C 9D"}, players=2)

    def press(key: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.step(1 / 60)

    table = wait_for_input(app)
    press(pygame.K_1)  # the opening discard: the first card shown
    assert table.view.history[-1][1] == Discard(Card.parse("6H")), "hearts are shown first"
    table = wait_for_input(app)
    press(pygame.K_d)
    assert table.view.history[-1][1] == Draw()
    table = wait_for_input(app)
    press(pygame.K_6)
    assert isinstance(table.view.history[-1][1], Discard)
    table = wait_for_input(app)
    count = len(table.row)
    for key in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)[:count]:
        press(key)
    assert len(table.picked) == count
    press(pygame.K_x)
    assert kind(table.view.history[-1][1]) == "ExchangeAll"


def test_the_score_sheet_on_demand_shows_every_hand_of_a_long_match_in_the_window():
    app = make_app(seed=1)
    match = Match(3, Rules(target=10_000))
    for seed in range(30):
        game = match.new_hand(seed=seed)
        while not game.is_over:
            game.apply(game.legal_moves[0])
        match.record(game)
    sheet = ScoreSheetScene(app.context, match, {0: "Aiko", 1: "Chen", 2: "Hui"})
    app.stack.push(sheet)
    app.step(1 / 60)
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(sheet.panel)
    assert sheet.row_height * 30 * sheet.scale < sheet.panel.height


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_results_panel_covers_neither_a_revealed_hand_nor_the_value_bar(size, players):
    """Issue 30 F15: the panel of a long match's hand sat over the top seat's revealed cards
    and over the "Your hand" bar. It keeps to the middle of the table, drawn smaller if its
    story and sheet need it."""
    app = make_app(seed=1, size=size)
    match = Match(players, Rules(target=10_000))
    for seed in range(8):
        game = match.new_hand(seed=seed)
        while not game.is_over:
            moves = game.legal_moves
            game.apply(moves[(seed + len(game.history)) % len(moves)])
        match.record(game)
    names = {seat: f"Seat {seat}" for seat in range(players)}
    results = ResultsScene(
        app.context, game.view(0), game.challenge_winner(), names, 0, None, match=match
    )
    app.stack.push(results)
    app.step(1 / 60)
    layout = table_layout(size, players)
    assert not results.panel.colliderect(layout.value)
    assert not results.panel.colliderect(layout.status), "the turn, the match, the keys"
    for seat in layout.seats:
        assert not results.panel.colliderect(seat.plate.unionall(seat.card_rects(5)))
        assert not results.panel.colliderect(seat.status)
    app.stack.draw(app.screen)
    assert not app.context.text.cut


def test_a_raised_hand_card_stays_below_the_value_bar():
    """Issue 30 F14: a pointed-at or picked card rose into the value bar, its corner hidden."""
    app = make_app(seed=5)
    table = staged_table(app, {0: "AH KH QH JH 7H 2C"})
    table = wait_for_input(app)
    settle(app)
    point = hand_point(table.layout, table.view, Card.parse("KH"))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
    )
    for _ in range(60):
        app.step(1 / 60)
    raised = next(sprite for sprite in table.hand if sprite.card == Card.parse("KH"))
    assert raised.lift > 0.5 * table.layout.hand_lift
    assert raised.rect.top >= table.layout.value.bottom


def test_pointing_at_a_card_while_a_discard_is_due_previews_the_hand_without_it():
    app = make_app(seed=5)
    table = staged_table(app, {0: "AH KH QH JH 7H 2C"})
    table = wait_for_input(app)
    settle(app)
    assert table._value_label() is None, "six cards have no value"
    point = hand_point(table.layout, table.view, Card.parse("2C"))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
    )
    app.step(1 / 60)
    assert table._value_label() == "Without 2♣ → Your hand: 48 (hearts)"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_play_goes_to_the_right_the_next_player_sits_on_the_viewers_right(players):
    """Seats are numbered clockwise and play passes to seat − 1: from the viewer's seat, the
    next player's plate is on the right and the one after the viewer in seat order on the
    left, so the turn visibly goes anticlockwise."""
    layout = table_layout((1280, 720), players)
    viewer = 2
    app = make_app(seed=1, players=players)
    table = table_of(app)
    place = table._seat_layout
    table.viewer = viewer
    assert place((viewer - 1) % players).plate.centerx > 640 + 200
    assert place((viewer + 1) % players).plate.centerx < 640 - 200
    assert layout.direction.colliderect(layout.stock.inflate(0, 200))


CORNER_LABELS = (
    "table.menu",
    "table.hint",
    "table.undo",
    "chinese.table.scores",
    "table.sound_on",
    "table.sound_off",
    "table.deck_four",
    "table.deck_two",
)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_corner_button_label_fits_on_one_line(language, size):
    """Text keeps ``MIN_TEXT`` however small the window, so at 960×540 a label on the design
    grid's button ran onto a second line over the button's edge."""
    i18n.set_language(language)
    layout = table_layout(size, 4)
    labels = [i18n.tr(key) for key in CORNER_LABELS]
    labels += [i18n.tr("table.speed", speed=i18n.tr(f"speed.{speed}")) for speed in SPEEDS]
    text = Text()
    for rect in layout.settings:
        for label in labels:
            lines = text.fit_lines(label, layout.px(14), rect.width - rect.height // 2, bold=True)
            assert len(lines) == 1 and not text.cut, (label, rect)
    i18n.set_language("en")


def test_the_log_shows_whole_entries_only():
    """An entry wrapped over lines is shown whole or not at all: its last words alone at the
    top of the panel read as nonsense."""
    app = make_app(seed=3, size=(960, 540))
    table = wait_for_input(app)
    table.log.clear()
    table.log.extend(
        f"Entry {n}: someone drew a card and threw the ten of spades" for n in range(9)
    )
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
def test_the_seat_status_lines_fit_under_the_seats_in_the_smallest_window(language):
    i18n.set_language(language)
    layout = table_layout((960, 540), 4)
    window = pygame.Rect(0, 0, 960, 540)
    text = Text()
    keys = ("seen_taken", "plate_passed", "plate_challenged")
    for key in [*(f"chinese.table.{key}" for key in keys), "table.thinking"]:
        for seat in layout.seats:
            line = text.fit(i18n.tr(key), layout.px(14), seat.status.width, bold=False)
            assert window.contains(line.get_rect(midtop=seat.status.midtop)), key
    i18n.set_language("en")
    assert not text.cut


def test_the_coachs_cards_are_marked_until_the_position_changes():
    app = make_app(seed=3)
    table = wait_for_input(app)
    card = table.hand[0].card
    swap = ExchangeOne(card, Card.parse("AS"))
    assert hinted_cards(swap) == {card, Card.parse("AS")}
    assert hinted_cards(ExchangeAll((card,))) == {card} and not hinted_cards(Draw())
    table.hint = (hinted_cards(Discard(card)), len(table.view.history))
    assert table.hinted(card) and not table.hinted(table.hand[1].card)
    table.try_move(next(move for move in table.view.legal_moves if not isinstance(move, Call)))
    assert not table.hinted(card), "a hint is for the position it was asked in"
    app.close()


def test_the_direction_arrow_is_drawn_with_smooth_edges():
    """Issue 30 F22: the "play goes right" arrow was stair-stepped. Painted on black, its
    edges blend: pixels part-way between the felt and the arrow's colour."""
    app = make_app(seed=6)
    table = wait_for_input(app)
    plain = pygame.Surface(app.screen.get_size())
    table._paint_direction(plain)
    box = table.layout.direction
    colours = {
        tuple(plain.get_at((x, y)))[:3]
        for x in range(box.left, box.right)
        for y in range(box.top, box.centery)
    }
    arrow = (150, 200, 170)
    assert arrow in colours
    blended = {c for c in colours if c not in (arrow, (0, 0, 0)) and c[0] < arrow[0]}
    assert len(blended) > 5
