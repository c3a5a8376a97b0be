"""The playground's server side, in-process: the JSON API the page uses, the live feed, who sees what,
autocomplete as the Discord client asks for it, and the command box's autocomplete in a browser."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import aiohttp
import pytest
import pytest_asyncio

from playground import Playground
from tests.e2e.harness import restore_discord_defaults
from tests.playground.test_playground import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS

PROBE = ("tests.playground.probe_cog",)


@pytest_asyncio.fixture
async def playground(tmp_path):
    server = Playground(port=0, database=tmp_path / "playground.db", extensions=PROBE)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()
        restore_discord_defaults()
    problems = server.bridge.standin.problems
    assert not problems, "The stand-in saw problems:\n" + "\n".join(f"  - {p}" for p in problems)


@pytest_asyncio.fixture
async def http(playground):
    async with aiohttp.ClientSession(base_url=playground.url.rstrip("/")) as session:
        yield session


async def call(http, path, body=None, status=200):
    if body is None:
        response = await http.get(path)
    else:
        response = await http.post(path, json=body)
    data = await response.json()
    assert response.status == status, data
    return data


async def channel_id(http, name="games"):
    state = await call(http, "/api/state?user=marta")
    return next(c["id"] for c in state["channels"] if c["name"] == name)


async def test_state_lists_channels_people_and_the_synced_commands(http):
    state = await call(http, "/api/state?user=marta")
    assert [c["name"] for c in state["channels"]] == ["games", "games-2", "games-3", "general"]
    assert {"marta", "tom", "aileen", "konrad", "owner"} <= {u["name"] for u in state["users"] if not u["bot"]}
    commands = {c["path"]: c for c in state["commands"]}
    assert {"game new", "game join", "probe pick"} <= set(commands)
    game = next(o for o in commands["game new"]["options"] if o["name"] == "game")
    assert game["required"] and {c["value"] for c in game["choices"]} >= {"wurfelhelden", "thrown"}
    name, count = commands["probe pick"]["options"]
    assert name["autocomplete"] and (count["min_value"], count["max_value"]) == (1, 3)


async def test_autocomplete_before_the_other_required_options_are_filled(http):
    games = await channel_id(http)
    choices = await call(http, "/api/autocomplete", {"user": "marta", "channel": games, "command": "probe pick",
                                                     "focused": "name", "options": {"name": "thr"}})
    assert [c["value"] for c in choices] == ["thrown", "throwdown"]
    refused = await call(http, "/api/slash", {"user": "marta", "channel": games, "command": "probe pick",
                                              "options": {"name": "thrown"}}, status=400)
    assert "count" in refused["error"]
    refused = await call(http, "/api/slash", {"user": "marta", "channel": games, "command": "probe pick",
                                              "options": {"name": "thrown", "count": "9"}}, status=400)
    assert "range" in refused["error"]
    done = await call(http, "/api/slash", {"user": "marta", "channel": games, "command": "probe pick",
                                           "options": {"name": "thrown", "count": "2"}})
    assert done["ok"] and not done["failed"]


async def read_events(response, count, timeout=10.0):
    events = []

    async def read():
        async for raw in response.content:
            line = raw.decode().strip()
            if line.startswith("data: "):
                events.append(json.loads(line[6:]))
                if len(events) >= count:
                    return

    await asyncio.wait_for(read(), timeout)
    return events


async def test_private_replies_reach_only_their_user_live_and_on_reload(http):
    games = await channel_id(http)
    tom_feed = await http.get("/api/feed?user=tom")
    marta_feed = await http.get("/api/feed?user=marta")
    await call(http, "/api/slash", {"user": "marta", "channel": games, "command": "probe secret", "options": {}})
    await call(http, "/api/slash", {"user": "marta", "channel": games, "command": "probe embed", "options": {}})
    marta_saw = await read_events(marta_feed, 2)
    tom_saw = await read_events(tom_feed, 1)
    assert [e["message"]["ephemeral"] for e in marta_saw] == [True, False]
    assert marta_saw[0]["message"]["content"] == "a secret for marta"
    assert [e["message"]["embeds"][0]["title"] for e in tom_saw] == ["Scores"]
    tom_feed.close()
    marta_feed.close()

    marta_sees = await call(http, f"/api/messages?channel={games}&user=marta")
    tom_sees = await call(http, f"/api/messages?channel={games}&user=tom")
    assert [m["content"] for m in marta_sees] == ["a secret for marta", ""]
    assert [m["content"] for m in tom_sees] == [""]
    picture = tom_sees[0]["attachments"][0]
    assert tom_sees[0]["interaction"]["command"] == "/probe embed"
    async with http.get(picture["url"]) as response:
        assert response.status == 200 and response.content_type == "image/png"
        assert (await response.read()).startswith(b"\x89PNG")


async def test_users_and_the_clock(http, playground):
    added = await call(http, "/api/users", {"name": "Zoe"})
    assert added["name"] == "Zoe"  # a display name, as Discord shows it
    assert (await call(http, "/api/users", {"name": " Мария  Ивановна "}))["name"] == "Мария Ивановна"
    for name in ("Zoe", "   ", "x" * 33, "Dicehall"):
        await call(http, "/api/users", {"name": name}, status=400)
    before = playground.bridge.clock.now()
    moved = await call(http, "/api/clock", {"by": "1h"})
    assert moved["offset"] == 3600 and (playground.bridge.clock.now() - before).total_seconds() >= 3600
    await call(http, "/api/clock", {"by": "soon"}, status=400)
    refused = await call(http, "/api/slash", {"user": "nobody", "channel": await channel_id(http),
                                              "command": "game status", "options": {}}, status=400)
    assert "no user" in refused["error"]
    async with http.post("/api/users", data="name=zoe2") as response:  # only JSON: no cross-site form posts
        assert response.status == 400


@pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"), reason="needs Debian's chromium")
async def test_the_command_box_offers_autocomplete_and_shows_embeds(playground):
    from playwright.async_api import async_playwright, expect

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = await browser.new_page(viewport={"width": 1280, "height": 800})
        page.set_default_timeout(15_000)
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        try:
            await page.goto(playground.url)
            await page.wait_for_function("() => document.body.dataset.ready === 'true'")
            await page.locator("#input").click()
            await page.keyboard.type("/probe pi", delay=20)
            await expect(page.locator("#popup .popup-item").first).to_contain_text("/probe pick")
            await page.keyboard.press("Enter")
            await page.keyboard.type("thr", delay=30)
            suggestions = page.locator("#popup .popup-item .item-name")
            await expect(suggestions).to_have_text(["Thrown", "Throwdown"])
            await page.keyboard.press("ArrowDown")
            await page.keyboard.press("Enter")  # takes Throwdown, moves on to count
            await page.keyboard.type("2")
            await page.keyboard.press("Enter")
            await expect(page.locator("#messages .message .content").last).to_have_text("picked throwdown x2")

            await page.locator("#input").click()
            await page.keyboard.type("/probe embed", delay=10)
            await page.keyboard.press("Enter")
            await page.keyboard.press("Enter")
            embed = page.locator("#messages .embed").last
            await expect(embed.locator(".embed-title")).to_have_text("Scores")
            await expect(embed.locator(".embed-field")).to_have_count(2)
            await page.wait_for_function("() => { const i = document.querySelector('#messages .embed img');"
                                         " return i && i.complete && i.naturalWidth === 400; }")
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            await page.screenshot(path=str(ARTIFACTS / "autocomplete-and-embed.png"))
        finally:
            await browser.close()
    assert not errors, errors
