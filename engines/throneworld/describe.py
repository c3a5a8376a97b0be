"""Throneworld in words for one player: their chits, their mat, their map, the battle estimator's
answer, and the labels of the moves offered to them as buttons: each a Said of the catalogs (tw-describe-…,
tw-label-…), which the cog makes in the reader's language."""

from __future__ import annotations

import zlib
from typing import Any

from engines.base import Action
from engines.errors import BadArguments
from engines.said import Said, Value, said, said_from_json
from engines.throneworld import actions as A
from engines.throneworld import movement
from engines.throneworld import odds as battle_odds
from engines.throneworld import units as U
from engines.throneworld.chits import ACTION_CHITS
from engines.throneworld.narrate import joined
from engines.throneworld.suggest import hex_label, hexes_of, seat_label

ODDS_TRIALS = 400
MIN_ODDS_TRIALS = 20
ODDS_WORK = 12_000
"""The work one odds answer may do (odds.work_of: rounds and dice, measured at about 7 µs each: 0.09 s of
CPU): as many battles as it allows, up to ODDS_TRIALS; a battle of which fewer than MIN_ODDS_TRIALS fit is
refused."""
TECHS = ("jump", "comm", "space", "ground")


def lines_of(lines: list[Value]) -> Said:
    """Several lines as one Said, a line each."""
    return said("tw-said-lines", lines=joined(lines, "tw-join-lines"))


# --- private views -----------------------------------------------------------------------------


def describe_hand(view: Any) -> Said:
    lines: list[Value] = [said("tw-describe-hand-head", count=len(view.hand))]
    for item in view.hand:
        uses = joined([said("tw-describe-chit-use", use=u) for u in item["uses"]], "tw-join-or")
        lines.append(said("tw-describe-hand-chit", id=item["id"], name=said_from_json(item["name"]), uses=uses))
    if not view.hand:
        lines.append(said("tw-describe-hand-none"))
    lines.append(said("tw-describe-hand-how"))
    return lines_of(lines)


def _proposal_text(p: dict[str, Any]) -> Said:
    if p.get("kind") == "scan":
        return said("tw-describe-scan", hex=p["target"], bunker=p["bunker"])
    if p.get("kind") == "transfer":
        return said("tw-describe-transfer", units=p.get("units") or "everything", origin=p["origin"], hex=p["to"])
    units = p.get("units")
    if isinstance(units, dict):
        units = U.text(units)
    return said("tw-describe-jump", units=units or "fleet", origin=p.get("origin") or "", hex=p["target"],
                bunker=p["bunker"])


def _numbered(items: list[dict[str, Any]]) -> Value:
    return joined([said("tw-describe-numbered", number=i, what=_proposal_text(p)) for i, p in enumerate(items, 1)],
                  "tw-join-semicolon")


def _builds(builds: list[dict[str, Any]]) -> Value:
    if not builds:
        return said("tw-describe-nothing-yet")
    return joined([said("tw-describe-build", units=U.text(b["units"]), hex=b["at"]) for b in builds],
                  "tw-join-semicolon")


