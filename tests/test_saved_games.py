"""Games saved by earlier releases load, upgrade and play on; seeded games play as they did.

The fixtures under tests/fixtures/ were written by `python -m tests.fixtures.make_fixtures` (see its
docstring for which of them may be regenerated and when)."""

from __future__ import annotations

import difflib
import json
import random
from datetime import UTC, datetime

import pytest
from pydantic import create_model

from engines import registry
from engines.base import State
from engines.errors import SavedStateUnreadable
from lang import ENGLISH
from tests.fixtures import make_fixtures as fixtures
from tests.refusals import refused_saying

NOW = datetime(2026, 1, 1, tzinfo=UTC)
PLAY_ON = 300
"""Moves played on from each saved state (or until its game ends)."""
INDEX = fixtures.saved_states()
OLDEST = fixtures.releases(fixtures.STATES)[0].name


def saved(key: str) -> str:
    """A saved state's JSON text by "<release>/<stem>"."""
    return INDEX[key]["path"].read_text()


def play_on(engine, state: State, seed: int, moves: int = PLAY_ON) -> State:
    """Random legal moves with the contract's invariants checked at each one."""
    rand = random.Random(seed)
    for number in range(moves):
        if engine.outcome(state) is not None:
            break
        assert engine.load_state(state.model_dump_json()) == state, "the state does not survive a JSON round trip"
        public = engine.view(state, None)
        assert set(public.scores) == set(state.players)
        for player in state.players:
            engine.view(state, player)
        player, action = fixtures.random_step(engine, state, rand)
        if number % 10 == 0:
            engine.apply(state, player, engine.on_timeout(state, player, NOW), NOW)
        state = engine.apply(state, player, action, NOW).state
    return state


# --- saved states -------------------------------------------------------------------------------


def test_every_game_and_player_count_has_a_saved_state():
    covered = {(entry["game"], entry["players"]) for entry in INDEX.values()}
    for name in fixtures.shipped_games():
        engine = registry.get(name)
        for count in range(engine.min_players, engine.max_players + 1):
            assert (name, count) in covered, f"no saved {name} state with {count} players in tests/fixtures/states"


@pytest.mark.parametrize("key", sorted(INDEX))
def test_a_saved_state_loads_validates_and_plays_on(key):
    entry = INDEX[key]
    engine = registry.get(entry["game"])
    text = saved(key)
    state = engine.load_state(text)
    assert state.schema_version == engine.current_schema_version()
    assert len(state.players) == entry["players"]
    assert engine.outcome(state) is None and engine.awaiting(state), "a mid-game state awaits someone"
    if entry["schema_version"] == engine.current_schema_version():
        assert state.model_dump_json() == text, (
            f"{entry['game']}'s state reads a saved game of version {entry['schema_version']} differently: a change "
            "to the state's shape needs a higher schema_version and an upgrade step (docs/DEVELOPING.md)."
        )
    play_on(engine, state, seed=entry["seed"])


# --- golden playthroughs ------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "count", "seed"), fixtures.playthrough_cases())
def test_a_seeded_game_plays_as_it_did(name, count, seed):
    expected = fixtures.playthrough_path(name).read_text().splitlines()
    actual = fixtures.playthrough_lines(name, count, seed)
    for number, (want, got) in enumerate(zip(expected, actual, strict=False)):
        if want != got:
            pytest.fail(_first_difference(name, number, want, got))
    assert len(actual) == len(expected), _first_difference(name, min(len(actual), len(expected)), "", "")


def _first_difference(name: str, number: int, want: str, got: str) -> str:
    def pretty(line: str) -> list[str]:
        return json.dumps(json.loads(line), indent=1, sort_keys=True).splitlines() if line else ["(no line)"]

    diff = "\n".join(difflib.unified_diff(pretty(want), pretty(got), "recorded", "played now", lineterm="", n=2))
    return (
        f"{name} plays differently from line {number + 1} of {fixtures.playthrough_path(name).name}:\n{diff}\n"
        "If the change is meant, regenerate with `python -m tests.fixtures.make_fixtures playthroughs` and "
        "review the diff of tests/fixtures/playthroughs/ with the change."
    )


# --- the upgrade mechanism ----------------------------------------------------------------------


def noted(engine):
    """The game as if its next release added a required `notes` field to its state: one version
    higher, with the step that fills it for games saved before (after the game's own real steps)."""
    current = engine.current_schema_version()
    state_type = create_model(
        f"Noted{engine.state_type.__name__}", __base__=engine.state_type,
        schema_version=(int, current + 1), notes=(list[str], ...),
    )

    def add_notes(data: dict) -> dict:
        assert data["schema_version"] == current, "steps run in order, each on the version it is for"
        return {**data, "notes": [f"saved at version {current}"]}

    engine_type = type(f"Noted{type(engine).__name__}", (type(engine),),
                       {"state_type": state_type, "upgrades": {**engine.upgrades, current: add_notes}})
    return engine_type(), current


@pytest.mark.parametrize("name", fixtures.shipped_games())
def test_a_state_of_an_older_version_is_upgraded_and_plays_on(name):
    engine, older = noted(registry.get(name))
    state = engine.load_state(saved(f"{OLDEST}/{name}-{engine.min_players}p"))
    assert state.schema_version == older + 1
    assert state.notes == [f"saved at version {older}"]
    after = play_on(engine, state, seed=1, moves=50)
    assert after.notes == state.notes and isinstance(after, engine.state_type)
    assert engine.load_state(after.model_dump_json()) == after  # the upgraded shape saves and loads as it is


def test_a_state_from_a_newer_version_is_refused_with_a_sentence():
    engine = registry.get("wurfelhelden")
    data = json.loads(saved(f"{OLDEST}/wurfelhelden-2p"))
    data["schema_version"] = engine.current_schema_version() + 1
    with refused_saying(SavedStateUnreadable, "newer version of the bot") as caught:
        engine.load_state(data)
    assert ENGLISH.say(caught.value.message).endswith(".")


def test_a_version_without_its_step_is_refused_with_a_sentence():
    engine, older = noted(registry.get("wurfelhelden"))
    engine.upgrades = {k: v for k, v in engine.upgrades.items() if k != older}
    with refused_saying(SavedStateUnreadable, "can no longer read") as caught:
        engine.load_state(saved(f"{OLDEST}/wurfelhelden-2p"))
    assert ENGLISH.say(caught.value.message).endswith(".")
