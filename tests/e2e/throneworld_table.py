"""What the Throneworld end-to-end tests share: the prepared position (a fixed seed, a reaction
window ready to open), the pictures the bot drew, and the checks that the channel keeps every secret
(texts, the public view and events the pictures were drawn from, autocomplete within Discord's limits)."""

from __future__ import annotations

import contextvars
import json
import re
import time
from datetime import UTC, datetime
from typing import Any

import pytest

from cogs._common import standing_lines
from engines import registry
from engines.errors import DicehallError
from engines.rng import Rng
from engines.throneworld import tiles
from engines.throneworld.actions import Commit, Scan
from engines.throneworld.chits import ACTION_CHITS
from lang import DEFAULT
from tests.e2e.play import (
    BUG_SENTENCE,
    assert_move_posted,
    assert_private_to,
    assert_table_shown,
    play_move,
    set_position,
)
from tests.engines.throneworld._game_support import at, clear, give, own, place, scan, set_tech

GAME = "throneworld"
AI = "AI 1"
SEED = 12
AUTOCOMPLETE_WITHIN = 1.0
"""Seconds one autocomplete may take, measured around the whole round trip (Discord drops an
autocomplete answered after 3 s; a player typing wants it at once)."""
POLLS = 0.4
"""Several passes of the deadline loop (it polls every 0.05 s in these tests)."""

# The prepared position (three players, so the Throneworld's ring 3 is in play; hex names as the
# engine's reaction tests use them). marta's expansion comes first.
TARGET = at(1, -2)  # tom's world, a Light Infantry on it: marta's fleet jumps here
FLEET = at(1, 0)  # marta's fleet (2 Battleships)
ORDERS = at(2, 0)  # marta's two Command Bunkers: they order the jump and the scan
COUNTER = at(0, -2)  # marta's bunker for the counter-JAM
JAMMER = at(-1, -1)  # tom's bunker for the JAM
INTERCEPTOR = at(2, -3)  # tom's fleet (2 Battleships) that intercepts
INTERCEPT_ORDERS = at(2, -2)  # tom's bunker ordering the intercept
POSITION = (TARGET, FLEET, ORDERS, COUNTER, JAMMER, INTERCEPTOR, INTERCEPT_ORDERS)

CHIT_ID = re.compile(r"\bA\d{2}\b")  # action chits are A01..A50; hex names have one digit
HIDDEN_HEX_FIELDS = {"dev", "printed_dev", "space_tech", "ground_tech", "neutral", "tile"}
PRIVATE_VIEW_FIELDS = {"me", "hand", "plan", "pending", "followup"}


# --- what the pictures were drawn from ----------------------------------------------------------


class Pictures:
    """Every public picture the bot drew, with what it was drawn from: the table (its state at that
    moment, so hands and face-down tiles can be compared), the view handed to the renderer, and the
    events. Report pictures are drawn from events only."""

    def __init__(self) -> None:
        self.drawn: list[dict[str, Any]] = []
        self._views: list[Any] = []


drawing: contextvars.ContextVar[list] = contextvars.ContextVar("drawing")
"""The views one picture() call drew (asyncio.to_thread carries the context into the drawing thread)."""


@pytest.fixture

def pictures(harness, monkeypatch) -> Pictures:
    from render import registry as renderers

    seen = Pictures()
    service = harness.service
    render_png, snapshot = renderers.render_png, service.snapshot

    def spy_render_png(game, view, events, language):
        seen._views.append(view)
        drawing.get([]).append(view)
        return render_png(game, view, events, language)

    async def spy_snapshot(table, events, draw=True, language=DEFAULT):
        views: list = []
        drawing.set(views)  # this call's own views (the sender may draw another table at the same time)
        snap = await snapshot(table, events, draw, language)
        # one table picture, drawn from one view (none when it is the same version's plain picture again:
        # the service keeps those, and the first drawing was recorded)
        assert len(views) == int(draw) or (draw and not events and not views), "one table picture, one view"
        if views:
            seen.drawn.append({"kind": "table", "table": table, "view": views[0], "events": list(events)})
        if snap.reports:
            seen.drawn.append({"kind": "report", "table": table, "view": None, "events": list(events)})
        return snap

    monkeypatch.setattr(renderers, "render_png", spy_render_png)
    monkeypatch.setattr(service, "snapshot", spy_snapshot)
    return seen


# --- the table ------------------------------------------------------------------------------------


