"""The engine uses the standard library, the game-neutral core and itself, nothing else."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import goju51.games.chinese

PACKAGE = Path(goju51.games.chinese.__file__).parent


def test_only_the_standard_library_and_the_core() -> None:
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                allowed = (
                    top in sys.stdlib_module_names
                    or name.startswith("goju51.core")
                    or name.startswith("goju51.games.chinese")
                )
                assert allowed, f"{path.name} imports {name}"
