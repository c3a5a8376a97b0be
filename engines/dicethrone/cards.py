"""Cards: when each may be played, what it does, upgrades, drawing and reshuffling."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.base import Event
from engines.dicethrone.actions import Play
from engines.dicethrone.data import STATUSES, ability_name, card_name, card_of, level_name, status_name, typed_id
from engines.dicethrone.dice import (
    chosen_positions,
    norm_name,
    roll_event,
)
from engines.dicethrone.players import alive, max_health, opponents, player_named
from engines.dicethrone.state import (
    MAIN_PHASES,
    DiceThroneState,
    Hero,
)
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import Said, said

if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class CardRules(DiceThroneRules):
    """Playing, checking and drawing cards."""

    def _card_in_hand(self, h: Hero, text: str) -> str:
        key = norm_name(text)
        for card in h.hand:
            if norm_name(card) == key:
                return card
        for card in h.hand:
            info = card_of(card)
            if typed_id(text) == norm_name(info["id"]):
                return card
        if not h.hand:
            raise IllegalAction(said("dt-refuse-no-cards"))
        raise IllegalAction(said("dt-refuse-no-such-card", card=text,
                                 hand=tuple(card_name(card_of(c)) for c in h.hand)))

    def _timing_ok(self, s: DiceThroneState, p: str, timing: str) -> Said | None:
        """None when a card of this timing may be played now, else why not."""
        if s.finished:
            return said("dt-refuse-game-over")
        if timing == "main":
            if self._own_turn_step(s, p, *MAIN_PHASES):
                return None
            return said("dt-refuse-main-phase-card")
        if timing == "roll":
            if self._in_window(s, p) or self._own_turn_step(s, p, "offense"):
                return None
            return said("dt-refuse-roll-phase-card")
        if any(pr.player == p for pr in self.awaiting(s)):
            return None
        return said("dt-refuse-instant-card")

    def _locked(self, s: DiceThroneState, p: str) -> bool:
        att = s.attack
        return bool(att and att.ultimate and att.stage != "confirm" and opponents(s, att.attacker, p))

    def _check_play(self, s: DiceThroneState, p: str, a: Play) -> tuple[str, dict[str, Any]]:
        """Validate a card play; returns (card instance, plan). Raises with a sentence."""
        if s.variant == "simplified":
            raise IllegalAction(said("dt-refuse-simplified-no-cards"))
        h = s.heroes[p]
        card = self._card_in_hand(h, a.card)
        info = card_of(card)
        if info["kind"] == "upgrade":
            return card, self._check_upgrade(s, p, card, info)
        why = self._timing_ok(s, p, info["timing"])
        if why:
            raise WrongPhase(why)
        if self._locked(s, p):
            raise IllegalAction(said("dt-refuse-ultimate-locked"))
        if info["cost"] > h.cp:
            raise IllegalAction(said("dt-refuse-card-cost", card=card_name(info), cost=info["cost"], have=h.cp))
        fx = info["fx"]
        dice_piece = next((x for x in fx if any(k in x for k in ("set_die", "nudge", "reroll", "reroll_other",
                                                                   "copy_die"))), None)
        if s.window is not None and p in s.window.dice_only and dice_piece is None:
            raise IllegalAction(said("dt-refuse-ultimate-dice-only"))
        plan: dict[str, Any] = {"cost": info["cost"], "fx": fx}
        if dice_piece is not None:
            plan["dice"] = self._check_dice_piece(s, p, dice_piece, a)
        elif a.die:
            raise BadArguments(said("dt-refuse-card-no-dice", card=card_name(info)))
        needs_target = any(k in x for x in fx for k in ("inflict", "steal"))
        target = None
        if needs_target:
            target = self._card_target(s, p, a.target, allow_self=False)
        elif any("cleanse" in x for x in fx):
            target = player_named(s, a.target) if a.target else p
            if s.heroes[target].out:
                raise IllegalAction(said("dt-refuse-target-out", target=target))
            if not any(n and not STATUSES[k]["good"] for k, n in s.heroes[target].statuses.items()):
                if target == p:
                    raise IllegalAction(said("dt-refuse-no-negative-own"))
                raise IllegalAction(said("dt-refuse-no-negative", target=target))
        elif a.target:
            raise BadArguments(said("dt-refuse-card-no-target", card=card_name(info)))
        plan["target"] = target
        att = s.attack
        for x in fx:
            if "bonus" in x and not self._attacking(s, p):
                raise IllegalAction(said("dt-refuse-bonus-no-attack"))
            if "prevent" in x and not self._defending(s, p):
                raise IllegalAction(said("dt-refuse-prevent-no-attack"))
            if "extra_roll" in x:
                r = s.roll
                if not (self._own_turn_step(s, p, "offense") and r and att is None):
                    raise IllegalAction(said("dt-refuse-extra-roll"))
            if "gain" in x:
                limit = STATUSES[x["gain"]]["limit"]
                if h.statuses.get(x["gain"], 0) >= limit and len(fx) == 1:
                    raise IllegalAction(said("dt-refuse-status-limit", status=status_name(x["gain"]), limit=limit))
            if "heal" in x and len(fx) == 1 and s.health[h.team] >= max_health(s):
                raise IllegalAction(said("dt-refuse-health-full"))
        return card, plan

    def _attacking(self, s: DiceThroneState, p: str) -> bool:
        att = s.attack
        return bool(att and att.attacker == p and att.stage not in ("confirm",) and att.has_damage
                    and not att.failed)

    def _defending(self, s: DiceThroneState, p: str) -> bool:
        """An attack's damage is about to reach p (its target, or a victim of its collateral damage)."""
        att = s.attack
        if not att or att.ultimate or att.failed or att.stage not in ("defense", "damage"):
            return False
        if att.target == p:
            return att.has_damage and not att.negated
        return self._collateral_victim(s, p)

    def _collateral_victim(self, s: DiceThroneState, p: str) -> bool:
        """Collateral damage is undefendable, but cards and tokens may still prevent it."""
        att = s.attack
        return bool(att and att.collateral and p != att.target and not s.heroes[p].out
                    and opponents(s, att.attacker, p))

    def _check_upgrade(self, s: DiceThroneState, p: str, card: str, info: dict[str, Any]) -> dict[str, Any]:
        h = s.heroes[p]
        if info["hero"] != h.hero:  # pragma: no cover - decks hold only their hero's upgrades
            raise IllegalAction(said("dt-refuse-upgrade-other-hero"))
        if not self._own_turn_step(s, p, *MAIN_PHASES):
            raise WrongPhase(said("dt-refuse-upgrade-main-phase"))
        current = h.level(info["ability"])
        name = ability_name(info["ability"])
        if info["level"] <= current:
            raise IllegalAction(said("dt-refuse-upgrade-level", ability=name, level=level_name(current)))
        cost = info["cost"]
        replaced = next((c for c in h.board if card_of(c)["ability"] == info["ability"]), None)
        if replaced is not None:
            cost = max(0, cost - card_of(replaced)["cost"])
        if cost > h.cp:
            raise IllegalAction(said("dt-refuse-upgrade-cost", ability=name, cost=cost, have=h.cp))
        return {"cost": cost, "upgrade": True, "replaced": replaced}

    def _check_dice_piece(self, s: DiceThroneState, p: str, x: dict[str, Any], a: Play) -> dict[str, Any]:
        r = s.roll
        if r is None or not r.live or not r.dice:
            raise IllegalAction(said("dt-refuse-no-dice"))
        n = len(r.dice)
        if x.get("own") and r.owner != p:
            raise IllegalAction(said("dt-refuse-own-roll-only"))
        if "reroll_other" in x and r.owner == p:
            raise IllegalAction(said("dt-refuse-others-roll-only"))
        plan: dict[str, Any] = {"values": {}}
        if "set_die" in x:
            pos = chosen_positions(a.die, n, "change", limit=x.get("n", 1))
            if x["set_die"] == "any":
                if a.value is None or not 1 <= a.value <= 6:
                    raise BadArguments(said("dt-refuse-say-value"))
                value = a.value
            else:
                value = x["set_die"]
            if all(r.dice[i] == value for i in pos):
                raise IllegalAction(said("dt-refuse-dice-show", value=value))
            plan["values"] = {i: value for i in pos}
        elif "nudge" in x:
            pos = chosen_positions(a.die, n, "change", limit=1)
            cur = r.dice[pos[0]]
            if a.value is None or abs(a.value - cur) != 1 or not 1 <= a.value <= 6:
                options = [v for v in (cur - 1, cur + 1) if 1 <= v <= 6]
                raise BadArguments(said("dt-refuse-nudge-value", die=pos[0] + 1, shows=cur, low=options[0],
                                        high=options[-1], count=len(options)))
            plan["values"] = {pos[0]: a.value}
        elif "reroll" in x or "reroll_other" in x:
            plan["reroll"] = chosen_positions(a.die, n, "reroll", limit=x.get("reroll", x.get("reroll_other")))
        elif "copy_die" in x:
            if len(a.die) != 2:
                raise BadArguments(said("dt-refuse-copy-two-dice"))
            to, frm = chosen_positions(a.die, n, "copy")
            if r.dice[to] == r.dice[frm]:
                raise IllegalAction(said("dt-refuse-dice-match"))
            plan["values"] = {to: r.dice[frm]}
        return plan

    def _card_target(self, s: DiceThroneState, p: str, name: str | None, allow_self: bool) -> str:
        if name:
            target = player_named(s, name)
            if s.heroes[target].out:
                raise IllegalAction(said("dt-refuse-target-out", target=target))
            if target == p and not allow_self:
                raise IllegalAction(said("dt-refuse-target-another"))
            return target
        others = [q for q in alive(s) if opponents(s, p, q)]
        if len(others) == 1:
            return others[0]
        raise BadArguments(said("dt-refuse-say-target"))

    def _act_play(self, s: DiceThroneState, p: str, a: Play, ev: list[Event]) -> None:
        card, plan = self._check_play(s, p, a)
        h = s.heroes[p]
        info = card_of(card)
        h.cp -= plan["cost"]
        h.hand.remove(card)
        if plan.get("upgrade"):
            if plan["replaced"]:
                h.board.remove(plan["replaced"])
                h.discard.append(plan["replaced"])
            h.board.append(card)
            ev.append({"type": "upgrade", "player": p, "card": card, "ability": info["ability"],
                       "level": info["level"], "paid": plan["cost"], "now": h.cp})
            return
        h.discard.append(card)
        ev.append({"type": "card", "player": p, "card": card, "paid": plan["cost"],
                   "target": plan.get("target"), "now": h.cp})
        if "dice" in plan:
            self._apply_dice(s, p, plan["dice"], ev)
        self._apply_card_fx(s, p, plan, ev)
        if s.window is not None:
            self._ask_again(s, p)
        self._check_defeats(s, ev)

    def _apply_dice(self, s: DiceThroneState, p: str, plan: dict[str, Any], ev: list[Event]) -> None:
        r = s.roll
        assert r is not None
        changed = []
        for i, v in plan.get("values", {}).items():
            ev.append({"type": "die", "player": p, "owner": r.owner, "pos": i + 1, "from": r.dice[i], "to": v})
            r.dice[i] = v
            changed.append(i)
        for i in plan.get("reroll", []):
            old = r.dice[i]
            r.dice[i] = s.rng.d6()
            ev.append({"type": "die", "player": p, "owner": r.owner, "pos": i + 1, "from": old, "to": r.dice[i],
                       "reroll": True})
            changed.append(i)
        r.fresh = changed
        if s.window is not None:
            s.window.changed = True
        ev.append({**roll_event(s, r), "changed": True})

    def _apply_card_fx(self, s: DiceThroneState, p: str, plan: dict[str, Any], ev: list[Event]) -> None:
        h = s.heroes[p]
        target = plan.get("target")
        att = s.attack
        for x in plan["fx"]:
            if "extra_roll" in x and s.roll is not None:
                s.roll.max_attempts += x["extra_roll"]
                ev.append({"type": "extra_roll", "player": p, "of": s.roll.max_attempts})
            elif "bonus" in x and att is not None:
                att.bonus += x["bonus"]
                ev.append({"type": "bonus", "player": p, "amount": x["bonus"]})
            elif "prevent" in x and att is not None:
                self._shield(s, p, x["prevent"])
                ev.append({"type": "prevent", "player": p, "amount": x["prevent"]})
            elif "heal" in x:
                self._heal(s, p, x["heal"], ev)
            elif "cp" in x:
                gained = self._gain_cp(s, p, x["cp"])
                ev.append({"type": "cp", "player": p, "change": gained, "now": h.cp})
            elif "draw" in x:
                self._draw(s, p, x["draw"], ev)
            elif "gain" in x:
                self._add_status(s, p, x["gain"], x.get("n", 1), ev)
            elif "inflict" in x and target:
                self._add_status(s, target, x["inflict"], x.get("n", 1), ev)
            elif "steal" in x and target:
                self._steal(s, p, target, x["steal"], ev)
            elif "cleanse" in x and target:
                for k in list(s.heroes[target].statuses):
                    if not STATUSES[k]["good"]:
                        self._add_status(s, target, k, -s.heroes[target].statuses[k], ev)

    def _draw(self, s: DiceThroneState, p: str, n: int, ev: list[Event]) -> None:
        """Draw n cards; in the hero-upgrade-deck variant the player chooses each card's pile first."""
        if s.variant == "upgrade_deck":
            s.heroes[p].owed += n
            return
        self._draw_from(s, p, n, ev)

    def _draw_from(self, s: DiceThroneState, p: str, n: int, ev: list[Event], pile: str = "action") -> None:
        h = s.heroes[p]
        drawn = 0
        for _ in range(n):
            if s.variant == "upgrade_deck":
                piles = [h.updeck, h.deck] if pile == "upgrade" else [h.deck, h.updeck]
                if not piles[0]:
                    self._reshuffle(s, h, upgrade=pile == "upgrade")
                source = piles[0] if piles[0] else piles[1]
                if not source:
                    self._reshuffle(s, h, upgrade=pile != "upgrade")
                    source = piles[1]
            else:
                if not h.deck:
                    self._reshuffle(s, h)
                source = h.deck
            if not source:
                break
            h.hand.append(source.pop(0))
            drawn += 1
        if drawn and ev is not None:
            ev.append({"type": "draw", "player": p, "count": drawn})

    def _reshuffle(self, s: DiceThroneState, h: Hero, upgrade: bool | None = None) -> None:
        if not h.discard:
            return
        if s.variant == "upgrade_deck" and upgrade is not None:
            moving = [c for c in h.discard if (card_of(c)["kind"] == "upgrade") == upgrade]
            h.discard = [c for c in h.discard if c not in moving]
            s.rng.shuffle(moving)
            (h.updeck if upgrade else h.deck).extend(moving)
            return
        moving = list(h.discard)
        h.discard = []
        s.rng.shuffle(moving)
        h.deck.extend(moving)
