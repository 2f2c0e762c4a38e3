"""Every ruling of shared/rules/chinese51.md, each with a fixed deck."""

from __future__ import annotations

import pytest

from goju51.games.chinese import (
    CARDS,
    Call,
    Card,
    Challenge,
    Dealt,
    Declared,
    Decline,
    Discard,
    Draw,
    ExchangeAll,
    ExchangeOne,
    Game,
    HandOver,
    IllegalMove,
    Match,
    Rules,
    SetAside,
    TurnStarted,
    for_seat,
    full_deck,
    hand_value,
    is_bomb,
    parse_move,
)

from .conftest import cards, deck_for, game_with, play


def refused(game: Game, text: str, code: str) -> None:
    before = game.to_json()
    with pytest.raises(IllegalMove) as info:
        game.apply(parse_move(text))
    assert info.value.code == code
    assert game.to_json() == before


# ------------------------------------------------------------------------------------- deal


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("starter", [0, 1])
def test_deal_goes_anticlockwise_from_the_starter(players: int, starter: int) -> None:
    starter %= players
    deck = full_deck()
    game = Game.new(players, deck=deck, starter=starter)
    for seat in range(players):
        expected = [deck[i] for i in range(5 * players + 1) if (starter - i) % players == seat]
        assert list(game.hand(seat)) == expected
        assert len(expected) == (6 if seat == starter else 5)
    assert game.hand(starter)[0] == deck[0]
    assert game.hand((starter - 1) % players)[0] == deck[1]
    assert game.stock_count == 52 - 5 * players - 1
    assert game.current_player == starter and game.phase == "opening"
    # The stock is drawn in deck order: card 5n + 1 first.
    game.apply(Discard(game.hand(starter)[0]))
    events = game.apply(Draw())
    assert game.drawn == deck[5 * players + 1]
    assert game.current_player == (starter - 1) % players
    assert any(getattr(event, "card", None) == deck[5 * players + 1] for event in events)


def test_deck_must_be_the_rules_deck() -> None:
    with pytest.raises(ValueError):
        Game.new(4, deck=full_deck()[:-1])
    with pytest.raises(ValueError):
        Game.new(4, deck=full_deck(2))
    assert Game.new(4, Rules(jokers=2), deck=[str(c) for c in full_deck(2)]).stock_count == 33
    with pytest.raises(ValueError):
        Game.new(6)
    with pytest.raises(ValueError):
        Game.new(3, starter=3)


# ---------------------------------------------------------------------------------- opening


def test_the_opening_is_one_discard_of_six_cards() -> None:
    game = game_with(["2S 3S 4S 5S 6S 7H", "2H 3H 4H 5H 6H"])
    assert game.legal_moves == [Discard(c) for c in cards("2S 3S 4S 5S 6S 7H")]
    refused(game, "call", "call_at_opening")
    refused(game, "draw", "opening_discard")
    refused(game, "exchange 2S", "opening_discard")
    refused(game, "discard AC", "not_in_hand")
    refused(game, "discard 7H declare", "declare_without_51")
    play(game, "discard 7H")
    assert game.table == tuple(cards("7H"))
    assert game.current_player == 1 and game.phase == "turn"
    assert game.exchange_count == 0
    # Seat 1 may call its dealt one-suit hand at its first turn.
    assert Call() in game.legal_moves


def test_the_starter_may_declare_a_dealt_51_with_the_opening_discard_or_keep_it() -> None:
    hands = ["AS KS QS JS TS 2H", "2C 3C 4C 5C 7C"]
    game = game_with(hands)
    assert Discard(Card.parse("2H"), declare=True) in game.legal_moves
    play(game, "discard 2H declare")
    assert game.is_over and game.end_reason == "declared" and game.caller == 0
    assert game.scores() == (102, 21)
    kept = game_with(hands, stock="9D")
    play(kept, "discard 2H", "draw", "discard 9D")
    assert kept.current_player == 0
    assert kept.legal_moves[0] == Call()
    play(kept, "call")
    assert kept.is_over and kept.end_reason == "declared" and kept.challengers == ()
    assert kept.scores() == (102, 21)


