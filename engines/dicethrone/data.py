"""Dice Throne game data: the six heroes, their boards, the 32-card decks and the status effects.

Everything here is data built from a small set of effect pieces, so balancing is editing numbers.
The names, numbers and texts are Dicehall's own.

Effect pieces (dicts; one key names the piece, the others qualify it):

  {"dmg": n}             damage to the target (an attack); "per": symbol multiplies n by how many of
                         that symbol the dice show; "plus": status adds one per token the hero holds;
                         "undefendable": true makes the whole attack undefendable
  {"collateral": n}      undefendable damage to every other opponent
  {"heal": n}            heal your own side ("per" as above)
  {"inflict": status}    on the target ("n": tokens, default 1)
  {"gain": status}       on yourself ("n": tokens)
  {"cp": n}              gain CP;  {"steal": n}: take up to n CP from the target
  {"draw": n}            draw cards;  {"discard": n}: the target discards n cards at random
  {"cleanse": true}      remove every negative status from yourself (or a card's target)
  {"prevent": n}         defence/cards: prevent n damage of the attack on you ("per" as above)
  {"prevent_half": true} prevent half the damage of the attack on you, rounded up
  {"bonus": n}           cards: +n damage to your own attack
  dice pieces (cards):   {"set_die": 6 | "any", "n": k, "own": bool}, {"nudge": 1}, {"reroll": k, "own": bool},
                         {"reroll_other": 1}, {"copy_die": true}, {"extra_roll": 1}

Any piece may carry "if": {symbol: count} — it applies only when the dice show at least that many
of each symbol ("On [symbol]" means at least, and gives nothing more for rolling extra).

Ability requirements: {symbol: count, ...} (mixed sets allowed) or {"straight": 4 | 5}. An offensive
level may have "tiers": {count: pieces} for 4 or 5 of its single symbol.
"""

from __future__ import annotations

import re
from typing import Any

Piece = dict[str, Any]

# --- status effects ----------------------------------------------------------------------------

STATUSES: dict[str, dict[str, Any]] = {
    "burn": {"name": "Burn", "letter": "Bu", "good": False, "limit": 3, "persistent": False,
             "text": "Upkeep: take 1 damage per Burn, then remove one Burn."},
    "poison": {"name": "Poison", "letter": "Po", "good": False, "limit": 3, "persistent": True,
               "text": "Upkeep: take 1 damage per Poison. Persistent."},
    "blind": {"name": "Blind", "letter": "Bl", "good": False, "limit": 1, "persistent": False,
              "text": "When you activate an attack, roll one die: on 1-2 the attack fails. Then remove Blind."},
    "entangle": {"name": "Entangle", "letter": "En", "good": False, "limit": 1, "persistent": False,
                 "text": "Your next offensive roll phase has one roll attempt fewer. Then remove it."},
    "targeted": {"name": "Targeted", "letter": "Ta", "good": False, "limit": 1, "persistent": True,
                 "text": "Attacks that hit you deal 2 more damage. Persistent."},
    "concussion": {"name": "Concussion", "letter": "Co", "good": False, "limit": 1, "persistent": False,
                   "text": "Skip your next income phase (no CP, no card). Then remove it."},
    "stun": {"name": "Stun", "letter": "St", "good": False, "limit": 1, "persistent": False,
             "text": "Skip your next offensive roll phase. Then remove it."},
    "knockdown": {"name": "Knockdown", "letter": "Kn", "good": False, "limit": 1, "persistent": False,
                  "text": "At your next offensive roll phase pay 2 CP or skip the phase. Then remove it."},
    "evasive": {"name": "Evasive", "letter": "Ev", "good": True, "limit": 3, "persistent": False,
                "text": "Spend when attacked: roll one die; on 1-2 the attack deals you no damage."},
    "fire_mastery": {"name": "Fire Mastery", "letter": "FM", "good": True, "limit": 5, "persistent": True,
                     "text": "Fire abilities deal 1 more damage per token. Persistent."},
    "chi": {"name": "Chi", "letter": "Ch", "good": True, "limit": 5, "persistent": True,
            "text": "Spend one: +1 damage to your attack, or prevent 1 damage of an attack on you."},
    "crit": {"name": "Crit", "letter": "Cr", "good": True, "limit": 1, "persistent": False,
             "text": "Spend during your attack of 5 or more damage: +4 damage."},
    "protect": {"name": "Protect", "letter": "Pr", "good": True, "limit": 1, "persistent": False,
                "text": "Spend when attacked: prevent 3 damage."},
    "retribution": {"name": "Retribution", "letter": "Re", "good": True, "limit": 1, "persistent": False,
                    "text": "Spend when attacked: deal 2 undefendable damage back to the attacker."},
    "blessing": {"name": "Blessing", "letter": "Bs", "good": True, "limit": 1, "persistent": False,
                 "text": "When your side would fall to 0 health, remove it and stay at 1 health."},
    "sneak": {"name": "Sneak", "letter": "Sn", "good": True, "limit": 1, "persistent": False,
              "text": "Spend when attacked (not by an Ultimate): take no damage from that attack."},
    "sneak_attack": {"name": "Sneak Attack", "letter": "SA", "good": True, "limit": 1, "persistent": False,
                     "text": "Spend during your attack: roll one die and add its value to the damage."},
}

