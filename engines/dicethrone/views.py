"""What players see: the public view, a player's view with their hand, the phase line."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import (
    BaseModel,
    ModelWrapValidatorHandler,
    PlainSerializer,
    PlainValidator,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    ValidationInfo,
    model_serializer,
    model_validator,
)

from engines.dicethrone import data
from engines.dicethrone.actions import Play
from engines.dicethrone.data import HEROES, ability_name, card_name, card_of, hero_name
from engines.dicethrone.dice import (
    ability_def,
    level_def,
    ready_abilities,
)
from engines.dicethrone.players import max_health
from engines.dicethrone.state import (
    DiceRoll,
    DiceThroneState,
)
from engines.errors import IllegalAction
from engines.said import Said, said, said_from_json, said_json


def _said(value: Any) -> Said:
    """A Said of a view as it is, or from the JSON a view travels as (to the picture workers)."""
    made = value if isinstance(value, Said) else said_from_json(value)
    if not isinstance(made, Said):
        raise ValueError(f"not a Said: {value!r}")
    return made


Shown = Annotated[Said, PlainValidator(_said), PlainSerializer(said_json)]
"""What a view shows in words: a Said, made a sentence in its reader's language by the bot or the picture."""


class AbilityView(BaseModel):
    id: str
    name: Shown
    kind: str
    level: int
    max_level: int
    text: Shown
    need: Shown | None
    """What the dice must show (offensive abilities)."""
    statuses: list[str]
    """The statuses its effect names, at this level."""
    ready: bool = False
    """The current offensive dice qualify for it (active hero only)."""

    @model_serializer(mode="wrap")
    def _dumped_once(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> Any:
        """An ability made by _ability_view, as JSON: dumped once. Every view of a table lists every hero's
        abilities, each a tree of Saids that pydantic dumps in Python (a view of six heroes: 0.7 ms of the
        event loop, for its fingerprint and its picture)."""
        made = _AS_JSON.get(id(self))
        if made is not None and made[0] is self and info.mode_is_json():
            return made[1]
        return handler(self)

    @model_validator(mode="wrap")
    @classmethod
    def _parsed_once(cls, data: Any, handler: ModelWrapValidatorHandler[AbilityView],
                     info: ValidationInfo) -> AbilityView:
        """An ability from a view's JSON (a picture worker's): one equal to an ability parsed before is that
        one, shared (a view is only read). Parsing its Saids is Python: a view of six heroes took 2.3 ms, as
        long as drawing its picture."""
        key = (data.get("id"), data.get("level"), data.get("ready")) if isinstance(data, dict) else None
        if key is None or info.mode != "json":
            return handler(data)
        known = _PARSED.get(key)
        if known is not None and known[0] == data:
            return known[1]
        made = handler(data)
        if len(_PARSED) < PARSED_KEPT:
            _PARSED[key] = (data, made)
        return made


_AS_JSON: dict[int, tuple[AbilityView, dict[str, Any]]] = {}
"""The abilities _ability_view made (kept by its cache, so their ids stay theirs), each with its JSON."""
_PARSED: dict[tuple[Any, Any, Any], tuple[dict[str, Any], AbilityView]] = {}
"""Abilities parsed from JSON, by id, level and readiness, with the JSON each was parsed from."""
PARSED_KEPT = 4096
"""At most this many parsed abilities kept (every hero's abilities at every level, ready or not, are fewer)."""


class HeroView(BaseModel):
    player: str
    hero: str
    hero_name: Shown
    team: int
    health: int
    cp: int
    statuses: dict[str, int]
    hand: int
    deck: int
    discard: int
    board: list[Shown]
    abilities: list[AbilityView]
    passive: Shown | None
    out: bool
    faces: dict[int, str]


class CardView(BaseModel):
    id: str
    name: Shown
    kind: str
    timing: str
    cost: int
    text: Shown
    playable: bool = False


class PublicView(BaseModel):
    scores: dict[str, int]
    mode: str
    variant: str
    start_health: int
    max_health: int
    teams: list[list[str]]
    team_health: list[int]
    turn: int
    active: str
    phase: str
    phase_text: Shown
    heroes: list[HeroView]
    roll: DiceRoll | None
    roll_symbols: list[str]
    attack: dict[str, Any] | None
    window: list[str]
    awaiting: list[str]
    hits: list[dict[str, Any]]
    opening: dict[str, list[int]]
    finished: str | None


class PlayerView(PublicView):
    me: str
    hand: list[CardView]
    teammates: dict[str, list[CardView]]


@cache
def _ability_view(hero_id: str, ability_id: str, level: int, ready: bool) -> AbilityView:
    """An ability at a level, ready or not, with its JSON (remembered: every view of the table lists every
    hero's abilities)."""
    ability = ability_def(hero_id, ability_id)
    at = level_def(hero_id, ability_id, level)
    pieces = [*at["fx"], *(p for fx in at.get("tiers", {}).values() for p in fx)]
    named = sorted({p[k] for p in pieces for k in ("inflict", "gain", "plus") if k in p})
    made = AbilityView(id=ability_id, name=ability_name(ability_id), kind=ability["kind"], level=level,
                       max_level=len(ability["levels"]), text=data.describe_level(ability, at),
                       need=data.describe_req(at["req"]) if "req" in at else None, statuses=named, ready=ready)
    _AS_JSON[id(made)] = (made, made.model_dump(mode="json"))
    return made


@cache
def _card_text(card: str) -> Said:
    """A card's effect in words (remembered, as _ability_text)."""
    return data.describe_card(card_of(card))


if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class ViewRules(DiceThroneRules):
    """Views of the state."""

    def view(self, state: DiceThroneState, player: str | None) -> PublicView:
        s = state
        prompts = self.awaiting(s)
        heroes = []
        ready = set(ready_abilities(s, s.active)) if s.attack is None and s.phase == "offense" else set()
        for p in s.order:
            h = s.heroes[p]
            hero = HEROES[h.hero]
            abilities = [_ability_view(h.hero, a["id"], h.level(a["id"]), p == s.active and a["id"] in ready)
                         for a in hero["abilities"]]
            passive = hero["passive"]
            heroes.append(HeroView(
                player=p, hero=h.hero, hero_name=hero_name(h.hero), team=h.team, health=s.health[h.team], cp=h.cp,
                statuses=dict(h.statuses), hand=len(h.hand), deck=len(h.deck) + len(h.updeck),
                discard=len(h.discard), board=[card_name(card_of(c)) for c in h.board], abilities=abilities,
                passive=data.passive_text(passive) if passive else None, out=h.out,
                faces=dict(hero["faces"])))
        attack = None
        if s.attack is not None:
            att = s.attack
            attack = {"attacker": att.attacker, "ability": att.ability,
                      "level": att.level,
                      "ultimate": att.ultimate, "target": att.target, "damage": att.damage, "bonus": att.bonus,
                      "undefendable": att.undefendable, "stage": att.stage, "defense": att.defense,
                      "prevent": att.prevent, "halves": att.halves, "negated": att.negated}
        roll_symbols = []
        if s.roll is not None:
            faces = HEROES[s.roll.hero]["faces"]
            roll_symbols = [faces[v] for v in s.roll.dice]
        public: dict[str, Any] = dict(
            scores={p: s.health[s.heroes[p].team] for p in s.players}, mode=s.mode, variant=s.variant,
            start_health=s.start_health, max_health=max_health(s), teams=[list(t) for t in s.teams],
            team_health=list(s.health), turn=s.turn, active=s.active, phase=s.phase,
            phase_text=self.phase_text(s), heroes=heroes, roll=s.roll.model_copy() if s.roll else None,
            roll_symbols=roll_symbols, attack=attack, window=[],
            awaiting=[pr.player for pr in prompts if not pr.secret], hits=list(s.hits), opening=dict(s.opening),
            finished=s.finished)
        if player is None:
            return PublicView(**public)
        if any(pr.secret and pr.player == player for pr in prompts):  # your own secret prompt is yours to see
            public["window"] = [player]
            public["awaiting"] = [*public["awaiting"], player]
        mates = {}
        if player in s.heroes:
            mine = s.heroes[player]
            for q in s.teams[mine.team]:
                if q != player:
                    mates[q] = [self._card_view(s, q, c) for c in s.heroes[q].hand]
        hand = [self._card_view(s, player, c) for c in s.heroes[player].hand] if player in s.heroes else []
        return PlayerView(**public, me=player, hand=hand, teammates=mates)

    def _card_view(self, s: DiceThroneState, p: str, card: str) -> CardView:
        info = card_of(card)
        playable = False
        try:
            playable = any(True for _ in self._candidates_ok(s, p, card, info))
        except IllegalAction:
            playable = False
        return CardView(id=card, name=card_name(info), kind=info["kind"], timing=info["timing"], cost=info["cost"],
                        text=_card_text(card), playable=playable)

    def _candidates_ok(self, s: DiceThroneState, p: str, card: str, info: dict[str, Any]) -> Iterator[Play]:
        if not any(pr.player == p for pr in self.awaiting(s)):
            return
        for candidate in self._candidates(s, p, card, info):
            try:
                self._check_play(s, p, candidate)
            except IllegalAction:
                continue
            yield candidate
            return

    def phase_text(self, s: DiceThroneState) -> Said:
        if s.finished:
            return said("dt-phase-over")
        if s.window is not None:
            return said("dt-phase-turn", player=s.active, step=said(f"dt-phase-window-{s.window.kind}"))
        att = s.attack
        if s.phase == "defense" and att and att.target:
            return said("dt-phase-defends", defender=att.target, attacker=att.attacker)
        if s.phase == "choose_target" and att and att.chooser:
            return said("dt-phase-chooses-target", chooser=att.chooser, attacker=att.attacker)
        return said("dt-phase-turn", player=s.active, step=said(f"dt-phase-{s.phase}"))