# -------------------------------------------------------------------------------- draw


def test_draw_then_discard_any_of_six_and_no_call_on_that_turn() -> None:
    game = game_with(["2S 3S 4S 5S 6S 7H", "AC KC QC JC 9C"], stock="8D 9D")
    play(game, "discard 7H")
    assert Call() in game.legal_moves
    play(game, "draw")
    assert game.phase == "discard" and game.current_player == 1
    assert game.drawn == Card.parse("8D")
    refused(game, "call", "call_after_draw")
    refused(game, "draw", "already_drew")
    refused(game, "exchange 9C", "discard_now")
    assert len(game.legal_moves) == 6
    play(game, "discard 8D")  # the card just drawn may be the discard
    assert game.table == tuple(cards("7H 8D"))  # a discard goes at the end
    assert game.current_player == 0
    refused(game, "discard 2S", "draw_first")


def test_the_sixth_discard_sets_the_five_face_up_cards_aside() -> None:
    game = game_with(["2S 3S 4S 5S 6S 7H", "AC KC QC JC 9C"], stock="2D 3D 4D 5D 6D 7D 8D")
    play(game, "discard 7H")
    for card in ["2D", "3D", "4D", "5D"]:
        play(game, "draw", f"discard {card}")
    assert game.table == tuple(cards("7H 2D 3D 4D 5D"))
    play(game, "draw")
    assert len(game.table) == 5  # between the draw and the discard they are still face up
    assert game.set_aside_count == 0
    events = play(game, "discard 6D")
    assert game.table == tuple(cards("6D"))
    assert game.set_aside_count == 5
    assert game.set_aside == tuple(cards("7H 2D 3D 4D 5D"))
    assert next(e for e in events if isinstance(e, SetAside)).cards == tuple(
        cards("7H 2D 3D 4D 5D")
    )
    assert game.stock_count == 52 - 11 - 5


# ---------------------------------------------------------------------------- exchanges


def test_exchange_all_with_fewer_than_five_takes_every_table_card() -> None:
    game = game_with(["2S 3S 4S 5S 6S 7H", "AC KC QC JC 9C"], stock="8D 9D")
    play(game, "discard 7H", "draw", "discard 8D")
    assert game.table == tuple(cards("7H 8D"))
    refused(game, "exchange 2S", "exchange_count")
    refused(game, "exchange 2S 3S 4S", "exchange_count")
    refused(game, "exchange 2S 2S", "exchange_duplicate")
    refused(game, "exchange 2S AC", "not_in_hand")
    refused(game, "swap 2S 7H", "exchange_one_needs_five")
    exchanges = [m for m in game.legal_moves if isinstance(m, ExchangeAll)]
    assert len(exchanges) == 10  # each set of two hand cards once
    assert len({frozenset(m.cards) for m in exchanges}) == 10
    play(game, "exchange 4S 2S")  # in any order: laid in the order given
    assert game.table == tuple(cards("4S 2S"))
    assert sorted(map(str, game.hand(0))) == sorted(["3S", "5S", "6S", "7H", "8D"])
    assert game.current_player == 1 and game.exchange_count == 1


def test_exchange_one_only_at_five_and_the_given_card_takes_the_taken_place() -> None:
    game = game_with(["2S 3S 4S 5S 6S 7H", "AC KC QC JC 9C"], stock="2D 3D 4D 5D 6D 7D")
    play(game, "discard 7H")
    for card in ["2D", "3D", "4D"]:
        refused(game, "swap AC 7H", "exchange_one_needs_five")
        play(game, "draw", f"discard {card}")
    refused(game, "swap 2S 7H", "exchange_one_needs_five")
    play(game, "draw", "discard 5D")
    assert game.current_player == 1
    assert game.table == tuple(cards("7H 2D 3D 4D 5D"))
    moves = game.legal_moves
    assert ExchangeOne(Card.parse("9C"), Card.parse("3D")) in moves
    assert ExchangeAll(tuple(cards("AC KC QC JC 9C"))) in moves  # five may all be exchanged
    refused(game, "swap 9C AS", "not_on_table")
    refused(game, "swap 2S 3D", "not_in_hand")
    play(game, "swap 9C 3D")
    assert game.table == tuple(cards("7H 2D 9C 4D 5D"))
    assert Card.parse("3D") in game.hand(1)
    assert game.view(0).opponent(1).known == tuple(cards("3D"))