TARGETED_BONUS = 2
BLIND_FAILS_ON = 2
"""Blind: a check die of this value or lower makes the attack fail."""
EVASIVE_WORKS_ON = 2
KNOCKDOWN_PRICE = 2
CRIT_THRESHOLD = 5
CRIT_BONUS = 4
RETRIBUTION_DAMAGE = 2
PROTECT_PREVENTS = 3


def dmg(n: int, **kw: Any) -> Piece:
    return {"dmg": n, **kw}


def inflict(status: str, n: int = 1, /, **kw: Any) -> Piece:
    return {"inflict": status, "n": n, **kw}


def gain(status: str, n: int = 1, /, **kw: Any) -> Piece:
    return {"gain": status, "n": n, **kw}


def offense(aid: str, name: str, *levels: dict[str, Any], ultimate: bool = False) -> dict[str, Any]:
    return {"id": aid, "name": name, "kind": "ultimate" if ultimate else "offense", "levels": list(levels)}


def defense(aid: str, name: str, *levels: dict[str, Any]) -> dict[str, Any]:
    return {"id": aid, "name": name, "kind": "defense", "levels": list(levels)}


def lvl(req: dict[str, int] | None = None, fx: list[Piece] | None = None, tiers: dict[int, list[Piece]] | None = None,
        dice: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"fx": fx or []}
    if req is not None:
        out["req"] = req
    if tiers:
        out["tiers"] = {str(k): v for k, v in tiers.items()}
    if dice is not None:
        out["dice"] = dice
    return out


def tiered(symbol: str, a: int, b: int, c: int, extra: list[Piece] | None = None,
           extra5: list[Piece] | None = None, plus: str | None = None) -> dict[str, Any]:
    """3/4/5 of one symbol dealing a/b/c damage."""
    kw = {"plus": plus} if plus else {}
    return lvl({symbol: 3}, [dmg(a, **kw), *(extra or [])],
               tiers={4: [dmg(b, **kw), *(extra or [])], 5: [dmg(c, **kw), *(extra or []), *(extra5 or [])]})


SS = {"straight": 4}
LS = {"straight": 5}

# --- heroes ------------------------------------------------------------------------------------

