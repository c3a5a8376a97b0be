"""/throwdown: Maximum Throwdown's slash commands (one per action, options = the action's fields) and the
buttons under the table picture."""

from __future__ import annotations

import random

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import ActionButton, ActionSelect, play, register_controls, show_private
from engines import registry
from engines.base import State
from engines.throwdown.ai import best_aim
from engines.throwdown.data import icon_name
from engines.throwdown.icons import icon_table

GAME = "throwdown"
POWER_CHOICES = [app_commands.Choice(name=n, value=n) for n in ("auto", "soft", "medium", "hard")]
SPIN_CHOICES = [app_commands.Choice(name=n, value=n) for n in ("none", "left", "right")]
FACE_CHOICES = [app_commands.Choice(name="face down", value="down"), app_commands.Choice(name="face up", value="up")]
AT_HELP = 'a card ("7"), an icon on a card ("7 icon 3"), a grid square ("D4") or "centre"'


class ThrowdownCog(commands.Cog):
    throwdown = app_commands.Group(name=GAME, description="Play Maximum Throwdown in this channel", guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @throwdown.command(name="throw", description="Throw a card from your hand onto the table.")
    @app_commands.describe(card="its position in your hand (1 = first; see /throwdown hand)", at=AT_HELP,
                           power="soft: accurate, short reach; hard: reaches anywhere, scatters and flips more; "
                                 "auto: the softest that reaches",
                           spin="spin halves the flip chance and sets the angle, but curves the card sideways")
    @app_commands.choices(power=POWER_CHOICES, spin=SPIN_CHOICES)
    async def throw(self, interaction: discord.Interaction, at: str, card: int = 1, power: str = "auto",
                    spin: str = "none") -> None:
        await play(interaction, "throw", {"card": card, "at": at, "power": power, "spin": spin})

    @throwdown.command(name="steal", description="Steal the top card of an opponent's deck and throw it.")
    @app_commands.rename(from_="from")
    @app_commands.describe(from_="the opponent whose deck you steal from", at=AT_HELP,
                           face="face down gives nobody icons; face up gives its owner their icons",
                           power="soft / medium / hard, or auto", spin="none, left or right")
    @app_commands.choices(face=FACE_CHOICES, power=POWER_CHOICES, spin=SPIN_CHOICES)
    async def steal(self, interaction: discord.Interaction, from_: str, at: str, face: str = "down",
                    power: str = "auto", spin: str = "none") -> None:
        await play(interaction, "steal", {"from": from_, "at": at, "face": face, "power": power, "spin": spin})

    @throwdown.command(name="attack", description="Discard the top card of an opponent's deck.")
    @app_commands.describe(player="the opponent to attack")
    async def attack(self, interaction: discord.Interaction, player: str) -> None:
        await play(interaction, "attack", {"player": player})

    @throwdown.command(name="break", description="Keep the card that just missed in play where it fell.")
    async def break_(self, interaction: discord.Interaction) -> None:
        await play(interaction, "break")

    @throwdown.command(name="rethrow", description="Throw the card that just missed again (uses a throw icon).")
    @app_commands.describe(at=AT_HELP + " (empty: the same aim)", power="soft / medium / hard, or auto",
                           spin="none, left or right")
    @app_commands.choices(power=POWER_CHOICES, spin=SPIN_CHOICES)
    async def rethrow(self, interaction: discord.Interaction, at: str | None = None, power: str = "auto",
                      spin: str = "none") -> None:
        args = {"power": power, "spin": spin}
        if at:
            args["at"] = at
        await play(interaction, "rethrow", args)

    @throwdown.command(name="order", description="Put the cards left in your hand back on your deck, top first.")
    @app_commands.describe(cards='hand positions, top of the deck first, e.g. "3 1 2"')
    async def order(self, interaction: discord.Interaction, cards: str) -> None:
        await play(interaction, "order", {"cards": cards})

    @throwdown.command(name="hand", description="Your hand and what you can do now (only you see it).")
    async def hand(self, interaction: discord.Interaction) -> None:
        await show_private(interaction, describe)

    @throwdown.command(name="done", description="Skip your remaining attacks/steals, let a missed card go, or "
                                                "keep the drawn order.")
    async def done(self, interaction: discord.Interaction) -> None:
        await play(interaction, "done")


def describe(view) -> str:
    if view.my_hand:
        cards = "; ".join(f"**{c.position}** {c.name} ({' '.join(icon_name(i) for i in c.icons)})"
                          for c in view.my_hand)
        lines = [f"**Your hand:** {cards}."]
    else:
        lines = ["**Your hand is empty** (you draw during your turn, after attacks and steals)."]
    me = next((p for p in view.players if p.name == view.me), None)
    if me:
        lines.append(f"{me.deck_title}: {me.cards_in_deck} cards in your deck; {me.points} points; "
                     f"{me.active_pips} live pips on the table.")
    lines.append(f"Now: {view.status}.")
    if view.hints:
        lines.append("You can: " + "; ".join(f"`{h}`" for h in view.hints[:8]))
    return "\n".join(lines)


def _aim_options(state: State, player: str) -> list[discord.SelectOption]:
    """Aims worth offering: opponents' live icons (most valuable first), then every location."""
    options: list[tuple[float, str, str]] = []
    for tc, icons in zip(state.table, icon_table(state.table), strict=True):
        if tc.card is None:
            continue
        for k, (code, _, covered) in enumerate(icons, 1):
            if not covered and tc.owner != player:
                value = int(code) if code.isdigit() else 2
                label = f"card {tc.n} icon {k}: {tc.owner}'s {icon_name(code)}"
                options.append((value, f"card {tc.n} icon {k}", label))
    options.sort(key=lambda o: -o[0])
    chosen = [discord.SelectOption(label=label[:100], value=value) for _, value, label in options[:18]]
    chosen += [discord.SelectOption(label=f"card {t.n}: {t.location}", value=f"card {t.n}")
               for t in state.table if t.card is None]
    chosen.append(discord.SelectOption(label="the centre of the table", value="centre"))
    return chosen[:25]


def controls(table: Table, state: State) -> list[discord.ui.Item]:
    engine = registry.get(GAME)
    prompts = engine.awaiting(state)
    if not prompts:
        return []
    player = prompts[0].player
    rand = random.Random(f"{table.seed}:{table.version}")
    items: list[discord.ui.Item | None] = []
    if state.pending is not None:
        if state.breaks:
            items.append(_button(table, "break", {}, label=f"Break: keep card {state.pending.card.n}",
                                      style=discord.ButtonStyle.success, row=0))
        if state.throw_icons:
            items.append(_button(table, "rethrow", {}, label="Rethrow at the same aim",
                                      style=discord.ButtonStyle.primary, row=0))
    if state.phase == "raid":
        victims = [o for o in state.players if o != player and state.deck[o]]
        if state.attacks:
            items.extend(_button(table, "attack", {"player": v}, label=f"Attack {v}"[:80],
                                      style=discord.ButtonStyle.danger, row=1) for v in victims[:5])
        if state.steals:
            at, power = best_aim(state, player, rand, None, False)
            items.extend(_button(table, "steal", {"from": v, "at": at, "power": power},
                                      label=f"Steal from {v} → {at}"[:80], row=2) for v in victims[:5])
        items.append(_button(table, "done", {}, label="Skip the rest", row=3))
    elif state.phase == "throw" and state.hand[player] and (state.basic_throw or state.throw_icons):
        at, power = best_aim(state, player, rand, state.hand[player][0], True)
        items.append(ActionSelect(table, "throw", "at", _aim_options(state, player),
                                  placeholder="Throw card 1 at… (power by distance)", row=1))
        items.append(_button(table, "throw", {"card": 1, "at": at, "power": power},
                                  label=f"Throw card 1 → {at} ({power})"[:80], style=discord.ButtonStyle.primary,
                                  row=2))
    elif state.phase == "throw":
        items.append(_button(table, "done", {}, label="Let it go", row=3))
    elif state.phase == "order":
        items.append(_button(table, "done", {}, label="Put them back as drawn", row=3))
    return [item for item in items if item is not None]


def _button(table: Table, do: str, args: dict, **kwargs) -> ActionButton | None:
    """A button, or None when its custom id would be too long for Discord (the slash command still works)."""
    try:
        return ActionButton(table, do, args, **kwargs)
    except ValueError:
        return None


async def setup(bot: commands.Bot) -> None:
    register_controls(GAME, controls)
    await bot.add_cog(ThrowdownCog(bot))
