"""The rule settings of one game: the main rules plus the variants the sources list."""

from __future__ import annotations

from dataclasses import dataclass

from goju51.core.rules import SwitchedRules, switch

FINAL_ROUNDS = ("normal", "exchange_or_pass")


@dataclass(frozen=True)
class Rules(SwitchedRules):
    """Variant switches; the defaults are the main rules of ``shared/rules/goju51.md``.

    - ``jokers``: 0, or 1 to add one joker (53 cards).
    - ``dealer_starts``: the dealer plays first instead of the player on the dealer's left.
    - ``final_round``: ``"normal"``, or ``"exchange_or_pass"``: after a Stop the table cannot be
      cleared and each other player exchanges one card with the table or passes.
    - ``flush_only``: a hand scores only when all five cards are one suit (else 0).
    """

    jokers: int = switch(0, "add one joker", choices=(0, 1))
    dealer_starts: bool = switch(False, "the dealer plays first")
    final_round: str = switch(
        "normal",
        "exchange_or_pass: after a Stop, no clearing; exchange one card or pass",
        choices=FINAL_ROUNDS,
    )
    flush_only: bool = switch(False, "only one-suit hands score")

    @property
    def deck_size(self) -> int:
        return 52 + self.jokers