def test_no_call_on_the_turn_one_exchanged_but_at_the_next() -> None:
    # Seat 1 completes a one-suit hand by exchanging; the turn passes at once.
    game = game_with(["2S 3S 4S 5S 6S 9C", "AC KC QC JC 2D"])
    play(game, "discard 9C", "exchange 2D")
    assert game.current_player == 0 and game.phase == "turn"
    assert hand_value(game.hand(1)) == 50
    play(game, "exchange 2S")  # seat 0 exchanges the 2D back
    assert game.current_player == 1
    assert game.legal_moves[0] == Call()


# ------------------------------------------------------------------------------ declaring


def test_51_declared_at_once_with_a_draw() -> None:
    # A (seat 2) draws the 10 of spades and declares; B (seat 1) one-suit 40; C mixed.
    game = game_with(
        ["2H 3D 4C 5S 7D 9H", "AC KC 9C 8C 2C", "AS KS QS JS 3H"], stock="TS", starter=0
    )
    play(game, "discard 9H", "draw")
    assert Discard(Card.parse("3H"), declare=True) in game.legal_moves
    refused(game, "discard AS declare", "declare_without_51")
    events = play(game, "discard 3H declare")
    assert game.is_over and game.end_reason == "declared" and game.caller == 2
    declared = [e for e in events if isinstance(e, Declared)]
    assert declared and declared[0].kind == "51" and not declared[0].called
    assert game.scores() == (0, 40, 102)
    assert game.legal_moves == []
    refused(game, "call", "game_over")


def test_51_declared_with_an_exchange_or_kept_and_called_later() -> None:
    hands = ["2S 3S 4S 5S 6S TH", "AH KH QH JH 2D"]
    game = game_with(hands)
    play(game, "discard TH")
    assert ExchangeAll((Card.parse("2D"),), declare=True) in game.legal_moves
    play(game, "exchange 2D declare")
    assert game.end_reason == "declared" and game.scores() == (20, 102)
    kept = game_with(hands, stock="9D")
    play(kept, "discard TH", "exchange 2D")
    assert not kept.is_over
    play(kept, "draw", "discard 9D", "call")
    assert kept.end_reason == "declared" and kept.caller == 1 and kept.challengers == ()
    assert kept.scores() == (20, 102)  # seat 0 kept 2S 3S 4S 5S 6S


def test_declare_with_exchange_one() -> None:
    game2 = game_with(["2S 3S 4S 5S 6S TH", "AH KH QH JH 2D"], stock="2C 3C 4C 5C 6C 7C")
    play(game2, "discard TH", "draw", "discard 2C", "draw", "discard 3C")
    play(game2, "draw", "discard 4C", "draw", "discard 5C")
    assert game2.table == tuple(cards("TH 2C 3C 4C 5C")) and game2.current_player == 1
    moves = game2.legal_moves
    assert ExchangeOne(Card.parse("2D"), Card.parse("TH"), declare=True) in moves
    assert ExchangeOne(Card.parse("2D"), Card.parse("2C"), declare=True) not in moves
    refused(game2, "swap 2D 2C declare", "declare_without_51")
    play(game2, "swap 2D TH declare")
    assert game2.end_reason == "declared" and game2.scores()[1] == 102
    assert game2.table == tuple(cards("2D 2C 3C 4C 5C"))


