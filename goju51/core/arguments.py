"""Command-line argument types shared by every command: each refuses a bad value with one clear
line (argparse turns it into "error: ..." and exit status 2), so no command meets a zero, a
``nan``, an endless duration or a path it cannot write only later, as a traceback."""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Callable
from pathlib import Path

LONGEST_SECONDS = 24 * 3600.0
"""Durations above a day are refused: nobody means them, and ``inf`` would never end."""


def seconds(text: str) -> float:
    """A finite duration above 0 and at most a day."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
    if not (math.isfinite(value) and 0 < value <= LONGEST_SECONDS):
        raise argparse.ArgumentTypeError(
            f"expected a number of seconds above 0 and at most {LONGEST_SECONDS:.0f}, not {text}"
        )
    return value


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """A type for whole numbers from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected {low} to {high:,}, not {value:,}")
        return value

    parse.__name__ = "whole number"
    return parse


def output_file(text: str) -> Path:
    """A file path that can be written: its folder exists and takes files, and it is no folder."""
    path = Path(text)
    folder = path.parent
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder, not a file")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"the folder {folder} does not exist")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise argparse.ArgumentTypeError(f"{text} cannot be written (no permission)")
    return path


def output_folder(text: str) -> Path:
    """A folder to write into: it exists, or is made now (with its parents)."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise argparse.ArgumentTypeError(
            f"cannot make the folder {text} ({error.strerror or error})"
        ) from None
    if not os.access(path, os.W_OK):
        raise argparse.ArgumentTypeError(f"{text} cannot be written (no permission)")
    return path
