"""/throneworld: Throneworld's moves as slash commands (one per action, options = the action's fields),
the private views (map, hand, empire), the battle estimator (odds), autocomplete, the buttons under the
table picture and the private ones behind "My options".

What is offered and said comes from engines/throneworld/suggest.py (suggestions) and describe.py
(texts and labels), computed from the player's own view or legal moves, never from what another
player hides; this module only turns them into Discord's shapes.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import (
    channel_key,
    check_rate,
    clip_lines,
    own_view,
    play,
    private_words,
    refuse,
    register_controls,
    register_private_controls,
    register_quiet_note,
    service_of,
    show_private,
)
from cogs._controls import MAX_OPTIONS, ActionButton, ActionSelect, MoveSelect, Offer
from cogs._shown import suggestions
from engines import registry
from engines.base import Action
from engines.errors import DicehallError
from engines.said import Said, Text, said
from engines.throneworld import actions as A
from engines.throneworld import units as U
from engines.throneworld.describe import (
    TECHS,
    action_label,
    describe_empire,
    describe_hand,
    describe_hex,
    describe_map,
    describe_noted,
    odds_text,
)
from engines.throneworld.offers import move_detail
from engines.throneworld.state import ThroneworldState
from engines.throneworld.suggest import MAX_CHOICES, clip, credits_text, suggest
from lang import Words, language_of, words
from plumbing.thinking import think

log = logging.getLogger(__name__)

GAME = "throneworld"
Chosen = TypeVar("Chosen", bound=Action)
"""One kind of move picked from the legal ones (a Build reads as a Build)."""
TECH_CHOICES = [app_commands.Choice(name=t, value=t) for t in TECHS]
RESEARCH_CHOICES = [*TECH_CHOICES, app_commands.Choice(name="none (skip the attempt)", value="none")]
USE_CHOICES = [app_commands.Choice(name=n, value=v) for n, v in (
    ("artifact (two research attempts)", "artifact"), ("boom (Economic Boom)", "boom"),
    ("sabotage", "sabotage"), ("hwreturn (bring units home)", "hwreturn"))]
CHIT_OPTION_CHOICES = [app_commands.Choice(name=n, value=v) for n, v in (
    ("local (boom: local production)", "local"), ("credits (boom: to the treasury)", "credits"),
    ("develop (boom: raise; sabotage: lower)", "develop"), ("force (sabotage: destroy units)", "force"),
    ("neutral (sabotage a neutral's forces)", "neutral"))]
EVENT_OPTION_CHOICES = [app_commands.Choice(name="develop (lower its development)", value="develop"),
                        app_commands.Choice(name="force (destroy units)", value="force")]
RETREAT_CHOICES = [app_commands.Choice(name="never", value="never"),
                   app_commands.Choice(name="when outgunned", value="outgunned")]



class NotThisGame(DicehallError):
    """A /throneworld command in a channel playing another game."""


async def _own_table(interaction: discord.Interaction) -> Table:
    table = await service_of(interaction).playing_table(channel_key(interaction))
    if table.game != GAME:
        raise NotThisGame(said("tw-cog-not-this-game", title=registry.get(table.game).title))
    return table


async def _show_private(interaction: discord.Interaction, describe: Callable[[Any], Text]) -> None:
    try:
        await _own_table(interaction)
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    await show_private(interaction, describe)



def _autocomplete(what: str) -> Callable[[discord.Interaction, str], Awaitable[list[app_commands.Choice]]]:
    """An autocomplete callback for one option: the asking player's own view only, nothing cached."""

    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice]:
        view = await own_view(interaction, GAME)
        if view is None:
            return []
        typed = {k: v for k, v in vars(interaction.namespace).items()}
        try:
            found = suggest(what, view, str(current or ""), typed, words(language_of(interaction.locale.value)).say)
        except Exception:  # a suggestion must never break typing the command
            log.exception("Autocomplete %s failed", what)
            return []
        return suggestions(found[:MAX_CHOICES])

    complete.__name__ = f"complete_{what.replace('.', '_')}"
    return complete


def ac(command: str, *options: str) -> dict[str, Any]:
    return {o: _autocomplete(f"{command}.{o}") for o in options}


# --- buttons: public under the table, private behind "My options" ------------------------------


def _args_of(action: Action) -> dict[str, Any]:
    """The arguments a control plays for `action` (those left at nothing are the action's defaults)."""
    return {k: v for k, v in action.args().items() if v not in (None, "", [])}


