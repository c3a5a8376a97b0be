"""One line for the channel per event (None = say nothing). Never reveals hidden choices: the
events of simultaneous steps only say who is done, and a reaction window never says who was asked
or who let it pass (only an announced JAM or INTERCEPT names its player, as at the table).

A battle is narrated as a short block: who attacked what and how it ended, then one line per round
(hits and losses; the battle report picture shows the dice), quiet rounds folded together.

Every line is a Said of lang/locales/*/throneworld.ftl (tw-said-…); what an event keeps of a Said (a chit's
name, a tile in words, a battle's notes) is its JSON, and a plain English string of an event logged before
the catalogs is said as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from engines.said import Said, Text, Value, said, said_from_json
from engines.throneworld.combat import CAPTURE_NOTES

LOGGED_ROUND = re.compile(r"(Space|Ground) round \d")
"""How an English line of a round starts in a battle logged before the catalogs."""


def joined(parts: Sequence[Value], message_id: str) -> Value:
    """Parts joined by a catalog's joint (tw-join-comma: "a, b"; tw-join-lines: a line each), which a
    language's list ("a, b and c") would not keep as the bot has always written it."""
    if len(parts) == 1:
        return parts[0]
    return said(message_id, first=parts[0], rest=joined(parts[1:], message_id))


def _actions(actions: list[dict[str, Any]]) -> Value:
    parts: list[Value] = []
    for i, a in enumerate(actions):
        if a["kind"] == "scan":
            parts.append(said("tw-said-proposed-scan", number=i + 1, hex=a["target"], bunker=a["bunker"]))
        else:
            parts.append(said("tw-said-proposed-jump", number=i + 1, units=a.get("units") or said("tw-said-fleet"),
                              origin=a.get("origin") or "", hex=a["target"], bunker=a["bunker"]))
    return joined(parts, "tw-join-semicolon")


def _side(name: str | None) -> Value:
    if name is None or name == "neutral":
        return said("tw-said-side", side="neutral")
    if name == "imperial":
        return said("tw-said-side", side="imperial")
    return name


def _units(units: dict[str, int] | None) -> str:
    if not units:
        return ""
    order = "TSBPMFCAHLD"
    return " ".join(f"{n if n > 1 else ''}{code}" for code in sorted(units, key=lambda c: (order.find(c), c))
                    if (n := units[code]) > 0)


def _round_line(r: dict[str, Any], attacker: Value, defender: Value) -> Value:
    fire: list[Value] = []
    if r.get("first_fire_rolls"):
        fire.append(said("tw-said-first-fire", count=r.get("first_fire_hits", 0)))
    fire.append(said("tw-said-side-hits", side=attacker, count=r.get("attacker_hits", 0),
                     absorbed=r.get("absorbed") or 0))
    fire.append(said("tw-said-side-hits", side=defender, count=r.get("defender_hits", 0), absorbed=0))
    losses: list[Value] = []
    if r.get("defender_losses"):
        losses.append(said("tw-said-side-lost", side=defender, units=_units(r["defender_losses"])))
    if r.get("attacker_losses"):
        losses.append(said("tw-said-side-lost", side=attacker, units=_units(r["attacker_losses"])))
    for side, units in (r.get("cargo_losses") or {}).items():
        who = attacker if side == "attacker" else defender if side == "defender" else side
        losses.append(said("tw-said-cargo-lost", side=who, units=_units(units)))
    if losses:
        return said("tw-said-round-losses", fire=joined(fire, "tw-join-comma"), losses=joined(losses, "tw-join-comma"))
    return joined(fire, "tw-join-comma")


def _quiet(r: dict[str, Any]) -> bool:
    return not (r.get("attacker_hits") or r.get("defender_hits") or r.get("first_fire_hits")
                or r.get("defender_losses") or r.get("attacker_losses") or r.get("cargo_losses") or r.get("notes"))


def _outcome(event: dict[str, Any], attacker: Value, defender: Value) -> Said:
    hex_ = event.get("hex") or ""
    if event.get("captured"):
        return said("tw-said-outcome-captures", side=attacker, plural=_plural(event.get("attacker")), hex=hex_)
    if event.get("winner") == "attacker":  # the battle, not the system: nobody landed to take it
        return said("tw-said-outcome-not-taken", side=attacker, plural=_plural(event.get("attacker")), hex=hex_)
    if event.get("winner") == "defender":
        return said("tw-said-outcome-holds", side=defender, plural=_plural(event.get("defender")))
    return said("tw-said-outcome-none")


def _plural(name: str | None) -> str:
    """'the neutrals' and 'the Imperials' take a plural verb, a player a singular one."""
    return "yes" if name is None or name in ("neutral", "imperial") else "no"


def _said_lines(lines: list[Any]) -> list[Text]:
    """A battle's notes as the event keeps them (a Said's JSON, or an English line logged before), but the
    capture's, which the heading tells."""
    said_lines = [said_from_json(line) for line in lines]
    return [line for line in said_lines if not _tells_capture(line)]


