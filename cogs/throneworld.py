"""/throneworld: Throneworld's moves as slash commands (one per action, options = the action's fields),
the private views (map, hand, empire), the battle estimator (odds), autocomplete for hexes, fleets,
bunkers, chits and units, the buttons under the table picture and the private ones behind "My options".

Everything a player is offered here (suggestions, labels, private buttons) is computed from that
player's own view or their own legal moves, never from what another player hides.
"""

from __future__ import annotations

import asyncio
import logging
import zlib
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import (
    ActionButton,
    ActionSelect,
    channel_key,
    play,
    refuse,
    register_controls,
    register_private_controls,
    service_of,
    show_private,
)
from engines import registry
from engines.base import Action, State
from engines.errors import BadArguments, DicehallError
from engines.throneworld import hexmap, movement
from engines.throneworld import odds as battle_odds
from engines.throneworld import units as U
from engines.throneworld.actions import (
    Build,
    Chit,
    Commit,
    Counterjam,
    EventTarget,
    Intercept,
    Jam,
    Jump,
    Pass,
    Research,
    Scan,
    Transfer,
)
from engines.throneworld.bridge import PACKAGES
from engines.throneworld.chits import ACTION_CHITS

log = logging.getLogger(__name__)

GAME = "throneworld"
MAX_CHOICES = 25
"""Discord shows at most 25 autocomplete suggestions."""
ODDS_TRIALS = 400

TECHS = ("jump", "comm", "space", "ground")
TECH_CHOICES = [app_commands.Choice(name=t, value=t) for t in TECHS]
RESEARCH_CHOICES = [*TECH_CHOICES, app_commands.Choice(name="none (skip the attempt)", value="none")]
USE_CHOICES = [app_commands.Choice(name=n, value=v) for n, v in (
    ("artifact (two research attempts)", "artifact"), ("boom (Economic Boom)", "boom"),
    ("sabotage", "sabotage"), ("hwreturn (bring units home)", "hwreturn"))]
CHIT_OPTION_CHOICES = [app_commands.Choice(name=n, value=v) for n, v in (
    ("local (boom: local production)", "local"), ("credits (boom: to the treasury)", "credits"),
    ("develop (boom: raise; sabotage: lower)", "develop"), ("force (sabotage: destroy units)", "force"),
    ("neutral (sabotage a neutral's forces)", "neutral"))]
EVENT_OPTION_CHOICES = [app_commands.Choice(name="develop (lower its development)", value="develop"),
                        app_commands.Choice(name="force (destroy units)", value="force")]
RETREAT_CHOICES = [app_commands.Choice(name="never", value="never"),
                   app_commands.Choice(name="when outgunned", value="outgunned")]

USE_TEXT = {
    "artifact": "chit step: two research attempts (the second right after the first)",
    "boom": "chit step: its value in credits, local production at two systems, or develop a system",
    "sabotage": "chit step: lower a rival system's development, destroy units, or weaken a neutral",
    "hwreturn": "chit step: bring the units of up to two worlds home",
    "jam": "reaction window: stop one proposed jump or scan (or counter-jam a response)",
    "intercept": "reaction window: send a fleet to defend a system of yours being jumped at",
}
STATIC = set(U.STATIC)
MOBILE_SHIPS = "TBPMF"
WARSHIPS = "BPMF"


# --- reading a player's own view ---------------------------------------------------------------


def _hexes(view: Any) -> dict[str, dict[str, Any]]:
    return {h["name"]: h for h in view.ground["hexes"]}


def _players(view: Any) -> int:
    return len(view.scores)


def _distance(view: Any, a: str, b: str) -> int | None:
    try:
        return hexmap.distance(_players(view), a, b)
    except (KeyError, ValueError):
        return None


def _tech(view: Any, name: str) -> int:
    return int(view.ground["empires"][view.me]["techs"].get(name, 1))


def _mine(view: Any, h: dict[str, Any]) -> dict[str, int]:
    text = h["forces"].get(view.me)
    return U.parse(text) if text and text != "nothing" else {}


def _unused_bunkers(view: Any, h: dict[str, Any]) -> int:
    return max(0, _mine(view, h).get("C", 0) - int(h.get("used_bunkers", {}).get(view.me, 0)))


def _home_of(view: Any, name: str) -> str | None:
    return next((p for p, e in view.ground["empires"].items() if e.get("home") == name), None)


def _who(view: Any, player: str) -> str:
    return "you" if player == view.me else player


