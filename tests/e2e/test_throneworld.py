"""Throneworld in a channel (issue 12), through the Discord stand-in: two people and an AI seat from
`/game new game:throneworld` through several turns, with a JAM that is counter-jammed, an INTERCEPT
and a battle; the reaction window's secrecy (who is asked hears it by DM and answers under "My
options"; the channel never learns who holds what); reminders and a timeout in a secret window;
autocomplete within Discord's limits; and, over everything the channel saw, no face-down tile and no
hand given away (texts, and the public view and events the pictures were drawn from).

After Start the test swaps the stored state for a prepared position (a fixed seed, so the map, the
hands, the dice and the AI's choices are the same every run), as the script runner's `setup` does.
"""


from __future__ import annotations

import asyncio
from datetime import timedelta

from engines import registry
from engines.throneworld.actions import Intercept, Jam
from tests.e2e.play import (
    assert_move_posted,
    assert_private_to,
    assert_refused,
    check_picture,
    play_move,
    view_commands,
)
from tests.e2e.throneworld_table import (
    COUNTER,
    FLEET,
    GAME,
    INTERCEPT_ORDERS,
    INTERCEPTOR,
    JAMMER,
    ORDERS,
    POLLS,
    TARGET,
    assert_channel_keeps_secrets,
    assert_names_nobody,
    assert_ok,
    assert_pictures_keep_secrets,
    check_autocomplete,
    chit_choices_are_own,
    options_of,
    play_on,
    prepared_table,
    scan_target,
    standing_of,
    state_of,
    suggest,
)


