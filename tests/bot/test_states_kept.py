"""The service keeps the states of the latest saved tables, read once from their JSON and shared by every
reader of that version (TableService.engine_and_state, bot/kept.py): nothing may change a kept state. Whole
games of every game, a person against AI seats, with each move's answer and the sender's post read as the
cogs read them; after every move each kept state is still what its saved JSON says."""

import random

import pytest

from bot.kept import STATES_KEPT, Recent
from bot.service import TableService
from bot.store.sqlite import SqliteStore
from engines import registry
from engines.base import Engine

MOVES = 120


@pytest.mark.parametrize("game", registry.names())
async def test_no_reader_changes_a_kept_state(service, game):
    engine = registry.get(game)
    await service.new_table("g", "c", game, "u1", "Ada")
    for _ in range(engine.min_players - 1):
        await service.add_ai("c", "u1")
    move = await service.start("c", "u1", seed=7)
    rand = random.Random(game)
    for _ in range(MOVES):
        table = move.table
        await service.snapshot(table, [], draw=False)  # the move's answer, then the sender's post
        service.awaiting(table)
        service.outcome(table)
        for _, (saved, state) in service.kept.states.items():
            assert state == engine.load_state(saved), "a kept state was changed after it was kept"
        if table.status != "playing":
            break
        _, state = service.engine_and_state(table)
        if engine.prompt_of(state, "Ada") is None:
            break
        action = rand.choice(engine.legal_actions(state, "Ada"))
        move = await service.act("c", "u1", action.do, action.args())
    assert service.kept.states.items(), "nothing was kept"


def test_what_is_kept_lets_the_least_recently_used_go_first():
    recent = Recent(2)
    recent.put("a", 1)
    recent.put("b", 2)
    assert recent.get("a") == 1  # a used again: b is now the oldest
    recent.put("c", 3)
    assert [key for key, _ in recent.items()] == ["a", "c"] and recent.get("b") is None


TABLES = STATES_KEPT + 8
"""More tables than states kept: by a table's next move its state was let go, and the move parses its own."""


async def people_playing_in_turn(service, play_in_place: bool, fresh: bool = False) -> tuple[list[str], int]:
    """Two people at each of TABLES Würfelhelden tables, four rounds of moves made table after table, each a
    random legal one: the saved states at the end, and how many times a state was copied to play on. `fresh`:
    each move as by a process just started, which kept nothing."""
    copies = 0
    original = Engine.copy_state

    def counted(state):
        nonlocal copies
        copies += 1
        return original(state)

    if not play_in_place:
        before_step = service.kept.before_step
        service.kept.before_step = lambda table, engine, state, own=False: before_step(table, engine, state, False)
    rand = random.Random(3)
    engine = registry.get("wurfelhelden")
    for n in range(TABLES):
        await service.new_table("g", f"c{n}", "wurfelhelden", f"a{n}", "Ada")
        await service.join(f"c{n}", f"b{n}", "Bo")
        await service.start(f"c{n}", f"a{n}", seed=n)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Engine, "copy_state", staticmethod(counted))
        for _ in range(4):
            for n in range(TABLES):
                table = await service.store.latest_table(f"c{n}")
                if table.status != "playing":
                    continue
                state = engine.load_state(table.state)  # as a player sees it, not through the service's keeping
                player = engine.awaiting(state)[0].player
                action = rand.choice(engine.legal_actions(state, player))
                if fresh:
                    service.forget_remembered()
                await service.act(f"c{n}", table.seat_named(player).user_id, action.do, action.args())
    return [(await service.store.latest_table(f"c{n}")).state for n in range(TABLES)], copies


async def test_a_move_plays_on_a_state_parsed_for_it_alone_and_saves_what_a_copy_would(store, clock):
    """A person's move whose table's state was let go parses one of its own, which nobody else holds, and
    plays on it instead of a copy (Kept.before_step) where the public view before it is known by its
    fingerprint: the games saved are exactly those played on copies."""
    in_place, copied_in_place = await people_playing_in_turn(TableService(store, clock), True)
    other = SqliteStore(":memory:")
    await other.open()
    on_copies, copied = await people_playing_in_turn(TableService(other, clock), False)
    await other.close()
    assert in_place == on_copies
    assert copied >= 3 * TABLES and copied_in_place <= copied - 2 * TABLES, (copied_in_place, copied)


