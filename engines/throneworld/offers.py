"""What one of a player's own moves does and what it costs, in one short line: the description under a move
in the private menus ("Uses your bunker at C3 this turn; Commit proposes it"), a Said the cog makes in the
reader's language and cuts to Discord's 100 characters. Said from the player's own side of the state (their
bunkers, chits, credits and techs), never from what another player hides."""

from __future__ import annotations

from typing import Any

from engines.base import Action
from engines.said import Said, Value, said
from engines.throneworld import actions as A
from engines.throneworld import races
from engines.throneworld import units as U


def move_detail(state: Any, player: str, action: Action) -> Said | None:
    """What `action` of `player`'s does and costs (None when the label says it all)."""
    if isinstance(action, (A.Jump, A.Scan)):
        return _planned(state, action)
    if isinstance(action, A.Transfer):
        return said("tw-offer-transfer")
    if isinstance(action, A.Jam):
        return said("tw-offer-jam", chit=_chit(action.chit, "jam"), bunker=action.bunker)
    if isinstance(action, A.Intercept):
        return said("tw-offer-intercept", chit=_chit(action.chit, "intercept"), bunker=action.bunker,
                    fleet=action.fleet)
    if isinstance(action, A.Counterjam):
        return said("tw-offer-counterjam", chit=_chit(action.chit, "jam"), bunker=action.bunker)
    if isinstance(action, A.Research):
        return _research(state, player, action.tech)
    if isinstance(action, A.Build) and action.units:
        cost = U.force_cost(U.parse(action.units), state.ground.race(player))
        return said("tw-offer-build", cost=cost, units=U.names(U.parse(action.units)))
    if isinstance(action, A.Chit):
        return said("tw-offer-chit", chit=action.chit, turned=action.turn_in or "none")
    if isinstance(action, A.EventTarget):
        return said("tw-offer-event")
    return None


def _planned(state: Any, action: A.Jump | A.Scan) -> Said:
    """A jump or a scan orders a Command Bunker (once a turn); Outreach has no bunkers to spend."""
    if state.phase == "outreach":
        return said("tw-offer-outreach-jump")
    return said("tw-offer-planned", bunker=action.bunker or "none",
                does="jump" if isinstance(action, A.Jump) else "scan")


def _chit(chit: str, kind: str) -> Value:
    """The chit a reaction spends: any of its kind, or the one named."""
    return said("tw-offer-any-chit", kind=kind) if chit == kind else said("tw-offer-named-chit", chit=chit)


def _research(state: Any, player: str, tech: str) -> Said:
    if tech == "none":
        return said("tw-offer-no-research")
    mat = state.ground.empires[player]
    box = mat.boxes[tech]
    target = races.research_target(box)
    named = said("tw-tech", tech=tech)
    if target is None:
        return said("tw-offer-research-full", tech=named)
    now, then = mat.rating(tech), races.rating(box + 1, races.RACES[mat.race].specialty == tech)
    needs = 1 if target <= 1 else target  # from the first box any roll moves the marker
    if then == now:  # some boxes share a rating: the roll moves the marker towards the next one
        return said("tw-offer-research-box", needs=needs, tech=named, now=now)
    return said("tw-offer-research", needs=needs, tech=named, now=now, then=then)
