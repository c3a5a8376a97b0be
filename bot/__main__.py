"""`python -m bot`: start Dicehall. The composition root: the one bot module that imports the Discord
side (plumbing and the features of cogs), because it wires the layers together.

    python -m bot                     the bot (the playground without DISCORD_TOKEN)
    python -m bot migrate             bring DATABASE_URL's schema up to date, and stop
    python -m bot copy SOURCE TARGET  copy every row of the database SOURCE into the empty TARGET (URLs)
    python -m bot sync                sync the slash commands with Discord now (the bot syncs by itself
                                      only when they changed), and stop
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys

from bot import collector
from bot.clock import SystemClock
from bot.config import Settings
from bot.looplag import LoopLag
from bot.service import TableService
from bot.store import StoreInUse, open_store
from bot.workers import WorkerPool

PLAYGROUND = (
    "No DISCORD_TOKEN, so this is the playground: the bot on a local stand-in of Discord, open {url} in a "
    "browser (Ctrl+C stops it); to connect to real Discord instead, set DISCORD_TOKEN in .env (see the README)."
)
STOPPED = "Stopped."
"""The one line Ctrl+C leaves (the terminal shows ^C before it)."""
NO_TOKEN = (
    "No Discord token: set DISCORD_TOKEN in the environment or in a .env file in this folder "
    "(copy .env.example to .env and paste the token from the Discord developer portal, Bot → Reset Token)."
)


async def run(settings: Settings) -> None:
    from cogs._features import features
    from plumbing.client import new_bot, point_discord_at

    store = open_store(settings.database_url, settings.shards())
    await store.open()
    workers = WorkerPool(settings.picture_workers)
    health = None
    lag = LoopLag(kept=0)  # the histogram and the log are the bot's; samples are the bench's
    lag.start()
    try:
        point_discord_at(settings)
        bot = new_bot(TableService(store, SystemClock(), workers, settings.limits()), settings, features())
        collector.settle()
        if settings.metrics_port is not None:
            from bot.health import Health

            health = await Health(store, bot.gateway_up).serve(settings.metrics_host, settings.metrics_port)
        async with bot:
            await bot.start(settings.token())
    finally:
        if health is not None:
            await health.cleanup()
        await lag.stop()
        workers.close()
        await store.close()


def run_playground() -> int:
    """No token: the playground (stand-in Discord, the real bot connected to it, and a web page)."""
    try:
        from playground import serve
    except ModuleNotFoundError as exc:  # an install without the playground package
        if exc.name != "playground":
            raise
        print(NO_TOKEN, file=sys.stderr)
        return 2
    if "LOG_LEVEL" not in os.environ:  # the page is the interface; keep the terminal to the one line
        logging.getLogger().setLevel(logging.WARNING)
    try:
        asyncio.run(serve(lambda url: print(PLAYGROUND.format(url=url), flush=True)))
    except KeyboardInterrupt:
        pass
    print(STOPPED, flush=True)
    return 0


async def migrate(database_url: str) -> None:
    store = open_store(database_url)
    await store.open()  # opening a store runs the migrations it has not had
    try:
        print(f"The database is at schema version {await store.schema_version()}.")
    finally:
        await store.close()


async def copy(source_url: str, target_url: str) -> None:
    from bot.store.copy import copy_database

    source, target = open_store(source_url), open_store(target_url)
    await source.open()
    try:
        await target.open()
        try:
            copied = await copy_database(source, target)
        finally:
            await target.close()
    finally:
        await source.close()
    print("Copied " + ", ".join(f"{n} {table}" for table, n in copied.items()) + ".")


async def sync(settings: Settings) -> None:
    """Log in over HTTP only (no gateway, no database: the running bot keeps serving) and sync the slash
    commands whether or not they changed."""
    from cogs._features import features
    from plumbing.client import new_bot, point_discord_at

    point_discord_at(settings)
    bot = new_bot(TableService(open_store(settings.database_url, settings.shards()), SystemClock()), settings,
                  features())
    bot.force_sync = bot.sync_only = True
    async with bot:
        await bot.login(settings.token())


def run_command(settings: Settings, args: list[str]) -> int:
    """`migrate`, `copy` and `sync`: an operator's one-off steps."""
    if args == ["migrate"]:
        asyncio.run(migrate(settings.database_url))
        return 0
    if args == ["sync"]:
        if settings.discord_token is None:
            print("`sync` needs DISCORD_TOKEN: the commands are synced with the bot's own application.",
                  file=sys.stderr)
            return 2
        asyncio.run(sync(settings))
        return 0
    if len(args) == 3 and args[0] == "copy":
        from bot.store.copy import CopyRefused

        try:
            asyncio.run(copy(args[1], args[2]))
        except CopyRefused as exc:
            print(exc, file=sys.stderr)
            return 1
        return 0
    print(__doc__.split("\n\n", 1)[1], file=sys.stderr)
    return 2


def main(playground: bool = False, args: list[str] | None = None) -> int:
    settings = Settings()
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    args = sys.argv[1:] if args is None else args
    if args and not playground:
        return run_command(settings, args)
    if playground or settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        return run_playground()
    try:
        open_store(settings.database_url, settings.shards())  # a setting that cannot work: one sentence, not a trace
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    try:
        asyncio.run(run(settings))
    except KeyboardInterrupt:
        print(STOPPED, flush=True)
    except StoreInUse as exc:  # an overlapping deploy: one process per SQLite file
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
