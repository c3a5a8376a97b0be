"""/throwdown: Maximum Throwdown's slash commands (one per action, options = the action's fields) and the
buttons under the table picture."""

from __future__ import annotations

import random
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import own_view, play, refuse, register_controls, show_private
from cogs._controls import ActionButton, ActionSelect
from cogs._language import private_words
from engines import registry
from engines.said import said, said_from_json
from engines.throwdown.ai import best_aim, weakest
from engines.throwdown.aiming import aim_choices
from engines.throwdown.data import name_said
from engines.throwdown.model import ThrowdownState
from lang import ENGLISH, Words
from plumbing.faults import Answered

GAME = "throwdown"
POWER_CHOICES = [app_commands.Choice(name=n, value=n) for n in ("auto", "soft", "medium", "hard")]
STAND_CHOICES = [app_commands.Choice(name=n, value=n) for n in ("nearest", "top", "bottom", "left", "right")]
STAND_HELP = "where along the table's edge you throw from: nearest (to the aim) or a side"
FACE_CHOICES = [app_commands.Choice(name="face down", value="down"), app_commands.Choice(name="face up", value="up")]
AT_HELP = 'a card ("7"), an icon on a card ("7 icon 3"), a grid square ("D4") or "centre"'


class ThrowdownCog(commands.Cog):
    throwdown = app_commands.Group(name=GAME, description="Play Maximum Throwdown in this channel", guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @throwdown.command(name="throw", description="Throw a card from your hand onto the table.")
    @app_commands.describe(card="its position in your hand (1 = first; see /throwdown hand)", at=AT_HELP,
                           power="soft: precise up close, falls short; hard: steadier far away, sails long and "
                                 "flips more; auto: the most accurate for the distance",
                           stand=STAND_HELP)
    @app_commands.choices(power=POWER_CHOICES, stand=STAND_CHOICES)
    async def throw(self, interaction: discord.Interaction, at: str, card: int = 1, power: str = "auto",
                    stand: str = "nearest") -> None:
        await play(interaction, "throw", {"card": card, "at": at, "power": power, "stand": stand})

    @throwdown.command(name="steal", description="Steal the top card of an opponent's deck and throw it.")
    @app_commands.rename(from_="from")
    @app_commands.describe(from_="the opponent whose deck you steal from", at=AT_HELP,
                           face="face down gives nobody icons; face up gives its owner their icons",
                           power="soft / medium / hard, or auto", stand=STAND_HELP)
    @app_commands.choices(face=FACE_CHOICES, power=POWER_CHOICES, stand=STAND_CHOICES)
    async def steal(self, interaction: discord.Interaction, from_: str, at: str, face: str = "down",
                    power: str = "auto", stand: str = "nearest") -> None:
        await play(interaction, "steal", {"from": from_, "at": at, "face": face, "power": power, "stand": stand})

    @throwdown.command(name="attack", description="Discard the top card of an opponent's deck.")
    @app_commands.describe(player="the opponent to attack")
    async def attack(self, interaction: discord.Interaction, player: str) -> None:
        await play(interaction, "attack", {"player": player})

    @throwdown.command(name="break", description="Keep the card that just missed in play where it fell.")
    async def break_(self, interaction: discord.Interaction) -> None:
        await play(interaction, "break")

    @throwdown.command(name="rethrow", description="Throw the card that just missed again (uses a throw icon).")
    @app_commands.describe(at=AT_HELP + " (empty: the same aim)", power="soft / medium / hard, or auto",
                           stand=STAND_HELP + " (empty: as before)")
    @app_commands.choices(power=POWER_CHOICES, stand=STAND_CHOICES)
    async def rethrow(self, interaction: discord.Interaction, at: str | None = None, power: str = "auto",
                      stand: str = "nearest") -> None:
        args = {"power": power, "stand": stand}
        if at:
            args["at"] = at
        await play(interaction, "rethrow", args)

    @throwdown.command(name="order", description="Put the cards left in your hand back on your deck, top first.")
    @app_commands.describe(cards='hand positions, top of the deck first, e.g. "3 1 2"')
    async def order(self, interaction: discord.Interaction, cards: str) -> None:
        await play(interaction, "order", {"cards": cards})

    @throwdown.command(name="hand", description="Your hand and what you can do now (only you see it).")
    async def hand(self, interaction: discord.Interaction) -> None:
        said_here = private_words(interaction)
        await show_private(interaction, lambda view: describe(view, said_here))

    @throwdown.command(name="done", description="Let a missed card go, or put leftovers back in the order drawn.")
    async def done(self, interaction: discord.Interaction) -> None:
        await play(interaction, "done")


def describe(view, words: Words) -> str:
    """/throwdown hand's answer in the asker's words: the hand, the deck, what is asked now and the moves (as
    typed: the command's English names)."""
    if view.my_hand:
        cards = tuple(said("td-hand-card", position=c.position, card=name_said(c.name),
                           icons=tuple(said("td-icon", code=i) for i in c.icons)) for c in view.my_hand)
        lines = [words.say(said("td-hand", cards=cards))]
    else:
        lines = [words("td-hand-empty")]
    me = next((p for p in view.players if p.name == view.me), None)
    if me:
        lines.append(words.say(said("td-hand-deck", deck=name_said(me.deck_title), cards=me.cards_in_deck,
                                    points=me.points, pips=me.active_pips)))
    lines.append(words("td-hand-now", status=words.say(said_from_json(view.status))))
    if view.hints:
        lines.append(words("td-hand-moves", moves="; ".join(f"`{command_line(h, words)}`" for h in view.hints)))
    return "\n".join(lines)


def command_line(hint: dict[str, Any], words: Words) -> str:
    """A move as the reader types it: the command, option and choice names of their Discord's language
    (lang/locales/<language>/commands.ftl; English's are the code's own); aims are typed alike in every
    language."""
    do = hint["do"]
    options = [f"{_command_word(words, f'opt-throwdown-{do}-{key}', key)}:{_typed(key, value, words)}"
               for key, value in hint["args"].items()]
    return " ".join([f"/{_command_word(words, 'cmd-throwdown', GAME)}",
                     _command_word(words, f"cmd-throwdown-{do}", do), *options])


def _command_word(words: Words, message_id: str, code: str) -> str:
    """A command's, option's or choice's name in the reader's language; a Python keyword option (from) ends in
    _ in the catalog."""
    for known in (message_id, f"{message_id}_"):
        if words.has(known):
            return words(known)
    return code


def _typed(key: str, value: str, words: Words) -> str:
    if key in ("power", "stand", "face"):
        value = _command_word(words, f"choice-{key}-{value}", value)
    return f'"{value}"' if " " in value else value


def controls(table: Table, state: ThrowdownState, words: Words) -> list[discord.ui.Item]:
    """The moves now as buttons and a menu, labelled in `words` (cut to Discord's limits after they are made)."""
    engine = registry.get(GAME)
    prompts = engine.awaiting(state)
    if not prompts:
        return []
    player = prompts[0].player
    legal = {action.do for action in engine.legal_actions(state, player)}
    rand = random.Random(f"{table.seed}:{table.version}")
    items: list[discord.ui.Item] = []
    if "break" in legal and state.pending is not None:
        items.append(ActionButton(table, "break", {}, label=words("td-button-break", n=state.pending.card.n)[:80],
                                  style=discord.ButtonStyle.success, row=0))
    if "rethrow" in legal:
        items.append(ActionButton(table, "rethrow", {}, label=words("td-button-rethrow")[:80],
                                  style=discord.ButtonStyle.primary, row=0))
    if state.phase == "raid":
        victims = [o for o in state.players if o != player and state.deck[o]]
        if "attack" in legal:
            items.extend(ActionButton(table, "attack", {"player": v}, label=words("td-button-attack", player=v)[:80],
                                      style=discord.ButtonStyle.danger, row=1) for v in victims[:5])
        if "steal" in legal:
            aim = best_aim(state, player, rand, None, False, safe_only=True)
            items.extend(ActionButton(table, "steal", {"from": v, "at": aim.at, "power": aim.power},
                                      label=_suggested(words("td-button-steal", player=v, at=aim.at), aim.safe, words),
                                      row=2) for v in victims[:5])
    elif "throw" in legal:
        position = weakest(state.hand[player])
        aim = best_aim(state, player, rand, state.hand[player][position - 1], True, safe_only=True)
        targets = {value: words.say(label) for value, label in aim_choices(state, player)}
        options = [discord.SelectOption(label=label[:100], value=value) for value, label in targets.items()]
        placeholder = words("td-placeholder-aim")[:150]
        items.append(ActionSelect(table, "throw", "at", options, placeholder=placeholder, row=1))
        label = words("td-button-throw", position=position, at=targets.get(aim.at, aim.at))
        items.append(ActionButton(table, "throw", {"card": position, "at": aim.at, "power": aim.power},
                                  label=_suggested(label, aim.safe, words), style=discord.ButtonStyle.primary, row=2))
    if state.phase in ("throw", "order") and player in state.hand:
        items.append(HandButton(table.id, words))
    if "done" in legal:
        label = words("td-button-let-go" if state.pending is not None else "td-button-put-back")
        items.append(ActionButton(table, "done", {}, label=label[:80], row=3))
    return items


class HandButton(Answered, discord.ui.DynamicItem[discord.ui.Button], template=r"dhth:(?P<table>\d{1,20})"):
    """"My hand": the clicker's hand, its cards' icons and what they can do now, privately (a hand is secret,
    so the public buttons only say "card 2 of your hand")."""

    def __init__(self, table_id: int, words: Words = ENGLISH):
        """`words`: the label's (one made again from a click's custom_id is not shown: English)."""
        super().__init__(discord.ui.Button(label=words("td-button-hand")[:80], emoji="🔒",
                                           style=discord.ButtonStyle.secondary, custom_id=f"dhth:{table_id}", row=3))

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> HandButton:
        return cls(int(match["table"]))

    async def handle(self, interaction: discord.Interaction) -> None:
        game = await own_view(interaction, GAME)
        if game is None:
            await refuse(interaction, said("td-refuse-hand-no-seat"))
            return
        said_here = private_words(interaction)
        await show_private(interaction, lambda view: describe(view, said_here))


def _suggested(label: str, safe: bool, words: Words) -> str:
    """A suggestion's button label; one that could bury the player's own icons says so."""
    return (label if safe else words("td-button-risky", label=label))[:80]


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(HandButton)
    register_controls(GAME, ThrowdownState, controls)
    await bot.add_cog(ThrowdownCog(bot))