async def test_a_game_with_a_counter_jammed_jam_an_intercept_and_a_battle(harness, standin, pictures):
    limit = standin.attachment_size_limit
    service = harness.service
    engine = registry.get(GAME)
    marta, tom, table, board = await prepared_table(standin, harness)
    people = {"marta": marta, "tom": tom}
    table, state = await state_of(harness, table)
    target_scan = scan_target(state)

    # Private views, each only to its player (and kept to compare with what the channel sees).
    private = []
    for user in (marta, tom):
        for command in view_commands(standin, GAME):
            result = await user.slash(f"{GAME} {command}")
            assert_ok(result)
            assert_private_to(result, user)
            private += result.messages
    hand = await tom.slash(f"{GAME} hand")
    assert "Jam" in hand.ephemeral_text and "Intercept" in hand.ephemeral_text
    private += hand.messages

    # Standing orders while marta is to move: taken at once, answered to tom only, nothing posted.
    orders = await tom.slash(f"{GAME} orders", retreat="outgunned", space_losses="FPBMS")
    assert_private_to(orders, tom)
    assert "standing orders are set" in orders.ephemeral_text and not orders.posted
    table, state = await state_of(harness, table)
    assert state.ground.battle_orders("tom").retreat == "outgunned"
    private += orders.messages

    # Autocomplete while marta plans: quick, within limits; chits are each player's own.
    known = {"fleet": FLEET, "to": TARGET, "bunker": ORDERS, "hex": target_scan, "origin": ORDERS,
             "at": ORDERS, "target": TARGET, "action": 1, "response": 1, "chit": "", "units": ""}
    answers = await check_autocomplete(standin, marta, known)
    assert any(sub == "jump" and option == "fleet" for sub, option in answers), "jump's fleet autocompletes"
    fleets = answers[("jump", "fleet")]
    assert any(FLEET in f"{c['name']} {c['value']}" for c in fleets), fleets
    for player, user in (("marta", marta), ("tom", tom)):
        answers = answers if user is marta else await check_autocomplete(standin, tom, known)
        for (_, option), choices in answers.items():
            if option in ("chit", "turn_in"):
                chit_choices_are_own(choices, state, player)
        assert answers[("chit", "chit")] and answers[("jam", "chit")], f"{player}'s chits are suggested"

    # marta plans a jump onto tom's world and a scan, by command, and proposes them.
    for command, options in (("jump", {"fleet": FLEET, "to": TARGET, "bunker": ORDERS}),
                             ("scan", {"hex": target_scan, "bunker": ORDERS})):
        planned = await marta.slash(f"{GAME} {command}", **options)
        assert_ok(planned)
        assert planned.messages, "a planned order is answered"
    dms_before = len(tom.dms())
    commit = await marta.slash(f"{GAME} commit")
    assert_ok(commit)
    board = assert_move_posted(commit, limit)
    table, state = await state_of(harness, table)
    assert state.phase == "window" and [p.player for p in engine.awaiting(state)] == ["tom"]
    closes = await service.deadline_of(table, "tom")
    assert "marta proposes" in board.content
    assert "reaction window is open" in board.content and "asked privately" in board.content
    assert f"<t:{int(closes.timestamp())}:R>" in board.content
    assert_names_nobody(board.content, tom, standing=await standing_of(harness, table))
    assert "My options" in board.button_labels()
    assert not any("Jam" in label or "Intercept" in label for label in board.button_labels()), \
        "the public table must not offer the secret choices"

    # tom is told by DM, marta (who proposed) and nobody else.
    assert len(tom.dms()) == dms_before + 1
    ping = tom.dms()[-1]
    assert f"<#{marta.channel.id}>" in ping.content and "My options" in ping.content
    assert "marta" in ping.content and f"<t:{int(closes.timestamp())}:R>" in ping.content
    assert marta.dms() == []

    # "My options": nothing for marta; tom's choices, privately.
    nothing = await marta.click(board, "My options")
    assert_refused(nothing, marta, "Nothing waits for you")
    stranger = standin.user("zoe")
    assert_refused(await stranger.click(board, "My options"), stranger, "not seated")
    mine = await tom.click(board, "My options")
    assert_ok(mine)
    assert_private_to(mine, tom)
    private += mine.messages
    assert mine.ephemeral[0].content.startswith("The game waits for you:")
    labels = [b.get("label") or "" for b in options_of(mine)]
    assert any(JAMMER in label and "Jam" in label for label in labels), labels
    during = await check_autocomplete(standin, tom, known)  # the window's options, as tom types them
    assert [c["value"] for c in during[("jam", "action")]] == [1, 2], during[("jam", "action")]
    assert [c["value"] for c in during[("intercept", "fleet")]] == [INTERCEPTOR], during[("intercept", "fleet")]
    chit_choices_are_own(during[("intercept", "chit")], state, "tom")
    assert any("Intercept" in label for label in labels) and any("Pass" in label for label in labels), labels

    # tom JAMs action 1 from the bunker at JAMMER (a button of his private answer).
    jammed, way = await play_move(standin, tom, table, Jam(action=1, bunker=JAMMER))
    assert way == "select" and jammed.source_message.ephemeral, "played from tom's private options"
    board = assert_move_posted(jammed, limit)
    assert board in jammed.posted and not jammed.public, "a reply would show the channel who answered the window"
    assert_private_to(jammed, tom)
    assert "tom JAMS action 1" in board.content
    table, state = await state_of(harness, table)
    assert state.phase == "window" and [p.player for p in engine.awaiting(state)] == ["tom"]

    # ... and INTERCEPTs the same jump with his fleet (his second chit, another bunker).
    mine = await tom.click(board, "My options")
    assert_private_to(mine, tom)
    private += mine.messages
    labels = [b.get("label") or "" for b in options_of(mine)]
    assert not any(label.startswith("Jam") for label in labels), f"tom's only Jam is spent: {labels}"
    intercepted, way = await play_move(standin, tom, table,
                                       Intercept(action=1, fleet=INTERCEPTOR, bunker=INTERCEPT_ORDERS))
    assert way == "select" and intercepted.source_message.ephemeral
    board = assert_move_posted(intercepted, limit)
    assert "tom INTERCEPTS action 1" in board.content
    assert f"Waiting for {marta.mention}" in board.content and "counter-jam" in board.content
    table, state = await state_of(harness, table)
    assert state.phase == "counterjam"
    responses = await suggest(marta, f"{GAME} counterjam", "response", response="", bunker="")
    assert [c["value"] for c in responses] == [1, 2] and "JAMS" in responses[0]["name"], responses

    # marta counter-JAMs the JAM (response 1) by command, the bunker autocompleted.
    bunkers = await suggest(marta, f"{GAME} counterjam", "bunker", response=1, bunker="")
    assert any(COUNTER in f"{c['name']} {c['value']}" for c in bunkers), bunkers
    countered = await marta.slash(f"{GAME} counterjam", response=1, bunker=COUNTER)
    assert_ok(countered)
    assert "marta counter-JAMS response 1" in assert_move_posted(countered, limit).content
    # The intercept still stands, so she is asked on (whether she holds another Jam or not) and passes.
    assert "counter-jam" in assert_move_posted(countered, limit).content
    passed = await marta.slash(f"{GAME} pass")
    assert_ok(passed)
    board = assert_move_posted(passed, limit)
    text = board.content
    assert f"marta jumps 2B from {FLEET} to {TARGET}" in text
    assert "is jammed" not in text, "the counter-JAM lets the jump go"
    assert f"tom intercepts at {TARGET}" in text
    assert f"Battle at {TARGET}" in text
    assert text.index("intercepts at") < text.index("Battle at"), "the intercept is placed before the battle"
    reports = [a for a in board.attachments if a.filename.startswith("report-")]
    version = (await service.table(table.channel_id)).version
    assert [a.filename for a in reports] == [f"report-{version}-1.png"]
    check_picture(board, limit)
    assert [d for d in pictures.drawn if d["kind"] == "report"], "the battle report picture was drawn"
    table, state = await state_of(harness, table)
    assert state.phase == "chit" and state.current_player == "marta"
    systems = state.ground.systems
    assert systems[target_scan].face_up is False and "marta" in systems[target_scan].scans
    assert systems[INTERCEPTOR].units_of("tom") == {}, "the intercepting fleet left for the battle"
    used = {h: systems[h].stacks[p].used_bunkers for h, p in ((JAMMER, "tom"), (INTERCEPT_ORDERS, "tom"),
                                                                (ORDERS, "marta"), (COUNTER, "marta"))}
    assert used == {JAMMER: 1, INTERCEPT_ORDERS: 1, ORDERS: 2, COUNTER: 1}, used
    # The scanned tile: in marta's suggestions, not in tom's.
    for user, knows in ((marta, True), (tom, False)):
        hexes = await suggest(user, f"{GAME} scan", "hex", hex=target_scan)
        label = next(c["name"] for c in hexes if c["value"] == target_scan)
        assert ("scanned" in label) is knows, (user.name, label)
    assert_channel_keeps_secrets(standin, state, private)

    # marta now sees the scanned tile on her own map; the channel does not.
    own_map = await marta.slash(f"{GAME} map")
    assert_private_to(own_map, marta)
    private += own_map.messages

    # Several turns on: the people play the default choices (by their buttons where the bot offers
    # them, else by command), the AI its own; any secret window is answered under "My options".
    secret_windows = await play_on(standin, harness, table, people, until_turn=3, private=private)
    table, state = await state_of(harness, table)
    assert state.turn == 3 and table.status == "playing"
    assert secret_windows >= 1, "a later secret window was answered too"
    assert_channel_keeps_secrets(standin, state, private)
    assert_pictures_keep_secrets(pictures)
    for message in standin.channel_messages("games", include_deleted=True):
        if message.ephemeral:
            assert message.interaction is not None and message.visible_to == message.interaction.user.id
        elif message.images:
            check_picture(message, limit)
    pings = [m for m in tom.dms() + marta.dms() if m.interaction is None]  # not the answers to DM buttons
    assert all("My options" in m.content or "🔔" in m.content for m in pings)


