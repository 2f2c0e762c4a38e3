"""The game in a Linux desktop's applications menu: ``goju51 install-desktop`` writes a
freedesktop.org entry and the icon into the user's data folder, ``goju51 uninstall-desktop``
removes exactly what it wrote.

The entry (``$XDG_DATA_HOME/applications/org.goju51.Goju51.desktop``, ``~/.local/share`` when
the variable is unset) starts the command that installed it: the one-file executable, the
installed ``goju51`` command, or this Python with ``-m goju51``. Its names, comments and
keywords come from the translation catalogs; its ``StartupWMClass`` is the window's class, so
the desktop ties the open window to the entry and its icon. The icons are the PNG images inside
``assets/icon.ico`` (16 to 256 px), each written to ``icons/hicolor/<N>x<N>/apps``.

The entry lists every file and folder that installing created (``X-Goju51-Installed``):
uninstalling removes those files, and those folders if nothing else was put in them since, so
the folders are left as they were before.
"""

from __future__ import annotations

import argparse
import os
import re
import struct
import sys
from pathlib import Path

from goju51.app.kit.i18n import SOURCE_LANGUAGE, catalog
from goju51.app.kit.resources import asset_path
from goju51.app.window_class import WINDOW_CLASS

APP_ID = "org.goju51.Goju51"
"""The entry's and the icon's name, and the AppStream id (``packaging/linux``)."""
ENTRY_NAME = f"{APP_ID}.desktop"
DESKTOP_LOCALES = {"fr": "fr", "ja": "ja", "zh": "zh_CN"}
"""The catalogs translated into the entry, and the locale each is written under (English is
the entry's untranslated value)."""
TRANSLATED_KEYS = {
    "Name": "app.title",
    "GenericName": "desktop.generic_name",
    "Comment": "desktop.comment",
    "Keywords": "desktop.keywords",
}
INSTALLED_KEY = "X-Goju51-Installed"
RESERVED_IN_EXEC = set(" \t\n\"'\\><~|&;$*?#()`")
"""Characters that make the Exec key's argument need quotes (the Desktop Entry spec)."""
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (the XDG
    Base Directory rule)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def entry_path(home: Path) -> Path:
    return home / "applications" / ENTRY_NAME


