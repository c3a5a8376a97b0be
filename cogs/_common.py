"""What every game cog shares: calling the table service for a move, answering within Discord's 3 s,
turning the result into a message (narration, picture, buttons), refusals as ephemeral sentences, the
registries of each game's controls and the "My options" button. The buttons and menus that play a move
(their custom_ids) are in cogs/_controls.py."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from datetime import datetime
from io import BytesIO
from typing import Any, TypeVar

import discord

from bot.kept import Offers
from bot.limits import Costly
from bot.models import Table
from bot.results import summary_lines
from bot.service import Move, TableChanged, TableService
from bot.snapshot import TableSnapshot
from cogs._shown import mention, pinging, shown_name, with_names_shown
from engines import registry
from engines.base import Event, State
from engines.errors import DicehallError
from engines.said import Text, said
from lang import Words, language_of, words
from plumbing.carry import carry_table
from plumbing.context import bot_of, service_of
from plumbing.faults import Answered, answer_fault
from plumbing.thinking import acknowledge, think

log = logging.getLogger(__name__)
S = TypeVar("S", bound=State)

MAX_CONTENT = 2000

Controls = Callable[[Table, State, Words], list[discord.ui.Item]]
"""A game's buttons and menus for the current table (built from its state, labelled in the channel's words;
shown to everyone, refused by the service for whoever is not awaited)."""
_CONTROLS: dict[str, Controls] = {}

PrivateControls = Callable[[Table, State, str, Words], list[discord.ui.Item]]
"""A game's buttons and menus for one awaited player (by seat name), in their words, shown only to them: choices that
would give away a secret if they sat under the public picture (which reaction a hand allows, a hidden
order)."""
_PRIVATE_CONTROLS: dict[str, PrivateControls] = {}


def register_controls(game: str, kind: type[S], controls: Callable[[Table, S, Words], list[discord.ui.Item]]) -> None:
    """A game cog registers the buttons shown under its table picture, made from its game's own state class."""
    _CONTROLS[game] = lambda table, state, words: controls(table, own_state(state, kind), words)


def own_state(state: State, kind: type[S]) -> S:
    """A table's state as its game's own class (what a game cog reads), checked once here."""
    if not isinstance(state, kind):
        raise TypeError(f"A {type(state).__name__} is not a {kind.__name__}.")
    return state


NoteOf = Callable[[Any], "Text | None"]
_QUIET_NOTES: dict[str, NoteOf] = {}


def register_quiet_note(game: str, note: NoteOf) -> None:
    """A game's words, from the player's own view, for an order that changed nothing public: what they
    have ordered so far and what is left."""
    _QUIET_NOTES[game] = note


def quiet_note(service: TableService, table: Table, user_id: str, words: Words) -> str:
    note = _QUIET_NOTES.get(table.game)
    detail = words.say(note(service.player_view(table, user_id)) or "") if note else ""
    return "\n".join(filter(None, [words("table-noted"), detail]))


def register_private_controls(game: str, kind: type[S],
                              controls: Callable[[Table, S, str, Words], list[discord.ui.Item]]) -> None:
    """A game cog registers the controls an awaited player gets from "My options", privately."""
    _PRIVATE_CONTROLS[game] = lambda table, state, player, words: controls(table, own_state(state, kind), player, words)


def private_words(interaction: discord.Interaction) -> Words:
    """The words of an answer only the asker sees: their Discord client's language (docs/LANGUAGES.md)."""
    return words(language_of(interaction.locale.value))


POSTING = ("view_channel", "send_messages", "attach_files")
"""What the bot needs in a game's channel: everything it posts (tables, reminders, timeouts) is a plain
message with a picture. Replies to interactions work without them, so a game could start and then never
be able to post: checked at /game new and start."""


