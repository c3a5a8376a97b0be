"""The stand-in refuses what Discord refuses about threads and forum posts (issue 45): each planted fault gets
Discord's status and code, straight over its REST API as the bot's requests reach it."""

from __future__ import annotations

import aiohttp
import pytest

from standin import StandIn, StandInError
from standin.threads import CREATE_PUBLIC_THREADS, MANAGE_THREADS


@pytest.fixture
async def discord():
    async with StandIn() as server:
        yield server
        server.take_problems()


async def call(discord, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {discord.token}"}) as http:
        async with http.request(method, discord.api_base + path, json=body) as answer:
            return answer.status, await answer.json(content_type=None) if answer.status != 204 else {}


async def a_message(discord, channel: str = "games") -> int:
    status, sent = await call(discord, "POST", f"/channels/{discord.channel(channel).id}/messages", {"content": "hi"})
    assert status == 200
    return int(sent["id"])


async def thread_from(discord, message: int, name: str = "Dice Race: marta, tom") -> tuple[int, dict]:
    games = discord.channel("games").id
    return await call(discord, "POST", f"/channels/{games}/messages/{message}/threads",
                      {"name": name, "auto_archive_duration": 10080})


async def test_a_thread_from_a_message_needs_create_public_threads_a_short_name_and_one_per_message(discord):
    message = await a_message(discord)
    status, body = await thread_from(discord, message)
    assert (status, body["code"]) == (403, 50013), "the bot was not given Create Public Threads"
    discord.give_bot(CREATE_PUBLIC_THREADS)
    status, body = await thread_from(discord, message, "x" * 101)
    assert (status, body["code"]) == (400, 50035)
    status, thread = await thread_from(discord, message, "x" * 100)
    assert status == 201 and thread["id"] == str(message) and thread["type"] == 11
    status, body = await thread_from(discord, message)
    assert (status, body["code"]) == (400, 160004)
    status, body = await call(discord, "POST", f"/channels/{thread['id']}/messages/{message}/threads", {"name": "a"})
    assert (status, body["code"]) == (400, 50024), "no thread in a thread"


async def test_a_locked_thread_refuses_the_bots_posts_and_its_unarchive_without_manage_threads(discord):
    discord.give_bot(CREATE_PUBLIC_THREADS)
    _, thread = await thread_from(discord, await a_message(discord))
    path = f"/channels/{thread['id']}"
    await discord.archive(discord.channel(int(thread["id"])))
    status, _ = await call(discord, "POST", path + "/messages", {"content": "unarchives it"})
    assert status == 200 and not discord.channel(int(thread["id"])).archived
    await discord.lock(int(thread["id"]))
    status, body = await call(discord, "POST", path + "/messages", {"content": "refused"})
    assert (status, body["code"]) == (400, 50083)
    status, body = await call(discord, "PATCH", path, {"archived": False})
    assert (status, body["code"]) == (403, 50013)
    await discord.lock(int(thread["id"]), archived=False)
    status, body = await call(discord, "POST", path + "/messages", {"content": "refused"})
    assert (status, body["code"]) == (403, 160005)
    discord.give_bot(MANAGE_THREADS)
    status, _ = await call(discord, "POST", path + "/messages", {"content": "a moderator may"})
    assert status == 200


async def test_forum_posts_take_at_most_five_of_their_forums_tags_moderated_ones_only_from_moderators(discord):
    with pytest.raises(StandInError):
        discord.add_forum("too-many", tags=[f"tag {n}" for n in range(21)])
    forum = discord.add_forum("board-games", tags=["a", "b", "c", "d", "e", "f", "staff"], moderated=("staff",))
    ids = {t["name"]: t["id"] for t in forum.available_tags}
    post = {"name": "Dice Race: marta", "message": {"content": "the lobby"}}
    status, body = await call(discord, "POST", f"/channels/{forum.id}/threads",
                              {**post, "applied_tags": [ids[n] for n in "abcdef"]})
    assert (status, body["code"]) == (400, 50035), "six tags"
    status, body = await call(discord, "POST", f"/channels/{forum.id}/threads", {**post, "applied_tags": ["1"]})
    assert (status, body["code"]) == (400, 50035), "a tag of no forum"
    moderated = {**post, "applied_tags": [ids["staff"]]}
    status, body = await call(discord, "POST", f"/channels/{forum.id}/threads", moderated)
    assert (status, body["code"]) == (403, 50013), "a moderated tag"
    status, made = await call(discord, "POST", f"/channels/{forum.id}/threads", {**post, "applied_tags": [ids["a"]]})
    assert status == 201 and made["message"]["id"] == made["id"] and discord.tag_names(int(made["id"])) == {"a"}
    status, _ = await call(discord, "PATCH", f"/channels/{made['id']}", {"applied_tags": [ids["b"], ids["c"]]})
    assert status == 200 and discord.tag_names(int(made["id"])) == {"b", "c"}

    people = discord.add_forum("their-forum", tags=["x"])
    theirs = discord.add_thread("someone's post", parent="their-forum")
    their_tag = people.available_tags[0]["id"]
    status, body = await call(discord, "PATCH", f"/channels/{theirs.id}", {"applied_tags": [their_tag]})
    assert (status, body["code"]) == (403, 50013), "only the post's owner or a moderator tags it"
