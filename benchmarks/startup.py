"""Time from launch to the first frame, from source and for the built executable.

    python benchmarks/startup.py                       # source, and dist/goju51 if built
    python benchmarks/startup.py --exe dist/goju51/goju51 --runs 5

Each run starts the game in a real X window (a private Xvfb) with ``--frames 1``: it opens the
window, draws and shows one frame, and quits. The time from launch to the process's exit is
therefore an upper bound of launch-to-first-frame (it also counts closing pygame, and for a
one-file build deleting its unpacked temporary folder).

"Cold" is the first run after dropping the page cache (``echo 3 > /proc/sys/vm/drop_caches``,
needs root; without it the cold figure is left out): every file is read from disk again, as
after a reboot. "Warm" is the median of the following runs.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tqdm import tqdm

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.realwindow.xwindow import x_environment, xvfb  # noqa: E402 - after the path

DROP_CACHES = Path("/proc/sys/vm/drop_caches")
APP_ARGUMENTS = ("--frames", "1", "--seed", "1", "--size", "1280x720")


def drop_page_cache() -> bool:
    subprocess.run(["sync"], check=True)
    try:
        DROP_CACHES.write_text("3\n")
    except OSError:
        return False
    return True


def launch_seconds(command: list[str], display: str) -> float:
    started = time.perf_counter()
    subprocess.run(
        [*command, *APP_ARGUMENTS],
        env=x_environment(display),
        cwd="/tmp",
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=60,
    )
    return time.perf_counter() - started


def measure(name: str, command: list[str], display: str, runs: int) -> str:
    """One markdown table row: cold, then warm median (min–max) over ``runs`` runs."""
    cold = launch_seconds(command, display) if drop_page_cache() else None
    warm = [
        launch_seconds(command, display)
        for _ in tqdm(range(runs), desc=name, file=sys.stderr, leave=False, disable=None)
    ]
    cold_text = f"{cold:.2f} s" if cold is not None else "n/a (not root)"
    return (
        f"| {name} | {cold_text} | {statistics.median(warm):.2f} s "
        f"({min(warm):.2f}–{max(warm):.2f}) |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--exe",
        type=Path,
        action="append",
        help="a built executable (repeatable); default dist/goju51 if present",
    )
    parser.add_argument("--runs", type=int, default=10, help="warm runs per target")
    args = parser.parse_args()
    targets = {"from source (`python -m goju51`)": [sys.executable, "-m", "goju51"]}
    exes = args.exe or [path for path in [Path("dist/goju51")] if (ROOT / path).is_file()]
    for exe in exes:
        targets[f"built: `{exe}`"] = [str(ROOT / exe)]
    print(f"| launch → first frame (upper bound) | cold | warm: median of {args.runs} (min–max) |")
    print("|---|---|---|")
    with xvfb() as display:
        for name, command in targets.items():
            print(measure(name, command, display, args.runs), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