def check_can_post(interaction: discord.Interaction) -> None:
    """Refuse, naming what is missing, when the bot cannot post tables in this channel or thread."""
    perms = interaction.app_permissions
    needed, where = list(POSTING), "channel"
    if isinstance(interaction.channel, discord.Thread):
        needed[1], where = "send_messages_in_threads", "thread"
    missing = [said(f"table-permission-{attr}") for attr in needed if not getattr(perms, attr)]
    if missing:
        raise DicehallError(said("table-cannot-post", missing=tuple(missing), count=len(missing),
                                 needed=said(f"table-permissions-{where}")))


async def check_thread_membership(interaction: discord.Interaction) -> None:
    """In a private thread the bot may post only as a member, and it becomes one only when someone adds it
    (without Manage Threads it cannot join by itself): refuse, saying how to add it, before anything is made.
    Joining a thread it already belongs to changes nothing."""
    channel = interaction.channel
    if getattr(channel, "type", None) != discord.ChannelType.private_thread:
        return
    try:
        await interaction.client.http.join_thread(channel.id)  # type: ignore[union-attr]
    except discord.Forbidden:
        me = interaction.client.user
        raise DicehallError(said("table-private-thread", me=me.mention if me else "@Dicehall")) from None


async def check_rate(interaction: discord.Interaction, kind: Costly) -> None:
    """Refuse (TooFast, a sentence with the wait) when this person asks for something costly too often."""
    await service_of(interaction).cooldowns.check(str(interaction.user.id), kind)


def channel_key(interaction: discord.Interaction) -> str:
    return str(interaction.channel_id)


# --- answering ------------------------------------------------------------------------------


FORGOTTEN = "forgotten"
"""Interaction.extras: Discord forgot the interaction before the bot answered it (nothing can answer it now)."""
SEEN = "seen_table"
"""Interaction.extras: the table a control read before its move (cogs/_controls.py), as it was then: its channel,
and the version the move starts from should it fail. The move reads it again under the channel's lock."""
ANSWER_WITHIN = 1.5
"""Seconds a move may take before we acknowledge the interaction first: Discord drops an interaction
not answered within 3 s, and under load a move can queue behind other channels' pictures."""


ECHOED = re.compile(r"(?<!\w)'([^'\n]{41,})'(?!\w)")
"""A quoted echo of what was typed: opened after a space or bracket, closed before one (not an apostrophe)."""


def refusal_text(message: str) -> str:
    """A refusal as Discord takes it: what the player typed is quoted back at most 40 characters long,
    and the whole stays within one message."""
    shortened = ECHOED.sub(lambda m: f"'{m.group(1)[:30]}…'", message)
    return shortened if len(shortened) <= MAX_CONTENT else shortened[:MAX_CONTENT - 1] + "…"


async def refuse(interaction: discord.Interaction, text: Text) -> None:
    """A refusal: one sentence, to that player only, in their language (none where Discord forgot the
    interaction: nothing can answer it)."""
    if interaction.extras.get(FORGOTTEN):
        return
    message = refusal_text(private_words(interaction).say(text))
    if interaction.response.is_done():
        await interaction.followup.send(message, ephemeral=True)
    else:
        await interaction.response.send_message(message, ephemeral=True)


async def acknowledge_if_slow(interaction: discord.Interaction, work: asyncio.Task) -> None:
    """Let the work answer by itself when it is quick (refusals stay private); otherwise defer now so
    the interaction cannot expire: a button's deferral shows nothing, a command's shows "thinking…" to the player
    only (a refusal stays private either way: the table follows as a public follow-up, plumbing/carry.py).
    Where the bot came to it after Discord's 3 s, Discord forgot it and the player saw "This interaction failed":
    the work goes on all the same (a move is played, a game starts, its table goes to the channel as a post),
    and the interaction is noted FORGOTTEN, so nothing tries to answer it again."""
    await asyncio.wait({work}, timeout=ANSWER_WITHIN)
    if work.done() or interaction.response.is_done():
        return
    try:
        await acknowledge(interaction)
    except discord.NotFound:
        what = getattr(interaction.command, "qualified_name", None) or interaction.type.name
        log.warning("%s in channel %s: its interaction expired before it was answered.", what, interaction.channel_id)
        interaction.extras[FORGOTTEN] = True


