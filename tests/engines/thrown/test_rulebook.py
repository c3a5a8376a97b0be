"""The rulebook's worked example (Marta, Tom, Aileen and Konrad with Peacemaker, Knight, Archer and Noble),
played through the script runner with forced dice, and DESIGN.md's example transcript."""

import json
from pathlib import Path

from engines.said import said_from_json
from tests.engines.thrown.helpers import ENGINE, english
from tests.transcripts import events_of, final, run_transcript, steps

TRANSCRIPTS = Path(__file__).parent / "transcripts"


def load(name):
    return json.loads((TRANSCRIPTS / name).read_text())


async def test_the_rulebook_trick_plays_out_as_printed(tmp_path):
    lines = await run_transcript(load("rulebook_trick.json"), images=tmp_path)
    by_step = steps(lines)
    assert all(line["ok"] for line in by_step.values()), [line for line in by_step.values() if not line["ok"]]
    # Marta leads white with a 1 and pays a white die for the Knight: the reroll shows 6.
    assert events_of(by_step[0], "rolled")[0]["dice"] == [{"n": 1, "value": 1}]
    knight = events_of(by_step[1], "power")[0]
    assert knight["paid"] == "white" and knight["rerolled"] == [{"n": 1, "from": 1, "to": 6}]
    # Tom rolls 3 and 2 (5, not enough), then his Archer sends Marta's die back to her pool.
    assert [d["value"] for d in events_of(by_step[3], "rolled")[0]["dice"]] == [3, 2]
    archer = events_of(by_step[4], "power")[0]
    assert archer["paid"] == "red" and archer["owner"] == "marta" and archer["die"] == 1
    # Aileen has no white: she tries to trump with three blue dice (2, 4, 5) and fails.
    aileen = events_of(by_step[6], "rolled")[0]
    assert aileen["mode"] == "trump" and [d["value"] for d in aileen["dice"]] == [2, 4, 5]
    # Konrad's green 6 is a trump: 5 gold for his opponents' dice still in the trick, 2 more from the Noble.
    won = events_of(by_step[8], "trick_won")[0]
    assert won["winner"] == "konrad" and english(said_from_json(won["how"])) == "a trump"
    assert won["details"] == {"dice": 5, "noble": 2} and won["gold"] == 7
    assert won["placed"][:2] == ["konrad", "tom"]  # without the trump Tom's 5 would have won
    end = final(lines)
    assert end["public"]["scores"] == {"marta": 5, "tom": 5, "aileen": 5, "konrad": 12}
    # Marta's returned die is back in her pool; all rolled dice went to the Void; Konrad leads trick 2.
    marta = next(p for p in end["public"]["players"] if p["name"] == "marta")
    assert marta["pool"]["white"] == 2
    assert end["public"]["current"] == "konrad" and end["public"]["trick"]["number"] == 2
    assert (tmp_path / "step-008.png").exists()


async def test_after_the_archer_tom_leads_the_trick_with_5():
    data = load("rulebook_trick.json")
    data["steps"] = data["steps"][:5]
    end = final(await run_transcript(data))
    trick = end["public"]["trick"]
    assert trick["leader"] == "tom" and trick["color"] == "white"
    assert [d["n"] for d in trick["dice"]] == [2, 3]


async def test_the_design_example_transcript_runs():
    data = {
        "game": "thrown", "players": ["marta", "tom", "aileen", "konrad"],
        "options": {"cards": ["peacemaker", "knight", "archer", "noble"]}, "seed": 7, "setup": {},
        "dice": [1, 6, 3, 2],
        "steps": [{"as": "marta", "do": "roll", "args": {"color": "white", "count": 1}}, {"wait": "13h"},
                  {"as": "tom", "do": "pass"}],
    }
    lines = await run_transcript(data)
    assert len(steps(lines)) == 3
    end = final(lines)
    assert set(end["public"]["scores"]) == {"marta", "tom", "aileen", "konrad"}
    assert end["outcome"] is None
    state = ENGINE.new_game(data["players"], data["options"], 7)
    assert ENGINE.view(state, None).cards[0].card == "peacemaker"


async def test_a_tie_after_the_last_round_is_settled_by_a_shortened_round(tmp_path):
    lines = await run_transcript(load("tiebreak.json"), images=tmp_path)
    by_step = steps(lines)
    assert events_of(by_step[1], "tiebreak_started")[0]["players"] == ["ann", "bob"]
    assert english(by_step[2]["error"]) == "You are not in the tie-break round: only ann and bob play it."
    assert not by_step[4]["ok"] and "exactly 4" in english(by_step[4]["error"])
    assert events_of(by_step[8], "trick_won")[0]["winner"] == "ann"
    outcome = final(lines)["outcome"]
    assert outcome["teams"][0] == ["ann"] and outcome["teams"][-1] == ["cy"]
    over = events_of(by_step[max(by_step)], "game_over")[0]
    assert english(ENGINE.narrate(over)) == "**The tie-break round between ann and bob went to ann.**"


async def test_ai_seats_alone_play_a_whole_game():
    data = {"game": "thrown", "players": ["ai:1", "ai:2", "ai:3"], "options": {"mode": "advanced"}, "seed": 5,
            "steps": []}
    end = final(await run_transcript(data))
    assert end["outcome"] is not None and sum(end["public"]["scores"].values()) >= 0
