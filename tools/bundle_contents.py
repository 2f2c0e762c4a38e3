"""What the one-file executable holds, by component: a table of compressed sizes.

    python tools/bundle_contents.py                 # dist/goju51 (tools/build.py makes it)
    python tools/bundle_contents.py dist/goju51 --files 20

It reads the executable's archive with PyInstaller's own reader (the ``package`` extra) and
sorts every entry, and every module inside the Python archive (PYZ), into a component. The
sizes are as stored, compressed; the bootloader is what precedes the archive in the file.
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
from pathlib import Path

from PyInstaller.archive.readers import CArchiveReader, ZlibArchiveReader

ROOT = Path(__file__).resolve().parent.parent
COMPONENTS = (
    ("our code", "goju51 modules, translations, icon"),
    ("fonts", "DejaVu Sans and the Noto Sans CJK JP and SC subsets, regular and bold"),
    ("sounds", "the game's WAV files"),
    ("SDL and its libraries", "pygame-ce, SDL2, SDL_image/mixer/ttf and their codecs"),
    ("Python", "libpython, extension modules, the standard library, the bootloader"),
    ("other Python packages", "tqdm, platformdirs, pytweening, typing_extensions"),
)
SDL_SYSTEM_LIBRARIES = ("libstdc++", "libgcc_s")
"""Taken from the build system for fluidsynth (SDL_mixer's MIDI), not for Python."""
THIRD_PARTY = ("tqdm", "platformdirs", "pytweening", "typing_extensions")


def component_of(name: str) -> str:
    """The component of an archive entry or PYZ module, by its name."""
    top = name.replace("/", ".").split(".")[0]
    if name.startswith("goju51/assets/fonts/"):
        return "fonts"
    if name.startswith("goju51/assets/sounds/"):
        return "sounds"
    if top == "goju51":
        return "our code"
    if top in ("pygame", "pygame_ce") or name.startswith(SDL_SYSTEM_LIBRARIES):
        return "SDL and its libraries"
    if top.split("-")[0] in THIRD_PARTY:
        return "other Python packages"
    return "Python"


def measure(executable: Path) -> tuple[collections.Counter[str], list[tuple[int, str]]]:
    """Compressed bytes per component, and every entry's (bytes, name), the bootloader's too."""
    archive = CArchiveReader(str(executable))
    sizes: collections.Counter[str] = collections.Counter()
    entries = []
    for name, (_offset, stored, _length, _compressed, kind) in archive.toc.items():
        if kind == "z":  # the PYZ: count its modules one by one
            with tempfile.NamedTemporaryFile(suffix=".pyz") as pyz:
                pyz.write(archive.extract(name))
                pyz.flush()
                for module, (_kind, _position, length) in ZlibArchiveReader(pyz.name).toc.items():
                    sizes[component_of(module)] += length
                    entries.append((length, f"{module} (PYZ)"))
            continue
        sizes[component_of(name)] += stored
        entries.append((stored, name))
    bootloader = executable.stat().st_size - sum(sizes.values())
    sizes["Python"] += bootloader
    entries.append((bootloader, "bootloader and archive index"))
    return sizes, sorted(entries, reverse=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("executable", type=Path, nargs="?", default=ROOT / "dist" / "goju51")
    parser.add_argument("--files", type=int, default=0, help="also list the N largest entries")
    args = parser.parse_args(argv)
    sizes, entries = measure(args.executable)
    total = args.executable.stat().st_size
    print("| component | MB | share | what |")
    print("|---|---|---|---|")
    for component, what in COMPONENTS:
        size = sizes[component]
        print(f"| {component} | {size / 1e6:.1f} | {size / total:.0%} | {what} |")
    print(f"| **total** | **{total / 1e6:.1f}** | | `{args.executable.name}` |")
    for size, name in entries[: args.files]:
        print(f"{size / 1e3:9.1f} kB  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