def _tells_capture(line: Text) -> bool:
    if isinstance(line, Said):
        return line.id in CAPTURE_NOTES
    return "captures the system" in line


def _split_report(event: dict[str, Any], rounds: list[dict[str, Any]]) -> tuple[list[Any], list[Any]]:
    """The report's lines before the first round and after the last. An event logged before the catalogs
    holds an English line per round between them, found by how it starts."""
    report = list(event.get("report") or [])
    if "prelude" in event:
        return report[:event["prelude"]], report[event["prelude"]:]
    first_round = next((i for i, line in enumerate(report) if LOGGED_ROUND.match(line)), len(report))
    return report[:first_round], report[first_round + len(rounds):] if rounds else []


def _span(rounds: list[dict[str, Any]], i: int, j: int) -> Said:
    r, last = rounds[i], rounds[j]
    if j == i:
        return said("tw-said-round", arena=str(r.get("arena", "")), number=r.get("number", 0))
    if all(x.get("arena") == r.get("arena") for x in rounds[i:j + 1]):
        return said("tw-said-rounds", arena=str(r.get("arena", "")), first=r.get("number", 0),
                    last=last.get("number", 0))
    return said("tw-said-rounds-across", arena=str(r.get("arena", "")), first=r.get("number", 0),
                last_arena=str(last.get("arena", "")), last=last.get("number", 0))


def _round_lines(rounds: list[dict[str, Any]], attacker: Value, defender: Value) -> list[Value]:
    lines: list[Value] = []
    i = 0
    while i < len(rounds):
        r = rounds[i]
        if _quiet(r):
            j = i
            while j + 1 < len(rounds) and _quiet(rounds[j + 1]):
                j += 1
            lines.append(said("tw-said-quote", line=said("tw-said-no-hits", span=_span(rounds, i, j))))
            i = j + 1
            continue
        line = said("tw-said-round-line", span=_span(rounds, i, i), line=_round_line(r, attacker, defender))
        extra = _said_lines(r.get("notes") or [])
        if extra:
            line = said("tw-said-round-notes", line=line, notes=joined(list(extra), "tw-join-space"))
        lines.append(said("tw-said-quote", line=line))
        i += 1
    return lines


def _losses(event: dict[str, Any], attacker: Value, defender: Value) -> list[Value]:
    lost = event.get("lost") or {}
    totals: list[Value] = []
    for side, name in (("attacker", attacker), ("defender", defender)):
        merged: dict[str, int] = {}
        for units in (lost.get(side) or {}).values():
            for code, n in units.items():
                merged[code] = merged.get(code, 0) + n
        if merged:
            totals.append(said("tw-said-side-total", side=name, units=_units(merged)))
    return totals


def battle_report(event: dict[str, Any]) -> Said:
    """The battle in a few lines: the outcome first, then round by round."""
    attacker = _side(event.get("attacker"))
    defender = _side(event.get("defender"))
    kind = "blockade" if event.get("blockade") else "revolt" if event.get("revolt") else "battle"
    lines: list[Value] = [said("tw-said-battle", hex=event.get("hex") or "", kind=kind, attacker=attacker,
                               defender=defender, outcome=_outcome(event, attacker, defender))]
    rounds = list(event.get("rounds") or [])
    prelude, notes = _split_report(event, rounds)
    lines += [said("tw-said-quote", line=said("tw-said-note", note=line)) for line in _said_lines(prelude)]
    lines += _round_lines(rounds, attacker, defender)
    lines += [said("tw-said-quote", line=said("tw-said-note", note=line)) for line in _said_lines(notes)]
    totals = _losses(event, attacker, defender)
    if totals and len(rounds) > 1:
        lines.append(said("tw-said-quote", line=said("tw-said-losses", totals=joined(totals, "tw-join-semicolon"))))
    return said("tw-said-lines", lines=joined([*lines[:-1], _ended(lines[-1])], "tw-join-lines"))


def _ended(line: Value) -> Value:
    """The block ends with a full stop: a round's line has none of its own (its notes and the other lines do)."""
    inner = line.values.get("line") if isinstance(line, Said) else None
    if isinstance(inner, Said) and inner.id in ("tw-said-round-line", "tw-said-no-hits"):
        return said("tw-said-quote", line=said("tw-said-period", line=inner))
    return line


def _built(event: dict[str, Any]) -> Said | None:
    if isinstance(event.get("units"), list):
        return None  # the summary of a build order: each hex's units were narrated just before
    if event.get("units"):
        return said("tw-said-built", player=event.get("player") or "", units=event["units"], hex=event.get("hex") or "")
    return None


def _sabotaged(e: Callable[..., Any], p: str) -> Said:
    if e("lost"):
        return said("tw-said-sabotaged-force", player=p, hex=e("hex"), victim=_victim(e("victim")), units=e("lost"))
    if e("dev") is not None:
        return said("tw-said-sabotaged-dev", player=p, hex=e("hex"), dev=e("dev"))
    return said("tw-said-sabotaged", player=p, hex=e("hex"))


