"""The set-up's rule rows are derived from each game's switch declarations: one row per switch
(Chinese 51's target is its Length instead), each label a catalog key every language has,
stepping through the offered values and back; only an on/off switch is gold, when on."""

from __future__ import annotations

from dataclasses import replace

import pytest

from goju51.app.kit import i18n
from goju51.tables import TABLES


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_one_row_per_switch_in_declaration_order(game_id: str) -> None:
    screens = TABLES[game_id]
    names = [switch.name for switch in screens.spec.rules_type.switches()]
    assert [row.name for row in rows_of(screens)] == names


def rows_of(screens):
    """Every row of a game's switches: the rules', then a points match's target (Length)."""
    return [*screens.rule_rows, *filter(None, [screens.match_points])]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_state_of_every_row_has_a_label_in_every_language(
    game_id: str, language: str
) -> None:
    screens = TABLES[game_id]
    catalog = i18n.catalog(language)
    switches = {switch.name: switch for switch in screens.spec.rules_type.switches()}
    for row in screens.rule_rows:  # a points match's target is worded by the length
        switch = switches[row.name]
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
    for row, switch in zip(rows_of(screens), screens.spec.rules_type.switches(), strict=True):
        offers = switch.offers or switch.choices or (False, True)
        if switch.kind is bool:  # on/off, gold when on (F19: gold means on, as for the coach)
            assert row.step is None and not row.on(main) and row.on(row.toggle(main))
            assert row.toggle(row.toggle(main)) == main
            continue
        assert row.step is not None, "F19: every choice steps both ways (◀ ▶)"
        assert not row.on(main) and not row.on(row.step(main, +1)), "a choice is never gold"
        assert row.step(row.step(main, +1), -1) == main
        assert row.step(row.step(main, -1), +1) == main or row.step(main, -1) == main
        seen, rules = [], main
        for _ in offers:
            seen.append(getattr(rules, switch.name))
            rules = row.toggle(rules)
        worded = {row.label(replace(main, **{switch.name: value})) for value in offers}
        if len(worded) > 1:  # a few states, each worded: round and round (a number stops)
            assert sorted(seen, key=str) == sorted(offers, key=str) and rules == main


def test_a_chinese_target_from_a_file_steps_to_the_offered_fifties() -> None:
    row = TABLES["chinese"].match_points
    assert row is not None and row.step is not None
    rules = TABLES["chinese"].spec.rules_type(target=333)
    assert (row.step(rules, +1).target, row.step(rules, -1).target) == (350, 300)
    assert row.step(replace(rules, target=5000), +1).target == 5000
    assert row.step(replace(rules, target=40), -1).target == 100
