"""Hostile input at every edge (issue 39): every slash command option of every synced command, every
autocomplete, and every kind of component custom_id, sent through the stand-in with huge and negative
numbers, 6,000 characters, invisible and right-to-left text, mentions, markdown, wrong JSON types and tables
that do not exist. Each answer is a sentence only the sender sees and changes nothing, or a move the rules
allow; never "Something went wrong", never an unanswered interaction, never a ping, never a refused message.
"Something went wrong" is kept for real faults: a planted one gets it, privately."""

from __future__ import annotations

from typing import Any

from engines import registry
from standin import Interaction, StandIn, User
from tests.e2e.play import BUG_SENTENCE, assert_private_to, is_quiet
from tests.names import HOSTILE_NAMES

STRING, INTEGER, BOOLEAN, USER, NUMBER = 3, 4, 5, 6, 10
SUBCOMMAND, GROUP = 1, 2
LIMIT = 2 ** 53
"""Discord's whole numbers run from -2^53 to 2^53."""
HOSTILE_TEXT = [
    *HOSTILE_NAMES,
    "x" * 6000,
    "9" * 5990,
    "-99999999999999999999",
    "\u202eevil\u202c",
    "<@&1234> <#1234> @here",
    "[1, 2]",
    '{"dice": "all"}',
    "null",
    " ",
]
GAMES = [name for name in registry.names() if name != "dicerace"]


def hostile_values(param: dict[str, Any]) -> list[Any]:
    """What a Discord client lets a person send for this option: anything within its type and bounds."""
    if param.get("choices"):
        return []  # the client offers only the choices
    kind = param["type"]
    if kind == STRING:
        longest = min(param.get("max_length", 6000), 6000)
        return [text[:longest] for text in HOSTILE_TEXT if len(text[:longest]) >= param.get("min_length", 0)]
    if kind in (INTEGER, NUMBER):
        low, high = param.get("min_value", -LIMIT), param.get("max_value", LIMIT)
        values = {low, high, *(v for v in (0, -1, 1) if low <= v <= high)}
        return sorted(values) + ([0.5] if kind == NUMBER and low <= 0.5 <= high else [])
    return []


def benign(param: dict[str, Any], bystander: User) -> Any:
    """A plain value for a required option that is not the one under test."""
    if param.get("choices"):
        return param["choices"][0]["value"]
    return {STRING: "1", INTEGER: param.get("min_value", 1), NUMBER: param.get("min_value", 1), BOOLEAN: True,
            USER: bystander}.get(param["type"], "1")


def leaves(command: dict[str, Any], prefix: str = "") -> list[tuple[str, list[dict[str, Any]]]]:
    """(command path, its options) for every runnable command under `command`."""
    path = f"{prefix} {command['name']}".strip()
    subs = [o for o in command.get("options", []) if o["type"] in (SUBCOMMAND, GROUP)]
    if not subs:
        return [(path, command.get("options", []))]
    return [leaf for sub in subs for leaf in leaves(sub, path)]


class Fuzz:
    def __init__(self, standin: StandIn, harness) -> None:
        self.standin, self.harness = standin, harness
        self.tried = 0
        self.accepted = 0
        self.pressed: list[str] = []

    async def snapshot(self) -> list[tuple]:
        store = self.harness.store
        return [*await store._fetchall("SELECT id, version, status, seats FROM tables ORDER BY id"),
                *await store._fetchall("SELECT * FROM settings ORDER BY 1")]

    async def check(self, user: User, send, what: str) -> Interaction:
        """Send one hostile input; it is refused privately and changes nothing, or it is a move the rules allow
        (the channel is told)."""
        before = await self.snapshot()
        # Each input is judged on its own, not as the hundredth in a minute (the limits have tests of their own).
        await self.harness.store.in_transaction(lambda rows: rows.execute("DELETE FROM cooldowns"))
        result = await send()
        self.tried += 1
        assert not result.problems, f"{what}: {result.problems}"
        assert BUG_SENTENCE not in result.text, f"{what}: {result.text}"
        if result.public or result.posted or is_quiet(result):  # a move: a quiet or held one (Thrown's roll
            self.accepted += 1  # before the end of the turn) is answered to the player alone
        else:
            assert_private_to(result, user)
            assert await self.snapshot() == before, f"{what} was refused but changed the store"
        for message in self.standin.messages:
            assert not message.pings - {str(u.id) for u in self.standin.users.values()}, message
        return result


async def open_games(standin: StandIn, harness) -> dict[str, Any]:
    """A started game of each shipped game in a channel of its own, its host against AI seats; an open lobby
    (marta's, who may manage channels); a channel with no game. Each host fuzzes their own game's commands."""
    tables = {}
    for game in GAMES:
        standin.add_channel(f"fuzz-{game}")
        host = standin.user(f"{game}-host", f"fuzz-{game}")
        made = await host.slash("game new", game=game)
        assert made.public, made.text
        for _ in range(registry.get(game).min_players - 1):
            await host.slash("game addbot")
        started = await host.slash("game start")
        assert not started.problems
        tables[game] = await harness.service.table(str(host.channel.id))
    standin.add_channel("fuzz-lobby")
    await standin.user("marta", "fuzz-lobby", manage_channels=True).slash("game new", game="dicethrone")
    standin.add_channel("fuzz-empty")
    return tables


