"""Below the map: the header, the empires' rows, the narrated last move, the situation (proposal,
event, victory attempt) and the legend.
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from engines.throneworld.narrate import narrate
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PALETTE, PANEL, TEXT, wrap
from render.throneworld.counters import _army, _badge, _bunker, _diamond, _dot, _ship
from render.throneworld.style import (
    ALERT,
    HEAD,
    INK,
    MARGIN,
    PHASES,
    PICTURE_W,
    QUIET_EVENTS,
    SIMULTANEOUS,
    TECH_LETTER,
    TECHS,
    WHITE,
    Seat,
    _fit,
    _ink_on,
    _side_name,
    _text,
    _units_text,
    _w,
)

# --- the header and the panel ----------------------------------------------------------------------------


def status_line(view: Any, me: str | None = None) -> str:
    """Whose turn, or what is awaited, in a few words. A reaction window whose prompts are secret (nobody
    awaited in the view) names nobody. In a player's own picture, their own prompt is said to them."""
    phase = view.phase
    awaiting = list(view.awaiting or [])
    result = view.result
    if phase == "over" or result:
        winners = (result or {}).get("winners") or []
        return "Game over: " + (", ".join(winners) + " win" + ("s" if len(winners) == 1 else "")
                                if winners else "no winner")
    if me is not None and me in awaiting:
        mine = {"outreach": "Outreach: your survey jumps and purchases", "move": "Your expansion",
                "window": "Reaction window: will you jam or intercept?", "counterjam": "Counter-jam, or pass?",
                "chit": "Your chit step: play a chit or pass", "research": "Research: choose your attempt",
                "event": f"Event {view.event or ''}: choose its target", "followup": "Your chit's second step",
                "production": "Production: build, then done"}
        return "▶ " + mine.get(phase, "Your move")
    if phase in ("window", "counterjam"):
        if not awaiting:
            return "Reaction window open"
        what = "counter-jams?" if phase == "counterjam" else "jam or intercept?"
        return f"{_names(awaiting)}: {what}"
    if phase in SIMULTANEOUS:
        word = {"outreach": "Outreach", "research": "Research", "production": "Production"}[phase]
        if not awaiting:
            return f"{word}: revealing"
        if len(awaiting) == len(view.order):
            return f"{word}: everyone chooses"
        return f"{word}: waiting for {_names(awaiting)}"
    who = awaiting[0] if awaiting else view.current
    if phase == "move":
        return f"▶ {who}'s expansion"
    if phase == "chit":
        return f"▶ {who}: play a chit or pass"
    if phase == "event":
        return f"Event {view.event or ''}: {who} picks the target" if who else f"Event {view.event or ''}"
    if phase == "followup":
        return f"▶ {who}: the chit's second step"
    return f"▶ {who}" if who else PHASES.get(phase, phase)


def _names(names: list[str]) -> str:
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:2]) + f" +{len(names) - 2}"


def _header(draw: ImageDraw.ImageDraw, view: Any, me: str | None = None) -> None:
    draw.rectangle((0, 0, PICTURE_W, HEAD), fill=PANEL)
    production = "PRODUCTION TURN" if view.production_turn else "no production this turn"
    if me is not None:  # a private picture says so first; the phase is in the status below
        title, production = "Your view, only you see this · ", f"turn {view.turn}"
    else:
        title = f"Throneworld · turn {view.turn} · {PHASES.get(view.phase, view.phase)} · "
    _text(draw, (16, 8), title, 23, HIGHLIGHT if me is not None else MUTED, "la", me is not None)
    strong = view.production_turn and me is None
    _text(draw, (16 + _w(title, 23, me is not None), 8), production, 23, HIGHLIGHT if strong else MUTED, "la",
          strong)
    status = _fit(status_line(view, me), 38, PICTURE_W - 32, True)
    _text(draw, (16, 38), status, 38, HIGHLIGHT, "la", True)


ROW_H = 84
ROW_HEAD = 30
COLUMNS = {"systems": 420, "prod": 520, "credits": 620, "chits": 730, "techs": 430}
NAME_W = 300
TECH_STEP = 90
TECH_KEY = "tech levels: J jump range · C command range · S space combat · G ground combat"


