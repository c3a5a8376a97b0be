"""How PostgreSQL's rows become the store's records, and a table back into a row: the columns bot/store/postgres.py's
statements select, and each record read from them in that order."""

from __future__ import annotations

import json

import asyncpg

from bot.models import Deadline, Outgoing, Posted, Table

DEADLINE_COLUMNS = "id, table_id, channel_id, player, kind, due_at, set_at, deadline_at"
OUTBOX_COLUMNS = "id, table_id, dest, kind, payload, created_at, batch"
POSTED_COLUMNS = "message_id, table_id, channel_id, kind, player, deadline_at, posted_at"


def table_row(t: Table) -> tuple:
    return (
        t.id, t.guild_id, t.channel_id, t.game, t.status, t.version, t.creator_id, json.dumps(t.options),
        json.dumps([s.model_dump() for s in t.seats]), str(t.seed), t.state, t.created_at, t.updated_at,
    )


def deadline_from(r: asyncpg.Record) -> Deadline:
    return Deadline(
        id=r[0], table_id=r[1], channel_id=r[2], player=r[3], kind=r[4], due_at=r[5], set_at=r[6], deadline_at=r[7]
    )


def outgoing_from(r: asyncpg.Record) -> Outgoing:
    return Outgoing(id=r[0], table_id=r[1], dest=r[2], kind=r[3], payload=json.loads(r[4]), created_at=r[5],
                    batch=r[6])


def posted_from(r: asyncpg.Record) -> Posted:
    return Posted(message_id=r[0], table_id=r[1], channel_id=r[2], kind=r[3], player=r[4], deadline_at=r[5],
                  posted_at=r[6])
