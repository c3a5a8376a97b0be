"""The stand-in itself: a cog that breaks Discord's rules (a limit, a slow or missing answer, a private
reply Discord would show to everyone) must fail a test, and a test cannot do what a Discord user could
not (use a command the bot never synced, press a button that is not there). A small probe bot built
on discord.py alone commits each fault on purpose."""

from __future__ import annotations

import asyncio
from io import BytesIO

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from plumbing.client import point_discord_at
from standin import StandIn, StandInError
from standin.limits import check_action_rows, check_commands, check_embeds, check_message
from tests.e2e.harness import Harness, restore_discord_defaults
from tests.e2e.play import assert_move_posted

probe = app_commands.Group(name="probe", description="Commands that break Discord's rules on purpose")


class Press(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Press", custom_id="probe:press")
    async def press(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message(f"pressed by {interaction.user.name}")


def view_with(**button) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(**button))
    return view


@probe.command(name="ok", description="A good answer with a button")
async def ok(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("fine", view=Press())


@probe.command(name="private", description="A good private answer with a button")
async def private(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("only you", ephemeral=True, view=Press())


@probe.command(name="long", description="Content over 2000 characters")
async def long(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("x" * 2001)


@probe.command(name="label", description="A button label over 80 characters")
async def label(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("a", view=view_with(label="l" * 81, custom_id="probe:label"))


@probe.command(name="customid", description="A custom_id over 100 characters")
async def customid(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("a", view=view_with(label="ok", custom_id="c" * 101))


@probe.command(name="file", description="A file over the interaction's attachment_size_limit")
async def big_file(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(file=discord.File(BytesIO(b"0" * 5000), filename="big.bin"))


@probe.command(name="slow", description="Answers after the deadline")
async def slow(interaction: discord.Interaction) -> None:
    await asyncio.sleep(0.8)
    await interaction.response.send_message("too late")


@probe.command(name="silent", description="Never answers")
async def silent(interaction: discord.Interaction) -> None:
    return None


@probe.command(name="thinking", description="Defers and never follows up")
async def thinking(interaction: discord.Interaction) -> None:
    await interaction.response.defer()


@probe.command(name="leak", description="An ephemeral followup after a public deferral")
async def leak(interaction: discord.Interaction) -> None:
    await interaction.response.defer()
    await interaction.followup.send("your secret hand", ephemeral=True)


@probe.command(name="twice", description="Acknowledges twice")
async def twice(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("one")
    interaction.response._response_type = None  # get past discord.py's own guard, as a raw client would
    await interaction.response.send_message("two")


@probe.command(name="dm", description="DMs the user and posts and edits a channel message")
@app_commands.describe(text="what to send")
@app_commands.choices(text=[app_commands.Choice(name="Hello", value="hello"),
                            app_commands.Choice(name="Bye", value="bye")])
async def dm(interaction: discord.Interaction, text: str, count: app_commands.Range[int, 1, 3] = 1) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    await interaction.user.send(text * count)
    posted = await interaction.channel.send("posted")
    await posted.edit(content="edited")
    await interaction.followup.send("done", ephemeral=True)


@probe.command(name="pick", description="An option with autocomplete")
async def pick(interaction: discord.Interaction, name: str) -> None:
    await interaction.response.send_message(f"picked {name}")


@pick.autocomplete("name")
async def pick_names(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    names = ["thrown", "throwdown", "wurfelhelden", "dicethrone"]
    return [app_commands.Choice(name=n.title(), value=n) for n in names if n.startswith(current)]


@probe.command(name="burst", description="Posts eight messages in the channel at once")
async def burst(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    await asyncio.gather(*(interaction.channel.send(f"post {i}") for i in range(8)))
    await interaction.followup.send("sent", ephemeral=True)


@probe.command(name="album", description="A message with ten pictures, then an eleventh added by an edit")
async def album(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("album", ephemeral=True)
    posted = await interaction.channel.send(files=[discord.File(BytesIO(b"p"), filename=f"{i}.png") for i in range(10)])
    try:
        await posted.add_files(discord.File(BytesIO(b"p"), filename="10.png"))
    except discord.HTTPException as exc:
        await interaction.followup.send(f"refused {exc.code}", ephemeral=True)


@probe.command(name="count", description="An integer option whose suggestions are text")
async def count(interaction: discord.Interaction, number: int) -> None:
    await interaction.response.send_message(f"counted {number}")


@count.autocomplete("number")
async def count_numbers(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    return [app_commands.Choice(name="three", value="three")]  # type: ignore[arg-type]  (the mistake on purpose)


class Probe(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())

    async def setup_hook(self) -> None:
        self.tree.add_command(probe)
        self.add_view(Press())
        await self.tree.sync()


@pytest_asyncio.fixture
async def strict():
    async with StandIn(interaction_deadline=0.5, attachment_size_limit=1000) as server:
        point_discord_at(Settings(_env_file=None, **server.settings()))
        bot = Probe()
        bot._connection.guild_ready_timeout = 0.05
        task = asyncio.create_task(bot.start(server.token))
        await server.wait_connected()
        yield server
        await bot.close()
        await asyncio.wait_for(task, 10)
    restore_discord_defaults()


def kinds(server: StandIn) -> list[tuple[str, int | None]]:
    return [(p.kind, p.status) for p in server.take_problems()]


async def test_a_good_answer_leaves_no_problem_and_its_button_works(strict):
    marta = strict.user("marta")
    result = await strict.user("marta").slash("probe ok")
    assert [m.content for m in result.public] == ["fine"] and result.answered_in < 0.5
    pressed = await strict.user("tom").click(result.public[0], "Press")
    assert pressed.public[0].content == "pressed by tom"
    mine = await marta.slash("probe private")
    assert mine.ephemeral and not mine.public and not strict.user("tom").sees(mine.ephemeral[0])
    with pytest.raises(StandInError, match="cannot see"):
        await strict.user("tom").click(mine.ephemeral[0], "Press")
    assert (await marta.click(mine.ephemeral[0], "Press")).public
    assert strict.sessions[0].compress == "zlib-stream"
    strict.check()


@pytest.mark.parametrize("command, status, field", [
    ("long", 400, "content"), ("label", 400, "label"), ("customid", 400, "custom_id"), ("file", 413, None)])
async def test_a_limit_violation_is_refused_as_discord_refuses_it(strict, command, status, field):
    result = await strict.user("marta").slash(f"probe {command}")
    problems = strict.take_problems()
    refused = [p for p in problems if p.kind == "http"]
    assert refused and refused[0].status == status
    if field:
        assert refused[0].body["code"] == 50035 and field in str(refused[0].body["errors"])
    assert result.failed and ("unanswered", None) in [(p.kind, p.status) for p in problems]
    strict.problems.extend(problems)
    with pytest.raises(AssertionError, match="problem"):
        strict.check()  # what the fixtures of the real bot's tests do at the end of each test
    strict.take_problems()


@pytest.mark.parametrize("command, kind", [
    ("slow", "late"), ("silent", "unanswered"), ("thinking", "deferred_forever"), ("leak", "privacy")])
async def test_slow_missing_and_leaking_answers_are_problems(strict, command, kind):
    await strict.user("marta").slash(f"probe {command}")
    found = kinds(strict)
    assert kind in [k for k, _ in found], found
    if command == "slow":
        assert ("http", 404) in found  # "Unknown interaction", as Discord answers after 3 s
    if command == "leak":  # Discord keeps the deferral's visibility: the "secret" went to everyone
        assert [m.content for m in strict.channel_messages("games")] == ["your secret hand"]


async def test_autocomplete_offers_what_the_bot_suggests(strict):
    marta = strict.user("marta")
    choices = await marta.autocomplete("probe pick", "name", name="thr")
    assert [c["value"] for c in choices] == ["thrown", "throwdown"]
    assert (await marta.slash("probe pick", name="thrown")).public[0].content == "picked thrown"
    strict.check()


async def test_acknowledging_twice_is_refused(strict):
    await strict.user("marta").slash("probe twice")
    problems = strict.take_problems()
    assert problems[0].status == 400 and problems[0].body["code"] == 40060


async def test_dms_channel_messages_and_edits_are_kept(strict):
    marta = strict.user("marta")
    result = await marta.slash("probe dm", text="Bye", count=2)
    assert [m.content for m in result.ephemeral] == ["done"]
    assert [m.content for m in marta.dms()] == ["byebye"] and not strict.user("tom").sees(marta.dms()[0])
    posted = strict.channel_messages("games")[-1]
    assert posted.content == "edited" and [e["content"] for e in posted.edits] == ["posted"]
    strict.check()


async def test_a_user_can_only_do_what_the_discord_client_allows(strict):
    marta = strict.user("marta")
    with pytest.raises(StandInError, match="not a command the bot synced"):
        await marta.slash("game new", game="thrown")
    with pytest.raises(StandInError, match="subcommand"):
        await marta.slash("probe nothing")
    with pytest.raises(StandInError, match="needs the option"):
        await marta.slash("probe dm")
    with pytest.raises(StandInError, match="choices"):
        await marta.slash("probe dm", text="ciao")
    with pytest.raises(StandInError, match="refuses"):
        await marta.slash("probe dm", text="hello", count=4)
    with pytest.raises(StandInError, match="no option"):
        await marta.slash("probe ok", colour="red")
    result = await marta.slash("probe ok")
    with pytest.raises(StandInError, match="No button"):
        await marta.click(result.public[0], "Roll")
    strict.check()


def test_the_limits_catch_what_discord_py_does_not_check():
    row = {"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": f"c{i}"} for i in range(5)]}
    assert check_action_rows([row] * 5) != []  # the same custom ids five times
    rows = [{"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": f"r{r}c{i}"}
                                       for i in range(5)]} for r in range(6)]
    assert any(v.path == "components" for v in check_action_rows(rows))
    six = [{**rows[0], "components": rows[0]["components"] + [{"type": 2, "style": 1, "label": "x", "custom_id": "x"}]}]
    assert check_action_rows(six)
    select = {"type": 3, "custom_id": "s", "options": [{"label": str(i), "value": str(i)} for i in range(26)]}
    assert any("options" in v.path for v in check_action_rows([{"type": 1, "components": [select]}]))
    mixed = {"type": 1, "components": [select | {"options": select["options"][:3]}, row["components"][0]]}
    assert check_action_rows([mixed])
    assert check_embeds([{"description": "d" * 4000}, {"description": "d" * 2001}])  # 6001 in total
    assert check_embeds([{"title": "t"}] * 11)
    assert check_message({}, [], new=True)[0].code == "50006"  # an empty message
    assert check_message({"content": "ok"}, [], new=True) == []
    command = {"name": "game", "description": "d", "options": [{"type": 3, "name": "Bad Name", "description": "d"}]}
    assert check_commands([command])
    assert check_commands([{"name": "g", "description": "d" * 101}])


async def test_the_real_bot_syncs_to_the_dev_guild_when_one_is_set(standin, tmp_path, clock, errors):
    harness = Harness(standin, tmp_path / "guild.db", clock, dev_guild=True)
    await harness.start_bot()
    try:
        assert standin.commands[None] == []
        assert {"game", "dicerace"} <= {c["name"] for c in standin.commands[standin.guild_id]}
        new = await standin.user("marta").slash("game new", game="dicerace")
        assert new.public and not new.problems
        start = await standin.user("marta").click(new.public[0], "Add AI seat")
        start = await standin.user("marta").click(start.public[0], "Start")
        assert_move_posted(start, standin.attachment_size_limit)
    finally:
        await harness.stop_bot()


async def test_a_bot_that_reads_the_rate_limit_headers_waits_instead_of_meeting_429s(strict):
    strict.rate_limits.scale = 0.2  # Discord's windows, five times shorter (5 posts a second in a channel)
    result = await strict.user("marta").slash("probe burst")
    assert [m.content for m in result.ephemeral] == ["sent"]
    assert sorted(m.content for m in strict.channel_messages("games")) == [f"post {i}" for i in range(8)]
    assert strict.rate_limits.refused == {}
    strict.check()


async def test_a_client_that_ignores_the_headers_is_answered_429_per_channel(strict):
    strict.rate_limits.scale = 0.2
    games, general = strict.channels["games"].id, strict.channels["general"].id
    headers = {"Authorization": f"Bot {strict.token}"}
    async with aiohttp.ClientSession(headers=headers) as http:
        async def post(channel: int) -> aiohttp.ClientResponse:
            async with http.post(f"{strict.api_base}/channels/{channel}/messages", json={"content": "hi"}) as answer:
                await answer.read()
                return answer
        answers = [await post(games) for _ in range(6)]
        assert [a.status for a in answers] == [200] * 5 + [429]
        assert [a.headers["X-RateLimit-Remaining"] for a in answers[:5]] == ["4", "3", "2", "1", "0"]
        refused = answers[5]
        assert refused.headers["Via"] and refused.headers["X-RateLimit-Scope"] == "user"
        retry_after = float(refused.headers["Retry-After"])
        assert 0 < retry_after <= 1.0
        assert (await post(general)).status == 200  # another channel has its own bucket
        await asyncio.sleep(retry_after)
        assert (await post(games)).status == 200
    assert strict.rate_limits.refused == {"message-create": 1}
    assert [p.kind for p in strict.take_problems()] == ["rate_limited"]


async def test_more_than_50_requests_in_a_second_meet_the_global_limit_and_say_so(strict):
    games = strict.channels["games"].id
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {strict.token}"}) as http:
        statuses = []
        for _ in range(51):
            async with http.get(f"{strict.api_base}/channels/{games}") as answer:
                await answer.read()
                statuses.append((answer.status, answer.headers.get("X-RateLimit-Scope")))
    first = next(i for i, status in enumerate(statuses) if status[0] != 200)  # the bot's own requests count too
    assert 40 < first <= 50 and statuses[first] == (429, "global")
    problems = strict.take_problems()
    assert problems and all(p.kind == "rate_limited" and "global limit" in str(p) for p in problems)
    assert len(problems) == sum(status[0] == 429 for status in statuses)


async def test_an_eleventh_attachment_is_refused_with_30015(strict):
    result = await strict.user("marta").slash("probe album")
    assert [m.content for m in result.ephemeral] == ["album", "refused 30015"]
    problems = strict.take_problems()
    assert [(p.status, p.body["code"]) for p in problems] == [(400, 30015)]
    assert len(strict.channel_messages("games")[-1].attachments) == 10


async def test_autocomplete_values_must_have_the_options_type(strict):
    await strict.user("marta").autocomplete("probe count", "number", number="3")
    problems = strict.take_problems()
    assert [(p.kind, p.status) for p in problems] == [("http", 400), ("unanswered", None)]  # the player sees none
    assert "NUMBER_TYPE_COERCE" in str(problems[0].body["errors"]["data"]["choices"]["0"]["value"])
