"""What one seat may know: the per-player observation AIs and the screen are given."""

from __future__ import annotations

from dataclasses import dataclass, field

from goju51.games.chinese.cards import CARDS, Card, hand_value
from goju51.games.chinese.events import HandOver
from goju51.games.chinese.moves import Move
from goju51.games.chinese.rules import Rules


@dataclass(frozen=True, slots=True)
class OpponentView:
    """Another seat as everyone sees it: the cards it was seen taking from the table and still
    holds, and how many of its cards nobody but its owner knows."""

    seat: int
    known: tuple[Card, ...]
    unknown_count: int
    hidden: tuple[Card, ...] | None = field(default=None, repr=False)
    """Those ``unknown_count`` cards themselves, in a view of every hand only (a finished
    game watched again with every hand shown); None in a seat's own view. Out of the repr:
    a seat's own view reads as it always did (the golden playthroughs digest reprs)."""

    @property
    def hand_size(self) -> int:
        return len(self.known) + self.unknown_count


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything seat ``seat`` may know, and nothing more.

    ``drawn`` is the card this seat just drew (only between its draw and discard).
    ``seen_set_aside``: every set-aside card was face up before, so all players saw them.
    ``decisions`` are the answers to a call so far, as ``(seat, challenged)``. ``history`` is
    every move as ``(seat, move)``: moves never name a drawn card or a face-down hand.
    ``legal_moves`` is filled only when this seat acts. ``final_hands`` and ``scores`` appear
    once the hand is over. ``match_totals`` is the score sheet before this hand, in a match.
    """

    seat: int
    num_players: int
    rules: Rules
    starter: int
    hand: tuple[Card, ...]
    seen_in_hand: tuple[Card, ...]
    drawn: Card | None
    table: tuple[Card, ...]
    stock_count: int
    seen_set_aside: tuple[Card, ...]
    current_player: int
    phase: str
    turn_number: int
    exchange_count: int
    caller: int | None
    challengers: tuple[int, ...]
    decisions: tuple[tuple[int, bool], ...]
    is_over: bool
    end_reason: str | None
    opponents: tuple[OpponentView, ...]
    history: tuple[tuple[int, Move], ...]
    legal_moves: tuple[Move, ...]
    final_hands: tuple[tuple[Card, ...], ...] | None
    scores: tuple[int, ...] | None
    match_totals: tuple[int, ...] | None = None
    """Every seat's match total before this hand (the target is ``rules.target``), or None
    for a hand outside a match."""
    challenge_winner: int | None = field(default=None, repr=False)
    """The winner of the hand's challenged call once it is over (as its ``HandOver`` names
    it), else None. Out of the repr, as ``OpponentView.hidden``."""

    def hand_over(self) -> HandOver | None:
        """How the hand ended, as its ``HandOver`` told it (for a table seated after the
        end), or None while it goes on."""
        if self.scores is None or self.end_reason is None:
            return None
        return HandOver(self.scores, self.end_reason, self.caller, self.challenge_winner)

    @property
    def set_aside_count(self) -> int:
        return len(self.seen_set_aside)

    @property
    def whose_turn(self) -> int:
        return self.current_player

    @property
    def is_my_turn(self) -> bool:
        return not self.is_over and self.current_player == self.seat

    @property
    def value(self) -> int:
        """This seat's own hand value (0 unless five cards of one suit)."""
        return hand_value(self.hand, self.rules)

    @property
    def every_hand(self) -> bool:
        """A view of every hand: each opponent's hidden cards are filled in."""
        return any(opponent.hidden is not None for opponent in self.opponents)

    def opponent(self, seat: int) -> OpponentView:
        for opponent in self.opponents:
            if opponent.seat == seat:
                return opponent
        raise ValueError(f"seat {seat} is not an opponent of seat {self.seat}")

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards whose place this seat cannot know: in the stock or hidden in opponents' hands."""
        seen = {card.index for card in self.hand}
        seen.update(card.index for card in self.table)
        seen.update(card.index for card in self.seen_set_aside)
        for opponent in self.opponents:
            seen.update(card.index for card in opponent.known)
        return tuple(card for card in CARDS[: self.rules.deck_size] if card.index not in seen)
