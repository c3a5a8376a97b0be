"""Issue 38: Ctrl+C stops `python3 dev.py bot` quietly: one line, no traceback. A terminal's Ctrl+C sends
SIGINT to the whole foreground process group, dev.py and the bot it runs alike, so the test does the same."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from tests.playground.test_playground import ROOT


def ctrl_c(command: list[str], tmp_path) -> tuple[int, str, str]:
    """Run `command` in a process group of its own until the playground is up, then SIGINT the group."""
    env = {k: v for k, v in os.environ.items() if k not in ("LOG_LEVEL", "DISCORD_TOKEN")}
    env |= {"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "", "PLAYGROUND_PORT": "0",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'bot.db'}"}
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    try:
        first = process.stdout.readline()
        assert "playground" in first, first + process.stderr.read()
        time.sleep(0.5)
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    return process.returncode, first + out, err


def test_ctrl_c_stops_the_bot_quietly_with_one_line(tmp_path):
    code, out, err = ctrl_c([sys.executable, "-m", "bot"], tmp_path)
    assert code == 0 and "Traceback" not in err, err
    assert out.splitlines()[1:] == ["Stopped."], out


def test_ctrl_c_stops_dev_py_and_the_bot_it_runs_quietly(tmp_path):
    """dev.py's own run of the command (its install step needs the network, so it is left out here)."""
    runner = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); import dev; "
              "sys.exit(dev.run([sys.executable, '-m', 'bot']))")
    code, out, err = ctrl_c([sys.executable, "-c", runner], tmp_path)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert code == 0, (code, err)
    assert out.splitlines()[1:] == ["Stopped."], out
