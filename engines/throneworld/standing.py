"""Throneworld's standing in words (Engine.standing): what the table picture leaves to the message.

The picture is the map around the action (render/throneworld/table.py), so the turn and the production
marker, each empire (its letter on the map, colour, race, home, production, credits, chits and the four
tech ratings), a victory attempt, the event being resolved, the proposal in a reaction window and the
key to the map are these lines; the bot adds the systems held (the scores) and whose turn it is."""

from __future__ import annotations

from typing import Any

from engines.colours import seat_colour
from engines.throneworld.narrate import _actions as actions_text
from engines.throneworld.units import ORDER, UNITS

PHASE_WORDS = {
    "outreach": "Outreach", "move": "expansion", "window": "reaction window", "counterjam": "counter-jam",
    "chit": "chit step", "followup": "chit follow-up", "research": "research", "event": "event",
    "production": "production", "over": "game over",
}
TECH_LETTERS = {"jump": "J", "comm": "C", "space": "S", "ground": "G"}
KEY = ("Techs: J jump range · C command range · S space combat · G ground combat. Map: ▲ warships · ● troops · "
       "■ bunker (☒ used) · T Survey Team · ◆ scanned by · ★ production (☆ local) · ⊘ blockade · ⚔ battle; "
       "the small map shows the whole galaxy, the yellow box the part drawn large.")

UNIT_KEY = "Units: " + " · ".join(f"{code} {UNITS[code].name}" for code in ORDER if code != "T") + "."


def standing(view: Any) -> list[str]:
    """The lines for a public view (engines/throneworld/engine.py's PublicView)."""
    empires = view.ground.get("empires", {})
    letters = empire_letters(empires, view.order)
    lines = [_turn_line(view)]
    lines += [_empire_line(view, name, i, letters[name], empires.get(name, {})) for i, name in enumerate(letters)]
    lines += _situation(view)
    lines += [KEY, UNIT_KEY]
    return lines


def empire_letters(empires: dict[str, Any], order: list[str]) -> dict[str, str]:
    """Each empire's letter on the map: its race's initial, or its seat number where two races share one
    (render/throneworld/style.py's seats draws the same letters)."""
    names = list(empires) or list(order)
    initials = [str((empires.get(n) or {}).get("race") or "")[:1].upper() for n in names]
    if len(set(initials)) != len(initials) or not all(initials):
        initials = [str(i + 1) for i in range(len(names))]
    return dict(zip(names, initials, strict=True))


def _turn_line(view: Any) -> str:
    production = "a production turn" if view.production_turn else "no production this turn"
    return (f"**Turn {view.turn}** · {PHASE_WORDS.get(view.phase, view.phase)} · {production} · "
            f"{view.needed} systems win")


def _empire_line(view: Any, name: str, seat: int, letter: str, empire: dict[str, Any]) -> str:
    techs = " ".join(f"{TECH_LETTERS[t]}{r}" for t, r in (empire.get("techs") or {}).items() if t in TECH_LETTERS)
    credits = empire.get("treasury", 0)
    chits = view.hand_sizes.get(name, 0)
    return (f"**{letter}** {name} ({seat_colour(seat)}, {empire.get('race', '?')}, home {empire.get('home', '?')}): "
            f"production {empire.get('production', 0)} · {credits} credit{'s' * (credits != 1)} · "
            f"{chits} chit{'s' * (chits != 1)} · {techs}")


def _situation(view: Any) -> list[str]:
    """A victory attempt, the event being resolved, and the proposal of an open reaction window."""
    lines = []
    attempt = view.attempt
    if attempt and not view.result:
        stop = attempt.get("to_stop") or []
        lines.append(f"⚠ {attempt.get('player')} is attempting victory (since turn {attempt.get('started_turn')})"
                     + (f": {', '.join(stop)} still to stop it" if stop else "") + ".")
    if view.event:
        lines.append(f"Event: {view.event}.")
    if view.proposal:
        who = f"{view.current} proposes" if view.current else "Proposed"
        lines.append(f"{who} (dashed yellow arrows): {actions_text(view.proposal)}.")
        for r in view.responses or []:
            what = (f"jams action {r.get('action')}" if r.get("kind") == "jam"
                    else f"intercepts action {r.get('action')} with the fleet at {r.get('fleet')}")
            lines.append(f"{r.get('player')} {what}" + (" (counter-jammed)." if r.get("countered") else "."))
    return lines
