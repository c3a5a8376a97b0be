"""Saved states from before a change load, upgrade and play on (engines/throneworld/upgrades.py)."""

import json
import random

from engines.throneworld.engine import Throneworld
from engines.throneworld.state import ThroneworldState

from ._game_support import NOW, new

E = Throneworld()


def saved_by_version_one(state: ThroneworldState) -> str:
    """The JSON the bot saved before specialties read the lower row (same fields, version 1)."""
    data = json.loads(state.model_dump_json())
    data["schema_version"] = 1
    return json.dumps(data)


def test_a_version_one_game_loads_reads_the_lower_row_and_plays_on():
    state = new(4, seed=3)
    for _ in range(60):  # some way into the game: Outreach done, expansions under way
        awaited = E.awaiting(state)
        if not awaited:
            break
        player = awaited[0].player
        state = E.apply(state, player, E.ai_action(state, player, random.Random(player)), NOW).state
    specialists = {p: e for p, e in state.ground.empires.items()
                   if e.race in ("Buralti", "Pasha", "Q'teni", "Trill")}
    assert specialists
    loaded = E.load_state(saved_by_version_one(state))
    assert loaded.schema_version == 2 == E.current_schema_version()
    for p, e in specialists.items():
        mine = loaded.ground.empires[p]
        assert mine.boxes == e.boxes  # the markers stay where they were on the mat
        tech = {"Buralti": "ground", "Pasha": "space", "Q'teni": "comm", "Trill": "jump"}[e.race]
        assert mine.rating(tech) == {1: 2, 2: 3, 3: 3, 4: 4, 5: 4, 6: 5}[mine.boxes[tech]]
    for _ in range(40):  # and it plays on
        awaited = E.awaiting(loaded)
        if not awaited:
            break
        player = awaited[0].player
        loaded = E.apply(loaded, player, E.ai_action(loaded, player, random.Random(player)), NOW).state
    assert loaded.turn > state.turn
