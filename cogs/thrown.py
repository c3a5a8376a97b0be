"""/thrown: Thrown's slash commands (one per action, options = the action's fields) and the table buttons."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import play, register_controls, show_private
from cogs._controls import ActionButton
from engines import registry
from engines.base import State
from engines.thrown.data import CARDS, COLORS
from lang import Words

GAME = "thrown"
COLOR_CHOICES = [app_commands.Choice(name=c, value=c) for c in COLORS]
CARD_CHOICES = [app_commands.Choice(name=c.title, value=c.name) for c in CARDS.values() if c.kind == "discard"]
MAX_ITEMS = 25


class ThrownCog(commands.Cog):
    thrown = app_commands.Group(name="thrown", description="Play Thrown in this channel", guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @thrown.command(name="roll", description="Roll 1-3 dice of one colour (the trick colour if you have any).")
    @app_commands.describe(color="the colour of dice to roll", count="how many (1-3)",
                           done="end your turn right after this roll")
    @app_commands.choices(color=COLOR_CHOICES)
    async def roll(self, interaction: discord.Interaction, color: str, count: app_commands.Range[int, 1, 3] = 1,
                   done: bool = False):
        await play(interaction, "roll", {"color": color, "count": count, **({"done": True} if done else {})})

    @thrown.command(name="power", description="Pay an unrolled die to use a discard power of a card on the table.")
    @app_commands.describe(
        card="the card", dice='Knight: your dice to reroll, e.g. "1 3"', die="the die's number in the trick",
        delta="Man at Arms: +1 on your die or -1 on an opponent's", color="Reinforcements: which unrolled die to roll",
        swap='Shapeshifter: the two cards whose cubes swap, e.g. "knight archer"',
    )
    @app_commands.choices(card=CARD_CHOICES, color=COLOR_CHOICES,
                          delta=[app_commands.Choice(name="+1", value=1), app_commands.Choice(name="-1", value=-1)])
    async def power(self, interaction: discord.Interaction, card: str, dice: str | None = None, die: int | None = None,
                    delta: int | None = None, color: str | None = None, swap: str | None = None):
        args = {"card": card, "dice": dice, "die": die, "delta": delta, "color": color, "swap": swap}
        await play(interaction, "power", {k: v for k, v in args.items() if v is not None})

    @thrown.command(name="done", description="End your turn.")
    async def done(self, interaction: discord.Interaction):
        await play(interaction, "done")

    @thrown.command(name="recruit", description="Recruiter reward: take an unrolled die from an opponent.")
    @app_commands.rename(from_="from")
    @app_commands.describe(from_="the opponent", color="the colour of die to take")
    @app_commands.choices(color=COLOR_CHOICES)
    async def recruit(self, interaction: discord.Interaction, from_: str, color: str):
        await play(interaction, "recruit", {"from": from_, "color": color})

    @thrown.command(name="exchange", description="Strategist reward: swap 1-3 of your unrolled dice with the Void.")
    @app_commands.describe(give='your dice to give, e.g. "red red"', take='the dice to take, e.g. "blue green"')
    async def exchange(self, interaction: discord.Interaction, give: str, take: str):
        await play(interaction, "exchange", {"give": give, "take": take})

    @thrown.command(name="summon", description="Summoner reward: take dice from the Summoner card.")
    @app_commands.describe(dice='the dice to take, e.g. "red white"')
    async def summon(self, interaction: discord.Interaction, dice: str):
        await play(interaction, "summon", {"dice": dice})

    @thrown.command(name="skip", description="Leave an optional reward (Strategist, Summoner) untaken.")
    @app_commands.rename(all_="all")
    @app_commands.describe(all_="leave every optional reward and let the game take the Recruiter's steal")
    async def skip(self, interaction: discord.Interaction, all_: bool = False):
        await play(interaction, "skip", {"all": True} if all_ else {})

    @thrown.command(name="pick", description="Tie-break round: pick your four dice from the Void.")
    @app_commands.describe(dice='four colours, e.g. "red red white blue"')
    async def pick(self, interaction: discord.Interaction, dice: str):
        await play(interaction, "pick", {"dice": dice})

    @thrown.command(name="hand", description="Your pool, your gold and the moves you can make (only you see it).")
    async def hand(self, interaction: discord.Interaction):
        await show_private(interaction, describe)


def describe(view) -> str:
    pool = ", ".join(f"{view.my_pool[c]} {c}" for c in COLORS)
    lines = [f"**Your dice:** {pool}. **Gold:** {view.my_gold}.", f"Now: {view.status}."]
    if view.hints:
        lines.append("You can: " + "; ".join(f"`{h}`" for h in view.hints[:15]))
    return "\n".join(lines)


def _die_words(state: State, n: int, player: str) -> tuple[str, int | None]:
    """A die of the trick as players see it on the picture: "red 5" (yours) or "tom's red 5", and its value."""
    die = next((d for d in state.trick.dice if d.n == n), None) if state.trick else None
    if die is None:
        return f"die #{n}", None
    owner = "" if die.owner == player else f"{die.owner}'s "
    return f"{owner}{die.color} {die.value}", die.value


def _label(action, state: State | None = None, player: str = "") -> str:
    """A button's words: what it does, with the dice named by colour and value, and what it costs."""
    args = action.args()
    if action.do == "roll":
        return f"Roll {args['count']} {args['color']}"
    if action.do == "power":
        title = CARDS[args["card"]].title
        slot = next((s for s in state.display if s.card == args["card"]), None) if state else None
        cost = f" (pay 1 {slot.color})" if slot else ""
        if state is None:
            return title
        if "dice" in args:
            named = ", ".join(_die_words(state, n, player)[0] for n in args["dice"])
            return f"{title}: reroll {named}{cost}"[:80]
        if "die" in args:
            words, value = _die_words(state, args["die"], player)
            card = args["card"]
            if card == "man_at_arms" and value is not None:
                return f"{title}: {words} → {value + args.get('delta', 0)}{cost}"[:80]
            if card in ("wizard", "sorcerer") and value is not None:
                return f"{title}: {words} → {7 - value}{cost}"[:80]
            verb = {"archer": "send back", "dark_knight": "reroll", "spirit": "copy"}.get(card, "")
            return f"{title}: {verb + ' ' if verb else ''}{words}{cost}"[:80]
        if "color" in args:
            return f"{title}: roll 1 more {args['color']}{cost}"[:80]
        if "swap" in args:
            return f"{title}: {CARDS[args['swap'][0]].title} ↔ {CARDS[args['swap'][1]].title}{cost}"[:80]
        if args["card"] == "berserker":
            return f"{title}: reroll every opponent 6{cost}"[:80]
        if args["card"] == "dragon":
            return f"{title}: end the trick now{cost}"[:80]
        return f"{title}{cost}"[:80]
    if action.do == "recruit":
        return f"Recruit {args['color']} from {args['from']}"[:80]
    if action.do == "exchange":
        return f"Give {' '.join(args['give'])}, take {' '.join(args['take'])}"[:80]
    if action.do == "summon":
        return f"Summon {' '.join(args['dice'])}"[:80]
    if action.do == "pick":
        return "Pick " + " ".join(args["dice"])
    if action.do == "done":
        return "Done: end my turn"
    if action.do == "skip":
        return "Skip the reward"
    return action.do


def controls(table: Table, state: State, words: Words) -> list[discord.ui.Item]:
    """Buttons for what the awaited player can do now: rolls, Done, usable powers, rewards, picks."""
    engine = registry.get(GAME)
    prompts = engine.awaiting(state)
    if not prompts:
        return []
    actions = engine.legal_actions(state, prompts[0].player)
    if state.phase == "pick":
        singles = [a for a in actions if len(set(a.dice)) == 1 or len(set(a.dice)) == 4]
        actions = singles or actions[:MAX_ITEMS]
    first = [a for a in actions if a.do in ("roll", "done", "skip")]
    rest = [a for a in actions if a.do not in ("roll", "done", "skip")]
    items: list[discord.ui.Item] = []
    for action in first + rest:
        if len(items) >= MAX_ITEMS:
            break
        style = discord.ButtonStyle.primary if action.do in ("roll", "done") else discord.ButtonStyle.secondary
        items.append(ActionButton(table, action.do, action.args(), label=_label(action, state, prompts[0].player),
                                  style=style))
    return items


async def setup(bot: commands.Bot) -> None:
    register_controls(GAME, controls)
    await bot.add_cog(ThrownCog(bot))
