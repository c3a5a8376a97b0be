"""Maximum Throwdown through the script runner: a table of AI seats plays a whole game; a transcript of
typed commands with refusals and a timeout; pictures are written after each step."""

import json
from pathlib import Path

import pytest
from PIL import Image

from tests.transcripts import final, run_transcript, steps

HERE = Path(__file__).parent / "transcripts"


def load(name):
    return json.loads((HERE / name).read_text())


@pytest.mark.asyncio
async def test_ai_seats_play_a_whole_game():
    lines = await run_transcript(load("ai_table.json"))
    end = final(lines)
    assert end["outcome"] is not None
    assert set(end["public"]["scores"]) == {"ai:1", "ai:2", "ai:3"}
    assert all(p["cards_in_deck"] == 0 for p in end["public"]["players"])


@pytest.mark.asyncio
async def test_typed_commands_refusals_and_a_timeout(tmp_path):
    lines = await run_transcript(load("first_turns.json"), images=tmp_path)
    by_step = steps(lines)
    assert all(by_step[i]["ok"] for i in (0, 2, 3, 4, 5))
    assert not by_step[1]["ok"] and "steal" in by_step[1]["error"]
    miss = next(e for e in by_step[5]["events"] if e["type"] == "threw")
    assert miss["hit"] is False and miss["at"] == "A1"
    assert any("timeout" in line for line in lines)
    public = final(lines)["public"]
    assert public["scores"] and "my_hand" not in public
    pictures = sorted(tmp_path.glob("*.png"))
    assert len(pictures) == 7
    for picture in pictures:
        with Image.open(picture) as image:
            assert 600 <= image.width <= 1600 and image.height <= 2400
