"""What the channel reads after a move: one line per event."""

from __future__ import annotations

from engines.base import Event
from engines.throwdown.data import icon_name


def narrate(event: Event) -> str | None:
    kind = event.get("type")
    if kind == "turn":
        return None
    if kind == "scored":
        icons = event.get("icons") or {}
        extra = ", ".join(f"{n} {icon_name(k)}" for k, n in icons.items())
        gain = f"+{event['points']} point{'s' * (event['points'] != 1)}"
        return (f"**{event['player']}**'s turn: {_pips(event['pips'])}, {gain} (total {event['total']})"
                + (f"; live: {extra}." if extra else "."))
    if kind == "attacked":
        return (f"{event['player']} attacks {event['target']}: {event['card']} goes from the top of their deck "
                f"to the discard pile ({event['left']} left).")
    if kind == "stole":
        return f"{event['player']} steals the top card of {event['from']}'s deck and throws it."
    if kind == "threw":
        what = event["card"] or "a face-down card"
        whose = f"{event['owner']}'s " if event["stolen"] else ""
        line = (f"{event['player']} throws {whose}{what} (card {event['n']}, a {event['power']} throw) at "
                f"{event['at']}: {'it drifts off target and ' if event.get('wrong') else 'it '}lands at {event['grid']}"
                f"{' face down' if not event['face_up'] else ''}")
        if event.get("off_table"):
            return line + " and off the table: a miss."
        if not event["hit"]:
            return line + ", touching nothing: a miss."
        covered = event.get("covered") or []
        if covered:
            parts = ", ".join(f"{c['owner']}'s {icon_name(c['code'])} (card {c['n']} icon {c['icon']})"
                              for c in covered[:4])
            more = f" and {len(covered) - 4} more" if len(covered) > 4 else ""
            return line + f", covering {parts}{more}."
        return line + "."
    if kind == "missed":
        if not event["pending"]:
            return f"Card {event['n']} goes to the discard pile."
        if event.get("off_table"):
            return f"Card {event['n']} missed: {event['player']} may rethrow it."
        return f"Card {event['n']} missed: {event['player']} may break (keep it) or rethrow."
    if kind == "discarded":
        return f"Card {event['n']} goes to the discard pile."
    if kind == "broke":
        return f"{event['player']} uses a break icon: card {event['n']} stays in play where it fell."
    if kind == "rethrow":
        return f"{event['player']} uses a throw icon to throw card {event['n']} again."
    if kind == "drew":
        return f"{event['player']} draws {event['count']} ({event['left']} left in the deck)."
    if kind == "returned":
        n = event["count"]
        return f"{event['player']} puts {n} card{'s' * (n != 1)} back on top of their deck."
    if kind == "final_round":
        return "Every card is thrown: **final scoring round** (points only)."
    if kind == "final_scored":
        return (f"{event['player']}: {_pips(event['pips'])}, +{event['points']} (total "
                f"{event['total']}).")
    if kind == "game_over":
        return None
    return None


def _pips(n: int) -> str:
    """Live pips, the word the message's standing lines use (the narration said "active")."""
    return f"{n} live pip{'s' * (n != 1)}"
