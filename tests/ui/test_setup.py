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
