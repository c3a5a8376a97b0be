"""The rulebook's example round through the script runner (forced dice, a setup merge patch)."""

from engines.said import said_from_json
from lang import ENGLISH
from tests.engines.dicethrone.rulebook import transcript
from tests.transcripts import events_of, final, run_transcript, steps


async def test_the_rulebook_example_round_with_our_heroes(tmp_path):
    lines = await run_transcript(transcript(), images=tmp_path)
    by_step = steps(lines)
    refused = {i: s["error"] for i, s in by_step.items() if not s["ok"]}
    assert refused == {}
    # the elf sells a card: 3 CP for Lucky Pair; her three attempts end on 6 6 5 5 2
    assert events_of(by_step[0], "sell")[0]["now"] == 3
    assert events_of(by_step[4], "roll")[0]["dice"] == [6, 6, 5, 5, 2]
    assert events_of(by_step[5], "roll")[0]["dice"] == [6, 6, 6, 6, 2]
    moonfall = by_step[6]
    assert {e["status"] for e in events_of(moonfall, "status")} == {"blind", "entangle", "targeted"}
    # 7 + 2 (Targeted) damage, Iron Hide heals 2 per heart: 50 - 9 + 4. The barbarian is asked first
    # (a Second Chance could reroll his sword into a third heart: 2 more healed) and passes.
    assert events_of(by_step[7], "window") and not events_of(by_step[7], "damage")
    assert [e["amount"] for e in events_of(by_step[8], "damage")] == [9]
    assert [e["amount"] for e in events_of(by_step[8], "heal")] == [4]
    # the barbarian's turn: income, an upgrade, two attempts because of Entangle
    assert events_of(by_step[9], "income")[0]["cp"] == 1
    assert events_of(by_step[11], "upgrade")[0]["level"] == 2
    assert events_of(by_step[12], "phase")[-1]["attempts"] == 2
    blind = events_of(by_step[17], "blind")[0]
    assert blind == {"type": "blind", "player": "barb", "die": 6, "failed": False}
    # Slip Away: two feet prevent half of 9, rounded up: 4 damage
    assert [e["amount"] for e in events_of(by_step[18], "damage")] == [4]
    end = final(lines)
    assert end["public"]["scores"] == {"elf": 46, "barb": 45}
    barb = next(h for h in end["public"]["heroes"] if h["player"] == "barb")
    assert barb["statuses"] == {"targeted": 1}
    assert [ENGLISH.say(said_from_json(card)) for card in barb["board"]] == ["Cleave II"]
    assert end["public"]["active"] == "elf" and end["outcome"] is None
    assert "hand" not in end["public"]
    assert [c["id"] for c in end["players"]["barb"]["hand"]] == ["field_dressing"]
    assert sorted(p.name for p in tmp_path.iterdir())[:2] == ["start.png", "step-000.png"]


async def test_timeouts_play_a_fair_default_and_ai_seats_finish_a_team_game():
    lines = await run_transcript({"game": "dicethrone", "players": ["ann", "bob"], "seed": 5,
                                  "options": {"heroes": ["monk", "paladin"]}, "steps": [{"wait": "3d"}]})
    timeouts = [line["timeout"] for line in lines if "timeout" in line]
    assert timeouts and all(line.get("ok", True) for line in lines if "step" in line)
    assert any(e["type"] == "roll" for t in timeouts for e in t["events"])
    lines = await run_transcript({"game": "dicethrone", "players": ["ai:1", "ai:2", "ai:3", "ai:4"],
                                  "options": {"mode": "2v2"}, "seed": 3, "steps": []})
    outcome = final(lines)["outcome"]
    assert outcome is not None and len(outcome["teams"]) == 2 and sorted(outcome["ranks"]) == [1, 2]
