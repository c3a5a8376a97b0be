"""The outbox's reminders and digest in the words they are sent in (issue 46): what a game asks is stored as its
Said (said_json) and said in the server's language when it goes out; a row stored before, with the English
sentence itself, still reads as it was written."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.models import Outgoing
from cogs._posts import digest_post, reminder_post
from engines.said import said, said_json
from lang import words

AT = datetime(2026, 1, 1, 12, tzinfo=UTC)
ASKED = said("move-your-turn")


def reminder(what, dest: str = "dm:7") -> Outgoing:
    return Outgoing(table_id=1, dest=dest, kind="reminder", created_at=AT, payload={
        "user_id": "7", "player": "marta", "what": what, "deadline_at": AT.isoformat(), "channel_id": "42"})


def test_a_reminder_says_what_is_asked_in_the_language_it_is_sent_in():
    german = reminder_post(reminder(said_json(ASKED)), None, words("de"))["content"]
    english = reminder_post(reminder(said_json(ASKED)), None, words("en"))["content"]
    when = f"<t:{int(AT.timestamp())}:R>"
    assert german == words("de")("table-reminder-dm", channel="<#42>", what="dein Zug", when=when, table="")
    assert english.startswith("⏰ In <#42>, the game is waiting for you: your turn. Time runs out")


def test_a_reminder_stored_before_as_an_english_sentence_still_reads():
    posted = reminder_post(reminder("roll or hold", dest="42"), "https://discord.com/x", words("de"))["content"]
    assert posted.startswith("⏰ <@7>, das Spiel wartet auf dich: roll or hold. ") and "https://discord.com/x" in posted


def test_the_digest_says_each_game_in_the_language_it_is_sent_in():
    game = {"title": "Thrown", "guild_id": "1", "channel_id": "2", "message_id": None, "what": said_json(ASKED),
            "closes": None}
    digest = Outgoing(table_id=0, dest="dm:7", kind="digest", created_at=AT, payload={"games": [game]})
    text = digest_post(digest, words("de"))["content"]
    assert text.startswith(words("de")("table-digest-head")) and ": dein Zug." in text
    assert text.endswith(words("de")("table-digest-foot"))
