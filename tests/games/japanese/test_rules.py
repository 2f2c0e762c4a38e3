import pytest

from goju51.games.japanese import Rules


def test_defaults_are_the_main_rules():
    rules = Rules()
    assert (rules.jokers, rules.dealer_starts, rules.final_round, rules.flush_only) == (
        0,
        False,
        "normal",
        False,
    )
    assert rules.deck_size == 52 and Rules(jokers=1).deck_size == 53


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"jokers": 2}, "jokers must be 0 or 1"),
        ({"jokers": True}, "jokers must be 0 or 1"),
        ({"dealer_starts": 1}, "dealer_starts must be True or False"),
        ({"flush_only": "yes"}, "flush_only must be True or False"),
        ({"final_round": "sudden"}, "final_round must be one of normal, exchange_or_pass"),
    ],
)
def test_invalid_settings_say_what_is_wrong(settings, message):
    with pytest.raises(ValueError, match=message):
        Rules(**settings)


def test_rules_are_frozen_and_round_trip_as_dicts():
    rules = Rules(jokers=1, final_round="exchange_or_pass")
    with pytest.raises(AttributeError):
        rules.jokers = 0
    assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(ValueError, match="unknown rule setting"):
        Rules.from_dict({"jokers": 0, "wild": True})
