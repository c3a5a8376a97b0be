"""The layer rules of DESIGN.md, checked on the source: engines import no bot/cogs/render/discord/PIL;
render imports only engines and lang of ours; lang (the catalogs) only engines; bot imports no discord;
plumbing (the Discord client, the sender, the pace) no feature of cogs (bot/__main__.py, the composition root,
may import cogs and plumbing)."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN = {
    "engines": {"bot", "cogs", "plumbing", "render", "lang", "discord", "PIL", "sqlite3", "aiohttp"},
    "lang": {"bot", "cogs", "plumbing", "render", "discord", "PIL", "sqlite3"},
    "render": {"bot", "cogs", "plumbing", "discord", "sqlite3"},
    "bot": {"discord", "cogs", "plumbing"},
    "plumbing": {"cogs"},
}
ALLOWED_EXCEPTIONS = {Path("bot/__main__.py"): {"cogs", "plumbing"}}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports(layer):
    crossings = []
    for path in sorted((ROOT / layer).rglob("*.py")):
        relative = path.relative_to(ROOT)
        bad = (imported_roots(path) & FORBIDDEN[layer]) - ALLOWED_EXCEPTIONS.get(relative, set())
        if bad:
            crossings.append(f"{relative} imports {sorted(bad)}")
    assert not crossings, "layer lines crossed:\n" + "\n".join(crossings)


def test_engines_do_no_io_and_read_no_clock():
    """Engines get `now` from the caller and never touch files, sockets or the clock."""
    suspicious = ("open(", "datetime.now", "time.time", "utcnow", "Path(")
    offenders = [
        f"{p.relative_to(ROOT)}: {needle}"
        for p in (ROOT / "engines").rglob("*.py")
        for needle in suspicious
        if needle in p.read_text()
    ]
    assert not offenders, offenders


def test_the_check_catches_a_crossing(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import discord\nfrom PIL import Image\nfrom .x import y\n")
    assert imported_roots(sample) == {"discord", "PIL"}
