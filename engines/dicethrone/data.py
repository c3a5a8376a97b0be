"""Dice Throne game data: the six heroes, their boards, the 32-card decks and the status effects.

Everything here is data built from a small set of effect pieces, so balancing is editing numbers.
The names, numbers and texts are Dicehall's own; what players read (names, effects) is in the catalogs
(lang/locales/<language>/dicethrone.ftl) by id, made here as Saids (engines/said.py).

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

from engines.said import Said, said

Piece = dict[str, Any]

# --- status effects ----------------------------------------------------------------------------

STATUSES: dict[str, dict[str, Any]] = {
    "burn": {"letter": "Bu", "good": False, "limit": 3, "persistent": False},
    "poison": {"letter": "Po", "good": False, "limit": 3, "persistent": True},
    "blind": {"letter": "Bl", "good": False, "limit": 1, "persistent": False},
    "entangle": {"letter": "En", "good": False, "limit": 1, "persistent": False},
    "targeted": {"letter": "Ta", "good": False, "limit": 1, "persistent": True},
    "concussion": {"letter": "Co", "good": False, "limit": 1, "persistent": False},
    "stun": {"letter": "St", "good": False, "limit": 1, "persistent": False},
    "knockdown": {"letter": "Kn", "good": False, "limit": 1, "persistent": False},
    "evasive": {"letter": "Ev", "good": True, "limit": 3, "persistent": False},
    "fire_mastery": {"letter": "FM", "good": True, "limit": 5, "persistent": True},
    "chi": {"letter": "Ch", "good": True, "limit": 5, "persistent": True},
    "crit": {"letter": "Cr", "good": True, "limit": 1, "persistent": False},
    "protect": {"letter": "Pr", "good": True, "limit": 1, "persistent": False},
    "retribution": {"letter": "Re", "good": True, "limit": 1, "persistent": False},
    "blessing": {"letter": "Bs", "good": True, "limit": 1, "persistent": False},
    "sneak": {"letter": "Sn", "good": True, "limit": 1, "persistent": False},
    "sneak_attack": {"letter": "SA", "good": True, "limit": 1, "persistent": False},
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


def offense(aid: str, *levels: dict[str, Any], ultimate: bool = False) -> dict[str, Any]:
    return {"id": aid, "kind": "ultimate" if ultimate else "offense", "levels": list(levels)}


def defense(aid: str, *levels: dict[str, Any]) -> dict[str, Any]:
    return {"id": aid, "kind": "defense", "levels": list(levels)}


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
        "faces": {1: "sword", 2: "sword", 3: "sword", 4: "heart", 5: "heart", 6: "strength"},
        "passive": None,
        "abilities": [
            offense("cleave", tiered("sword", 4, 6, 8), tiered("sword", 5, 7, 9),
                    tiered("sword", 6, 8, 10, extra5=[inflict("concussion")])),
            offense("second_wind", lvl({"heart": 3}, [{"heal": 5}, {"cp": 1}])),
            offense("crushing_blow", lvl({"sword": 2, "strength": 2}, [dmg(5), inflict("concussion")]),
                    lvl({"sword": 2, "strength": 2}, [dmg(6), inflict("concussion")]),
                    lvl({"sword": 2, "strength": 2}, [dmg(7, undefendable=True), inflict("concussion")])),
            offense("battle_roar", lvl({"heart": 2, "strength": 2}, [dmg(4), {"heal": 3}])),
            offense("thunder_rush", lvl(SS, [dmg(7)]), lvl(SS, [dmg(8), inflict("concussion")]),
                    lvl(SS, [dmg(9), inflict("concussion"), inflict("stun")])),
            offense("titan_slam", lvl(LS, [dmg(9), inflict("stun")])),
            offense("fury", lvl({"strength": 3}, [dmg(8)])),
            offense("earthshatter", lvl({"strength": 5}, [dmg(15), inflict("stun"),
                                                                          inflict("concussion")]), ultimate=True),
            defense("iron_hide", lvl(None, [{"heal": 2, "per": "heart"}], dice=3),
                    lvl(None, [{"heal": 2, "per": "heart"}, {"prevent": 1, "per": "strength"}], dice=4),
                    lvl(None, [{"heal": 2, "per": "heart"}, {"prevent": 2, "per": "strength"}], dice=4)),
        ],
        "upgrades": {"cleave": (2, 4), "crushing_blow": (2, 4), "thunder_rush": (2, 4), "iron_hide": (2, 4)},
        "actions": [
            {"id": "war_cry", "timing": "main", "cost": 1, "fx": [{"heal": 4}]},
            {"id": "brutal_swing", "timing": "roll", "cost": 2, "fx": [{"bonus": 3}]},
            {"id": "intimidate", "timing": "main", "cost": 2, "fx": [inflict("concussion")]},
        ],
    },
    "moon_elf": {
        "faces": {1: "bow", 2: "bow", 3: "bow", 4: "foot", 5: "foot", 6: "moon"},
        "passive": None,
        "abilities": [
            offense("longshot", tiered("bow", 5, 7, 9), tiered("bow", 6, 8, 10),
                    tiered("bow", 7, 9, 11, extra5=[inflict("targeted")])),
            offense("snaring_arrow", lvl(SS, [dmg(6), inflict("entangle")]),
                    lvl(SS, [dmg(7), inflict("entangle")]),
                    lvl(SS, [dmg(8), inflict("entangle"), inflict("targeted")])),
            offense("fleet_foot", lvl({"foot": 3}, [dmg(5), gain("evasive")]),
                    lvl({"foot": 3}, [dmg(6), gain("evasive")]), lvl({"foot": 3}, [dmg(7), gain("evasive", 2)])),
            offense("shade_arrow", lvl({"bow": 2, "moon": 2}, [dmg(6), inflict("blind")])),
            offense("silver_volley", lvl(LS, [dmg(8), inflict("blind"), inflict("entangle")])),
            offense("moonfall", lvl({"moon": 4}, [dmg(7), inflict("blind"), inflict("entangle"),
                                                              inflict("targeted")])),
            offense("lunar_cataclysm", lvl({"moon": 5}, [dmg(13), inflict("blind"),
                                                                             inflict("entangle"), inflict("targeted")]),
                    ultimate=True),
            defense("slip_away", lvl(None, [{"prevent_half": True, "if": {"foot": 2}},
                                                         {"gain": "evasive", "n": 1, "if": {"moon": 1}}], dice=5),
                    lvl(None, [{"prevent_half": True, "if": {"foot": 2}}, {"dmg": 2, "if": {"bow": 2}}], dice=5),
                    lvl(None, [{"prevent_half": True, "if": {"foot": 2}}, {"dmg": 3, "if": {"bow": 2}},
                               {"gain": "evasive", "n": 1, "if": {"moon": 1}}], dice=5)),
        ],
        "upgrades": {"longshot": (2, 4), "snaring_arrow": (2, 4), "fleet_foot": (2, 4), "slip_away": (2, 4)},
        "actions": [
            {"id": "veil_of_night", "timing": "main", "cost": 2, "fx": [inflict("blind")]},
            {"id": "quick_reflexes", "timing": "instant", "cost": 1,
             "fx": [gain("evasive")]},
            {"id": "snare", "timing": "main", "cost": 1, "fx": [inflict("entangle")]},
        ],
    },
    "pyromancer": {
        "faces": {1: "fire", 2: "fire", 3: "fire", 4: "magma", 5: "soul", 6: "meteor"},
        "passive": None,
        "abilities": [
            offense("flare", tiered("fire", 4, 6, 8, plus="fire_mastery"),
                    tiered("fire", 5, 7, 9, plus="fire_mastery"),
                    tiered("fire", 6, 8, 10, plus="fire_mastery", extra5=[inflict("burn")])),
            offense("kindle", lvl({"soul": 2, "fire": 2}, [dmg(3), gain("fire_mastery", 2)])),
            offense("magma_burst", lvl({"magma": 3}, [dmg(8), inflict("burn"), {"collateral": 2}]),
                    lvl({"magma": 3}, [dmg(9), inflict("burn", 2), {"collateral": 2}]),
                    lvl({"magma": 3}, [dmg(10), inflict("burn", 2), inflict("knockdown"), {"collateral": 2}])),
            offense("scorch", lvl(SS, [dmg(6), inflict("burn"), {"collateral": 2}]),
                    lvl(SS, [dmg(7), inflict("burn"), inflict("knockdown"), {"collateral": 2}]),
                    lvl(SS, [dmg(8, plus="fire_mastery"), inflict("burn"), inflict("knockdown"), {"collateral": 2}])),
            offense("firestorm", lvl(LS, [dmg(8), inflict("burn", 2), {"collateral": 4}])),
            offense("soulfire", lvl({"soul": 3}, [dmg(4), gain("fire_mastery", 3)])),
            offense("meteor_strike", lvl({"meteor": 3}, [dmg(6, undefendable=True),
                                                                         inflict("knockdown")])),
            offense("sunfall", lvl({"meteor": 5}, [dmg(13, plus="fire_mastery"), inflict("burn", 3),
                                                              {"collateral": 5}]), ultimate=True),
            defense("ember_ward",
                    lvl(None, [{"dmg": 1, "per": "fire"}, {"prevent": 1, "per": "magma"},
                               inflict("burn", **{"if": {"meteor": 1}})], dice=3),
                    lvl(None, [{"dmg": 1, "per": "fire"}, {"prevent": 1, "per": "magma"},
                               inflict("burn", **{"if": {"meteor": 1}})], dice=4),
                    lvl(None, [{"dmg": 2, "per": "fire"}, {"prevent": 1, "per": "magma"},
                               inflict("burn", **{"if": {"meteor": 1}})], dice=4)),
        ],
        "upgrades": {"flare": (2, 4), "magma_burst": (2, 4), "scorch": (2, 4), "ember_ward": (2, 4)},
        "actions": [
            {"id": "stoke", "timing": "main", "cost": 1, "fx": [gain("fire_mastery", 2)]},
            {"id": "ignite", "timing": "main", "cost": 2, "fx": [inflict("burn", 2)]},
            {"id": "flash_fire", "timing": "roll", "cost": 2, "fx": [{"bonus": 3}]},
        ],
    },
    "monk": {
        "faces": {1: "fist", 2: "fist", 3: "palm", 4: "taiji", 5: "taiji", 6: "lotus"},
        "passive": None,
        "abilities": [
            offense("flurry", tiered("fist", 6, 8, 10), tiered("fist", 7, 9, 11),
                    tiered("fist", 8, 10, 12, extra5=[gain("chi", 2)])),
            offense("rising_palm", lvl({"palm": 2, "fist": 2}, [dmg(5), inflict("knockdown")]),
                    lvl({"palm": 2, "fist": 2}, [dmg(6), inflict("knockdown")]),
                    lvl({"palm": 2, "fist": 2}, [dmg(7, undefendable=True), inflict("knockdown")])),
            offense("harmony", lvl({"taiji": 3}, [gain("chi", 3), {"heal": 3}]),
                    lvl({"taiji": 3}, [gain("chi", 3), {"heal": 3}, dmg(2)]),
                    lvl({"taiji": 3}, [gain("chi", 4), {"heal": 4}, dmg(3)])),
            offense("centered_strike", lvl(SS, [dmg(7), gain("chi", 2)])),
            offense("serene_barrage", lvl(LS, [dmg(8, undefendable=True), gain("chi", 2)])),
            offense("lotus_step", lvl({"lotus": 2, "taiji": 2}, [dmg(4), gain("evasive"), gain("chi")])),
            offense("thousand_petals", lvl({"lotus": 5}, [dmg(12), gain("chi", 5), gain("evasive")]),
                    ultimate=True),
            defense("still_water", lvl(None, [gain("chi", 1, per="taiji"), {"dmg": 2, "per": "palm"}],
                                                      dice=4),
                    lvl(None, [gain("chi", 1, per="taiji"), {"dmg": 2, "per": "palm"}, {"prevent": 1, "per": "fist"}],
                        dice=4),
                    lvl(None, [gain("chi", 1, per="taiji"), {"dmg": 3, "per": "palm"}, {"prevent": 1, "per": "fist"}],
                        dice=5)),
        ],
        "upgrades": {"flurry": (2, 4), "rising_palm": (2, 4), "harmony": (2, 4), "still_water": (2, 4)},
        "actions": [
            {"id": "meditate", "timing": "main", "cost": 1, "fx": [gain("chi", 2)]},
            {"id": "sweep", "timing": "main", "cost": 2, "fx": [inflict("knockdown")]},
            {"id": "inner_calm", "timing": "instant", "cost": 1, "fx": [gain("evasive")]},
        ],
    },
    "paladin": {
        "faces": {1: "sword", 2: "sword", 3: "helm", 4: "helm", 5: "heart", 6: "pray"},
        "passive": {"id": "tithe", "income_cp": 1, "income_cp_below": 2},
        "abilities": [
            offense("righteous_blow", tiered("sword", 6, 8, 10), tiered("sword", 7, 9, 11),
                    tiered("sword", 8, 10, 12, extra5=[gain("crit")])),
            offense("shield_bash", lvl({"helm": 3}, [dmg(5), gain("protect")]),
                    lvl({"helm": 3}, [dmg(6), gain("protect")]),
                    lvl({"helm": 3}, [dmg(7), gain("protect"), gain("retribution")])),
            offense("benediction", lvl({"heart": 2, "helm": 2}, [{"heal": 3}, gain("crit")])),
            offense("judgement", lvl(SS, [dmg(5), gain("crit")]), lvl(SS, [dmg(6), gain("crit")]),
                    lvl(SS, [dmg(8), gain("crit"), gain("protect")])),
            offense("crusade", lvl(LS, [dmg(8), gain("retribution"), gain("protect")])),
            offense("holy_light", lvl({"pray": 3}, [dmg(4, undefendable=True), gain("blessing")])),
            offense("vow", lvl({"sword": 2, "helm": 2}, [dmg(4), gain("crit")])),
            offense("heavens_verdict", lvl({"pray": 5}, [dmg(12), {"heal": 3}, gain("blessing")]),
                    ultimate=True),
            defense("aegis", lvl(None, [{"prevent": 1, "per": "helm"}, gain("protect", **{"if": {"pray": 2}})],
                                          dice=3),
                    lvl(None, [{"prevent": 1, "per": "helm"}, gain("protect", **{"if": {"pray": 2}})], dice=4),
                    lvl(None, [{"prevent": 2, "per": "helm"}, gain("protect", **{"if": {"pray": 2}})], dice=4)),
        ],
        "upgrades": {"righteous_blow": (2, 4), "shield_bash": (2, 4), "judgement": (2, 4), "aegis": (2, 4)},
        "actions": [
            {"id": "oath", "timing": "main", "cost": 2, "fx": [gain("crit"), gain("protect")]},
            {"id": "consecrate", "timing": "main", "cost": 1, "fx": [{"heal": 2}, {"cp": 1}]},
            {"id": "sanctuary", "timing": "instant", "cost": 2, "fx": [{"prevent": 5}]},
        ],
    },
    "shadow_thief": {
        "faces": {1: "dagger", 2: "dagger", 3: "bag", 4: "bag", 5: "card", 6: "shadow"},
        "passive": {"id": "light_fingers", "income_draw_if_hand_at_most": 2},
        "abilities": [
            offense("stab", tiered("dagger", 4, 6, 8, extra5=[inflict("poison")]),
                    tiered("dagger", 5, 7, 9, extra5=[inflict("poison")]),
                    tiered("dagger", 6, 8, 10, extra5=[inflict("poison", 2)])),
            offense("pilfer", lvl({"bag": 3}, [dmg(3), {"steal": 1}]),
                    lvl({"bag": 3}, [dmg(4), {"steal": 3}]), lvl({"bag": 3}, [dmg(5), {"steal": 3}, {"draw": 1}])),
            offense("sleight", lvl({"card": 2, "bag": 2}, [dmg(3), {"draw": 2}, {"discard": 1}])),
            offense("shadow_step", lvl(SS, [dmg(5), {"cp": 1}]),
                    lvl(SS, [dmg(6), gain("sneak")]), lvl(SS, [dmg(7), gain("sneak"), gain("sneak_attack")])),
            offense("vanishing_strike", lvl(LS, [dmg(6, undefendable=True), gain("sneak"),
                                                                    gain("sneak_attack")])),
            offense("toxin", lvl({"dagger": 2, "shadow": 2}, [dmg(4), inflict("poison")])),
            offense("nightfall", lvl({"shadow": 5}, [dmg(11), {"steal": 4}, inflict("poison", 2),
                                                                  gain("sneak")]), ultimate=True),
            defense("duck", lvl(None, [{"prevent": 2, "per": "shadow"}, {"prevent": 1, "per": "bag"}], dice=3),
                    lvl(None, [{"prevent": 2, "per": "shadow"}, {"prevent": 1, "per": "bag"}], dice=4),
                    lvl(None, [{"prevent": 3, "per": "shadow"}, {"prevent": 1, "per": "bag"}], dice=4)),
            defense("misdirect", lvl(None, [{"dmg": 3, "if": {"dagger": 2}}, {"cp": 1, "per": "bag"}],
                                                  dice=4)),
        ],
        "upgrades": {"stab": (2, 4), "pilfer": (2, 4), "shadow_step": (2, 4), "duck": (2, 4)},
        "actions": [
            {"id": "lift_purse", "timing": "main", "cost": 1, "fx": [{"steal": 2}]},
            {"id": "venom", "timing": "main", "cost": 2, "fx": [inflict("poison")]},
            {"id": "fade", "timing": "instant", "cost": 1, "fx": [gain("sneak")]},
        ],
    },
}

# --- the generic cards every deck shares (18 of each deck's 32) --------------------------------

GENERIC: list[tuple[dict[str, Any], int]] = [
    ({"id": "lucky_pair", "timing": "roll", "cost": 3,
      "fx": [{"set_die": 6, "n": 2, "own": True}]}, 1),
    ({"id": "destiny", "timing": "roll", "cost": 3, "fx": [{"set_die": "any", "n": 1}]}, 1),
    ({"id": "nudge", "timing": "roll", "cost": 1, "fx": [{"nudge": 1}]}, 2),
    ({"id": "second_chance", "timing": "roll", "cost": 1,
      "fx": [{"reroll": 2, "own": True}]}, 2),
    ({"id": "mirror", "timing": "roll", "cost": 1, "fx": [{"copy_die": True, "own": True}]}, 1),
    ({"id": "jinx", "timing": "roll", "cost": 1, "fx": [{"reroll_other": 1}]}, 1),
    ({"id": "one_more_try", "timing": "roll", "cost": 1, "fx": [{"extra_roll": 1}]}, 1),
    ({"id": "bulwark", "timing": "instant", "cost": 1, "fx": [{"prevent": 4}]}, 2),
    ({"id": "windfall", "timing": "main", "cost": 0, "fx": [{"cp": 2}]}, 2),
    ({"id": "insight", "timing": "main", "cost": 1, "fx": [{"draw": 2}]}, 2),
    ({"id": "purify", "timing": "instant", "cost": 1, "fx": [{"cleanse": True}]}, 1),
    ({"id": "field_dressing", "timing": "main", "cost": 1, "fx": [{"heal": 4}]}, 1),
    ({"id": "reserves", "timing": "main", "cost": 0, "fx": [{"draw": 1}]}, 1),
]
ACTION_COPIES = 2
"""Each hero action card is in the deck twice."""
ROMAN = {2: "II", 3: "III"}
"""The upgrade levels as players type them ("Cleave II"); shown, a level is `level_name`'s."""


