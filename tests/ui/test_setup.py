"""The set-up screen: seats, levels and the computers' names."""

from __future__ import annotations

import pygame
from flowhelpers import key, make_shell, press, type_text


def test_computers_of_one_level_all_get_different_names(home):
    """Six beginners (a level has four names): every computer at the table is named apart."""
    app = make_shell()
    press(app, "new")
    setup = app.stack.top
    setup.change_players(+5)
    for seat, draft in enumerate(setup.drafts):
        if draft.level is not None:
            while draft.level != "beginner":
                setup.change_level(seat, +1 if seat % 2 else -1)
    names = [draft.name for draft in setup.drafts if draft.level is not None]
    assert len(names) == 5 and len(set(names)) == 5, names


def test_a_computers_name_is_shown_and_can_be_typed_and_is_checked(home):
    """Issue 18 #7: the set-up shows the computers' names and lets you edit them."""
    app = make_shell()
    press(app, "new")
    setup = app.stack.top
    seat = next(n for n, draft in enumerate(setup.drafts) if draft.level is not None)
    press(app, f"name:{seat}")
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Robo")
    assert setup.setup().seats[seat].name == "Robo" and setup.setup().seats[seat].level
    person = next(n for n, draft in enumerate(setup.drafts) if draft.level is None)
    setup.drafts[person].name = "robo"
    key(app, pygame.K_RETURN)
    assert app.stack.top is setup, "two seats called Robo: nothing is dealt"
    setup.drafts[person].name = "Aiko"
    key(app, pygame.K_RETURN)
    assert app.flow.session.setup.seats[seat].name == "Robo"


def test_names_sit_in_one_column_for_people_and_computers(home):
    """F20: a person's name and a computer's name line up; the coach and the level follow."""
    app = make_shell()
    press(app, "new")
    setup = app.stack.top
    rects = {control.key: control.rect for control in setup.controls}
    person = next(n for n, draft in enumerate(setup.drafts) if draft.level is None)
    computer = next(n for n, draft in enumerate(setup.drafts) if draft.level is not None)
    assert rects[f"name:{person}"].x == rects[f"name:{computer}"].x
    assert rects[f"coach:{person}"].x == rects[f"level:{computer}"].x > rects[f"name:{person}"].x


def test_gold_means_on_and_every_choice_shows_its_arrows(home):
    """F19: a rule choice has ◀ ▶ and is never gold; an on/off rule is gold only when on,
    as the coach is."""
    app = make_shell()
    press(app, "new")
    setup = app.stack.top
    rows = {control.key: control for control in setup.controls if control.key.startswith("rule:")}
    for row_key in ("rule:jokers", "rule:final_round"):
        assert rows[row_key].change is not None and not rows[row_key].active()
        press(app, row_key)
        assert not rows[row_key].active(), f"{row_key} changed but is a choice, not a switch on"
    flush = rows["rule:flush_only"]
    assert flush.change is None and not flush.active()
    press(app, "rule:flush_only")
    assert flush.active() and flush.label() == "Scoring: flush only"
