"""Numbered schema migrations, run in order at start-up. Never edit a released one: add the next."""

MIGRATIONS: list[str] = [
    # 1: tables, the action log, deadlines and channel settings
    """
    CREATE TABLE tables (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id TEXT NOT NULL,
        channel_id TEXT NOT NULL,
        game TEXT NOT NULL,
        status TEXT NOT NULL,
        version INTEGER NOT NULL,
        creator_id TEXT NOT NULL,
        options TEXT NOT NULL,
        seats TEXT NOT NULL,
        seed INTEGER NOT NULL,
        state TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX one_active_table_per_channel ON tables(channel_id)
        WHERE status IN ('lobby', 'playing');
    CREATE TABLE actions (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        version INTEGER NOT NULL,
        actor TEXT NOT NULL,
        source TEXT NOT NULL,
        action TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (table_id, version)
    );
    CREATE TABLE deadlines (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        table_id INTEGER NOT NULL REFERENCES tables(id),
        channel_id TEXT NOT NULL,
        player TEXT NOT NULL,
        kind TEXT NOT NULL,
        due_at TEXT NOT NULL,
        set_at TEXT NOT NULL,
        deadline_at TEXT NOT NULL,
        fired INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX deadlines_due ON deadlines(fired, due_at);
    CREATE TABLE settings (
        channel_id TEXT PRIMARY KEY,
        data TEXT NOT NULL
    );
    """,
    # 2: leaderboards (ratings per guild and game; rated_tables makes recording idempotent)
    """
    CREATE TABLE ratings (
        guild_id TEXT NOT NULL,
        game TEXT NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        PRIMARY KEY (guild_id, game, user_id)
    );
    CREATE TABLE rated_tables (
        table_id INTEGER PRIMARY KEY
    );
    """,
    # 3: players' own preferences (reminders by direct message)
    """
    CREATE TABLE player_prefs (
        user_id TEXT PRIMARY KEY,
        data TEXT NOT NULL
    );
    """,
    # 4: a table's pending deadlines are read and replaced on every move: index them by table
    """
    CREATE INDEX deadlines_by_table ON deadlines(table_id, fired, due_at);
    """,
    # 5: the outbox: what people must be told, written in the transaction that caused it, drained by
    # the sender. `dest` is a channel id or "dm:<user id>"; `batch` is the first id of the message a
    # notice goes out in, fixed before sending, so a resend after a crash is the same message.
    """
    CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        table_id INTEGER NOT NULL,
        dest TEXT NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL,
        batch INTEGER,
        status TEXT NOT NULL DEFAULT 'pending'
    );
    CREATE INDEX outbox_pending ON outbox(status, dest, id);
    """,
    # 6: work the bot owes (an awaited AI or away seat: a deadline of kind 'ai', due at once) and which
    # saved version applied a fired timeout (a timeout is claimed by the save that applies it)
    """
    ALTER TABLE deadlines ADD COLUMN fired_version INTEGER;
    """,
    # 7: each human's result of a rated game (won, rating before and after): the end-of-game summary,
    # /game stats and recent games read it
    """
    CREATE TABLE results (
        table_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        guild_id TEXT NOT NULL,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        won INTEGER NOT NULL,
        rating_before REAL NOT NULL,
        rating_after REAL NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    CREATE INDEX results_by_player ON results(guild_id, user_id, table_id);
    """,
    # 8: a live game's seed has 128 bits or more, past SQLite's 64-bit INTEGER: it is kept as decimal text
    # (the old integer column stays, unread, as SQLite cannot drop a NOT NULL column in place); open
    # lobbies by creator (each person may hold only a few, bot/limits.py)
    """
    ALTER TABLE tables ADD COLUMN seed_text TEXT NOT NULL DEFAULT '0';
    UPDATE tables SET seed_text = CAST(seed AS TEXT);
    CREATE INDEX open_lobbies ON tables(guild_id, creator_id) WHERE status = 'lobby';
    """,
    # 9: messages the bot posted that it may have to come back to (the latest table of a game, for links;
    # reminders, removed once stale), the next daily digest of a player who asked for one, and the
    # active tables of a guild (/game mine)
    """
    CREATE TABLE posted (
        message_id TEXT PRIMARY KEY,
        table_id INTEGER NOT NULL,
        channel_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        player TEXT NOT NULL,
        deadline_at TEXT,
        posted_at TEXT NOT NULL
    );
    CREATE INDEX posted_by_table ON posted(table_id, kind);
    ALTER TABLE player_prefs ADD COLUMN digest_at TEXT;
    CREATE INDEX digests_due ON player_prefs(digest_at) WHERE digest_at IS NOT NULL;
    CREATE INDEX active_tables_by_guild ON tables(guild_id) WHERE status IN ('lobby', 'playing');
    """,
    # 10: servers the bot was removed from, and when their data is deleted (docs/PRIVACY.md); a person's
    # tables found by their seats (forgetting them on request)
    """
    CREATE TABLE departures (
        guild_id TEXT PRIMARY KEY,
        left_at TEXT NOT NULL,
        purge_at TEXT NOT NULL
    );
    CREATE INDEX tables_by_guild ON tables(guild_id);
    """,
    # 11: a server's own settings (games in threads; the season length, where its ends are posted, the current
    # season and when it ends: a deadline claimed by moving it on), the ratings of the current season, and the
    # final standings and dates of past seasons (issue 45)
    """
    CREATE TABLE guild_settings (
        guild_id TEXT PRIMARY KEY,
        threads INTEGER NOT NULL DEFAULT 1,
        season_length TEXT NOT NULL DEFAULT 'none',
        season_channel TEXT NOT NULL DEFAULT '',
        season INTEGER NOT NULL DEFAULT 1,
        season_started_at TEXT,
        season_ends_at TEXT
    );
    CREATE INDEX seasons_due ON guild_settings(season_ends_at) WHERE season_ends_at IS NOT NULL;
    CREATE TABLE season_ratings (
        guild_id TEXT NOT NULL,
        game TEXT NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        PRIMARY KEY (guild_id, game, user_id)
    );
    CREATE TABLE season_standings (
        guild_id TEXT NOT NULL,
        season INTEGER NOT NULL,
        game TEXT NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        PRIMARY KEY (guild_id, season, game, user_id)
    );
    CREATE TABLE seasons (
        guild_id TEXT NOT NULL,
        season INTEGER NOT NULL,
        started_at TEXT,
        ended_at TEXT NOT NULL,
        PRIMARY KEY (guild_id, season)
    );
    """,
    # 12: each person's costly asks within the last minute (bot/cooldowns.py), kept where every process of
    # the bot sees them and a restart does not clear them
    """
    CREATE TABLE cooldowns (
        user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        asked TEXT NOT NULL,
        last_at TEXT NOT NULL,
        PRIMARY KEY (user_id, kind)
    );
    CREATE INDEX cooldowns_by_time ON cooldowns(last_at);
    """,
    # 13: the seats of the tables in play, in an index of their own: a player's games are found by reading
    # it (a few hundred tables' seats to a page) instead of every table's row (a page or more each, their
    # states); the log read from a version on is the primary key's range already
    """
    CREATE INDEX seats_in_play ON tables(seats) WHERE status = 'playing';
    """,
    # 14: the language of a server's public posts (issue 46): auto (its Discord language), en or de
    """
    ALTER TABLE guild_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'auto';
    """,
    # 15: what the channel was told of each step, with its line of the log (LogEntry.told, issue 42): the move
    # list is read from the log instead of replaying the whole game; lines logged before it stay NULL
    """
    ALTER TABLE actions ADD COLUMN told TEXT;
    """,
    # 16: the steps a replay shows, kept as the game is played (bot/store/frames.py, issue 42): a started
    # table's public steps counted, the newest one's events (and its state, once a later save changed the
    # table's), and the states of the steps an animation shows (zlib'd JSON)
    """
    CREATE TABLE replay_steps (
        table_id INTEGER PRIMARY KEY REFERENCES tables(id),
        steps INTEGER NOT NULL,
        version INTEGER NOT NULL,
        events TEXT NOT NULL,
        state BLOB
    );
    CREATE TABLE replay_frames (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        step INTEGER NOT NULL,
        state BLOB NOT NULL,
        events TEXT NOT NULL,
        PRIMARY KEY (table_id, step)
    );
    """,
    # 17 (issue 42), reads on the event loop that read a whole table: the hourly prune read every one of the
    # last hour's delivered notices to find none old enough (44 ms with 300,000 of them, holding SQLite's
    # write lock too, every pass of the deadline loop); a channel's latest table (a click or a command where no
    # game is on, /game history) read every newer table of every channel (33 ms at 100,000 tables); forgetting
    # a server or a person read the whole outbox once for each of their tables (a departed server's 200
    # tables, purged by the deadline loop: 4.6 s with 300,000 notices). And each channel's (or person's) last
    # message delivered: past Discord's nonce window, a notice is looked for by its words only among newer
    # messages (plumbing/sender.py; the same words before it are an earlier notice's)
    """
    CREATE INDEX outbox_done ON outbox(created_at) WHERE status IN ('delivered', 'failed');
    CREATE INDEX tables_by_channel ON tables(channel_id, id);
    CREATE INDEX outbox_by_table ON outbox(table_id);
    CREATE TABLE last_delivered (
        dest TEXT PRIMARY KEY,
        message_id TEXT NOT NULL
    );
    """,
    # 18: the commands a process answered with "thinking…" (plumbing/thinking.py), for 15 minutes (their
    # tokens' life): a process that died before answering one left the person looking at "thinking…" until
    # Discord gave up; the next process (of the same shards) finds it and tells them
    """
    CREATE TABLE thinking (
        interaction_id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL,
        token TEXT NOT NULL,
        guild_id TEXT NOT NULL,
        language TEXT NOT NULL,
        boot TEXT NOT NULL,
        at TEXT NOT NULL
    );
    CREATE INDEX thinking_by_time ON thinking(at);
    """,
    # 19: who has sat at which table (bot/store/seated.py): /game forget-me searched every table's seats for
    # the person (169 ms at 100,000 tables, in its write transaction on the event loop), and a player's games in
    # play every such table's (the index of migration 13, which this one replaces)
    """
    CREATE TABLE seated (
        user_id TEXT NOT NULL,
        table_id INTEGER NOT NULL REFERENCES tables(id),
        PRIMARY KEY (user_id, table_id)
    ) WITHOUT ROWID;
    INSERT OR IGNORE INTO seated (user_id, table_id)
        SELECT json_extract(seat.value, '$.user_id'), tables.id FROM tables, json_each(tables.seats) AS seat
        WHERE NOT coalesce(json_extract(seat.value, '$.ai'), 0)
        UNION SELECT creator_id, id FROM tables;
    DROP INDEX seats_in_play;
    """,
    # 20: the fingerprint of a table version's public view (Table.public_fingerprint), saved by the step that made
    # it: a process that had not kept it (after a restart, a table another process served, a move after the AI's)
    # copied the state before a person's move and made the view before it again, to tell whether the move changed
    # the public table
    """
    ALTER TABLE tables ADD COLUMN public_fingerprint INTEGER;
    """,
]
