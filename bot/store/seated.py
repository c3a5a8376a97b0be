"""Who has sat at which table, in an index of its own (migration 19), the same statements on both stores: a
person's tables (to forget them) and games in play (/game mine) are found by their id there, where searching
every table's seats for it read every table's row (a page or more each, their states): /game forget-me took
169 ms at 100,000 tables, in its write transaction on the event loop. A row is added whenever a table is saved
with a person new to it (its creator, its human seats) and never taken away while the table lasts, so it may
name a table the person has since left: the readers check the seats themselves."""

from __future__ import annotations

from bot.models import Table
from bot.store.forget import Rows


def people(table: Table) -> list[str]:
    """The people a save of `table` notes: its creator and its human seats."""
    return list(dict.fromkeys([table.creator_id, *(s.user_id for s in table.seats if not s.ai)]))


async def note(rows: Rows, table_id: int, people: list[str]) -> None:
    """One statement, however many people: a move's save pays one more lookup, and writes nothing when no one
    is new at the table."""
    values = ", ".join(f"(${2 * i + 1}, ${2 * i + 2})" for i in range(len(people)))
    await rows.execute(f"INSERT INTO seated (user_id, table_id) VALUES {values} ON CONFLICT DO NOTHING",
                       *[part for person in people for part in (person, table_id)])
