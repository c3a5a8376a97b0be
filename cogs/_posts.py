"""What the outbox's notices say on Discord (plumbing/sender.py carries them): a table with its picture and
buttons, reminders, pings, the daily digest, a season's end; in the server's words. And what follows a delivery
(a forum post's tags) or a channel gone for good (the game's next home: cogs/_threads.py)."""

from __future__ import annotations

from datetime import datetime
from io import BytesIO
from typing import Any

import discord

from bot.models import Outgoing, Table
from bot.service import TableService
from cogs._common import MAX_CONTENT, clip_lines, controls_view, items_view, private_controls, relative_time, table_text
from cogs._forums import sync_tags
from cogs._language import public_words
from cogs._links import game_link
from cogs._seasons import season_post
from cogs._shown import mention, pinging
from cogs._threads import rehome
from engines import registry
from engines.said import said_from_json
from lang import Words
from plumbing.sender import NotDeliverable, batch_mark

MAX_FILES = 10
"""Discord's limit of attachments on one message."""


class TablePosts:
    """The features' side of the sender (`plumbing.sender.Posts`)."""

    def __init__(self, client: discord.Client, service: TableService):
        self.client = client
        self.service = service

    async def delivered(self, dest: str, table_id: int) -> None:
        await sync_tags(self.client, self.service, dest, table_id)

    async def gone(self, dest: str, why: str) -> None:
        await rehome(self.client, self.service, dest, why)

    async def message(self, batch: list[Outgoing]) -> dict[str, Any]:
        """In the server's words, in its channel and by direct message alike (a direct message has no interaction
        to tell the reader's language: the server the game is in speaks for it, docs/LANGUAGES.md); a digest,
        which spans servers, in the first game's server's. A batch's notices are of one table, read once."""
        first = batch[0]
        if first.kind == "digest":
            games = first.payload["games"]
            return digest_post(first, await self.words(games[0]["guild_id"] if games else ""))
        table = await saved_table(self.service, first)
        said = await self.words(table.guild_id)
        if first.kind == "season":
            return await season_post(self.service, first, said)
        if first.kind == "table":
            return await table_post(self.service, table, batch, said)
        if first.kind == "reminder":
            return reminder_post(first, await table_link(self.service, table), said)
        if first.kind == "notice":
            return {"content": said.say(said_from_json(first.payload["text"])),
                    "allowed_mentions": discord.AllowedMentions.none()}
        if first.kind == "last":
            return await last_post(self.service, table, first, said)
        return ping_post(self.service, table, first, said)

    async def words(self, guild_id: str) -> Words:
        return await public_words(self.client, self.service, guild_id)


async def table_post(service: TableService, table: Table, batch: list[Outgoing], said: Words) -> dict[str, Any]:
    """One message for consecutive table posts of one table, in the server's words: what happened in all of
    them, the picture of the latest, within Discord's limits (the narration keeps its newest lines, the report
    pictures their newest)."""
    events = [e for n in batch for e in n.payload["events"]]
    head = [line for n in batch if (out := n.payload.get("timeout")) for line in timeout_lines(out, said)]
    title = registry.get(table.game).title
    if any(n.payload.get("start") for n in batch):  # everyone seated hears that their game began
        players = " ".join(mention(s.user_id, s.name) for s in table.seats if not s.ai)
        head.insert(0, said("table-starts", title=title, players=players))
    guided = [line for notice in batch for line in notice.payload.get("guide", [])]
    head += [said("guide-line", who=f"<@{line['user_id']}>", title=title, text=line["text"]) for line in guided]
    snap = await service.snapshot(table, events, language=said.language)
    body = table_text(snap, limit=MAX_CONTENT - sum(len(h) + 1 for h in head))
    reports = snap.reports
    kept = reports[-(MAX_FILES - 1):]
    if len(kept) < len(reports):
        body = said("table-reports-left-out", count=len(reports) - len(kept)) + "\n" + body
        body = body[:MAX_CONTENT - sum(len(h) + 1 for h in head)]
    picture = f"{table.game}-{table.version}-{batch_mark(batch)}.png"
    files = [discord.File(BytesIO(snap.drawn_picture), filename=picture)]
    files += [discord.File(BytesIO(report), filename=f"report-{table.version}-{i + 1}.png")
              for i, report in enumerate(kept)]
    content = "\n".join([*head, body])
    message: dict[str, Any] = {"content": content, "files": files, "allowed_mentions": pinging(content, table)}
    view = controls_view(service, snap)
    if view is not None:
        message["view"] = view
    return message


