"""The table driven like a player drives it: posted mouse and key events, headless."""

import json
import time

import pygame
import pytest
from helpers import (
    Planner,
    game_of,
    host_of,
    make_app,
    play_by_mouse,
    settle,
    table_of,
    wait_for_input,
)

from goju51.app.kit.gestures import post_click, post_drag, run_until
from goju51.games.japanese import Clear, Discard, Take
from goju51.games.japanese.ai import fallback_move
from goju51.host.local import LocalSeat
from goju51.tables.japanese.driver import table_point
from goju51.tables.japanese.gameover import GameOverScene
from goju51.tables.japanese.layout import sort_hand
from goju51.tables.japanese.table import TableScene


def assert_shown_as_viewed(table: TableScene) -> None:
    """What the screen shows (once animations land) is exactly the viewer's view."""
    view = table.view
    assert [sprite.card for sprite in table.hand] == sort_hand(view.hand)
    assert [None if s is None else s.card for s in table.table] == list(view.table_slots)
    assert (table.stock_shown, table.aside_shown) == (view.stock_count, view.set_aside_count)
    for opponent in view.opponents:
        fan = table.seats[opponent.seat]
        assert len(fan) == opponent.hand_size
        if not view.is_over:
            assert {s.card for s in fan if s.card is not None} == set(opponent.known)


def _viewer_moves(table: TableScene) -> list[str]:
    return [str(move) for seat, move in table.view.history if seat == table.viewer]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_scripted_human_plays_whole_games_by_mouse(seed, tmp_path):
    log_path = tmp_path / "events.jsonl"
    app = make_app(seed=seed, event_log=log_path)
    planner = Planner(seed)
    posted: list[str] = []
    table = wait_for_input(app)
    while not table.view.is_over:
        move = planner.choose(table)
        posted.append(str(move))
        play_by_mouse(app, move)
        assert _viewer_moves(table) == posted, "the engine must follow the gestures"
        wait_for_input(app)
        table = settle(app)
        assert_shown_as_viewed(table)
    run_until(app.step, lambda: isinstance(app.stack.top, GameOverScene))
    assert table.view.is_over and posted
    records = [json.loads(line) for line in log_path.read_text().splitlines()]
    kinds = {record["kind"] for record in records}
    assert {"game", "event", "move", "awaiting", "game_over"} <= kinds
    assert [r["move"] for r in records if r["kind"] == "move" and r["seat"] == 0] == posted

    run_until(app.step, lambda: not table.animating)
    post_click(app.stack.top.button.center)
    app.step(1 / 60)
    fresh = table_of(app)
    assert fresh is not table and not fresh.view.history
    assert app.stack.scenes == [fresh]


def test_input_during_an_animation_changes_nothing():
    app = make_app(seed=4, speed=1.0)
    table = wait_for_input(app)
    view = table.view
    play_by_mouse(app, Take(view.table[0]))
    assert table.animating
    history = table.view.history
    for rect in table.layout.hand_rects(6):
        post_click(rect.center)
    for rect in table.layout.table_slots:
        post_drag(rect.center, table.layout.hand_zone.center)
    post_click(table.layout.clear_button.center)
    post_click(table.layout.stop_toggle.center)
    for key in (pygame.K_1, pygame.K_c, pygame.K_s, pygame.K_RIGHT):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key))
    app.step(1 / 60)
    assert table.view.history == history
    assert table.animating


def test_discarding_the_card_just_taken_is_refused_with_a_message():
    app = make_app(seed=5)
    table = wait_for_input(app)
    taken = table.view.table[2]
    play_by_mouse(app, Take(taken))
    table = wait_for_input(app)
    play_by_mouse(app, Discard(taken))
    assert table.view.taken == taken and table.view.phase == "taken"
    assert table.toast is not None and "just took" in table.toast[0]
    assert taken in [sprite.card for sprite in table.hand]


