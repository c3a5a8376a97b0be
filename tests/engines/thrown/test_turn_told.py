"""A turn is told once, when it ends (issue 38): the steps after which a player goes on with their turn (the
roll before a power, a power before the next) are held in the trick, and the step that ends the turn tells
them first, in one "turn_so_far" event, so the channel needs one table a turn and still hears every roll."""

from engines.thrown.upgrades import held_steps
from tests.engines.thrown.helpers import ENGINE, RECOMMENDED, act, english, kinds, start, whose_turn


def knight_turn():
    """a rolls a white 1, keeps a white die for the Knight (white in the basic game), b and c wait."""
    return start(RECOMMENDED, {"a": {"white": 3}, "b": {"white": 2}, "c": {"white": 2}}, dice=[1, 6, 2, 4])


def test_the_roll_and_the_power_are_held_and_told_when_the_turn_ends():
    s, rolled = act(knight_turn(), "a", "roll", color="white", count=1)
    assert kinds(rolled) == ["rolled"] and ENGINE.told_later(s, "a")
    assert s.trick.held == rolled
    s, powered = act(s, "a", "power", card="knight", dice="1")
    assert ENGINE.told_later(s, "a") and s.trick.held == [*rolled, *powered]
    s, ended = act(s, "a", "done")
    assert not ENGINE.told_later(s, "a") and whose_turn(s) == "b" and s.trick.held == []
    assert ended[0] == {"type": "turn_so_far", "player": "a", "events": [*rolled, *powered]}
    told = english(ENGINE.narrate(ended[0]))
    assert told == f"{english(ENGINE.narrate(rolled[0]))} {english(ENGINE.narrate(powered[0]))}"
    assert "a rolls 1 white die to set the trick colour: white 1 (#1)." in told and "white 1→6" not in told


def test_a_turn_played_in_one_step_tells_nothing_twice():
    s, events = act(knight_turn(), "a", "roll", color="white", count=1, done=True)
    assert kinds(events) == ["rolled", "turn_ended"] and not ENGINE.told_later(s, "a")
    assert s.trick.held == []
    s, events = act(s, "b", "roll", color="white", count=1)
    assert "turn_so_far" not in kinds(events), "b's turn holds nothing of a's"


def test_the_next_player_starts_with_nothing_held():
    s, _ = act(knight_turn(), "a", "roll", color="white", count=1)
    s, ended = act(s, "a", "done")
    s, rolled = act(s, "b", "roll", color="white", count=1)
    assert s.trick.held == rolled and rolled[0]["player"] == "b"


def test_a_version_2_game_in_the_middle_of_a_turn_loads_with_nothing_held_and_plays_on():
    s, _ = act(knight_turn(), "a", "roll", color="white", count=1)
    old = s.model_dump(mode="json")
    old["schema_version"] = 2
    del old["trick"]["held"]
    assert held_steps({"trick": None}) == {"trick": None}
    loaded = ENGINE.load_state(old)
    assert loaded.schema_version == 3 and loaded.trick.held == []
    s, ended = act(loaded, "a", "done")
    assert "turn_so_far" not in kinds(ended) and whose_turn(s) == "b"  # its roll was posted when it was played
