"""/game: the lobby and everything around a channel's game (status, settings, leaderboard, rules)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from datetime import timedelta
from importlib import resources
from io import BytesIO
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.clock import parse_duration, said_duration
from bot.guide import set_guide
from bot.models import Posted, Table
from bot.privacy import server_left
from bot.results import own_place
from bot.rules_help import find_section, fit, overview, sections
from bot.seasons import LENGTHS
from bot.service import TableService
from bot.steps import Move
from cogs._common import (
    FORGOTTEN,
    acknowledge_if_slow,
    answer_move,
    channel_key,
    check_can_post,
    check_rate,
    check_thread_membership,
    refuse,
    register_end_controls,
    relative_time,
    send_table,
    service_of,
)
from cogs._forums import open_in_forum, sync_tags
from cogs._language import LANGUAGE_CHOICES, language_line, private_words, public_words
from cogs._mine import set_reminders, show_mine
from cogs._privacy import PRIVACY_ITEMS, about_text, ask_to_forget_me, ask_to_forget_server
from cogs._records import show_history, show_replay, show_stats
from cogs._seasons import board_lines, server_settings_changed, server_words, show_season_board
from cogs._shown import mention, pinging, player_name, suggestions
from cogs._threads import into_thread, place_line, rehome
from engines import registry
from engines.errors import DicehallError
from engines.said import Said, said
from lang import DEFAULT, ENGLISH, Words
from plumbing.context import bot_of
from plumbing.faults import Answered

log = logging.getLogger(__name__)

RULES_PAGE = "rules.md"
"""Each game's rules help lives in its engine package (engines/<game>/rules.md), so an installed
wheel carries it: read as package data, never through a path of the source tree."""


def rules_page(game: str) -> str | None:
    """The players' rules page of `game`, None when its package has none."""
    package = type(registry.get(game)).__module__.rpartition(".")[0]  # the engine's own package
    page = resources.files(package) / RULES_PAGE
    return page.read_text(encoding="utf-8") if page.is_file() else None


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=registry.get(n).title, value=n) for n in registry.names()]


def parse_options_text(text: str | None) -> dict[str, Any]:
    """`advanced=true cards=knight,archer players=2` → {"advanced": True, "cards": ["knight", "archer"], ...}.
    A JSON object is accepted as well."""
    if not text or not text.strip():
        return {}
    text = text.strip()
    if text.startswith("{"):
        try:
            parsed = json.loads(text)
        except ValueError:  # malformed, or a number past Python's 4,300 digits
            parsed = None
        if not isinstance(parsed, dict):
            raise DicehallError(said("lobby-options-json"))
        return parsed
    options: dict[str, Any] = {}
    for part in text.split():
        key, sep, value = part.partition("=")
        if not sep or not key:
            raise DicehallError(said("lobby-options-name-value", typed=part[:40]))
        options[key] = _option_value(value)
    return options


def _option_value(value: str) -> Any:
    if "," in value:
        return [_option_value(v) for v in value.split(",") if v]
    try:
        return json.loads(value)
    except ValueError:  # a word (kept as typed), or a number past Python's 4,300 digits (refused by the game)
        return value


def options_words(options: dict[str, Any], words: Words) -> str:
    """A lobby's options as players read them: "heroes: barbarian, monk; max_turns: 8; advanced: on". Names and
    values as they are typed (the games read them in English, in every language); on and off the catalog's."""
    def value(v: Any) -> str:
        if isinstance(v, bool):
            return words("lobby-option-on" if v else "lobby-option-off")
        if isinstance(v, list):
            return ", ".join(value(x) for x in v)
        return str(v)

    return "; ".join(f"{k}: {value(v)}" for k, v in options.items())


def seat_lines(table: Table, words: Words) -> str:
    return "\n".join(words("lobby-seat-ai" if s.ai else "lobby-seat", number=i, player=mention(s.user_id, s.name))
                     for i, s in enumerate(table.seats, 1))


def lobby_text(table: Table, lifetime: timedelta, words: Words, place: str = "") -> str:
    engine = registry.get(table.game)
    options = options_words(table.options, words) or words("lobby-options-standard")
    options = options if len(options) <= 300 else options[:299] + "…"
    return words("lobby-post", title=engine.title, seated=len(table.seats), most=engine.max_players,
                 least=engine.min_players, options=options, seats=seat_lines(table, words), place=place,
                 closes=relative_time(table.created_at + lifetime))


