"""How PostgreSQL's rows become the store's records, and a table back into a row: the columns bot/store/postgres.py's
statements select, and each record read from them in that order."""

from __future__ import annotations

import json

import asyncpg

from bot.models import Deadline, GameResult, Outgoing, Posted, Seat, Table, ViewFingerprint

TABLE_COLUMNS = (
    "id, guild_id, channel_id, game, status, version, creator_id, options, seats, seed_text, state, "
    "created_at, updated_at, public_fingerprint"
)
DEADLINE_COLUMNS = "id, table_id, channel_id, player, kind, due_at, set_at, deadline_at"
OUTBOX_COLUMNS = "id, table_id, dest, kind, payload, created_at, batch"
POSTED_COLUMNS = "message_id, table_id, channel_id, kind, player, deadline_at, posted_at"


def table_row(t: Table) -> tuple:
    return (
        t.id, t.guild_id, t.channel_id, t.game, t.status, t.version, t.creator_id, json.dumps(t.options),
        json.dumps([s.model_dump() for s in t.seats]), str(t.seed), t.state, t.created_at, t.updated_at,
    )


def table_from(r: asyncpg.Record) -> Table:
    return Table(
        id=r[0], guild_id=r[1], channel_id=r[2], game=r[3], status=r[4], version=r[5], creator_id=r[6],
        options=json.loads(r[7]), seats=[Seat.model_validate(s) for s in json.loads(r[8])], seed=int(r[9]),
        state=r[10], created_at=r[11], updated_at=r[12],
        public_fingerprint=None if r[13] is None else ViewFingerprint(r[5], r[13]),
    )


def deadline_from(r: asyncpg.Record) -> Deadline:
    return Deadline(
        id=r[0], table_id=r[1], channel_id=r[2], player=r[3], kind=r[4], due_at=r[5], set_at=r[6], deadline_at=r[7]
    )


def outgoing_from(r: asyncpg.Record) -> Outgoing:
    return Outgoing(id=r[0], table_id=r[1], dest=r[2], kind=r[3], payload=json.loads(r[4]), created_at=r[5],
                    batch=r[6])



def result_from(r: asyncpg.Record) -> GameResult:
    return GameResult(table_id=r[0], user_id=r[1], guild_id=r[2], game=r[3], name=r[4], won=bool(r[5]),
                      before=r[6], after=r[7], finished_at=r[8], channel_id=r[9])


def posted_from(r: asyncpg.Record) -> Posted:
    return Posted(message_id=r[0], table_id=r[1], channel_id=r[2], kind=r[3], player=r[4], deadline_at=r[5],
                  posted_at=r[6])
