"""The rules of a turn and of the end, each checked on a position set up card by card."""

import json

import pytest

from goju51.games.japanese import (
    JOKER,
    Card,
    Clear,
    Cleared,
    Dealt,
    Discard,
    Discarded,
    Game,
    GameOver,
    IllegalMove,
    LastRoundBegan,
    Pass,
    Reshuffled,
    Rules,
    Stopped,
    Take,
    Took,
    TurnStarted,
)

from .conftest import cards, deck_for, finished_game, game_with, play_turn

FOUR = ["AH KH 2C 3D 4S", "AS KS 2H 3C 4D", "AD KD 2S 3H 4C", "AC KC 5S 5H 5D"]
TABLE = "QH QS QD QC 6S"


def test_deal_follows_the_deck_order_from_the_dealers_left():
    deck = deck_for(FOUR, TABLE, dealer=2)
    game = Game.new(4, deck=deck, dealer=2)
    assert [game.hand(seat) for seat in range(4)] == [tuple(cards(hand)) for hand in FOUR]
    assert deck[0] in game.hand(3) and deck[1] in game.hand(0)
    assert game.table == tuple(cards(TABLE))
    assert game.stock_count == 52 - 25
    assert game.current_player == 3


def test_dealer_starts_variant():
    game = game_with(FOUR, TABLE, dealer=1, rules=Rules(dealer_starts=True))
    assert game.current_player == 1


def test_opening_events_describe_the_deal():
    game = game_with(FOUR, TABLE)
    dealt, first_turn = game.opening_events()
    assert isinstance(dealt, Dealt) and dealt.hands[0] == tuple(cards(FOUR[0]))
    assert dealt.table == tuple(cards(TABLE)) and dealt.stock_count == 27
    assert first_turn == TurnStarted(player=1, turn=1, last_round=False)
    play_turn(game, "QS", "4D")
    with pytest.raises(ValueError):
        game.opening_events()


def test_a_turn_is_take_then_discard_and_the_events_say_where():
    game = game_with(FOUR, TABLE)
    assert game.legal_moves == [Take(card) for card in cards(TABLE)]
    events = game.apply(Take(Card.parse("QS")))
    assert events == [Took(player=1, card=Card.parse("QS"), slot=1)]
    assert len(game.hand(1)) == 6 and len(game.table) == 4
    assert game.table_slots[1] is None
    events = game.apply(Discard(Card.parse("4D")))
    assert events == [
        Discarded(player=1, card=Card.parse("4D"), slot=1),
        TurnStarted(player=2, turn=2, last_round=False),
    ]
    assert game.table == tuple(cards("QH 4D QD QC 6S"))
    assert game.known_cards(1) == (Card.parse("QS"),)


def test_the_taken_card_cannot_be_discarded():
    game = game_with(FOUR, TABLE)
    game.apply(Take(Card.parse("QS")))
    assert Discard(Card.parse("QS")) not in game.legal_moves
    with pytest.raises(IllegalMove, match="just taken"):
        game.apply(Discard(Card.parse("QS")))


def test_illegal_moves_name_the_move_and_the_reason_and_carry_a_stable_code():
    game = game_with(FOUR, TABLE)
    refusals = [
        (
            Take(Card.parse("AH")),
            "not_on_table",
            r"take AH is not allowed for seat 1: AH is not on",
        ),
        (Discard(Card.parse("AS")), "take_first", "before discarding"),
        (Pass(), "pass", "passing is only allowed"),
        (Clear(), "clear_first_round", "every player has had a turn"),
        ("take QS", "not_a_move", "not a move"),
    ]
    for move, code, message in refusals:
        with pytest.raises(IllegalMove, match=message) as raised:
            game.apply(move)
        assert raised.value.code == code
        assert game.check(move).code == code
    assert game.check(Take(Card.parse("QS"))) is None
    assert isinstance(IllegalMove("code", "x"), ValueError)