async def play(
    interaction: discord.Interaction, do: str, args: dict[str, Any] | None = None, expected_version: int | None = None,
    channel: str | None = None, table_id: int | None = None,
) -> None:
    """Apply a move for the user (or refuse, privately), then deliver what it told the channel.
    `channel` is the table's channel when the move comes from elsewhere (a button in a DM ping);
    `table_id` the table a button belongs to (a button of an ended game changes nothing)."""
    service = service_of(interaction)
    if channel is None and table_id is not None:
        try:
            channel = (await seen_table(interaction, table_id)).channel_id
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
    channel = channel or channel_key(interaction)
    sender = bot_of(interaction).sender
    move = None
    try:
        with sender.holding(channel):  # the sender leaves the move's table to its interaction (plumbing/carry.py)
            move = await applied_move(interaction, service, channel, do, args, expected_version, table_id)
            if move is not None and not interaction.extras.get(FORGOTTEN):
                await answer_move(interaction, move)
    finally:  # what waited here, and the move's DMs; a table its interaction could not carry goes as a post now
        await sender.flush({channel, *(move.notified if move else ())})


async def applied_move(interaction: discord.Interaction, service: TableService, channel: str, do: str,
                       args: dict[str, Any] | None, expected_version: int | None, table_id: int | None) -> Move | None:
    """The move applied, or None when it was refused (the player told why, privately)."""
    before = interaction.extras.get(SEEN) or await service.store.active_table(channel)
    work = asyncio.ensure_future(service.act(channel, str(interaction.user.id), do, args or {}, expected_version,
                                             table_id))
    await acknowledge_if_slow(interaction, work)
    try:
        return await work
    except TableChanged as exc:
        await refuse(interaction, exc.message)
        try:  # the new table is drawn for them, unless they keep clicking old buttons
            await check_rate(interaction, "look")
        except DicehallError:
            return None
        await send_table(interaction, exc.table, [])
    except DicehallError as exc:
        await refuse(interaction, exc.message)
    except Exception as error:  # a bug: the one handler's, with a true sentence of whether the move was saved
        saved = before is not None and await played_since(service, before, str(interaction.user.id))
        await answer_fault(interaction, error, f"move {do}", PLAYED_THEN_FAILED if saved else NOT_PLAYED)
    return None


async def seen_table(interaction: discord.Interaction, table_id: int) -> Table:
    """The table a control names, read once for the whole click (`SEEN`)."""
    seen = interaction.extras.get(SEEN)
    if seen is None or seen.id != table_id:
        seen = interaction.extras[SEEN] = await service_of(interaction).table_by_id(table_id)
    return seen


NOT_PLAYED = said("table-not-played")
PLAYED_THEN_FAILED = said("table-played-then-failed")


async def played_since(service: TableService, before: Table, user_id: str) -> bool:
    """Whether a move of `user_id` was saved at this table after `before` (a failure after the save must not
    invite the player to play it a second time): only the log's lines since are read, not a long game's all."""
    seat = before.seat_of(user_id)
    if seat is None:
        return False
    return any(e.actor == seat.name and e.source == "player"
               for e in await service.store.actions(before.id, after=before.version))


async def answer_move(interaction: discord.Interaction, move: Move, answered: str = "table-move-in") -> None:
    """Answer the player: the table of a public move is the interaction's follow-up (plumbing/carry.py);
    otherwise it is posted as a plain message by the sender. The reply to the interaction only acknowledges
    it: nothing for a button, a private line for a command (`answered`, a catalog message) or an answer to
    a secret prompt."""
    first = move.applied[0] if move.applied else None
    said_here = private_words(interaction)
    if first and first.action["do"] in registry.get(move.table.game).anytime:
        await answer(interaction, said_here("table-standing-orders-set"))
    elif move.quiet and first is not None and first.held:
        await show_held(interaction, move)
    elif move.quiet:
        await show_options(interaction, move.table, quiet_note(service_of(interaction), move.table,
                                                               str(interaction.user.id), said_here))
    elif first and first.anonymous:
        await answer(interaction, said_here("table-answer-in"))
    elif interaction.type == discord.InteractionType.application_command:
        # a typed move: a private answer, then the table as a new public message (a deferral filled in with it
        # would notify no one it names, plumbing/carry.py). A slow command's private "thinking…" becomes that
        # answer (the first follow-up after a deferral takes the deferral's place and its privacy).
        await answer(interaction, said_here(answered))
        await carry_table(interaction, move)
    elif await carry_table(interaction, move):
        pass  # the table is the interaction's follow-up (plumbing/carry.py)
    elif interaction.type == discord.InteractionType.component:
        if not interaction.response.is_done():
            await interaction.response.defer()
    else:
        await answer(interaction, said_here(answered))


