"""What a seat may know, worked out from the whole truth of a game (its uncut events, replayed
move by move), apart from the engines' views and their ``for_seat``: a card is known to a
seat once it has been in that seat's hand or face up for all to see; a seat is shown only the
dice of its own latest roll (another's dice under the cup only once they are shown to all).
The privacy tests of the host's messages and of the network's frames both judge by it."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from goju51.games.chinese import cards as chinese_cards
from goju51.games.chinese import events as chinese
from goju51.games.dice import events as dice
from goju51.games.japanese import cards as japanese_cards
from goju51.games.japanese import events as japanese
from goju51.host.messages import Moved, Seated


def face_up(event: Any) -> set[Any]:
    """The cards an event (uncut) shows to everyone."""
    match event:
        case japanese.Dealt(table=table):
            return set(table)
        case japanese.Cleared(set_aside=aside, revealed=revealed):
            return {*aside, *revealed}
        case japanese.Took(card=card) | japanese.Discarded(card=card):
            return {card}
        case chinese.OpeningDiscard(card=card) | chinese.Discarded(card=card):
            return {card}
        case chinese.ExchangedAll(given=given, taken=taken):
            return {*given, *taken}
        case chinese.ExchangedOne(given=given, taken=taken):
            return {given, taken}
        case chinese.SetAside(cards=cards) | chinese.Declared(hand=cards):
            return set(cards)
        case chinese.HandsRevealed(hands=hands):
            return {card for hand in hands for card in hand}
    return set()


@dataclass
class Truth:
    """The whole truth of a hosted game, replayed beside it from its start."""

    shadow: Any
    seen_by_all: set[Any] = field(default_factory=set)
    held: dict[int, set[Any]] = field(default_factory=dict)
    rolled: dict[int, Any] = field(default_factory=dict)
    """Each seat's latest roll of the cup (what it saw under it, or what all saw)."""

    def follow(self, events: list[Any]) -> None:
        for event in events:
            self.seen_by_all |= face_up(event)
            if isinstance(event, dice.Rolled):
                self.rolled[event.player] = event.result
        if hasattr(self.shadow, "hand"):
            for seat in range(self.shadow.num_players):
                self.held.setdefault(seat, set()).update(self.shadow.hand(seat))
            if self.shadow.is_over:  # every hand is turned up at the end
                for seat in range(self.shadow.num_players):
                    self.seen_by_all.update(self.shadow.hand(seat))

    def catch_up(self, history: tuple[tuple[int, Any], ...]) -> None:
        """Replay the moves of ``history`` not yet followed (it only ever grows here)."""
        for _seat, move in history[len(self.shadow.history) :]:
            self.follow(self.shadow.apply(move))


def card_texts(game_id: str) -> dict[str, Any]:
    cards = {"japanese": japanese_cards.CARDS, "chinese": chinese_cards.CARDS}.get(game_id, ())
    return {str(card): card for card in cards}


def words(data: Any) -> set[str]:
    """Every word of every text value in a message's JSON."""
    if isinstance(data, str):
        return set(re.split(r"[^A-Za-z0-9]+", data))
    if isinstance(data, list):
        return set().union(*map(words, data)) if data else set()
    if isinstance(data, dict):
        return set().union(*map(words, data.values())) if data else set()
    return set()


def check_dice(message: Any, seat: int, truth: Truth) -> None:
    events = message.events if isinstance(message, Moved) else message.opening
    for event in events:
        if isinstance(event, dice.Rolled) and event.hidden and event.player != seat:
            assert event.result is None, f"seat {seat} was shown {event}"
    own = message.view.dice
    if own is not None:  # a seat is only ever shown the dice of its own latest roll
        assert truth.rolled.get(seat) == own, (
            f"seat {seat} sees dice {own}; its own latest roll was {truth.rolled.get(seat)}"
        )


def check_message(text: str, message: Any, seat: int, truth: Truth, game_id: str) -> None:
    """``message`` (sent to ``seat`` as ``text``) tells it nothing it may not know in the
    position it names; ``truth`` must have followed the game up to that position."""
    cards = card_texts(game_id)
    known = truth.seen_by_all | truth.held.get(seat, set())
    named = {cards[w] for w in words(json.loads(text)) if w in cards}
    assert named <= known, f"seat {seat} was told {named - known}: {text[:300]}"
    if game_id == "dice" and isinstance(message, Moved | Seated):
        check_dice(message, seat, truth)
