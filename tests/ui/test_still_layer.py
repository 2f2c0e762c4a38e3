"""The still layer repaints only where something changed: it must never leave a stale pixel.

Each check compares the layer, after a run of changes, with the same parts painted from
scratch, pixel for pixel.
"""

import random

import pygame
import pytest
from helpers import Planner, make_app, table_of

from goju51.app.kit.stilllayer import Part, StillLayer
from goju51.tables.japanese.driver import post_move
from goju51.tables.japanese.gameover import GameOverScene
from goju51.tables.japanese.table import TableScene

SIZE = (320, 240)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def background() -> pygame.Surface:
    felt = pygame.Surface(SIZE)
    for x in range(0, SIZE[0], 8):
        pygame.draw.line(felt, (0, 40 + x // 2, 60), (x, 0), (x, SIZE[1]), 8)
    return felt


def box(rect: tuple[int, int, int, int], colour: tuple[int, int, int, int]) -> Part:
    """A translucent box with a rim: what is under it shows through."""

    def paint(surface: pygame.Surface) -> None:
        layer = pygame.Surface(rect[2:], pygame.SRCALPHA)
        layer.fill(colour)
        pygame.draw.rect(layer, (255, 255, 255, 200), layer.get_rect(), 2)
        surface.blit(layer, rect[:2])

    return Part(("box", rect, colour), lambda: pygame.Rect(rect), paint)


def from_scratch(parts: list[Part]) -> bytes:
    layer = StillLayer(background())
    layer.update("look", parts)
    return pixels(layer.surface)


def test_random_changes_leave_no_stale_pixel():
    rng = random.Random(51)
    layer = StillLayer(background())

    def random_box() -> Part:
        rect = (
            rng.randrange(-20, 300),
            rng.randrange(-20, 220),
            rng.randrange(1, 90),
            rng.randrange(1, 90),
        )
        return box(
            rect,
            (
                rng.randrange(256),
                rng.randrange(256),
                rng.randrange(256),
                rng.choice((90, 160, 255)),
            ),
        )

    parts = [random_box() for _ in range(12)]
    repaints = 0
    for _ in range(300):
        change = rng.choice(("add", "remove", "move", "restack", "none"))
        if change == "add" or not parts:
            parts.insert(rng.randrange(len(parts) + 1), random_box())
        elif change == "remove":
            parts.pop(rng.randrange(len(parts)))
        elif change == "move":
            parts[rng.randrange(len(parts))] = random_box()
        elif change == "restack":
            parts.insert(rng.randrange(len(parts)), parts.pop(rng.randrange(len(parts))))
        repaints += layer.update("look", parts)
        assert pixels(layer.surface) == from_scratch(parts), change
    assert 0 < repaints < 300, "a frame without changes repaints nothing"


def test_a_change_of_look_repaints_everything():
    layer = StillLayer(background())
    parts = [box((10, 10, 50, 50), (200, 0, 0, 255))]
    layer.update("look", parts)
    assert not layer.update("look", parts)
    layer.surface.fill((0, 0, 0))  # as if the parts would now paint differently
    assert layer.update("other look", parts)
    assert pixels(layer.surface) == from_scratch(parts)


def repainted_from_scratch(table: TableScene) -> bytes:
    """The table's still layer as a fresh layer paints it now."""
    kept = table._still
    table._still = StillLayer(kept.background)
    table._update_still()
    fresh, table._still = table._still, kept
    return pixels(fresh.surface)


@pytest.mark.slow
def test_a_game_played_by_mouse_shows_what_a_full_repaint_would(english):
    """Every frame of a whole game: deal, hovers, drags, flights, clears, log, game over."""
    app = make_app(seed=21, speed=2.5)
    table = table_of(app)
    planner = Planner(21)
    frames = 0
    while not isinstance(app.stack.top, GameOverScene):
        if table.accepting_input:
            move = planner.choose(table)
            post_move(table.layout, table.view, move)
            if frames % 3 == 0:  # now and then the pointer rests on a hand card: a hover lift
                pygame.event.post(
                    pygame.event.Event(
                        pygame.MOUSEMOTION,
                        pos=table.layout.hand_rects(5)[frames % 5].center,
                        rel=(0, 0),
                        buttons=(0, 0, 0),
                    )
                )
        app.step(1 / 60)
        frames += 1
        assert pixels(table._still.surface) == repainted_from_scratch(table), frames
        assert frames < 20000
    assert table.view.is_over