async def show_held(interaction: discord.Interaction, move: Move) -> None:
    """A step the game tells with the end of the player's turn: the new table with its buttons and what
    happened, to the player alone (in their words), so they play on from it."""
    if not interaction.response.is_done():
        await acknowledge(interaction)
    said_here = private_words(interaction)
    message = await table_message(service_of(interaction), move.table, move.events, said_here,
                                  first_line=said_here("table-held"))
    await interaction.followup.send(ephemeral=True, **message)


async def answer(interaction: discord.Interaction, text: str, view: discord.ui.View | None = None) -> None:
    """A private answer (with the player's controls, if any)."""
    extra: dict[str, Any] = {"view": view} if view else {}
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **extra)
    else:
        await interaction.response.send_message(text, ephemeral=True, **extra)


async def send_table(interaction: discord.Interaction, table: Table, events: list[Event]) -> None:
    """The table to the asker alone, in their words: defer first (rendering runs off the event loop and may
    take longer than Discord's 3 s allow for a first answer), then send the picture with narration and the
    game's controls. (The channel's table posts are the sender's, in the server's words: cogs/_posts.py.)"""
    if not interaction.response.is_done():
        await acknowledge(interaction)
    message = await table_message(service_of(interaction), table, events, private_words(interaction))
    await interaction.followup.send(ephemeral=True, **message)


async def table_message(service: TableService, table: Table, events: list[Event], words: Words, first_line: str = ""
                        ) -> dict[str, Any]:
    """The message showing a table in `words`: content (after `first_line`), the picture (and any report pictures)
    and controls, as send() keywords, from one snapshot of the service."""
    snap = await service.snapshot(table, events, language=words.language)
    files = [discord.File(BytesIO(snap.drawn_picture), filename=f"{table.game}-{table.version}.png")]
    files += [discord.File(BytesIO(report), filename=f"report-{table.version}-{i + 1}.png")
              for i, report in enumerate(snap.reports)]
    head = [first_line] if first_line else []
    content = "\n".join([*head, table_text(snap, limit=MAX_CONTENT - sum(len(h) + 1 for h in head))])
    message: dict[str, Any] = {"content": content, "files": files, "allowed_mentions": pinging(content, table)}
    view = controls_view(service, snap)
    if view is not None:
        message["view"] = view
    return message


def table_text(snap: TableSnapshot, limit: int = MAX_CONTENT) -> str:
    """What happened (the engine's narration) and who is awaited now, within Discord's 2000 characters.
    Players of a simultaneous step are listed together; a secret prompt's player is never named. Said in the
    snapshot's language."""
    table, prompts, said_in = snap.table, snap.prompts, words(snap.language)
    names = [seat.name for seat in table.seats]
    lines = [with_names_shown(said_in.say(line), names) for line in snap.narration]
    if snap.outcome is not None:
        lines.extend(summary_lines(table, snap.outcome, snap.scores, snap.results, lambda name: _who(table, name),
                                   words(snap.language)))
        return clip_lines(lines, said_in, limit)
    lines.extend(standing_lines(snap, names))
    together = [p for p in prompts if p.kind == "simultaneous" and not p.secret]
    for prompt in prompts:
        if prompt.secret or prompt in together[1:]:
            continue
        what = with_names_shown(said_in.say(prompt.what), names)
        if prompt in together and len(together) > 1:
            who = ", ".join(_who(table, p.player) for p in together)
            lines.append(said_in("table-waiting-together", count=len(together), who=who, what=what))
        else:
            lines.append(said_in("table-waiting", who=_who(table, prompt.player), what=what))
    if any(p.secret for p in prompts):
        closes = said_in("table-window-closes", when=relative_time(snap.window_closes)) if snap.window_closes else ""
        lines.append(said_in("table-window-open", closes=closes))
    if prompts and table.game in _PRIVATE_CONTROLS:
        lines.append(said_in("table-options-hint"))
    return clip_lines(lines, said_in, limit)