def test_an_invalid_drop_snaps_the_card_back_to_its_slot():
    app = make_app(seed=6)
    table = wait_for_input(app)
    view = table.view
    start = table_point(table.layout, view, view.table[3])
    post_drag(start, (start[0], table.layout.banner.top))
    app.step(1 / 60)
    run_until(app.step, lambda: not table.animating)
    assert table.view.history == ()
    assert table.table[3].rect.topleft == table.layout.table_slots[3].topleft
    assert "Drop the card on your hand" in table.toast[0]


def test_dragging_shows_the_card_under_the_pointer_until_dropped():
    app = make_app(seed=6)
    table = wait_for_input(app)
    view = table.view
    start = table_point(table.layout, view, view.table[1])
    target = (start[0] + 50, start[1] + 120)
    post_drag(start, target, release=False)
    app.step(1 / 60)
    assert table.drag is not None
    assert table.drag.sprite.rect.collidepoint(target)
    assert table.view.history == ()


@pytest.mark.parametrize("sizes", [[(960, 540), (2560, 1440)], [(1920, 1080), (1024, 768)]])
def test_a_resize_mid_game_keeps_every_card_on_screen(sizes):
    app = make_app(seed=7, speed=1.0)
    for frame in range(200):  # into the deal and the first moves, mid-animation
        app.step(1 / 60)
        if frame == 90:
            app.resize(sizes[0])
    table = table_of(app)
    window = pygame.Rect((0, 0), sizes[0])
    for sprite in table.group.sprites():
        assert window.contains(sprite.rect), sprite.rect
    pygame.event.post(
        pygame.event.Event(pygame.VIDEORESIZE, size=sizes[1], w=sizes[1][0], h=sizes[1][1])
    )
    app.step(1 / 60)
    window = pygame.Rect((0, 0), sizes[1])
    assert app.screen.get_size() == sizes[1]
    for sprite in table.group.sprites():
        assert window.contains(sprite.rect), sprite.rect
    hand = table.layout.hand_rects(len(table.hand))
    assert [sprite.rect.topleft for sprite in table.hand] == [r.topleft for r in hand]


def test_an_opponent_that_raises_still_leads_to_a_legal_move(caplog):
    app = make_app(seed=8)
    table = table_of(app)

    def broken(view):
        raise RuntimeError("opponent bug")

    host_of(table).computers[1].choose = broken
    wait_for_input(app)
    play_by_mouse(app, Planner(8).choose(table))
    table = wait_for_input(app)
    play_by_mouse(app, Planner(8).choose(table))
    run_until(app.step, lambda: any(seat == 1 for seat, _ in table.view.history))
    run_until(app.step, lambda: table.view.current_player != 1)
    assert [seat for seat, _ in table.view.history].count(1) == 2
    assert "opponent Aiko failed" in caplog.text


def test_keyboard_plays_a_whole_turn_with_visible_focus():
    app = make_app(seed=9)
    table = wait_for_input(app)
    view = table.view
    for _ in range(30):  # Enter plays once the turn's first moments have passed
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    app.step(1 / 60)
    assert table.view.history[-1] == (0, Take(view.table[1]))
    table = wait_for_input(app)
    assert table.show_focus and table.focus[0] == "hand"
    focused = table.hand[table.focus[1]].card
    assert Discard(focused) in table.view.legal_moves, "issue 30 F12: never the taken card"
    for _ in range(30):  # Enter plays once the turn's first moments have passed
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    app.step(1 / 60)
    assert table.view.history[-1] == (0, Discard(focused))


def test_a_card_taken_by_key_lands_where_a_click_puts_it():
    """Issue 30 F12: keys 1-5 and a click take a table card into the same place in the hand
    (suit order), and the focus goes to a card that may be discarded."""
    hands = {}
    for by_key in (True, False):
        app = make_app(seed=9)
        table = wait_for_input(app)
        card = table.view.table[3]
        if by_key:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4))
            app.step(1 / 60)
        else:
            play_by_mouse(app, Take(card))
        table = wait_for_input(app)
        hands[by_key] = [sprite.card for sprite in table.hand]
        assert table.taken == card
        if by_key:
            assert table.hand[table.focus[1]].card != card
        app.close()
    assert hands[True] == hands[False]