def describe_empire(view: Any) -> Said:
    me = view.me
    empire = view.ground["empires"][me]
    lines: list[Value] = [said("tw-describe-empire-head", race=empire["race"], home=empire["home"])]
    lines.append(said("tw-describe-empire-systems", systems=view.scores.get(me, 0), needed=view.needed,
                      treasury=empire["treasury"], production=empire["production"]))
    techs = joined([said("tw-describe-tech", tech=said("tw-tech", tech=t), rating=empire["techs"][t],
                         box=empire["boxes"].get(t, "?")) for t in TECHS], "tw-join-dot")
    lines.append(said("tw-describe-techs", techs=techs))
    orders = view.orders or {}
    if orders:
        lines.append(said("tw-describe-orders", attacking=str(orders.get("retreat")),
                          defending=str(orders.get("retreat_defending", orders.get("retreat"))),
                          drop="yes" if orders.get("drop") else "no", invade="yes" if orders.get("invade") else "no",
                          ships=str(orders.get("space_losses")), troops=str(orders.get("ground_losses"))))
    lines.append(said("tw-describe-turn", turn=view.turn, phase=str(view.phase), player=view.current or "none",
                      production="yes" if view.production_turn else "no"))
    if view.plan:
        lines.append(said("tw-describe-plan", plan=_numbered(view.plan)))
    lines += _pending_lines(view)
    if view.followup:
        f = view.followup
        if f.get("kind") == "artifact":
            lines.append(said("tw-describe-artifact-next"))
        else:
            lines.append(said("tw-describe-chit-builds", mode=str(f.get("mode")), builds=_builds(f.get("builds", []))))
    if view.attempt:
        lines.append(said("tw-describe-attempt", player=seat_label(view, view.attempt["player"])))
    return lines_of(lines)


def _pending_lines(view: Any) -> list[Value]:
    """What the player chose in a step everyone takes at once (Outreach, research, production)."""
    pending = view.pending or {}
    if view.phase not in ("outreach", "research", "production"):
        return []
    lines: list[Value] = []
    if pending.get("jumps"):
        lines.append(said("tw-describe-outreach-jumps", jumps=joined([_proposal_text(j) for j in pending["jumps"]],
                                                                     "tw-join-semicolon")))
    if pending.get("builds"):
        cost = sum(b.get("cost", 0) for b in pending["builds"])
        lines.append(said("tw-describe-build-order", builds=_builds(pending["builds"]), cost=cost))
    if pending.get("tech"):
        lines.append(said("tw-describe-research-choice", tech=str(pending["tech"])))
    if pending.get("done"):
        lines.append(said("tw-describe-done"))
    return lines


def describe_noted(view: Any) -> Said | None:
    """After an order that changes nothing public (a jump added to the plan, a build to the hidden order):
    what the player has ordered so far and what is left to spend, for their eyes only (None: nothing)."""
    me = view.me
    treasury = view.ground["empires"][me]["treasury"]
    lines: list[Value] = []
    if view.plan:
        lines.append(said("tw-describe-plan-so-far", plan=_numbered(view.plan)))
    pending = view.pending or {}
    if pending.get("jumps"):
        lines.append(said("tw-describe-outreach-jumps-of", count=len(pending["jumps"]),
                          jumps=joined([_proposal_text(j) for j in pending["jumps"]], "tw-join-semicolon")))
    builds = pending.get("builds") or []
    if builds or view.phase in ("outreach", "production"):
        cost = sum(b.get("cost", 0) for b in builds)
        lines.append(said("tw-describe-build-order-left", builds=_builds(builds), cost=cost, treasury=treasury,
                          left=treasury - cost))
    return lines_of(lines) if lines else None


def describe_map(view: Any) -> Said:
    me = view.me
    hexes = hexes_of(view)
    lines: list[Value] = [said("tw-describe-map-head")]
    mine = [hex_label(view, h, mine=False) for n, h in sorted(hexes.items()) if h.get("owner") == me]
    if mine:
        lines.append(said("tw-describe-map-mine", systems=joined(mine, "tw-join-semicolon")))
    away = [f"{n} {h['forces'][me]}" for n, h in sorted(hexes.items()) if h.get("owner") != me and h["forces"].get(me)]
    if away:
        lines.append(said("tw-describe-map-away", units="; ".join(away)))
    scanned: list[Value] = []
    for n, h in sorted(hexes.items()):
        if not h.get("face_up") and "dev" in h:
            scanned.append(said("tw-describe-map-scanned-tile", hex=n, kind=str(h["kind"]), dev=h["dev"],
                                space=h.get("space_tech") or "none", ground=h.get("ground_tech") or "-",
                                neutral=h.get("neutral") or "none"))
    lines.append(said("tw-describe-map-scanned", tiles=joined(scanned, "tw-join-semicolon") if scanned else "none"))
    unknown = sum(1 for h in hexes.values() if not h.get("face_up") and "dev" not in h)
    lines.append(said("tw-describe-map-unknown", count=unknown))
    return lines_of(lines)