HEROES: dict[str, dict[str, Any]] = {
    "barbarian": {
        "name": "Barbarian",
        "style": "Hit hard, heal it up, win games.",
        "faces": {1: "sword", 2: "sword", 3: "sword", 4: "heart", 5: "heart", 6: "strength"},
        "passive": None,
        "abilities": [
            offense("cleave", "Cleave", tiered("sword", 4, 6, 8), tiered("sword", 5, 7, 9),
                    tiered("sword", 6, 8, 10, extra5=[inflict("concussion")])),
            offense("second_wind", "Second Wind", lvl({"heart": 3}, [{"heal": 5}, {"cp": 1}])),
            offense("crushing_blow", "Crushing Blow", lvl({"sword": 2, "strength": 2}, [dmg(5), inflict("concussion")]),
                    lvl({"sword": 2, "strength": 2}, [dmg(6), inflict("concussion")]),
                    lvl({"sword": 2, "strength": 2}, [dmg(7, undefendable=True), inflict("concussion")])),
            offense("battle_roar", "Battle Roar", lvl({"heart": 2, "strength": 2}, [dmg(4), {"heal": 3}])),
            offense("thunder_rush", "Thunder Rush", lvl(SS, [dmg(7)]), lvl(SS, [dmg(8), inflict("concussion")]),
                    lvl(SS, [dmg(9), inflict("concussion"), inflict("stun")])),
            offense("titan_slam", "Titan Slam", lvl(LS, [dmg(9), inflict("stun")])),
            offense("fury", "Fury", lvl({"strength": 3}, [dmg(8)])),
            offense("earthshatter", "Earthshatter", lvl({"strength": 5}, [dmg(15), inflict("stun"),
                                                                          inflict("concussion")]), ultimate=True),
            defense("iron_hide", "Iron Hide", lvl(None, [{"heal": 2, "per": "heart"}], dice=3),
                    lvl(None, [{"heal": 2, "per": "heart"}, {"prevent": 1, "per": "strength"}], dice=4),
                    lvl(None, [{"heal": 2, "per": "heart"}, {"prevent": 2, "per": "strength"}], dice=4)),
        ],
        "upgrades": {"cleave": (2, 4), "crushing_blow": (2, 4), "thunder_rush": (2, 4), "iron_hide": (2, 4)},
        "actions": [
            {"id": "war_cry", "name": "War Cry", "timing": "main", "cost": 1, "fx": [{"heal": 4}]},
            {"id": "brutal_swing", "name": "Brutal Swing", "timing": "roll", "cost": 2, "fx": [{"bonus": 3}]},
            {"id": "intimidate", "name": "Intimidate", "timing": "main", "cost": 2, "fx": [inflict("concussion")]},
        ],
    },
    "moon_elf": {
        "name": "Moon Elf",
        "style": "Blind and entangle foes, evade their attacks and whittle them down.",
        "faces": {1: "bow", 2: "bow", 3: "bow", 4: "foot", 5: "foot", 6: "moon"},
        "passive": None,
        "abilities": [
            offense("longshot", "Longshot", tiered("bow", 5, 7, 9), tiered("bow", 6, 8, 10),
                    tiered("bow", 7, 9, 11, extra5=[inflict("targeted")])),
            offense("snaring_arrow", "Snaring Arrow", lvl(SS, [dmg(6), inflict("entangle")]),
                    lvl(SS, [dmg(7), inflict("entangle")]),
                    lvl(SS, [dmg(8), inflict("entangle"), inflict("targeted")])),
            offense("fleet_foot", "Fleet Foot", lvl({"foot": 3}, [dmg(5), gain("evasive")]),
                    lvl({"foot": 3}, [dmg(6), gain("evasive")]), lvl({"foot": 3}, [dmg(7), gain("evasive", 2)])),
            offense("shade_arrow", "Shade Arrow", lvl({"bow": 2, "moon": 2}, [dmg(6), inflict("blind")])),
            offense("silver_volley", "Silver Volley", lvl(LS, [dmg(8), inflict("blind"), inflict("entangle")])),
            offense("moonfall", "Moonfall", lvl({"moon": 4}, [dmg(7), inflict("blind"), inflict("entangle"),
                                                              inflict("targeted")])),
            offense("lunar_cataclysm", "Lunar Cataclysm", lvl({"moon": 5}, [dmg(13), inflict("blind"),
                                                                             inflict("entangle"), inflict("targeted")]),
                    ultimate=True),
            defense("slip_away", "Slip Away", lvl(None, [{"prevent_half": True, "if": {"foot": 2}},
                                                         {"gain": "evasive", "n": 1, "if": {"moon": 1}}], dice=5),
                    lvl(None, [{"prevent_half": True, "if": {"foot": 2}}, {"dmg": 2, "if": {"bow": 2}}], dice=5),
                    lvl(None, [{"prevent_half": True, "if": {"foot": 2}}, {"dmg": 3, "if": {"bow": 2}},
                               {"gain": "evasive", "n": 1, "if": {"moon": 1}}], dice=5)),
        ],
        "upgrades": {"longshot": (2, 4), "snaring_arrow": (2, 4), "fleet_foot": (2, 4), "slip_away": (2, 4)},
        "actions": [
            {"id": "veil_of_night", "name": "Veil of Night", "timing": "main", "cost": 2, "fx": [inflict("blind")]},
            {"id": "quick_reflexes", "name": "Quick Reflexes", "timing": "instant", "cost": 1,
             "fx": [gain("evasive")]},
            {"id": "snare", "name": "Snare", "timing": "main", "cost": 1, "fx": [inflict("entangle")]},
        ],
    },
    "pyromancer": {
        "name": "Pyromancer",
        "style": "A glass cannon: even the defence burns. Win fast or not at all.",
        "faces": {1: "fire", 2: "fire", 3: "fire", 4: "magma", 5: "soul", 6: "meteor"},
        "passive": None,
        "abilities": [
            offense("flare", "Flare", tiered("fire", 4, 6, 8, plus="fire_mastery"),
                    tiered("fire", 5, 7, 9, plus="fire_mastery"),
                    tiered("fire", 6, 8, 10, plus="fire_mastery", extra5=[inflict("burn")])),
            offense("kindle", "Kindle", lvl({"soul": 2, "fire": 2}, [dmg(3), gain("fire_mastery", 2)])),
            offense("magma_burst", "Magma Burst", lvl({"magma": 3}, [dmg(8), inflict("burn"), {"collateral": 2}]),
                    lvl({"magma": 3}, [dmg(9), inflict("burn", 2), {"collateral": 2}]),
                    lvl({"magma": 3}, [dmg(10), inflict("burn", 2), inflict("knockdown"), {"collateral": 2}])),
            offense("scorch", "Scorch", lvl(SS, [dmg(6), inflict("burn"), {"collateral": 2}]),
                    lvl(SS, [dmg(7), inflict("burn"), inflict("knockdown"), {"collateral": 2}]),
                    lvl(SS, [dmg(8, plus="fire_mastery"), inflict("burn"), inflict("knockdown"), {"collateral": 2}])),
            offense("firestorm", "Firestorm", lvl(LS, [dmg(8), inflict("burn", 2), {"collateral": 4}])),
            offense("soulfire", "Soulfire", lvl({"soul": 3}, [dmg(4), gain("fire_mastery", 3)])),
            offense("meteor_strike", "Meteor Strike", lvl({"meteor": 3}, [dmg(6, undefendable=True),
                                                                         inflict("knockdown")])),
            offense("sunfall", "Sunfall", lvl({"meteor": 5}, [dmg(13, plus="fire_mastery"), inflict("burn", 3),
                                                              {"collateral": 5}]), ultimate=True),
            defense("ember_ward", "Ember Ward",
                    lvl(None, [{"dmg": 1, "per": "fire"}, {"prevent": 1, "per": "magma"},
                               inflict("burn", **{"if": {"meteor": 1}})], dice=3),
                    lvl(None, [{"dmg": 1, "per": "fire"}, {"prevent": 1, "per": "magma"},
                               inflict("burn", **{"if": {"meteor": 1}})], dice=4),
                    lvl(None, [{"dmg": 2, "per": "fire"}, {"prevent": 1, "per": "magma"},
                               inflict("burn", **{"if": {"meteor": 1}})], dice=4)),
        ],
        "upgrades": {"flare": (2, 4), "magma_burst": (2, 4), "scorch": (2, 4), "ember_ward": (2, 4)},
        "actions": [
            {"id": "stoke", "name": "Stoke", "timing": "main", "cost": 1, "fx": [gain("fire_mastery", 2)]},
            {"id": "ignite", "name": "Ignite", "timing": "main", "cost": 2, "fx": [inflict("burn", 2)]},
            {"id": "flash_fire", "name": "Flash Fire", "timing": "roll", "cost": 2, "fx": [{"bonus": 3}]},
        ],
    },
    "monk": {
        "name": "Monk",
        "style": "Gather Chi and spend it on offence or defence; balance wins.",
        "faces": {1: "fist", 2: "fist", 3: "palm", 4: "taiji", 5: "taiji", 6: "lotus"},
        "passive": None,
        "abilities": [
            offense("flurry", "Flurry", tiered("fist", 6, 8, 10), tiered("fist", 7, 9, 11),
                    tiered("fist", 8, 10, 12, extra5=[gain("chi", 2)])),
            offense("rising_palm", "Rising Palm", lvl({"palm": 2, "fist": 2}, [dmg(5), inflict("knockdown")]),
                    lvl({"palm": 2, "fist": 2}, [dmg(6), inflict("knockdown")]),
                    lvl({"palm": 2, "fist": 2}, [dmg(7, undefendable=True), inflict("knockdown")])),
            offense("harmony", "Harmony", lvl({"taiji": 3}, [gain("chi", 3), {"heal": 3}]),
                    lvl({"taiji": 3}, [gain("chi", 3), {"heal": 3}, dmg(2)]),
                    lvl({"taiji": 3}, [gain("chi", 4), {"heal": 4}, dmg(3)])),
            offense("centered_strike", "Centered Strike", lvl(SS, [dmg(7), gain("chi", 2)])),
            offense("serene_barrage", "Serene Barrage", lvl(LS, [dmg(8, undefendable=True), gain("chi", 2)])),
            offense("lotus_step", "Lotus Step", lvl({"lotus": 2, "taiji": 2}, [dmg(4), gain("evasive"), gain("chi")])),
            offense("thousand_petals", "Thousand Petals", lvl({"lotus": 5}, [dmg(12), gain("chi", 5), gain("evasive")]),
                    ultimate=True),
            defense("still_water", "Still Water", lvl(None, [gain("chi", 1, per="taiji"), {"dmg": 2, "per": "palm"}],
                                                      dice=4),
                    lvl(None, [gain("chi", 1, per="taiji"), {"dmg": 2, "per": "palm"}, {"prevent": 1, "per": "fist"}],
                        dice=4),
                    lvl(None, [gain("chi", 1, per="taiji"), {"dmg": 3, "per": "palm"}, {"prevent": 1, "per": "fist"}],
                        dice=5)),
        ],
        "upgrades": {"flurry": (2, 4), "rising_palm": (2, 4), "harmony": (2, 4), "still_water": (2, 4)},
        "actions": [
            {"id": "meditate", "name": "Meditate", "timing": "main", "cost": 1, "fx": [gain("chi", 2)]},
            {"id": "sweep", "name": "Sweep", "timing": "main", "cost": 2, "fx": [inflict("knockdown")]},
            {"id": "inner_calm", "name": "Inner Calm", "timing": "instant", "cost": 1, "fx": [gain("evasive")]},
        ],
    },
    "paladin": {
        "name": "Paladin",
        "style": "Buff offence and defence, cheat death, steer the dice.",
        "faces": {1: "sword", 2: "sword", 3: "helm", 4: "helm", 5: "heart", 6: "pray"},
        "passive": {"id": "tithe", "name": "Tithe", "income_cp": 1, "income_cp_below": 2,
                    "text": "In your income phase, with fewer than 2 CP, gain 1 more CP."},
        "abilities": [
            offense("righteous_blow", "Righteous Blow", tiered("sword", 6, 8, 10), tiered("sword", 7, 9, 11),
                    tiered("sword", 8, 10, 12, extra5=[gain("crit")])),
            offense("shield_bash", "Shield Bash", lvl({"helm": 3}, [dmg(5), gain("protect")]),
                    lvl({"helm": 3}, [dmg(6), gain("protect")]),
                    lvl({"helm": 3}, [dmg(7), gain("protect"), gain("retribution")])),
            offense("benediction", "Benediction", lvl({"heart": 2, "helm": 2}, [{"heal": 3}, gain("crit")])),
            offense("judgement", "Judgement", lvl(SS, [dmg(5), gain("crit")]), lvl(SS, [dmg(6), gain("crit")]),
                    lvl(SS, [dmg(8), gain("crit"), gain("protect")])),
            offense("crusade", "Crusade", lvl(LS, [dmg(8), gain("retribution"), gain("protect")])),
            offense("holy_light", "Holy Light", lvl({"pray": 3}, [dmg(4, undefendable=True), gain("blessing")])),
            offense("vow", "Vow", lvl({"sword": 2, "helm": 2}, [dmg(4), gain("crit")])),
            offense("heavens_verdict", "Heaven's Verdict", lvl({"pray": 5}, [dmg(12), {"heal": 3}, gain("blessing")]),
                    ultimate=True),
            defense("aegis", "Aegis", lvl(None, [{"prevent": 1, "per": "helm"}, gain("protect", **{"if": {"pray": 2}})],
                                          dice=3),
                    lvl(None, [{"prevent": 1, "per": "helm"}, gain("protect", **{"if": {"pray": 2}})], dice=4),
                    lvl(None, [{"prevent": 2, "per": "helm"}, gain("protect", **{"if": {"pray": 2}})], dice=4)),
        ],
        "upgrades": {"righteous_blow": (2, 4), "shield_bash": (2, 4), "judgement": (2, 4), "aegis": (2, 4)},
        "actions": [
            {"id": "oath", "name": "Oath", "timing": "main", "cost": 2, "fx": [gain("crit"), gain("protect")]},
            {"id": "consecrate", "name": "Consecrate", "timing": "main", "cost": 1, "fx": [{"heal": 2}, {"cp": 1}]},
            {"id": "sanctuary", "name": "Sanctuary", "timing": "instant", "cost": 2, "fx": [{"prevent": 5}]},
        ],
    },
    "shadow_thief": {
        "name": "Shadow Thief",
        "style": "Poison foes, steal CP, draw extra cards and hide in the shadows.",
        "faces": {1: "dagger", 2: "dagger", 3: "bag", 4: "bag", 5: "card", 6: "shadow"},
        "passive": {"id": "light_fingers", "name": "Light Fingers", "income_draw_if_hand_at_most": 2,
                    "text": "In your income phase, with 2 or fewer cards in hand, draw one more."},
        "abilities": [
            offense("stab", "Stab", tiered("dagger", 4, 6, 8, extra5=[inflict("poison")]),
                    tiered("dagger", 5, 7, 9, extra5=[inflict("poison")]),
                    tiered("dagger", 6, 8, 10, extra5=[inflict("poison", 2)])),
            offense("pilfer", "Pilfer", lvl({"bag": 3}, [dmg(3), {"steal": 1}]),
                    lvl({"bag": 3}, [dmg(4), {"steal": 3}]), lvl({"bag": 3}, [dmg(5), {"steal": 3}, {"draw": 1}])),
            offense("sleight", "Sleight of Hand", lvl({"card": 2, "bag": 2}, [dmg(3), {"draw": 2}, {"discard": 1}])),
            offense("shadow_step", "Shadow Step", lvl(SS, [dmg(5), {"cp": 1}]),
                    lvl(SS, [dmg(6), gain("sneak")]), lvl(SS, [dmg(7), gain("sneak"), gain("sneak_attack")])),
            offense("vanishing_strike", "Vanishing Strike", lvl(LS, [dmg(6, undefendable=True), gain("sneak"),
                                                                    gain("sneak_attack")])),
            offense("toxin", "Toxin", lvl({"dagger": 2, "shadow": 2}, [dmg(4), inflict("poison")])),
            offense("nightfall", "Nightfall", lvl({"shadow": 5}, [dmg(11), {"steal": 4}, inflict("poison", 2),
                                                                  gain("sneak")]), ultimate=True),
            defense("duck", "Duck", lvl(None, [{"prevent": 2, "per": "shadow"}, {"prevent": 1, "per": "bag"}], dice=3),
                    lvl(None, [{"prevent": 2, "per": "shadow"}, {"prevent": 1, "per": "bag"}], dice=4),
                    lvl(None, [{"prevent": 3, "per": "shadow"}, {"prevent": 1, "per": "bag"}], dice=4)),
            defense("misdirect", "Misdirect", lvl(None, [{"dmg": 3, "if": {"dagger": 2}}, {"cp": 1, "per": "bag"}],
                                                  dice=4)),
        ],
        "upgrades": {"stab": (2, 4), "pilfer": (2, 4), "shadow_step": (2, 4), "duck": (2, 4)},
        "actions": [
            {"id": "lift_purse", "name": "Lift Purse", "timing": "main", "cost": 1, "fx": [{"steal": 2}]},
            {"id": "venom", "name": "Venom", "timing": "main", "cost": 2, "fx": [inflict("poison")]},
            {"id": "fade", "name": "Fade", "timing": "instant", "cost": 1, "fx": [gain("sneak")]},
        ],
    },
}