def hex_label(view: Any, h: dict[str, Any]) -> str:
    """A short description of a hex as this player knows it: "D4 · outer dev 3 · yours · your fleet 2P 3F"."""
    me = view.me
    name, kind, owner = h["name"], h["kind"], h.get("owner")
    bits = [name]
    home_of = _home_of(view, name) if kind == "home" else None
    if kind == "throne":
        bits.append("Throneworld")
    elif kind == "home":
        bits.append("your homeworld" if home_of == me else f"{home_of}'s homeworld" if home_of else "homeworld")
    elif h.get("face_up"):
        bits.append(f"{kind} dev {h.get('dev', '?')}")
    elif "dev" in h:
        bits.append(f"face-down {kind}, scanned: dev {h['dev']}")
    else:
        bits.append(f"face-down {kind}")
    if owner == me:
        if home_of != me:
            bits.append("yours" if kind != "home" else "held by you")
    elif owner is not None:
        if kind != "home":
            bits.append(f"{owner}'s")
        elif owner != home_of:
            bits.append(f"held by {owner}")
    elif "neutral" in h:
        bits.append(f"neutral {h['neutral']}" if h["neutral"] else "no neutral forces")
    mine = h["forces"].get(me)
    if mine:
        moving = any(c not in STATIC for c in _mine(view, h))
        bits.append(f"your {'fleet' if moving and owner != me else 'units'} {mine}")
    others = [f"{p} {t}" for p, t in h["forces"].items() if p != me and t]
    if others:
        bits.append(", ".join(others))
    if h.get("blockaded"):
        bits.append("blockaded")
    return _clip(" · ".join(bits))


