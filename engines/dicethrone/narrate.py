"""One line for the channel per Dice Throne event."""

from __future__ import annotations

from typing import Any

from engines.dicethrone.data import STATUSES


def _status(key: str) -> str:
    return STATUSES[key]["name"] if key in STATUSES else key


def _dice(event: dict[str, Any]) -> str:
    return " ".join(f"{v}({s})" for v, s in zip(event["dice"], event["symbols"], strict=True))


def narrate(e: dict[str, Any]) -> str | None:
    t = e.get("type")
    p = e.get("player", "")
    if t == "turn":
        return f"— Turn {e['turn']}: **{p}** ({e['hero'].replace('_', ' ').title()}) —"
    if t == "upkeep":
        return f"{p} suffers {e['damage']} from {_status(e['status'])} in upkeep."
    if t == "income":
        return f"{p} gains {e['cp']} CP (now {e['now']})."
    if t == "skip":
        return f"{p} skips the {e['what']} ({e['why']})."
    if t == "draw":
        return f"{p} draws {e['count']} card{'s' if e['count'] > 1 else ''}."
    if t == "sell":
        return f"{p} sells {e['name']} for 1 CP (now {e['now']})."
    if t == "upgrade":
        return f"{p} upgrades to **{e['name']}** for {e['paid']} CP."
    if t == "card":
        target = f" on {e['target']}" if e.get("target") and e["target"] != p else ""
        return f"{p} plays **{e['name']}**{target} ({e['paid']} CP)."
    if t == "roll" and e.get("changed"):
        return f"{p}'s dice now: {_dice(e)}."
    if t == "roll":
        kind = {"offense": f"rolls (attempt {e['attempt']}/{e['of']})", "defense": "rolls defence",
                "target": "rolls the targeting die", "blind": "rolls the Blind check"}[e["kind"]]
        return f"{p} {kind}: {_dice(e)}."
    if t == "die":
        verb = "rerolls" if e.get("reroll") else "changes"
        return f"{p} {verb} {e['owner']}'s die {e['pos']}: {e['from']} → {e['to']}."
    if t == "extra_roll":
        return f"{p} gets one more roll attempt ({e['of']} in all)."
    if t == "ability":
        extra = " — **ULTIMATE!**" if e.get("ultimate") else ""
        return f"{p} activates **{e['name']}**{extra}."
    if t == "ability_reset":
        return f"The dice changed: {p} chooses the ability again (unused rolls remain)."
    if t == "no_ability":
        return f"{p} activates no ability."
    if t == "blind":
        return f"{p}'s Blind check shows {e['die']}: " + ("the attack fails!" if e["failed"] else "the attack goes on.")
    if t == "target":
        by = f" (chosen by {e['chosen_by']})" if e.get("chosen_by") else f" (die {e['die']})" if "die" in e else ""
        return f"{p} targets **{e['target']}**{by}."
    if t == "choose_target":
        return f"Targeting die {e['die']}: {e['chooser']} chooses among {', '.join(e['choices'])}."
    if t == "attack":
        how = " (Ultimate: nothing can stop it)" if e.get("ultimate") else " (undefendable)" if e.get(
            "undefendable") else ""
        return f"{p}'s attack: {e['damage']} damage at {e['target']}{how}."
    if t == "defend":
        return f"{p} defends with {e['name']}."
    if t == "damage":
        return f"{p} takes **{e['amount']}** damage ({e['source']})."
    if t == "heal":
        return f"{p} heals {e['amount']}."
    if t == "status":
        change = e["change"]
        if change > 0:
            return f"{p} gets {_status(e['status'])}{'' if change == 1 else f' ×{change}'} (now {e['now']})."
        return f"{p} loses {_status(e['status'])}."
    if t == "cp":
        return f"{p} {'gains' if e['change'] >= 0 else 'pays'} {abs(e['change'])} CP (now {e['now']})."
    if t == "steal":
        return f"{p} steals {e['amount']} CP from {e['from']}."
    if t == "discard":
        return f"{p} discards {e['name']}."
    if t == "bonus":
        return f"{p} adds {e['amount']} damage."
    if t == "prevent":
        return f"{p} will prevent {e['amount']} damage."
    if t == "spend":
        status = _status(e["status"])
        if "dodged" in e and "die" in e:
            return f"{p} spends {status}: rolls {e['die']}, " + ("dodged!" if e["dodged"] else "no luck.")
        if e.get("dodged"):
            return f"{p} spends {status}: the attack will miss."
        if "bonus" in e:
            return f"{p} spends {status}: +{e['bonus']} damage."
        if "prevent" in e:
            return f"{p} spends {status}: prevents {e['prevent']}."
        if e.get("prevent_half"):
            return f"{p} spends {status}: half the damage is prevented."
        if "reflect" in e:
            return f"{p} spends {status}: {e['reflect']} damage back."
        return f"{p} spends {status}."
    if t == "window":
        return None  # the table text says a window is open, for whom it never says
    if t == "blessing":
        return f"{p}'s Blessing saves the day: health 1."
    if t == "what_the":
        return f"What the...? {p} fell before their second turn and comes back with {e['health']} health."
    if t == "defeated":
        return f"**{' and '.join(e['players'])}** {'is' if len(e['players']) == 1 else 'are'} defeated!"
    if t == "game_over":
        return f"**{e['reason']}**"
    if t == "phase" and e.get("phase") == "discard":
        return f"{p} must sell cards down to 6."
    return None