class LobbyButton(
    Answered, discord.ui.DynamicItem[discord.ui.Button],
    template=r"dhl:(?P<channel>\d+):(?P<op>join|leave|addbot|start)",
):
    """Lobby buttons keep working after a restart (their custom_id says what they do)."""

    STYLES = {"join": discord.ButtonStyle.primary, "leave": discord.ButtonStyle.secondary,
              "addbot": discord.ButtonStyle.secondary, "start": discord.ButtonStyle.success}

    def __init__(self, channel_id: str, op: str, words: Words):
        super().__init__(discord.ui.Button(label=words(f"lobby-button-{op}"), style=self.STYLES[op],
                                           custom_id=f"dhl:{channel_id}:{op}"))
        self.op = op

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> LobbyButton:
        return cls(match["channel"], match["op"], ENGLISH)  # only dispatches the click: its label is never shown

    async def handle(self, interaction: discord.Interaction) -> None:
        await lobby_op(interaction, self.op)


async def lobby_message(interaction: discord.Interaction, table: Table) -> dict[str, Any]:
    """The lobby as send() keywords: who sits, the options, where it will be played, when it closes, and its
    buttons."""
    words = await channel_words(interaction, table)
    text = lobby_text(table, service_of(interaction).limits.lobby_lifetime, words,
                      await place_line(interaction, table, words))
    return {"content": text, "view": lobby_view(table, words), "allowed_mentions": discord.AllowedMentions.none()}


async def channel_words(interaction: discord.Interaction, table: Table) -> Words:
    """The words of a post the table's channel sees: the server's language, whoever asked."""
    return await public_words(interaction.client, service_of(interaction), table.guild_id)


def lobby_view(table: Table, words: Words) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in ("join", "leave", "addbot", "start"):
        view.add_item(LobbyButton(table.channel_id, op, words))
    return view


async def lobby_op(interaction: discord.Interaction, op: str, name: str | None = None) -> None:
    if op == "start":
        await start_op(interaction)
        return
    service = service_of(interaction)
    channel, user = channel_key(interaction), str(interaction.user.id)
    try:
        if op == "join":
            table = await service.join(channel, user, player_name(interaction.user))
        elif op == "leave":
            table = await service.leave(channel, user)
        else:
            server = await public_words(interaction.client, service, str(interaction.guild_id))
            table = await service.add_ai(channel, user, name, called=server("lobby-ai-seat"))
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    if interaction.type == discord.InteractionType.component:  # the lobby's own button: edited in place
        await interaction.response.edit_message(**await lobby_message(interaction, table))
    else:
        await post_lobby(interaction, table)


async def start_op(interaction: discord.Interaction) -> None:
    """/game start or the lobby's Start button. The game's channel (the lobby's, or the thread it moves into) is
    held meanwhile, as a move's is (cogs/_common.py, play): the first table goes as this interaction's
    follow-up, and pings, not as a channel post the sender came to first."""
    channel, user = channel_key(interaction), str(interaction.user.id)
    try:
        check_can_post(interaction)
        await check_thread_membership(interaction)
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    sender = bot_of(interaction).sender
    held = contextlib.ExitStack()
    move = None
    try:
        with held:
            work = asyncio.create_task(start_in_place(interaction, channel, user, held))
            try:
                await acknowledge_if_slow(interaction, work)  # the AI openers may take a while
                move, stays = await work
            except DicehallError as exc:
                await refuse(interaction, exc.message)
                return
            finally:  # the hold is taken inside the work: it ends before the hold is let go
                await asyncio.wait({work})
            if interaction.extras.get(FORGOTTEN):
                return
            if interaction.type == discord.InteractionType.component:  # the lobby's Start button: its buttons go
                text = started_text(move.table, await channel_words(interaction, move.table), stays)
                quiet = discord.AllowedMentions.none()
                if interaction.response.is_done():  # deferred while the AI openers played
                    await interaction.edit_original_response(content=text, view=None, allowed_mentions=quiet)
                else:
                    await interaction.response.edit_message(content=text, view=None, allowed_mentions=quiet)
            await answer_move(interaction, move, answered="table-started-in")
    finally:  # what waited, and the start's DMs; a table its interaction could not carry goes as a post now
        await sender.flush({channel, *((move.table.channel_id, *move.notified) if move else ())})


async def post_lobby(interaction: discord.Interaction, table: Table, content: str | None = None) -> None:
    """Answer with the lobby, and note its message as the game's latest one: links lead there until the
    game starts, and the first table posted then takes its buttons off (as off any older table message),
    whether /game start or a button started it, before a restart or after."""
    message = await lobby_message(interaction, table)
    if content is not None:
        message["content"], message["allowed_mentions"] = content, pinging(content, table)
    answer = await interaction.response.send_message(**message)
    sent = answer.resource if answer is not None else None
    if isinstance(sent, discord.InteractionMessage):
        await service_of(interaction).store.record_posted(Posted(
            message_id=str(sent.id), table_id=table.id, channel_id=table.channel_id, kind="table",
            posted_at=sent.created_at))


