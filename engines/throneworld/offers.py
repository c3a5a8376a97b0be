"""What one of a player's own moves does and what it costs, in one short line: the description under a move
in the private menus ("Uses your bunker at C3 this turn; Commit proposes it"). Said from the player's own
side of the state (their bunkers, chits, credits and techs), never from what another player hides."""

from __future__ import annotations

from typing import Any

from engines.base import Action
from engines.throneworld import actions as A
from engines.throneworld import races
from engines.throneworld import units as U

DETAIL = 100
"""Discord's longest select option description."""


def move_detail(state: Any, player: str, action: Action) -> str:
    """What `action` of `player`'s does and costs, at most 100 characters ('' when the label says it all)."""
    text = _detail(state, player, action)
    return text if len(text) <= DETAIL else text[: DETAIL - 1] + "…"


def _detail(state: Any, player: str, action: Action) -> str:
    if isinstance(action, (A.Jump, A.Scan)):
        return _planned(state, action)
    if isinstance(action, A.Transfer):
        return "Your whole move this turn, instead of jumps and scans; Commit proposes it"
    if isinstance(action, A.Jam):
        return f"Costs {_chit(action.chit, 'JAM')} and your bunker at {action.bunker}: that action fails"
    if isinstance(action, A.Intercept):
        return (f"Costs {_chit(action.chit, 'INTERCEPT')} and your bunker at {action.bunker}: the fleet from "
                f"{action.fleet} meets the jump and defends")
    if isinstance(action, A.Counterjam):
        return f"Costs {_chit(action.chit, 'JAM')} and your bunker at {action.bunker}: that answer fails"
    if isinstance(action, A.Research):
        return _research(state, player, action.tech)
    if isinstance(action, A.Build) and action.units:
        cost = U.force_cost(U.parse(action.units), state.ground.race(player))
        return f"Costs {cost} credit{'s' if cost != 1 else ''}: {U.names(U.parse(action.units))}"
    if isinstance(action, A.Chit):
        turned = f" and turns in {action.turn_in}" if action.turn_in else ""
        return f"Spends chit {action.chit}{turned}; you draw back up to five after the chit step"
    if isinstance(action, A.EventTarget):
        return "The event strikes there; choosing costs you nothing"
    return ""


def _planned(state: Any, action: A.Jump | A.Scan) -> str:
    """A jump or a scan orders a Command Bunker (once a turn); Outreach has no bunkers to spend."""
    if state.phase == "outreach":
        return "A Survey Team jump of your Outreach; Commit my Outreach sends it"
    bunker = f"your bunker at {action.bunker}" if action.bunker else "your nearest free bunker"
    does = "jump" if isinstance(action, A.Jump) else "scan (only you see the tile)"
    return f"Uses {bunker} this turn for the {does}; Commit proposes your plan"


def _chit(chit: str, kind: str) -> str:
    return f"a {kind} chit" if chit == kind.lower() else f"chit {chit}"


def _research(state: Any, player: str, tech: str) -> str:
    if tech == "none":
        return "No roll this time"
    mat = state.ground.empires[player]
    box = mat.boxes[tech]
    target = races.research_target(box)
    if target is None:
        return f"{tech.capitalize()} is at its last box: the roll cannot raise it"
    now, then = mat.rating(tech), races.rating(box + 1, races.RACES[mat.race].specialty == tech)
    needs = "Any roll" if target <= 1 else f"A die roll of {target}+"  # from the first box it always moves
    if then == now:  # some boxes share a rating: the roll moves the marker towards the next one
        return f"{needs} moves {tech.capitalize()} one box on (its rating stays {now})"
    return f"{needs} raises {tech.capitalize()} from {now} to {then}"
