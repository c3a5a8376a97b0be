"""The rolls: the offensive roll and its ability, the defensive roll, the chosen target."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.base import Event
from engines.dicethrone import data
from engines.dicethrone.actions import Ability, Defend, Roll, Target
from engines.dicethrone.data import HEROES, ability_name, hero_name, typed_id
from engines.dicethrone.dice import (
    chosen_positions,
    level_def,
    meets,
    norm_name,
    roll_event,
)
from engines.dicethrone.players import alive, opponents, player_named
from engines.dicethrone.state import (
    Attack,
    DiceRoll,
    DiceThroneState,
)
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import said

if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class RollRules(DiceThroneRules):
    """Rolling, choosing the ability, defending, choosing a target."""

    def _act_roll(self, s: DiceThroneState, p: str, a: Roll, ev: list[Event]) -> None:
        if not self._own_turn_step(s, p, "offense"):
            raise WrongPhase(said("dt-refuse-roll-not-now"))
        r = s.roll
        assert r is not None
        if s.attack is not None:
            raise WrongPhase(said("dt-refuse-ability-chosen"))
        if r.attempts >= r.max_attempts:
            raise IllegalAction(said("dt-refuse-rolls-used", count=r.max_attempts))
        if r.attempts == 0:
            if a.dice and sorted(a.dice) != [1, 2, 3, 4, 5]:
                raise IllegalAction(said("dt-refuse-first-roll-all"))
            positions = [0, 1, 2, 3, 4]
        else:
            positions = chosen_positions(a.dice, 5, "reroll")
        for i in positions:
            if r.attempts == 0:
                r.dice.append(s.rng.d6())
            else:
                r.dice[i] = s.rng.d6()
        r.attempts += 1
        r.fresh = positions
        ev.append(roll_event(s, r))
        self._open_window(s, "roll", [q for q in alive(s) if q != p], ev)

    def _find_ability(self, s: DiceThroneState, p: str, name: str, kinds: tuple[str, ...]) -> dict[str, Any]:
        hero = s.heroes[p].hero
        key = typed_id(name)
        for ability in HEROES[hero]["abilities"]:
            if ability["kind"] in kinds and key == norm_name(ability["id"]):
                return ability
        names = tuple(ability_name(a["id"]) for a in HEROES[hero]["abilities"] if a["kind"] in kinds)
        raise BadArguments(said("dt-refuse-no-such-ability", hero=hero_name(hero), ability=name, yours=names))

    def _act_ability(self, s: DiceThroneState, p: str, a: Ability, ev: list[Event]) -> None:
        if not self._own_turn_step(s, p, "offense"):
            raise WrongPhase(said("dt-refuse-ability-not-now"))
        r = s.roll
        assert r is not None
        if r.attempts == 0:
            raise IllegalAction(said("dt-refuse-roll-first"))
        ability = self._find_ability(s, p, a.name, ("offense", "ultimate"))
        h = s.heroes[p]
        level = h.level(ability["id"])
        req = level_def(h.hero, ability["id"], level)["req"]
        if not meets(req, h.hero, r.dice):
            raise IllegalAction(said("dt-refuse-dice-dont-qualify", ability=ability_name(ability["id"]),
                                     need=data.describe_req(req)))
        s.attack = Attack(attacker=p, ability=ability["id"], level=level, ultimate=ability["kind"] == "ultimate")
        ev.append({"type": "ability", "player": p, "ability": ability["id"], "level": level,
                   "ultimate": s.attack.ultimate})
        others = [q for q in alive(s) if q != p]
        dice_only = [q for q in others if opponents(s, p, q)] if s.attack.ultimate else []
        self._open_window(s, "confirm", others, ev, dice_only=dice_only)
        if s.window is None:
            s.attack.stage = "blind"
            s.phase = "resolve"

    def _act_defend(self, s: DiceThroneState, p: str, a: Defend, ev: list[Event]) -> None:
        if s.window is not None or s.phase != "defense" or s.attack is None or s.attack.target != p:
            raise WrongPhase(said("dt-refuse-no-attack-on-you"))
        h = s.heroes[p]
        defenses = [x for x in HEROES[h.hero]["abilities"] if x["kind"] == "defense"]
        if a.name:
            ability = self._find_ability(s, p, a.name, ("defense",))
        elif len(defenses) == 1:
            ability = defenses[0]
        else:
            names = tuple(ability_name(x["id"]) for x in defenses)
            raise BadArguments(said("dt-refuse-choose-defence", defences=names))
        level = h.level(ability["id"])
        n = level_def(h.hero, ability["id"], level)["dice"]
        s.attack.defense = ability["id"]
        s.attack.defense_level = level
        s.roll = DiceRoll(kind="defense", owner=p, hero=h.hero, dice=[s.rng.d6() for _ in range(n)], attempts=1,
                          max_attempts=1, fresh=list(range(n)))
        ev.append({"type": "defend", "player": p, "ability": ability["id"], "level": level})
        ev.append(roll_event(s, s.roll))
        s.attack.stage = "damage"
        s.phase = "resolve"
        self._open_window(s, "damage", alive(s), ev)
        if s.window is None:
            s.attack.stage = "resolve_damage"

    def _act_target(self, s: DiceThroneState, p: str, a: Target, ev: list[Event]) -> None:
        att = s.attack
        if s.window is not None or s.phase != "choose_target" or att is None or att.chooser != p:
            raise WrongPhase(said("dt-refuse-no-target-to-choose"))
        target = player_named(s, a.player)
        if target not in att.choices:
            raise IllegalAction(said("dt-refuse-target-choices", choices=tuple(att.choices)))
        att.target = target
        att.chooser = None
        att.choices = []
        ev.append({"type": "target", "player": att.attacker, "target": target, "chosen_by": p})
        att.stage = "effects"
        s.phase = "resolve"
