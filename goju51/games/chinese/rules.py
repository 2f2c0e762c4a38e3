"""The rule settings of one hand (and match) of Chinese 51."""

from __future__ import annotations

from dataclasses import dataclass

from goju51.core.rules import SwitchedRules, switch

MOST_POINTS = 100_000
"""No match target beyond this is believable (a file naming one is damaged)."""


@dataclass(frozen=True)
class Rules(SwitchedRules):
    """Variant switches; the defaults are the main rules of ``shared/rules/chinese51.md``.

    - ``jokers``: 0, or 2 to add the two jokers (54 cards).
    - ``joker_free_wins_ties``: in a challenge, of two equal hands the one without a joker wins.
    - ``min_call``: 0 (off) or the least value a call below 51 needs (such as 42).
    - ``bombs``: four real cards of one rank plus any fifth card is a bomb, worth 204 declared.
    - ``target``: the match ends after a hand in which a total reaches this many points.
    """

    jokers: int = switch(0, "add the two jokers", choices=(0, 2))
    joker_free_wins_ties: bool = switch(
        False, "in a challenge, of equal hands the one without a joker wins"
    )
    min_call: int = switch(
        0, "a call needs this many points (0: off)", low=0, high=51, offers=(0, 42)
    )
    bombs: bool = switch(False, "four of a kind plus any card is a bomb (204)")
    target: int = switch(
        500,
        "the match ends when a total reaches this many points",
        low=1,
        high=MOST_POINTS,
        offers=range(100, 5001, 50),
    )

    @property
    def deck_size(self) -> int:
        return 52 + self.jokers
