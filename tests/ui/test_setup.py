"""The set-up screen: seats, levels and the computers' names."""

from __future__ import annotations

from flowhelpers import make_shell, press


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