def test_bomb_declared_scores_204_and_a_kept_bomb_is_called() -> None:
    hands = ["3H 4H 6H 7H TH 2S", "8S 8H 8D 5C 2D"]
    game = game_with(hands, stock="8C", bombs=True)
    play(game, "discard 2S", "draw")
    assert Discard(Card.parse("2D"), True) in game.legal_moves
    assert Discard(Card.parse("8S"), True) not in game.legal_moves
    events = play(game, "discard 2D declare")
    assert [e.kind for e in events if isinstance(e, Declared)] == ["bomb"]
    assert game.scores() == (30, 204)
    assert is_bomb(game.hand(1), game.rules) and hand_value(game.hand(1)) == 0
    kept = game_with(hands, stock="8C 9D", bombs=True)
    play(kept, "discard 2S", "draw", "discard 2D", "draw", "discard 9D")
    assert kept.legal_moves[0] == Call()  # a bomb is no one-suit hand, yet it may be called
    play(kept, "call")
    assert kept.end_reason == "declared" and kept.scores()[1] == 204
    plain = game_with(hands, stock="8C 9D")
    play(plain, "discard 2S", "draw")
    refused(plain, "discard 2D declare", "declare_without_51")
    play(plain, "discard 2D", "draw", "discard 9D")
    assert Call() not in plain.legal_moves
    refused(plain, "call", "call_not_one_suit")


def test_a_joker_never_completes_a_bomb_but_may_be_its_fifth_card() -> None:
    bombs = Rules(bombs=True, jokers=2)
    assert not is_bomb(cards("8S 8H 8D JK1 5C"), bombs)
    assert is_bomb(cards("8S 8H 8D 8C JK2"), bombs)
    assert not is_bomb(cards("8S 8H 8D 8C JK2"), Rules(jokers=2))
    assert hand_value(cards("8S 8H 8D 8C JK2"), bombs) == 0


# ------------------------------------------------------------------------------- calls


def test_a_dealt_51_called_at_the_first_turn_is_a_clear_count_even_with_min_call() -> None:
    game = game_with(["2S 3S 4S 5S 6S 9D", "2C 3C 4C 5C 7C", "AH KH QH JH TH"], min_call=42)
    play(game, "discard 9D")
    assert game.current_player == 2
    play(game, "call")
    assert game.is_over and game.end_reason == "declared" and game.caller == 2
    assert game.scores() == (20, 21, 102)


def test_min_call_forbids_a_low_call() -> None:
    game = game_with(["2S 3S 4S 5S 6S 9D", "AC KC QC 8C 2C"], min_call=42)
    play(game, "discard 9D")
    assert hand_value(game.hand(1)) == 41
    assert Call() not in game.legal_moves
    refused(game, "call", "call_below_minimum")
    low = game_with(["2S 3S 4S 5S 6S 9D", "AC KC QC 8C 2C"], min_call=41)
    play(low, "discard 9D", "call")
    assert low.phase == "challenge"


def test_call_needs_one_suit() -> None:
    game = game_with(["2S 3S 4S 5S 6S 9D", "AC KC QC JC 2D"])
    play(game, "discard 9D")
    refused(game, "call", "call_not_one_suit")
    refused(game, "challenge", "no_call")


def four_seat_call(a: str, b: str, c: str, d: str, **rules: object) -> Game:
    """A (seat 3) calls at its first turn; B, C, D are seats 2, 1, 0 (D starts with an extra
    2S to open with)."""
    game = game_with([d + " 2S", c, b, a], **rules)
    play(game, "discard 2S", "call")
    return game


def test_worked_example_one_challenger_ties_the_caller_and_wins() -> None:
    game = four_seat_call("AS KS QS JS 7S", "AH KH QH JH 4H", "AD KD QD JD 7D", "AC KC QC JC 8C")
    assert game.caller == 3 and game.phase == "challenge" and not game.is_over
    assert game.current_player == 2 and game.end_reason is None
    assert game.legal_moves == [Challenge(), Decline()]
    refused(game, "draw", "decide_now")
    with pytest.raises(ValueError):
        game.scores()
    play(game, "decline")
    assert game.current_player == 1
    play(game, "challenge")
    assert game.challengers == (1,) and game.current_player == 0
    events = play(game, "decline")
    assert game.is_over and game.end_reason == "called"
    assert game.scores() == (49, 96, 45, 0)  # A 0, B 45, C 96, D 49
    assert next(e for e in events if isinstance(e, HandOver)).winner == 1


