"""Command line: ``goju51`` opens the game; subcommands run the text game and the tools.

Each subcommand imports what it needs only when chosen, so ``bench`` and ``play --text`` never
load pygame and the window opens without loading the tools. ``goju51 --self-test`` plays a
short computer-only game without a screen: it checks a built executable (``tools/build.py``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("goju51.play", "open the game window (default); 'play --text': in the terminal"),
    "arena": ("goju51.lab.arena", "play computer opponents against each other and measure them"),
    "bench": ("goju51.lab.bench", "measure the rules engine's speed with random playouts"),
    "screenshots": ("goju51.dev.screenshots", "save screenshots of the game to a folder"),
    "install-desktop": (
        "goju51.app.desktop:install_command",
        "add the game to the Linux desktop's applications menu, with its icon",
    ),
    "uninstall-desktop": (
        "goju51.app.desktop:uninstall_command",
        "remove what install-desktop added",
    ),
}
"""Each command's ``module`` or ``module:function`` (``main`` by default), and its help."""


def _usage() -> str:
    lines = ["usage: goju51 [COMMAND] [options]", "", "commands:"]
    lines += [f"  {name:<18} {text}" for name, (_entry, text) in COMMANDS.items()]
    lines += [
        "",
        "  --self-test        a short computer-only game of every game off screen; exit 0 if "
        "all works",
    ]
    lines += ["", "Run 'goju51 COMMAND --help' for a command's options."]
    return "\n".join(lines)


def _give_missing_streams_a_sink() -> None:
    """A Windows build without a console has no stdout/stderr (None): printing, logging and
    progress bars would raise, so send them nowhere instead (the exit code still tells)."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def main(argv: list[str] | None = None) -> int:
    _give_missing_streams_a_sink()
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(_usage())
        return 0
    if args and args[0] == "--self-test":
        from goju51.dev.selftest import main as self_test

        return self_test(args[1:])
    command = "play"
    if args and not args[0].startswith("-"):
        command, args = args[0], args[1:]
    if command not in COMMANDS:
        print(f"goju51: unknown command {command!r}\n\n{_usage()}", file=sys.stderr)
        return 2
    if command == "play" and "--text" in args:
        module_name, function = "goju51.lab.textplay", "main"
        args = [arg for arg in args if arg != "--text"]
    else:
        module_name, _, function = COMMANDS[command][0].partition(":")
    module = __import__(module_name, fromlist=["main"])
    entry: Callable[[list[str]], int] = getattr(module, function or "main")
    try:
        return entry(args)
    except BrokenPipeError:
        return _output_closed()


def _output_closed() -> int:
    """The reader of our output went away (``goju51 play --text | head -1``): stop quietly,
    as the Python documentation advises, pointing stdout at the null device so that Python's
    own final flush does not complain either."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 1


if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # The arena's worker processes re-run the executable on Windows and macOS (spawn).
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
