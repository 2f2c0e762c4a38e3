"""The guided games' texts: every step's line (and its "not now" and coach's reason) in every
catalog, stating exactly the numbers the engine gives, and long enough to teach by playing yet
short enough that a new player reading at 200 words a minute, at least 2 s a step, and making
each taught move takes three to five minutes (``python -m tests.app.test_lesson_texts`` prints
the figures)."""

from __future__ import annotations

import math
import re
import string

import pytest

from goju51.app.kit import i18n
from goju51.core.lesson import Lesson, Step
from goju51.games import GAMES
from goju51.host.guide import SCRIPTED_PACE, Guide

LESSONS = {game_id: spec.lesson for game_id, spec in GAMES.items() if spec.lesson is not None}
WORDS_A_MINUTE = 200
SHORTEST_STEP = 2.0
SHORTEST_LESSON = 3 * 60.0
LONGEST_LESSON = 5 * 60.0
MOVE_SECONDS = 5.0
"""A new player's time to find and make a move the guide points at, on top of reading."""
WORD_LANGUAGES = ("en", "fr")
"""The languages whose words are counted by spaces (Japanese and Chinese are not)."""


def keys_of(step: Step) -> list[str]:
    keys = [step.key]
    if step.free:
        keys.append(step.why_key)
    if step.refuses:
        keys.append(step.not_now_key)
    return keys


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def learner_moves(lesson: Lesson) -> int:
    return sum(isinstance(entry, Step) and entry.move is not None for entry in lesson.script)


def new_player_seconds(lesson: Lesson, language: str) -> float:
    """The reading time and the learner's moves: a new player's run through the lesson."""
    return reading_seconds(lesson, language) + learner_moves(lesson) * MOVE_SECONDS


def reading_seconds(lesson: Lesson, language: str) -> float:
    """How long a new player takes through the lesson: each step read at 200 words a minute
    (at least 2 s), a free step's reason too, and each computer's move shown at its pace."""
    strings = i18n.catalog(language)
    words = [
        len(re.findall(r"\w+", strings[key]))
        for step in lesson.steps
        for key in [step.key, *([step.why_key] if step.free else [])]
    ]
    computer_moves = sum(isinstance(entry, str) for entry in lesson.script)
    reading = sum(max(SHORTEST_STEP, count * 60 / WORDS_A_MINUTE) for count in words)
    return reading + computer_moves * SCRIPTED_PACE


@pytest.fixture(params=sorted(LESSONS))
def lesson(request: pytest.FixtureRequest) -> Lesson:
    return LESSONS[request.param]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_step_has_its_lines_in_every_catalog(lesson: Lesson, language: str) -> None:
    strings = i18n.catalog(language)
    for step in lesson.steps:
        for key in keys_of(step):
            assert strings.get(key, "").strip(), f"{key} missing in {language}"


def test_the_catalogs_hold_no_guide_line_no_lesson_uses() -> None:
    used = {key for each in LESSONS.values() for step in each.steps for key in keys_of(step)}
    guide_keys = {key for key in i18n.catalog("en") if key.startswith("guide.")}
    assert guide_keys == used


def test_a_step_states_exactly_the_numbers_the_engine_gives(lesson: Lesson) -> None:
    spec = GAMES[lesson.game]
    english = i18n.catalog("en")
    for at, step in enumerate(lesson.steps):
        _match, game = Guide(lesson, spec, at=at).start_position()
        numbers = step.numbers(game)
        assert placeholders(english[step.key]) == set(numbers), step.key
        assert all(type(value) is int for value in numbers.values())


def test_the_first_two_steps_say_what_the_game_is_about(lesson: Lesson) -> None:
    """Before any move, the learner reads the goal, then how the score is counted."""
    first, second = lesson.steps[:2]
    assert first.explains_only and second.explains_only
    assert first.key.endswith(".goal")


@pytest.mark.parametrize("language", WORD_LANGUAGES)
def test_a_new_player_takes_three_to_five_minutes_through_a_lesson(
    lesson: Lesson, language: str
) -> None:
    seconds = new_player_seconds(lesson, language)
    said = f"{lesson.game} in {language}: {seconds:.0f} s"
    assert SHORTEST_LESSON <= seconds <= LONGEST_LESSON, said


def test_the_offer_says_how_long_the_lesson_takes(lesson: Lesson) -> None:
    """ "Learn it by playing (N min)": the run in the wordier language, rounded up to whole
    minutes."""
    seconds = max(new_player_seconds(lesson, language) for language in WORD_LANGUAGES)
    assert math.ceil(seconds / 60) == lesson.minutes


if __name__ == "__main__":
    for game_id, each in sorted(LESSONS.items()):
        for language in WORD_LANGUAGES:
            reading, run = reading_seconds(each, language), new_player_seconds(each, language)
            print(f"{game_id:9} {language}: reading {reading:4.0f} s, with the moves {run:4.0f} s")