def test_worked_example_two_last_tied_challenger_wins() -> None:
    game = four_seat_call("AS KS QS JS 8S", "AH KH QH JH 6H", "AD KD QD JD 9D", "AC KC QC JC 9C")
    play(game, "decline", "challenge", "challenge")
    assert game.challengers == (1, 0)
    assert game.scores() == (149, 0, 47, 0)  # A 0, B 47, C 0, D 149


def test_caller_beats_every_challenger_and_a_mixed_challenger_is_worth_0() -> None:
    game = four_seat_call("AS KS QS JS 4S", "2H 3H 6H 9H TH", "2D 3C 4D 5C 6D", "AC KC 9C 8C 2C")
    play(game, "challenge", "challenge", "decline")
    assert game.scores() == (40, 0, 0, 75)  # A 75, B 0, C 0, D 40


def test_a_call_nobody_challenges_scores_every_hand_its_value() -> None:
    game = four_seat_call("AS KS QS JS 4S", "2H 3H 6H 9H TH", "2D 3C 4D 5C 6D", "AC KC 9C 8C 2C")
    play(game, "decline", "decline", "decline")
    assert game.end_reason == "called" and game.challengers == ()
    assert game.scores() == (40, 0, 30, 45)


@pytest.mark.parametrize(("variant", "scores"), [(True, (0, 96)), (False, (96, 0))])
def test_joker_free_wins_ties(variant: bool, scores: tuple[int, int]) -> None:
    # A (seat 1) calls 48 without a joker; B (seat 0) holds 48 with a joker and challenges.
    game = game_with(
        ["AH KH QH 7H JK1 9D", "AS KS QS JS 7S"], jokers=2, joker_free_wins_ties=variant
    )
    play(game, "discard 9D", "call", "challenge")
    assert hand_value(game.hand(0)) == 48
    assert game.scores() == scores


def test_joker_free_wins_ties_counts_two_jokers_as_one() -> None:
    # A (seat 1) calls 48 without a joker; B holds 48 with both jokers and challenges.
    game = game_with(["AH KH 7H JK1 JK2 9D", "AS KS QS JS 7S"], jokers=2, joker_free_wins_ties=True)
    play(game, "discard 9D", "call", "challenge")
    assert game.scores() == (0, 96)


def test_joker_free_wins_ties_when_both_hold_a_joker_the_challenger_wins() -> None:
    game = game_with(["AH KH QH 7H JK2 9D", "AS KS QS 7S JK1"], jokers=2, joker_free_wins_ties=True)
    play(game, "discard 9D", "call", "challenge")
    assert game.scores() == (96, 0)


def test_joker_free_wins_ties_changes_nothing_else() -> None:
    # Unequal values: the better hand wins whatever its jokers.
    game = game_with(["AH KH QH JK1 JK2 9D", "AS KS QS JS 7S"], jokers=2, joker_free_wins_ties=True)
    play(game, "discard 9D")
    assert hand_value(game.hand(0)) == 51
    play(game, "call", "challenge")
    assert game.scores() == (99, 0)


# --------------------------------------------------------------------------------- jokers


def test_jokers_are_two_distinct_cards_that_fit_any_suit() -> None:
    assert Card.parse("JK") == Card.parse("JK1") != Card.parse("JK2")
    assert str(Card.parse("JK")) == "JK1" and str(Card.parse("jk2")) == "JK2"
    assert Card.parse("10H") == Card.parse("TH") and str(Card.parse("10h")) == "TH"
    for card in CARDS:
        assert Card.parse(str(card)) is card
    assert hand_value(cards("AH KH QH JH JK1")) == 51
    assert hand_value(cards("AH KH QH JK1 JK2")) == 51
    assert hand_value(cards("AH KH QH JK1 2S")) == 0
    assert hand_value(cards("2C 3C JK2 4C 5C")) == 24
    game = game_with(["AS KS QS JS JK2 2H", "2C 3C 4C 5C 7C"], jokers=2)
    assert Discard(Card.parse("2H"), True) in game.legal_moves
    play(game, "discard 2H declare")
    assert game.scores() == (102, 21)


