"""One line for the channel about each event of a Thrown game."""

from __future__ import annotations

from engines.base import Event
from engines.thrown.data import CARDS
from engines.thrown.text import colors_text, dice_word, join


def narrate(event: Event) -> str | None:
    kind = event.get("type")
    p = event.get("player")
    if kind == "round_started":
        cards = ", ".join(f"{CARDS[s['card']].title} ({s['color']})" for s in event["cards"])
        label = "Tie-break round" if event.get("tiebreak") else f"Round {event['round']} of {event['rounds']}"
        return f"**{label}.** Cards: {cards}. {event['first']} starts."
    if kind == "trick_started":
        extra = f" ({event['passed_over']} has no dice)" if event.get("passed_over") else ""
        return f"Trick {event['trick']}: {event['starter']} leads{extra}."
    if kind == "rolled":
        count = len(event["dice"])
        faces = ", ".join(f"{event['color']} {d['value']} (#{d['n']})" for d in event["dice"])
        what = " to set the trick colour" if event["lead"] else (
            " trying to trump" if event["mode"] == "trump" else "")
        return f"{p} rolls {count} {event['color']} {'die' if count == 1 else 'dice'}{what}: {faces}."
    if kind == "turn_so_far":  # the steps of the turn that posted nothing, told with its end
        return " ".join(line for e in event["events"] if (line := narrate(e))) or None
    if kind == "power":
        title = CARDS[event["card"]].title
        head = f"{p} pays a {event['paid']} die for the {title}"
        card = event["card"]
        if card in ("knight", "berserker"):
            moves = ", ".join(f"#{r['n']} {r['from']}→{r['to']}" for r in event["rerolled"])
            return f"{head}: rerolls {moves or 'nothing'}."
        if card in ("man_at_arms", "wizard", "sorcerer", "dark_knight"):
            return f"{head}: {event['owner']}'s die #{event['die']} goes {event['from']}→{event['to']}."
        if card == "reinforcements":
            return f"{head}: rolls a {event['color']} die #{event['n']} = {event['value']}."
        if card == "archer":
            return f"{head}: {event['owner']}'s {event['color']} die #{event['die']} goes back to their pool."
        if card == "dragon":
            return f"{head}: the trick ends now."
        if card == "shapeshifter":
            a, b = event["swap"]
            return f"{head}: {CARDS[a].title} is now {event['colors'][0]}, {CARDS[b].title} {event['colors'][1]}."
        if card == "spirit":
            return f"{head}: {event['owner']}'s other dice turn to {event['value']}."
        return f"{head}."
    if kind == "peacemaker":
        return f"{p} ends the turn with a {event['color']} pair: the Peacemaker hands them the trick."
    if kind == "thief":
        if not event["from"]:
            return f"Thief: {p} already has the most gold and takes nothing."
        return f"Thief: {p} takes 1 gold from {join(event['from'])}."
    if kind == "saboteur":
        if not event["to"]:
            return f"Saboteur: {p} already has the least gold and gives nothing."
        return f"Saboteur: {p} gives 1 gold to {join(event['to'])}."
    if kind == "sits_out":
        return None
    if kind == "no_powers":
        return f"{p} has no power to use, so the turn ends."
    if kind == "trick_won":
        parts = []
        d = event["details"]
        if "dice" in d:
            parts.append(f"{d['dice']:+d}: 1 gold for each opponent die in the trick")
        if "phantom" in d:
            colors = " or ".join(event.get("phantom_colors", [])) or "its colour"
            parts.append(f"{d['phantom']:+d}: the Phantom makes each opponent {colors} die cost the winner 1 gold "
                         "instead of paying 1")
        if "noble" in d:
            colors = " and ".join(event.get("noble_colors", [])) or "its colour"
            parts.append(f"{d['noble']:+d}: the Noble pays 2 extra for {colors} in the trick")
        short = " (gold never goes below 0)" if sum(d.values()) != event["gold"] else ""
        return (f"**{event['winner']} wins trick {event['trick']}** with {event['how']}: "
                f"{event['gold']:+d} gold{short} ({'; '.join(parts)}).")
    if kind == "trick_void":
        why = f" ({event['how']})" if event["how"] else ""
        return f"Nobody wins trick {event['trick']}{why}; no gold is paid."
    if kind == "victory_choice":
        return f"{p} may take the reward of: {join([CARDS[c].title for c in event['cards']])}."
    if kind == "recruited":
        return f"Recruiter: {p} takes an unrolled {event['color']} die from {event['from']}."
    if kind == "exchanged":
        return (f"Strategist: {p} swaps {colors_text(event['give'])} for {colors_text(event['take'])} "
                "from the Void.")
    if kind == "summoned":
        return f"Summoner: {p} takes {colors_text(event['dice'])} from the card."
    if kind == "skipped":
        return f"{p} skips the {CARDS[event['card']].title}."
    if kind == "round_ended":
        lost = ", ".join(f"{q} {v:+d} ({dice_word(event['left'][q])} left)"
                         for q, v in event["penalties"].items())
        gold = ", ".join(f"{q} {g}" for q, g in event["gold"].items())
        return f"**Round over.** {('Penalties: ' + lost + '. ') if lost else ''}Gold: {gold}."
    if kind == "tiebreak_started":
        return (f"**Tie!** {join(event['players'])} have {event['gold']} gold each: a shortened round decides. "
                f"{event['first']} picks four dice first.")
    if kind == "picked":
        return f"{p} picks {colors_text(event['dice'])}."
    if kind == "game_over":
        return None
    return None