def standing_lines(snap: TableSnapshot, names: list[str]) -> list[str]:
    """The scores and the game's other public facts, in words: the picture is shown shrunk on a phone,
    the text is read at any size. Seats in table order; a score is a whole number where it is one."""
    said_in = words(snap.language)
    unit = said_in("table-unit", unit=registry.get(snap.table.game).score_unit)
    scores = " · ".join(f"{shown_name(name)} **{snap.scores[name]:g}**" for name in names if name in snap.scores)
    lines = [said_in("table-scores", unit=unit, scores=scores)] if scores else []
    return lines + [with_names_shown(said_in.say(line), names) for line in snap.standing]


def _who(table: Table, player: str) -> str:
    seat = table.seat_named(player)
    return mention(seat.user_id, seat.name) if seat else player


def relative_time(moment: datetime) -> str:
    """Discord shows it as "in 3 hours" in each reader's own time."""
    return f"<t:{int(moment.timestamp())}:R>"


def clip_lines(lines: list[str], words: Words, limit: int = MAX_CONTENT) -> str:
    """Keep the last lines (the most recent events and who is awaited) when there are too many, and say
    (in `words`) how many earlier ones were left out (a long AI run is summarised, not cut off mid-line)."""
    kept: list[str] = []
    total = 0
    for index, line in enumerate(reversed(lines)):
        if total + len(line[:limit - 60]) + 1 > limit - 60:
            kept.append(words("table-lines-left-out", count=len(lines) - index))
            break
        kept.append(line[:limit - 60])
        total += len(kept[-1]) + 1
    return "\n".join(reversed(kept)) or "\u200b"


EndControls = Callable[[Table, Words], list[discord.ui.Item]]
_END_CONTROLS: dict[str, EndControls] = {}


def register_end_controls(name: str, controls: EndControls) -> None:
    """Buttons under a finished game's last table (the Rematch button), by name: set once however often
    the cog is loaded."""
    _END_CONTROLS[name] = controls


def controls_view(service: TableService, snap: TableSnapshot) -> discord.ui.View | None:
    """The controls under a table, labelled in the snapshot's language; the moves they offer are kept for the
    clicks (`Kept.offered`)."""
    table, state, said_in = snap.table, snap.state, words(snap.language)
    if table.status == "finished":
        return items_view([item for make in _END_CONTROLS.values() for item in make(table, said_in)])
    if table.status != "playing":
        return None
    items = public_controls(table, state, said_in)
    service.kept.keep_offered(table, offered(items))
    if table.game in _PRIVATE_CONTROLS and snap.prompts:
        items = [*items[:24], OptionsButton(table, said_in)]
    return items_view(items)


def items_view(items: list[discord.ui.Item]) -> discord.ui.View | None:
    if not items:
        return None
    view = discord.ui.View(timeout=None)
    shown: set[object] = set()
    for item in items:
        key = getattr(item, "custom_id", None) or id(item)  # a link button has no custom_id
        if key not in shown and len(shown) < 25:  # Discord refuses a message with a custom_id twice
            shown.add(key)
            view.add_item(item)
    return view


def private_controls(service: TableService, table: Table, player: str, words: Words) -> list[discord.ui.Item]:
    """The controls one awaited player gets privately (My options, a DM ping), if the game has any."""
    return own_controls(table, service.engine_and_state(table)[1], player, words)


