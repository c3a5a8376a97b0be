"""Ready for Discord's verification (issue 40), through the stand-in: /game about, a person forgotten on
request (confirmed by their own button) while their game goes on with the AI, a server's data deleted by its
admin, and a server that removes the bot: its games end at once, nothing more is sent there, and its data
is deleted after the retention period."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from lang import words
from standin.command_locales import set_preferred_locale
from standin.protocol import MEMBER_PERMISSIONS
from tests.bot.test_forget import everything, spellings
from tests.e2e.play import assert_private_to, assert_refused
from tests.e2e.test_languages import german
from tests.e2e.test_table import start_dicerace

MANAGE_GUILD = 1 << 5


async def test_about_says_who_runs_it_and_how_to_be_forgotten(harness, standin):
    zoe = standin.user("zoe")
    about = await zoe.slash("game about")
    assert_private_to(about, zoe)
    assert "Privacy policy" in about.text and "/game forget-me" in about.text and "/game forget-server" in about.text


async def test_a_player_is_forgotten_on_their_own_confirmation_and_their_game_goes_on(harness, standin):
    ana = standin.user("Анастасия Петрова")
    (_, tom), _ = await start_dicerace(standin, names=("Анастасия Петрова", "tom"))
    asked = await ana.slash("game forget-me")
    assert_private_to(asked, ana)
    assert "every server" in asked.text and "Forget me" in asked.messages[0].button_labels()
    assert_refused(await tom.press(asked.messages[0], f"dhf:{ana.id}"), tom, "not you")
    done = await ana.click(asked.messages[0], "Forget me")
    assert not done.problems and "Done" in done.messages[0].content

    table = await harness.service.table(str(tom.channel.id))
    former = [s for s in table.seats if s.user_id != str(tom.id)][0]
    assert former.ai and former.name.startswith("Former player")
    stored = await everything(harness.store)
    assert str(ana.id) not in stored and not any(s in stored for s in spellings(ana.name))
    forgotten_at = table.version
    for _ in range(30):  # tom plays on; the AI answers for the seat that was hers
        table = await harness.store.latest_table(str(tom.channel.id))
        if table.status != "playing":
            break
        if harness.service.awaiting(table)[0].player == "tom":
            engine, state = harness.service.engine_and_state(table)
            await tom.slash(f"dicerace {engine.legal_actions(state, 'tom')[-1].do}")
        else:
            await harness.bot.run_due()
    log = await harness.service.store.actions(table.id)
    assert any(e.source == "ai" and e.version > forgotten_at for e in log)
    await harness.bot.sender.flush()
    later = [m for m in standin.channel_messages("games") if m.created_at > done.messages[0].created_at]
    assert later and not any(ana.mention in m.content or ana.name in m.content for m in later)


async def test_a_forgotten_seat_is_named_in_the_servers_language(harness, standin):
    """A German server's table calls the seat „Ehemaliger Spieler 1“, and the reader asking is told the name in
    their own language."""
    await set_preferred_locale(standin, "de")
    (ana, tom), _ = await start_dicerace(standin, names=("Анастасия Петрова", "tom"))
    asked = await german(ana).slash("spiel vergiss-mich")
    assert "„Ehemaliger Spieler“" in asked.text
    await ana.click(asked.messages[0], words("de")("forget-me-button"))

    table = await harness.service.table(str(tom.channel.id))
    assert [s.name for s in table.seats] == ["Ehemaliger Spieler 1", "tom"]
    await harness.bot.sender.flush()
    assert "Ehemaliger Spieler 1" in standin.channel_messages("games")[-1].content


async def test_a_server_admin_deletes_the_servers_data(harness, standin):
    (marta, tom), _ = await start_dicerace(standin)
    refused = await tom.slash("game forget-server")
    assert_refused(refused, tom, "manage this server")
    admin = standin.user("admin", permissions=MEMBER_PERMISSIONS | MANAGE_GUILD)
    asked = await admin.slash("game forget-server")
    assert_private_to(asked, admin)
    done = await admin.click(asked.messages[0], "Delete this server's data")
    assert "Done" in done.messages[0].content
    assert await harness.store.latest_table(str(marta.channel.id)) is None
    assert str(standin.guild_id) not in await everything(harness.store)


async def test_a_server_that_removes_the_bot_loses_its_games_at_once_and_its_data_later(harness, standin, clock):
    (marta, tom), _ = await start_dicerace(standin)
    channel = str(marta.channel.id)
    await standin.remove_bot()
    for _ in range(50):
        if (await harness.store.latest_table(channel)).status == "abandoned":
            break
        await asyncio.sleep(0.05)
    assert (await harness.store.latest_table(channel)).status == "abandoned"
    posted = len(standin.messages)
    clock.advance(timedelta(days=2))  # reminders and timeouts would be due: none is left
    await harness.bot.run_due()
    assert len(standin.messages) == posted, "nothing more is sent to a server that removed the bot"
    clock.advance(timedelta(days=29))
    await harness.bot.run_due()
    assert await harness.store.latest_table(channel) is None
    assert str(standin.guild_id) not in await everything(harness.store)