def describe_hex(view: Any, name: str) -> Said:
    """Everything at one hex this player may know: the tile (when face up or scanned by them), who
    owns it and whether it counts in their production, and every empire's units there by name
    (forces on the map are open information; a face-down tile's neutrals only after a scan)."""
    hexes = hexes_of(view)
    h = hexes.get((name or "").strip().upper())
    if h is None:
        return said("tw-describe-no-hex", typed=name or "")
    lines: list[Value] = [said("tw-describe-hex-head", hex=h["name"], kind=str(h["kind"]),
                               blockaded="yes" if h.get("blockaded") else "no")]
    owner = h.get("owner")
    if owner:
        lines.append(said("tw-describe-hex-owner", player=seat_label(view, owner),
                          local="no" if h.get("in_total", True) else "yes"))
    if "dev" in h:
        neutral = U.names(U.parse(h["neutral"])) if h.get("neutral") else said("tw-odds-no-units")
        lines.append(said("tw-describe-hex-tile", dev=h["dev"], space=h.get("space_tech") or "-",
                          ground=h.get("ground_tech") or "-", scanned="no" if h.get("face_up") else "yes",
                          neutral=neutral))
    else:
        lines.append(said("tw-describe-hex-unscanned"))
    used = h.get("used_bunkers") or {}
    for player, text in (h.get("forces") or {}).items():
        lines.append(said("tw-describe-hex-force", player=player if player != view.me else said("tw-describe-you"),
                          units=U.names(U.parse(text)), used=used.get(player) or 0))
    if not h.get("forces"):
        lines.append(said("tw-describe-hex-empty"))
    return lines_of(lines)


# --- the battle estimator ----------------------------------------------------------------------


def odds_text(state: Any, player: str, to: str, units: str | None, fleet: str | None) -> Said:
    """The estimator's answer for this player (refuses, like the engine, when the defenders are
    hidden from them, and for forces they could not field). Raises DicehallError with a Said."""
    g = state.ground
    target = movement.hex_name(g, to)
    origin = movement.hex_name(g, fleet, "fleet") if fleet else None
    attacking = U.without(_fieldable(g, player, origin, units), U.STATIC + "T")
    if not attacking:
        raise BadArguments(said("tw-refuse-odds-no-attackers"))
    bunkers = [n for n, s in g.systems.items() if s.stacks.get(player) and s.stacks[player].troops.get("C")]
    bunker = min(bunkers, key=lambda b: (g.distance(b, target) if g.distance(b, target) is not None else 99, b),
                 default=g.home(player))
    order = movement.JumpOrder(origin=origin or target, to=target, units=attacking, bunker=bunker, player=player)
    battle = battle_odds.battle_for_jumps(g, player, [order])
    if battle is None:
        return said("tw-odds-no-battle", units=U.text(attacking), hex=target)
    seed = zlib.crc32(f"{state.turn}:{target}:{U.text(attacking)}".encode())
    result = battle_odds.estimate(battle, ODDS_TRIALS, seed, budget=ODDS_WORK)
    if result.trials < MIN_ODDS_TRIALS:
        raise BadArguments(said("tw-refuse-odds-too-large"))
    return said("tw-odds", units=U.text(attacking), hex=target, trials=result.trials,
                command="yes" if movement.in_command(g, player, bunker, target) else "no", summary=result.summary(),
                rounds=round(result.rounds, 1))


