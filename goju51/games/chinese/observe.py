"""Between a whole Chinese 51 hand and one seat's view of it, in both directions.

It exists to keep hidden information out of the engine's rules: ``player_view`` cuts a hand
down to what one seat may know, and ``position_from_view`` deals a whole hand that fits a view
(a determinization for search). It never imports ``game.py``: it reads a hand through the
``Observable`` protocol and returns a ``Position`` for ``Game`` to build from.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Protocol

from goju51.core.game import checked_seat
from goju51.games.chinese.cards import Card
from goju51.games.chinese.moves import Move
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.state import DRAWN, EMPTY, PHASE_NAMES, Position
from goju51.games.chinese.view import OpponentView, PlayerView


class Observable(Protocol):
    """The public reading side of a hand in progress (``Game`` has it)."""

    @property
    def num_players(self) -> int: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def starter(self) -> int: ...
    @property
    def current_player(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def table(self) -> tuple[Card, ...]: ...
    @property
    def stock_count(self) -> int: ...
    @property
    def set_aside(self) -> tuple[Card, ...]: ...
    @property
    def caller(self) -> int | None: ...
    @property
    def challengers(self) -> tuple[int, ...]: ...
    @property
    def decisions(self) -> tuple[tuple[int, bool], ...]: ...
    @property
    def drawn(self) -> Card | None: ...
    @property
    def exchange_count(self) -> int: ...
    @property
    def turn_number(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def end_reason(self) -> str | None: ...
    @property
    def history(self) -> tuple[tuple[int, Move], ...]: ...
    @property
    def match_totals(self) -> tuple[int, ...] | None: ...
    def hand(self, seat: int) -> tuple[Card, ...]: ...
    def known_cards(self, seat: int) -> tuple[Card, ...]: ...
    @property
    def legal_moves(self) -> list[Move]: ...
    def scores(self) -> tuple[int, ...]: ...
    def challenge_winner(self) -> int | None: ...


def player_view(game: Observable, seat: int, every_hand: bool = False) -> PlayerView:
    """What ``seat`` may know of ``game``: its own hand and public information only; with
    ``every_hand``, every opponent's hidden cards too."""
    n = game.num_players
    checked_seat(seat, n)
    over = game.is_over
    player = game.current_player
    opponents = []
    for offset in range(1, n):
        other = (seat - offset) % n
        known = game.known_cards(other)
        hand = game.hand(other)
        hidden = tuple(card for card in hand if card not in known) if every_hand else None
        opponents.append(OpponentView(other, known, len(hand) - len(known), hidden))
    return PlayerView(
        seat=seat,
        num_players=n,
        rules=game.rules,
        starter=game.starter,
        hand=game.hand(seat),
        seen_in_hand=game.known_cards(seat),
        drawn=game.drawn if seat == player else None,
        table=game.table,
        stock_count=game.stock_count,
        seen_set_aside=game.set_aside,
        current_player=player,
        phase=game.phase,
        turn_number=game.turn_number,
        exchange_count=game.exchange_count,
        caller=game.caller,
        challengers=game.challengers,
        decisions=game.decisions,
        is_over=over,
        end_reason=game.end_reason,
        opponents=tuple(opponents),
        history=game.history,
        legal_moves=tuple(game.legal_moves) if seat == player else (),
        final_hands=tuple(game.hand(s) for s in range(n)) if over else None,
        scores=game.scores() if over else None,
        match_totals=game.match_totals,
        challenge_winner=game.challenge_winner(),
    )


def position_from_view(
    view: PlayerView,
    rng: random.Random,
    hands: Mapping[int, Sequence[Card]] | None = None,
) -> Position:
    """A whole hand consistent with ``view``: the hidden cards dealt at random with ``rng``.
    ``hands`` may fix some opponents' whole hands; they must hold that opponent's known cards
    and only cards the view has not seen elsewhere (else ``ValueError``)."""
    if hands is None and view.final_hands is not None:
        hands = {opponent.seat: view.final_hands[opponent.seat] for opponent in view.opponents}
    unseen = [card.index for card in view.unseen_cards()]
    rng.shuffle(unseen)
    fixed = {seat: [card.index for card in cards] for seat, cards in (hands or {}).items()}
    pool = set(unseen)
    for seat, cards in fixed.items():
        opponent = view.opponent(seat)
        known = {card.index for card in opponent.known}
        extra = [card for card in cards if card not in known]
        if len(cards) != opponent.hand_size or not pool.issuperset(extra):
            raise ValueError(f"the hand given for seat {seat} does not fit the view")
        pool.difference_update(extra)
    remaining = [card for card in unseen if card in pool]
    n = view.num_players
    dealt: list[list[int]] = [[] for _ in range(n)]
    dealt[view.seat] = [card.index for card in view.hand]
    seen = [0] * n
    for opponent in view.opponents:
        if opponent.seat in fixed:
            dealt[opponent.seat] = fixed[opponent.seat][:]
        else:
            hidden = [remaining.pop() for _ in range(opponent.unknown_count)]
            dealt[opponent.seat] = [card.index for card in opponent.known] + hidden
        for card in opponent.known:
            seen[opponent.seat] |= 1 << card.index
    for card in view.seen_in_hand:
        seen[view.seat] |= 1 << card.index
    phase = PHASE_NAMES.index(view.phase)
    drawn = EMPTY
    if phase == DRAWN:
        if view.drawn is not None and view.current_player == view.seat:
            drawn = view.drawn.index
        else:
            drawn = dealt[view.current_player][-1]
    return Position(
        rules=view.rules,
        players=n,
        starter=view.starter,
        hands=tuple(tuple(hand) for hand in dealt),
        known=tuple(seen),
        table=tuple(card.index for card in view.table),
        stock=tuple(remaining),
        set_aside=tuple(card.index for card in view.seen_set_aside),
        player=view.current_player,
        phase=phase,
        drawn=drawn,
        turn=view.turn_number - 1,
        exchanges=view.exchange_count,
        caller=EMPTY if view.caller is None else view.caller,
        challengers=tuple(view.challengers),
        decisions=tuple(view.decisions),
        reason=view.end_reason,
        history=tuple(view.history),
        rng=random.Random(rng.getrandbits(64)),
        match_totals=view.match_totals,
    )
