"""The rulebook's worked examples, played through the script runner with forced dice.

Faces by number (GAMES.md): white 1-3 swords, 4-5 coin, 6 yellow-die symbol; yellow 1-3 swords, 4 coin,
5 red-die symbol, 6 X; red 1-3 swords, 4-5 coin, 6 X."""

from tests.engines.wurfelhelden.helpers import R, W, Y, act, faces, seat_of, transcript
from tests.transcripts import events_of, final, run_transcript, steps

FOUR = ["mascha", "emmitt", "iva", "phil"]
# Opening roll in seat order: mascha 0 swords, emmitt 0, iva 1, phil 2+2 = 4: Phil chases with two
# dice and Mascha, to his left, starts.
PHIL_OPENS = [4, 4, 4, 4, 5, 6, 1, 4, 4, 2, 2, 4]
EMMITT_HAS_A_YELLOW = {"party": {"emmitt": [W(), W(), W(), Y()]}, "tableau": {"emmitt": {"yellow": 2}}}


def the_first_round():
    return transcript(FOUR, PHIL_OPENS, setup=EMMITT_HAS_A_YELLOW, dice=[
        1, 4, 3,  # mascha: 1 sword, coin, 3 swords
        1, 1,     # she rerolls the 1 sword and the coin: 1 sword, 1 sword
        2, 1,     # she rerolls both 1s: 2 swords, 1 sword -> 6 swords in all
        3, 1, 4, 4,  # emmitt: W 3 swords, W 1 sword, W coin, Y coin
        1,           # reroll #2: 1 sword
        2, 1,        # reroll #2 and #4: W 2 swords, Y 1 sword -> 6 swords and a coin
        1, 4, 6,  # iva: 1 sword, coin, yellow die
        5,        # reroll the sword: coin. She stops.
        6, 6, 4,  # phil: yellow die, yellow die, coin. He stops.
    ], steps=[
        act("mascha", "roll"), act("mascha", "roll", dice="1 2"), act("mascha", "roll", dice=[1, 2]),
        act("emmitt", "roll"), act("emmitt", "roll", dice="2"), act("emmitt", "roll", dice="2 4"),
        act("iva", "roll"), act("iva", "roll", dice="1"), act("iva", "stop"),
        act("phil", "roll"), act("phil", "stop"),
    ])


async def test_the_opening_roll_puts_phils_four_swords_by_the_warrants_and_mascha_starts():
    lines = await run_transcript(transcript(FOUR, PHIL_OPENS, dice=[], steps=[]))
    public = final(lines)["public"]
    assert public["opener"] == "phil" and public["current"] == "mascha"
    assert public["chase"]["player"] == "phil" and faces(public["chase"]["dice"]) == [("W", 2), ("W", 2)]
    assert len(seat_of(public, "phil")["party"]) == 1  # his coin die stays in the party


async def test_mascha_rolls_three_times_and_outbids_phil_with_six_swords():
    lines = await run_transcript(the_first_round())
    by = steps(lines)
    assert [by[i]["ok"] for i in range(3)] == [True, True, True]
    assert [d["face"] for d in events_of(by[1], "rolled")[0]["dice"]] == [1, 1]
    chase = events_of(by[2], "chase")[0]  # the third roll resolves the turn by itself
    assert chase == {"type": "chase", "player": "mascha", "swords": 6, "result": "outbid", "against": "phil",
                     "their_swords": 4, "marker_back": False, "lone_marker": False}
    assert events_of(by[2], "turn")[0]["player"] == "emmitt"


async def test_emmitt_fails_to_outbid_with_six_and_takes_one_coin():
    by = steps(await run_transcript(the_first_round()))
    assert events_of(by[5], "chase")[0]["result"] == "failed"
    assert events_of(by[5], "coins")[0] == {"type": "coins", "player": "emmitt", "coins": 1, "doubled": False,
                                           "total": 1}


async def test_iva_finds_the_great_treasure_and_a_yellow_die():
    by = steps(await run_transcript(the_first_round()))
    assert events_of(by[8], "coins")[0]["coins"] == 4 and events_of(by[8], "coins")[0]["doubled"]
    assert events_of(by[8], "grew")[0] == {"type": "grew", "player": "iva", "colour": "yellow", "dice": 1,
                                          "wanted": 1}


async def test_phils_party_grows_by_two_yellow_dice_to_five():
    lines = await run_transcript(the_first_round())
    phil = seat_of(final(lines)["public"], "phil")
    assert [d["colour"] for d in phil["party"]] == ["white"] * 3 + ["yellow"] * 2
    assert phil["tableau"] == {"yellow": 1, "red": 3}


