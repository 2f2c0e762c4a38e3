"""Build the standalone game with PyInstaller from ``build.spec``: the one build command.

    python tools/build.py            # one file: dist/goju51 (dist\\goju51.exe on Windows)
    python tools/build.py --onedir   # one folder: dist/goju51/goju51

It needs the ``package`` extra (``pip install -e ".[package]"``). PyInstaller's log goes to
``build/pyinstaller.log``; the terminal shows one line of progress (elapsed time and the
current step), since a build takes about a minute. At the end it prints the build time and the
executable's size, and checks the environment has pygame-ce and not plain pygame.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build.spec"
LOG = ROOT / "build" / "pyinstaller.log"
DIST = ROOT / "dist"
STATUS_WIDTH = 78


def check_pygame_ce() -> None:
    """Both distributions install into ``pygame/``: a plain pygame would be bundled silently."""
    installed = {dist.metadata["Name"].lower() for dist in metadata.distributions()}
    if "pygame" in installed:
        sys.exit(
            "plain pygame is installed next to pygame-ce: pip uninstall pygame, then "
            "pip install --force-reinstall --no-deps pygame-ce"
        )
    if "pygame-ce" not in installed:
        sys.exit("pygame-ce is not installed in this environment")


def executable(onedir: bool) -> Path:
    name = "goju51.exe" if sys.platform == "win32" else "goju51"
    if sys.platform == "darwin":
        return DIST / "Goju51.app" / "Contents" / "MacOS" / "goju51"
    return DIST / "goju51" / name if onedir else DIST / name


def shipped(exe: Path, onedir: bool) -> Path:
    """What players get: the file, its folder, or on macOS the ``.app``."""
    if sys.platform == "darwin":
        return DIST / "Goju51.app"
    return exe.parent if onedir else exe


def size_of(path: Path) -> int:
    """Bytes of a file, or of everything in a folder."""
    if path.is_dir():
        return sum(file.lstat().st_size for file in path.rglob("*") if not file.is_dir())
    return path.stat().st_size


def run_pyinstaller(onedir: bool) -> float:
    """Run PyInstaller, showing progress on one line; return the seconds it took."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", str(SPEC)]
    if onedir:
        command += ["--", "--onedir"]
    LOG.parent.mkdir(exist_ok=True)
    started = time.perf_counter()
    step = "starting PyInstaller"
    interactive = sys.stdout.isatty()
    with (
        LOG.open("w", encoding="utf-8") as log,
        subprocess.Popen(
            command,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        ) as process,
    ):
        assert process.stdout is not None
        for line in process.stdout:
            log.write(line)
            if "INFO: " not in line:
                continue
            step = line.split("INFO: ", 1)[1].strip()
            status = f"[{time.perf_counter() - started:5.0f} s] {step}"[:STATUS_WIDTH]
            if interactive:
                print(f"\r{status:<{STATUS_WIDTH}}", end="", flush=True)
            elif _is_milestone(step):
                print(status, flush=True)
    if interactive:
        print()
    if process.returncode != 0:
        sys.exit(f"PyInstaller failed (exit {process.returncode}); see {LOG}")
    return time.perf_counter() - started


def _is_milestone(step: str) -> bool:
    """The few steps worth a line in a non-interactive log (CI)."""
    return step.startswith(
        (
            "Building ",
            "Looking for dynamic",
            "Analyzing ",
            "Processing standard module hook",
            "checking PYZ",
            "checking EXE",
            "checking COLLECT",
            "checking BUNDLE",
        )
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--onedir",
        action="store_true",
        help="one folder (faster start, bigger) instead of one file",
    )
    args = parser.parse_args(argv)
    check_pygame_ce()
    seconds = run_pyinstaller(args.onedir)
    exe = executable(args.onedir)
    if not exe.is_file():
        sys.exit(f"PyInstaller finished but {exe} is missing; see {LOG}")
    bundle = shipped(exe, args.onedir)
    print(
        f"built {exe.relative_to(ROOT)} in {seconds:.0f} s; "
        f"{bundle.relative_to(ROOT)} is {size_of(bundle) / 1e6:.1f} MB"
    )
    print(f"check it: {exe.relative_to(ROOT)} --self-test")
    return 0


if __name__ == "__main__":
    sys.exit(main())
