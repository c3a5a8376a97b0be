"""/thrown: Thrown's slash commands (one per action, options = the action's fields) and the table buttons."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import play, register_controls, show_private
from cogs._controls import ActionButton
from cogs._language import private_words
from engines import registry
from engines.base import Action
from engines.said import said_from_json
from engines.thrown.data import CARDS, COLORS
from engines.thrown.model import Summon, ThrownState
from lang import ENGLISH, Words
from render.thrown import command_line

GAME = "thrown"
COLOR_CHOICES = [app_commands.Choice(name=c, value=c) for c in COLORS]
CARD_CHOICES = [app_commands.Choice(name=ENGLISH(f"thrown-card-{c.name}"), value=c.name) for c in CARDS.values()
                if c.kind == "discard"]
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
    @app_commands.choices(card=CARD_CHOICES, color=COLOR_CHOICES)  # text choices; the numbers' apart (one type each)
    @app_commands.choices(delta=[app_commands.Choice(name="+1", value=1), app_commands.Choice(name="-1", value=-1)])
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
        said = private_words(interaction)
        await show_private(interaction, lambda view: describe(view, said))


def describe(view, words: Words) -> str:
    pool = words.listed([words("thrown-hand-count", count=view.my_pool[c], colour=words(f"thrown-colour-{c}"))
                         for c in COLORS])
    lines = [words("thrown-hand-dice", pool=pool, gold=view.my_gold),
             words("thrown-hand-now", status=words.say(said_from_json(view.status)))]
    if view.hints:
        moves = "; ".join(f"`{command_line(h.model_dump(), words)}`" for h in view.hints[:15])
        lines.append(words("thrown-hand-moves", moves=moves))
    return "\n".join(lines)


def _die_words(state: ThrownState, n: int, player: str, words: Words) -> tuple[str, int | None]:
    """A die of the trick as players see it on the picture: "red 5" (yours) or "tom's red 5", and its value."""
    die = next((d for d in state.trick.dice if d.n == n), None) if state.trick else None
    if die is None:
        return words("thrown-button-die-number", n=n), None
    colour = words(f"thrown-colour-{die.color}")
    if die.owner == player:
        return words("thrown-button-die-mine", colour=colour, value=die.value), die.value
    return words("thrown-button-die-theirs", owner=die.owner, colour=colour, value=die.value), die.value


def _colours(colours: list[str], words: Words) -> str:
    """Dice by colour, as a button names them: "red red white"."""
    return " ".join(words(f"thrown-colour-{c}") for c in colours)


def _label(action, words: Words, state: ThrownState, player: str) -> str:
    """A button's words: what it does, with the dice named by colour and value, and what it costs."""
    args = action.args()
    if action.do == "power":
        return _power_label(args, words, state, player)[:80]
    if action.do == "roll":
        return words("thrown-button-roll", count=args["count"], colour=words(f"thrown-colour-{args['color']}"))
    if action.do == "recruit":
        return words("thrown-button-recruit", colour=words(f"thrown-colour-{args['color']}"), victim=args["from"])[:80]
    if action.do == "exchange":
        give, take = _colours(args["give"], words), _colours(args["take"], words)
        return words("thrown-button-exchange", give=give, take=take)[:80]
    if action.do in ("summon", "pick"):
        return words(f"thrown-button-{action.do}", dice=_colours(args["dice"], words))[:80]
    if action.do in ("done", "skip"):
        return words(f"thrown-button-{action.do}")
    return action.do


def _power_label(args: dict, words: Words, state: ThrownState, player: str) -> str:
    """A discard power's button: the card, whose die it works on and how, and the die it costs."""
    title = words(f"thrown-card-{args['card']}")
    what = _power_does(args, title, words, state, player)
    slot = next((s for s in state.display if s.card == args["card"]), None)
    return words("thrown-button-cost", what=what, colour=words(f"thrown-colour-{slot.color}")) if slot else what


def _power_does(args: dict, title: str, words: Words, state: ThrownState, player: str) -> str:
    card = args["card"]
    if "dice" in args:
        named = words.listed([_die_words(state, n, player, words)[0] for n in args["dice"]])
        return words("thrown-button-reroll", card=title, dice=named)
    if "die" in args:
        die, value = _die_words(state, args["die"], player, words)
        if card == "man_at_arms" and value is not None:
            return words("thrown-button-turn", card=title, die=die, value=value + args.get("delta", 0))
        if card in ("wizard", "sorcerer") and value is not None:
            return words("thrown-button-turn", card=title, die=die, value=7 - value)
        if card in ("archer", "dark_knight", "spirit"):
            return words(f"thrown-button-{card}", card=title, die=die)
        return words("thrown-button-die", card=title, die=die)
    if "color" in args:
        return words("thrown-button-reinforce", card=title, colour=words(f"thrown-colour-{args['color']}"))
    if "swap" in args:
        first, second = (words(f"thrown-card-{c}") for c in args["swap"])
        return words("thrown-button-swap", card=title, first=first, second=second)
    if card in ("berserker", "dragon"):
        return words(f"thrown-button-{card}", card=title)
    return title


def controls(table: Table, state: ThrownState, words: Words) -> list[discord.ui.Item]:
    """Buttons for what the awaited player can do now: rolls, Done, usable powers, rewards, picks."""
    engine = registry.get(GAME)
    prompts = engine.awaiting(state)
    if not prompts:
        return []
    actions = engine.legal_actions(state, prompts[0].player)
    if state.phase == "pick":
        singles: list[Action] = [a for a in actions if isinstance(a, Summon) and len(set(a.dice)) in (1, 4)]
        actions = singles or actions[:MAX_ITEMS]
    first = [a for a in actions if a.do in ("roll", "done", "skip")]
    rest = [a for a in actions if a.do not in ("roll", "done", "skip")]
    items: list[discord.ui.Item] = []
    for action in first + rest:
        if len(items) >= MAX_ITEMS:
            break
        style = discord.ButtonStyle.primary if action.do in ("roll", "done") else discord.ButtonStyle.secondary
        label = _label(action, words, state, prompts[0].player)
        items.append(ActionButton(table, action.do, action.args(), label=label, style=style))
    return items


async def setup(bot: commands.Bot) -> None:
    register_controls(GAME, ThrownState, controls)
    await bot.add_cog(ThrownCog(bot))
