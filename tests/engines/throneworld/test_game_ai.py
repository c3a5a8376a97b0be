"""The AI seat: it beats random empires in 2-player games; AI-vs-AI games for 2-6 players end with units,
chits and treasuries in order after every move; the same seed replays the same game; a whole game through
the script runner with AI seats only. (Random legal play for 2-6 players, with JSON round trips and seed
replays, is tests/engines/test_all_games.py; the numbers are measure_ai.py's.)"""

import random

import pytest

from engines.throneworld import units as U
from engines.throneworld.chits import ACTION_CHITS
from engines.throneworld.engine import Throneworld

from ._game_support import NOW

E = Throneworld()


def play(count, seed, ai_players, max_turns=40, check=None):
    """A seeded game: AI seats move by the AI, the others at random. `check(before, after, events)` runs
    after every move."""
    players = [f"p{i}" for i in range(1, count + 1)]
    state = E.new_game(players, {"max_turns": max_turns}, seed)
    rand = random.Random(seed)
    moves = 0
    while E.outcome(state) is None:
        player = E.awaiting(state)[0].player
        if player in ai_players:
            action = E.ai_action(state, player, random.Random(f"{seed}:{moves}"))
        else:
            action = rand.choice(E.legal_actions(state, player))
        result = E.apply(state, player, action, NOW)
        if check:
            check(state, result.state, result.events)
        state = result.state
        moves += 1
        assert moves < 5000
    return state, moves


# --- invariants -------------------------------------------------------------------------------------


def built(events, player):
    """Units `player` built in these events (each build names its hex; a turn's summary does not)."""
    units = {}
    for e in events:
        if e.get("type") == "built" and e.get("player") == player and "hex" in e:
            units = U.add(units, U.parse(e["units"]))
    return units


def could_lose_units(before, events, player):
    """A battle at one of `player`'s worlds or with `player` in it, a sabotage of `player`'s force or a
    lost Survey Team: the only ways units leave the map."""
    for e in events:
        kind = e.get("type")
        if kind == "battle" and (player in (e.get("attacker"), e.get("defender"))
                                 or before.ground.systems[e["hex"]].owner == player):
            return True
        if (kind, e.get("victim") or e.get("player")) in (("sabotaged", player), ("survey_lost", player)):
            return True
    return False


def units_conserved(before, after, events):
    was, now = before.ground.unit_totals(), after.ground.unit_totals()
    for player in after.players:
        expected = U.add(was[player], built(events, player))
        assert U.contains(expected, now[player]), f"{player}: units from nowhere ({events})"
        if now[player] != expected:
            assert could_lose_units(before, events, player), f"{player}: units vanished ({events})"


def invariants(before, after, events):
    units_conserved(before, after, events)
    chits = [c for h in after.hands.values() for c in h] + after.cups.actions + after.cups.returning
    assert sorted(chits) == sorted(ACTION_CHITS)
    assert all(e.treasury >= 0 for e in after.ground.empires.values())
    for system in after.ground.systems.values():
        for stack in system.stacks.values():
            assert all(n > 0 for n in stack.units().values())
            assert stack.used_bunkers <= stack.troops.get("C", 0)
    assert E.load_state(after.model_dump_json()) == after


# --- tests ------------------------------------------------------------------------------------------


def test_the_ai_beats_random_empires_in_two_player_games():
    for seed in range(3):
        ai = f"p{seed % 2 + 1}"  # the AI takes either seat
        state, _ = play(2, seed, {ai})
        assert state.result.winners == [ai]


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_ai_games_keep_units_chits_and_treasuries_in_order_after_every_move(count):
    state, _ = play(count, 11 + count, {f"p{i}" for i in range(1, count + 1)}, max_turns=12, check=invariants)
    assert state.result is not None and E.awaiting(state) == []


def test_a_game_with_random_seats_keeps_the_invariants_too():
    state, _ = play(3, 4, {"p1"}, max_turns=10, check=invariants)
    assert state.result is not None


def test_the_same_seed_replays_the_same_ai_game():
    first, n1 = play(3, 5, {"p1", "p2", "p3"}, max_turns=6)
    second, n2 = play(3, 5, {"p1", "p2", "p3"}, max_turns=6)
    assert n1 == n2 and first.model_dump_json() == second.model_dump_json()


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
async def test_a_whole_game_with_ai_seats_through_the_script_runner(count):
    from tests.transcripts import final, run_transcript

    players = [f"ai:{i}" for i in range(1, count + 1)]
    lines = await run_transcript({"game": "throneworld", "players": players, "seed": count, "steps": []})
    end = final(lines)
    assert end["outcome"] is not None and end["outcome"]["ranks"][0] == 1
    assert end["public"]["result"]["reason"] == "attempt", "won as the rules say, not by the turn limit"
    assert set(end["public"]["scores"]) == set(players)
    for name, view in end["players"].items():
        assert view["me"] == name


def test_ai_against_ai_reaches_a_victory_attempt_that_succeeds():
    state, _ = play(4, 0, {"p1", "p2", "p3", "p4"}, max_turns=40)
    assert state.result.reason == "attempt" and state.turn < 40
    winner = state.result.winners[0]
    assert state.result.totals[winner] >= 14
