"""The set-up's rule rows are derived from each game's switch declarations: one row per switch,
each label a catalog key every language has, stepping through the offered values and back."""

from __future__ import annotations

from dataclasses import replace

import pytest

from goju51.app.kit import i18n
from goju51.tables import TABLES


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_one_row_per_switch_in_declaration_order(game_id: str) -> None:
    screens = TABLES[game_id]
    names = [switch.name for switch in screens.spec.rules_type.switches()]
    assert [row.name for row in screens.rule_rows] == names


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_state_of_every_row_has_a_label_in_every_language(
    game_id: str, language: str
) -> None:
    screens = TABLES[game_id]
    catalog = i18n.catalog(language)
    for row, switch in zip(screens.rule_rows, screens.spec.rules_type.switches(), strict=True):
        rules = screens.spec.rules_type()
        states = set(switch.offers or switch.choices or (False, True))
        if switch.kind is not bool and not switch.choices:
            states.add(switch.low)  # a value from a file that the set-up does not offer
        for value in states:
            rules = replace(rules, **{switch.name: value})
            key = row.label(rules)
            assert key in catalog, key
            assert catalog[key].format(**row.values(rules))


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_pressing_a_row_goes_through_what_it_offers_and_back(game_id: str) -> None:
    screens = TABLES[game_id]
    main = screens.spec.rules_type()
    for row, switch in zip(screens.rule_rows, screens.spec.rules_type.switches(), strict=True):
        offers = switch.offers or switch.choices or (False, True)
        if row.step is not None:
            up = row.step(main, +1)
            assert getattr(row.step(up, -1), switch.name) == switch.default
            assert getattr(up, switch.name) > switch.default
            continue
        seen, rules = [], main
        for _ in offers:
            seen.append(getattr(rules, switch.name))
            rules = row.toggle(rules)
        assert sorted(seen, key=str) == sorted(offers, key=str) and rules == main


def test_a_chinese_target_from_a_file_steps_to_the_offered_fifties() -> None:
    row = next(row for row in TABLES["chinese"].rule_rows if row.name == "target")
    rules = TABLES["chinese"].spec.rules_type(target=333)
    assert (row.step(rules, +1).target, row.step(rules, -1).target) == (350, 300)
    assert row.step(replace(rules, target=5000), +1).target == 5000
    assert row.step(replace(rules, target=40), -1).target == 100
