"""Project-level checks: lint, and CI running exactly the README's test command."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    return re.findall(r"```(?:sh|bash)\n(.+?)\n```", text, flags=re.S)[:2]


def test_ruff_finds_nothing():
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    result = subprocess.run([ruff, "check", str(ROOT)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ci_runs_the_readme_test_command():
    start_command, test_command = readme_commands()
    assert "goju51" in start_command
    assert "pytest" in test_command
    assert test_command in (ROOT / ".ci" / "run").read_text()