async def start_in_place(interaction: discord.Interaction, channel: str, user: str, held: contextlib.ExitStack
                         ) -> tuple[Move, Said | None]:
    """Start the lobby, in a thread of its own where it moves into one (cogs/_threads.py), its notices `held` there
    until the start is answered; with why it stays in the channel, when it does and there is something to say."""
    service = service_of(interaction)
    table, stays = await into_thread(interaction, await service.check_startable(channel, user))
    held.enter_context(bot_of(interaction).sender.holding(table.channel_id))
    return await service.start(table.channel_id, user), stays


def started_text(table: Table, words: Words, stays: Said | None = None) -> str:
    """What a lobby message says once its game started (its buttons gone): who plays, and where."""
    where = "\n" + words("lobby-played-here", why=words.say(stays)) if stays else ""
    if table.channel_id.isdigit() and stays is None:
        where = "\n" + words("lobby-played-in", channel=table.channel_id)
    return words("lobby-started", title=registry.get(table.game).title, count=len(table.seats),
                 seats=seat_lines(table, words), where=where)


class RematchButton(Answered, discord.ui.DynamicItem[discord.ui.Button], template=r"dhr:(?P<table>\d+)"):
    """Under a finished game's last table: its players open a new lobby with the same seats and options."""

    def __init__(self, table_id: int, words: Words):
        super().__init__(discord.ui.Button(label=words("lobby-button-rematch"), style=discord.ButtonStyle.success,
                                           emoji="🔁",
                                           custom_id=f"dhr:{table_id}"))
        self.table_id = table_id

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> RematchButton:
        return cls(int(match["table"]), ENGLISH)  # only dispatches the click: its label is never shown

    async def handle(self, interaction: discord.Interaction) -> None:
        try:
            check_can_post(interaction)
            await check_rate(interaction, "lobby")
            table = await service_of(interaction).rematch(self.table_id, str(interaction.user.id))
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        words = await channel_words(interaction, table)
        lobby = lobby_text(table, service_of(interaction).limits.lobby_lifetime, words,
                           await place_line(interaction, table, words))
        await post_lobby(interaction, table, words("lobby-rematch", who=interaction.user.mention) + "\n" + lobby)




