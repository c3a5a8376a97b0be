"""The guide for a first game (issue 38): every game has one, each section names a stage the game really has,
and a player who asked is told each stage once, with the table."""

import random
from datetime import UTC, datetime

from bot.clock import FakeClock
from bot.guide import guide_of, set_guide, stage_of
from bot.service import TableService
from engines import registry

GAMES = ["dicethrone", "throneworld", "throwdown", "thrown", "wurfelhelden"]


def test_every_game_has_a_guide_whose_stages_its_players_meet():
    now = datetime(2026, 1, 1, tzinfo=UTC)
    for game in GAMES:
        engine = registry.get(game)
        guide = guide_of(game)
        met: set[str] = set()
        for seed in range(3):
            state = engine.new_game([f"p{i}" for i in range(engine.max_players)], {}, seed)
            rand = random.Random(seed)
            for _ in range(1500):
                if engine.outcome(state) is not None:
                    break
                prompts = engine.awaiting(state)
                met |= {stage_of(state, p) for p in prompts}
                player = rand.choice(prompts).player
                state = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), now).state
        assert guide and set(guide) <= met | {"reaction", "choose_target", "discard", "event", "followup", "pick",
                                                "victory", "order"}, (game, set(guide) - met)
        assert met - {"over"} <= set(guide) | {"turn_start", "upkeep", "resolve"}, (game, met - set(guide))


async def test_a_guided_player_hears_each_stage_once_with_the_table(store):
    service = TableService(store, FakeClock())
    await set_guide(store, "ann", "wurfelhelden", True)
    await service.new_table("g", "c", "wurfelhelden", "ann", "ann")
    await service.add_ai("c", "ann")
    await service.start("c", "ann", seed=2)
    explained = []
    for _ in range(6):
        table = await service.table("c")
        for dest in await store.outbox_dests():
            while batch := await store.next_batch(dest, lambda pending: 1):
                explained += [line for n in batch for line in n.payload.get("guide", [])]
                await store.finish_outbox([n.id for n in batch], "delivered")
        player = service.awaiting(table)[0].player
        engine, state = service.engine_and_state(table)
        await service.act("c", "ann", engine.legal_actions(state, player)[0].do)
    assert [(line["user_id"], line["stage"]) for line in explained] == [("ann", "turn")]
    assert (await store.prefs("ann")).guides == {"wurfelhelden": ["turn"]}
