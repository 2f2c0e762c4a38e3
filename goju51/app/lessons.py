"""Who has met which guided first game: the step each person left a lesson at, the lessons
they finished and the ones they said they did not need ("I know it"). Kept per person, by
name as the set-up compares names (case and outer spaces aside); saved by ``saves``.

The flow asks ``offer`` the first time a person picks a game (offer the lesson or not), and
``resume_at`` when a lesson is opened again (Escape leaves it where it was).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goju51.app.names import name_problem
from goju51.games import GAMES

LESSONS_FORMAT = "goju51-lessons"
LESSONS_VERSION = 1
FINISHED = "finished"
DECLINED = "declined"
MAX_PEOPLE = 1000
"""More people than this in one file is not believable: the file is damaged."""

Mark = int | str
"""A person's mark for one lesson: the step they left it at, ``FINISHED`` or ``DECLINED``."""


def _person(name: str) -> str:
    return name.strip().casefold()


@dataclass
class LessonProgress:
    """Per person (their name, compared as the set-up compares names), per game id, where
    they are with the game's lesson."""

    marks: dict[str, dict[str, Mark]] = field(default_factory=dict)

    def _mark(self, name: str, game: str) -> Mark | None:
        return self.marks.get(_person(name), {}).get(game)

    def _set(self, name: str, game: str, mark: Mark) -> None:
        self.marks.setdefault(_person(name), {})[game] = mark

    def offer(self, name: str, game: str) -> bool:
        """Offer the lesson when ``name`` picks ``game``: only the first time, before they
        have started, finished or declined it."""
        return self._mark(name, game) is None and GAMES[game].lesson is not None

    def resume_at(self, name: str, game: str) -> int:
        """The step to open ``game``'s lesson at for ``name`` (0: from the start, also for a
        finished lesson played again)."""
        mark = self._mark(name, game)
        return mark if isinstance(mark, int) else 0

    def is_finished(self, name: str, game: str) -> bool:
        return self._mark(name, game) == FINISHED

    def left(self, name: str, game: str, step: int) -> None:
        """``name`` left the lesson at ``step`` (a finished lesson stays finished)."""
        if not self.is_finished(name, game):
            self._set(name, game, step)

    def finished(self, name: str, game: str) -> None:
        self._set(name, game, FINISHED)

    def declined(self, name: str, game: str) -> None:
        """ "I know it": the lesson is not offered again (the rules screen still has it)."""
        if self._mark(name, game) is None:
            self._set(name, game, DECLINED)

    def to_dict(self) -> dict[str, Any]:
        return {"format": LESSONS_FORMAT, "version": LESSONS_VERSION, "people": self.marks}

    @classmethod
    def from_dict(cls, data: Any) -> LessonProgress:
        """Progress from saved data; anything malformed raises ``ValueError``."""
        if not isinstance(data, dict) or data.get("format") != LESSONS_FORMAT:
            raise ValueError(f"not a {LESSONS_FORMAT} file")
        if data.get("version") != LESSONS_VERSION or set(data) != {"format", "version", "people"}:
            raise ValueError("unknown lessons version or fields")
        people = data["people"]
        if not isinstance(people, dict) or len(people) > MAX_PEOPLE:
            raise ValueError("the people must be a table of names")
        progress = cls()
        for name, marks in people.items():
            if name_problem(name) is not None or name != _person(name):
                raise ValueError(f"bad name {name!r}"[:80])
            if not isinstance(marks, dict):
                raise ValueError("a person's lessons must be a table of games")
            for game, mark in marks.items():
                progress._set(name, game, _checked_mark(game, mark))
        return progress


def _checked_mark(game: Any, mark: Any) -> Mark:
    spec = GAMES.get(game) if isinstance(game, str) else None
    if spec is None or spec.lesson is None:
        raise ValueError(f"no lesson for game {game!r}"[:80])
    if mark in (FINISHED, DECLINED):
        return str(mark)
    if type(mark) is not int or not 0 <= mark <= len(spec.lesson.steps):
        raise ValueError(f"bad step {mark!r} for {game}"[:80])
    return mark
