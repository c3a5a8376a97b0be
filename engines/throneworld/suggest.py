"""Autocomplete suggestions for Throneworld's command options (hexes, fleets, bunkers, units, chits,
proposal and response numbers), each a (label, value) pair computed from the asking player's own view
only, so a suggestion never tells them what another player hides. A label is a Said of the catalogs
(tw-suggest-…), made a sentence by `say` (the asker's language, handed in by the cog) to be matched against
what they typed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.errors import DicehallError
from engines.said import Said, Text, Value, said
from engines.throneworld import hexmap
from engines.throneworld import units as U
from engines.throneworld.candidates import PACKAGES
from engines.throneworld.chits import ACTION_CHITS
from engines.throneworld.narrate import joined

Say = Callable[[Text], str]
"""What makes a label a sentence in the asker's language (lang.Words.say)."""

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


def seat_label(view: Any, player: str) -> Value:
    return said("tw-suggest-you") if player == view.me else player


def hex_label(view: Any, h: dict[str, Any], mine: bool = True) -> Said:
    """A short description of a hex as this player knows it: "D4 · outer dev 3 · yours · your fleet 2P 3F"
    (`mine`: whether to say that a system is yours, where the list is of yours)."""
    me = view.me
    name, kind, owner = h["name"], h["kind"], h.get("owner")
    bits: list[Value] = [name, _tile_bit(view, h)]
    home_of = _home_of(view, name) if kind == "home" else None
    if owner == me:
        if home_of != me and mine:
            bits.append(said("tw-suggest-yours", kind=kind))
    elif owner is not None:
        if kind != "home":
            bits.append(said("tw-suggest-owners", player=owner))
        elif owner != home_of:
            bits.append(said("tw-suggest-held-by", player=owner))
    elif "neutral" in h:
        bits.append(said("tw-suggest-neutral", units=h["neutral"] or "none"))
    forces = h["forces"].get(me)
    if forces:
        moving = any(c not in STATIC for c in _mine(view, h))
        bits.append(said("tw-suggest-your-units", fleet="yes" if moving and owner != me else "no", units=forces))
    others = [f"{p} {t}" for p, t in h["forces"].items() if p != me and t]
    if others:
        bits.append(", ".join(others))
    if h.get("blockaded"):
        bits.append(said("tw-suggest-blockaded"))
    return said("tw-said-lines", lines=joined(bits, "tw-join-dot"))


def _tile_bit(view: Any, h: dict[str, Any]) -> Said:
    """What the hex's tile is, as this player knows it."""
    kind = h["kind"]
    if kind == "home":
        home_of = _home_of(view, h["name"])
        if home_of == view.me:
            return said("tw-suggest-your-home")
        return said("tw-suggest-home", player=home_of or "none")
    if kind == "throne":
        return said("tw-suggest-throne")
    if h.get("face_up"):
        return said("tw-suggest-tile", kind=kind, dev=h.get("dev", "?"))
    if "dev" in h:
        return said("tw-suggest-scanned", kind=kind, dev=h["dev"])
    return said("tw-suggest-face-down", kind=kind)


