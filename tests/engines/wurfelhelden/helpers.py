"""Building Würfelhelden positions and transcripts for the tests."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from engines import registry
from engines.said import Text
from lang import ENGLISH

NOW = datetime(2026, 1, 1, tzinfo=UTC)
ENGINE = registry.get("wurfelhelden")

# Faces by number, as GAMES.md lists them (the numbers forced dice pick).
W_SWORD1, W_SWORD2, W_SWORD3, W_COIN, W_COIN2, W_YELLOW = 1, 2, 3, 4, 5, 6
Y_SWORD1, Y_SWORD2, Y_SWORD3, Y_COIN, Y_RED, Y_X = 1, 2, 3, 4, 5, 6
R_SWORD1, R_SWORD2, R_SWORD3, R_COIN, R_COIN2, R_X = 1, 2, 3, 4, 5, 6


def die(colour: str, face: int | None = None) -> dict[str, Any]:
    return {"colour": colour, "face": face}


def W(face: int | None = None) -> dict[str, Any]:  # noqa: N802
    return die("white", face)


def Y(face: int | None = None) -> dict[str, Any]:  # noqa: N802
    return die("yellow", face)


def R(face: int | None = None) -> dict[str, Any]:  # noqa: N802
    return die("red", face)


def transcript(players: list[str], opening: list[int], dice: list[int], steps: list[dict[str, Any]],
               setup: dict[str, Any] | None = None, seed: int = 1) -> dict[str, Any]:
    """A script-runner transcript; `opening` are the forced dice the opening roll uses (seat order)."""
    return {"game": "wurfelhelden", "players": players, "seed": seed, "setup": setup or {},
            "dice": [*opening, *dice], "steps": steps}


def act(who: str, do: str, **args: Any) -> dict[str, Any]:
    return {"as": who, "do": do, "args": args}


def seat_of(public: dict[str, Any], name: str) -> dict[str, Any]:
    return next(s for s in public["seats"] if s["name"] == name)


def faces(dice: list[dict[str, Any]]) -> list[tuple[str, int | None]]:
    return [(d["colour"][0].upper(), d["face"]) for d in dice]


def new_state(players: list[str], opening: list[int], patch: dict[str, Any] | None = None, dice: list[int] = ()):
    """An engine state with a forced opening roll, a merge patch, then forced dice for the play."""
    from bot.merge_patch import merge_patch

    state = ENGINE.new_game(players, {}, seed=1, forced_dice=list(opening))
    if patch:
        state = ENGINE.load_state(merge_patch(state.model_dump(mode="json"), patch))
    state.rng.forced = list(dice)
    return state


def english(text: Text | None) -> str:
    """What the game said, as an English reader reads it."""
    return ENGLISH.say(text) if text is not None else ""


def play(state, who: str, do: str, **args: Any):
    result = ENGINE.apply(state, who, ENGINE.parse_action(do, args), NOW)
    return result.state, result.events