class GameCog(commands.Cog):
    game = app_commands.Group(name="game", description="Start, join and manage this channel's game", guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @property
    def service(self) -> TableService:
        return self.bot.service  # type: ignore[attr-defined]

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.service.channel_gone(str(channel.id))

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await rehome(self.bot, self.service, str(payload.thread_id), "deleted")

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        if payload.data.get("thread_metadata", {}).get("locked"):
            await rehome(self.bot, self.service, str(payload.thread_id), "locked")

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its games end, and its data is deleted after the retention period."""
        ended = await server_left(self.service, str(guild.id), self.service.clock.now())
        log.info("Removed from server %s: %d games ended; its data goes in %s.", guild.id, ended,
                 ENGLISH.say(said_duration(self.service.limits.guild_data_kept)))  # the log's words: English

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        if await self.service.store.guild_back(str(guild.id)):
            log.info("Back in server %s: its data is kept.", guild.id)

    @game.command(name="new", description="Open a new game in this channel")
    @app_commands.describe(game="Which game", options="Game options as name=value (see /game rules)",
                           here="True: play in this channel, not in a thread of its own",
                           forum="Open the lobby as a new post of this forum channel, and play there")
    @app_commands.choices(game=game_choices())
    async def new(self, interaction: discord.Interaction, game: str, options: str | None = None,
                  here: bool = False, forum: discord.ForumChannel | None = None) -> None:
        if forum is not None:
            await self.new_in_forum(interaction, forum, game, options)
            return
        try:
            check_can_post(interaction)
            await check_rate(interaction, "lobby")
            await check_thread_membership(interaction)
            table = await self.service.new_table(
                str(interaction.guild_id), channel_key(interaction), game, str(interaction.user.id),
                player_name(interaction.user), parse_options_text(options), here=here,
            )
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        await post_lobby(interaction, table)

    async def new_in_forum(self, interaction: discord.Interaction, forum: discord.abc.Snowflake,
                           game: str, options: str | None) -> None:
        """/game new forum: the lobby as a post of that forum (cogs/_forums.py)."""
        channel = interaction.guild.get_channel(forum.id) if interaction.guild else None
        try:
            await check_rate(interaction, "lobby")
            parsed = parse_options_text(options)
            if not isinstance(channel, discord.ForumChannel):
                raise DicehallError(said("forums-unseen"))
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        await open_in_forum(interaction, channel, game, parsed, lobby_message)

    @game.command(name="join", description="Take a seat at this channel's game")
    async def join(self, interaction: discord.Interaction) -> None:
        await lobby_op(interaction, "join")

    @game.command(name="leave", description="Give up your seat before the game starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        await lobby_op(interaction, "leave")

    @game.command(name="addbot", description="Fill an empty chair with an AI player")
    @app_commands.describe(name="A name for the AI seat (optional)")
    async def addbot(self, interaction: discord.Interaction, name: str | None = None) -> None:
        await lobby_op(interaction, "addbot", name)

    @game.command(name="start", description="Start the game (creator only)")
    async def start(self, interaction: discord.Interaction) -> None:
        await lobby_op(interaction, "start")

    @game.command(name="status", description="Show the table and who the game is waiting for (only to you)")
    async def status(self, interaction: discord.Interaction) -> None:
        """Privately: the channel has the table already, and an answer that fails after a deferral must not
        be shown to everyone."""
        try:
            await check_rate(interaction, "look")
            table = await self.service.table(channel_key(interaction))
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        if table.status == "lobby":
            await interaction.response.send_message(**await lobby_message(interaction, table), ephemeral=True)
            return
        await send_table(interaction, table, [])

    @game.command(name="back", description="Take your seat back from the AI after being marked away")
    async def back(self, interaction: discord.Interaction) -> None:
        try:
            await self.service.back(channel_key(interaction), str(interaction.user.id))
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        said = await public_words(self.bot, self.service, str(interaction.guild_id))
        await interaction.response.send_message(said("game-back", who=interaction.user.mention))

    @game.command(name="abandon", description="End this channel's game without a result (creator or channel managers)")
    async def abandon(self, interaction: discord.Interaction) -> None:
        can_manage = bool(interaction.permissions and interaction.permissions.manage_channels)
        try:
            table = await self.service.abandon(channel_key(interaction), str(interaction.user.id), can_manage)
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        said = await channel_words(interaction, table)
        await interaction.response.send_message(said("game-abandoned", title=registry.get(table.game).title))
        await sync_tags(self.bot, self.service, table.channel_id, table.id)

    @game.command(name="settings", description="Show or change this channel's timers and the server's game settings")
    @app_commands.describe(turn_timer="e.g. 24h, 2d, 90m (Manage Channels)",
                           reaction_window="e.g. 10m (Manage Channels)",
                           quiet="True: no reminder pings (deadlines still apply; Manage Channels)",
                           threads="Server: games move into a thread of their own when they start (Manage Server)",
                           season="Server: how long a season of the leaderboards lasts (Manage Server)",
                           language="Server: the language of its public posts; auto follows Discord's (Manage Server)")
    @app_commands.choices(season=[app_commands.Choice(name=n, value=n) for n in LENGTHS], language=LANGUAGE_CHOICES)
    async def settings(self, interaction: discord.Interaction, turn_timer: str | None = None,
                       reaction_window: str | None = None, quiet: bool | None = None, threads: bool | None = None,
                       season: str | None = None, language: str | None = None) -> None:
        channel = channel_key(interaction)
        languages = await language_line(interaction, language)
        if languages is None:  # refused, with a sentence
            return
        try:
            if turn_timer is None and reaction_window is None and quiet is None:
                current = await self.service.settings(channel)
            else:
                can_manage = bool(interaction.permissions and interaction.permissions.manage_channels)
                current = await self.service.update_settings(
                    channel, can_manage,
                    turn_timer=parse_duration(turn_timer) if turn_timer else None,
                    reaction_window=parse_duration(reaction_window) if reaction_window else None,
                    quiet=quiet,
                )
            server = await server_settings_changed(interaction, threads, season)
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        said = private_words(interaction)
        timers = said("settings-timers", turn=said.say(said_duration(current.turn_timer)),
                      reaction=said.say(said_duration(current.reaction_window)), quiet="yes" if current.quiet else "no")
        await interaction.response.send_message(f"{timers}\n{server_words(server, said)}\n{languages}", ephemeral=True)

    @game.command(name="reminders", description="How reminders reach you: also by direct message, or a daily digest")
    @app_commands.describe(dm="True: reminders also come by direct message; False: only in the channel",
                           digest="True: one direct message a day listing the games awaiting you, instead of a "
                                  "reminder per game")
    async def reminders(self, interaction: discord.Interaction, dm: bool | None = None,
                        digest: bool | None = None) -> None:
        await set_reminders(interaction, dm, digest)

    @game.command(name="mine", description="Every game of yours on this server, those awaiting you first")
    async def mine(self, interaction: discord.Interaction) -> None:
        await show_mine(interaction)

    @game.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(season="A season's number: its board (the current season's as it stands); left out: "
                                  "all time")
    @app_commands.choices(game=game_choices())
    async def leaderboard(self, interaction: discord.Interaction, game: str,
                          season: app_commands.Range[int, 1, 100000] | None = None) -> None:
        guild, user = str(interaction.guild_id), str(interaction.user.id)
        title = registry.get(game).title
        if season is not None:
            await show_season_board(interaction, game, season)
            return
        ratings = await self.service.leaderboard(guild, game)
        said = await public_words(self.bot, self.service, guild)
        if not ratings:
            await interaction.response.send_message(said("leaderboard-none", title=title))
            return
        lines = [said("leaderboard-head", title=title), *board_lines(ratings, said)]
        if all(r.user_id != user for r in ratings):
            lines.append(await own_place(self.service.store, guild, game, user, said))
        await interaction.response.send_message("\n".join(lines), allowed_mentions=discord.AllowedMentions.none())

    @game.command(name="stats", description="A player's games, wins and ratings on this server")
    @app_commands.describe(player="Whose record (yours when left out)")
    async def stats(self, interaction: discord.Interaction, player: discord.Member | None = None) -> None:
        await show_stats(interaction, player)

    @game.command(name="history", description="This channel's latest game as a list of its moves")
    async def history(self, interaction: discord.Interaction) -> None:
        await show_history(interaction)

    @game.command(name="replay", description="This channel's latest game as an animation (public view only)")
    async def replay(self, interaction: discord.Interaction) -> None:
        await show_replay(interaction)

    @game.command(name="guide", description="New to a game? Each step explained the first time you meet it")
    @app_commands.describe(game="Which game", on="True (default): explain each step once; False: stop")
    @app_commands.choices(game=game_choices())
    async def guide(self, interaction: discord.Interaction, game: str, on: bool = True) -> None:
        await set_guide(self.service.store, str(interaction.user.id), game, on)
        said = private_words(interaction)
        await interaction.response.send_message(said("guide-on" if on else "guide-off", title=registry.get(game).title),
                                                ephemeral=True)

    @game.command(name="about", description="Who runs this bot, its privacy policy, and how to have your data deleted")
    async def about(self, interaction: discord.Interaction) -> None:
        settings = self.bot.settings  # type: ignore[attr-defined]
        await interaction.response.send_message(
            about_text(settings.source_url, settings.operator_contact, private_words(interaction)),
            ephemeral=True, suppress_embeds=True)

    @game.command(name="forget-me", description="Delete everything Dicehall keeps about you, on every server")
    async def forget_me(self, interaction: discord.Interaction) -> None:
        await ask_to_forget_me(interaction)

    @game.command(name="forget-server", description="Delete everything Dicehall keeps of this server (Manage Server)")
    async def forget_server(self, interaction: discord.Interaction) -> None:
        await ask_to_forget_server(interaction)

    @game.command(name="rules", description="How to play a game, and its commands")
    @app_commands.describe(section="One part of the rules (leave out for an overview)")
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str, section: str | None = None) -> None:
        text, said = rules_page(game), private_words(interaction)
        if text is None:
            await refuse(interaction, said("rules-not-written"))
            return
        if section:
            found = find_section(text, section)
            if found is None:
                await refuse(interaction, said("rules-no-section", title=registry.get(game).title))
                return
            shown, cut = fit(found.text)
        else:
            shown, cut = overview(text, said), True
        note = "\n\n" + said("rules-attached") if cut else ""
        english = said("rules-in-english") + "\n\n" if said.language != DEFAULT else ""  # the pages are English
        await interaction.response.send_message(
            english + shown + note, ephemeral=True,
            file=discord.File(BytesIO(text.encode()), filename=f"{game}-rules.md"),
        )

    @rules.autocomplete("section")
    async def rules_sections(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        text = rules_page(game) if game in registry.names() else None
        if text is None:
            return []
        typed = current.lower()
        titles = [s.title for s in sections(text)[1:] if typed in s.title.lower()]
        return suggestions([(t, t) for t in titles])


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(LobbyButton, RematchButton, *PRIVACY_ITEMS)
    register_end_controls("rematch", lambda table, words: [RematchButton(table.id, words)])
    await bot.add_cog(GameCog(bot))
