"""Throneworld in words for one player: their chits, their mat, their map, the battle estimator's
answer, and the labels of the moves offered to them as buttons."""

from __future__ import annotations

import zlib
from typing import Any

from engines.base import Action
from engines.errors import BadArguments
from engines.throneworld import actions as A
from engines.throneworld import movement
from engines.throneworld import odds as battle_odds
from engines.throneworld import units as U
from engines.throneworld.chits import ACTION_CHITS
from engines.throneworld.suggest import hex_label, hexes_of, seat_label

ODDS_TRIALS = 400
MIN_ODDS_TRIALS = 20
ODDS_WORK = 12_000
"""The work one odds answer may do (odds.work_of: rounds and dice, measured at about 7 µs each: 0.09 s of
CPU): as many battles as it allows, up to ODDS_TRIALS; a battle of which fewer than MIN_ODDS_TRIALS fit is
refused."""
TECHS = ("jump", "comm", "space", "ground")
USE_TEXT = {
    "artifact": "chit step: two research attempts (the second right after the first)",
    "boom": "chit step: its value in credits, local production at two systems, or develop a system",
    "sabotage": "chit step: lower a rival system's development, destroy units, or weaken a neutral",
    "hwreturn": "chit step: bring units home from up to two worlds (as a transfer: the units you name)",
    "jam": "reaction window: stop one proposed jump or scan (or counter-jam a response)",
    "intercept": "reaction window: send a fleet to defend a system of yours being jumped at",
}

# --- private views -----------------------------------------------------------------------------


def describe_hand(view: Any) -> str:
    lines = [f"**Your chits** ({len(view.hand)}; the others only see how many you hold):"]
    for item in view.hand:
        uses = "; or ".join(f"{u.upper()}, {USE_TEXT.get(u, u)}" for u in item["uses"])
        lines.append(f"• `{item['id']}` **{item['name']}**: {uses}.")
    if not view.hand:
        lines.append("No chits: you draw back up to five at the end of each expansion.")
    lines.append('Play one in your chit step (`/throneworld chit chit:A07 use:boom option:credits`); turn in up to '
                 'five when you pass (`/throneworld pass turn_in:"A07 A12"`).')
    return "\n".join(lines)


def _proposal_text(p: dict[str, Any]) -> str:
    if p.get("kind") == "scan":
        return f"scan {p['target']} (bunker {p['bunker']})"
    if p.get("kind") == "transfer":
        return f"transfer {p.get('units') or 'everything'} {p['origin']} → {p['to']}"
    units = p.get("units")
    if isinstance(units, dict):
        units = U.text(units)
    return f"jump {units or 'the fleet'} {p.get('origin')} → {p['target']} (bunker {p['bunker']})"