def _empire_rows(draw: ImageDraw.ImageDraw, y: int, view: Any, who: dict[str, Seat], me: str | None = None) -> int:
    """One row of two lines per empire: name, systems, production, credits and chits; then its race and
    home (or what it is doing) and its four techs."""
    empires = view.ground.get("empires", {})
    needed = view.needed
    attempt = (view.attempt or {}).get("player")
    awaiting = set(view.awaiting or [])
    simultaneous = view.phase in SIMULTANEOUS
    winners = set((view.result or {}).get("winners") or [])
    _text(draw, (78, y), "empire", 19, MUTED)
    _text(draw, (COLUMNS["systems"], y), f"systems ({needed} win)", 19, MUTED, "ma")
    _text(draw, (COLUMNS["prod"], y), "prod.", 19, MUTED, "ma")
    _text(draw, (COLUMNS["credits"], y), "credits", 19, MUTED, "ma")
    _text(draw, (COLUMNS["chits"], y), "chits", 19, MUTED, "ma")
    y += ROW_HEAD
    for name, seat in who.items():
        emp = empires.get(name, {})
        turn = view.phase != "over" and not simultaneous and (
            name in awaiting or (name == view.current and view.phase not in ("window", "counterjam")))
        box = (MARGIN, y, PICTURE_W - MARGIN, y + ROW_H - 6)
        winner = name in winners
        outline = HIGHLIGHT if turn or winner else (ALERT if name == attempt and not winners else PANEL)
        draw.rounded_rectangle(box, radius=8, fill=PANEL, outline=outline, width=4 if outline != PANEL else 1)
        top, bottom = y + 22, y + 56
        draw.rounded_rectangle((MARGIN + 10, top - 18, MARGIN + 54, top + 26), radius=7, fill=seat.colour,
                               outline=INK, width=2)
        _text(draw, (MARGIN + 32, top + 4), seat.letter, 28, _ink_on(seat.colour), "mm", True)
        label = ("▶ " if turn else "") + name
        _text(draw, (78, top), _fit(label, 25, COLUMNS["systems"] - 130, True), 25, HIGHLIGHT if turn else TEXT,
              "lm", True)
        sub = ("YOU · " if name == me else "") + f"{seat.race} · home {emp.get('home', '?')}"
        if simultaneous:
            sub += " · choosing…" if name in awaiting else " · ready ✓"
        if winner:
            sub = "★ WINNER · " + sub
        elif name == attempt and not winners:
            sub = "⚠ VICTORY ATTEMPT · " + sub
        alert = name == attempt and not winners
        _text(draw, (78, bottom), _fit(sub, 18, NAME_W), 18, HIGHLIGHT if winner else ALERT if alert else MUTED,
              "lm", winner or alert)
        systems = view.scores.get(name, 0)
        _text(draw, (COLUMNS["systems"] + 4, top), f"{systems}", 32, HIGHLIGHT if systems >= needed else TEXT, "rm",
              True)
        _text(draw, (COLUMNS["systems"] + 8, top + 5), f"/{needed}", 19, MUTED, "lm")
        _text(draw, (COLUMNS["prod"], top), str(emp.get("production", "")), 28, TEXT, "mm", True)
        _text(draw, (COLUMNS["credits"], top), str(emp.get("treasury", "")), 28, TEXT, "mm", True)
        _text(draw, (COLUMNS["chits"], top), str(view.hand_sizes.get(name, 0)), 28, TEXT, "mm", True)
        techs = emp.get("techs", {})
        for j, t in enumerate(TECHS):
            x = COLUMNS["techs"] + j * TECH_STEP
            _text(draw, (x - 4, bottom + 2), TECH_LETTER[t], 18, MUTED, "rm")
            _text(draw, (x, bottom), str(techs.get(t, "")), 24, TEXT, "lm", True)
        y += ROW_H
    _text(draw, (MARGIN + 10, y), TECH_KEY, 19, MUTED)  # the letters under each empire, explained (issue 38)
    return y + ROW_HEAD


LINE = 26
LINE_H = 34
SECTION_HEAD = 30