async def test_a_process_just_started_plays_a_persons_move_on_its_own_state(store, clock):
    """A process that kept nothing of a table (just started, or one of many) knows the public table before a
    person's move by the fingerprint the move before it saved (Table.public_fingerprint): it plays on the
    state it parsed, with no copy, and saves what a copy would."""
    fresh, copied_fresh = await people_playing_in_turn(TableService(store, clock), True, fresh=True)
    other = SqliteStore(":memory:")
    await other.open()
    on_copies, copied = await people_playing_in_turn(TableService(other, clock), False, fresh=True)
    await other.close()
    assert fresh == on_copies
    assert copied >= 3 * TABLES and copied_fresh <= copied - 2 * TABLES, (copied_fresh, copied)


async def test_a_state_renamed_in_another_process_is_read_again(store, clock):
    """Forgetting a person renames them in the saved state first, without a new version (bot/privacy.py: the
    step that hands their seat on follows), perhaps in another process: this one's kept state of that version,
    with the old name in it, is not what a reader gets meanwhile."""
    here = TableService(store, clock)
    await here.new_table("g", "c", "wurfelhelden", "u1", "Ada")
    await here.join("c", "u2", "Борис")
    await here.start("c", "u1", seed=3)
    table = await here.table("c")
    _, kept = here.engine_and_state(table)
    assert "Борис" in kept.model_dump_json()
    await store.forget_user("u2")  # what another process's forget_person does first
    renamed = await here.table("c")
    assert renamed.version == table.version, "forgetting makes no new version (else this test proves nothing)"
    _, state = here.engine_and_state(renamed)
    assert "Борис" not in state.model_dump_json()


async def test_a_persons_move_after_the_ais_plays_on_its_own_state(service):
    """The AI's last step before a person's move saves its view's fingerprint too (bot/steps.a_person_awaited):
    Ada's every move, made as by a process just started, plays on the state it parsed, the first of her turn
    (after the AI's) as well as the rest."""
    plays, original = [], Engine.apply_in_place

    def counted(self, state, player, action, now):
        plays.append(player)
        return original(self, state, player, action, now)

    engine = registry.get("wurfelhelden")
    await service.new_table("g", "c", "wurfelhelden", "u1", "Ada")
    await service.add_ai("c", "u1")
    await service.start("c", "u1", seed=2)
    rand, moves, after_the_ai = random.Random(5), 0, 0
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Engine, "apply_in_place", counted)
        while moves < 30:
            table = await service.store.active_table("c")
            state = engine.load_state(table.state)
            if table.status != "playing" or engine.prompt_of(state, "Ada") is None:
                break
            after_the_ai += state.roll_no == 0
            action = rand.choice(engine.legal_actions(state, "Ada"))
            service.forget_remembered()
            await service.act("c", "u1", action.do, action.args())
            moves += 1
    assert after_the_ai >= 3, "too few of Ada's turns began after the AI's (else this test proves nothing)"
    assert plays == ["Ada"] * moves


async def test_the_moves_kept_of_a_table_renamed_in_another_process_are_not_offered(store, clock):
    """The moves a table's controls offer are kept by its version and its seats' names (Kept.offered): forgetting a
    person in another process renames their seat without a new version, and the moves with the old name are not
    what a click finds."""
    here = TableService(store, clock)
    await here.new_table("g", "c", "wurfelhelden", "u1", "Ada")
    await here.join("c", "u2", "Борис")
    await here.start("c", "u1", seed=3)
    table = await here.table("c")
    here.kept.keep_offered(table, {("target", "k"): {"player": "Борис"}})
    assert here.kept.offered(table) == {("target", "k"): {"player": "Борис"}}
    await store.forget_user("u2")
    renamed = await here.table("c")
    assert renamed.version == table.version, "forgetting makes no new version (else this test proves nothing)"
    assert here.kept.offered(renamed) is None
