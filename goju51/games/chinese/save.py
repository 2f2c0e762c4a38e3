"""The Chinese 51 save format, both ways: JSON text to a checked ``Position`` and back.

It exists so the engine in ``game.py`` holds the rules only: everything about the file (its
envelope, every field's check, and whether the cards and calls fit together as in real play)
lives here, and a damaged or foreign file fails with a ``SaveError`` saying what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from goju51.core.game import SaveError
from goju51.core.savefile import SaveReader, load_json, rng_state, short
from goju51.games.chinese.cards import CARDS, Card, special_of
from goju51.games.chinese.moves import parse_move
from goju51.games.chinese.rules import Rules
from goju51.games.chinese.state import (
    DECIDE,
    DRAWN,
    EMPTY,
    END_REASONS,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NO_PROGRESS_ROUNDS,
    OPENING,
    OVER,
    PHASE_NAMES,
    TABLE_SIZE,
    TURN,
    Position,
)

SAVE_FORMAT = "goju51-chinese-game"
SAVE_VERSION = 1


def write_saved_game(position: Position) -> str:
    """``position`` as save-file JSON text, random state included."""
    hands = position.hands
    known = position.known
    return json.dumps(
        {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": position.rules.to_dict(),
            "players": position.players,
            "starter": position.starter,
            "hands": [_names(hand) for hand in hands],
            "known": [
                _names(card for card in hand if known[seat] >> card & 1)
                for seat, hand in enumerate(hands)
            ],
            "table": _names(position.table),
            "stock": _names(reversed(position.stock)),
            "set_aside": _names(position.set_aside),
            "player": position.player,
            "phase": PHASE_NAMES[position.phase],
            "drawn": None if position.drawn == EMPTY else str(CARDS[position.drawn]),
            "turn": position.turn,
            "exchanges": position.exchanges,
            "caller": None if position.caller == EMPTY else position.caller,
            "decisions": [[seat, challenged] for seat, challenged in position.decisions],
            "end_reason": position.reason,
            "history": [[seat, str(move)] for seat, move in position.history],
            "rng": rng_state(position.rng),
            **({} if position.match_totals is None else {"match": list(position.match_totals)}),
        }
    )


def read_saved_game(text: str | bytes) -> Position:
    """Read ``write_saved_game`` text back; anything else raises ``SaveError`` saying what is
    wrong, including a position that could not arise in play."""
    return _SaveReader(load_json(text)).position()


def _names(cards: Iterable[int]) -> list[str]:
    return [str(CARDS[card]) for card in cards]


class _SaveReader(SaveReader):
    """Reads a Chinese 51 position; a damaged file fails with a message, not a crash."""

    def __init__(self, data: Any) -> None:
        super().__init__(data, SAVE_FORMAT, SAVE_VERSION, "Chinese 51")

    def card_list(self, name: str, items: Any) -> list[int]:
        return self.cards(name, items, _card_index)

    def optional_seat(self, name: str, n: int) -> int:
        if self.data.get(name) is None:
            return EMPTY
        return self.integer(name, 0, n - 1)

    def position(self) -> Position:
        try:
            rules = Rules.from_dict(self.field("rules", dict))
        except (ValueError, TypeError) as error:
            raise SaveError(f"saved game has bad rules: {error}") from None
        n = self.integer("players", MIN_PLAYERS, MAX_PLAYERS)
        starter = self.integer("starter", 0, n - 1)
        hands_data = self.field("hands", list)
        known_data = self.field("known", list)
        if len(hands_data) != n or len(known_data) != n:
            raise SaveError(f"saved game must list {n} hands and {n} known-card lists")
        hands = [self.card_list("hands", hand) for hand in hands_data]
        table = self.card_list("table", self.field("table", list))
        stock = self.card_list("stock", self.field("stock", list))[::-1]
        set_aside = self.card_list("set_aside", self.field("set_aside", list))
        player = self.integer("player", 0, n - 1)
        phase_name = self.field("phase", str)
        if phase_name not in PHASE_NAMES:
            raise SaveError(f"saved game has an unknown phase {short(phase_name)}")
        phase = PHASE_NAMES.index(phase_name)
        drawn_data = self.data.get("drawn")
        drawn = EMPTY if drawn_data is None else self.card_list("drawn", [drawn_data])[0]
        turn = self.integer("turn", 0, 10**9)
        exchanges = self.integer("exchanges", 0, NO_PROGRESS_ROUNDS * n)
        caller = self.optional_seat("caller", n)
        decisions = []
        for entry in self.field("decisions", list):
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or type(entry[0]) is not int
                or not 0 <= entry[0] < n
                or type(entry[1]) is not bool
            ):
                raise SaveError(f"saved game has a bad decision: {short(entry)}")
            decisions.append((entry[0], entry[1]))
        reason = self.data.get("end_reason")
        if reason is not None and reason not in END_REASONS:
            raise SaveError(f"saved game has an unknown end reason {short(reason)}")
        known = self.seen_cards(known_data, hands, _card_index)
        history = self.history(n, parse_move)
        position = Position(
            rules=rules,
            players=n,
            starter=starter,
            hands=tuple(tuple(hand) for hand in hands),
            known=tuple(known),
            table=tuple(table),
            stock=tuple(stock),
            set_aside=tuple(set_aside),
            player=player,
            phase=phase,
            drawn=drawn,
            turn=turn,
            exchanges=exchanges,
            caller=caller,
            challengers=tuple(seat for seat, challenged in decisions if challenged),
            decisions=tuple(decisions),
            reason=reason,
            history=tuple(history),
            rng=self.rng(),
            match_totals=self.match_totals(n),
        )
        check_position(position)
        return position

    def match_totals(self, n: int) -> tuple[int, ...] | None:
        """The optional ``match`` field: every seat's total before the hand."""
        totals = self.data.get("match")
        if totals is None:
            return None
        if (
            not isinstance(totals, list)
            or len(totals) != n
            or not all(type(total) is int and total >= 0 for total in totals)
        ):
            raise SaveError(f"saved game has bad match totals: {short(totals)}")
        return tuple(totals)


