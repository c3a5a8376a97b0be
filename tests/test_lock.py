"""Installs come from the lock files (issue 44): dev.py installs requirements.lock (the bot) or
requirements-test.lock (with the test tools), then the project with --no-deps, so a dependency that
pyproject.toml names and a lock leaves out is never installed. Each dependency must be pinned in its lock at
a version its bounds allow, and the two locks must pin the bot's packages alike."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)", re.M)


def pins(lock: str) -> dict[str, str]:
    """The packages a lock file pins, by their normalised names, and their versions."""
    return {canonicalize_name(name): version for name, version in PIN.findall(lock)}


def unpinned(requirements: list[str], pinned: dict[str, str]) -> list[str]:
    """The requirements a lock does not satisfy, each with why."""
    problems = []
    for line in requirements:
        requirement = Requirement(line)
        version = pinned.get(canonicalize_name(requirement.name))
        if version is None:
            problems.append(f"{requirement.name} is not in the lock")
        elif not requirement.specifier.contains(version, prereleases=True):
            problems.append(f"{requirement.name} {version} is outside {requirement.specifier}")
    return problems


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def test_the_bot_lock_pins_every_dependency_within_its_bounds():
    bot = pins((ROOT / "requirements.lock").read_text())
    assert not unpinned(project()["dependencies"], bot), "regenerate the locks (docs/DEVELOPING.md, 'Installs')"


def test_the_test_lock_pins_the_test_tools_and_the_bot_alike():
    spec = project()
    bot = pins((ROOT / "requirements.lock").read_text())
    test = pins((ROOT / "requirements-test.lock").read_text())
    assert not unpinned(spec["dependencies"] + spec["optional-dependencies"]["test"], test)
    assert {name: test.get(name) for name in bot} == bot


def test_a_dependency_missing_from_the_lock_is_found():
    """The fault planted: a dependency added to pyproject.toml without regenerating the lock, and a bound
    the locked version breaks."""
    bot = pins((ROOT / "requirements.lock").read_text())
    assert unpinned(["nowhere-package>=1", "Pillow>=99"], bot) == [
        "nowhere-package is not in the lock", f"Pillow {bot['pillow']} is outside >=99"]