# --- the generic cards every deck shares (18 of each deck's 32) --------------------------------

GENERIC: list[tuple[dict[str, Any], int]] = [
    ({"id": "lucky_pair", "name": "Lucky Pair", "timing": "roll", "cost": 3,
      "fx": [{"set_die": 6, "n": 2, "own": True}]}, 1),
    ({"id": "destiny", "name": "Destiny", "timing": "roll", "cost": 3, "fx": [{"set_die": "any", "n": 1}]}, 1),
    ({"id": "nudge", "name": "Nudge", "timing": "roll", "cost": 1, "fx": [{"nudge": 1}]}, 2),
    ({"id": "second_chance", "name": "Second Chance", "timing": "roll", "cost": 1,
      "fx": [{"reroll": 2, "own": True}]}, 2),
    ({"id": "mirror", "name": "Mirror", "timing": "roll", "cost": 1, "fx": [{"copy_die": True, "own": True}]}, 1),
    ({"id": "jinx", "name": "Jinx", "timing": "roll", "cost": 1, "fx": [{"reroll_other": 1}]}, 1),
    ({"id": "one_more_try", "name": "One More Try", "timing": "roll", "cost": 1, "fx": [{"extra_roll": 1}]}, 1),
    ({"id": "bulwark", "name": "Bulwark", "timing": "instant", "cost": 1, "fx": [{"prevent": 4}]}, 2),
    ({"id": "windfall", "name": "Windfall", "timing": "main", "cost": 0, "fx": [{"cp": 2}]}, 2),
    ({"id": "insight", "name": "Insight", "timing": "main", "cost": 1, "fx": [{"draw": 2}]}, 2),
    ({"id": "purify", "name": "Purify", "timing": "instant", "cost": 1, "fx": [{"cleanse": True}]}, 1),
    ({"id": "field_dressing", "name": "Field Dressing", "timing": "main", "cost": 1, "fx": [{"heal": 4}]}, 1),
    ({"id": "reserves", "name": "Reserves", "timing": "main", "cost": 0, "fx": [{"draw": 1}]}, 1),
]
ACTION_COPIES = 2
"""Each hero action card is in the deck twice."""
ROMAN = {2: "II", 3: "III"}


