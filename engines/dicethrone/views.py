"""What players see: the public view, a player's view with their hand, the phase line."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from engines.dicethrone import data
from engines.dicethrone.actions import Play
from engines.dicethrone.data import HEROES, card_of
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


class AbilityView(BaseModel):
    id: str
    name: str
    kind: str
    level: int
    max_level: int
    text: str
    ready: bool = False
    """The current offensive dice qualify for it (active hero only)."""


class HeroView(BaseModel):
    player: str
    hero: str
    hero_name: str
    team: int
    health: int
    cp: int
    statuses: dict[str, int]
    hand: int
    deck: int
    discard: int
    board: list[str]
    abilities: list[AbilityView]
    passive: str | None
    out: bool
    faces: dict[int, str]


class CardView(BaseModel):
    id: str
    name: str
    kind: str
    timing: str
    cost: int
    text: str
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
    phase_text: str
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
def _ability_text(hero_id: str, ability_id: str, level: int) -> str:
    """An ability at a level in words (remembered: every view of the table lists every hero's abilities)."""
    return data.describe_level(ability_def(hero_id, ability_id), level_def(hero_id, ability_id, level))


@cache
def _card_text(card: str) -> str:
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
            abilities = []
            for a in hero["abilities"]:
                level = h.level(a["id"])
                abilities.append(AbilityView(
                    id=a["id"], name=a["name"], kind=a["kind"], level=level, max_level=len(a["levels"]),
                    text=_ability_text(h.hero, a["id"], level),
                    ready=p == s.active and a["id"] in ready))
            passive = hero["passive"]
            heroes.append(HeroView(
                player=p, hero=h.hero, hero_name=hero["name"], team=h.team, health=s.health[h.team], cp=h.cp,
                statuses=dict(h.statuses), hand=len(h.hand), deck=len(h.deck) + len(h.updeck),
                discard=len(h.discard), board=[card_of(c)["name"] for c in h.board], abilities=abilities,
                passive=f"{passive['name']}: {passive['text']}" if passive else None, out=h.out,
                faces=dict(hero["faces"])))
        attack = None
        if s.attack is not None:
            att = s.attack
            attack = {"attacker": att.attacker, "ability": att.ability,
                      "name": ability_def(s.heroes[att.attacker].hero, att.ability)["name"], "level": att.level,
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
        return CardView(id=card, name=info["name"], kind=info["kind"], timing=info["timing"], cost=info["cost"],
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

    def phase_text(self, s: DiceThroneState) -> str:
        if s.finished:
            return "Game over"
        if s.window is not None:
            what = {"roll": "reactions to the roll", "confirm": "last chance before the ability",
                    "blind": "Blind check", "target": "targeting roll", "damage": "before damage",
                    "upkeep": "before upkeep"}[s.window.kind]
            return f"{s.active}'s turn: {what}"
        att = s.attack
        if s.phase == "defense" and att and att.target:
            return f"{att.target} defends against {att.attacker}"
        if s.phase == "choose_target" and att and att.chooser:
            return f"{att.chooser} chooses {att.attacker}'s target"
        names = {"main1": "main phase 1", "main2": "main phase 2", "offense": "offensive roll",
                 "defense": "defensive roll", "choose_target": "choosing a target", "discard": "discard to 6",
                 "resolve": "resolving"}
        return f"{s.active}'s turn: {names.get(s.phase, s.phase)}"