def clip(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _matches(current: str, value: str, label: str) -> bool:
    typed = (current or "").strip().lower()
    return not typed or value.lower().startswith(typed) or typed in label.lower()


Suggestion = tuple[str, Any]
"""(label, value) of one autocomplete choice."""


def _hex_choices(view: Any, current: str, names: list[str], say: Say,
                 extra: Callable[[str], Said | None] | None = None) -> list[Suggestion]:
    hexes = hexes_of(view)
    out: list[Suggestion] = []
    for name in names:
        label = say(hex_label(view, hexes[name]))
        if extra is not None:
            more = extra(name)
            label = clip(f"{label} · {say(more)}" if more else label)
        if _matches(current, name, label):
            out.append((label, name))
        if len(out) >= MAX_CHOICES:
            break
    return out


def suggest_hexes(view: Any, current: str, say: Say, near: str | None = None, reach: int | None = None
                  ) -> list[Suggestion]:
    """Every hex in play; with `near` (a fleet, a bunker), nearest first with the distance shown."""
    hexes = hexes_of(view)
    near = near.upper() if near and near.upper() in hexes else None
    names = sorted(hexes)
    if near is None:
        return _hex_choices(view, current, names, say)

    def key(name: str) -> tuple[int, str]:
        d = _distance(view, near, name)
        return (99 if d is None else d, name)

    names = [n for n in sorted(names, key=key) if n != near]

    def extra(name: str) -> Said:
        d = _distance(view, near, name)
        if d is None:
            return said("tw-suggest-out-of-reach")
        return said("tw-suggest-distance", distance=d, hex=near,
                    range="out" if reach is not None and d > reach else "in")

    return _hex_choices(view, current, names, say, extra)


def suggest_scan_targets(view: Any, current: str, say: Say) -> list[Suggestion]:
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
    return _hex_choices(view, current, names, say,
                        lambda n: said("tw-suggest-from-bunker", distance=nearest(n)) if nearest(n) <= comm else None)


def suggest_fleets(view: Any, current: str, say: Say, warships_only: bool = False) -> list[Suggestion]:
    """Hexes where you have units that can jump (warships only for an intercept)."""
    hexes = hexes_of(view)
    letters = WARSHIPS if warships_only else MOBILE_SHIPS
    names = [n for n, h in sorted(hexes.items()) if any(c in letters for c in _mine(view, h))]
    return _hex_choices(view, current, names, say)


def suggest_bunkers(view: Any, current: str, say: Say, near: str | None = None) -> list[Suggestion]:
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
        label = say(said("tw-suggest-bunkers", hex=name, count=free))
        if near:
            d = distance(name)
            label += say(said("tw-suggest-bunker-range", distance=d, hex=near, range="in" if d <= comm else "out",
                              comm=comm))
        if _matches(current, name, label):
            out.append((clip(label), name))
    return out[:MAX_CHOICES]


def suggest_own_systems(view: Any, current: str, say: Say, exclude: str | None = None) -> list[Suggestion]:
    hexes = hexes_of(view)
    names = [n for n, h in sorted(hexes.items()) if h.get("owner") == view.me and n != (exclude or "").upper()]
    return _hex_choices(view, current, names, say)


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


def suggest_targets(view: Any, current: str, say: Say) -> list[Suggestion]:
    """For a chit or an event: other players' systems first, then yours, then the rest."""
    hexes = hexes_of(view)

    def rank(name: str) -> tuple[int, str]:
        owner = hexes[name].get("owner")
        return (0 if owner not in (None, view.me) else 1 if owner == view.me else 2, name)

    return _hex_choices(view, current, sorted(hexes, key=rank), say)


def _as_typed(typed: str, say: Say) -> Suggestion:
    return (clip(say(said("tw-suggest-as-typed", typed=typed))), typed)


def suggest_neutral_units(view: Any, current: str, say: Say, at: str | None) -> list[Suggestion]:
    """Sabotage of a neutral: its forces as you know them (a tile you scanned or a face-up one)."""
    out: list[Suggestion] = []
    typed = (current or "").strip()
    if typed:
        out.append(_as_typed(typed, say))
    h = hexes_of(view).get((at or "").upper())
    if h is None or not h.get("neutral"):
        return out
    for option in _unit_options(U.parse(h["neutral"]), keep_static=True):
        if option != typed and (not typed or option.lower().startswith(typed.lower())):
            label = say(said("tw-suggest-of-neutral", units=option, neutral=h["neutral"], hex=h["name"]))
            out.append((clip(label), option))
    return out[:MAX_CHOICES]


def suggest_units(view: Any, current: str, say: Say, at: str | None, keep_static: bool = False
                  ) -> list[Suggestion]:
    """Unit texts from your units at `at` (the fleet or origin already chosen); what you typed first."""
    hexes = hexes_of(view)
    out: list[Suggestion] = []
    typed = (current or "").strip()
    if typed:
        out.append(_as_typed(typed, say))
    h = hexes.get((at or "").upper())
    if h is None:
        return out
    there = _mine(view, h)
    for option in _unit_options(there, keep_static):
        if option == typed:
            continue
        label = say(said("tw-suggest-units", units=option, named=U.names(U.parse(option))))
        if option == U.text({c: n for c, n in there.items() if keep_static or c not in STATIC}):
            label = say(said("tw-suggest-all-units", units=option, hex=h["name"]))
        if not typed or option.lower().startswith(typed.lower()) or typed.lower() in label.lower():
            out.append((clip(label), option))
    return out[:MAX_CHOICES]


def suggest_builds(view: Any, current: str, say: Say) -> list[Suggestion]:
    """Packages to build with their cost for your race (what you typed first)."""
    empire = view.ground["empires"][view.me]
    race = empire.get("race")
    typed = (current or "").strip()
    out: list[Suggestion] = []
    if typed:
        try:
            cost = U.force_cost(U.parse(typed), race)
            out.append((clip(f"{typed} · {say(credits_text(cost))}"), typed))
        except DicehallError:
            out.append(_as_typed(typed, say))
    packages = [*PACKAGES, *(c for c in U.ORDER if c not in PACKAGES)]
    for package in packages:
        if package == typed:
            continue
        units = U.parse(package)
        label = say(said("tw-suggest-build", units=package, named=U.names(units),
                         credits=credits_text(U.force_cost(units, race))))
        if not typed or package.lower().startswith(typed.lower()) or typed.lower() in label.lower():
            out.append((clip(label), package))
    return out[:MAX_CHOICES]


def credits_text(n: int) -> Said:
    return said("tw-suggest-credits", count=n)


def _chit_label(cid: str) -> Said:
    chit = ACTION_CHITS[cid]
    return said("tw-suggest-chit", id=cid, name=chit.title,
                uses=joined([said("tw-suggest-use", use=u) for u in chit.uses], "tw-join-or-short"))


def suggest_chits(view: Any, current: str, say: Say, uses: tuple[str, ...] | None = None,
                  exclude: str | None = None) -> list[Suggestion]:
    """Your chits (by id, with their names), only those playable for `uses` when given."""
    out: list[Suggestion] = []
    for item in view.hand:
        cid = item["id"]
        if cid == exclude or (uses and not set(uses) & set(item["uses"])):
            continue
        label = say(_chit_label(cid))
        if _matches(current, cid, label):
            out.append((label, cid))
    return out[:MAX_CHOICES]


def suggest_more(current: str, candidates: list[tuple[str, str]], say: Say, limit: int = 5) -> list[Suggestion]:
    """For a list typed as text ("A07 A12"): what is typed so far plus one more candidate each."""
    words = (current or "").replace(",", " ").split()
    known = {v.lower() for v, _ in candidates}
    done = [w for w in words if w.lower() in known]
    partial = "" if not words or words[-1].lower() in known else words[-1]
    prefix = " ".join(done)
    out: list[Suggestion] = []
    if done:
        out.append(_as_typed(prefix, say))
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


def suggest_actions(view: Any, current: str, say: Say) -> list[Suggestion]:
    """The proposed actions of the open window, by number."""
    out: list[Suggestion] = []
    for i, p in enumerate(view.proposal or [], 1):
        if p["kind"] == "scan":
            what = said("tw-describe-scan", hex=p["target"], bunker=p["bunker"])
        elif p.get("origin"):
            what = said("tw-describe-jump", units=p.get("units") or "fleet", origin=p["origin"], hex=p["target"],
                        bunker=p["bunker"])
        else:
            what = said("tw-suggest-imperial-attack", hex=p["target"])
        label = f"{i} · {say(what)}"
        if _matches(current, str(i), label):
            out.append((clip(label), i))
    return out


def suggest_responses(view: Any, current: str, say: Say) -> list[Suggestion]:
    """The announced jams and intercepts, by number (for a counter-jam)."""
    out: list[Suggestion] = []
    for i, r in enumerate(view.responses or [], 1):
        label = say(said("tw-suggest-response", number=i, player=r["player"], kind=r["kind"],
                         units=r.get("units") or "fleet", fleet=r.get("fleet") or "", action=r["action"],
                         bunker=r["bunker"], countered="yes" if r.get("countered") else "no"))
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


def suggest(what: str, view: Any, current: str, typed: dict[str, Any], say: Say) -> list[Suggestion]:
    """The suggestions for one option (`what` names the command and option, e.g. "jump.to"), from the
    player's own view and the other options typed so far, labelled in the asker's language (`say`)."""
    ns = {k: v for k, v in typed.items() if v not in (None, "")}
    if what in ("jump.fleet", "odds.fleet"):
        return suggest_fleets(view, current, say)
    if what == "intercept.fleet":
        return suggest_fleets(view, current, say, warships_only=True)
    if what in ("jump.to", "odds.to"):
        return suggest_hexes(view, current, say, ns.get("fleet"), _tech(view, "jump"))
    if what == "jump.bunker":
        return suggest_bunkers(view, current, say, ns.get("fleet"))
    if what == "scan.bunker":
        return suggest_bunkers(view, current, say, ns.get("hex"))
    if what == "jam.bunker":
        return suggest_bunkers(view, current, say, _proposal_bunker(view, ns.get("action")))
    if what == "intercept.bunker":
        return suggest_bunkers(view, current, say, ns.get("fleet"))
    if what == "counterjam.bunker":
        return suggest_bunkers(view, current, say, _response_bunker(view, ns.get("response")))
    if what == "scan.hex":
        return suggest_scan_targets(view, current, say)
    if what == "hex.hex":
        return suggest_hexes(view, current, say)
    if what in ("jump.units", "intercept.units", "odds.units"):
        return suggest_units(view, current, say, ns.get("fleet"))
    if what == "transfer.units":
        return suggest_units(view, current, say, ns.get("origin"), keep_static=True)
    if what == "transfer.origin" or what == "build.at":
        return suggest_own_systems(view, current, say)
    if what == "transfer.to":
        return suggest_own_systems(view, current, say, exclude=ns.get("origin"))
    if what == "build.units":
        return suggest_builds(view, current, say)
    if what in ("chit.target", "event.target"):
        return suggest_targets(view, current, say)
    if what == "chit.units":
        return suggest_neutral_units(view, current, say, ns.get("target"))
    if what == "chit.chit":
        return suggest_chits(view, current, say, ("artifact", "boom", "sabotage", "hwreturn"))
    if what == "chit.turn_in":
        return suggest_chits(view, current, say, exclude=ns.get("chit"))
    if what in ("jam.chit", "counterjam.chit"):
        return suggest_chits(view, current, say, ("jam",))
    if what == "intercept.chit":
        return suggest_chits(view, current, say, ("intercept",))
    if what == "pass.turn_in":
        return suggest_more(current, [(item["id"], say(_chit_label(item["id"]))) for item in view.hand], say)
    if what == "chit.origins":
        mine = [(name, say(hex_label(view, h))) for name, h in sorted(hexes_of(view).items())
                if h.get("owner") == view.me and name != view.ground["empires"][view.me]["home"]]
        return suggest_more(current, mine, say, limit=2)
    if what in ("jam.action", "intercept.action"):
        return suggest_actions(view, current, say)
    if what == "counterjam.response":
        return suggest_responses(view, current, say)
    return []