def test_clear_button_works_only_when_the_rules_allow_it():
    app = make_app(seed=10)
    planner = Planner(10)
    table = wait_for_input(app)
    post_click(table.layout.clear_button.center)
    app.step(1 / 60)
    assert table.view.history == () and "No clearing" in table.toast[0]
    for _ in range(2):  # after a full round, clearing becomes legal
        play_by_mouse(app, next(m for m in table.view.legal_moves if isinstance(m, Take)))
        table = wait_for_input(app)
        play_by_mouse(app, planner.choose(table))
        table = wait_for_input(app)
    assert Clear() in table.view.legal_moves
    table_before = table.view.table
    post_click(table.layout.clear_button.center)
    app.step(1 / 60)
    assert table.view.history[-1] == (0, Clear())
    run_until(app.step, lambda: not table.animating)
    assert [sprite.card for sprite in table.table] == list(table.view.table)
    assert not set(table.view.table) & set(table_before)
    assert table.aside_shown == 5


def test_stop_is_armed_then_called_by_the_discard_and_announced():
    app = make_app(seed=11)
    table = wait_for_input(app)
    play_by_mouse(app, next(m for m in table.view.legal_moves if isinstance(m, Take)))
    table = wait_for_input(app)
    discard = next(m for m in table.view.legal_moves if isinstance(m, Discard))
    play_by_mouse(app, Discard(discard.card, stop=True))
    assert table.view.stopper == 0
    run_until(app.step, lambda: table.banner is not None)
    assert "3 last turns" in table.banner[0]


def test_only_the_viewers_hand_is_shown_face_up():
    app = make_app(seed=12)
    table = wait_for_input(app)
    for fan in table.seats.values():
        assert len(fan) == 5
        assert all(sprite.card is None and not sprite.face_up for sprite in fan)
    assert sorted(str(s.card) for s in table.hand) == sorted(map(str, game_of(table).hand(0)))
    assert all(sprite.face_up for sprite in table.hand)


def test_a_game_in_progress_is_shown_as_it_stands():
    app = make_app(seed=13)
    table = wait_for_input(app)
    host = host_of(table)
    table.try_move(next(m for m in table.view.legal_moves if isinstance(m, Take)))
    link = LocalSeat(host, 0, tick=host.update)
    seated = link.seated()
    resumed = TableScene(app.context, link, seated)
    app.stack.replace(resumed)
    app.step(1 / 60)
    view = host.game.view(0)
    assert [sprite.card for sprite in resumed.hand] == sort_hand(view.hand)
    assert [None if s is None else s.card for s in resumed.table] == list(view.table_slots)
    assert resumed.taken == view.taken and resumed.accepting_input


def test_clearing_until_the_stock_runs_short_shows_the_reshuffle():
    app = make_app(seed=14)
    planner = Planner(14)
    table = table_of(app)
    for opponent in host_of(table).computers.values():
        opponent.choose = fallback_move  # never stops, so the game lasts until the reshuffle
    table = wait_for_input(app)
    reshuffled = False
    while not reshuffled:
        legal = table.view.legal_moves
        move = Clear() if Clear() in legal else planner.choose(table)
        if isinstance(move, Discard):
            move = Discard(move.card)
        stock_before = table.view.stock_count
        play_by_mouse(app, move)
        reshuffled = isinstance(move, Clear) and table.view.stock_count > stock_before - 5
        if reshuffled:
            run_until(app.step, lambda: table_of(app).banner is not None)
            assert "shuffled under" in table_of(app).banner[0]
        table = wait_for_input(app)
        if isinstance(move, Clear):
            play_by_mouse(app, planner.choose(table))
            wait_for_input(app)
        table = settle(app)
        assert_shown_as_viewed(table)