def _clip(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _matches(current: str, value: str, label: str) -> bool:
    typed = (current or "").strip().lower()
    return not typed or value.lower().startswith(typed) or typed in label.lower()


Suggestion = tuple[str, Any]
"""(label, value) of one autocomplete choice."""


def _hex_choices(view: Any, current: str, names: list[str], extra: Callable[[str], str] | None = None
                 ) -> list[Suggestion]:
    hexes = _hexes(view)
    out: list[Suggestion] = []
    for name in names:
        label = hex_label(view, hexes[name])
        if extra is not None:
            more = extra(name)
            label = _clip(f"{label} · {more}" if more else label)
        if _matches(current, name, label):
            out.append((label, name))
        if len(out) >= MAX_CHOICES:
            break
    return out


def suggest_hexes(view: Any, current: str, near: str | None = None, reach: int | None = None) -> list[Suggestion]:
    """Every hex in play; with `near` (a fleet, a bunker), nearest first with the distance shown."""
    hexes = _hexes(view)
    near = near.upper() if near and near.upper() in hexes else None
    names = sorted(hexes)
    if near is None:
        return _hex_choices(view, current, names)

    def key(name: str) -> tuple[int, str]:
        d = _distance(view, near, name)
        return (99 if d is None else d, name)

    names = [n for n in sorted(names, key=key) if n != near]

    def extra(name: str) -> str:
        d = _distance(view, near, name)
        if d is None:
            return "out of reach"
        note = f"{d} from {near}"
        return note + (" (out of range)" if reach is not None and d > reach else "")

    return _hex_choices(view, current, names, extra)


def suggest_scan_targets(view: Any, current: str) -> list[Suggestion]:
    """Face-down hexes you have not scanned, nearest to your unused Command Bunkers first."""
    hexes = _hexes(view)
    bunkers = [n for n, h in hexes.items() if _unused_bunkers(view, h)]
    comm = _tech(view, "comm")

    def nearest(name: str) -> int:
        ds = [d for b in bunkers if (d := _distance(view, b, name)) is not None]
        return min(ds, default=99)

    unknown = [n for n, h in hexes.items() if not h.get("face_up") and view.me not in h.get("scans", [])]
    names = sorted(unknown, key=lambda n: (nearest(n), n))
    names += sorted(n for n in hexes if n not in unknown)
    return _hex_choices(view, current, names,
                        lambda n: f"{nearest(n)} from a free bunker" if nearest(n) <= comm else "")


def suggest_fleets(view: Any, current: str, warships_only: bool = False) -> list[Suggestion]:
    """Hexes where you have units that can jump (warships only for an intercept)."""
    hexes = _hexes(view)
    letters = WARSHIPS if warships_only else MOBILE_SHIPS
    names = [n for n, h in sorted(hexes.items()) if any(c in letters for c in _mine(view, h))]
    return _hex_choices(view, current, names)


def suggest_bunkers(view: Any, current: str, near: str | None = None) -> list[Suggestion]:
    """Hexes with an unused Command Bunker of yours; with `near`, nearest first and whether it is in
    your Comm range of it."""
    hexes = _hexes(view)
    names = [n for n, h in hexes.items() if _unused_bunkers(view, h)]
    comm = _tech(view, "comm")
    near = near.upper() if near and near.upper() in hexes else None

    def distance(name: str) -> int:
        d = _distance(view, near, name) if near else 0
        return 99 if d is None else d

    names.sort(key=lambda n: (distance(n), n))
    out: list[Suggestion] = []
    for name in names:
        free = _unused_bunkers(view, hexes[name])
        label = f"{name} · {free} unused Command Bunker{'s' if free > 1 else ''}"
        if near:
            d = distance(name)
            label += f" · {d} from {near} ({'in' if d <= comm else 'out of'} Comm range {comm})"
        if _matches(current, name, label):
            out.append((_clip(label), name))
    return out[:MAX_CHOICES]


def suggest_own_systems(view: Any, current: str, exclude: str | None = None) -> list[Suggestion]:
    hexes = _hexes(view)
    names = [n for n, h in sorted(hexes.items()) if h.get("owner") == view.me and n != (exclude or "").upper()]
    return _hex_choices(view, current, names)


def _unit_options(units: dict[str, int], keep_static: bool) -> list[str]:
    """Useful ways to name some of these units: all of them, ships only, Survey Teams, each kind."""
    if not keep_static:
        units = {c: n for c, n in units.items() if c not in STATIC}
    if not units:
        return []
    options = [U.text(units)]
    ships = U.only(units, MOBILE_SHIPS if not keep_static else U.SHIPS)
    warships = U.only(units, "BPMF")
    troops = U.only(units, U.MOBILE_TROOPS)
    for part in (U.add(warships, troops), warships, ships, U.only(units, "T"), troops):
        if part:
            options.append(U.text(part))
    for code in U.ORDER:
        if units.get(code):
            options.append(U.text({code: units[code]}))
            if units[code] > 1:
                options.append(code)
    seen: list[str] = []
    for option in options:
        if option not in seen:
            seen.append(option)
    return seen


def suggest_targets(view: Any, current: str) -> list[Suggestion]:
    """For a chit or an event: other players' systems first, then yours, then the rest."""
    hexes = _hexes(view)

    def rank(name: str) -> tuple[int, str]:
        owner = hexes[name].get("owner")
        return (0 if owner not in (None, view.me) else 1 if owner == view.me else 2, name)

    return _hex_choices(view, current, sorted(hexes, key=rank))


def suggest_neutral_units(view: Any, current: str, at: str | None) -> list[Suggestion]:
    """Sabotage of a neutral: its forces as you know them (a tile you scanned or a face-up one)."""
    out: list[Suggestion] = []
    typed = (current or "").strip()
    if typed:
        out.append((_clip(f"{typed} (as typed)"), typed))
    h = _hexes(view).get((at or "").upper())
    if h is None or not h.get("neutral"):
        return out
    for option in _unit_options(U.parse(h["neutral"]), keep_static=True):
        if option != typed and (not typed or option.lower().startswith(typed.lower())):
            out.append((_clip(f"{option} · of the neutral {h['neutral']} at {h['name']}"), option))
    return out[:MAX_CHOICES]


def suggest_units(view: Any, current: str, at: str | None, keep_static: bool = False) -> list[Suggestion]:
    """Unit texts from your units at `at` (the fleet or origin already chosen); what you typed first."""
    hexes = _hexes(view)
    out: list[Suggestion] = []
    typed = (current or "").strip()
    if typed:
        out.append((_clip(f"{typed} (as typed)"), typed))
    h = hexes.get((at or "").upper())
    if h is None:
        return out
    there = _mine(view, h)
    for option in _unit_options(there, keep_static):
        if option == typed:
            continue
        label = f"{option} · {U.names(U.parse(option))}"
        if option == U.text({c: n for c, n in there.items() if keep_static or c not in STATIC}):
            label = f"{option} · all of your units at {h['name']}"
        if not typed or option.lower().startswith(typed.lower()) or typed.lower() in label.lower():
            out.append((_clip(label), option))
    return out[:MAX_CHOICES]


def suggest_builds(view: Any, current: str) -> list[Suggestion]:
    """Packages to build with their cost for your race (what you typed first)."""
    empire = view.ground["empires"][view.me]
    race = empire.get("race")
    typed = (current or "").strip()
    out: list[Suggestion] = []
    if typed:
        try:
            cost = U.force_cost(U.parse(typed), race)
            out.append((_clip(f"{typed} · {_credits(cost)}"), typed))
        except DicehallError:
            out.append((_clip(f"{typed} (as typed)"), typed))
    packages = [*PACKAGES, *(c for c in U.ORDER if c not in PACKAGES)]
    for package in packages:
        if package == typed:
            continue
        units = U.parse(package)
        label = f"{package} · {U.names(units)} · {_credits(U.force_cost(units, race))}"
        if not typed or package.lower().startswith(typed.lower()) or typed.lower() in label.lower():
            out.append((_clip(label), package))
    return out[:MAX_CHOICES]


def _credits(n: int) -> str:
    return f"{n} credit" if n == 1 else f"{n} credits"


def _chit_label(cid: str) -> str:
    chit = ACTION_CHITS[cid]
    return f"{cid} · {chit.name} ({' or '.join(chit.uses)})"


def suggest_chits(view: Any, current: str, uses: tuple[str, ...] | None = None, exclude: str | None = None
                  ) -> list[Suggestion]:
    """Your chits (by id, with their names), only those playable for `uses` when given."""
    out: list[Suggestion] = []
    for item in view.hand:
        cid = item["id"]
        if cid == exclude or (uses and not set(uses) & set(item["uses"])):
            continue
        label = _chit_label(cid)
        if _matches(current, cid, label):
            out.append((label, cid))
    return out[:MAX_CHOICES]


def suggest_more(current: str, candidates: list[tuple[str, str]], limit: int = 5) -> list[Suggestion]:
    """For a list typed as text ("A07 A12"): what is typed so far plus one more candidate each."""
    words = (current or "").replace(",", " ").split()
    known = {v.lower() for v, _ in candidates}
    done = [w for w in words if w.lower() in known]
    partial = "" if not words or words[-1].lower() in known else words[-1]
    prefix = " ".join(done)
    out: list[Suggestion] = []
    if done:
        out.append((_clip(f"{prefix} (as typed)"), prefix))
    if len(done) >= limit:
        return out
    for value, label in candidates:
        if value.lower() in {w.lower() for w in done}:
            continue
        if partial and not (value.lower().startswith(partial.lower()) or partial.lower() in label.lower()):
            continue
        text = f"{prefix} {value}".strip()
        out.append((_clip(f"{text} · + {label}"), text))
    return out[:MAX_CHOICES]


def suggest_actions(view: Any, current: str) -> list[Suggestion]:
    """The proposed actions of the open window, by number."""
    out: list[Suggestion] = []
    for i, p in enumerate(view.proposal or [], 1):
        if p["kind"] == "scan":
            label = f"{i} · scan {p['target']} (bunker {p['bunker']})"
        elif p.get("origin"):
            label = f"{i} · jump {p.get('units') or 'fleet'} {p['origin']} → {p['target']} (bunker {p['bunker']})"
        else:
            label = f"{i} · the Imperial Attack on {p['target']}"
        if _matches(current, str(i), label):
            out.append((_clip(label), i))
    return out


def suggest_responses(view: Any, current: str) -> list[Suggestion]:
    """The announced jams and intercepts, by number (for a counter-jam)."""
    out: list[Suggestion] = []
    for i, r in enumerate(view.responses or [], 1):
        what = "JAMS" if r["kind"] == "jam" else f"INTERCEPTS with {r.get('units') or 'the fleet'} from {r['fleet']}"
        label = f"{i} · {r['player']} {what} action {r['action']} (bunker {r['bunker']})"
        if r.get("countered"):
            label += " · already countered"
        if _matches(current, str(i), label):
            out.append((_clip(label), i))
    return out


def _proposal_bunker(view: Any, number: Any) -> str | None:
    try:
        return (view.proposal or [])[int(number) - 1]["bunker"] or None
    except (TypeError, ValueError, IndexError):
        return None


def _response_bunker(view: Any, number: Any) -> str | None:
    try:
        return (view.responses or [])[int(number) - 1]["bunker"]
    except (TypeError, ValueError, IndexError):
        return None


def suggest(what: str, view: Any, current: str, typed: dict[str, Any]) -> list[Suggestion]:
    """The suggestions for one option (`what` names the command and option, e.g. "jump.to"), from the
    player's own view and the other options typed so far."""
    ns = {k: v for k, v in typed.items() if v not in (None, "")}
    if what in ("jump.fleet", "odds.fleet"):
        return suggest_fleets(view, current)
    if what == "intercept.fleet":
        return suggest_fleets(view, current, warships_only=True)
    if what in ("jump.to", "odds.to"):
        return suggest_hexes(view, current, ns.get("fleet"), _tech(view, "jump"))
    if what == "jump.bunker":
        return suggest_bunkers(view, current, ns.get("fleet"))
    if what == "scan.bunker":
        return suggest_bunkers(view, current, ns.get("hex"))
    if what == "jam.bunker":
        return suggest_bunkers(view, current, _proposal_bunker(view, ns.get("action")))
    if what == "intercept.bunker":
        return suggest_bunkers(view, current, ns.get("fleet"))
    if what == "counterjam.bunker":
        return suggest_bunkers(view, current, _response_bunker(view, ns.get("response")))
    if what == "scan.hex":
        return suggest_scan_targets(view, current)
    if what in ("jump.units", "intercept.units", "odds.units"):
        return suggest_units(view, current, ns.get("fleet"))
    if what == "transfer.units":
        return suggest_units(view, current, ns.get("origin"), keep_static=True)
    if what == "transfer.origin" or what == "build.at":
        return suggest_own_systems(view, current)
    if what == "transfer.to":
        return suggest_own_systems(view, current, exclude=ns.get("origin"))
    if what == "build.units":
        return suggest_builds(view, current)
    if what in ("chit.target", "event.target"):
        return suggest_targets(view, current)
    if what == "chit.units":
        return suggest_neutral_units(view, current, ns.get("target"))
    if what == "chit.chit":
        return suggest_chits(view, current, ("artifact", "boom", "sabotage", "hwreturn"))
    if what == "chit.turn_in":
        return suggest_chits(view, current, exclude=ns.get("chit"))
    if what in ("jam.chit", "counterjam.chit"):
        return suggest_chits(view, current, ("jam",))
    if what == "intercept.chit":
        return suggest_chits(view, current, ("intercept",))
    if what == "pass.turn_in":
        return suggest_more(current, [(item["id"], f"{item['name']}") for item in view.hand])
    if what == "chit.origins":
        mine = [(name, hex_label(view, h)) for name, h in sorted(_hexes(view).items())
                if h.get("owner") == view.me and name != view.ground["empires"][view.me]["home"]]
        return suggest_more(current, mine, limit=2)
    if what in ("jam.action", "intercept.action"):
        return suggest_actions(view, current)
    if what == "counterjam.response":
        return suggest_responses(view, current)
    return []


class NotThisGame(DicehallError):
    """A /throneworld command in a channel playing another game."""


async def _own_table(interaction: discord.Interaction) -> Table:
    table = await service_of(interaction).playing_table(channel_key(interaction))
    if table.game != GAME:
        raise NotThisGame(f"The game in this channel is {registry.get(table.game).title}, not Throneworld.")
    return table


async def _show_private(interaction: discord.Interaction, describe: Callable[[Any], str]) -> None:
    try:
        await _own_table(interaction)
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    await show_private(interaction, describe)


async def _own_view(interaction: discord.Interaction) -> Any | None:
    service = service_of(interaction)
    try:
        table = await service.playing_table(channel_key(interaction))
        if table.game != GAME:
            return None
        return service.player_view(table, str(interaction.user.id))
    except DicehallError:
        return None


def _autocomplete(what: str) -> Callable[[discord.Interaction, str], Awaitable[list[app_commands.Choice]]]:
    """An autocomplete callback for one option: the asking player's own view only, nothing cached."""

    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        view = await _own_view(interaction)
        if view is None:
            return []
        typed = {k: v for k, v in vars(interaction.namespace).items()}
        try:
            found = suggest(what, view, str(current or ""), typed)
        except Exception:  # a suggestion must never break typing the command
            log.exception("Autocomplete %s failed", what)
            return []
        return [app_commands.Choice(name=label[:100], value=value) for label, value in found[:MAX_CHOICES]]

    complete.__name__ = f"complete_{what.replace('.', '_')}"
    return complete


def ac(command: str, *options: str) -> dict[str, Any]:
    return {o: _autocomplete(f"{command}.{o}") for o in options}


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
        lines.append(f"Standing battle orders: retreat {orders.get('retreat')}, drop invade "
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
        lines.append(f"Victory attempt under way by {_who(view, view.attempt['player'])}.")
    return "\n".join(lines)


def describe_map(view: Any) -> str:
    me = view.me
    hexes = _hexes(view)
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


# --- the battle estimator ----------------------------------------------------------------------


def odds_text(state: Any, player: str, to: str, units: str | None, fleet: str | None) -> str:
    """The estimator's answer for this player (refuses, like the engine, when the defenders are
    hidden from them). Raises DicehallError with a sentence."""
    g = state.ground
    target = movement.hex_name(g, to)
    origin = movement.hex_name(g, fleet, "fleet") if fleet else None
    if units and units.strip():
        attacking = U.parse(units)
    elif origin:
        attacking = g.systems[origin].units_of(player)
    else:
        raise BadArguments('Say which units attack (units:"3B 2P 4L"), or the fleet they jump from (fleet:D4).')
    attacking = U.without(attacking, U.STATIC + "T")
    if not attacking:
        raise BadArguments("Survey Teams, Shields and Command Bunkers don't attack: name warships or troops.")
    bunkers = [n for n, s in g.systems.items() if s.stacks.get(player) and s.stacks[player].troops.get("C")]
    bunker = min(bunkers, key=lambda b: (g.distance(b, target) if g.distance(b, target) is not None else 99, b),
                 default=g.home(player))
    order = movement.JumpOrder(origin=origin or target, to=target, units=attacking, bunker=bunker, player=player)
    seed = zlib.crc32(f"{state.turn}:{target}:{U.text(attacking)}".encode())
    result = battle_odds.estimate_jump(g, player, [order], trials=ODDS_TRIALS, seed=seed)
    head = f"**Odds: {U.text(attacking)} against {target}**"
    if result is None:
        return f"{head}: no battle would be fought there (nothing hostile defends it)."
    command = "in command" if movement.in_command(g, player, bunker, target) else "out of command (no bunker in range)"
    return (f"{head} ({result.trials} simulated battles with your standing orders, {command}):\n"
            f"{result.summary()}\nBattles last {result.rounds:.1f} rounds on average. Only you see this; "
            "nothing was played.")


# --- buttons: public under the table, private behind "My options" ------------------------------


def _button(table: Table, action: Action, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary
            ) -> ActionButton | None:
    """A button playing exactly `action` (None when its custom id would be too long for Discord)."""
    args = {k: v for k, v in action.args().items() if v not in (None, "", [])}
    try:
        return ActionButton(table, action.do, args, label=_clip(label, 80), style=style)
    except ValueError:
        return None


def controls(table: Table, state: State) -> list[discord.ui.Item]:
    """Under the table, for the current mover: commit the plan, pass. Everything else (what a hand
    allows, simultaneous choices) is private, behind "My options"."""
    s: Any = state
    items: list[discord.ui.Item | None] = []
    if s.phase == "move":
        if s.plan:
            label = f"Commit plan ({len(s.plan)} order{'s' if len(s.plan) > 1 else ''})"
        elif s.transfer:
            label = "Commit the transfer"
        else:
            label = "Commit: no moves"
        items.append(_button(table, Commit(), label, discord.ButtonStyle.success))
        items.append(_button(table, Pass(), "Pass: end my expansion"))
    elif s.phase == "chit":
        items.append(_button(table, Pass(), "Pass: end my expansion"))
    return [item for item in items if item is not None]


def action_label(state: Any, action: Action) -> str:
    """A button label for one of the player's own legal moves."""
    if isinstance(action, Jump):
        what = "Survey Team" if action.units in ("T", "2T") else (action.units or "fleet")
        return f"Jump {what} {action.fleet} → {action.to}" + (f" (bunker {action.bunker})" if action.bunker else "")
    if isinstance(action, Scan):
        return f"Scan {action.hex}" + (f" (bunker {action.bunker})" if action.bunker else "")
    if isinstance(action, Transfer):
        return f"Transfer {action.units or 'everything'} {action.origin} → {action.to}"
    if isinstance(action, Jam):
        target = state.plan[action.action - 1].target if 0 < action.action <= len(state.plan) else "?"
        return f"Jam action {action.action} (→ {target}) with bunker {action.bunker}"
    if isinstance(action, Intercept):
        target = state.plan[action.action - 1].target if 0 < action.action <= len(state.plan) else "?"
        return f"Intercept action {action.action} (→ {target}) with fleet {action.fleet} (bunker {action.bunker})"
    if isinstance(action, Counterjam):
        responses = state.window.responses if state.window else []
        r = responses[action.response - 1] if 0 < action.response <= len(responses) else None
        what = f"{r.player}'s {r.kind}" if r else "it"
        return f"Counter-jam response {action.response} ({what}) with bunker {action.bunker}"
    if isinstance(action, Research):
        return "No research" if action.tech == "none" else f"Research {action.tech}"
    if isinstance(action, Build):
        if action.done or not action.units:
            return "Done building"
        return f"Build {action.units}" + (f" at {action.at}" if action.at else "")
    if isinstance(action, EventTarget):
        extra = ""
        if action.option == "develop":
            extra = ": lower its development"
        elif action.option == "force":
            extra = f": destroy {action.space} space, {action.ground} ground"
        return f"Strike {action.target}{extra}"
    if isinstance(action, Chit):
        name = ACTION_CHITS[action.chit].name if action.chit in ACTION_CHITS else action.chit
        bits = [f"Play {name}: {action.use}"]
        if action.option:
            bits.append(action.option)
        if action.target:
            bits.append(f"at {action.target}")
        if action.tech:
            bits.append(f"first {action.tech}")
        if action.space is not None:
            bits.append(f"{action.space} space {action.ground} ground")
        if action.units:
            bits.append(action.units)
        if action.origins:
            bits.append("from " + " ".join(action.origins))
        if action.turn_in:
            bits.append(f"turning in {action.turn_in}")
        return " ".join(bits)
    if isinstance(action, Pass):
        if action.turn_in:
            return f"Pass, turning in {len(action.turn_in)} chit{'s' if len(action.turn_in) > 1 else ''}"
        return "Pass"
    if isinstance(action, Commit):
        return "Commit"
    return action.do


def _build_select(table: Table, state: Any, player: str, builds: list[Build], placeholder: str
                  ) -> ActionSelect | None:
    """One menu of homeworld builds (the `units` option alone)."""
    race = state.ground.race(player)
    options = []
    for build in builds:
        if build.at is None and build.units and not build.done:
            cost = U.force_cost(U.parse(build.units), race)
            options.append(discord.SelectOption(label=_clip(f"{build.units} · {U.names(U.parse(build.units))}", 100),
                                                description=_credits(cost), value=build.units))
    if not options:
        return None
    return ActionSelect(table, "build", "units", options[:25], placeholder=placeholder)


def private_controls(table: Table, state: State, player: str) -> list[discord.ui.Item]:
    """The awaited player's own choices, from their legal moves (a sample where the space is large):
    answered privately, so the channel never sees what a hand allows."""
    engine = registry.get(GAME)
    s: Any = state
    legal = engine.legal_actions(state, player)
    phase = s.phase
    items: list[discord.ui.Item | None] = []
    first: list[discord.ui.Item | None] = []
    last: list[discord.ui.Item | None] = []
    room = 25

    def buttons(actions: list[Action], style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        for action in actions:
            items.append(_button(table, action, action_label(s, action), style))

    if phase in ("outreach", "production") or (phase == "followup" and s.followup.kind == "build"):
        builds = [a for a in legal if isinstance(a, Build)]
        if phase == "outreach":
            first.append(_build_select(table, s, player, builds, "Buy units at your homeworld…"))
            buttons([a for a in legal if isinstance(a, Jump)][:8])
            last.append(_button(table, Commit(), "Commit my Outreach", discord.ButtonStyle.success))
        else:
            first.append(_build_select(table, s, player, builds, "Build at your homeworld…"))
            buttons([a for a in builds if a.at is not None and not a.done][:12])
            last.append(_button(table, Build(done=True), "Done building", discord.ButtonStyle.success))
        room = 20 if first[0] is not None else 25
    elif phase == "move":
        buttons([a for a in legal if isinstance(a, (Jump, Scan, Transfer))][:18])
        last.append(_button(table, Commit(), "Commit plan" if s.plan or s.transfer else "Commit: no moves",
                            discord.ButtonStyle.success))
        last.append(_button(table, Pass(), "Pass: end my expansion"))
    elif phase == "chit":
        buttons([a for a in legal if isinstance(a, Chit)][:20], discord.ButtonStyle.primary)
        buttons([a for a in legal if isinstance(a, Pass)][:2])
    elif phase in ("window", "counterjam"):
        buttons([a for a in legal if isinstance(a, (Jam, Intercept, Counterjam))][:23], discord.ButtonStyle.danger)
        last.append(_button(table, Pass(), "Pass: no answer" if phase == "window" else "Pass: no counter-jam"))
    elif phase in ("research",) or (phase == "followup" and s.followup.kind == "artifact"):
        research = [a for a in legal if isinstance(a, Research)]
        buttons([a for a in research if a.tech != "none"], discord.ButtonStyle.primary)
        buttons([a for a in research if a.tech == "none"])
    elif phase == "event":
        buttons([a for a in legal if isinstance(a, EventTarget)][:23], discord.ButtonStyle.danger)
        last.append(_button(table, Pass(), "Pass: strike nowhere"))
    chosen = [i for i in first if i is not None]
    tail = [i for i in last if i is not None]
    body = [i for i in items if i is not None][: room - len(chosen) - len(tail)]
    return [*chosen, *body, *tail]


# --- the commands --------------------------------------------------------------------------------


def _args(**values: Any) -> dict[str, Any]:
    """The options given (Discord leaves the others out; the action's defaults apply)."""
    return {k: v for k, v in values.items() if v is not None}


HEX = "a hex name, e.g. D4 (suggested as you type)"


class ThroneworldCog(commands.Cog):
    group = app_commands.Group(name=GAME, description="Play Throneworld in this channel", guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    # --- the expansion: plan, commit, chits, pass ------------------------------------------

    @group.command(name="jump", description="Add a jump to your plan (Outreach: a Survey Team jump)")
    @app_commands.describe(fleet="where the units are now", to="where they jump",
                           bunker="the Command Bunker ordering it (default: the nearest free one)",
                           units='which units, e.g. "2P 3F 2L" (default: the whole fleet that fits)')
    @app_commands.autocomplete(**ac("jump", "fleet", "to", "bunker", "units"))
    async def jump(self, interaction: discord.Interaction, fleet: str, to: str, bunker: str | None = None,
                   units: str | None = None) -> None:
        await play(interaction, "jump", _args(fleet=fleet, to=to, bunker=bunker, units=units))

    @group.command(name="scan", description="Add a scan to your plan: look at a face-down tile")
    @app_commands.describe(hex="the hex to scan", bunker="the Command Bunker ordering it (default: the nearest)")
    @app_commands.autocomplete(**ac("scan", "hex", "bunker"))
    async def scan(self, interaction: discord.Interaction, hex: str, bunker: str | None = None) -> None:
        await play(interaction, "scan", _args(hex=hex, bunker=bunker))

    @group.command(name="transfer", description="Plan this turn's transfer between two of your worlds")
    @app_commands.describe(origin="one of your worlds", to="another of your worlds",
                           units='which units, e.g. "C 2H" (default: everything there)')
    @app_commands.autocomplete(**ac("transfer", "origin", "to", "units"))
    async def transfer(self, interaction: discord.Interaction, origin: str, to: str, units: str | None = None) -> None:
        await play(interaction, "transfer", _args(origin=origin, to=to, units=units))

    @group.command(name="commit", description="Propose your plan (opens a reaction window); Outreach: final")
    async def commit(self, interaction: discord.Interaction) -> None:
        await play(interaction, "commit")

    @group.command(name="chit", description="Play an action chit in your chit step")
    @app_commands.describe(
        chit="the chit: its id (A07) or name", use="what to play it for (when it has several uses)",
        option="boom: local/credits/develop; sabotage: develop/force/neutral", target="the hex it acts on",
        tech="Artifact: the first research attempt", space="sabotage force: points against space units",
        ground="sabotage force: points against ground units", units="sabotage neutral: the units to remove",
        origins='HW Return: up to two of your worlds, e.g. "C3 D2"', turn_in="one more chit to turn in")
    @app_commands.choices(use=USE_CHOICES, option=CHIT_OPTION_CHOICES, tech=TECH_CHOICES)
    @app_commands.autocomplete(**ac("chit", "chit", "target", "units", "origins", "turn_in"))
    async def chit(self, interaction: discord.Interaction, chit: str, use: str | None = None,
                   option: str | None = None, target: str | None = None, tech: str | None = None,
                   space: app_commands.Range[int, 0, 12] | None = None,
                   ground: app_commands.Range[int, 0, 12] | None = None, units: str | None = None,
                   origins: str | None = None, turn_in: str | None = None) -> None:
        await play(interaction, "chit", _args(chit=chit, use=use, option=option, target=target, tech=tech, space=space,
                                              ground=ground, units=units, origins=origins, turn_in=turn_in))

    @group.command(name="pass", description="End your expansion (or: no answer to a window, no event target)")
    @app_commands.describe(turn_in='when ending your expansion: up to five chits to turn in, e.g. "A07 A12"')
    @app_commands.autocomplete(**ac("pass", "turn_in"))
    async def pass_(self, interaction: discord.Interaction, turn_in: str | None = None) -> None:
        await play(interaction, "pass", _args(turn_in=turn_in))

    # --- reaction windows ------------------------------------------------------------------

    @group.command(name="jam", description="Reaction window: JAM a proposed jump or scan with a bunker of yours")
    @app_commands.describe(action="the proposed action's number (1 = first)", bunker="your unused Command Bunker",
                           chit="the chit to play (default: one that can jam)")
    @app_commands.autocomplete(**ac("jam", "action", "bunker", "chit"))
    async def jam(self, interaction: discord.Interaction, action: int, bunker: str, chit: str | None = None) -> None:
        await play(interaction, "jam", _args(action=action, bunker=bunker, chit=chit))

    @group.command(name="intercept", description="Reaction window: INTERCEPT a jump at your system with a fleet")
    @app_commands.describe(action="the proposed jump's number", fleet="where your fleet is",
                           bunker="your unused Command Bunker ordering it",
                           units='which units (default: the whole fleet)', chit="the chit to play")
    @app_commands.autocomplete(**ac("intercept", "action", "fleet", "bunker", "units", "chit"))
    async def intercept(self, interaction: discord.Interaction, action: int, fleet: str, bunker: str,
                        units: str | None = None, chit: str | None = None) -> None:
        await play(interaction, "intercept", _args(action=action, fleet=fleet, bunker=bunker, units=units, chit=chit))

    @group.command(name="counterjam", description="Your proposal: counter-JAM an announced jam or intercept")
    @app_commands.describe(response="the announced response's number (1 = first)",
                           bunker="your unused Command Bunker", chit="the chit to play (default: one that can jam)")
    @app_commands.autocomplete(**ac("counterjam", "response", "bunker", "chit"))
    async def counterjam(self, interaction: discord.Interaction, response: int, bunker: str,
                         chit: str | None = None) -> None:
        await play(interaction, "counterjam", _args(response=response, bunker=bunker, chit=chit))

    # --- the empire phase ------------------------------------------------------------------

    @group.command(name="research", description="Your research attempt (or none)")
    @app_commands.describe(tech="the technology to try to raise")
    @app_commands.choices(tech=RESEARCH_CHOICES)
    async def research(self, interaction: discord.Interaction, tech: str) -> None:
        await play(interaction, "research", {"tech": tech})

    @group.command(name="build", description="Add units to your build order; done:true when finished")
    @app_commands.describe(units='what to build, e.g. "P 2L" (empty: finish)', at="where (default: your homeworld)",
                           done="true: your building is finished")
    @app_commands.autocomplete(**ac("build", "units", "at"))
    async def build(self, interaction: discord.Interaction, units: str | None = None, at: str | None = None,
                    done: bool | None = None) -> None:
        await play(interaction, "build", _args(units=units, at=at, done=done))

    @group.command(name="event", description="You choose where the event strikes")
    @app_commands.describe(target="the system it strikes", option="Imperial Sabotage: develop or force",
                           space="force: points against space units", ground="force: points against ground units")
    @app_commands.choices(option=EVENT_OPTION_CHOICES)
    @app_commands.autocomplete(**ac("event", "target"))
    async def event_(self, interaction: discord.Interaction, target: str, option: str | None = None,
                     space: app_commands.Range[int, 0, 12] | None = None,
                     ground: app_commands.Range[int, 0, 12] | None = None) -> None:
        await play(interaction, "event", _args(target=target, option=option, space=space, ground=ground))

    @group.command(name="orders", description="Your standing battle orders, at any time (only you see them)")
    @app_commands.describe(retreat="retreat from a battle never, or when outgunned",
                           drop="drop invade when you can", invade="land troops in a regular invasion",
                           space_losses="ships to lose first, e.g. FBPMS",
                           ground_losses="troops to lose first, e.g. LDAH")
    @app_commands.choices(retreat=RETREAT_CHOICES)
    async def orders(self, interaction: discord.Interaction, retreat: str | None = None, drop: bool | None = None,
                     invade: bool | None = None, space_losses: str | None = None,
                     ground_losses: str | None = None) -> None:
        await play(interaction, "orders", _args(retreat=retreat, drop=drop, invade=invade, space_losses=space_losses,
                                                ground_losses=ground_losses))

    # --- private, read-only ----------------------------------------------------------------

    @group.command(name="odds", description="Your chance to win a battle before you jump (only you see it)")
    @app_commands.describe(to="the hex to attack", units='the attacking units, e.g. "3B 2P 4L"',
                           fleet="or: the fleet that would jump (all its units)")
    @app_commands.autocomplete(**ac("odds", "to", "units", "fleet"))
    async def odds(self, interaction: discord.Interaction, to: str, units: str | None = None,
                   fleet: str | None = None) -> None:
        service = service_of(interaction)
        try:
            table = await _own_table(interaction)
            seat = service.seat_of(table, str(interaction.user.id))
            _, state = service.engine_and_state(table)
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            text = await asyncio.to_thread(odds_text, state, seat.name, to, units, fleet)
        except DicehallError as exc:
            text = exc.message
        await interaction.followup.send(text, ephemeral=True)

    @group.command(name="map", description="Your map: the face-down tiles you scanned (only you see it)")
    async def map_(self, interaction: discord.Interaction) -> None:
        await _show_private(interaction, describe_map)

    @group.command(name="hand", description="Your action chits (only you see them)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await _show_private(interaction, describe_hand)

    @group.command(name="empire", description="Your empire mat: techs, treasury, production, orders, plans")
    async def empire(self, interaction: discord.Interaction) -> None:
        await _show_private(interaction, describe_empire)


async def setup(bot: commands.Bot) -> None:
    register_controls(GAME, controls)
    register_private_controls(GAME, private_controls)
    await bot.add_cog(ThroneworldCog(bot))
