"""docs/DEVELOPING.md's map names every module (issue 44): a reader looking for where something lives finds
each module on it, and a module added without its line fails here."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAPPED = ("engines", "lang", "bot", "cogs", "plumbing", "render", "standin", "bench", "playground")
DOC = ROOT / "docs" / "DEVELOPING.md"


def folder_items(text: str) -> dict[str, str]:
    """Each list item that opens with a folder in backticks ("- `engines/thrown/`: ..."), with its
    continuation lines: the folder, and the text naming its modules."""
    items: dict[str, str] = {}
    folder = None
    for line in text.splitlines():
        opening = re.match(r"- `([\w/]+/)`", line)
        if opening:
            folder = opening.group(1)
            items[folder] = items.get(folder, "") + line
        elif folder and line.startswith("  "):
            items[folder] += line
        else:
            folder = None
    return items


def named(module: str, text: str, items: dict[str, str]) -> bool:
    """A module is named by its whole path, or by its file name on its folder's line; a package's
    `__init__.py` by its folder."""
    folder, _, name = module.rpartition("/")
    if name == "__init__.py":
        return f"`{folder}/" in text
    return f"`{module}`" in text or f"`{name}`" in items.get(f"{folder}/", "")


def unnamed(text: str) -> list[str]:
    items = folder_items(text)
    modules = sorted(str(p.relative_to(ROOT)) for package in MAPPED for p in (ROOT / package).rglob("*.py"))
    return [m for m in modules if not named(m, text, items)]


def test_every_module_is_named_on_the_map():
    missing = unnamed(DOC.read_text())
    assert not missing, f"name these on their folder's line in docs/DEVELOPING.md, 'Every module': {missing}"


def test_a_module_left_off_is_found():
    """The fault planted: Thrown's deal.py taken off its folder's line."""
    text = DOC.read_text()
    assert "engines/thrown/deal.py" not in unnamed(text)
    assert set(unnamed(text.replace("`deal.py`", "deal"))) - set(unnamed(text)) == {"engines/thrown/deal.py"}