async def open_table(standin, harness):
    """/game new, Join, Add AI seat, Start: the lobby as people use it."""
    limit = standin.attachment_size_limit
    marta, tom = standin.user("marta"), standin.user("tom")
    new = await marta.slash("game new", game=GAME)
    assert len(new.public) == 1 and "Throneworld" in new.public[0].content
    joined = await tom.click(new.public[0], "Join")
    assert tom.mention in joined.public[0].content
    added = await marta.click(joined.public[0], "Add AI seat")
    assert "(AI)" in added.public[0].content
    started = await marta.click(added.public[0], "Start")
    board = assert_move_posted(started, limit)
    table = await harness.service.table(str(marta.channel.id))
    assert [s.name for s in table.seats] == ["marta", "tom", AI]
    # Outreach is simultaneous: the AI chose at once; the channel waits for both people together.
    assert re.search(r"Waiting for 2 players \(.*\): Outreach", board.content), board.content
    assert marta.mention in board.content and tom.mention in board.content
    return marta, tom, table


def reaction_position(state):
    """Outreach done; turn 1, marta to move. marta (Comm 4, Jump 3) holds one Jam; tom (Comm 4,
    Jump 3) one Jam and one Intercept; the AI none (so it is never asked)."""
    engine = registry.get(GAME)
    for player in state.players:
        if not state.pending[player].done:
            state = engine.apply(state, player, Commit(), _now()).state
    state.order = ["marta", "tom", AI]
    state.current = 0
    for h in POSITION:
        clear(state, h)
    for h in (TARGET, INTERCEPTOR, INTERCEPT_ORDERS, JAMMER):
        own(state, "tom", h)
    for h in (ORDERS, COUNTER):
        own(state, "marta", h)
    place(state, "marta", FLEET, "2B")
    place(state, "marta", ORDERS, "2C")
    place(state, "marta", COUNTER, "C")
    place(state, "tom", INTERCEPTOR, "2B")
    place(state, "tom", INTERCEPT_ORDERS, "C")
    place(state, "tom", JAMMER, "C")
    place(state, "tom", TARGET, "L")
    scan(state, "marta", TARGET)
    for player in ("marta", "tom"):
        set_tech(state, player, "jump", 3)
        set_tech(state, player, "comm", 4)
    give(state, "marta", "hwreturn_jam")
    give(state, "tom", "hwreturn_jam", "hwreturn_intercept")
    give(state, AI)
    state.rng = Rng(seed=SEED)  # the battle's dice: the same every run
    return state


def _now():
    return datetime(2026, 1, 1, tzinfo=UTC)


async def prepared_table(standin, harness):
    """A started 3-seat table, then the prepared position on a fixed-seed game, shown by /game status."""
    marta, tom, table = await open_table(standin, harness)
    engine = registry.get(GAME)
    fresh = engine.new_game([s.name for s in table.seats], table.options, SEED)
    table = await set_position(harness.service, table, reaction_position(fresh), seed=SEED)
    await harness.bot.sender.flush()  # the saved position is posted like any saved step
    status = await tom.slash("game status")
    board = assert_table_shown(status, tom, standin.attachment_size_limit)
    assert f"Waiting for {marta.mention}" in board.content, board.content
    assert "My options" in board.button_labels()
    return marta, tom, table, board


async def state_of(harness, table):
    table = await harness.service.store.table(table.id)
    return table, harness.service.engine_and_state(table)[1]


def scan_target(state) -> str:
    """A face-down system marta's bunkers at ORDERS can scan (its tile stays secret from the others)."""
    engine = registry.get(GAME)
    for name in sorted(state.ground.systems):
        s = state.ground.systems[name]
        if s.face_up or s.owner or s.kind in ("home", "throne") or name in POSITION:
            continue
        try:
            engine.check(state, "marta", Scan(hex=name, bunker=ORDERS))
        except DicehallError:  # out of range or otherwise not scannable
            continue
        return name
    raise AssertionError("no face-down system in range to scan")


# --- checks ---------------------------------------------------------------------------------------


def words(name: str) -> re.Pattern:
    return re.compile(rf"(?<![\w@]){re.escape(name)}(?!\w)", re.IGNORECASE)


async def standing_of(harness, table) -> set[str]:
    """The lines every message of this table (as saved now) carries about every player alike: the scores and
    each empire's public standing (issue 37). Naming everyone, they single out nobody."""
    table = await harness.service.store.table(table.id)
    return set(standing_lines(await harness.service.snapshot(table, []), [s.name for s in table.seats]))


def assert_names_nobody(text: str, *users, besides_public: bool = False, standing: set[str] = frozenset()) -> None:
    """Nobody of `users` is mentioned or named in `text`, but in the table's `standing` lines. With
    `besides_public`, lines that are public anyway may name them: the narration of their own public moves
    ("tom passes.") and whom an ordinary (not secret) prompt waits for ("Waiting for @tom: a research
    attempt")."""
    for user in users:
        for line in text.splitlines():
            if line in standing:
                continue
            if besides_public and (line.startswith(f"{user.name} ") or line.startswith("Waiting for ")):
                continue
            assert user.mention not in line and not words(user.name).search(line), \
                f"{user.name} is named in {line!r}"


