import json

from bot import script
from tests.transcripts import events_of, final, run_transcript, steps


def transcript(**changes):
    data = {"game": "dicerace", "players": ["marta", "tom"], "seed": 7, "options": {"target": 10}, "steps": []}
    data.update(changes)
    return data


async def test_forced_dice_come_first_and_steps_report_in_order():
    lines = await run_transcript(transcript(dice=[4, 5, 1], steps=[
        {"as": "marta", "do": "roll"}, {"as": "marta", "do": "roll"}, {"as": "marta", "do": "hold"},
        {"as": "tom", "do": "roll"},
    ]))
    by_step = steps(lines)
    assert [by_step[i]["ok"] for i in range(4)] == [True] * 4
    assert events_of(by_step[0], "rolled")[0]["value"] == 4
    assert events_of(by_step[1], "rolled")[0]["value"] == 5
    assert events_of(by_step[2], "held")[0]["score"] == 9
    assert events_of(by_step[3], "bust")
    assert final(lines)["public"]["scores"] == {"marta": 9, "tom": 0}


async def test_a_refused_step_changes_nothing_not_even_the_forced_dice():
    lines = await run_transcript(transcript(dice=[6], steps=[
        {"as": "tom", "do": "roll"}, {"as": "marta", "do": "hold"}, {"as": "marta", "do": "jump"},
        {"as": "marta", "do": "roll"},
    ]))
    by_step = steps(lines)
    assert by_step[0] == {"step": 0, "ok": False, "error": "It is not your move: the game is waiting for marta."}
    assert by_step[1]["error"] == "You have nothing to hold yet: roll at least once first."
    assert "not a Dice Race command" in by_step[2]["error"]
    assert events_of(by_step[3], "rolled")[0]["value"] == 6


async def test_setup_is_a_merge_patch_on_the_initial_state():
    lines = await run_transcript(transcript(setup={"scores": {"tom": 8}, "turn": 1}, dice=[3], steps=[
        {"as": "tom", "do": "roll"}, {"as": "tom", "do": "hold"},
    ]))
    result = final(lines)
    assert result["public"]["scores"] == {"marta": 0, "tom": 11}
    assert result["outcome"]["teams"][0] == ["tom"]


async def test_waits_fire_reminders_and_timeouts_as_lines():
    lines = await run_transcript(transcript(dice=[2], steps=[{"wait": "13h"}, {"wait": "11h"}]))
    kinds = [next(iter(line)) for line in lines]
    assert kinds == ["reminder", "step", "reminder", "timeout", "step", "final"]
    assert lines[0]["reminder"]["player"] == "marta"
    timeout = lines[3]["timeout"]
    assert timeout["events"][0] == {"type": "move", "player": "marta", "by": "timeout", "action": {"do": "roll"}}
    assert lines[4]["events"] == timeout["events"]


async def test_a_bad_wait_is_a_refused_step():
    lines = await run_transcript(transcript(steps=[{"wait": "soon"}]))
    assert steps(lines)[0]["ok"] is False and "not a duration" in steps(lines)[0]["error"]


async def test_ai_seats_alone_play_a_whole_game():
    lines = await run_transcript({"game": "dicerace", "players": ["ai:1", "ai:2", "ai:3"], "seed": 11})
    result = final(lines)
    assert result["outcome"] is not None
    assert max(result["public"]["scores"].values()) >= 20
    assert set(result["players"]) == {"ai:1", "ai:2", "ai:3"}


async def test_same_transcript_same_game():
    data = transcript(players=["marta", "ai:1"], steps=[{"as": "marta", "do": "roll"}] * 6)
    assert await run_transcript(data) == await run_transcript(data)


async def test_each_player_sees_their_own_secret_and_the_public_none():
    result = final(await run_transcript(transcript()))
    assert "my_secret" not in result["public"]
    assert "rng" not in json.dumps(result["public"])
    assert result["players"]["marta"]["my_secret"] != result["players"]["tom"]["my_secret"]


def test_the_command_line_prints_one_json_object_per_line(tmp_path, capsys):
    path = tmp_path / "t.json"
    path.write_text(json.dumps(transcript(dice=[3], steps=[{"as": "marta", "do": "roll"}])))
    assert script.main([str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0]["step"] == 0 and "final" in lines[-1]


def test_an_unreadable_file_exits_2(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    assert script.main([str(path)]) == 2
    assert "Could not read" in capsys.readouterr().err
