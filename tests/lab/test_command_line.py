"""Every command refuses bad input with one clear line and exit status 2, and never shows a
traceback: not for odd numbers, paths it cannot write, nor an output pipe that closes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def goju51(*args: str, **options) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "goju51", *args],
        capture_output=True,
        text=True,
        timeout=60,
        **options,
    )


BAD = [
    ["bench", "--seconds", "0"],
    ["bench", "--seconds", "-1"],
    ["bench", "--seconds", "nan"],
    ["bench", "--seconds", "inf"],
    ["bench", "--game", "chess"],
    ["arena", "--games", "1000000000000"],
    ["arena", "--games", "0"],
    ["arena", "--jobs", "0"],
    ["arena", "--time-budget", "nan"],
    ["arena", "--seats", "easy"],
    ["play", "--text", "--players", "9"],
    ["play", "--frames", "0"],
    ["play", "--speed", "nan"],
    ["play", "--speed", "inf"],
    ["play", "--speed", "0"],
    ["play", "--size", "100000x100000"],
    ["play", "--event-log", "/nonexistent-folder/log.jsonl"],
    ["play", "--game", "chess"],
    ["--self-test", "--timeout", "inf"],
    ["fly"],
]


@pytest.mark.parametrize("args", BAD, ids=" ".join)
def test_bad_input_is_refused_in_one_line(args: list[str]) -> None:
    result = goju51(*args)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert "error" in result.stderr.splitlines()[-1] or "unknown command" in result.stderr


def test_paths_that_cannot_be_used_are_refused(tmp_path: Path) -> None:
    a_file = tmp_path / "file.txt"
    a_file.write_text("x")
    for args in (
        ["play", "--event-log", str(tmp_path), "--frames", "1"],
        ["screenshots", str(a_file)],
        ["screenshots", str(a_file / "inside")],
    ):
        result = goju51(*args)
        assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
        assert "error: argument" in result.stderr


def test_a_closed_output_pipe_ends_text_play_quietly() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "goju51", "play", "--text", "--seed", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stdin is not None
    first = process.stdout.readline()
    process.stdout.close()  # as `| head -1` does
    _out, errors = process.communicate("t 1\nd 1\n" * 20 + "q\n", timeout=60)
    assert first.startswith("Goju Ichi: you against")
    assert "Traceback" not in errors and "BrokenPipe" not in errors, errors


GAME_IDS = ["japanese", "chinese", "dice"]


@pytest.mark.parametrize("game", GAME_IDS)
def test_text_play_with_its_input_closed_ends_quietly(game: str) -> None:
    """Standard input closed (``<&-``), not just at its end: Python then has no ``sys.stdin``
    and ``input`` raises a ``RuntimeError`` of its own."""
    result = subprocess.run(
        ["sh", "-c", 'exec "$0" -m goju51 play --text --seed 1 --game "$1" <&-', sys.executable]
        + [game],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert result.stdout.rstrip().endswith("Bye.")


@pytest.mark.parametrize("game", GAME_IDS)
def test_text_play_with_unreadable_input_ends_quietly(game: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "goju51", "play", "--text", "--seed", "1", "--game", game],
        input=b"\xff\xfe not text\n",
        capture_output=True,
        timeout=60,
    )
    assert result.returncode == 0 and result.stderr == b"", result.stderr
    assert result.stdout.rstrip().endswith(b"Bye.")