def _ability(hero: dict[str, Any], aid: str) -> dict[str, Any]:
    return next(a for a in hero["abilities"] if a["id"] == aid)


def build_cards() -> dict[str, dict[str, Any]]:
    """Every card kind by id (hero cards are prefixed with the hero id)."""
    cards: dict[str, dict[str, Any]] = {}
    for card, _ in GENERIC:
        cards[card["id"]] = {**card, "kind": "action", "hero": None}
    for hid, hero in HEROES.items():
        for aid, costs in hero["upgrades"].items():
            ability = _ability(hero, aid)
            for level, cost in zip((2, 3), costs, strict=True):
                cid = f"{aid}_{level}"
                cards[cid] = {"id": cid, "name": f"{ability['name']} {ROMAN[level]}", "kind": "upgrade",
                              "timing": "main", "cost": cost, "ability": aid, "level": level, "hero": hid, "fx": []}
        for card in hero["actions"]:
            cards[card["id"]] = {**card, "kind": "action", "hero": hid}
    return cards


CARDS = build_cards()


def deck_list(hero_id: str) -> list[str]:
    """The 32 card instances of a hero's deck: "<card id>" plus ".2" etc. for further copies."""
    hero = HEROES[hero_id]
    kinds: list[tuple[str, int]] = [(c["id"], n) for c, n in GENERIC]
    kinds += [(f"{aid}_{lv}", 1) for aid in hero["upgrades"] for lv in (2, 3)]
    kinds += [(c["id"], ACTION_COPIES) for c in hero["actions"]]
    out = [cid if k == 1 else f"{cid}.{k}" for cid, n in kinds for k in range(1, n + 1)]
    assert len(out) == 32, (hero_id, len(out))
    return out


