"""A guided first game, declared by its game: a fixed start, the computers' scripted moves and
the steps that teach the person (``goju51.host.guide`` runs it through the host).

A ``Lesson``'s ``script`` is the whole game in play order: a computer's move is its text form,
and each of the person's turns is a ``Step`` that teaches one move, lets any legal move be
played (``free``) or only explains (no move: the window shows "Next"). A lesson of several games
(Chinese 51's two hands of a match) has a ``match`` that deals them; a ``next_game`` step, read
over the game's results, closes each game but the last. Every text is a catalog
key; the numbers a text states are worked out by the engine from the position (``numbers``),
never typed into the text, so a test can check each one.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

Target = tuple[str, str]
"""What the window makes glow and points at, in the game's own words and game-neutral:
``("table_card", "7S")``, ``("hand_card", "AH")``, ``("button", "draw")``. A card is named by
its text form; several cards to pick are named together (``("hand_card", "3H 8C 6D")``), and a
card whose discard declares after the Declare button as ``("declare", "4H")``."""


def no_numbers(_game: Any) -> Mapping[str, int]:
    return {}


@dataclass(frozen=True)
class Step:
    """One thing the guide panel says, in order.

    ``key`` is the catalog key of its text; ``key + ".not_now"`` is the friendly line for any
    other move at a teaching step, and ``key + ".why"`` the coach's reason shown after a free
    step. ``move`` is the taught move's text form: the only one accepted, unless ``free``
    (any legal move, ``move`` then being the coach's choice, played when a resumed lesson is
    replayed; ``choices(move)``, where given, narrows a free step to the moves that keep the
    lesson's game on its script, any other being refused with the ``not_now`` line). A step
    without a move only explains; one that is ``next_game`` is read over the game's results
    (its score sheet), and reading it deals the lesson's next game. ``numbers(game)`` are the
    values its text
    states, for the position the step is shown in. ``same_move(move, taught)`` says whether a
    move is the taught one (a game where one move has several text forms says how)."""

    key: str
    move: str | None = None
    free: bool = False
    target: Target | None = None
    numbers: Callable[[Any], Mapping[str, int]] = field(default=no_numbers, compare=False)
    same_move: Callable[[Any, Any], bool] = field(default=operator.eq, compare=False)
    choices: Callable[[Any], bool] | None = field(default=None, compare=False)
    next_game: bool = False

    def __post_init__(self) -> None:
        if self.free and self.move is None:
            raise ValueError(f"free step {self.key} needs the coach's move for a replay")
        if self.choices is not None and not self.free:
            raise ValueError(f"step {self.key} teaches one move: it has no choices")
        if self.next_game and self.move is not None:
            raise ValueError(f"step {self.key} deals the next game: it only explains")

    @property
    def explains_only(self) -> bool:
        return self.move is None

    @property
    def refuses(self) -> bool:
        """Some move is refused at this step (with its ``not_now`` line)."""
        return self.move is not None and (not self.free or self.choices is not None)

    @property
    def not_now_key(self) -> str:
        return f"{self.key}.not_now"

    @property
    def why_key(self) -> str:
        return f"{self.key}.why"


@dataclass(frozen=True)
class Lesson:
    """A guided game: ``start`` is the game's save before its first move (a fixed deal or
    fixed dice), ``person`` the seat the learner plays, ``names`` the computers' names (the
    person's entry is replaced by the learner's own name) and ``script``
    the game in play order (see the module docstring). ``minutes`` is what the offer says.
    ``match()``, for a lesson of several games, makes the match they belong to: ``start`` is
    its first game and its ``new_game()`` deals each next one (None: one game on its own)."""

    game: str
    start: str
    person: int
    names: tuple[str, ...]
    script: tuple[Step | str, ...]
    minutes: int
    match: Callable[[], Any] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.match is None and any(step.next_game for step in self.steps):
            raise ValueError(f"the lesson of {self.game} has a next game but no match")

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(entry for entry in self.script if isinstance(entry, Step))

    @property
    def games(self) -> tuple[int, ...]:
        """How many of the script's moves come before each of the lesson's games."""
        before, played = [0], 0
        for entry in self.script:
            if isinstance(entry, str) or entry.move is not None:
                played += 1
            elif entry.next_game:
                before.append(played)
        return tuple(before)

    @property
    def moves(self) -> tuple[str, ...]:
        """Every move of the scripted games in order (a free step's as the coach plays it)."""
        moves = []
        for entry in self.script:
            if isinstance(entry, str):
                moves.append(entry)
            elif entry.move is not None:
                moves.append(entry.move)
        return tuple(moves)
