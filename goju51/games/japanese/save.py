"""Reading a saved Goju Ichi game: every field checked, then the whole position (one deck, hands
and table fitting the turn's phase, Stop and last round agreeing), so a damaged or foreign file
fails with a ``SaveError`` that says what is wrong, never deep in the engine.

It reads into ``SavedGame``, the position in the engine's own encoding; ``Game.from_json``
builds the game from it (this module does not know ``Game``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from goju51.core.game import SaveError
from goju51.core.savefile import SaveReader, load_json, short
from goju51.games.japanese.cards import Card
from goju51.games.japanese.moves import Move, parse_move
from goju51.games.japanese.rules import Rules
from goju51.games.japanese.state import (
    EMPTY,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PHASE_NAMES,
    TABLE_SIZE,
    TAKEN,
)

SAVE_FORMAT = "goju51-game"
SAVE_VERSION = 1


@dataclass(frozen=True)
class SavedGame:
    """A checked position: cards as the engine's ints, ``EMPTY`` for an empty table place or
    no taken card or no stopper, ``phase`` an index of ``PHASE_NAMES``, ``known`` a bit per card
    each seat was seen taking; ``stock`` has its top card last."""

    rules: Rules
    players: int
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    known: tuple[int, ...]
    table: tuple[int, ...]
    stock: tuple[int, ...]
    set_aside: tuple[int, ...]
    player: int
    turn: int
    phase: int
    taken: int
    stopper: int
    last_turns_left: int
    over: bool
    history: tuple[tuple[int, Move], ...]
    rng: random.Random


def read_saved_game(text: str | bytes) -> SavedGame:
    """``Game.to_json`` text, checked; anything else raises ``SaveError`` saying what is wrong."""
    return _SaveReader(load_json(text)).position()


class _SaveReader(SaveReader):
    def __init__(self, data: Any) -> None:
        super().__init__(data, SAVE_FORMAT, SAVE_VERSION, "Goju51")

    def card_list(self, name: str, items: Any) -> list[int]:
        return self.cards(name, items, _card_index)

    def position(self) -> SavedGame:
        try:
            rules = Rules.from_dict(self.field("rules", dict))
        except (ValueError, TypeError) as error:
            raise SaveError(f"saved game has bad rules: {error}") from None
        n = self.integer("players", MIN_PLAYERS, MAX_PLAYERS)
        dealer = self.integer("dealer", 0, n - 1)
        hands_data = self.field("hands", list)
        known_data = self.field("known", list)
        if len(hands_data) != n or len(known_data) != n:
            raise SaveError(f"saved game must list {n} hands and {n} known-card lists")
        hands = [self.card_list("hands", hand) for hand in hands_data]
        table_data = self.field("table", list)
        if len(table_data) != TABLE_SIZE:
            raise SaveError(f"saved game table must have {TABLE_SIZE} places")
        table = [
            EMPTY if item is None else self.card_list("table", [item])[0] for item in table_data
        ]
        stock = self.card_list("stock", self.field("stock", list))[::-1]
        set_aside = self.card_list("set_aside", self.field("set_aside", list))
        player = self.integer("player", 0, n - 1)
        turn = self.integer("turn", 0, 10**9)
        phase_name = self.field("phase", str)
        if phase_name not in PHASE_NAMES:
            raise SaveError(f"saved game has an unknown phase {short(phase_name)}")
        phase = PHASE_NAMES.index(phase_name)
        taken_data = self.data.get("taken")
        taken = EMPTY if taken_data is None else self.card_list("taken", [taken_data])[0]
        stopper_data = self.data.get("stopper")
        stopper = EMPTY if stopper_data is None else self.integer("stopper", 0, n - 1)
        last_turns_left = self.integer("last_turns_left", 0, n - 1)
        over = self.field("over", bool)
        known = self.seen_cards(known_data, hands, _card_index)
        saved = SavedGame(
            rules=rules,
            players=n,
            dealer=dealer,
            hands=tuple(tuple(hand) for hand in hands),
            known=tuple(known),
            table=tuple(table),
            stock=tuple(stock),
            set_aside=tuple(set_aside),
            player=player,
            turn=turn,
            phase=phase,
            taken=taken,
            stopper=stopper,
            last_turns_left=last_turns_left,
            over=over,
            history=tuple(self.history(n, parse_move)),
            rng=self.rng(),
        )
        _check_position(saved)
        return saved


def _card_index(text: str) -> int:
    return Card.parse(text).index


def _check_position(saved: SavedGame) -> None:
    """The cards must add up to one deck, and hands and table must fit the turn's phase."""
    everything = [*saved.stock, *saved.set_aside, *(c for c in saved.table if c != EMPTY)]
    for hand in saved.hands:
        everything += hand
    if sorted(everything) != list(range(saved.rules.deck_size)):
        raise SaveError("saved game's cards do not add up to one deck")
    taking = saved.phase == TAKEN and not saved.over
    for seat, hand in enumerate(saved.hands):
        expected = HAND_SIZE + (taking and seat == saved.player)
        if len(hand) != expected:
            raise SaveError(f"saved game gives seat {seat} {len(hand)} cards, not {expected}")
    if saved.table.count(EMPTY) != taking:
        raise SaveError("saved game's table does not fit the turn's phase")
    if taking != (saved.taken != EMPTY) or (
        taking and saved.taken not in saved.hands[saved.player]
    ):
        raise SaveError("saved game's taken card does not fit the turn's phase")
    if saved.over:
        consistent = saved.stopper != EMPTY and saved.last_turns_left == 0
    else:
        consistent = (saved.stopper == EMPTY) == (saved.last_turns_left == 0)
    if not consistent:
        raise SaveError("saved game's Stop and last round do not agree")