def _section(draw: ImageDraw.ImageDraw, y: int, title: str, lines: list[tuple[str, Any]]) -> int:
    _text(draw, (16, y), title, 19, MUTED, "la", True)
    y += SECTION_HEAD
    for line, ink in lines:
        _text(draw, (28, y), line, LINE, ink)
        y += LINE_H
    return y + 8


def _section_height(lines: int) -> int:
    return SECTION_HEAD + lines * LINE_H + 8


def _wrap_lines(text: str, size: int, width: float) -> list[str]:
    return wrap(text, size, width)


def event_line(e: dict[str, Any]) -> str | None:
    """One line for an event on the picture: the channel's narration (engines/throneworld/narrate.py),
    but a battle in one line (its report is a picture of its own) and a few words for events the
    narration leaves out."""
    kind = e.get("type")
    if kind in QUIET_EVENTS:
        return None
    if kind == "move":  # the service's marker; an answer in a secret window names nobody (player None)
        return f"{e['player']} ran out of time." if e.get("by") == "timeout" and e.get("player") else None
    if kind == "battle":
        attacker = _side_name(e.get("attacker"))
        defender = _side_name(e.get("defender"))
        if e.get("captured"):
            end = f"{attacker} captures it"
        elif e.get("winner") == "defender":
            end = f"{defender} holds"
        elif e.get("winner") == "attacker":
            end = f"{attacker} wins, not taken"
        else:
            end = "no winner"
        what = "blockade battle" if e.get("blockade") else "revolt" if e.get("revolt") else "battle"
        return f"⚔ {what.capitalize()} at {e.get('hex')}: {attacker} against {defender}; {end}."
    try:
        line = narrate(e)
    except Exception:  # an event this version does not know how to word
        line = None
    if line is None and kind == "revealed":
        line = f"{e.get('hex')} is revealed: {e.get('tile')}."
    if line is None and kind == "developed":
        line = f"{e.get('player')} develops {e.get('hex')} to {e.get('dev')}."
    if not line:
        return None
    return " ".join(line.replace("**", "").split())


def _builds(e: dict[str, Any]) -> list[str]:
    """A "built" event's orders as "2B at E5" (one order per event, or a list of them)."""
    units = e.get("units")
    if isinstance(units, list):
        return [f"{_units_text(b.get('units'))} at {b.get('at')}" for b in units
                if isinstance(b, dict) and b.get("units")]
    if units:
        return [f"{_units_text(units)}" + (f" at {e['hex']}" if e.get("hex") else "")]
    return []


def _grouped(events: list[dict[str, Any]]) -> list[str]:
    """The move's events as lines; research results go on one line, and each player's builds on one."""
    lines: list[str] = []
    research: list[str] = []
    research_at = None
    builds: dict[str, list[str]] = {}
    build_at: dict[str, int] = {}
    for e in events:
        kind = e.get("type")
        if kind == "research" and e.get("player"):
            research_at = len(lines) if research_at is None else research_at
            research.append(f"{e['player']} {e.get('tech')} {'✓' if e.get('advanced') else '✗'}")
            continue
        if kind == "built" and e.get("player"):
            player = e["player"]
            build_at.setdefault(player, len(lines))
            builds.setdefault(player, []).extend(_builds(e))
            continue
        line = event_line(e)
        if line:
            lines.append(line)
    inserts = [(at, f"{p} builds " + ", ".join(builds[p]) + ".") for p, at in build_at.items() if builds[p]]
    if research:
        inserts.append((research_at or 0, "Research: " + ", ".join(research) + "."))
    for at, line in sorted(inserts, key=lambda x: x[0], reverse=True):
        lines.insert(at, line)
    return lines


def _last_move_lines(events: list[dict[str, Any]]) -> list[str]:
    return [w for line in _grouped(events) for w in _wrap_lines(line, LINE, PICTURE_W - 56)]