def describe_empire(view: Any) -> str:
    me = view.me
    empire = view.ground["empires"][me]
    lines = [f"**Your empire**: {empire['race']}, homeworld {empire['home']}."]
    lines.append(f"Systems: {view.scores.get(me, 0)} of the {view.needed} that start a victory attempt (the "
                 f"Throneworld counts 6) · treasury {empire['treasury']} credits · production "
                 f"{empire['production']} credits.")
    techs = " · ".join(f"{t.capitalize()} {empire['techs'][t]} (box {empire['boxes'].get(t, '?')}/12)" for t in TECHS)
    lines.append(f"Techs: {techs}.")
    orders = view.orders or {}
    if orders:
        lines.append(f"Standing battle orders: retreat {orders.get('retreat')} attacking and "
                     f"{orders.get('retreat_defending', orders.get('retreat'))} defending, drop invade "
                     f"{'yes' if orders.get('drop') else 'no'}, invade {'yes' if orders.get('invade') else 'no'}, "
                     f"lose ships {orders.get('space_losses')} and troops {orders.get('ground_losses')} first "
                     "(`/throneworld orders`).")
    lines.append(f"Turn {view.turn}, phase {view.phase}" + (f", {view.current}'s expansion" if view.current else "")
                 + (" (a production turn)." if view.production_turn else "."))
    if view.plan:
        lines.append("Your plan: " + "; ".join(f"{i}. {_proposal_text(p)}" for i, p in enumerate(view.plan, 1))
                     + " (commit it to propose).")
    pending = view.pending or {}
    if view.phase in ("outreach", "research", "production"):
        if pending.get("jumps"):
            lines.append("Your Outreach jumps: " + "; ".join(_proposal_text(j) for j in pending["jumps"]) + ".")
        if pending.get("builds"):
            cost = sum(b.get("cost", 0) for b in pending["builds"])
            lines.append("Your build order (hidden until all are done): "
                         + "; ".join(f"{U.text(b['units'])} at {b['at']}" for b in pending["builds"])
                         + f" — {cost} credits.")
        if pending.get("tech"):
            lines.append(f"Your research choice: {pending['tech']}.")
        if pending.get("done"):
            lines.append("You are done for this step; the others are still choosing.")
    if view.followup:
        f = view.followup
        if f.get("kind") == "artifact":
            lines.append("Your Artifact's second research attempt is next.")
        else:
            builds = "; ".join(f"{U.text(b['units'])} at {b['at']}" for b in f.get("builds", [])) or "nothing yet"
            lines.append(f"Building with your chit ({f.get('mode')}): {builds}.")
    if view.attempt:
        lines.append(f"Victory attempt under way by {seat_label(view, view.attempt['player'])}.")
    return "\n".join(lines)


def describe_noted(view: Any) -> str:
    """After an order that changes nothing public (a jump added to the plan, a build to the hidden order):
    what the player has ordered so far and what is left to spend, for their eyes only."""
    me = view.me
    treasury = view.ground["empires"][me]["treasury"]
    lines = []
    if view.plan:
        lines.append("Your plan so far: " + "; ".join(f"{i}. {_proposal_text(p)}" for i, p in enumerate(view.plan, 1))
                     + ". Add more, or commit it to propose.")
    pending = view.pending or {}
    if pending.get("jumps"):
        lines.append(f"Your Outreach jumps ({len(pending['jumps'])} of 2): "
                     + "; ".join(_proposal_text(j) for j in pending["jumps"]) + ".")
    builds = pending.get("builds") or []
    if builds or view.phase in ("outreach", "production"):
        cost = sum(b.get("cost", 0) for b in builds)
        ordered = "; ".join(f"{U.text(b['units'])} at {b['at']}" for b in builds) or "nothing yet"
        lines.append(f"Your build order (hidden until all are done): {ordered} — {cost} of {treasury} credits, "
                     f"{treasury - cost} left.")
    return "\n".join(lines)


def describe_map(view: Any) -> str:
    me = view.me
    hexes = hexes_of(view)
    lines = ["**Your map** (only you see it: it shows the face-down tiles you scanned)."]
    mine = [hex_label(view, h) for n, h in sorted(hexes.items()) if h.get("owner") == me]
    if mine:
        lines.append("Your systems: " + "; ".join(m.replace(" · yours", "") for m in mine) + ".")
    away = [f"{n} {h['forces'][me]}" for n, h in sorted(hexes.items()) if h.get("owner") != me and h["forces"].get(me)]
    if away:
        lines.append("Your units elsewhere: " + "; ".join(away) + ".")
    scanned = []
    for n, h in sorted(hexes.items()):
        if not h.get("face_up") and "dev" in h:
            techs = f", space {h.get('space_tech')} ground {h.get('ground_tech')}" if h.get("space_tech") else ""
            scanned.append(f"{n} {h['kind']} dev {h['dev']}{techs}, {h.get('neutral') or 'no forces'}")
    lines.append("Scanned, still face down: " + ("; ".join(scanned) if scanned else "none") + ".")
    unknown = sum(1 for h in hexes.values() if not h.get("face_up") and "dev" not in h)
    lines.append(f"{unknown} face-down tiles you have not scanned. Hex names autocomplete in every command.")
    return "\n".join(lines)