async def test_every_command_option_and_component_refuses_hostile_input_with_a_sentence(harness, standin,
                                                                                       record_property):
    tables = await open_games(standin, harness)
    bystander = standin.user("bystander")
    fuzz = Fuzz(standin, harness)
    commands = [c for key in standin.commands for c in standin.commands[key]]
    covered: set[str] = set()
    for command in commands:
        for path, params in leaves(command):
            group = path.split()[0]
            user = (standin.user(f"{group}-host", f"fuzz-{group}") if group in GAMES else
                    standin.user("marta").at("fuzz-empty" if path == "game new" else "fuzz-lobby"))
            for param in params:
                others = {p["name"]: benign(p, bystander) for p in params if p.get("required") and p is not param}
                for value in hostile_values(param):
                    options = {**others, param["name"]: value}
                    result = await fuzz.check(user, lambda user=user, path=path, options=options:
                                              user.slash(path, **options), f"/{path} {param['name']}")
                    covered.add(path)
                    if path == "game new" and result.public:
                        await user.slash("game abandon")
                    if param.get("autocomplete") and param["type"] == STRING:
                        choices = await user.autocomplete(path, param["name"], **options)
                        assert len(choices) <= 25 and all(len(c["name"]) <= 100 for c in choices)
                        fuzz.tried += 1
    with_options = {path for c in commands for path, params in leaves(c) if any(hostile_values(p) for p in params)}
    assert covered == with_options

    # Components: custom_ids as an old or damaged message could carry them, pressed on a real table message.
    for game, table in tables.items():
        user = standin.user(f"{game}-host", f"fuzz-{game}")
        board = [m for m in standin.channel_messages(f"fuzz-{game}") if m.attachments][-1]
        table = await harness.service.table(table.channel_id)
        current = f"{table.id}:{table.version}"
        ids = [f"dh:{current}:roll:{args}" for args in (
            "[1,2]", '"roll"', "null", "{nope", '{"dice":"' + "x" * 70 + '"}', "#zzzzzzzz", "#", "7",
            '{"' + "\u200d" * 30 + '":1}')]
        ids += [f"dh:999999999:{table.version}:roll:{{}}", f"dh:{'9' * 40}:1:done:{{}}", f"dh:{table.id}:0:done:{{}}",
                f"dh:{table.id}:{'9' * 30}:done:{{}}", f"dho:{'9' * 25}", f"dho:{table.channel_id}",
                f"dhl:{table.channel_id}:join", f"dhl:{table.channel_id}:start", "dhl:123:addbot", "dhr:999999999",
                f"dhr:{table.id}", f"dhr:{'9' * 40}", "dhf:123456789012345678", f"dhf:{'9' * 20}",
                f"dhg:{standin.guild_id}", "dhg:123",  # (forgetting: the host is neither that person nor an admin)
                f"dhth:{table.id}", f"dhth:{'9' * 20}"]
        fuzz.pressed += ids
        for custom_id in ids:
            await fuzz.check(user, lambda user=user, board=board, custom_id=custom_id: user.press(board, custom_id),
                             f"press {custom_id}")
        for values in (["x" * 100], ["<@1234>"], ["-1", "99999999999999999999"], ["@everyone"]):
            selects = [f"dhs:{current}:roll:dice", f"dhs:{current}:sell:card", "dhs:999999999:1:throw:at",
                       f"dhs:{table.id}:0:roll:dice", f"dhs:{'9' * 40}:1:roll:dice",
                       f"dhm:{current}:jump:1", f"dhm:{current}:chit:2", f"dhm:{table.id}:0:jam:1",
                       f"dhm:{'9' * 40}:1:chit:1", f"dhm:{current}:roll:{'9' * 30}"]  # move menus: values are keys
            fuzz.pressed += selects
            for custom_id in selects:
                await fuzz.check(user, lambda user=user, board=board, custom_id=custom_id, values=values:
                                 user.press(board, custom_id, values), f"select {custom_id} {values}")
    kinds = harness.bot._connection._view_store._dynamic_items  # every component kind the bot registered
    assert all(any(pattern.fullmatch(custom_id) for custom_id in fuzz.pressed) for pattern in kinds), kinds
    print(f"hostile inputs tried: {fuzz.tried} ({fuzz.accepted} of them moves the rules allow)")
    record_property("hostile_inputs", fuzz.tried)
    assert fuzz.tried > 500


async def test_a_real_fault_is_the_only_way_to_something_went_wrong(harness, standin, errors, monkeypatch):
    """A planted bug in the service: the player hears one true private sentence, and the log has it."""
    marta, tom = standin.user("marta"), standin.user("tom")
    await marta.slash("game new", game="dicerace", options="target=100")
    await tom.slash("game join")
    await marta.slash("game start")

    async def broken(*args, **kwargs):
        raise RuntimeError("planted fault")

    monkeypatch.setattr(harness.service, "act", broken)
    result = await marta.slash("dicerace roll")
    assert_private_to(result, marta)
    assert BUG_SENTENCE in result.ephemeral_text and "not played" in result.ephemeral_text
    assert [r.exc_info[1].args for r in errors.take() if r.exc_info] == [("planted fault",)]
