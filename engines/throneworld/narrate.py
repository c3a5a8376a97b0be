"""One line for the channel per event (None = say nothing). Never reveals hidden choices: the
events of simultaneous steps only say who is done, and a reaction window never says who was asked
or who let it pass (only an announced JAM or INTERCEPT names its player, as at the table).

A battle is narrated as a short block: who attacked what and how it ended, then one line per round
(hits and losses; the battle report picture shows the dice), quiet rounds folded together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _actions(actions: list[dict[str, Any]]) -> str:
    parts = []
    for i, a in enumerate(actions):
        if a["kind"] == "scan":
            parts.append(f"{i + 1}. scan {a['target']} (bunker {a['bunker']})")
        else:
            parts.append(f"{i + 1}. jump {a.get('units') or 'fleet'} {a.get('origin')} → {a['target']} "
                         f"(bunker {a['bunker']})")
    return "; ".join(parts)


def _side(name: str | None) -> str:
    if name is None or name == "neutral":
        return "the neutrals"
    if name == "imperial":
        return "the Imperials"
    return name


def _units(units: dict[str, int] | None) -> str:
    if not units:
        return ""
    order = "TSBPMFCAHLD"
    return " ".join(f"{n if n > 1 else ''}{code}" for code in sorted(units, key=lambda c: (order.find(c), c))
                    if (n := units[code]) > 0)


def _hits(n: int) -> str:
    return f"{n} hit" if n == 1 else f"{n} hits"


def _round_line(r: dict[str, Any], attacker: str, defender: str) -> str:
    fire = []
    if r.get("first_fire_rolls"):
        fire.append(f"first fire {_hits(r.get('first_fire_hits', 0))}")
    hits = f"{attacker} {_hits(r.get('attacker_hits', 0))}"
    if r.get("absorbed"):
        hits += f" ({r['absorbed']} absorbed by Shields)"
    fire.append(hits)
    fire.append(f"{defender} {_hits(r.get('defender_hits', 0))}")
    losses = []
    if r.get("defender_losses"):
        losses.append(f"{defender} −{_units(r['defender_losses'])}")
    if r.get("attacker_losses"):
        losses.append(f"{attacker} −{_units(r['attacker_losses'])}")
    for side, units in (r.get("cargo_losses") or {}).items():
        who = attacker if side == "attacker" else defender if side == "defender" else side
        losses.append(f"{who} −{_units(units)} (no cargo room)")
    line = ", ".join(fire)
    if losses:
        line += " · " + ", ".join(losses)
    return line


def _quiet(r: dict[str, Any]) -> bool:
    return not (r.get("attacker_hits") or r.get("defender_hits") or r.get("first_fire_hits")
                or r.get("defender_losses") or r.get("attacker_losses") or r.get("cargo_losses") or r.get("notes"))


def battle_report(event: dict[str, Any]) -> str:
    """The battle in a few lines: the outcome first, then round by round."""
    attacker = _side(event.get("attacker"))
    defender = _side(event.get("defender"))
    hex_ = event.get("hex")
    def verb(who: str, singular: str, plural: str) -> str:
        return f"{who} {plural if who.startswith('the ') else singular}"

    if event.get("captured"):
        outcome = verb(attacker, "captures", "capture") + f" {hex_}"
    elif event.get("winner") == "attacker":  # the battle, not the system: nobody landed to take it
        outcome = verb(attacker, "wins", "win") + f", but {hex_} is not taken"
    elif event.get("winner") == "defender":
        outcome = verb(defender, "holds", "hold")
    else:
        outcome = "no winner"
    kind = " (blockade)" if event.get("blockade") else " (revolt)" if event.get("revolt") else ""
    lines = [f"⚔️ **Battle at {hex_}**{kind}: {attacker} against {defender}: {outcome}."]
    rounds = list(event.get("rounds") or [])
    report = list(event.get("report") or [])
    # report = prelude lines + one line per round + closing notes
    first_round = next((i for i, line in enumerate(report) if line.startswith(("Space round", "Ground round"))),
                       len(report))
    prelude = report[:first_round]
    notes = report[first_round + len(rounds):] if rounds else []
    lines += [f"> {line}" for line in prelude if "captures the system" not in line]
    i = 0
    while i < len(rounds):
        r = rounds[i]
        arena = str(r.get("arena", "")).capitalize()
        if _quiet(r):
            j = i
            while j + 1 < len(rounds) and _quiet(rounds[j + 1]):
                j += 1
            last = rounds[j]
            if j == i:
                span = f"{arena} {r.get('number')}"
            elif all(x.get("arena") == r.get("arena") for x in rounds[i:j + 1]):
                span = f"{arena} {r.get('number')}–{last.get('number')}"
            else:
                span = f"{arena} {r.get('number')} to {last.get('arena')} {last.get('number')}"
            lines.append(f"> {span}: no hits")
            i = j + 1
            continue
        lines.append(f"> {arena} {r.get('number')}: {_round_line(r, attacker, defender)}")
        extra = [n for n in r.get("notes") or [] if "captures the system" not in n]
        if extra:
            lines[-1] += ". " + " ".join(extra).rstrip(".")
        i += 1
    lines += [f"> {line}" for line in notes if "captures the system" not in line]
    lost = event.get("lost") or {}
    totals = []
    for side, name in (("attacker", attacker), ("defender", defender)):
        merged: dict[str, int] = {}
        for units in (lost.get(side) or {}).values():
            for code, n in units.items():
                merged[code] = merged.get(code, 0) + n
        if merged:
            totals.append(f"{name} {_units(merged)}")
    if totals and len(rounds) > 1:
        lines.append("> Losses: " + "; ".join(totals) + ".")
    text = "\n".join(lines)
    return text if text.endswith((".", "!")) else text + "."


def _built(event: dict[str, Any]) -> str | None:
    p = event.get("player")
    if isinstance(event.get("units"), list):
        return None  # the summary of a build order: each hex's units were narrated just before
    if event.get("units"):
        return f"{p} builds {event['units']} at {event.get('hex')}."
    return None


def narrate(event: dict[str, Any]) -> str | None:
    kind = str(event.get("type"))
    p = event.get("player")
    e = event.get
    lines: dict[str, Callable[[], str | None]] = {
        "outreach_revealed": lambda: "Outreach is revealed.",
        "expansion": lambda: f"Turn {e('turn')}: {p}'s expansion.",
        "planned": lambda: None,  # the proposal lists the whole plan when it is committed
        "no_moves": lambda: f"{p} makes no moves.",
        "proposed": lambda: f"{p} proposes: {_actions(e('actions', []))}.",
        "window": lambda: None,  # the platform says a window is open and when it closes, never for whom
        "no_response": lambda: None,  # who was asked, and who let it pass, stays secret
        "jam": lambda: f"{p} JAMS action {e('action')} with the bunker at {e('bunker')}.",
        "intercept_announced": lambda: f"{p} INTERCEPTS action {e('action')} with the fleet at {e('fleet')}.",
        "counterjam_window": lambda: f"{p} may counter-jam the announced responses.",
        "counterjam": lambda: f"{p} counter-JAMS response {e('response')}.",
        "no_counterjam": lambda: f"{p} does not counter-jam.",
        "jammed": lambda: f"Action {e('action')} ({e('target')}) is jammed.",
        "transfer": lambda: f"{p} transfers {e('units')} from {e('from')} to {e('to')}.",
        "jump": lambda: f"{p} jumps {e('units')} from {e('from')} to {e('to')}.",
        "scrapped": lambda: f"{p} destroys {e('units')} at {e('hex')} to make cargo room for troops.",
        "jump_void": lambda: f"{p}'s jump from {e('origin')} to {e('to')} has nothing left to send.",
        "scan": lambda: f"{p} scans {e('hex')}.",
        "revealed": lambda: f"{e('hex')} is turned face up: {e('words') or e('tile')}.",
        "intercept": lambda: f"{p} intercepts at {e('to')} with {e('units')}.",
        "survey_lost": lambda: f"{p} loses Survey Teams at {e('hex')}.",
        "captured": lambda: f"{p} captures {e('hex')}.",
        "lost": lambda: f"{p} loses {e('hex')} ({e('why')}).",
        "battle": lambda: battle_report(event),
        "chit": lambda: f"{p} plays {e('chit')} ({e('use')}).",
        "developed": lambda: f"{p} develops {e('hex')} to {e('dev')}.",
        "credits": lambda: f"{p} takes {e('credits')} credits.",
        "sabotaged": lambda: f"{p} sabotages {e('hex')}" + (f": {e('victim')} loses {e('lost')}." if e("lost")
                                                           else f" (development {e('dev')})." if e("dev") is not None
                                                           else "."),
        "passed": lambda: f"{p} passes" + (f" and turns in {e('turned_in')} chit"
                                           f"{'s' if e('turned_in') != 1 else ''}." if e("turned_in") else "."),
        "looted": lambda: f"{p} loots the Imperial treasury: {e('credits')} credits.",
        "research_phase": lambda: ("Empire phase: everyone chooses a research attempt."
                                   if e("round") == "empire" else
                                   "Scientific Advance: everyone may make one more research attempt."),
        "research": lambda: f"{p} researches {e('tech')}: {'advanced' if e('advanced') else 'no luck'}.",
        "event": lambda: f"Event: {e('chit')}.",
        "event_chooser": lambda: None,  # "Waiting for @x: <the event>: <what it does>…" says it
        "event_target": lambda: f"{p} aims {e('chit')} at {e('target')}.",
        "event_declined": lambda: f"{p} lets the event pass.",
        "no_effect": lambda: "It has no effect" + (f" ({e('why')})." if e("why") else "."),
        "production_advanced": lambda: "Production is brought forward: this turn has production.",
        "production_delayed": lambda: "Production is delayed.",
        "no_production": lambda: ("No production this turn: a victory attempt is under way." if e("why")
                                  else "No production this turn."),
        "production_phase": lambda: "Production: everyone builds (hidden until all are done).",
        "built": lambda: _built(event),
        "attempt_started": lambda: f"{p} begins a victory attempt with {e('systems')} systems!",
        "attempt_failed": lambda: f"{p}'s victory attempt fails ({e('why')}).",
        "game_over": lambda: f"Game over: {', '.join(e('winners', []))} — {e('reason')}.",
        "turn": lambda: f"Turn {e('turn')} begins; order: {', '.join(e('order', []))}.",
        "committed": lambda: f"{p} is ready.",
    }
    make = lines.get(kind)
    return make() if make else None