def timeout_lines(timed_out: dict[str, Any], said: Words) -> list[str]:
    who = said("table-timeout-secret") if timed_out["secret"] else mention(timed_out["user_id"], timed_out["player"])
    lines = [said("table-timeout", who=who)]
    if timed_out.get("marked_away"):
        lines.append(said("table-marked-away", who=mention(timed_out["user_id"], timed_out["player"])))
    return lines


async def table_link(service: TableService, table: Table) -> str | None:
    """A link to the latest table message of the game, when the bot knows it: the newest of those noted (by its
    snowflake, Discord's own order), should an older one not be forgotten yet."""
    noted = await service.store.posted(table.id, "table")
    if not noted:
        return None
    latest = max(noted, key=lambda p: (int(p.message_id) if p.message_id.isdigit() else 0, p.posted_at))
    return game_link(table.guild_id, latest.channel_id, latest.message_id)


def reminder_post(notice: Outgoing, link: str | None, said: Words) -> dict[str, Any]:
    data = notice.payload
    deadline = datetime.fromisoformat(data["deadline_at"])
    values = {"what": said.say(said_from_json(data["what"])), "when": relative_time(deadline),
              "table": said("table-reminder-link", link=link) if link else ""}
    if notice.dest.startswith("dm:"):
        return {"content": said("table-reminder-dm", channel=f"<#{data['channel_id']}>", **values)}
    return {"content": said("table-reminder", who=mention(data["user_id"], data["player"]), **values),
            "allowed_mentions": only(data["user_id"])}


def only(user_id: str) -> discord.AllowedMentions:
    """The one player a reminder or ping is for may be pinged, nobody else."""
    users = [discord.Object(int(user_id))] if user_id.isdigit() else []
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=users)


async def saved_table(service: TableService, notice: Outgoing) -> Table:
    """The notice's table as saved now (the outbox keeps no state: a merged or late message shows the latest)."""
    table = await service.store.table(notice.table_id)
    if table is None:
        raise NotDeliverable(f"the game {notice.table_id} is no longer stored")
    return table


def ping_post(service: TableService, table: Table, notice: Outgoing, said: Words) -> dict[str, Any]:
    """A direct message to a player a secret prompt waits for, with their private choices."""
    data = notice.payload
    closes = said("table-ping-closes", when=relative_time(datetime.fromisoformat(data["closes"]))) \
        if data["closes"] else ""
    text = said("table-ping", channel=f"<#{table.channel_id}>", what=said.say(said_from_json(data["what"])),
                closes=closes)
    view = items_view(private_controls(service, table, data["player"], said))
    return {"content": text, **({"view": view} if view else {})}


async def last_post(service: TableService, table: Table, notice: Outgoing, said: Words) -> dict[str, Any]:
    """The one ping for the last player to choose in a step everyone chooses in at once."""
    data = notice.payload
    link = await table_link(service, table)
    return {"content": said("table-last", who=mention(data["user_id"], data["player"]),
                            what=said.say(said_from_json(data["what"])), where=f" ({link})" if link else ""),
            "allowed_mentions": only(data["user_id"])}


def digest_post(notice: Outgoing, said: Words) -> dict[str, Any]:
    """The daily direct message of a player who asked for a digest: the games awaiting them, with links."""
    lines = [said("table-digest-head")]
    for game in notice.payload["games"]:
        closes = said("table-digest-closes", when=relative_time(datetime.fromisoformat(game["closes"]))) \
            if game["closes"] else ""
        link = game_link(game["guild_id"], game["channel_id"], game["message_id"])
        lines.append(said("table-digest-game", title=game["title"], where=link,
                          what=said.say(said_from_json(game["what"])), closes=closes))
    lines.append(said("table-digest-foot"))
    return {"content": clip_lines(lines, said)}
