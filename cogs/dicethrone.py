"""/dicethrone: Dice Throne moves as slash commands, the active player's steps as buttons under the table
picture, and each awaited player's cards and tokens as private buttons ("My options", and the DM that
a secret reaction window sends)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import (
    own_view,
    play,
    register_controls,
    register_private_controls,
    show_private,
)
from cogs._controls import ActionButton, ActionSelect
from cogs._shown import suggestions
from engines import registry
from engines.dicethrone.actions import Done, Sell
from engines.dicethrone.data import HEROES, ability_name, describe_level, face_name
from engines.dicethrone.describe import done_label, fitted, move_label, offered_moves
from engines.dicethrone.dice import ability_def, level_def, ready_abilities
from engines.dicethrone.state import DiceRoll, DiceThroneState
from engines.said import said
from lang import Words, language_of, words

GAME = "dicethrone"


def describe_hand(view: Any, words: Words) -> str:
    me = next(h for h in view.heroes if h.player == view.me)
    lines = [words("dt-hand-head", hero=words.say(me.hero_name), cp=me.cp)]
    for card in view.hand:
        kind = "upgrade" if card.kind == "upgrade" else card.timing
        lines.append(words("dt-hand-card", card=words.say(card.name), id=card.id, kind=kind, cost=card.cost,
                           playable="yes" if card.playable else "no", text=words.say(card.text)))
    if not view.hand:
        lines.append(words("dt-hand-none"))
    for mate, hand in view.teammates.items():
        names = ", ".join(words.say(c.name) for c in hand)
        lines.append(words("dt-hand-mate", player=mate, cards=names) if names else words("dt-hand-mate-none",
                                                                                           player=mate))
    return "\n".join(lines)


def controls(table: Table, state: DiceThroneState, words: Words) -> list[discord.ui.Item]:
    """Under the table, the active player's steps (roll, reroll, abilities, defend, target). Cards,
    tokens, reaction windows and pile choices are private, behind "My options" (a hand must not show)."""
    if state.finished or state.window is not None or any(h.owed for h in state.heroes.values()):
        return []
    if state.phase in ("main1", "main2"):
        return [ActionButton(table, "done", label=words.say(done_label(state)), style=discord.ButtonStyle.primary)]
    if state.phase == "offense" and state.roll is not None:
        return _offense_controls(table, state, state.roll, words)
    if state.phase == "defense" and state.attack is not None and state.attack.target is not None:
        defender = HEROES[state.heroes[state.attack.target].hero]
        return [ActionButton(table, "defend", {"name": a["id"]}, style=discord.ButtonStyle.primary,
                             label=fitted(words.say(said("dt-label-defend", ability=ability_name(a["id"])))))
                for a in defender["abilities"] if a["kind"] == "defense"]
    if state.phase == "choose_target" and state.attack is not None:
        return [ActionButton(table, "target", {"player": p}, label=fitted(words.say(said("dt-label-target", player=p))))
                for p in state.attack.choices]
    return []


def _offense_controls(table: Table, state: DiceThroneState, roll: DiceRoll, words: Words) -> list[discord.ui.Item]:
    """Roll the five dice (the offense's `roll`); then the dice to reroll, the abilities they qualify for, and no
    ability."""
    if roll.attempts == 0:
        return [ActionButton(table, "roll", label=words("dt-button-roll-all"), style=discord.ButtonStyle.primary)]
    items: list[discord.ui.Item] = []
    faces = HEROES[state.heroes[state.active].hero]["faces"]
    if roll.attempts < roll.max_attempts:
        options = [discord.SelectOption(label=words("dt-button-die", pos=i + 1, value=v,
                                                    face=words.say(face_name(faces[v])))[:100], value=str(i + 1))
                   for i, v in enumerate(roll.dice)]
        items.append(ActionSelect(table, "roll", "dice", options, placeholder=words("dt-button-reroll-placeholder"),
                                  min_values=1, max_values=5, row=0))
    for aid in ready_abilities(state, state.active)[:4]:
        items.append(ActionButton(table, "ability", {"name": aid}, label=ability_label(state, aid, words),
                                  style=discord.ButtonStyle.success, row=1))
    items.append(ActionButton(table, "done", label=words.say(done_label(state)), row=2))
    return items


def ability_label(state: DiceThroneState, ability: str, words: Words) -> str:
    """An ability's button: its name, what the dice need and what it does at the hero's level ("Judgement: small
    straight: 5 dmg; gain Crit")."""
    hero = state.heroes[state.active]
    text = describe_level(ability_def(hero.hero, ability), level_def(hero.hero, ability, hero.level(ability)))
    return fitted(words.say(said("dt-button-ability", ability=ability_name(ability), text=text)))


def private_controls(table: Table, state: DiceThroneState, player: str, words: Words) -> list[discord.ui.Item]:
    """The awaited player's own choices: the cards and tokens that change this roll or this damage first,
    then the rest of what their hand allows, a menu to sell cards, and Done/Pass."""
    engine = registry.get(GAME)
    items: list[discord.ui.Item] = []
    legal = engine.legal_actions(state, player)
    sells = sorted({a.card.split(".")[0]: a for a in legal if isinstance(a, Sell)}.values(), key=lambda a: a.card)
    if sells:
        options = [discord.SelectOption(label=words.say(move_label(state, a))[:100], value=a.card) for a in sells]
        items.append(ActionSelect(table, "sell", "card", options, placeholder=words("dt-button-sell-placeholder")))
    for action in offered_moves(engine, state, player, limit=24 - len(items)):
        style = discord.ButtonStyle.secondary if isinstance(action, Done) else discord.ButtonStyle.primary
        args = {k: v for k, v in action.args().items() if v not in (None, "", [])}
        items.append(ActionButton(table, action.do, args, label=fitted(words.say(move_label(state, action))),
                                  style=style))
    return items


def card_choices(view: Any, current: str, words: Words) -> list[tuple[str, str]]:
    """Autocomplete for a card option: the player's own hand, playable cards first, in the asker's words."""
    typed = current.lower().strip()
    cards = sorted(view.hand, key=lambda c: not c.playable)
    found = []
    for card in cards:
        name = words.say(card.name)
        if typed in name.lower() or typed in card.id.lower():
            shown = words("dt-choice-card", card=name, cost=card.cost, playable="yes" if card.playable else "no",
                          text=words.say(card.text))
            found.append((shown, card.id))
    return found


async def complete_card(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    view = await own_view(interaction, GAME)
    if view is None:
        return []
    return suggestions(card_choices(view, current, words(language_of(interaction.locale.value)))[:25])


class DiceThroneCog(commands.Cog):
    group = app_commands.Group(name="dicethrone", description="Dice Throne moves", guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @group.command(name="roll", description="Offensive roll: first all five dice, then the positions to reroll")
    @app_commands.describe(dice="Positions to reroll, e.g. 1 4 (leave empty for the first roll)")
    async def roll(self, interaction: discord.Interaction, dice: str | None = None) -> None:
        await play(interaction, "roll", {"dice": dice or []})

    @group.command(name="ability", description="Activate an offensive ability your dice qualify for")
    @app_commands.describe(name="The ability, e.g. cleave or Moonfall")
    async def ability(self, interaction: discord.Interaction, name: str) -> None:
        await play(interaction, "ability", {"name": name})

    @group.command(name="defend", description="Roll your defensive ability against the attack on you")
    @app_commands.describe(name="Which defence (only heroes with two need to say)")
    async def defend(self, interaction: discord.Interaction, name: str | None = None) -> None:
        await play(interaction, "defend", {"name": name or ""})

    @group.command(name="play", description="Play a card from your hand (upgrades too)")
    @app_commands.describe(card="The card, e.g. nudge or cleave_2", die="Dice positions the card changes, e.g. 3 4",
                           value="The value to set a die to", target="The player the card targets")
    @app_commands.autocomplete(card=complete_card)
    async def play_card(self, interaction: discord.Interaction, card: str, die: str | None = None,
                        value: app_commands.Range[int, 1, 6] | None = None, target: str | None = None) -> None:
        args: dict[str, Any] = {"card": card, "die": die or []}
        if value is not None:
            args["value"] = value
        if target:
            args["target"] = target
        await play(interaction, "play", args)

    @group.command(name="sell", description="Sell a card for 1 CP (your main phases, or discarding down to 6)")
    @app_commands.describe(card="The card to sell")
    @app_commands.autocomplete(card=complete_card)
    async def sell(self, interaction: discord.Interaction, card: str) -> None:
        await play(interaction, "sell", {"card": card})

    @group.command(name="spend", description="Spend a status token (Chi, Evasive, Crit, Protect, ...)")
    @app_commands.describe(status="The token to spend")
    async def spend(self, interaction: discord.Interaction, status: str) -> None:
        await play(interaction, "spend", {"status": status})

    @group.command(name="target", description="Choose the target when the targeting die lets you")
    @app_commands.describe(player="The player to target")
    async def target(self, interaction: discord.Interaction, player: str) -> None:
        await play(interaction, "target", {"player": player})

    @group.command(name="draw", description="Hero-upgrade-deck variant: which pile the cards you draw come from")
    @app_commands.choices(pile=[app_commands.Choice(name="upgrade pile", value="upgrade"),
                                app_commands.Choice(name="action pile", value="action")])
    @app_commands.describe(count="How many of the cards you are drawing now (default 1)")
    async def draw(self, interaction: discord.Interaction, pile: str,
                   count: app_commands.Range[int, 1, 6] | None = None) -> None:
        await play(interaction, "draw", {"pile": pile, "count": count or 1})

    @group.command(name="ask", description="How often reaction windows ask you (kept for your next games too)")
    @app_commands.choices(level=[
        app_commands.Choice(name="when something I hold changes the outcome (default)", value="outcome"),
        app_commands.Choice(name="whenever I could play anything", value="always"),
        app_commands.Choice(name="never: I use my cards on my own turn", value="never")])
    async def ask(self, interaction: discord.Interaction, level: str) -> None:
        await play(interaction, "ask", {"level": level})

    @group.command(name="done", description="End the phase, or pass a reaction window")
    async def done(self, interaction: discord.Interaction) -> None:
        await play(interaction, "done")

    @group.command(name="hand", description="See your cards (only you see the answer)")
    async def hand(self, interaction: discord.Interaction) -> None:
        asker = words(language_of(interaction.locale.value))
        await show_private(interaction, lambda view: describe_hand(view, asker))


async def setup(bot: commands.Bot) -> None:
    register_controls(GAME, DiceThroneState, controls)
    register_private_controls(GAME, DiceThroneState, private_controls)
    await bot.add_cog(DiceThroneCog(bot))