def test_refusal_codes_in_the_middle_of_a_turn():
    game = game_with(FOUR, TABLE)
    game.apply(Take(Card.parse("QS")))
    assert game.check(Take(Card.parse("QH"))).code == "discard_now"
    assert game.check(Discard(Card.parse("QS"))).code == "discard_taken"
    assert game.check(Discard(Card.parse("AH"))).code == "not_in_hand"
    assert game.check(Clear()).code == "clear_late"


def test_no_clear_in_the_first_round():
    game = game_with(FOUR, TABLE)
    for take, discard in [("QH", "4D"), ("QD", "4C"), ("QC", "5S"), ("4D", "4S")]:
        assert Clear() not in game.legal_moves
        with pytest.raises(IllegalMove, match="every player has had a turn"):
            game.apply(Clear())
        play_turn(game, take, discard)
    assert game.round_number == 2
    assert game.legal_moves[0] == Clear()


def test_clear_at_most_once_a_turn_then_take_a_new_card():
    game = game_with(FOUR, TABLE, stock="2D 3S 6H 7H 8H 9H")
    for take, discard in [("QH", "4D"), ("QD", "4C"), ("QC", "5S"), ("4D", "4S")]:
        play_turn(game, take, discard)
    table_before = game.table
    events = game.apply(Clear())
    assert events == [
        Cleared(
            player=1,
            set_aside=table_before,
            revealed=tuple(cards("2D 3S 6H 7H 8H")),
            stock_count=27 - 5,
        )
    ]
    assert game.set_aside_count == 5
    assert game.legal_moves == [Take(card) for card in cards("2D 3S 6H 7H 8H")]
    with pytest.raises(IllegalMove, match="only once a turn"):
        game.apply(Clear())
    game.apply(Take(Card.parse("7H")))
    with pytest.raises(IllegalMove, match="before taking"):
        game.apply(Clear())


def test_after_stop_every_other_seat_plays_exactly_once():
    game = game_with(FOUR, TABLE)
    events = play_turn(game, "QS", "4D", stop=True)
    assert Stopped(1) in events
    assert LastRoundBegan(stopper=1, players=(2, 3, 0)) in events
    assert events[-1] == TurnStarted(player=2, turn=2, last_round=True)
    assert game.stopper == 1 and game.last_turns_left == 3
    assert all(not getattr(move, "stop", False) for move in game.legal_moves)
    game.apply(Take(Card.parse("QH")))
    with pytest.raises(IllegalMove, match="already called Stop"):
        game.apply(Discard(Card.parse("4C"), stop=True))
    game.apply(Discard(Card.parse("4C")))
    seen = [2]
    while not game.is_over:
        seen.append(game.current_player)
        last_events = game.apply(game.legal_moves[0])
        last_events += game.apply(game.legal_moves[0])
    assert seen == [2, 3, 0]
    assert isinstance(last_events[-1], GameOver)
    assert game.legal_moves == []
    with pytest.raises(IllegalMove, match="game is over"):
        game.apply(Take(game.table[0]))


def test_clearing_is_allowed_in_a_normal_last_round():
    game = game_with(FOUR, TABLE)
    for take, discard in [("QH", "4D"), ("QD", "4C"), ("QC", "5S"), ("4D", "4S")]:
        play_turn(game, take, discard)
    play_turn(game, "4C", "4S" if Card.parse("4S") in game.hand(1) else "2H", stop=True)
    assert game.legal_moves[0] == Clear()


def test_exchange_or_pass_last_round():
    rules = Rules(final_round="exchange_or_pass")
    game = game_with(FOUR, TABLE, rules=rules)
    for take, discard in [("QH", "4D"), ("QD", "4C"), ("QC", "5S"), ("4D", "4S")]:
        assert Pass() not in game.legal_moves
        play_turn(game, take, discard)
    assert Clear() in game.legal_moves
    play_turn(game, "4C", "2H", stop=True)
    moves = game.legal_moves
    assert Clear() not in moves and moves[-1] == Pass()
    with pytest.raises(IllegalMove, match="cannot be cleared in the last round"):
        game.apply(Clear())
    hand_before = game.hand(2)
    assert game.apply(Pass())[0].player == 2
    assert game.hand(2) == hand_before and game.current_player == 3
    game.apply(Take(game.table[0]))
    with pytest.raises(IllegalMove, match="start of a turn"):
        game.apply(Pass())
    game.apply(game.legal_moves[0])
    events = game.apply(Pass())
    assert isinstance(events[-1], GameOver) and game.is_over


