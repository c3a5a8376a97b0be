"""One line for the channel per event (None = say nothing). Never reveals hidden choices: the
events of simultaneous steps only say who is done."""

from __future__ import annotations

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


def narrate(event: dict[str, Any]) -> str | None:
    kind = event.get("type")
    p = event.get("player")
    e = event.get
    lines = {
        "outreach_revealed": lambda: "Outreach is revealed.",
        "expansion": lambda: f"Turn {e('turn')}: {p}'s expansion.",
        "proposed": lambda: f"{p} proposes: {_actions(e('actions', []))}.",
        "window": lambda: f"A reaction window is open ({e('asked')} to answer).",
        "jam": lambda: f"{p} JAMS action {e('action')} with the bunker at {e('bunker')}.",
        "intercept_announced": lambda: f"{p} INTERCEPTS action {e('action')} with the fleet at {e('fleet')}.",
        "counterjam": lambda: f"{p} counter-JAMS response {e('response')}.",
        "jammed": lambda: f"Action {e('action')} ({e('target')}) is jammed.",
        "transfer": lambda: f"{p} transfers {e('units')} from {e('from')} to {e('to')}.",
        "jump": lambda: f"{p} jumps {e('units')} from {e('from')} to {e('to')}.",
        "scan": lambda: f"{p} scans {e('hex')}.",
        "intercept": lambda: f"{p} intercepts at {e('to')} with {e('units')}.",
        "survey_lost": lambda: f"{p} loses Survey Teams at {e('hex')}.",
        "captured": lambda: f"{p} captures {e('hex')}.",
        "lost": lambda: f"{p} loses {e('hex')} ({e('why')}).",
        "battle": lambda: f"Battle at {e('hex')}: {e('attacker')} against {e('defender') or 'the neutral'}, "
                          f"{'captured' if e('captured') else (e('winner') or 'no') + ' wins'}.",
        "chit": lambda: f"{p} plays {e('chit')} ({e('use')}).",
        "passed": lambda: f"{p} passes" + (f" and turns in {e('turned_in')}." if e("turned_in") else "."),
        "looted": lambda: f"{p} loots the Imperial treasury: {e('credits')} credits.",
        "research": lambda: f"{p} researches {e('tech')}: {'advanced' if e('advanced') else 'no luck'}.",
        "event": lambda: f"Event: {e('chit')}.",
        "event_chooser": lambda: f"{p} chooses where it strikes.",
        "no_production": lambda: "No production this turn.",
        "production_phase": lambda: "Production: everyone builds (hidden until all are done).",
        "attempt_started": lambda: f"{p} begins a victory attempt with {e('systems')} systems!",
        "attempt_failed": lambda: f"{p}'s victory attempt fails ({e('why')}).",
        "game_over": lambda: f"Game over: {', '.join(e('winners', []))} — {e('reason')}.",
        "turn": lambda: f"Turn {e('turn')} begins; order: {', '.join(e('order', []))}.",
        "committed": lambda: f"{p} is ready.",
    }
    make = lines.get(kind)
    return make() if make else None
