"""The arena: its interval maths, duplicate deals, and its command line."""

from __future__ import annotations

import json
import random

import pytest

from goju51.games.japanese import Rules
from goju51.lab.arena import Setup, main, play_deal, run, wilson_interval


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
        "--exchange-or-pass",
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