def test_jokers_need_the_variant() -> None:
    with pytest.raises(ValueError):
        Game.new(2, deck=deck_for(["JK1 2S 3S 4S 5S 6S", "2H 3H 4H 5H 6H"]))


# ------------------------------------------------------------------------------- endings


def test_stock_exhausted_ends_play_after_the_last_draw() -> None:
    game = game_with(["2S 3S 4S 5S 6S 9D", "2H 3H 4H 5H 7H"])
    play(game, "discard 9D")
    while not game.is_over:
        assert game.stock_count > 0
        play(game, "draw")
        game.apply(Discard(game.drawn))  # type: ignore[arg-type]
    assert game.end_reason == "stock" and game.stock_count == 0 and game.caller is None
    assert game.scores() == game.values() == (20, 21)


def test_a_51_declared_on_the_last_draw_is_a_declaration() -> None:
    hands = ["2C 3C 4C 5C 6C 9D", "AS KS QS JS 2H"]
    held = {c for h in hands for c in cards(h)}
    rest = [c for c in CARDS[:52] if c not in held and str(c) != "TS"]
    deck = deck_for(hands, " ".join(map(str, rest)) + " TS")
    game = Game.new(2, deck=deck)
    play(game, "discard 9D")
    while game.stock_count > 1:
        play(game, "draw")
        game.apply(Discard(game.drawn))  # type: ignore[arg-type]
    assert game.current_player == 1
    play(game, "draw")
    assert game.drawn == Card.parse("TS") and game.stock_count == 0
    play(game, "discard 2H declare")
    assert game.end_reason == "declared" and game.scores() == (20, 102)


def no_draw_game() -> Game:
    game = game_with(["AH KH QH JH 3C 4C", "TH 2D 3D 4D 5D"])
    play(game, "discard 3C", "exchange 2D", "exchange 4C", "exchange 3C", "exchange 2D")
    assert game.exchange_count == 4
    play(game, "exchange TH")
    assert game.exchange_count == 5 and game.table == tuple(cards("TH"))
    return game


def test_no_progress_three_rounds_of_exchanges_end_play() -> None:
    game = no_draw_game()
    play(game, "exchange 3C")
    assert game.is_over and game.end_reason == "no_draw" and game.caller is None
    assert game.scores() == (51, 0)


def test_a_declaration_on_the_turn_completing_the_count_is_a_declaration() -> None:
    game = no_draw_game()
    play(game, "exchange 3C declare")
    assert game.end_reason == "declared" and game.scores() == (102, 0)


def test_a_draw_resets_the_no_progress_count() -> None:
    game = game_with(["2S 3S 4S 5S 6S 9D", "2H 3H 4H 5H 7H"])
    play(game, "discard 9D")
    for _ in range(5):
        game.apply(ExchangeAll((game.hand(game.current_player)[0],)))
    assert game.exchange_count == 5
    play(game, "draw")
    assert game.exchange_count == 0
    game.apply(Discard(game.hand(game.current_player)[0]))
    k = len(game.table)
    for _ in range(5):
        game.apply(ExchangeAll(game.hand(game.current_player)[:k]))
    assert not game.is_over and game.exchange_count == 5
    game.apply(ExchangeAll(game.hand(game.current_player)[:k]))
    assert game.end_reason == "no_draw"


# ---------------------------------------------------------------------------------- match


def declare_at_opening_deck(starter: int) -> list[Card]:
    hands = ["2C 3C 4C 5C 7D", "2H 3H 4H 5H 7S"]
    hands[starter] = "AS KS QS JS TS 9D"
    return deck_for(hands, starter=starter)