def assert_ok(result) -> None:
    assert not result.problems, result.problems
    assert BUG_SENTENCE not in result.text, result.text


def options_of(result) -> list[dict[str, Any]]:
    """The choices of a "My options" answer: its buttons and the options of its menus of moves (each with a
    label and a description of what it does and costs)."""
    menus = [o for m in result.messages for s in m.selects() if s["custom_id"].startswith("dhm:")
             for o in s.get("options", [])]
    return [*(b for m in result.messages for b in m.buttons()), *menus]


CHIT_BUTTON = re.compile(r"^A\d\d [A-Z][^:]*: [a-z]")


def assert_chit_buttons_say_which_and_what(buttons: list[dict[str, Any]]) -> None:
    """Chit choices start with the chit's id and name and say what the play does (issue 25: they read
    "Play Artifact: artifact first jump", twice, with no id), and what it costs (issue 38); no two read
    the same."""
    labels = [b.get("label") or "" for b in buttons]
    for choice in buttons:
        label = choice.get("label") or ""
        if re.match(r"^(Play |A\d\d)", label):
            assert CHIT_BUTTON.match(label), label
            assert (choice.get("description") or "").startswith(f"Spends chit {label[:3]}"), choice
    assert len(labels) == len(set(labels)), labels


def public_text(standin) -> str:
    lines = []
    for message in standin.channel_messages("games"):
        lines.append(message.content)
        for embed in message.embeds:
            lines += [embed.get("title") or "", embed.get("description") or ""]
            lines += [f"{f.get('name')} {f.get('value')}" for f in embed.get("fields") or []]
    return "\n".join(lines)


def assert_channel_keeps_secrets(standin, state, private: list) -> None:
    """Nothing the channel was shown gives away a hand, a face-down tile or a private reply."""
    text = public_text(standin)
    assert not CHIT_ID.search(text), f"a chit id in the channel: {CHIT_ID.search(text)[0]}"
    lines = text.splitlines()
    for player, hand in state.hands.items():
        for name in {ACTION_CHITS[c].name for c in hand}:
            held = re.compile(rf"(?<!Imperial ){re.escape(name)}")
            for line in lines:
                if held.search(line):
                    assert " plays " in line, f"{player}'s {name} is named in the channel: {line!r}"
    for name, system in state.ground.systems.items():
        if system.face_up or system.tile is None:
            continue
        label = tiles.tile(system.tile).label()
        assert f"{name} is turned face up" not in text
        for line in lines:
            if words(name).search(line):
                assert label not in line, f"face-down {name}'s tile is in the channel: {line!r}"
    for message in private:
        if len(message.content) > 30:
            assert message.content not in text, f"a private reply reached the channel: {message.content!r}"
    public_pictures = {a.data for m in standin.channel_messages("games") for a in m.attachments}
    for message in private:
        for attachment in message.attachments:
            assert attachment.data not in public_pictures, f"a private picture was posted publicly: {message!r}"


def assert_pictures_keep_secrets(pictures: Pictures) -> None:
    """Every public picture was drawn from the public view (no hand, no face-down tile's values,
    nobody secretly asked listed as awaited) and from events naming no chit still in a hand."""
    engine = registry.get(GAME)
    assert pictures.drawn
    for drawn in pictures.drawn:
        state = engine.load_state(drawn["table"].state)
        held = {c for hand in state.hands.values() for c in hand}
        secret = {p.player for p in engine.awaiting(state) if p.secret}
        view = drawn["view"]
        if view is not None:
            assert type(view).__name__ == "PublicView", type(view)
            data = view.model_dump(mode="json")
            assert not PRIVATE_VIEW_FIELDS & set(data)
            assert data["hand_sizes"] == {p: len(h) for p, h in state.hands.items()}
            assert not secret & set(data["awaiting"]), f"secretly asked {secret} shown as awaited"
            for entry in data["ground"]["hexes"]:
                if not entry["face_up"]:
                    assert not HIDDEN_HEX_FIELDS & set(entry), f"face-down {entry['name']} shows {entry}"
            blob = json.dumps(data)
            assert not any(re.search(rf"\b{c}\b", blob) for c in held), "a held chit in the public view"
        events = json.dumps(drawn["events"])
        assert not any(re.search(rf"\b{c}\b", events) for c in held), f"a held chit in a picture's events: {events}"


async def suggest(user, command: str, focused: str, **options) -> list[dict[str, Any]]:
    """Autocomplete as the client asks for it, timed; within Discord's limits and ours."""
    began = time.monotonic()
    choices = await user.autocomplete(command, focused, **options)
    took = time.monotonic() - began
    assert took < AUTOCOMPLETE_WITHIN, f"autocomplete of {focused} in /{command} took {took:.2f} s"
    assert len(choices) <= 25, choices
    for choice in choices:
        assert 1 <= len(choice["name"]) <= 100 and len(str(choice["value"])) <= 100, choice
    return choices