def _button(table: Table, action: Action, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary
            ) -> ActionButton:
    """A button playing exactly `action`, labelled in the reader's words (cut to Discord's 80 characters)."""
    return ActionButton(table, action.do, _args_of(action), label=clip(label, 80), style=style)


def controls(table: Table, state: ThroneworldState, words: Words) -> list[discord.ui.Item]:
    """Under the table, for the current mover: commit the plan, pass. Everything else (what a hand
    allows, simultaneous choices) is private, behind "My options"."""
    items: list[discord.ui.Item] = []
    if state.phase == "move":
        plan = "transfer" if state.transfer and not state.plan else "plan" if state.plan else "none"
        items.append(_button(table, A.Commit(), words("tw-cog-commit", plan=plan, count=len(state.plan)),
                             discord.ButtonStyle.success))
        items.append(_button(table, A.Pass(), words("tw-cog-pass", why="expansion")))
    elif state.phase == "chit":
        items.append(_button(table, A.Pass(), words("tw-cog-pass", why="expansion")))
    return items


def _build_select(table: Table, state: ThroneworldState, player: str, builds: list[A.Build], placeholder: str,
                  words: Words) -> ActionSelect | None:
    """One menu of homeworld builds (the `units` option alone)."""
    race = state.ground.race(player)
    options = []
    for build in builds:
        if build.at is None and build.units and not build.done:
            cost = U.force_cost(U.parse(build.units), race)
            label = words.say(said("tw-suggest-units", units=build.units, named=U.names(U.parse(build.units))))
            options.append(discord.SelectOption(label=clip(label, 100), description=words.say(credits_text(cost)),
                                                value=build.units))
    if not options:
        return None
    return ActionSelect(table, "build", "units", options[:25], placeholder=clip(placeholder, 150))


def _not_chosen(actions: list[Action], chosen: list[Any]) -> list[Action]:
    """The moves not already in the plan: a jump or scan to a hex the player has already chosen from
    the same place stays playable by command, but is not offered again as a button."""
    taken = {(p.kind, (p.origin or "").upper(), p.target.upper()) for p in chosen}

    def key(action: Action) -> tuple[str, str, str] | None:
        if isinstance(action, A.Jump):
            return ("jump", action.fleet.upper(), action.to.upper())
        if isinstance(action, A.Scan):
            return ("scan", "", action.hex.upper())
        return None

    return [a for a in actions if key(a) not in taken]


def _offers(state: ThroneworldState, player: str, actions: list[Action], words: Words) -> list[Offer]:
    """Each move as a menu's option: its label and what it does and costs, in the reader's words (Discord's
    100 characters)."""
    return [Offer(_args_of(a), clip(words.say(action_label(state, a)), 100), _detail(state, player, a, words))
            for a in actions]


def _detail(state: ThroneworldState, player: str, action: Action, words: Words) -> str:
    detail: Said | None = move_detail(state, player, action)
    return clip(words.say(detail), 100) if detail else ""


def _menus(table: Table, state: ThroneworldState, player: str, actions: list[Action], placeholder: str, words: Words
           ) -> list[MoveSelect]:
    """Menus of whole moves of one kind (25 a menu): each option says what the move does and costs."""
    pages = [actions[i:i + MAX_OPTIONS] for i in range(0, len(actions), MAX_OPTIONS)]
    return [MoveSelect(table, page[0].do, _offers(state, player, page, words),
                       clip(placeholder if len(pages) == 1 else words("tw-cog-page", menu=placeholder, page=n,
                                                                          pages=len(pages)), 150), page=n)
            for n, page in enumerate(pages, start=1)]


MAX_ROWS = 5
"""Discord's most rows of components in a message: a menu takes a row, buttons five a row."""


