"""The Linux desktop files pass the freedesktop.org validators: the entry that
``goju51 install-desktop`` writes (``desktop-file-validate``, Debian's desktop-file-utils) and
the AppStream metadata for packagers (``appstreamcli validate``, Debian's appstream).

Without the tools these tests skip on a developer's machine, but fail when ``CI`` is set:
``.ci/run`` installs them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from importlib import metadata
from pathlib import Path

import pytest

from goju51.app import desktop

ROOT = Path(__file__).resolve().parents[2]
METAINFO = ROOT / "packaging" / "linux" / f"{desktop.APP_ID}.metainfo.xml"
PUBLISHED_AT = "https://example.org/goju51/"
"""Where a packager would publish the screenshots. The file gives them by path relative to
itself; AppStream wants web URLs there (``web-url-expected``), so the packaged copy, like the
one validated here, puts the URL of the published folder in front."""


def tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        message = f"{name} is missing (apt-get install {package})"
        if os.environ.get("CI"):
            pytest.fail(f"{message}; CI is set, so this may not be skipped")
        pytest.skip(message)
    return path


def screenshot_paths() -> list[str]:
    images = ElementTree.parse(METAINFO).getroot().iter("image")
    return [(image.text or "").strip() for image in images]


def test_the_installed_entry_passes_desktop_file_validate(tmp_path):
    validate = tool("desktop-file-validate", "desktop-file-utils")
    entry = desktop.install(tmp_path, command=["/usr/bin/goju51"])
    result = subprocess.run([validate, str(entry)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not re.search(r"error|warning", result.stdout + result.stderr), result.stdout


def test_the_metainfo_passes_appstreamcli_validate(tmp_path):
    validate = tool("appstreamcli", "appstream")
    packaged = tmp_path / METAINFO.name
    text = METAINFO.read_text(encoding="utf-8")
    for path in screenshot_paths():
        text = text.replace(f">{path}<", f">{PUBLISHED_AT}{path}<")
    packaged.write_text(text, encoding="utf-8")
    result = subprocess.run(
        [validate, "validate", "--no-net", str(packaged)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_metainfo_screenshots_are_files_beside_it_at_their_stated_size():
    root = ElementTree.parse(METAINFO).getroot()
    images = list(root.iter("image"))
    assert len(images) >= 3
    for image in images:
        path = METAINFO.parent / (image.text or "").strip()
        header = path.read_bytes()[:24]
        assert header.startswith(b"\x89PNG"), path
        size = (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big"))
        assert size == (int(image.get("width", 0)), int(image.get("height", 0))), path


def test_the_metainfo_names_the_entry_that_install_desktop_writes():
    root = ElementTree.parse(METAINFO).getroot()
    assert root.findtext("id") == desktop.APP_ID
    assert root.findtext("launchable") == desktop.ENTRY_NAME
    assert root.find("content_rating") is not None
    latest = root.find("releases/release")
    assert latest is not None and latest.get("version") == metadata.version("goju51")
    assert [category.text for category in root.iter("category")] == ["Game", "CardGame"]