def autocompleted(standin) -> list[tuple[str, str, list[dict[str, Any]]]]:
    """(subcommand, option, its other required options) for every autocompleted option of /throneworld."""
    command = standin.find_command(GAME, standin.guild_id)
    found = []
    for sub in command.get("options", []):
        for option in sub.get("options", []):
            if option.get("autocomplete"):
                others = [o for o in sub["options"] if o.get("required") and o["name"] != option["name"]]
                found.append((sub["name"], option["name"], others))
    return found


def filler(option: dict[str, Any], known: dict[str, Any]) -> Any:
    """A value for a required option that is not the one being typed (the stand-in, unlike Discord,
    sends autocomplete only with every required option filled)."""
    if option["name"] in known:
        return known[option["name"]]
    if option.get("choices"):
        return option["choices"][0]["value"]
    return {3: "x", 4: 1, 5: False, 10: 1}.get(option["type"], "x")


async def check_autocomplete(standin, user, known: dict[str, Any]) -> dict[tuple[str, str], list]:
    """Every autocompleted option of /throneworld, empty and with a first letter typed."""
    answers = {}
    for sub, option, others in autocompleted(standin):
        filled = {o["name"]: filler(o, known) for o in others}
        first = known.get(option)
        for typed in dict.fromkeys(("", first[:1] if isinstance(first, str) else "")):
            choices = await suggest(user, f"{GAME} {sub}", option, **filled, **{option: typed})
            if typed == "":
                answers[(sub, option)] = choices
    return answers


def chit_choices_are_own(choices, state, player: str) -> None:
    """A player's chit suggestions name only chits in their own hand."""
    mine = state.hands[player]
    names = {ACTION_CHITS[c].name.lower() for c in mine}
    theirs = {c for p, hand in state.hands.items() if p != player for c in hand} - set(mine)
    for choice in choices:
        value, label = str(choice["value"]), choice["name"]
        assert value in mine or value.lower() in names or any(n in label.lower() for n in names), choice
        assert not any(re.search(rf"\b{c}\b", f"{value} {label}") for c in theirs), f"another's chit offered: {choice}"


# --- the game -------------------------------------------------------------------------------------


async def play_on(standin, harness, table, people, until_turn: int, private: list, max_moves: int = 80) -> int:
    """Play the people's default moves (the engine's timeout choice: pass, research none, build done)
    until `until_turn` begins. A secret window is checked as in the scripted part: the player is told
    by DM, the channel names nobody, My options offers the answers, and the DM ping's own Pass button
    answers (the table posted in the channel, the player named nowhere). Returns how many
    secret windows were answered."""
    service = harness.service
    engine = registry.get(GAME)
    limit = standin.attachment_size_limit
    secret_windows = 0
    for _ in range(max_moves):
        table, state = await state_of(harness, table)
        if state.turn >= until_turn:
            return secret_windows
        prompts = [p for p in engine.awaiting(state) if not table.seat_named(p.player).automated]
        assert prompts, "the game waits for nobody a person plays"
        prompt = prompts[0]
        user = people[prompt.player]
        board = user.last_message(with_component="My options")
        if prompt.secret:
            secret_windows += 1
            assert "🔔" in user.dms()[-1].content
            assert_names_nobody(board.content, user, besides_public=True, standing=await standing_of(harness, table))
        mine = await user.click(board, "My options")
        assert_ok(mine)
        assert_private_to(mine, user)
        assert mine.ephemeral[0].content.startswith("The game waits for you:")
        assert_chit_buttons_say_which_and_what(options_of(mine))
        private += mine.messages
        action = engine.on_timeout(state, prompt.player, harness.clock.now())
        if prompt.secret:  # answered with the Pass button of the DM ping itself
            ping = user.dms()[-1]
            assert "Pass: no answer" in ping.button_labels(), ping.button_labels()
            result = await user.click(ping, "Pass: no answer")
            assert_private_to(result, user)
            assert [m.channel.id for m in result.posted] == [board.channel.id], "the table goes to the channel"
        else:
            result, way = await play_move(standin, user, table, action)
        assert_ok(result)
        if result.public or result.posted:
            posted = assert_move_posted(result, limit)
            if prompt.secret:
                assert_names_nobody(posted.content, user, besides_public=True,
                                    standing=await standing_of(harness, table))
        else:  # a private step of a simultaneous phase: said privately, the channel told on completion
            assert_private_to(result, user)
        assert (await service.store.table(table.id)).version > table.version, f"{result} changed nothing"
    raise AssertionError(f"turn {until_turn} did not begin within {max_moves} moves")


# --- deadlines in a secret window ---------------------------------------------------------------