def launch_command() -> list[str]:
    """The command that runs this game now: the executable itself when built, the installed
    ``goju51`` command when that started us, else this Python with ``-m goju51``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if script is not None and script.stem == "goju51" and script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "goju51"]


def exec_value(command: list[str]) -> str:
    """``command`` as the Exec key wants it: an argument with a reserved character quoted,
    ``"`$\\`` escaped inside the quotes, ``%`` doubled, and then every backslash doubled again
    (the string escape, applied before the quoting)."""
    words = []
    for argument in command:
        if "\n" in argument or "\r" in argument:
            raise ValueError(f"a command with a line break cannot be an Exec key: {argument!r}")
        word = argument.replace("%", "%%")
        if not word or RESERVED_IN_EXEC & set(word):
            word = '"' + re.sub(r'(["`$\\])', r"\\\1", word) + '"'
        words.append(escape_string(word))
    return " ".join(words)


def escape_string(value: str) -> str:
    """A string value: a backslash doubled (the values written here hold no line break)."""
    return value.replace("\\", "\\\\")


def escape_list(items: list[str]) -> str:
    """A string list value: each item escaped and ended with ``;`` (its own ``;`` escaped)."""
    return "".join(escape_string(item).replace(";", "\\;") + ";" for item in items)


def split_list(value: str) -> list[str]:
    items, current, escaped = [], "", False
    for character in value:
        if escaped:
            current += character
            escaped = False
        elif character == "\\":
            escaped = True
        elif character == ";":
            items.append(current)
            current = ""
        else:
            current += character
    return items + ([current] if current else [])


def entry_text(command: list[str], installed: list[str]) -> str:
    """The desktop entry that starts ``command``, recording the ``installed`` paths."""
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.4"]
    for key, message in TRANSLATED_KEYS.items():
        lines.append(f"{key}={catalog(SOURCE_LANGUAGE)[message]}")
        for language, locale in DESKTOP_LOCALES.items():
            lines.append(f"{key}[{locale}]={catalog(language)[message]}")
    lines += [
        f"Icon={APP_ID}",
        f"Exec={exec_value(command)}",
        f"TryExec={escape_string(command[0])}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        f"StartupWMClass={WINDOW_CLASS}",
        f"{INSTALLED_KEY}={escape_list(installed)}",
    ]
    return "\n".join(lines) + "\n"


def entry_values(text: str) -> dict[str, str]:
    """The ``key=value`` lines of a desktop entry (values left escaped)."""
    pairs = (line.split("=", 1) for line in text.splitlines() if "=" in line)
    return {key.strip(): value.strip() for key, value in pairs}


def icon_images() -> dict[int, bytes]:
    """The PNG images stored in ``assets/icon.ico``, by side in pixels."""
    data = asset_path("icon.ico").read_bytes()
    _reserved, _kind, count = struct.unpack("<HHH", data[:6])
    images = {}
    for index in range(count):
        width, *_rest, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        image = data[offset : offset + size]
        if image.startswith(PNG_SIGNATURE):
            images[width or 256] = image
    return images


def icon_path(home: Path, side: int) -> Path:
    return home / "icons" / "hicolor" / f"{side}x{side}" / "apps" / f"{APP_ID}.png"


def previously_installed(home: Path) -> list[str]:
    """What an earlier install recorded in its entry (nothing when there is none)."""
    try:
        text = entry_path(home).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    return split_list(entry_values(text).get(INSTALLED_KEY, ""))


def make_folders(folder: Path) -> list[str]:
    """Create ``folder`` and its missing parents; return those created, outermost first, each
    with a trailing ``/``."""
    missing = []
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    created = []
    for path in reversed(missing):
        path.mkdir()
        created.append(f"{path}/")
    return created


def install(home: Path | None = None, command: list[str] | None = None) -> Path:
    """Write the entry and the icons under ``home`` (the data folder); return the entry."""
    home = data_home() if home is None else home
    command = launch_command() if command is None else command
    installed = previously_installed(home)
    written: list[Path] = []
    for side, image in sorted(icon_images().items()):
        path = icon_path(home, side)
        installed += make_folders(path.parent)
        path.write_bytes(image)
        written.append(path)
    entry = entry_path(home)
    installed += make_folders(entry.parent)
    written.append(entry)
    installed += [str(path) for path in written]
    installed = list(dict.fromkeys(installed))  # a second install keeps the first one's list
    entry.write_text(entry_text(command, installed), encoding="utf-8")
    return entry


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what ``install`` wrote under ``home``: its files, then the folders it created
    if nothing else was put in them since. Return what was removed."""
    home = data_home() if home is None else home
    installed = previously_installed(home)
    ours = {ENTRY_NAME, f"{APP_ID}.png"}  # the record is a text file: delete nothing else
    files = [Path(item) for item in installed if Path(item).name in ours]
    folders = [Path(item.rstrip("/")) for item in installed if item.endswith("/")]
    removed = []
    for path in files:
        if path.is_file():
            path.unlink()
            removed.append(path)
    for folder in sorted(folders, key=lambda path: len(path.parts), reverse=True):
        try:
            folder.rmdir()
        except OSError:
            continue  # not empty (something else lives there now) or already gone
        removed.append(folder)
    return removed


def is_installed(home: Path | None = None) -> bool:
    return entry_path(data_home() if home is None else home).is_file()


def offer_applies() -> bool:
    """Whether the app should ask to add itself to the menu: only the built executable on
    Linux (a source checkout has its own ways), and only when no entry is there yet."""
    return sys.platform.startswith("linux") and getattr(sys, "frozen", False) and not is_installed()


def command_line(installing: bool, argv: list[str]) -> int:
    verb = "install-desktop" if installing else "uninstall-desktop"
    parser = argparse.ArgumentParser(
        prog=f"goju51 {verb}",
        description=(
            "add the game to the desktop's applications menu, with its icon"
            if installing
            else "remove what 'goju51 install-desktop' added"
        ),
        epilog="Files go under $XDG_DATA_HOME (default ~/.local/share).",
    )
    parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print(f"goju51 {verb}: for Linux desktops only", file=sys.stderr)
        return 2
    home = data_home()
    try:
        if installing:
            entry = install(home)
            print(f"added {entry} (starts: {entry_values(entry.read_text())['Exec']})")
            print("remove it with: goju51 uninstall-desktop")
            return 0
        removed = uninstall(home)
    except OSError as error:
        print(f"goju51 {verb}: {error}", file=sys.stderr)
        return 1
    if not removed:
        print(f"nothing to remove: no {entry_path(home)}")
    for path in removed:
        print(f"removed {path}")
    return 0


def install_command(argv: list[str]) -> int:
    """``goju51 install-desktop``."""
    return command_line(True, argv)


def uninstall_command(argv: list[str]) -> int:
    """``goju51 uninstall-desktop``."""
    return command_line(False, argv)
