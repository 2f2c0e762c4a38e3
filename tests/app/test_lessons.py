"""Who has met which guided game: offered once per person and game, resumed at the step it
was left at, finished ones remembered; the file round-trips and a damaged one is set aside
with a message, never an exception."""

from __future__ import annotations

import json

import pytest

from goju51.app import saves
from goju51.app.lessons import LessonProgress
from goju51.games import GAMES

pytestmark = pytest.mark.usefixtures("home")
STEPS = len(GAMES["japanese"].lesson.steps)


def test_a_lesson_is_offered_on_a_persons_first_pick_only() -> None:
    progress = LessonProgress()
    assert progress.offer("Aiko", "japanese") and progress.offer("Ben", "japanese")
    progress.declined("Aiko", "japanese")
    assert not progress.offer("Aiko", "japanese") and not progress.offer(" aiko ", "japanese")
    assert progress.offer("Ben", "japanese")
    progress.left("Ben", "japanese", 3)
    assert not progress.offer("Ben", "japanese")


def test_a_lesson_resumes_where_it_was_left_and_a_finished_one_stays_finished() -> None:
    progress = LessonProgress()
    assert progress.resume_at("Aiko", "japanese") == 0
    progress.left("Aiko", "japanese", 4)
    assert progress.resume_at("AIKO", "japanese") == 4 and not progress.is_finished(
        "Aiko", "japanese"
    )
    progress.finished("Aiko", "japanese")
    progress.left("Aiko", "japanese", 2)  # played again and left: still finished
    assert progress.is_finished("Aiko", "japanese") and progress.resume_at("Aiko", "japanese") == 0
    progress.declined("Aiko", "japanese")
    assert progress.is_finished("Aiko", "japanese")


def test_progress_round_trips_through_its_file() -> None:
    progress = LessonProgress()
    progress.left("Aiko", "japanese", 5)
    progress.finished("Ben", "japanese")
    progress.declined("Chiyo", "japanese")
    assert saves.save_lessons(progress) is None
    loaded, problem = saves.load_lessons()
    assert problem is None and loaded == progress


def test_no_file_is_no_progress_and_no_problem() -> None:
    assert saves.load_lessons() == (LessonProgress(), None)


def good() -> dict:
    return {"format": "goju51-lessons", "version": 1, "people": {"aiko": {"japanese": 2}}}


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(format="goju51-settings"),
        lambda d: d.update(version=2),
        lambda d: d.update(extra=1),
        lambda d: d.update(people=[]),
        lambda d: d["people"].update(aiko=[2]),
        lambda d: d["people"].update({"": {"japanese": 2}}),
        lambda d: d["people"].update({"Aiko": {"japanese": 2}}),  # not as names are kept
        lambda d: d["people"]["aiko"].update(japanese=-1),
        lambda d: d["people"]["aiko"].update(japanese=STEPS + 1),
        lambda d: d["people"]["aiko"].update(japanese=True),
        lambda d: d["people"]["aiko"].update(japanese="done"),
        lambda d: d["people"]["aiko"].update(mahjong=1),
    ],
)
def test_a_damaged_file_is_set_aside_with_a_message(home, damage) -> None:
    data = good()
    assert LessonProgress.from_dict(data).resume_at("Aiko", "japanese") == 2
    damage(data)
    (home / saves.LESSONS_FILE).write_text(json.dumps(data), encoding="utf-8")
    progress, problem = saves.load_lessons()
    assert progress == LessonProgress()
    assert problem is not None and "guided games" in problem.message()
    assert not (home / saves.LESSONS_FILE).exists()


def test_a_file_that_is_not_json_is_set_aside(home) -> None:
    (home / saves.LESSONS_FILE).write_bytes(b"\xff{not json")
    progress, problem = saves.load_lessons()
    assert progress == LessonProgress() and problem is not None
