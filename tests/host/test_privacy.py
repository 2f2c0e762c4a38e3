"""Privacy read off the messages themselves: over whole hosted games of every game, table
size and rule variant, with two or three people and computers, nothing sent to a seat names
a card or shows dice that seat may not know at that moment.

What a seat may know is worked out from the whole truth of the game (``knowledge``), apart
from the engines' views and their ``for_seat``.
"""

from __future__ import annotations

import dataclasses

import pytest

from goju51.games import GAMES
from tests.host.driving import Table, hosted, seats_for
from tests.host.knowledge import Truth, check_message

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
                check_message(text, message, seat, truth, game_id)
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
