"""Where network play's words lie on a table: the reconnect banner never covers a plate, a
seat's cards, the corner buttons or the prompt, nor does the host's button beside it, in every
game at 2, 4 and the largest table, from 960×540 to 1920×1080."""

from __future__ import annotations

import pygame
import pytest
from helpers import hosted_table, make_app

import goju51.app.network as network
from goju51.app.screens.reconnectbanner import NetworkOverlay, ReconnectBanner
from goju51.app.table.base import TableBase
from goju51.games import GAMES
from goju51.tables import TABLES

SIZES = ((960, 540), (1280, 720), (1920, 1080))
CASES = [
    (game, players, size)
    for game, spec in GAMES.items()
    for players in sorted({2, 4, spec.players[-1]})
    for size in SIZES
]


def what_must_show(table: TableBase) -> list[pygame.Rect]:
    """Every seat's plate (with its cards), the corner buttons and the prompt."""
    layout = table.layout  # type: ignore[attr-defined]
    if hasattr(layout, "plates"):  # the dice table
        seats = list(layout.plates)
    else:
        seats = [seat.area for seat in layout.seats]
        seats.append(pygame.Rect(0, layout.hand_top, layout.size[0], layout.size[1]))
        seats.append(layout.prompt)
    return [*seats, *layout.settings]


@pytest.mark.parametrize(("game_id", "players", "size"), CASES)
def test_the_reconnect_banner_covers_no_plate_card_or_button(game_id, players, size) -> None:
    app = make_app(size=size)
    spec = GAMES[game_id]
    game = spec.new_match(players, spec.rules_type(), None, 5).new_game()
    names = {seat: f"Person {seat + 1}" for seat in range(players)}
    table = hosted_table(app, TABLES[game_id].quick_table, game_id, game, {}, names)
    app.step(1 / 60)
    banner = ReconnectBanner(app.context)
    banner.follow([network.Absence("Maximilian", 0.0), network.Absence("Ben", 42.0)])
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    banner.draw(surface, table.notice_room())
    panel = surface.get_bounding_rect()
    assert panel.height > 0, "the banner is drawn"
    assert pygame.Rect((0, 0), size).contains(panel)
    covered = [rect for rect in what_must_show(table) if rect.colliderect(panel)]
    assert not covered, f"the banner {panel} covers {covered}"
    overlay = NetworkOverlay(
        app.context,
        lambda: [network.Absence("Maximilian", 0.0)],
        table.notice_room,
        give=(lambda: [1], lambda seat: None),
    )
    overlay.update(0.0)
    overlay.draw(pygame.Surface(size))
    button = overlay.give_button
    assert button is not None and pygame.Rect((0, 0), size).contains(button)
    covered = [rect for rect in what_must_show(table) if rect.colliderect(button)]
    assert not covered, f"the host's button {button} covers {covered}"
    app.close()