def card_of(instance: str) -> dict[str, Any]:
    return CARDS[instance.split(".")[0]]


def symbols(hero_id: str) -> list[str]:
    faces = HEROES[hero_id]["faces"]
    return list(dict.fromkeys(faces[i] for i in range(1, 7)))


# --- words -------------------------------------------------------------------------------------


def describe_req(req: dict[str, int]) -> str:
    if "straight" in req:
        return "small straight" if req["straight"] == 4 else "large straight"
    return " + ".join(f"{n} {sym}" for sym, n in req.items())


def _per(piece: Piece) -> str:
    out = ""
    if piece.get("per"):
        out += f" per {piece['per']}"
    if piece.get("plus"):
        out += f" (+1 per {STATUSES[piece['plus']]['name']})"
    return out


def describe_piece(piece: Piece) -> str:
    cond = ""
    if piece.get("if"):
        cond = "on " + " + ".join(f"{n} {s}" for s, n in piece["if"].items()) + ": "
    if "dmg" in piece:
        text = f"{piece['dmg']} dmg{_per(piece)}" + (" undefendable" if piece.get("undefendable") else "")
    elif "collateral" in piece:
        text = f"{piece['collateral']} collateral dmg to each other opponent"
    elif "heal" in piece:
        text = f"heal {piece['heal']}{_per(piece)}"
    elif "inflict" in piece:
        n = piece.get("n", 1)
        text = f"inflict {'' if n == 1 else f'{n} '}{STATUSES[piece['inflict']]['name']}"
    elif "gain" in piece:
        n = piece.get("n", 1)
        text = f"gain {'' if n == 1 else f'{n} '}{STATUSES[piece['gain']]['name']}{_per(piece)}"
    elif "cp" in piece:
        text = f"gain {piece['cp']} CP{_per(piece)}"
    elif "steal" in piece:
        text = f"steal {piece['steal']} CP"
    elif "draw" in piece:
        text = f"draw {piece['draw']} card{'s' if piece['draw'] > 1 else ''}"
    elif "discard" in piece:
        text = f"target discards {piece['discard']} at random"
    elif "cleanse" in piece:
        text = "remove every negative status from a player (yourself if no target)"
    elif "prevent" in piece:
        text = f"prevent {piece['prevent']} dmg{_per(piece)}"
    elif "prevent_half" in piece:
        text = "prevent half the dmg (rounded up)"
    elif "bonus" in piece:
        text = f"+{piece['bonus']} dmg to your attack"
    elif "set_die" in piece:
        what = "any value" if piece["set_die"] == "any" else str(piece["set_die"])
        whose = "your own roll" if piece.get("own") else "any roll"
        count = 'a die' if piece.get('n', 1) == 1 else f"up to {piece['n']} dice"
        text = f"set {count} of {whose} to {what}"
    elif "nudge" in piece:
        text = "raise or lower one die of any roll by 1"
    elif "reroll" in piece:
        text = f"reroll up to {piece['reroll']} dice of your own roll"
    elif "reroll_other" in piece:
        text = "reroll one die of another player's roll"
    elif "copy_die" in piece:
        text = "set one die of your roll to the value of another"
    elif "extra_roll" in piece:
        text = "one more attempt in your offensive roll"
    else:  # pragma: no cover - data error
        raise ValueError(piece)
    return cond + text


def describe_fx(fx: list[Piece]) -> str:
    return "; ".join(describe_piece(p) for p in fx) or "no effect"


def describe_level(ability: dict[str, Any], level: dict[str, Any]) -> str:
    if ability["kind"] == "defense":
        return f"roll {level['dice']}: {describe_fx(level['fx'])}"
    text = f"{describe_req(level['req'])}: {describe_fx(level['fx'])}"
    for count, fx in level.get("tiers", {}).items():
        text += f" | {count}: {describe_fx(fx)}"
    return text


def describe_card(card: dict[str, Any]) -> str:
    if card["kind"] == "upgrade":
        hero = HEROES[card["hero"]]
        ability = _ability(hero, card["ability"])
        return f"Upgrade {ability['name']} to {ROMAN[card['level']]}: " + describe_level(
            ability, ability["levels"][card["level"] - 1])
    return describe_fx(card["fx"])


def norm_name(text: str) -> str:
    """A hero, ability or card name as typed, for lookups: lower case, letters and digits only."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


HERO_IDS = {norm_name(k): k for k in HEROES} | {norm_name(h["name"]): k for k, h in HEROES.items()}
RANDOM_HERO = ("random", "", "any")
"""What a seat's hero may be typed as to be dealt at random."""
