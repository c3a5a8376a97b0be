"""Autocomplete suggestions for Throneworld's command options (hexes, fleets, bunkers, units, chits,
proposal and response numbers), each a (label, value) pair computed from the asking player's own view
only, so a suggestion never tells them what another player hides."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.errors import DicehallError
from engines.throneworld import hexmap
from engines.throneworld import units as U
from engines.throneworld.candidates import PACKAGES
from engines.throneworld.chits import ACTION_CHITS

MAX_CHOICES = 25
"""Discord shows at most 25 autocomplete suggestions."""
STATIC = set(U.STATIC)
MOBILE_SHIPS = "TBPMF"
WARSHIPS = "BPMF"

# --- reading a player's own view ---------------------------------------------------------------


def hexes_of(view: Any) -> dict[str, dict[str, Any]]:
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


def seat_label(view: Any, player: str) -> str:
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
    return clip(" · ".join(bits))


def clip(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _matches(current: str, value: str, label: str) -> bool:
    typed = (current or "").strip().lower()
    return not typed or value.lower().startswith(typed) or typed in label.lower()


Suggestion = tuple[str, Any]
"""(label, value) of one autocomplete choice."""


def _hex_choices(view: Any, current: str, names: list[str], extra: Callable[[str], str] | None = None
                 ) -> list[Suggestion]:
    hexes = hexes_of(view)
    out: list[Suggestion] = []
    for name in names:
        label = hex_label(view, hexes[name])
        if extra is not None:
            more = extra(name)
            label = clip(f"{label} · {more}" if more else label)
        if _matches(current, name, label):
            out.append((label, name))
        if len(out) >= MAX_CHOICES:
            break
    return out


def suggest_hexes(view: Any, current: str, near: str | None = None, reach: int | None = None) -> list[Suggestion]:
    """Every hex in play; with `near` (a fleet, a bunker), nearest first with the distance shown."""
    hexes = hexes_of(view)
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
    hexes = hexes_of(view)
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
    hexes = hexes_of(view)
    letters = WARSHIPS if warships_only else MOBILE_SHIPS
    names = [n for n, h in sorted(hexes.items()) if any(c in letters for c in _mine(view, h))]
    return _hex_choices(view, current, names)


def suggest_bunkers(view: Any, current: str, near: str | None = None) -> list[Suggestion]:
    """Hexes with an unused Command Bunker of yours; with `near`, nearest first and whether it is in
    your Comm range of it."""
    hexes = hexes_of(view)
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
            out.append((clip(label), name))
    return out[:MAX_CHOICES]


def suggest_own_systems(view: Any, current: str, exclude: str | None = None) -> list[Suggestion]:
    hexes = hexes_of(view)
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
    hexes = hexes_of(view)

    def rank(name: str) -> tuple[int, str]:
        owner = hexes[name].get("owner")
        return (0 if owner not in (None, view.me) else 1 if owner == view.me else 2, name)

    return _hex_choices(view, current, sorted(hexes, key=rank))


def suggest_neutral_units(view: Any, current: str, at: str | None) -> list[Suggestion]:
    """Sabotage of a neutral: its forces as you know them (a tile you scanned or a face-up one)."""
    out: list[Suggestion] = []
    typed = (current or "").strip()
    if typed:
        out.append((clip(f"{typed} (as typed)"), typed))
    h = hexes_of(view).get((at or "").upper())
    if h is None or not h.get("neutral"):
        return out
    for option in _unit_options(U.parse(h["neutral"]), keep_static=True):
        if option != typed and (not typed or option.lower().startswith(typed.lower())):
            out.append((clip(f"{option} · of the neutral {h['neutral']} at {h['name']}"), option))
    return out[:MAX_CHOICES]


def suggest_units(view: Any, current: str, at: str | None, keep_static: bool = False) -> list[Suggestion]:
    """Unit texts from your units at `at` (the fleet or origin already chosen); what you typed first."""
    hexes = hexes_of(view)
    out: list[Suggestion] = []
    typed = (current or "").strip()
    if typed:
        out.append((clip(f"{typed} (as typed)"), typed))
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
            out.append((clip(label), option))
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
            out.append((clip(f"{typed} · {credits_text(cost)}"), typed))
        except DicehallError:
            out.append((clip(f"{typed} (as typed)"), typed))
    packages = [*PACKAGES, *(c for c in U.ORDER if c not in PACKAGES)]
    for package in packages:
        if package == typed:
            continue
        units = U.parse(package)
        label = f"{package} · {U.names(units)} · {credits_text(U.force_cost(units, race))}"
        if not typed or package.lower().startswith(typed.lower()) or typed.lower() in label.lower():
            out.append((clip(label), package))
    return out[:MAX_CHOICES]


def credits_text(n: int) -> str:
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
        out.append((clip(f"{prefix} (as typed)"), prefix))
    if len(done) >= limit:
        return out
    for value, label in candidates:
        if value.lower() in {w.lower() for w in done}:
            continue
        if partial and not (value.lower().startswith(partial.lower()) or partial.lower() in label.lower()):
            continue
        text = f"{prefix} {value}".strip()
        out.append((clip(f"{text} · + {label}"), text))
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
            out.append((clip(label), i))
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
            out.append((clip(label), i))
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
    if what == "hex.hex":
        return suggest_hexes(view, current)
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
        mine = [(name, hex_label(view, h)) for name, h in sorted(hexes_of(view).items())
                if h.get("owner") == view.me and name != view.ground["empires"][view.me]["home"]]
        return suggest_more(current, mine, limit=2)
    if what in ("jam.action", "intercept.action"):
        return suggest_actions(view, current)
    if what == "counterjam.response":
        return suggest_responses(view, current)
    return []