async def test_a_secret_window_reminds_by_dm_only_and_its_timeout_names_nobody(harness, standin, clock, pictures):
    limit = standin.attachment_size_limit
    service = harness.service
    engine = registry.get(GAME)
    marta, tom, table, board = await prepared_table(standin, harness)
    window = (await service.settings(table.channel_id)).reaction_window

    planned = await marta.slash(f"{GAME} jump", fleet=FLEET, to=TARGET, bunker=ORDERS)
    assert_ok(planned)
    commit = await marta.slash(f"{GAME} commit")
    board = assert_move_posted(commit, limit)
    assert_names_nobody(board.content, tom, standing=await standing_of(harness, table))
    table, state = await state_of(harness, table)
    assert [p.secret for p in engine.awaiting(state)] == [True]
    begin = clock.now()
    closes = begin + window
    assert await service.deadline_of(table, "tom") == closes
    assert len(tom.dms()) == 1

    def reminders():
        return [m for m in standin.channel_messages("games") if m.content.startswith("⏰")]

    def sent_to_tom():  # every direct message sent, those deleted since as no longer true included
        channel = standin.dm_channels.get(tom.id)
        return [m for m in standin.messages if channel is not None and m.channel.id == channel.id]

    def timeouts():
        return [m for m in standin.channel_messages("games") if m.content.startswith("⌛")]

    async def when(delta: timedelta, dms: int, timed_out: int = 0) -> None:
        clock.advance(begin + delta - clock.now())
        await standin.wait_for(lambda: len(sent_to_tom()) >= dms and len(timeouts()) >= timed_out,
                               what=f"the deadlines at {delta}")
        await asyncio.sleep(POLLS)
        assert len(sent_to_tom()) == dms, (delta, [m.content for m in sent_to_tom()])
        assert len(timeouts()) == timed_out
        assert reminders() == [], "a secret prompt's reminder goes by DM only"

    await when(window / 2 - timedelta(seconds=1), 1)
    await when(window / 2, 2)  # half time
    reminder = sent_to_tom()[-1]
    assert reminder.content.startswith(f"⏰ In <#{marta.channel.id}>, the game is waiting for you:")
    assert f"<t:{int(closes.timestamp())}:R>" in reminder.content
    await when(window - min(timedelta(hours=1), window / 10), 3)  # shortly before the end
    await when(window, 3, 1)
    late = timeouts()[0]
    assert late.content.startswith("⌛ Time ran out for a player who was asked, so the bot made a default move.")
    # Nothing else in this message concerns tom (marta's Battleships blockade his infantry world
    # without a battle), so his name appears nowhere in it.
    assert_names_nobody(late.content, tom, standing=await standing_of(harness, table))
    check_picture(late, limit)
    assert marta.dms() == []

    # The window closed with no answer: marta's jump went ahead, and it is her chit step.
    table, state = await state_of(harness, table)
    assert state.phase == "chit" and [p.player for p in engine.awaiting(state)] == ["marta"]
    assert f"Waiting for {marta.mention}" in late.content
    timed_out = [d for d in pictures.drawn if d["kind"] == "table" and d["table"].version == table.version]
    assert timed_out, "the timeout's table picture was drawn"
    for drawn in timed_out:  # what the picture writes of the events (the engine's narration) names nobody
        for event in drawn["events"]:
            if event.get("type") in ("move", "no_response") and event.get("player") == "tom":
                assert not engine.narrate(event), f"the picture would name who was asked: {event}"
    assert_channel_keeps_secrets(standin, state, [])
    assert_pictures_keep_secrets(pictures)