async def test_mascha_captures_at_the_start_of_her_turn_then_rolls_on():
    lines = await run_transcript(the_first_round())
    captured = events_of(steps(lines)[10], "captured")
    assert captured and captured[0]["player"] == "mascha" and captured[0]["warrant"] == 5
    public = final(lines)["public"]
    mascha = seat_of(public, "mascha")
    assert public["chase"] is None and public["current"] == "mascha" and public["roll_no"] == 0
    assert mascha["warrants"] == [5] and len(mascha["party"]) == 3
    assert public["warrants"] == [10, 10, 10, 10, 10, 15]
    assert public["scores"] == {"mascha": 5, "emmitt": 1, "iva": 4, "phil": 2}


async def test_the_game_ends_when_emmitt_takes_the_last_warrant_and_iva_wins():
    setup = {
        "warrants": [15], "current": 0,
        "won": {"phil": [10], "mascha": [5, 10, 10], "emmitt": [10, 10], "iva": []},
        "coins": {"phil": 45, "mascha": 28, "emmitt": 22, "iva": 59},
        "chase": {"player": "emmitt", "dice": [W(3), W(3), W(1)], "marker": False},
        "party": {"emmitt": [], "mascha": [W(), W(), W()]},
    }
    data = transcript(FOUR, [1, 4, 4] + [4, 4, 4] * 3, setup=setup, dice=[1, 1, 6], steps=[
        act("mascha", "roll"), act("mascha", "stop"),  # 2 swords can't outbid 7
        act("emmitt", "roll"),
    ])
    lines = await run_transcript(data)
    by = steps(lines)
    assert events_of(by[1], "captured")[0]["warrant"] == 15
    assert not by[2]["ok"]  # Emmitt does not get to roll any more
    result = final(lines)
    assert result["public"]["scores"] == {"phil": 55, "mascha": 53, "emmitt": 57, "iva": 59}
    assert result["outcome"]["teams"][0] == ["iva"] and result["outcome"]["ranks"] == [1, 2, 3, 4]


def the_two_player_example():
    setup = {
        "chase": None,
        "party": {"mascha": [W(), W(), W(), Y()], "phil": [W(), W(), W(), R()]},
        "tableau": {"mascha": {"yellow": 2, "red": 3}, "phil": {"yellow": 3, "red": 2}},
    }
    # opening: mascha 0 swords, phil 1 (then the patch clears the warrants for the example)
    return transcript(["mascha", "phil"], [4, 4, 4, 1, 4, 4], setup=setup, dice=[
        3, 2, 4, 5,     # mascha: W 3 swords, W 2 swords, W coin, Y red die
        2, 4, 6, 4,     # phil: W 2 swords, W coin, W yellow die, R coin
        3, 4, 5, 2, 6,  # mascha: W 3 swords, W coin, W coin, Y 2 swords, R X
        1, 4, 1, 5, 1,  # phil: W 1 sword, W coin, W 1 sword, Y red die, R 1 sword
    ], steps=[
        act("mascha", "roll"), act("mascha", "stop"),
        act("phil", "roll"), act("phil", "stop"),
        act("mascha", "roll"), act("mascha", "stop"),
        act("phil", "roll"), act("phil", "stop"),
    ])


async def test_two_players_mascha_chases_gets_a_coin_and_a_red_die():
    by = steps(await run_transcript(the_two_player_example()))
    assert events_of(by[1], "chase")[0]["result"] == "placed"
    assert events_of(by[1], "coins")[0]["coins"] == 1
    assert events_of(by[1], "grew")[0]["colour"] == "red"


async def test_two_players_phil_cannot_outbid_but_earns_two_coins_and_a_yellow_die():
    by = steps(await run_transcript(the_two_player_example()))
    assert events_of(by[3], "chase")[0]["result"] == "failed"
    assert events_of(by[3], "coins")[0]["coins"] == 2
    assert events_of(by[3], "grew")[0]["colour"] == "yellow"
    assert events_of(by[3], "marker")[0]["player"] == "mascha"  # her next turn starts: dice home, marker down


async def test_two_players_mascha_chases_on_by_her_marker_and_loses_a_red_die():
    by = steps(await run_transcript(the_two_player_example()))
    assert events_of(by[4], "ran_away")[0]["colours"] == ["red"]
    assert events_of(by[5], "chase")[0]["result"] == "joined_marker"
    assert events_of(by[5], "coins")[0]["coins"] == 2


async def test_two_players_phil_fails_again_so_mascha_captures():
    lines = await run_transcript(the_two_player_example())
    by = steps(lines)
    assert events_of(by[7], "chase")[0]["result"] == "failed"
    assert events_of(by[7], "grew")[0]["colour"] == "red"
    assert events_of(by[7], "captured")[0] == {"type": "captured", "player": "mascha", "warrant": 5, "left": 4,
                                              "score": 8}
    public = final(lines)["public"]
    assert public["chase"] is None
    assert seat_of(public, "mascha")["marker"] == "home" and seat_of(public, "phil")["marker"] == "home"
    assert public["scores"] == {"mascha": 8, "phil": 3}