class Offering:
    """A control that plays a whole move (cogs/_controls.py): a button, a move menu. A base class, not a
    Protocol: a post asks it of each control, and a runtime Protocol's isinstance took 10 µs."""

    do: str

    def offers(self) -> dict[str, dict[str, Any]]:
        """Its moves' arguments, by move key."""
        raise NotImplementedError


def offered(items: list[discord.ui.Item]) -> Offers:
    """The moves these controls offer, by action and key: a button's one, a move menu's options."""
    return {(item.do, key): args for item in items if isinstance(item, Offering) for key, args in item.offers().items()}


def public_controls(table: Table, state: State, words: Words) -> list[discord.ui.Item]:
    """The game's controls under its table, for everyone."""
    make = _CONTROLS.get(table.game)
    return make(table, state, words) if make else []


def own_controls(table: Table, state: State, player: str, words: Words) -> list[discord.ui.Item]:
    """The game's controls for one player, shown only to them (none when the game has no private ones)."""
    make = _PRIVATE_CONTROLS.get(table.game)
    return make(table, state, player, words) if make else []


# --- the options button ------------------------------------------------------------------------


class OptionsButton(Answered, discord.ui.DynamicItem[discord.ui.Button], template=r"dho:(?P<channel>\d+)"):
    """"My options": the clicker's own choices for what the game waits for from them, privately.
    It always shows the current table's options, so an old button still works."""

    def __init__(self, table: Table, words: Words):
        super().__init__(discord.ui.Button(label=words("table-options-button"), style=discord.ButtonStyle.primary,
                                           emoji="🔒",
                                           custom_id=f"dho:{table.channel_id}"))

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> OptionsButton:
        button = cls.__new__(cls)
        discord.ui.DynamicItem.__init__(button, item)
        return button

    async def handle(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        try:
            table = await service.playing_table(channel_key(interaction))
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        await show_options(interaction, table)


async def show_options(interaction: discord.Interaction, table: Table, first_line: str = "") -> None:
    """The user's prompt and private controls, in a reply only they see."""
    service = service_of(interaction)
    try:
        seat = service.seat_of(table, str(interaction.user.id))
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    engine, state = service.engine_and_state(table)
    prompt = engine.prompt_of(state, seat.name)
    if prompt is None:
        await refuse(interaction, said("table-nothing-waits"))
        return
    said_here = private_words(interaction)
    view = items_view(own_controls(table, state, seat.name, said_here))
    closed = (await service.store.prefs(seat.user_id)).dms_closed
    what = with_names_shown(said_here.say(prompt.what), [s.name for s in table.seats])
    lines = [first_line, said_here("table-waits-for-you", what=what), said_here("table-dms-closed") if closed else ""]
    await answer(interaction, "\n".join(filter(None, lines)), view)



async def own_view(interaction: discord.Interaction, game: str) -> Any | None:
    """The asking player's own view of this channel's `game`, or None (no such game, not seated): for
    autocomplete, which answers with suggestions or nothing, never with a refusal."""
    service = service_of(interaction)
    try:
        table = await service.playing_table(channel_key(interaction))
        if table.game != game:
            return None
        return service.player_view(table, str(interaction.user.id))
    except DicehallError:
        return None


async def show_private(interaction: discord.Interaction, describe: Callable[[Any], Text]) -> None:
    """Answer a "hand"-style command: the player's own view, in words (the game's Said, or its text) and (if the
    game draws one) a picture, in a reply only they can see, in their language."""
    service = service_of(interaction)
    try:
        await check_rate(interaction, "look")
        table = await service.playing_table(channel_key(interaction))
        view = service.player_view(table, str(interaction.user.id))
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    await think(interaction)
    said_here = private_words(interaction)
    png = await service.private_picture(table, str(interaction.user.id), said_here.language)
    kwargs: dict[str, Any] = {"ephemeral": True}
    if png is not None:
        kwargs["file"] = discord.File(BytesIO(png), filename="private.png")
    await interaction.followup.send(clip_lines(said_here.say(describe(view)).splitlines(), said_here), **kwargs)
