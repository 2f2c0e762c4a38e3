"""Every rule switch of every game, on the command line of every command that takes them: a
value the switch does not take is a usage line and exit status 2 (never a traceback later on),
and every value it does take makes the rules it names."""

from __future__ import annotations

from typing import Any

import pytest

from goju51.__main__ import main
from goju51.core.rules import Switch
from goju51.games import GAMES

COMMANDS = (["play", "--text"], ["arena", "--games", "1"])


def bad_values(switch: Switch) -> list[str]:
    """Values the switch refuses: outside its range or choices, not numbers, nan and inf."""
    if switch.kind is bool:
        return []
    values = ["nan", "inf", "-inf", "", "twelve"]
    if switch.choices:
        values += ["bogus", *(choice.upper() for choice in switch.choices if switch.kind is str)]
    if switch.low is not None:
        values += [str(switch.low - 1), str(-abs(switch.low) - 5)]
    if switch.high is not None:
        values += [str(switch.high + 1), str(switch.high * 10 + 1)]
    if switch.kind is int:
        values += ["1.5", "1e3"]
    return values


def good_values(switch: Switch) -> list[Any]:
    values = {switch.default, *switch.choices, *switch.offers}
    values |= {bound for bound in (switch.low, switch.high) if bound is not None}
    return sorted(values, key=str)


BAD = [
    (command, game_id, switch.name, value)
    for command in COMMANDS
    for game_id, spec in sorted(GAMES.items())
    for switch in spec.rules_type.switches()
    for value in bad_values(switch)
]
GOOD = [
    (game_id, switch, value)
    for game_id, spec in sorted(GAMES.items())
    for switch in spec.rules_type.switches()
    for value in good_values(switch)
]


@pytest.mark.parametrize(("command", "game_id", "name", "value"), BAD)
def test_a_value_a_switch_does_not_take_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], command: list[str], game_id: str, name: str, value: str
) -> None:
    flag = "--" + name.replace("_", "-")
    with pytest.raises(SystemExit) as ended:
        main([*command, "--game", game_id, f"{flag}={value}"])
    assert ended.value.code == 2
    last = capsys.readouterr().err.splitlines()[-1]
    assert f"error: argument {flag}: expected" in last


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_switch_is_refused_by_every_command_alike(
    capsys: pytest.CaptureFixture[str], command: list[str], game_id: str
) -> None:
    """On/off switches take no value."""
    for switch in GAMES[game_id].rules_type.switches():
        if switch.kind is bool:
            with pytest.raises(SystemExit) as ended:
                main([*command, "--game", game_id, f"--{switch.name.replace('_', '-')}=yes"])
            assert ended.value.code == 2 and "error:" in capsys.readouterr().err


@pytest.mark.parametrize(("game_id", "switch", "value"), GOOD, ids=str)
def test_every_value_a_switch_takes_makes_those_rules(
    game_id: str, switch: Switch, value: Any
) -> None:
    from goju51.lab.textplay import parse_args

    spec = GAMES[game_id]
    flag = "--" + switch.name.replace("_", "-")
    if switch.kind is bool:
        argv = [flag if value else f"--no-{switch.name.replace('_', '-')}"]
    else:
        argv = [f"{flag}={value}"]
    rules = spec.rule_options.rules(parse_args(["--game", game_id, *argv]))
    assert getattr(rules, switch.name) == value
    assert spec.rules_type.from_dict(rules.to_dict()) == rules


def test_chinese_51_out_of_range_targets_were_a_traceback_and_are_now_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for argv in (
        ["play", "--text", "--game", "chinese", "--target", "0"],
        ["play", "--text", "--game", "chinese", "--min-call", "52"],
        ["arena", "--game", "chinese", "--target", "-5"],
        ["arena", "--game", "chinese", "--match", "999999"],
    ):
        with pytest.raises(SystemExit) as ended:
            main(argv)
        assert ended.value.code == 2
        assert "error: " in capsys.readouterr().err.splitlines()[-1]


def common_bad_command_lines(game_id: str) -> list[list[str]]:
    """Every subcommand's own options, wrong, for one game."""
    spec = GAMES[game_id]
    game = ["--game", game_id]
    too_few, too_many = str(spec.players.start - 1), str(spec.players.stop)
    return [
        ["play", "--text", *game, "--players", too_few],
        ["play", "--text", *game, "--players", too_many],
        ["play", "--text", *game, "--players", "nan"],
        ["play", "--text", *game, "--level", "godlike"],
        ["play", "--text", *game, "--seed", "x"],
        ["play", *game, "--level", "godlike"],
        ["play", *game, "--speed", "nan"],
        ["play", *game, "--time-budget", "inf"],
        ["arena", *game, "--seats", ",".join(["godlike"] * spec.default_players)],
        ["arena", *game, "--seats", "easy"],
        ["arena", *game, "--games", "0"],
        ["arena", *game, "--match", "0"],
        ["arena", *game, "--time-budget", "nan"],
        ["bench", *game, "--seconds", "nan"],
        ["bench", *game, "--seed", "x"],
    ]


@pytest.mark.parametrize(
    "argv",
    [argv for game_id in sorted(GAMES) for argv in common_bad_command_lines(game_id)],
    ids=" ".join,
)
def test_every_subcommand_refuses_a_bad_option_of_every_game_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        main(argv)
    assert ended.value.code == 2
    errors = capsys.readouterr().err
    assert "Traceback" not in errors and "error:" in errors.splitlines()[-1]