def _ability(hero: dict[str, Any], aid: str) -> dict[str, Any]:
    return next(a for a in hero["abilities"] if a["id"] == aid)


def build_cards() -> dict[str, dict[str, Any]]:
    """Every card kind by id (hero cards are prefixed with the hero id)."""
    cards: dict[str, dict[str, Any]] = {}
    for card, _ in GENERIC:
        cards[card["id"]] = {**card, "kind": "action", "hero": None}
    for hid, hero in HEROES.items():
        for aid, costs in hero["upgrades"].items():
            for level, cost in zip((2, 3), costs, strict=True):
                cid = f"{aid}_{level}"
                cards[cid] = {"id": cid, "kind": "upgrade",
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


# --- words: Saids of the catalogs (lang/locales/<language>/dicethrone.ftl) ------------------------


def hero_name(hero_id: str) -> Said:
    return said(f"dt-hero-{hero_id}")


def ability_name(ability_id: str) -> Said:
    return said(f"dt-ability-{ability_id}")


def status_name(status: str) -> Said:
    return said(f"dt-status-{status}")


def status_text(status: str) -> Said:
    return said(f"dt-status-text-{status}")


def level_name(level: int) -> Said:
    """An ability's level as shown: I, II or III."""
    return said("dt-level-name", level=level)


def face_name(symbol: str) -> Said:
    return said(f"dt-face-{symbol}")


def card_name(card: dict[str, Any]) -> Said:
    """A card's name: an upgrade is its ability's name and level ("Cleave II")."""
    if card["kind"] == "upgrade":
        return said("dt-card-upgrade-name", ability=ability_name(card["ability"]), level=level_name(card["level"]))
    return said(f"dt-card-{card['id']}")


def passive_text(passive: dict[str, Any]) -> Said:
    return said("dt-passive", name=said(f"dt-passive-{passive['id']}"), text=said(f"dt-passive-text-{passive['id']}"))


def joined(message_id: str, parts: list[Said]) -> Said:
    """Parts joined two by two by a catalog's joining message ("a + b", "a; b")."""
    out: Said = parts[-1]
    for part in reversed(parts[:-1]):
        out = said(message_id, first=part, rest=out)
    return out


def describe_req(req: dict[str, int]) -> Said:
    if "straight" in req:
        return said("dt-req-small-straight" if req["straight"] == 4 else "dt-req-large-straight")
    return _symbols(req)


def _symbols(counted: dict[str, int]) -> Said:
    return joined("dt-join-plus", [said("dt-req-symbol", count=n, face=face_name(sym)) for sym, n in counted.items()])


def _counted(piece: Piece, text: Said) -> Said:
    """A piece's words with its multiplier: per symbol shown, plus one per status held."""
    if piece.get("per"):
        text = said("dt-fx-per", text=text, face=face_name(piece["per"]))
    if piece.get("plus"):
        text = said("dt-fx-plus", text=text, status=status_name(piece["plus"]))
    return text


SIMPLE_PIECES = {"heal": "dt-fx-heal", "cp": "dt-fx-cp", "steal": "dt-fx-steal", "draw": "dt-fx-draw",
                 "discard": "dt-fx-discard", "prevent": "dt-fx-prevent", "bonus": "dt-fx-bonus",
                 "collateral": "dt-fx-collateral", "reroll": "dt-fx-reroll"}
"""Pieces whose words need only their number."""
FIXED_PIECES = {"cleanse": "dt-fx-cleanse", "prevent_half": "dt-fx-prevent-half", "nudge": "dt-fx-nudge",
                "reroll_other": "dt-fx-reroll-other", "copy_die": "dt-fx-copy-die", "extra_roll": "dt-fx-extra-roll"}
"""Pieces whose words are always the same."""


def describe_piece(piece: Piece) -> Said:
    text = _counted(piece, _piece_words(piece))
    if piece.get("if"):
        text = said("dt-fx-if", need=_symbols(piece["if"]), text=text)
    return text


def _piece_words(piece: Piece) -> Said:
    if "dmg" in piece:
        base = said("dt-fx-dmg", count=piece["dmg"])
        return said("dt-fx-undefendable", text=base) if piece.get("undefendable") else base
    for key, message in SIMPLE_PIECES.items():
        if key in piece:
            return said(message, count=piece[key])
    for key, message in FIXED_PIECES.items():
        if key in piece:
            return said(message)
    if "inflict" in piece:
        return said("dt-fx-inflict", count=piece.get("n", 1), status=status_name(piece["inflict"]))
    if "gain" in piece:
        return said("dt-fx-gain", count=piece.get("n", 1), status=status_name(piece["gain"]))
    if "set_die" in piece:
        return said("dt-fx-set-die", count=piece.get("n", 1), whose="own" if piece.get("own") else "any",
                    value=piece["set_die"])
    raise ValueError(piece)  # pragma: no cover - data error


def describe_fx(fx: list[Piece]) -> Said:
    return joined("dt-join-semicolon", [describe_piece(p) for p in fx]) if fx else said("dt-fx-none")


def describe_level(ability: dict[str, Any], level: dict[str, Any]) -> Said:
    if ability["kind"] == "defense":
        return said("dt-level-defense", dice=level["dice"], effect=describe_fx(level["fx"]))
    text = said("dt-level", need=describe_req(level["req"]), effect=describe_fx(level["fx"]))
    for count, fx in level.get("tiers", {}).items():
        text = said("dt-level-tier", text=text, count=int(count), effect=describe_fx(fx))
    return text


def describe_card(card: dict[str, Any]) -> Said:
    if card["kind"] == "upgrade":
        ability = _ability(HEROES[card["hero"]], card["ability"])
        return said("dt-card-upgrade-text", ability=ability_name(ability["id"]), level=level_name(card["level"]),
                    text=describe_level(ability, ability["levels"][card["level"] - 1]))
    return describe_fx(card["fx"])


def norm_name(text: str) -> str:
    """A hero, ability or card name as typed, for lookups: lower case, letters and digits only."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


TYPED_ALSO = {"sleightofhand": "sleight"}
"""English names players type that their ids do not spell (every other English name is its id's words)."""


def typed_id(text: str) -> str:
    """The id a typed English name (or an id) stands for, normalised: "Sleight of Hand" → "sleight",
    "Cleave II" → "cleave2"."""
    key = norm_name(text)
    for level, roman in ROMAN.items():
        if key.endswith(roman.lower()) and key[: -len(roman)] in ABILITY_IDS:
            return key[: -len(roman)] + str(level)
    return TYPED_ALSO.get(key, key)


ABILITY_IDS = {norm_name(a["id"]) for h in HEROES.values() for a in h["abilities"]}
HERO_IDS = {norm_name(k): k for k in HEROES}
RANDOM_HERO = ("random", "", "any")
"""What a seat's hero may be typed as to be dealt at random."""
