"""The PyInstaller build: what the spec lists, the icon files, and the built executable.

The executable tests need a build (``python tools/build.py``) and ``GOJU51_EXE`` pointing at
it, as ``.ci/run`` does after building; without it they skip.
"""

from __future__ import annotations

import ast
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from goju51.__main__ import COMMANDS

ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
UNWANTED = (
    "numpy",
    "tkinter",
    "hypothesis",
    "pytest",
    "setuptools",
    "pkg_resources",
    "unittest",
    "fontTools",
    "pygame/tests",
    "pygame/examples",
    "pygame.tests",
    "pygame.examples",
    "pygame.libs",
)
"""Never in the bundle; ``pygame.libs`` is where plain pygame (not pygame-ce) keeps its SDL."""
OPTIONAL_IMPORTS = {"_bz2", "bz2", "_lzma", "lzma", "_hashlib"}
"""Excluded though imported: shutil, tarfile and zipfile import the compressors when present
and hashlib its OpenSSL hashes, and each works without them."""


def spec_list(name: str) -> list[str]:
    """A list assigned at the top level of build.spec (it cannot be imported: PyInstaller
    runs it with its own globals)."""
    tree = ast.parse((ROOT / "build.spec").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == name:
            return ast.literal_eval(node.value)
    raise AssertionError(f"build.spec has no {name}")


def test_spec_lists_every_module_the_command_line_imports_by_name():
    dispatched = {entry.partition(":")[0] for entry, _help in COMMANDS.values()}
    dispatched |= {"goju51.lab.textplay", "goju51.dev.selftest", "goju51.assets"}
    assert dispatched <= set(spec_list("HIDDEN_IMPORTS"))


def test_spec_keeps_heavy_unused_modules_out():
    assert {"numpy", "tkinter", "hypothesis", "pytest", "pygame.tests"} <= set(
        spec_list("EXCLUDES")
    )


def test_spec_lets_in_every_module_the_window_imports_network_play_included():
    """The window imports goju51.net (websockets, zeroconf): nothing they load is excluded,
    or the executable would fail at its first frame."""
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, goju51.play; print(*sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    ).stdout.split()
    assert "goju51.app.network" in loaded and "websockets.asyncio.client" in loaded
    excluded = spec_list("EXCLUDES")
    left_out = {m for m in loaded if any(m == x or m.startswith(f"{x}.") for x in excluded)}
    assert left_out <= OPTIONAL_IMPORTS


def test_icon_png_is_256_square():
    data = (ROOT / "assets" / "icon.png").read_bytes()
    assert data.startswith(PNG_SIGNATURE)
    assert struct.unpack(">II", data[16:24]) == (256, 256)


def test_icon_ico_holds_png_images_up_to_256():
    data = (ROOT / "assets" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sides = []
    for index in range(count):
        side, _h, _c, _r, planes, bits, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        assert (planes, bits) == (1, 32)
        assert data[offset : offset + size].startswith(PNG_SIGNATURE)
        sides.append(side or 256)
    assert {16, 32, 48, 256} <= set(sides)


@pytest.fixture(scope="module")
def exe() -> Path:
    value = os.environ.get("GOJU51_EXE")
    if not value:
        pytest.skip("no built executable: run tools/build.py, then set GOJU51_EXE=dist/goju51")
    path = Path(value) if Path(value).is_absolute() else ROOT / value
    assert path.is_file(), f"GOJU51_EXE={value} does not exist"
    return path


def test_built_self_test_passes_from_another_directory(exe, tmp_path):
    result = subprocess.run(
        [str(exe), "--self-test"], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "6 fonts" in result.stdout, "the Latin, Japanese and Chinese faces are all bundled"
    bundle_marker = "_internal" if (exe.parent / "_internal").is_dir() else "_MEI"
    assert bundle_marker in result.stdout, "assets should come from inside the bundle"


def test_built_help_prints_the_commands(exe, tmp_path):
    result = subprocess.run(
        [str(exe), "--help"], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert "--self-test" in result.stdout


def test_bundle_has_pygame_ce_and_nothing_unused(exe):
    internal = exe.parent / "_internal"
    if internal.is_dir():
        names = [str(path.relative_to(internal)) for path in internal.rglob("*")]
    else:
        listing = subprocess.run(
            [
                sys.executable,
                "-m",
                "PyInstaller.utils.cliutils.archive_viewer",
                "-r",
                "-b",
                str(exe),
            ],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        ).stdout
        names = listing.split()
    assert any(name.startswith("pygame_ce.libs") for name in names), "pygame-ce's SDL missing"
    found = sorted({word for word in UNWANTED for name in names if name.startswith(word)})
    assert not found, f"unused modules in the bundle: {found}"
