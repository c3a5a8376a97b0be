"""The house style that a reader relies on: imports go one way (no circle between the project's modules)
and no source file grows past ~600 lines (docs/DEVELOPING.md, "The map of the house")."""

from __future__ import annotations

import ast
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "cogs", "plumbing", "engines", "render", "standin", "playground", "bench", "tests")
MAX_LINES = 600
SOURCE_SUFFIXES = {".py", ".js", ".css", ".html"}
LONG_DATA_FILES: dict[str, str] = {}
"""Files allowed past MAX_LINES, each with its reason: data tables only, never code."""


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _import_nodes(tree: ast.AST):
    """Every import statement, at any depth (a lazy import inside a function still makes a circle),
    except those under `if TYPE_CHECKING:`, which never run."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _type_checking_only(node):
            yield from (n for child in node.orelse for n in _import_nodes_of(child))
            continue
        yield from _import_nodes_of(node)


def _import_nodes_of(node: ast.AST):
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    else:
        yield from _import_nodes(node)


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The project modules that `name` imports explicitly (a package's own __init__ is not counted as
    imported by its submodules: Python runs it first either way, and it is not a choice of the code)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets = set()
    for node in _import_nodes(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            sub = f"{base}.{alias.name}"
            targets.add(sub if sub in known else base)
    return {t for t in targets if t in known and t != name}


def import_circles() -> list[list[str]]:
    known = modules()
    graph = {name: imports_of(name, path, known) for name, path in known.items()}
    return [sorted(c) for c in _strongly_connected(graph) if len(c) > 1]


def _strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm, iterative (the module graph is deep enough to hit the recursion limit)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(component)
    return components


def test_no_import_circle():
    circles = import_circles()
    assert not circles, "modules that import each other (give each pair a direction):\n" + "\n".join(
        " ↔ ".join(c) for c in circles)


def long_files() -> list[str]:
    tracked = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.split()
    too_long = []
    for name in tracked:
        path = ROOT / name
        if path.suffix in SOURCE_SUFFIXES and name not in LONG_DATA_FILES and path.is_file():
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > MAX_LINES:
                too_long.append(f"{name}: {lines} lines")
    return too_long


def test_no_file_past_600_lines():
    too_long = long_files()
    assert not too_long, f"files past {MAX_LINES} lines (split them by what the parts are):\n" + "\n".join(too_long)


def test_the_circle_check_finds_a_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert sorted(map(sorted, (c for c in _strongly_connected(graph) if len(c) > 1))) == [["a", "b", "c"]]


def test_lazy_imports_count_but_type_checking_ones_do_not(tmp_path):
    sample = tmp_path / "m.py"
    sample.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import x.y\n"
                      "def f():\n    from x import z\n    import x.w\n")
    known = {"x": tmp_path, "x.z": tmp_path, "x.w": tmp_path, "x.y": tmp_path}
    assert imports_of("m", sample, known) == {"x.z", "x.w"}