def _fit(menus: Sequence[discord.ui.Item | None], buttons: list[discord.ui.Item]) -> list[discord.ui.Item]:
    """The menus (first ones first) and the buttons, within Discord's rows."""
    room = MAX_ROWS - -(-len(buttons) // 5)
    return [*[m for m in menus if m is not None][:room], *buttons]


def private_controls(table: Table, state: ThroneworldState, player: str, words: Words) -> list[discord.ui.Item]:
    """The awaited player's own choices, from their legal moves: a menu for each kind of move (each option a
    whole move with what it does and costs) and buttons to finish or pass; answered privately, so the
    channel never sees what a hand allows."""
    legal = registry.get(GAME).legal_actions(state, player)
    phase = state.phase

    def of(*kinds: type[Chosen]) -> list[Chosen]:
        return [a for a in legal if isinstance(a, kinds)]

    def menus(actions: list[Action], menu: str) -> list[MoveSelect]:
        return _menus(table, state, player, actions, words("tw-cog-menu", menu=menu), words)

    def button(action: Action, label: Text, style: discord.ButtonStyle = discord.ButtonStyle.secondary
               ) -> ActionButton:
        return _button(table, action, words.say(label), style)

    done = discord.ButtonStyle.success
    if phase in ("outreach", "production") or (phase == "followup" and state.open_followup.kind == "build"):
        builds = of(A.Build)
        if phase == "outreach":
            return _fit([_build_select(table, state, player, builds, words("tw-cog-menu", menu="buy"), words),
                         *menus(_not_chosen(of(A.Jump), state.pending[player].jumps), "survey")],
                        [button(A.Commit(), said("tw-cog-commit", plan="outreach", count=0), done)])
        return _fit([_build_select(table, state, player, builds, words("tw-cog-menu", menu="build-home"), words),
                     *menus([a for a in builds if a.at is not None and not a.done], "build-elsewhere")],
                    [button(A.Build(done=True), said("tw-label-build-done"), done)])
    if phase == "move":
        planned = _not_chosen(of(A.Jump, A.Scan, A.Transfer), state.plan)
        return _fit([*menus([a for a in planned if isinstance(a, A.Jump)], "jump"),
                     *menus([a for a in planned if isinstance(a, A.Scan)], "scan"),
                     *menus([a for a in planned if isinstance(a, A.Transfer)], "transfer")],
                    [button(A.Commit(), said("tw-cog-commit", plan="any" if state.plan or state.transfer else "none",
                                             count=0), done),
                     button(A.Pass(), said("tw-cog-pass", why="expansion"))])
    if phase == "chit":
        return _fit(menus(of(A.Chit), "chit"), [button(a, action_label(state, a)) for a in of(A.Pass)[:2]])
    if phase in ("window", "counterjam"):
        return _fit([*menus(of(A.Jam), "jam"), *menus(of(A.Intercept), "intercept"),
                     *menus(of(A.Counterjam), "counterjam")],
                    [button(A.Pass(), said("tw-cog-pass", why=phase))])
    if phase == "research" or (phase == "followup" and state.open_followup.kind == "artifact"):
        research = of(A.Research)
        return _fit(menus([a for a in research if a.tech != "none"], "research"),
                    [button(a, action_label(state, a)) for a in research if a.tech == "none"])
    if phase == "event":
        return _fit(menus(of(A.EventTarget), "event"), [button(A.Pass(), said("tw-cog-pass", why="event"))])
    return []


# --- the commands --------------------------------------------------------------------------------


def _args(**values: Any) -> dict[str, Any]:
    """The options given (Discord leaves the others out; the action's defaults apply)."""
    return {k: v for k, v in values.items() if v is not None}


HEX = "a hex name, e.g. D4 (suggested as you type)"


class ThroneworldCog(commands.Cog):
    group = app_commands.Group(name=GAME, description="Play Throneworld in this channel", guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    # --- the expansion: plan, commit, chits, pass ------------------------------------------

    @group.command(name="jump", description="Add a jump to your plan (Outreach: a Survey Team jump)")
    @app_commands.describe(fleet="where the units are now", to="where they jump",
                           bunker="the Command Bunker ordering it (default: the nearest free one)",
                           units='which units, e.g. "2P 3F 2L" (default: the whole fleet that fits)',
                           scrap="Fighters left behind without a carrier to destroy, making room for troops")
    @app_commands.autocomplete(**ac("jump", "fleet", "to", "bunker", "units"))
    async def jump(self, interaction: discord.Interaction, fleet: str, to: str, bunker: str | None = None,
                   units: str | None = None, scrap: app_commands.Range[int, 0, 99] | None = None) -> None:
        await play(interaction, "jump", _args(fleet=fleet, to=to, bunker=bunker, units=units, scrap=scrap))

    @group.command(name="scan", description="Add a scan to your plan: look at a face-down tile")
    @app_commands.describe(hex="the hex to scan", bunker="the Command Bunker ordering it (default: the nearest)")
    @app_commands.autocomplete(**ac("scan", "hex", "bunker"))
    async def scan(self, interaction: discord.Interaction, hex: str, bunker: str | None = None) -> None:
        await play(interaction, "scan", _args(hex=hex, bunker=bunker))

    @group.command(name="transfer", description="Plan this turn's transfer between two of your worlds")
    @app_commands.describe(origin="one of your worlds", to="another of your worlds",
                           units='which units, e.g. "C 2H" (default: everything there)')
    @app_commands.autocomplete(**ac("transfer", "origin", "to", "units"))
    async def transfer(self, interaction: discord.Interaction, origin: str, to: str, units: str | None = None) -> None:
        await play(interaction, "transfer", _args(origin=origin, to=to, units=units))

    @group.command(name="commit", description="Propose your plan (opens a reaction window); Outreach: final")
    async def commit(self, interaction: discord.Interaction) -> None:
        await play(interaction, "commit")

    @group.command(name="chit", description="Play an action chit in your chit step")
    @app_commands.describe(
        chit="the chit: its id (A07) or name", use="what to play it for (when it has several uses)",
        option="boom: local/credits/develop; sabotage: develop/force/neutral", target="the hex it acts on",
        tech="Artifact: the first research attempt", space="sabotage force: points against space units",
        ground="sabotage force: points against ground units", units="sabotage neutral: the units to remove",
        origins='HW Return: up to two of your worlds, e.g. "C3 D2"', turn_in="one more chit to turn in")
    @app_commands.choices(use=USE_CHOICES, option=CHIT_OPTION_CHOICES, tech=TECH_CHOICES)
    @app_commands.autocomplete(**ac("chit", "chit", "target", "units", "origins", "turn_in"))
    async def chit(self, interaction: discord.Interaction, chit: str, use: str | None = None,
                   option: str | None = None, target: str | None = None, tech: str | None = None,
                   space: app_commands.Range[int, 0, 12] | None = None,
                   ground: app_commands.Range[int, 0, 12] | None = None, units: str | None = None,
                   origins: str | None = None, turn_in: str | None = None) -> None:
        await play(interaction, "chit", _args(chit=chit, use=use, option=option, target=target, tech=tech, space=space,
                                              ground=ground, units=units, origins=origins, turn_in=turn_in))

    @group.command(name="pass", description="End your expansion (or: no answer to a window, no event target)")
    @app_commands.describe(turn_in='when ending your expansion: up to five chits to turn in, e.g. "A07 A12"')
    @app_commands.autocomplete(**ac("pass", "turn_in"))
    async def pass_(self, interaction: discord.Interaction, turn_in: str | None = None) -> None:
        await play(interaction, "pass", _args(turn_in=turn_in))

    # --- reaction windows ------------------------------------------------------------------

    @group.command(name="jam", description="Reaction window: JAM a proposed jump or scan with a bunker of yours")
    @app_commands.describe(action="the proposed action's number (1 = first)", bunker="your unused Command Bunker",
                           chit="the chit to play (default: one that can jam)")
    @app_commands.autocomplete(**ac("jam", "action", "bunker", "chit"))
    async def jam(self, interaction: discord.Interaction, action: int, bunker: str, chit: str | None = None) -> None:
        await play(interaction, "jam", _args(action=action, bunker=bunker, chit=chit))

    @group.command(name="intercept", description="Reaction window: INTERCEPT a jump at your system with a fleet")
    @app_commands.describe(action="the proposed jump's number", fleet="where your fleet is",
                           bunker="your unused Command Bunker ordering it",
                           units='which units (default: the whole fleet)', chit="the chit to play")
    @app_commands.autocomplete(**ac("intercept", "action", "fleet", "bunker", "units", "chit"))
    async def intercept(self, interaction: discord.Interaction, action: int, fleet: str, bunker: str,
                        units: str | None = None, chit: str | None = None) -> None:
        await play(interaction, "intercept", _args(action=action, fleet=fleet, bunker=bunker, units=units, chit=chit))

    @group.command(name="counterjam", description="Your proposal: counter-JAM an announced jam or intercept")
    @app_commands.describe(response="the announced response's number (1 = first)",
                           bunker="your unused Command Bunker", chit="the chit to play (default: one that can jam)")
    @app_commands.autocomplete(**ac("counterjam", "response", "bunker", "chit"))
    async def counterjam(self, interaction: discord.Interaction, response: int, bunker: str,
                         chit: str | None = None) -> None:
        await play(interaction, "counterjam", _args(response=response, bunker=bunker, chit=chit))

    # --- the empire phase ------------------------------------------------------------------

    @group.command(name="research", description="Your research attempt (or none)")
    @app_commands.describe(tech="the technology to try to raise")
    @app_commands.choices(tech=RESEARCH_CHOICES)
    async def research(self, interaction: discord.Interaction, tech: str) -> None:
        await play(interaction, "research", {"tech": tech})

    @group.command(name="build", description="Add units to your build order; done:true when finished")
    @app_commands.describe(units='what to build, e.g. "P 2L" (empty: finish)', at="where (default: your homeworld)",
                           done="true: your building is finished")
    @app_commands.autocomplete(**ac("build", "units", "at"))
    async def build(self, interaction: discord.Interaction, units: str | None = None, at: str | None = None,
                    done: bool | None = None) -> None:
        await play(interaction, "build", _args(units=units, at=at, done=done))

    @group.command(name="event", description="You choose where the event strikes")
    @app_commands.describe(target="the system it strikes", option="Imperial Sabotage: develop or force",
                           space="force: points against space units", ground="force: points against ground units")
    @app_commands.choices(option=EVENT_OPTION_CHOICES)
    @app_commands.autocomplete(**ac("event", "target"))
    async def event_(self, interaction: discord.Interaction, target: str, option: str | None = None,
                     space: app_commands.Range[int, 0, 12] | None = None,
                     ground: app_commands.Range[int, 0, 12] | None = None) -> None:
        await play(interaction, "event", _args(target=target, option=option, space=space, ground=ground))

    @group.command(name="orders", description="Your standing battle orders, at any time (only you see them)")
    @app_commands.describe(retreat="retreat from a battle never, or when outgunned",
                           drop="drop invade when you can", invade="land troops in a regular invasion",
                           space_losses="ships to lose first, e.g. FBPMS",
                           ground_losses="troops to lose first, e.g. LDAH")
    @app_commands.choices(retreat=RETREAT_CHOICES)
    async def orders(self, interaction: discord.Interaction, retreat: str | None = None, drop: bool | None = None,
                     invade: bool | None = None, space_losses: str | None = None,
                     ground_losses: str | None = None) -> None:
        await play(interaction, "orders", _args(retreat=retreat, drop=drop, invade=invade, space_losses=space_losses,
                                                ground_losses=ground_losses))

    # --- private, read-only ----------------------------------------------------------------

    @group.command(name="odds", description="Your chance to win a battle before you jump (only you see it)")
    @app_commands.describe(to="the hex to attack", units='the attacking units, e.g. "3B 2P 4L"',
                           fleet="or: the fleet that would jump (all its units)")
    @app_commands.autocomplete(**ac("odds", "to", "units", "fleet"))
    async def odds(self, interaction: discord.Interaction, to: str, units: str | None = None,
                   fleet: str | None = None) -> None:
        service = service_of(interaction)
        try:
            await check_rate(interaction, "look")
            table = await _own_table(interaction)
            seat = service.seat_of(table, str(interaction.user.id))
            _, state = service.engine_and_state(table)
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        await think(interaction)
        try:
            # in a worker process (at most ~0.1 s: describe.ODDS_WORK): a thread of the bot's would hold the GIL
            text = await service.workers.run(odds_text, state, seat.name, to, units, fleet)
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        asker = private_words(interaction)
        await interaction.followup.send(clip_lines(asker.say(text).splitlines(), asker), ephemeral=True)

    @group.command(name="map", description="Your map: the face-down tiles you scanned (only you see it)")
    async def map_(self, interaction: discord.Interaction) -> None:
        await _show_private(interaction, describe_map)

    @group.command(name="hex", description="Everything at one hex: the tile, the owner and every empire's units")
    @app_commands.describe(hex=HEX)
    @app_commands.autocomplete(**ac("hex", "hex"))
    async def hex_(self, interaction: discord.Interaction, hex: str) -> None:
        await _show_private(interaction, lambda view: describe_hex(view, hex))

    @group.command(name="hand", description="Your action chits (only you see them)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await _show_private(interaction, describe_hand)

    @group.command(name="empire", description="Your empire mat: techs, treasury, production, orders, plans")
    async def empire(self, interaction: discord.Interaction) -> None:
        await _show_private(interaction, describe_empire)


async def setup(bot: commands.Bot) -> None:
    register_controls(GAME, ThroneworldState, controls)
    register_private_controls(GAME, ThroneworldState, private_controls)
    register_quiet_note(GAME, describe_noted)
    await bot.add_cog(ThroneworldCog(bot))
