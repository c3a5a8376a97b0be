"""The transcript files in transcripts/ (for `python -m bot.script ... --images`) stay in step with the
tests, and run as expected."""

import json
from pathlib import Path

from tests.engines.wurfelhelden.test_rulebook import the_first_round, the_two_player_example
from tests.transcripts import events_of, final, run_transcript, steps

HERE = Path(__file__).parent / "transcripts"


def load(name):
    return json.loads((HERE / name).read_text())


def test_the_rulebook_transcript_files_match_the_tests():
    assert load("first_round.json") == the_first_round()
    assert load("two_players.json") == the_two_player_example()


async def test_mistakes_are_refused_and_change_nothing():
    lines = await run_transcript(load("mistakes.json"))
    by = steps(lines)
    assert [by[i]["ok"] for i in range(8)] == [False, False, True, False, False, True, True, True]
    assert "Roll first" in by[0]["error"] and "waiting for bob" in by[1]["error"]
    assert events_of(by[2], "ran_away")[0]["colours"] == ["yellow"]
    assert "from 1 to 3" in by[3]["error"] and "twice" in by[4]["error"]
    # the refused steps used none of the forced dice: the rerolls got 3 and 1, then 5
    assert [d["face"] for d in events_of(by[5], "rolled")[0]["dice"]] == [3, 1]
    assert events_of(by[6], "chase")[0]["swords"] == 4  # roll 3 resolves the turn
    assert any("timeout" in line for line in lines)  # ann's turn timer ran out: the bot played her turn
    # the whole turn in one move (roll, then stop and carry it out): the table waits for bob, not for ann
    # a second time
    assert final(lines)["public"]["current"] == "bob"
