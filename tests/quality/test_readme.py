"""The README stays a ten-minute read, and no relative link in it or in ``docs/`` is broken
(a file that moved, a heading renamed under an anchor)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
MAX_README_LINES = 450
"""About 400 lines: a user's guide, then a contributor's guide; the rest goes to docs/."""
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
EXTERNAL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.I)


def prose(text: str) -> str:
    """``text`` without fenced code blocks and inline code, where brackets are not links."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def anchors(page: Path) -> set[str]:
    """The heading anchors GitHub makes: lower case, punctuation dropped, spaces to hyphens."""
    headings = re.findall(r"^#+\s+(.+?)\s*$", prose(page.read_text(encoding="utf-8")), re.M)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


def relative_links(page: Path) -> list[str]:
    found = LINK.findall(prose(page.read_text(encoding="utf-8")))
    return [target for target in found if not EXTERNAL.match(target)]


def test_the_readme_reads_in_ten_minutes():
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_README_LINES, f"README.md has {lines} lines; move details to docs/"


def test_the_readme_is_a_users_guide_then_a_contributors_guide():
    headings = re.findall(r"^# (.+)$", prose(README.read_text(encoding="utf-8")), re.M)
    assert headings[1:3] == ["User's guide", "Contributor's guide"]


def test_every_docs_page_is_linked_from_the_readme():
    linked = {(README.parent / target.split("#")[0]).resolve() for target in relative_links(README)}
    assert set(PAGES[1:]) <= linked


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_relative_link_resolves(page: Path):
    for target in relative_links(page):
        path, _, anchor = target.partition("#")
        resolved = (page.parent / path).resolve() if path else page
        assert resolved.exists(), f"{page.name}: {target} does not exist"
        if anchor:
            assert anchor in anchors(resolved), f"{page.name}: no heading for #{anchor}"