def _situation(view: Any) -> list[tuple[str, Any]]:
    """Any victory attempt, event being resolved, and proposal in a reaction window, as lines."""
    out: list[tuple[str, Any]] = []
    attempt = view.attempt
    if attempt and not view.result:
        stop = attempt.get("to_stop") or []
        text = (f"⚠ {attempt.get('player')} is attempting victory (since turn {attempt.get('started_turn')})"
                + (f": {_names(stop)} still to stop it" if stop else ""))
        out += [(line, ALERT) for line in _wrap_lines(text, LINE, PICTURE_W - 56)]
    result = view.result
    if result:
        winners = result.get("winners") or []
        text = f"★ {', '.join(winners) or 'Nobody'} win{'s' if len(winners) == 1 else ''}"
        if result.get("reason"):
            text += f": {result['reason']}"
        out = [(line, HIGHLIGHT) for line in _wrap_lines(text, LINE, PICTURE_W - 56)]
    if view.event:
        out.append((f"Event: {view.event}", HIGHLIGHT))
    if view.proposal:
        proposer = view.current or ""
        out.append(((f"{proposer} proposes" if proposer else "Proposed") + " (dashed yellow arrows):", TEXT))
        for i, p in enumerate(view.proposal):
            if p.get("kind") == "scan":
                text = f"   {i + 1}. scan {p.get('target')} (bunker {p.get('bunker')})"
            else:
                text = (f"   {i + 1}. jump {p.get('units') or 'fleet'} {p.get('origin')} → {p.get('target')} "
                        f"(bunker {p.get('bunker')})")
            out.append((_fit(text, LINE, PICTURE_W - 56), TEXT))
        for r in view.responses or []:
            what = (f"jams action {r.get('action')}" if r.get("kind") == "jam"
                    else f"intercepts action {r.get('action')} with the fleet at {r.get('fleet')}")
            text = f"   {r.get('player')} {what}"
            if r.get("countered"):
                text += " (counter-jammed)"
            out.append((_fit(text, LINE, PICTURE_W - 56), TEXT))
    return out


LEGEND = [("ship", "warships"), ("army", "troops"), ("bunker", "bunker"), ("used", "used"),
          ("T", "Survey Team"), ("scan", "scanned by"), ("★", "in production"), ("☆", "local"),
          ("⊘", "blockade"), ("⚔", "battle")]
LEGEND_LINE = 34


def _legend_height() -> int:
    return LEGEND_LINE * (1 + sum(1 for x in _legend_breaks() if x)) + 4


def _legend_widths() -> list[float]:
    keys = {"ship": 20, "army": 20, "bunker": 19, "used": 19, "T": 26, "scan": 26, "★": 22, "☆": 22, "⊘": 32, "⚔": 32}
    return [keys[k] + _w(word, LEGEND_SIZE) + 16 for k, word in LEGEND]


def _legend_breaks() -> list[bool]:
    """For each key entry, whether it starts a new line (the key wraps to the picture's width)."""
    breaks, x = [], 16.0
    for width in _legend_widths():
        new = x + width > PICTURE_W - 10 and x > 16
        x = 16.0 + width if new else x + width
        breaks.append(new)
    return breaks


LEGEND_SIZE = 19


def _legend(draw: ImageDraw.ImageDraw, y: int) -> int:
    x = 16.0
    cy = y + 14
    size = LEGEND_SIZE
    for (key, word), new in zip(LEGEND, _legend_breaks(), strict=True):
        if new:
            x, cy = 16.0, cy + LEGEND_LINE
        if key == "ship":
            _ship(draw, x, cy, TEXT, 16)
            x += 20
        elif key == "army":
            _army(draw, x, cy, TEXT, 16)
            x += 20
        elif key == "bunker":
            _bunker(draw, x, cy, TEXT, False, BACKGROUND, 16)
            x += 19
        elif key == "used":
            _bunker(draw, x, cy, TEXT, True, BACKGROUND, 16)
            x += 19
        elif key == "T":
            _dot(draw, x + 11, cy, 12, PALETTE["grey"], "T", 18)
            x += 26
        elif key == "scan":
            _diamond(draw, x + 11, cy, 11, PALETTE["grey"], "")
            x += 26
        elif key in ("★", "☆"):
            _text(draw, (x, cy), key, 22, HIGHLIGHT, "lm", True)
            x += 22
        elif key == "⊘":
            _badge(draw, x + 14, cy, 15, INK, WHITE, "⊘", ring=WHITE)
            x += 32
        else:
            _badge(draw, x + 14, cy, 15, HIGHLIGHT, INK, "⚔")
            x += 32
        _text(draw, (x, cy), word, size, MUTED, "lm")
        x += _w(word, size) + 16
    return y + _legend_height()