def describe_hex(view: Any, name: str) -> str:
    """Everything at one hex this player may know: the tile (when face up or scanned by them), who
    owns it and whether it counts in their production, and every empire's units there by name
    (forces on the map are open information; a face-down tile's neutrals only after a scan)."""
    hexes = hexes_of(view)
    h = hexes.get((name or "").strip().upper())
    if h is None:
        return f"There is no hex '{name}' on this map. Hex names autocomplete as you type."
    lines = [f"**{hex_label(view, h).split(' · ')[0]}** · {h['kind']}" + (" · blockaded" if h.get("blockaded") else "")]
    owner = h.get("owner")
    if owner:
        production = "counts in its production total" if h.get("in_total", True) else "produces locally"
        lines.append(f"Owned by {seat_label(view, owner)}; it {production}.")
    if "dev" in h:
        techs = f", Space {h.get('space_tech') or '-'} Ground {h.get('ground_tech') or '-'}"
        lines.append(f"Tile: value {h['dev']}{techs}" + ("" if h.get("face_up") else " (face down: you scanned it)")
                     + f"; neutral forces: {U.names(U.parse(h['neutral'])) if h.get('neutral') else 'none'}.")
    else:
        lines.append("Tile: face down, not scanned by you.")
    used = h.get("used_bunkers") or {}
    for player, text in (h.get("forces") or {}).items():
        units = U.parse(text)
        note = f" ({used[player]} Command Bunker used this turn)" if used.get(player) else ""
        who = "You" if player == view.me else player
        lines.append(f"{who}: {U.names(units)}{note}.")
    if not h.get("forces"):
        lines.append("No empire has units here.")
    return "\n".join(lines)


# --- the battle estimator ----------------------------------------------------------------------


def odds_text(state: Any, player: str, to: str, units: str | None, fleet: str | None) -> str:
    """The estimator's answer for this player (refuses, like the engine, when the defenders are
    hidden from them, and for forces they could not field). Raises DicehallError with a sentence."""
    g = state.ground
    target = movement.hex_name(g, to)
    origin = movement.hex_name(g, fleet, "fleet") if fleet else None
    attacking = U.without(_fieldable(g, player, origin, units), U.STATIC + "T")
    if not attacking:
        raise BadArguments("Survey Teams, Shields and Command Bunkers don't attack: name warships or troops.")
    bunkers = [n for n, s in g.systems.items() if s.stacks.get(player) and s.stacks[player].troops.get("C")]
    bunker = min(bunkers, key=lambda b: (g.distance(b, target) if g.distance(b, target) is not None else 99, b),
                 default=g.home(player))
    order = movement.JumpOrder(origin=origin or target, to=target, units=attacking, bunker=bunker, player=player)
    battle = battle_odds.battle_for_jumps(g, player, [order])
    head = f"**Odds: {U.text(attacking)} against {target}**"
    if battle is None:
        return f"{head}: no battle would be fought there (nothing hostile defends it)."
    seed = zlib.crc32(f"{state.turn}:{target}:{U.text(attacking)}".encode())
    result = battle_odds.estimate(battle, ODDS_TRIALS, seed, budget=ODDS_WORK)
    if result.trials < MIN_ODDS_TRIALS:
        raise BadArguments("That battle is too large to simulate here: the estimator answers for smaller battles.")
    command = "in command" if movement.in_command(g, player, bunker, target) else "out of command (no bunker in range)"
    return (f"{head} ({result.trials} simulated battles with your standing orders, {command}):\n"
            f"{result.summary()}\nBattles last {result.rounds:.1f} rounds on average. Only you see this; "
            "nothing was played.")


def _fieldable(g: Any, player: str, origin: str | None, units: str | None) -> dict[str, int]:
    """The attacking force asked about, refused unless the player has those units (at `origin` when
    named, else anywhere on the map): the estimator answers questions about forces that exist."""
    if not (units and units.strip()):
        if origin is None:
            raise BadArguments('Say which units attack (units:"3B 2P 4L"), or the fleet they jump from (fleet:D4).')
        return g.systems[origin].units_of(player)
    asked = U.parse(units)
    if origin is not None:
        have, where = g.systems[origin].units_of(player), f"at {origin}"
    else:
        have, where = {}, "on the map"
        for s in g.systems.values():
            have = U.add(have, s.units_of(player))
    if not U.contains(have, asked):
        mine = U.text(U.without(have, U.STATIC + "T")) or "no warships or troops"
        raise BadArguments(f"You have {mine} {where}: the odds are for forces you could field.")
    return asked