def _fieldable(g: Any, player: str, origin: str | None, units: str | None) -> dict[str, int]:
    """The attacking force asked about, refused unless the player has those units (at `origin` when
    named, else anywhere on the map): the estimator answers questions about forces that exist."""
    if not (units and units.strip()):
        if origin is None:
            raise BadArguments(said("tw-refuse-odds-which"))
        return g.systems[origin].units_of(player)
    asked = U.parse(units)
    if origin is not None:
        have = g.systems[origin].units_of(player)
    else:
        have = {}
        for s in g.systems.values():
            have = U.add(have, s.units_of(player))
    if not U.contains(have, asked):
        mine = U.text(U.without(have, U.STATIC + "T")) or said("tw-odds-no-forces")
        raise BadArguments(said("tw-refuse-odds-not-yours", units=mine, hex=origin or "none"))
    return asked


def chit_label(action: A.Chit) -> Said:
    """A chit's button: its id (two chits of one kind are told apart), its name once, and what this play
    does in words ("A07 Artifact: two research rolls, Jump first")."""
    chit = ACTION_CHITS.get(action.chit)
    name: Value = chit.title if chit else action.chit
    if action.use == "hwreturn":
        name = said("tw-label-hw-return")  # not "HW Return / Jam": the play says which of its uses
    label = said("tw-label-chit", id=action.chit, name=name, does=_chit_does(action))
    return said("tw-label-turning-in", label=label, chits=action.turn_in) if action.turn_in else label


def _chit_does(action: A.Chit) -> Said:
    at = action.target or "?"
    if action.use == "artifact":
        return said("tw-label-artifact", tech=said("tw-tech", tech=action.tech) if action.tech else "?")
    if action.use == "boom":
        return said("tw-label-boom", option=action.option or "none", hex=at)
    if action.use == "sabotage":
        return said("tw-label-sabotage", option=action.option or "none", hex=at, space=action.space or 0,
                    ground=action.ground or 0, units=action.units or "none")
    if action.use == "hwreturn":
        return said("tw-label-hwreturn", units=action.units or "everything", origins=tuple(action.origins or ["?"]))
    return said("tw-label-play", use=action.use or "none")


def action_label(state: Any, action: Action) -> Said:
    """A button label for one of the player's own legal moves."""
    if isinstance(action, A.Jump):
        what: Value = said("tw-label-survey-team") if action.units in ("T", "2T") else (
            action.units or said("tw-said-fleet"))
        return said("tw-label-jump", units=what, origin=action.fleet, hex=action.to, bunker=action.bunker or "none")
    if isinstance(action, A.Scan):
        return said("tw-label-scan", hex=action.hex, bunker=action.bunker or "none")
    if isinstance(action, A.Transfer):
        return said("tw-label-transfer", units=action.units or "everything", origin=action.origin, hex=action.to)
    if isinstance(action, A.Jam | A.Intercept):
        target = state.plan[action.action - 1].target if 0 < action.action <= len(state.plan) else "?"
        if isinstance(action, A.Jam):
            return said("tw-label-jam", number=action.action, hex=target, bunker=action.bunker)
        return said("tw-label-intercept", number=action.action, hex=target, fleet=action.fleet, bunker=action.bunker)
    if isinstance(action, A.Counterjam):
        responses = state.window.responses if state.window else []
        r = responses[action.response - 1] if 0 < action.response <= len(responses) else None
        return said("tw-label-counterjam", number=action.response, player=r.player if r else "none",
                    kind=r.kind if r else "none", bunker=action.bunker)
    if isinstance(action, A.Research):
        return said("tw-label-research", tech=action.tech)
    if isinstance(action, A.Build):
        if action.done or not action.units:
            return said("tw-label-build-done")
        return said("tw-label-build", units=action.units, hex=action.at or "none")
    if isinstance(action, A.EventTarget):
        return said("tw-label-strike", hex=action.target, option=action.option or "none", space=action.space or 0,
                    ground=action.ground or 0)
    if isinstance(action, A.Chit):
        return chit_label(action)
    if isinstance(action, A.Pass):
        return said("tw-label-pass", count=len(action.turn_in))
    return said("tw-label-commit") if isinstance(action, A.Commit) else said("tw-label-other", do=action.do)
