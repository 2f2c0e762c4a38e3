"""What one seat may know: the per-player observation AIs and the screen are given."""

from __future__ import annotations

from dataclasses import dataclass, field

from goju51.games.japanese.cards import CARDS, Card, hand_value
from goju51.games.japanese.moves import Move
from goju51.games.japanese.rules import Rules


@dataclass(frozen=True, slots=True)
class OpponentView:
    """Another seat as everyone sees it: the cards it was seen taking and still holds, and how
    many of its cards nobody but its owner knows."""

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

    ``seen_set_aside`` are the set-aside cards since the last reshuffle: each was face up on the
    table before it was cleared, so every player saw them. ``history`` is every move so far as
    ``(seat, move)``; moves are public. ``seen_in_hand`` are this seat's own cards that the others
    saw it take. ``legal_moves`` is filled only on this seat's turn.
    ``final_hands`` are shown only when the game is over.
    """

    seat: int
    num_players: int
    rules: Rules
    dealer: int
    hand: tuple[Card, ...]
    seen_in_hand: tuple[Card, ...]
    table: tuple[Card, ...]
    table_slots: tuple[Card | None, ...]
    stock_count: int
    seen_set_aside: tuple[Card, ...]
    current_player: int
    phase: str
    taken: Card | None
    turn_number: int
    round_number: int
    stopper: int | None
    last_turns_left: int
    is_over: bool
    opponents: tuple[OpponentView, ...]
    history: tuple[tuple[int, Move], ...]
    legal_moves: tuple[Move, ...]
    final_hands: tuple[tuple[Card, ...], ...] | None

    @property
    def set_aside_count(self) -> int:
        return len(self.seen_set_aside)

    @property
    def is_my_turn(self) -> bool:
        return not self.is_over and self.current_player == self.seat

    @property
    def value(self) -> int:
        """This seat's own hand value under the game's rules."""
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
