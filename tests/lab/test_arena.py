"""The arena: its interval maths, duplicate deals, and its command line."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import goju51.lab.arena as arena
from goju51.games.chinese import Rules as ChineseRules
from goju51.games.japanese import Rules
from goju51.lab.arena import GameRecord, RunRecord, Setup, main, play_deal, run, wilson_interval


def test_wilson_interval_matches_known_binomial_cases() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4)
    assert high == pytest.approx(0.5962, abs=1e-4)
    # No successes in 10 trials: the upper bound is z² / (n + z²).
    low, high = wilson_interval(0, 10)
    assert low == pytest.approx(0.0, abs=1e-12)
    assert high == pytest.approx(1.959964**2 / (10 + 1.959964**2))


def test_wilson_interval_covers_the_true_share_about_95_percent_of_the_time() -> None:
    rng = random.Random(4)
    covered = 0
    for _ in range(2000):
        wins = sum(rng.random() < 0.3 for _ in range(200))
        low, high = wilson_interval(wins, 200)
        covered += low <= 0.3 <= high
    assert 0.93 <= covered / 2000 <= 0.97


def test_duplicate_deals_seat_every_level_in_every_seat() -> None:
    setup = Setup("japanese", ("easy", "normal", "beginner"), Rules(), 3, None)
    records = play_deal(setup, 0)
    assert [record.lineup for record in records] == [
        ("easy", "normal", "beginner"),
        ("normal", "beginner", "easy"),
        ("beginner", "easy", "normal"),
    ]


def test_run_counts_shares_per_seat_and_replays_with_a_seed() -> None:
    setup = Setup("japanese", ("easy", "tuned=40"), Rules(jokers=1), 2, None)
    first = run(setup, 40, 1, progress=False)
    second = run(setup, 40, 1, progress=False)
    assert first["games"] == 40
    for level in ("easy", "tuned=40"):
        stats, again = first["levels"][level], second["levels"][level]
        assert stats["seats_played"] == 40
        assert stats["wins"] == again["wins"]
        assert stats["mean_score"] == again["mean_score"]
        low, high = stats["ci95"]
        assert low <= stats["win_share"] <= high
    shares = sum(first["levels"][level]["wins"] for level in ("easy", "tuned=40"))
    assert shares >= 40  # every game has at least one winner


def test_command_line_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "--game",
        "japanese",
        "--seats",
        "easy,normal,hard",
        "--games",
        "6",
        "--seed",
        "1",
        "--json",
        "--jokers",
        "1",
        "--flush-only",
        "--final-round",
        "exchange_or_pass",
        "--dealer-starts",
        "--time-budget",
        "0.01",
    ]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 6
    assert report["game"] == "japanese"
    assert report["rules"] == {
        "jokers": 1,
        "dealer_starts": True,
        "final_round": "exchange_or_pass",
        "flush_only": True,
    }
    assert set(report["levels"]) == {"easy", "normal", "hard"}
    assert report["fair_share"] == pytest.approx(1 / 3)


def test_command_line_with_two_jobs_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seats", "beginner,easy", "--games", "8", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "win share" in out and "beginner" in out


def test_command_line_rejects_unknown_levels() -> None:
    with pytest.raises(SystemExit):
        main(["--seats", "easy,wizard"])


def test_match_mode_plays_whole_matches_and_adds_up_the_game_tallies() -> None:
    """With a match target each record is a match: the winner has the top total at or above
    the target, points per hand divide the totals by the hands, and the game's own tallies
    (Chinese 51: calls and challenges) are summed per level."""
    from goju51.games.chinese import Rules as ChineseRules

    setup = Setup("chinese", ("normal", "beginner"), ChineseRules(), 4, None, match=150)
    records = play_deal(setup, 0)
    assert [record.lineup for record in records] == [
        ("normal", "beginner"),
        ("beginner", "normal"),
    ]
    for record in records:
        assert record.hands > 1 and max(record.scores) >= 150
        assert record.winners == {record.scores.index(max(record.scores))}
        assert sum(record.tallies[seat]["points"] for seat in (0, 1)) == sum(record.scores)
    report = run(setup, 8, 1, progress=False)
    normal = report["levels"]["normal"]
    assert report["match"] == 150 and normal["seats_played"] == 8
    assert normal["points_per_hand"] == pytest.approx(
        normal["mean_score"] * normal["seats_played"] / normal["hands"]
    )
    low, high = normal["margin_ci95"]
    assert low <= normal["margin_per_hand"] <= high
    assert normal["margin_per_hand"] == pytest.approx(
        -report["levels"]["beginner"]["margin_per_hand"]
    )
    assert normal["tallies"]["calls_won"] <= normal["tallies"]["calls"]


def test_the_table_shows_points_per_hand_and_success_rates(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--game", "chinese", "--seats", "easy,beginner", "--games", "4", "--match", "100"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "matches to 100" in out and "pts/hand" in out and "margin/hand" in out
    assert "calls won" in out and "challenges won" in out and "/match" in out


def without_times(report: dict[str, Any]) -> dict[str, Any]:
    """A report less its decision times, which differ between any two runs."""
    timed = ("decisions", "decision_mean_ms", "decision_p95_ms")
    levels = {
        name: {key: value for key, value in level.items() if key not in timed}
        for name, level in report["levels"].items()
    }
    return {**report, "levels": levels}


def test_a_recorded_run_cut_short_is_finished_by_the_same_command_playing_only_what_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = Setup("chinese", ("normal", "tuned"), ChineseRules(), 3, None, match=None)
    whole = run(setup, 24, 1, progress=False)
    path = tmp_path / "run.jsonl"
    run(setup, 10, 1, progress=False, kept=RunRecord(path, setup))  # then the power went off
    with path.open("a", encoding="utf-8") as file:
        file.write('{"deal": 5, "records": [{"line')  # a line cut short by the kill
    played: list[int] = []
    real_play_deal = arena.play_deal

    def play_deal(setup: Setup, deal: int) -> list[GameRecord]:
        played.append(deal)
        return real_play_deal(setup, deal)

    monkeypatch.setattr(arena, "play_deal", play_deal)
    finished = run(setup, 24, 1, progress=False, kept=RunRecord(path, setup))
    assert played == list(range(5, 12)), "the five deals recorded are not played again"
    assert without_times(finished) == without_times(whole)
    assert len(path.read_text(encoding="utf-8").splitlines()) == 1 + 12


def test_the_command_line_refuses_a_record_of_another_run_or_a_broken_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    command = ["--seats", "beginner,easy", "--games", "4", "--record", str(path)]
    assert main([*command, "--seed", "1"]) == 0
    recorded = path.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main([*command, "--seed", "2"]) == 2
    error = capsys.readouterr().err
    assert "records another run" in error and '"seed": 1' in error
    assert path.read_text(encoding="utf-8") == recorded, "the other run's record is untouched"
    path.write_text(recorded + "not json\n", encoding="utf-8")
    assert main([*command, "--seed", "1"]) == 2
    assert "line 4, is not an arena record" in capsys.readouterr().err
