"""The package ships what it needs: the wheel built from the project, installed in a fresh virtual
environment (dependencies from PyPI, pip's cache reused), answers `/game rules` for every game and
runs the playground, with no source tree in reach.

It takes a minute or two (marked `wheel`: `python -m pytest -m "not wheel"` leaves it out of the quick
loop; the plain `python -m pytest` of CI runs it)."""

from __future__ import annotations

import json
import os
import queue
import re
import shutil
import subprocess
import sys
import threading
import urllib.request
import venv
from pathlib import Path
from urllib.parse import urljoin

import pytest

from tests.fixtures.make_fixtures import shipped_games

ROOT = Path(__file__).resolve().parents[1]
NOT_SOURCES = shutil.ignore_patterns(".git", "__pycache__", "build", "dist", "*.egg-info", "artifacts", ".venv",
                                     "venv", "data", ".pytest_cache", ".ruff_cache", ".hypothesis", ".env")

pytestmark = pytest.mark.wheel


def run(*command: str | Path, cwd: Path, env: dict[str, str], timeout: float = 600) -> str:
    result = subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True, text=True,
                            timeout=timeout)
    assert result.returncode == 0, f"{' '.join(map(str, command))} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, dict[str, str], Path]:
    """A fresh venv's python with the project's wheel in it, an environment that cannot see the sources,
    and an empty folder to run from (no .env, no source tree on the path)."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCES)  # the build writes build/ and egg-info: not into ours
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "DISCORD_TOKEN", "LOG_LEVEL")}
    env |= {"PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_ROOT_USER_ACTION": "ignore", "PYTHONUNBUFFERED": "1"}
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", work / "dist", source, cwd=work, env=env)
    wheel = next((work / "dist").glob("dicehall-*.whl"))
    venv.create(work / "venv", with_pip=True)
    python = work / "venv" / "bin" / "python"
    run(python, "-m", "pip", "install", "--quiet", wheel, cwd=work, env=env)
    home = work / "home"
    home.mkdir()
    return python, env, home


def test_the_wheel_carries_every_rules_page_and_the_installed_code_reads_them(installed):
    python, env, home = installed
    script = (
        "import json, engines\n"
        "from cogs.game import rules_page\n"
        f"pages = {{g: rules_page(g) for g in {shipped_games()!r}}}\n"
        "print(json.dumps({'engines': engines.__file__, 'pages': pages}))"
    )
    found = json.loads(run(python, "-c", script, cwd=home, env=env))
    assert not found["engines"].startswith(str(ROOT)), "the test must run the installed package, not the sources"
    for game, text in found["pages"].items():
        assert text == (ROOT / "engines" / game / "rules.md").read_text(encoding="utf-8"), game


def test_the_installed_playground_answers_game_rules_and_draws_a_table(installed):
    python, env, home = installed
    server = subprocess.Popen([str(python), "-m", "bot"], cwd=home, env=env | {"PLAYGROUND_PORT": "0"},
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in server.stdout], daemon=True).start()
    try:
        first = lines.get(timeout=90)
        found = re.search(r"http://127\.0\.0\.1:\d+/", first)
        assert found, f"the playground should print its address first: {first!r}"
        base = found.group(0)
        assert b"Dicehall Playground" in get(base)
        assert get(urljoin(base, "static/app.js"))
        state = json.loads(get(urljoin(base, "api/state?user=marta")))
        games = next(c["id"] for c in state["channels"] if c["name"] == "games")
        for game in shipped_games():
            post(base, "api/slash", {"user": "marta", "channel": games, "command": "game rules",
                                     "options": {"game": game}})
        replies = json.loads(get(urljoin(base, f"api/messages?channel={games}&user=marta")))
        for game in shipped_games():
            reply = next(m for m in replies if any(a["filename"] == f"{game}-rules.md" for a in m["attachments"]))
            assert reply["ephemeral"] and "not written yet" not in reply["content"]
            page = next(a for a in reply["attachments"] if a["filename"] == f"{game}-rules.md")
            assert get(urljoin(base, page["url"])).decode() == (ROOT / "engines" / game / "rules.md").read_text()
        for command, options in (("game new", {"game": "wurfelhelden"}), ("game addbot", {}), ("game start", {})):
            post(base, "api/slash", {"user": "marta", "channel": games, "command": command, "options": options})
        shown = json.loads(get(urljoin(base, f"api/messages?channel={games}&user=marta")))
        pictures = [a for m in shown for a in m["attachments"] if a["filename"].endswith(".png")]
        assert pictures, "the started game should post a picture of the table"
        assert get(urljoin(base, pictures[-1]["url"])).startswith(b"\x89PNG")  # drawn with the shipped fonts
    finally:
        server.terminate()
        server.wait(timeout=20)


def get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=30) as response:
        assert response.status == 200, url
        return response.read()


def post(base: str, path: str, body: dict) -> dict:
    request = urllib.request.Request(urljoin(base, path), data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        answer = json.load(response)
    assert answer.get("ok") and not answer.get("failed"), answer
    return answer