def check_position(position: Position) -> None:
    """The cards must add up to one deck, and hands, table and calls must fit the phase."""
    n = position.players
    hands = position.hands
    table = position.table
    set_aside = position.set_aside
    everything = [*position.stock, *set_aside, *table]
    for hand in hands:
        everything += hand
    if sorted(everything) != list(range(position.rules.deck_size)):
        raise SaveError("saved game's cards do not add up to one deck")
    phase = position.phase
    player = position.player
    six = phase in (OPENING, DRAWN)
    for seat, hand in enumerate(hands):
        expected = HAND_SIZE + (six and seat == player)
        if len(hand) != expected:
            raise SaveError(f"saved game gives seat {seat} {len(hand)} cards, not {expected}")
    if phase == OPENING:
        if table or set_aside or player != position.starter:
            raise SaveError("saved game's opening does not fit its table")
    elif not 1 <= len(table) <= TABLE_SIZE:
        raise SaveError("saved game's table must hold 1 to 5 cards")
    if len(set_aside) % TABLE_SIZE:
        raise SaveError("saved game's set-aside cards must come in fives")
    drawn = position.drawn
    if (phase == DRAWN) != (drawn != EMPTY) or (phase == DRAWN and drawn not in hands[player]):
        raise SaveError("saved game's drawn card does not fit the turn's phase")
    caller = position.caller
    decisions = position.decisions
    reason = position.reason
    if phase in (OPENING, TURN, DRAWN):
        if caller != EMPTY or decisions or reason is not None:
            raise SaveError("saved game has a caller while play goes on")
        if not position.stock and phase != DRAWN:
            raise SaveError("saved game has play going on with an empty stock")
        if position.exchanges >= NO_PROGRESS_ROUNDS * n:
            raise SaveError("saved game goes on after three rounds without a draw")
    if phase == DECIDE:
        if caller == EMPTY or reason is not None or len(decisions) >= n - 1:
            raise SaveError("saved game's challenges do not fit its call")
        expected_seats = [(caller - i) % n for i in range(1, len(decisions) + 2)]
        if [seat for seat, _ in decisions] + [player] != expected_seats:
            raise SaveError("saved game's challenges are out of order")
    if phase == OVER:
        if reason is None:
            raise SaveError("saved game is over without an end reason")
        if (reason in ("declared", "called")) != (caller != EMPTY):
            raise SaveError("saved game's caller does not fit its end")
        if reason == "declared" and not special_of(hands[caller], position.rules.bombs):
            raise SaveError("saved game's declared hand is no 51 or bomb")
        if reason == "called" and len(decisions) != n - 1:
            raise SaveError("saved game's call was not answered by every player")
    elif reason is not None:
        raise SaveError("saved game has an end reason while play goes on")


def _card_index(text: str) -> int:
    return Card.parse(text).index
