"""Issue 18 #8: no label at the table is cut short or covered, in any language or state.

``Text.fit`` shrinks a label to 70 % and then cuts it with "…", recording what it cut: a whole
game is played at each window size and language, the Stop button armed and disarmed on every
turn, and nothing may have been cut. The "just taken" tag must also stay clear of the hand's
value bar and the prompt.
"""

from __future__ import annotations

import pygame
import pytest
from helpers import Planner, make_app, settle, wait_for_input

from goju51.app.kit import i18n
from goju51.games.japanese import Take

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def draw(app) -> None:
    app.step(1 / 60)
    app.stack.draw(pygame.display.get_surface())


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("players", [4, 6])
def test_no_label_is_cut_or_covered_through_a_whole_game(language, size, players):
    """Six players make the longest lines (the last-round banner names five of them)."""
    app = make_app(seed=11, size=size, level="beginner", players=players)
    app.context.settings.language = language
    i18n.set_language(language)
    planner = Planner(seed=11)
    text = app.context.text
    covered = []
    armed_seen = 0
    while True:
        table = wait_for_input(app)
        if table.view.is_over:
            break
        draw(app)
        for _ in range(2):
            table.toggle_stop()
            armed_seen += table.stop_armed
            draw(app)
        move = planner.choose(table)
        table.try_move(move)
        settle(app)
        draw(app)
        corner = table.layout.status.unionall([place for _, place in table._status_texts()])
        for seat in table.seats:
            if corner.colliderect(table._seat_layout(seat).area):
                covered.append(("status corner over a seat", seat, corner))
        if isinstance(move, Take):
            sprite = next(s for s in table.hand if s.card == move.card)
            tag = table._just_taken_label(sprite.rect)[1]
            if tag.colliderect(table.layout.value) or tag.colliderect(table.layout.prompt):
                covered.append((move, tag))
    # The longest banner: a Stop with every other seat's last turn named.
    others = [table._name(seat) for seat in range(1, players)]
    longest = i18n.tr_count(
        "banner.last_round", len(others), who=table._name(0), names=i18n.join_names(others)
    )
    table.banner = (longest, 3.0)
    app.stack.draw(pygame.display.get_surface())
    settle(app)
    for _ in range(90):
        draw(app)
    app.close()
    assert armed_seen, "the game never offered Stop: the armed button went unchecked"
    assert not sorted(text.cut)
    assert not covered
