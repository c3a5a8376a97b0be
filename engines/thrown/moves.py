"""What a player may do now: who the game awaits, every legal move (rolls, powers with their targets,
rewards, tie-break picks) and the move a missed turn plays. The engine and the AI both read these."""

from __future__ import annotations

from engines.base import Action, Prompt
from engines.said import Said, said
from engines.thrown.data import COLORS, DISCARD_CARDS, MAX_ROLL, OPTIONAL_REWARDS, TIEBREAK_DICE
from engines.thrown.model import Done, Exchange, Pick, Power, Recruit, Roll, Skip, Summon, ThrownState
from engines.thrown.rules import colors_of, leader, pool_size, reward_task
from engines.thrown.text import colour, colours


def awaiting(state: ThrownState) -> list[Prompt]:
    if state.phase == "over":
        return []
    if state.phase == "pick":
        return [Prompt(player=state.pick_queue[0], what=said("thrown-task-pick"))]
    if state.phase == "victory":
        v = state.open_victory
        return [Prompt(player=v.winner, what=reward_task(v.pending))]
    return [Prompt(player=state.open_trick.current, what=turn_task(state))]


def turn_task(state: ThrownState) -> Said:
    """What the player in turn can do now and why it matters, in one sentence."""
    trick = state.open_trick
    player = trick.in_turn
    color = trick.color
    if trick.rolled:
        lead = leader(state, trick)
        now = said("thrown-now-you") if lead == player else said("thrown-now-leader", leader=lead) if lead else said(
            "thrown-now-nobody")
        return said("thrown-task-powers", now=now)
    if color is None:
        return said("thrown-task-lead")
    if state.pools[player][color] > 0:
        return said("thrown-task-follow", colour=colour(color))
    brute = colors_of(state, "brute")
    if brute:
        return said("thrown-task-trump-brute", colour=colour(color), brute=colours(brute))
    return said("thrown-task-trump", colour=colour(color))


def legal_moves(state: ThrownState, player: str) -> list[Action]:
    if all(p.player != player for p in awaiting(state)):
        return []
    if state.phase == "pick":
        return pick_actions(state)
    if state.phase == "victory":
        return victory_actions(state, player)
    trick = state.open_trick
    actions: list[Action] = []
    if not trick.rolled:
        actions += roll_actions(state, player)
    if trick.rolled or pool_size(state, player) == 0:
        actions.append(Done())
    actions += power_actions(state, player)
    return actions


def roll_actions(state: ThrownState, player: str) -> list[Action]:
    pool = state.pools[player]
    trick = state.open_trick
    colors = [c for c in COLORS if pool[c] > 0]
    if trick.color is not None and pool[trick.color] > 0:
        colors = [trick.color]
    return [Roll(color=c, count=k) for c in colors for k in range(1, min(MAX_ROLL, pool[c]) + 1)]


def power_actions(state: ThrownState, player: str) -> list[Power]:
    trick = state.open_trick
    pool = state.pools[player]
    mine = [d for d in trick.dice if d.owner == player]
    theirs = [d for d in trick.dice if d.owner != player]
    actions: list[Power] = []
    for slot in state.display:
        card = slot.card
        if card not in DISCARD_CARDS or pool[slot.color] == 0:
            continue
        if card == "knight":
            actions += [Power(card=card, dice=[d.n]) for d in mine]
            if len(mine) > 1:
                actions.append(Power(card=card, dice=[d.n for d in mine]))
        elif card == "man_at_arms":
            actions += [Power(card=card, die=d.n, delta=1) for d in mine if d.value < 6]
            actions += [Power(card=card, die=d.n, delta=-1) for d in theirs if d.value > 1]
        elif card == "reinforcements" and (trick.rolled or mine):
            actions += [Power(card=card, color=c) for c in COLORS if pool[c] >= 1 + (c == slot.color)]
        elif card == "wizard":
            actions += [Power(card=card, die=d.n) for d in mine]
        elif card in ("archer", "dark_knight", "sorcerer"):
            actions += [Power(card=card, die=d.n) for d in theirs]
        elif card == "berserker" and any(d.value == 6 for d in theirs):
            actions.append(Power(card=card))
        elif card == "dragon" and trick.dice:
            actions.append(Power(card=card))
        elif card == "shapeshifter":
            names = [s.card for s in state.display]
            actions += [Power(card=card, swap=[a, b]) for i, a in enumerate(names) for b in names[i + 1:]]
        elif card == "spirit":
            for d in theirs:
                if any(o.owner == d.owner and o.n != d.n and o.value != d.value for o in theirs):
                    actions.append(Power(card=card, die=d.n))
    return actions


def victory_actions(state: ThrownState, player: str) -> list[Action]:
    actions: list[Action] = [Skip()] if any(c in OPTIONAL_REWARDS for c in state.open_victory.pending) else []
    pool = state.pools[player]
    for card in state.open_victory.pending:
        if card == "recruiter":
            actions += [Recruit(**{"from": p, "color": c}) for p in state.participants if p != player
                        for c in COLORS if state.pools[p][c] > 0]
        elif card == "strategist":
            actions += [Exchange(give=[g], take=[t]) for g in COLORS if pool[g] for t in COLORS
                        if t != g and state.void[t]]
            spare = [c for c in COLORS for _ in range(pool[c])][:3]
            if len(spare) > 1:
                best = max(COLORS, key=lambda c: state.void[c])
                if state.void[best] >= len(spare):
                    actions.append(Exchange(give=spare, take=[best] * len(spare)))
        elif card == "summoner":
            held = [c for c in COLORS for _ in range(state.summoner[c])]
            actions.append(Summon(dice=held))
            actions += [Summon(dice=[c]) for c in COLORS if state.summoner[c] and len(held) > 1]
    return actions


def pick_actions(state: ThrownState) -> list[Action]:
    actions: list[Action] = []

    def build(i: int, left: int, chosen: list[str]) -> None:
        if i == len(COLORS):
            if left == 0:
                actions.append(Pick(dice=list(chosen)))
            return
        color = COLORS[i]
        for k in range(min(left, state.void[color]), -1, -1):
            build(i + 1, left - k, chosen + [color] * k)

    build(0, TIEBREAK_DICE, [])
    return actions


def timeout_move(state: ThrownState, player: str) -> Action:
    """A missed turn plays the smallest legal move and ends the turn in one go: one die (the trick colour
    if possible, else the colour you hold most of), then Done. A reward choice leaves every optional
    reward and takes the Recruiter's steal by the default (rules.default_recruit); a tie-break pick
    takes the colours the Void holds most of."""
    if state.phase == "pick":
        void = dict(state.void)
        dice = []
        for _ in range(TIEBREAK_DICE):
            color = max(COLORS, key=lambda c: void[c])
            void[color] -= 1
            dice.append(color)
        return Pick(dice=dice)
    if state.phase == "victory":
        return Skip(all=True)
    trick = state.open_trick
    pool = state.pools[player]
    if trick.rolled or pool_size(state, player) == 0:
        return Done()
    if trick.color is not None and pool[trick.color] > 0:
        return Roll(color=trick.color, count=1, done=True)
    return Roll(color=max(COLORS, key=lambda c: pool[c]), count=1, done=True)