def _victim(name: str) -> Value:
    """Whose force a sabotage struck: a player's name, or the neutral's in words."""
    return said("tw-said-neutral") if name == "neutral" else name


def _game_over(e: Callable[..., Any]) -> Said:
    winners = ", ".join(e("winners", []))
    reason = e("reason")
    if reason in ("attempt", "turn_limit"):
        return said("tw-said-game-over", winners=winners, reason=reason, turns=e("turns", 0))
    return said("tw-said-game-over-logged", winners=winners, reason=str(reason))  # an English reason of old


def narrate(event: dict[str, Any]) -> Said | None:
    kind = str(event.get("type"))
    p = str(event.get("player") or "")
    e = event.get

    def by(message_id: str, **fields: str) -> Callable[[], Said]:
        """A line naming the player and the event's fields, each by the catalog's name for it."""
        return lambda: said(message_id, player=p, **{name: _value(e(key)) for name, key in fields.items()})

    lines: dict[str, Callable[[], Said | None]] = {
        "outreach_revealed": lambda: said("tw-said-outreach-revealed"),
        "expansion": lambda: said("tw-said-expansion", turn=_value(e("turn")), player=p),
        "planned": lambda: None,  # the proposal lists the whole plan when it is committed
        "no_moves": by("tw-said-no-moves"),
        "proposed": lambda: said("tw-said-proposed", player=p, actions=_actions(e("actions", []))),
        "window": lambda: None,  # the platform says a window is open and when it closes, never for whom
        "no_response": lambda: None,  # who was asked, and who let it pass, stays secret
        "jam": by("tw-said-jam", number="action", bunker="bunker"),
        "intercept_announced": by("tw-said-intercept-announced", number="action", fleet="fleet"),
        "counterjam_window": by("tw-said-counterjam-window"),
        "counterjam": by("tw-said-counterjam", number="response"),
        "no_counterjam": by("tw-said-no-counterjam"),
        "jammed": by("tw-said-jammed", number="action", hex="target"),
        "transfer": by("tw-said-transfer", units="units", origin="from", hex="to"),
        "jump": by("tw-said-jump", units="units", origin="from", hex="to"),
        "scrapped": by("tw-said-scrapped", units="units", hex="hex"),
        "jump_void": by("tw-said-jump-void", origin="origin", hex="to"),
        "scan": by("tw-said-scan", hex="hex"),
        "revealed": lambda: said("tw-said-revealed", hex=_value(e("hex")),
                                 tile=said_from_json(e("words") or e("tile"))),
        "intercept": by("tw-said-intercept", hex="to", units="units"),
        "survey_lost": by("tw-said-survey-lost", hex="hex"),
        "captured": by("tw-said-captured", hex="hex"),
        "lost": by("tw-said-lost", hex="hex", why="why"),
        "battle": lambda: battle_report(event),
        "chit": lambda: said("tw-said-chit", player=p, chit=said_from_json(e("chit")), use=str(e("use"))),
        "developed": by("tw-said-developed", hex="hex", dev="dev"),
        "credits": by("tw-said-credits", credits="credits"),
        "sabotaged": lambda: _sabotaged(e, p),
        "passed": lambda: said("tw-said-passed", player=p, count=e("turned_in") or 0),
        "looted": by("tw-said-looted", credits="credits"),
        "research_phase": lambda: said("tw-said-research-phase", round=str(e("round"))),
        "research": lambda: said("tw-said-research", player=p, tech=str(e("tech")),
                                 advanced="yes" if e("advanced") else "no"),
        "event": lambda: said("tw-said-event", event=said_from_json(e("chit"))),
        "event_chooser": lambda: None,  # "Waiting for @x: <the event>: <what it does>…" says it
        "event_target": lambda: said("tw-said-event-target", player=p, event=said_from_json(e("chit")),
                                     hex=_value(e("target"))),
        "event_declined": by("tw-said-event-declined"),
        "no_effect": lambda: said("tw-said-no-effect", why="no_target" if e("why") else "none"),
        "production_advanced": lambda: said("tw-said-production-advanced"),
        "production_delayed": lambda: said("tw-said-production-delayed"),
        "no_production": lambda: said("tw-said-no-production", why="attempt" if e("why") else "none"),
        "production_phase": lambda: said("tw-said-production-phase"),
        "built": lambda: _built(event),
        "attempt_started": by("tw-said-attempt-started", count="systems"),
        "attempt_failed": by("tw-said-attempt-failed", why="why"),
        "game_over": lambda: _game_over(e),
        "turn": lambda: said("tw-said-turn", turn=_value(e("turn")), order=", ".join(e("order", []))),
        "committed": by("tw-said-committed"),
    }
    make = lines.get(kind)
    return make() if make else None


def _value(value: Any) -> Value:
    """An event's field as a Said's value: the catalog refuses None, which said nothing before (''),
    and a list of names is written as they are, with commas."""
    if value is None:
        return ""
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return value if isinstance(value, int | float) else str(value)