def test_the_target_and_a_tie_at_the_top_plays_on() -> None:
    match = Match(2, Rules(target=100))
    assert match.starter == 0 and match.winner is None
    game = match.new_hand(deck=declare_at_opening_deck(0))
    play(game, "discard 9D declare")
    match.record(game)
    assert match.totals == [102, 0] and match.starter == 1
    # A tie for the highest total at or above the target: more hands are played.
    match = Match(2, Rules(target=40))
    game = match.new_hand(deck=deck_for(["AS KS 9S 8S 2S 3D", "AH KH 9H 8H 2H"]))
    play(game, "discard 3D")
    while not game.is_over:
        play(game, "draw")
        game.apply(Discard(game.drawn))  # type: ignore[arg-type]
    assert game.end_reason == "stock" and game.scores() == (40, 40)
    match.record(game)
    assert match.totals == [40, 40]
    assert match.winner is None and not match.is_over
    resumed = Match.from_json(match.to_json())
    assert resumed.totals == [40, 40] and resumed.starter == 1
    game = resumed.new_hand(deck=declare_at_opening_deck(1))
    play(game, "discard 9D declare")
    resumed.record(game)
    assert resumed.totals == [40, 142] and resumed.winner == 1 and resumed.is_over
    with pytest.raises(ValueError):
        resumed.new_hand()


def test_the_target_is_reached_at_or_above() -> None:
    match = Match(2, Rules(target=102))
    game = match.new_hand(deck=declare_at_opening_deck(0))
    play(game, "discard 9D declare")
    match.record(game)
    assert match.winner == 0
    below = Match(2, Rules(target=103))
    game = below.new_hand(deck=declare_at_opening_deck(0))
    play(game, "discard 9D declare")
    below.record(game)
    assert below.winner is None


def test_the_start_passes_to_the_right_in_a_match() -> None:
    match = Match(4, seed=3, starter=2)
    game = match.new_hand()
    assert game.starter == 2 and game.current_player == 2
    while not game.is_over:
        game.apply(game.legal_moves[0])
    match.record(game)
    assert match.starter == 1
    assert sum(match.totals) == sum(game.scores())


# --------------------------------------------------------------------------------- rules


def test_rules_refuse_bad_values() -> None:
    for bad in (
        {"jokers": 1},
        {"jokers": True},
        {"min_call": 52},
        {"min_call": -1},
        {"target": 0},
        {"bombs": 1},
        {"joker_free_wins_ties": "yes"},
    ):
        with pytest.raises(ValueError):
            Rules(**bad)  # type: ignore[arg-type]
    rules = Rules(jokers=2, joker_free_wins_ties=True, min_call=42, bombs=True, target=1000)
    assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(ValueError):
        Rules.from_dict({"colour": 1})


def test_illegal_move_kinds() -> None:
    game = game_with(["2S 3S 4S 5S 6S 9D", "2H 3H 4H 5H 7H"])
    for move in ("not a move", Discard("2S"), Discard(Card.parse("2S"), declare=1)):  # type: ignore[arg-type]
        error = game.check(move)  # type: ignore[arg-type]
        assert isinstance(error, IllegalMove) and error.code
    assert game.check(Discard(Card.parse("2S"))) is None


def test_opening_events_and_outcome() -> None:
    game = game_with(["AS KS QS JS TS 2H", "2C 3C 4C 5C 7C"])
    dealt, started = game.opening_events()
    assert isinstance(dealt, Dealt) and dealt.hands[0] == game.hand(0) and dealt.starter == 0
    assert for_seat(dealt, 1).hands == (None, game.hand(1))  # type: ignore[union-attr]
    assert isinstance(started, TurnStarted) and started.player == 0
    assert game.outcome() is None
    play(game, "discard 2H declare")
    with pytest.raises(ValueError):
        game.opening_events()
    outcome = game.outcome()
    assert outcome is not None and outcome.scores == (102, 21)
    assert outcome.winners == frozenset({0})


def test_the_caller_hand_stays_hidden_until_every_hand_is_shown() -> None:
    game = four_seat_call("AS KS QS JS 7S", "AH KH QH JH 4H", "AD KD QD JD 7D", "AC KC QC JC 8C")
    for seat in range(3):
        view = game.view(seat)
        assert view.final_hands is None and view.caller == 3
        assert view.opponent(3).known == () and view.opponent(3).unknown_count == 5
    play(game, "challenge")
    view = game.view(1)
    assert view.decisions == ((2, True),) and view.challengers == (2,)
    assert view.legal_moves == (Challenge(), Decline())
    play(game, "decline", "decline")
    assert game.view(0).final_hands == tuple(game.hand(s) for s in range(4))
