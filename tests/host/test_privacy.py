"""Privacy read off the messages themselves: over whole hosted games of every game, table
size and rule variant, with two or three people and computers, nothing sent to a seat names
a card or shows dice that seat may not know at that moment.

What a seat may know is worked out here from the whole truth (the game's own events, uncut,
replayed move by move), apart from the engines' views and their ``for_seat``: a card is
known to a seat once it has been in that seat's hand or face up for all to see; dice under
the cup are known to their roller only, until they are shown.
"""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from goju51.games import GAMES
from goju51.games.chinese import cards as chinese_cards
from goju51.games.chinese import events as chinese
from goju51.games.dice import events as dice
from goju51.games.japanese import cards as japanese_cards
from goju51.games.japanese import events as japanese
from goju51.host.messages import Moved, Seated
from tests.host.driving import Table, hosted, seats_for

VARIANTS = {
    "japanese": [{}, {"jokers": 1, "final_round": "exchange_or_pass"}, {"dealer_starts": True}],
    "chinese": [{}, {"jokers": 2, "bombs": True, "min_call": 42}, {"joker_free_wins_ties": True}],
    "dice": [{}, {"end": "first_out", "limit": 6}, {"stacked_chance": 0.2}],
}
CASES = [
    (spec.id, players, people, variant)
    for spec in GAMES.values()
    for players in sorted({spec.players.start, 4, spec.players.stop - 1})
    for people in (2, 3)
    if people <= players
    for variant in range(len(VARIANTS[spec.id]))
]


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
    cup: tuple[int, Any] | None = None
    """Dice under the cup now: (roller, result)."""

    def follow(self, events: list[Any]) -> None:
        for event in events:
            self.seen_by_all |= face_up(event)
            match event:
                case dice.Rolled(player=player, result=result, hidden=True):
                    self.cup = (player, result)
                case dice.Rolled() | dice.Doubted() | dice.RoundStarted() | dice.StackedDice():
                    self.cup = None
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
    if own is not None:
        assert truth.cup is not None and truth.cup == (seat, own), (
            f"seat {seat} sees dice {own} it did not roll (cup: {truth.cup})"
        )


@pytest.mark.parametrize(
    ("game_id", "players", "people", "variant"),
    CASES,
    ids=[f"{c[0]}-{c[1]}p-{c[2]}people-v{c[3]}" for c in CASES],
)
def test_no_message_tells_a_seat_what_it_may_not_know(game_id, players, people, variant):
    spec = GAMES[game_id]
    rules = spec.rules_type(**VARIANTS[game_id][variant])
    seed = players * 100 + people * 10 + variant
    table = hosted(spec, seats_for(players, people), rules=rules, seed=seed)
    truth = Truth(spec.load_game(table.host.game.to_json()))
    truth.follow(truth.shadow.opening_events())
    cards = card_texts(game_id)
    checked = {seat: 0 for seat in table.clients}

    def check(table: Table) -> None:
        """Each new message against what its seat may know in the position it was sent from
        (its ``step``: here, with no undo, the number of moves played)."""
        history = table.host.game.history
        for seat, client in table.clients.items():
            assert client.transcript is not None
            new = zip(
                client.transcript[checked[seat] :],
                table.received[seat][checked[seat] :],
                strict=True,
            )
            for text, message in new:
                truth.catch_up(history[: message.step])
                known = truth.seen_by_all | truth.held.get(seat, set())
                named = {cards[w] for w in words(json.loads(text)) if w in cards}
                assert named <= known, f"seat {seat} was told {named - known}: {text[:300]}"
                if game_id == "dice" and isinstance(message, Moved | Seated):
                    check_dice(message, seat, truth)
            checked[seat] = len(client.transcript)

    ended = table.play_out(after_each=check)
    assert ended.scores == table.host.game.outcome().scores
    assert all(checked.values())


@pytest.mark.parametrize("game_id", ["japanese", "chinese", "dice"])
def test_the_check_catches_a_host_that_sends_events_uncut(game_id, monkeypatch):
    """With every event sent whole (no ``for_seat``), the same check fails."""
    spec = GAMES[game_id]
    uncut = dataclasses.replace(spec.seat_form, for_seat=lambda event, seat: event)
    monkeypatch.setitem(GAMES, game_id, dataclasses.replace(spec, seat_form=uncut))
    with pytest.raises(AssertionError, match="seat"):
        test_no_message_tells_a_seat_what_it_may_not_know(game_id, 4, 2, 0)