def test_reshuffle_when_the_stock_runs_short():
    game = game_with(FOUR, TABLE, seed=3)
    for take, discard in [("QH", "4D"), ("QD", "4C"), ("QC", "5S"), ("4D", "4S")]:
        play_turn(game, take, discard)
    reshuffles = []
    for _ in range(12):
        just_cleared = set(game.table)
        events = game.apply(Clear())
        reshuffles += [event for event in events if isinstance(event, Reshuffled)]
        cleared = events[-1]
        assert set(cleared.revealed).isdisjoint(just_cleared)
        if isinstance(events[0], Reshuffled):
            assert events[0].stock_count >= 5
        all_cards = [*game.table, *(c for s in range(4) for c in game.hand(s))]
        assert len(all_cards) == 25
        assert game.stock_count + game.set_aside_count + 25 == 52
        game.apply(Take(game.table[0]))
        game.apply(game.legal_moves[0])
    assert reshuffles, "twelve clears from a 27-card stock must reshuffle"
    first = reshuffles[0]
    assert first.count == 25 and first.stock_count == 27


def test_reshuffle_keeps_the_remaining_stock_on_top():
    game = game_with(FOUR, TABLE, seed=1)
    for take, discard in [("QH", "4D"), ("QD", "4C"), ("QC", "5S"), ("4D", "4S")]:
        play_turn(game, take, discard)
    for _ in range(5):
        game.apply(Clear())
        game.apply(Take(game.table[0]))
        game.apply(game.legal_moves[0])
    assert game.stock_count == 2
    stock_before = json.loads(game.to_json())["stock"]
    events = game.apply(Clear())
    assert isinstance(events[0], Reshuffled)
    assert [str(card) for card in events[1].revealed[:2]] == stock_before


def test_jokers_variant_deals_53_cards():
    game = Game.new(6, Rules(jokers=1), seed=5)
    held = [card for seat in range(6) for card in game.hand(seat)]
    assert game.stock_count == 53 - 35 and len(held) == 30
    deck = deck_for(["AH KH QH JH JK", "AS KS 2H 3C 4D"], "QS QD QC 6S 7S", rules=Rules(jokers=1))
    game = Game.new(2, Rules(jokers=1), deck=deck)
    assert game.values()[0] == 51
    with pytest.raises(ValueError, match=r"joker but rules\.jokers is 0"):
        Game.new(2, deck=deck)


def test_flush_only_values_in_a_game():
    game = game_with(
        ["AH KH QH JH 2C", "AS KS QS JS TS"], "2D 3D 4D 5D 6D", rules=Rules(flush_only=True)
    )
    assert game.values() == (0, 51)


def test_two_players_and_six_players():
    two = game_with(["AH KH 2C 3D 4S", "AS KS 2H 3C 4D"], TABLE)
    assert two.current_player == 1 and two.stock_count == 52 - 15
    play_turn(two, "QH", "4D")
    play_turn(two, "QS", "4S", stop=True)
    assert not two.is_over and two.current_player == 1
    play_turn(two, "QC", "3C")
    assert two.is_over
    six = Game.new(6, seed=2, dealer=5)
    assert six.current_player == 0 and six.stock_count == 52 - 35
    for _ in range(6):
        assert Clear() not in six.legal_moves
        six.apply(six.legal_moves[0])
        six.apply(six.legal_moves[0])
    assert Clear() in six.legal_moves


