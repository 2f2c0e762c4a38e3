"""The results panel: each hand's value and the suit it counts, winners starred, and confetti
when a person wins (issue 18's polish)."""

from __future__ import annotations

import pygame
import pytest
from helpers import make_app

from goju51.app.kit.confetti import Confetti
from goju51.games.japanese import Card, GameOver
from goju51.tables.japanese.gameover import GameOverScene


def hand(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


@pytest.fixture
def app_context(english):
    app = make_app()
    yield app.context
    app.close()


def test_each_value_names_its_suit_and_winners_are_starred(app_context):
    result = GameOver(values=(45, 30, 51, 12), winners=(2,), stopper=None, stopper_lost_tie=False)
    hands = [hand("KH QH JH TH 5H"), hand("KS QS 9S 2D 3C"), hand("AC KC QC JC TC"), hand("2D")]
    scene = GameOverScene(
        app_context, result, {0: "You", 1: "Ben", 2: "Chiyo", 3: "Dana"}, 0, None, hands=hands
    )
    assert scene.value_rows() == ["You 45 ♥   Ben 30 ♠   ★ Chiyo 51 ♣   Dana 12 ♦"]
    six = GameOver(values=(1, 2, 3, 4, 5, 6), winners=(5,), stopper=None, stopper_lost_tie=False)
    rows = GameOverScene(app_context, six, {}, 0, None, you=False).value_rows()
    assert [row.count("   ") for row in rows] == [2, 2] and rows[1].endswith("★ Seat 6 6")


def test_confetti_falls_with_time_and_drawing_changes_nothing():
    shower = Confetti((1280, 720))
    before = [(piece.x, piece.y) for piece in shower.pieces]
    first, second = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    shower.draw(first)
    shower.draw(second)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    assert [(piece.x, piece.y) for piece in shower.pieces] == before
    shower.update(0.5)
    assert all(piece.y > y for piece, (_x, y) in zip(shower.pieces, before, strict=True))
    assert shower.falling
    for _ in range(20 * 60):
        shower.update(1 / 60)
    assert not shower.falling


def test_a_persons_win_brings_confetti_a_computers_does_not(app_context):
    result = GameOver(values=(45, 30), winners=(0,), stopper=None, stopper_lost_tie=False)
    for celebrate in (True, False):
        scene = GameOverScene(app_context, result, {}, 0, None, celebrate=celebrate)
        scene.resize((1280, 720))
        assert (scene.confetti is not None) == celebrate