def test_space_skips_an_opponents_animation_and_lingering():
    app = make_app(seed=15, speed=1.0)
    table = wait_for_input(app)
    play_by_mouse(app, Planner(15).choose(table))
    table = wait_for_input(app)
    play_by_mouse(app, Planner(15).choose(table))
    moves = len(table.view.history)
    run_until(app.step, lambda: table.thinking)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
    app.step(0.0)
    deadline = time.monotonic() + 10.0
    while len(table.view.history) == moves and time.monotonic() < deadline:
        app.step(0.0)  # no game time passes: only the skip can end the opponent's lingering
        time.sleep(0.005)  # real time for the opponent's process to decide
    assert len(table.view.history) == moves + 1
    assert table.view.history[-1][0] == 1


def test_a_click_on_felt_or_an_empty_slot_does_nothing():
    app = make_app(seed=16)
    table = wait_for_input(app)
    play_by_mouse(app, Take(table.view.table[2]))
    table = wait_for_input(app)
    history = table.view.history
    post_click(table.layout.table_slots[2].center)  # the slot the card was taken from
    post_click((table.layout.size[0] // 2, table.layout.banner.top))
    app.step(1 / 60)
    assert table.view.history == history and table.drag is None


def test_space_only_ever_skips_and_enter_waits_a_moment_after_the_turn_begins():
    """Hurrying the computers with Space (or Enter) must not play the person's move when their
    turn begins under the key."""
    app = make_app(seed=9)
    table = wait_for_input(app)
    moves = len(table.view.history)
    for key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_SPACE):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key))
        app.step(1 / 60)
    assert len(table.view.history) == moves, "no key meant to hurry plays a move"
    for _ in range(30):
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
    app.step(1 / 60)
    assert len(table.view.history) == moves, "Space never plays"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    app.step(1 / 60)
    assert len(table.view.history) == moves + 1, "a deliberate Enter plays the focused card"


def test_the_results_need_a_deliberate_press():
    """Space never leaves the results, and Enter does only once they have been seen a moment;
    a click on the button always does."""
    app = make_app(seed=3, autoplay=True)  # a computer plays the viewer
    run_until(app.step, lambda: isinstance(app.stack.top, GameOverScene), 120)
    results = app.stack.top
    for key in (pygame.K_SPACE, pygame.K_RETURN):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key))
        app.step(1 / 60)
        assert app.stack.top is results, "the results are still up"
    for _ in range(60):
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
    app.step(1 / 60)
    assert app.stack.top is results, "Space never leaves them"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    app.step(1 / 60)
    assert app.stack.top is not results


def test_the_value_bar_waits_until_the_dealt_hand_is_face_up():
    """Issue 30 F24: the bar read "Your hand: 5 counting diamonds" while the cards were still
    face down in flight. It says nothing until all five lie face up."""
    app = make_app(seed=9, speed=1.0)
    table = table_of(app)
    spoke_early = []
    while not table.accepting_input:
        app.step(1 / 60)
        if table._value_part().key.cards and not (
            len(table.hand) >= 5 and all(sprite.face_up for sprite in table.hand)
        ):
            spoke_early.append(len(table.hand))
        assert table.clock < 60
    assert not spoke_early
    assert len(table._value_part().key.cards) == 5


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_a_pointed_at_hand_card_stays_below_the_value_bar(size):
    """Issue 30 F14: a pointed-at card rose into the value bar, its corner hidden."""
    app = make_app(seed=9, size=size)
    table = wait_for_input(app)
    play_by_mouse(app, Take(table.view.table[0]))
    table = wait_for_input(app)
    sprite = next(sprite for sprite in table.hand if sprite.card != table.taken)
    point = sprite.rect.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
    )
    for _ in range(60):
        app.step(1 / 60)
    assert sprite.lift > 0.5 * table.layout.hand_lift
    assert sprite.rect.top >= table.layout.value.bottom