@pytest.mark.parametrize(
    ("hands", "stopper", "winners"),
    [
        # 3 players, values stopper 30, B 30, C 12: B wins alone.
        (["2H 3H 5H 9H AH", "2S 3S 5S 9S AS", "KC QC 6C 7D 7S"], 0, {1}),
        # 4 players, values stopper 40, B 25, C 41, D 41: C and D both win.
        (["AH KH QH 5H 4H", "AS QS 9S 3H 2C", "AD KD QD 7D 3D", "AC KC QC 7C 3C"], 0, {2, 3}),
        # 2 players, stopper 51, other 51: the other player wins.
        (["AH KH QH JH TH", "AS KS QS JS TS"], 0, {1}),
        # The stopper with the highest value alone wins.
        (["AH KH QH JH TH", "AS KS QS JS 2C"], 0, {0}),
    ],
)
def test_tie_rules(hands, stopper, winners):
    game = finished_game(hands, stopper)
    assert game.winners() == winners


def test_tie_rule_values_match_the_rulings():
    game = finished_game(
        ["AH KH QH 5H 4H", "AS QS 9S 3H 2C", "AD KD QD 7D 3D", "AC KC QC 7C 3C"], 0
    )
    assert game.values() == (40, 25, 41, 41)
    game = finished_game(["2H 3H 5H 9H AH", "2S 3S 5S 9S AS", "KC QC 6C 7D 7S"], 0)
    assert game.values() == (30, 30, 12)


def test_game_over_event_explains_a_lost_tie():
    rules = Rules(final_round="exchange_or_pass")
    game = game_with(["AH KH QH JH TH", "AS KS QS JS 9D"], "2C 3C 4C 5C 6C", rules=rules)
    play_turn(game, "2C", "9D", stop=True)
    over = game.apply(Pass())[-1]
    assert over == GameOver(values=(51, 39), winners=(0,), stopper=1, stopper_lost_tie=False)
    game = game_with(["AH KH QH JH TH", "AS KS QS JS 9D"], "TS 3C 4C 5C 6C", rules=rules)
    play_turn(game, "TS", "9D", stop=True)
    over = game.apply(Pass())[-1]
    assert over == GameOver(values=(51, 51), winners=(0,), stopper=1, stopper_lost_tie=True)


def test_new_game_arguments_are_checked():
    with pytest.raises(ValueError, match="players must be a whole number from 2 to 6"):
        Game.new(7)
    with pytest.raises(ValueError, match="players must be"):
        Game.new(1)
    with pytest.raises(ValueError, match="dealer must be a seat"):
        Game.new(3, dealer=3)
    with pytest.raises(ValueError, match="rules must be a Rules"):
        Game.new(3, rules={"jokers": 1})
    deck = deck_for(["AH KH 2C 3D 4S", "AS KS 2H 3C 4D"], TABLE)
    with pytest.raises(ValueError, match="deck has 51 cards"):
        Game.new(2, deck=deck[:51])
    with pytest.raises(ValueError, match=f"holds {deck[0]} twice"):
        Game.new(2, deck=[deck[0], *deck[:-1]])
    with pytest.raises(ValueError, match="not a card"):
        Game.new(2, deck=["XX"] * 52)


def test_seeded_games_repeat_and_copies_are_independent():
    first, second = Game.new(4, seed=99), Game.new(4, seed=99)
    assert first.to_json() == second.to_json()
    assert Game.new(4, seed=100).to_json() != first.to_json()
    clone = first.copy()
    clone.apply(clone.legal_moves[0])
    assert clone.to_json() != first.to_json()
    assert first.legal_moves == second.legal_moves


def test_joker_card_is_playable():
    deck = deck_for(["AH KH QH JH 2C", "AS KS 2H 3C 4D"], "JK QS QD QC 6S", rules=Rules(jokers=1))
    game = Game.new(2, Rules(jokers=1), deck=deck)
    game.apply(Take(Card.parse("QS")))
    game.apply(Discard(Card.parse("4D")))
    game.apply(Take(JOKER))
    game.apply(Discard(Card.parse("2C")))
    assert game.values()[0] == 51


def test_copy_with_its_own_random_stream_leaves_the_original_alone():
    import random

    game = Game.new(3, seed=12)
    before = game.to_json()
    clone = game.copy(random.Random(5))
    while not clone.is_over:
        clone.apply(clone.legal_moves[-1])
    assert game.to_json() == before
