"""Project-level checks: lint, format, types, the package list, and CI running exactly the
README's test command."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    return re.findall(r"```(?:sh|bash)\n(.+?)\n```", text, flags=re.S)[:2]


def tool(name: str) -> str:
    """A command installed beside this Python (the test extra), or on PATH."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else shutil.which(name) or name


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT)


def test_ruff_finds_nothing():
    result = run(tool("ruff"), "check", str(ROOT))
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_code_is_formatted_by_ruff():
    result = run(tool("ruff"), "format", "--check", str(ROOT))
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean_on_the_whole_package():
    """Strict, over every module of goju51, as configured in pyproject.toml ([tool.mypy])."""
    result = run(tool("mypy"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_subpackage_is_installed():
    """pyproject lists the packages by hand (the assets folder is mapped into the package):
    every folder of goju51 with an ``__init__.py`` must be in the list."""
    import tomllib

    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "goju51").rglob("__init__.py")
    }
    assert found <= listed, sorted(found - listed)


def test_the_project_metadata_names_every_game_and_only_modules_that_exist():
    import importlib
    import tomllib

    from goju51.games import GAMES

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    description = project["project"]["description"]
    assert all(spec.name in description for spec in GAMES.values()), description
    lint = project["tool"]["ruff"]["lint"]
    for path in lint.get("per-file-ignores", {}):
        assert (ROOT / path).exists(), path
    for dotted in lint["flake8-bugbear"]["extend-immutable-calls"]:
        module, _, name = dotted.rpartition(".")
        assert hasattr(importlib.import_module(module), name), dotted


def test_ci_runs_the_readme_test_command():
    start_command, test_command = readme_commands()
    assert "goju51" in start_command
    assert "pytest" in test_command
    assert test_command in (ROOT / ".ci" / "run").read_text()
