"""Install Dicehall into a virtual environment of its own (`.venv`) and run it there.

    python3 dev.py bot [ARGS]     install, then `python -m bot ARGS` (the playground without a token)
    python3 dev.py test [ARGS]    install with the test extras, then `python -m pytest ARGS`

Why a script: a stock Linux Python refuses `pip install` outside a virtual environment (PEP 668), may
have no `python` (only `python3`), and on Debian and Ubuntu may lack `ensurepip` (the python3-venv
package), so `python3 -m venv` alone fails. This file needs only the standard library: it makes the
environment (fetching pip from PyPI when the system Python cannot provide it), installs the exact
versions of the lock file (requirements.lock for the bot, requirements-test.lock with the test tools;
hashes checked) and the project editable when pyproject.toml or that lock changed, and runs the command.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
COMMANDS = {"bot": ("", ["-m", "bot"]), "test": ("[test]", ["-m", "pytest"])}
LOCKS = {"": ROOT / "requirements.lock", "[test]": ROOT / "requirements-test.lock"}
"""The versions installed for each extras (`uv pip compile`, the command at the top of each file)."""


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    extras, command = COMMANDS[argv[0]]
    make_environment()
    install(extras)
    os.chdir(ROOT)
    return run([str(PYTHON), *command, *argv[1:]])


def run(command: list[str]) -> int:
    """Run `command` and answer its exit status. Ctrl+C in a terminal reaches the whole process group, the
    command too, which stops by itself and says so: this script waits for it (SIGINT ignored here, so no
    traceback of its own, nor a command killed mid-stop)."""
    child = subprocess.Popen(command)
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        code = child.wait()
    finally:
        signal.signal(signal.SIGINT, previous)
    return 130 if code == -signal.SIGINT else code


def make_environment() -> None:
    if PYTHON.exists():
        return
    print(f"Creating the virtual environment {VENV} ...", flush=True)
    try:
        import ensurepip  # noqa: F401  (Debian's python3 ships without it unless python3-venv is installed)
    except ImportError:
        venv.EnvBuilder(with_pip=False).create(VENV)
        bootstrap_pip()
    else:
        venv.EnvBuilder(with_pip=True).create(VENV)


def bootstrap_pip() -> None:
    """Install pip into the environment from PyPI's own wheel (pip runs from a wheel file)."""
    with urllib.request.urlopen("https://pypi.org/pypi/pip/json", timeout=60) as response:
        release = json.load(response)
        base = response.url  # a mirror may answer with addresses relative to itself
    wheel = next(f for f in release["urls"] if f["packagetype"] == "bdist_wheel")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / wheel["filename"]
        with urllib.request.urlopen(urllib.parse.urljoin(base, wheel["url"]), timeout=120) as response:
            path.write_bytes(response.read())
        subprocess.check_call([str(PYTHON), f"{path}/pip", "install", "--quiet", "--no-index", str(path)])


def install(extras: str) -> None:
    """Install the locked dependencies, then the project (editable, nothing more resolved), unless this
    pyproject.toml and this lock file are installed already."""
    lock, wanted = LOCKS[extras], _wanted(extras)
    enough = [extras, "[test]"] if not extras else [extras]  # the test install includes the bot's
    if any(_stamp(e).exists() and _stamp(e).read_text() == _wanted(e) for e in enough):
        return
    print(f"Installing Dicehall{extras} into {VENV} from {lock.name} ...", flush=True)
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    pip = [str(PYTHON), "-m", "pip", "install", "--quiet"]
    subprocess.check_call([*pip, "--require-hashes", "-r", str(lock)], env=env)
    subprocess.check_call([*pip, "--no-deps", "-e", str(ROOT)], env=env)
    _stamp(extras).write_text(wanted)


def _wanted(extras: str) -> str:
    """What the stamp of an install with these extras says: the hash of pyproject.toml and its lock."""
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + LOCKS[extras].read_bytes()).hexdigest()


def _stamp(extras: str) -> Path:
    return VENV / f".dicehall-installed{extras or '[]'}"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
