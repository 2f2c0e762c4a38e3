"""The table's log and value bar: whole log entries only (no line starts with a wrapped
fragment), the whole game's moves scrolled back with the mouse wheel or Page Up / Page Down,
and the hand's value previewed without the card pointed at while a discard is due."""

from __future__ import annotations

import pygame
from helpers import Planner, make_app, settle, wait_for_input

from goju51.games.japanese import Discard, Take


def play_turns(app, turns: int):
    planner = Planner(seed=4)
    table = wait_for_input(app)
    while sum(isinstance(move, Discard) for _seat, move in table.view.history) < turns:
        table.try_move(planner.choose(table))
        table = wait_for_input(app)
    return settle(app)


def test_the_log_shows_whole_entries_only():
    app = make_app(seed=4, size=(960, 540))
    table = play_turns(app, 1)
    text, px = app.context.text, table.layout.px
    width = table.layout.log.width - px(16)
    room = (table.layout.log.height - px(12)) // px(20)
    words = [
        "Aiko",
        "took",
        "10♥",
        "from",
        "the",
        "table",
        "and",
        "discarded",
        "3♣",
        "keeping",
        "hearts",
        "for",
        "later",
        "on",
    ]
    entry, per_entry, newest = "", 1, 1
    for count in range(len(words), 0, -1):  # entries that cannot fill the panel exactly,
        entry = " ".join(words[:count])  # so that cutting one would show
        per_entry = len(text.wrap(entry, px(15), width, bold=False))
        newest = len(text.wrap(entry, px(15), width, bold=True))  # the newest is bold
        if per_entry > 1 and (room - newest) % per_entry:
            break
    assert per_entry > 1 and (room - newest) % per_entry, "no entry wraps unevenly"
    table.log.clear()
    table.log.extend([entry] * 12)
    rows = len(table._log_texts())
    assert rows >= newest and (rows - newest) % per_entry == 0
    app.close()


def test_the_wheel_and_page_keys_scroll_through_the_whole_game():
    app = make_app(seed=4)
    table = play_turns(app, 8)
    moves = table._history_lines()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.log.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    app.step(1 / 60)
    assert table.log_back == 2
    assert table._log_entries() == moves[:-2]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, unicode=""))
    app.step(1 / 60)
    assert table.log_back == 5
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, unicode=""))
    app.step(1 / 60)
    assert table.log_back == 0 and table._log_entries() == list(table.log)
    table.scroll_log(10_000)
    assert table._log_entries() == moves[:1], "back to the deal, no further"
    app.close()


def test_pointing_at_a_hand_card_while_discarding_previews_the_hand_without_it():
    """Issue 18: hovering (or focusing) a hand card previews the value after discarding it."""
    app = make_app(seed=4)
    table = wait_for_input(app)
    take = next(move for move in table.view.legal_moves if isinstance(move, Take))
    table.try_move(take)
    table = wait_for_input(app)
    assert table.view.phase == "taken"
    sprite = table.hand[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=sprite.rect.center))
    app.step(1 / 60)
    app.step(1 / 60)
    look = table._value_part().key
    assert look.without == sprite.card
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2)))
    app.step(1 / 60)
    assert table._value_part().key.without is None
    app.close()
