"""Run a script-runner transcript in-process and get its output lines (the same contract as
`python -m bot.script`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.script import Transcript


async def run_transcript(data: dict[str, Any], images: Path | None = None) -> list[dict[str, Any]]:
    lines: list[dict[str, Any]] = []
    await Transcript(data, lines.append, images).run()
    return lines


def steps(lines: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """The step lines by index."""
    return {line["step"]: line for line in lines if "step" in line}


def final(lines: list[dict[str, Any]]) -> dict[str, Any]:
    return lines[-1]["final"]


def events_of(line: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in line.get("events", []) if e.get("type") == kind]