def chit_label(action: A.Chit) -> str:
    """A chit's button: its id (two chits of one kind are told apart), its name once, and what this play
    does in words ("A07 Artifact: two research rolls, Jump first")."""
    name = ACTION_CHITS[action.chit].name if action.chit in ACTION_CHITS else action.chit
    if action.use == "hwreturn":
        name = "HW Return"  # not "HW Return / Jam": the play says which of its uses
    at = action.target or "?"
    if action.use == "artifact":
        does = f"two research rolls, {(action.tech or '?').capitalize()} first"
    elif action.use == "boom":
        does = {"credits": "its value in credits", "local": "local production at two systems",
                "develop": f"develop {at}"}.get(action.option or "", "boom")
    elif action.use == "sabotage":
        does = {"develop": f"lower {at}'s development",
                "force": f"destroy {action.space} space, {action.ground} ground units at {at}",
                "neutral": f"weaken the neutral at {at}" + (f" ({action.units})" if action.units else "")
                }.get(action.option or "", f"sabotage {at}")
    elif action.use == "hwreturn":
        does = "bring home " + (action.units or "everything") + " from " + " and ".join(action.origins or ["?"])
    else:
        does = action.use or "play"
    label = f"{action.chit} {name}: {does}"
    if action.turn_in:
        label += f", turning in {action.turn_in}"
    return label


def action_label(state: Any, action: Action) -> str:
    """A button label for one of the player's own legal moves."""
    if isinstance(action, A.Jump):
        what = "Survey Team" if action.units in ("T", "2T") else (action.units or "fleet")
        return f"Jump {what} {action.fleet} → {action.to}" + (f" (bunker {action.bunker})" if action.bunker else "")
    if isinstance(action, A.Scan):
        return f"Scan {action.hex}" + (f" (bunker {action.bunker})" if action.bunker else "")
    if isinstance(action, A.Transfer):
        return f"Transfer {action.units or 'everything'} {action.origin} → {action.to}"
    if isinstance(action, A.Jam):
        target = state.plan[action.action - 1].target if 0 < action.action <= len(state.plan) else "?"
        return f"Jam action {action.action} (→ {target}) with bunker {action.bunker}"
    if isinstance(action, A.Intercept):
        target = state.plan[action.action - 1].target if 0 < action.action <= len(state.plan) else "?"
        return f"Intercept action {action.action} (→ {target}) with fleet {action.fleet} (bunker {action.bunker})"
    if isinstance(action, A.Counterjam):
        responses = state.window.responses if state.window else []
        r = responses[action.response - 1] if 0 < action.response <= len(responses) else None
        what = f"{r.player}'s {r.kind}" if r else "it"
        return f"Counter-jam response {action.response} ({what}) with bunker {action.bunker}"
    if isinstance(action, A.Research):
        return "No research" if action.tech == "none" else f"Research {action.tech}"
    if isinstance(action, A.Build):
        if action.done or not action.units:
            return "Done building"
        return f"Build {action.units}" + (f" at {action.at}" if action.at else "")
    if isinstance(action, A.EventTarget):
        extra = ""
        if action.option == "develop":
            extra = ": lower its development"
        elif action.option == "force":
            extra = f": destroy {action.space} space, {action.ground} ground"
        return f"Strike {action.target}{extra}"
    if isinstance(action, A.Chit):
        return chit_label(action)
    if isinstance(action, A.Pass):
        if action.turn_in:
            return f"Pass, turning in {len(action.turn_in)} chit{'s' if len(action.turn_in) > 1 else ''}"
        return "Pass"
    if isinstance(action, A.Commit):
        return "Commit"
    return action.do
