"""`python -m bot` without a token starts the playground: one line with the address and how to reach
real Discord instead, the page and its API answering there, and a clean stop on Ctrl+C."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import urllib.request

from tests.playground.test_playground import ROOT, Playground


def test_without_a_token_python_m_bot_starts_the_playground(tmp_path):
    server = Playground(tmp_path)
    try:
        url, line = server.url()
        assert line.count("\n") == 1 and "playground" in line and "DISCORD_TOKEN" in line and "real Discord" in line
        with urllib.request.urlopen(url, timeout=10) as page:
            assert b"Dicehall Playground" in page.read()
        with urllib.request.urlopen(url + "api/state?user=marta", timeout=10) as answer:
            state = json.load(answer)
        assert any(c["path"] == "game new" for c in state["commands"])
        server.process.send_signal(signal.SIGINT)
        assert server.process.wait(timeout=20) == 0
        assert "Traceback" not in "".join(server.output), "".join(server.output)
    finally:
        server.stop()


def test_with_a_token_the_playground_is_not_started(tmp_path):
    """The token path is unchanged: with a (bad) token the bot tries real Discord, not the playground.
    Pointed at a closed local port, it fails to log in rather than printing the playground line."""
    env = {k: v for k, v in os.environ.items() if k != "LOG_LEVEL"}
    env |= {"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "not-a-token", "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'bot.db'}"}
    result = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=60)
    assert "playground" not in result.stdout + result.stderr
    assert result.returncode != 0
