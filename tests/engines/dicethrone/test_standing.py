"""The message under Dice Throne's table (issue 37): the picture, shrunk into Discord's box, draws health,
CP, statuses and the dice large; the text carries the scores, whose turn, and what the picture leaves
out (each hero's name and cards in hand, every status, the abilities the dice qualify for, the attack)."""

from cogs._common import table_text
from engines.dicethrone.standing import standing_lines
from lang import ENGLISH
from tests.engines.dicethrone.helpers import ENGINE, NOW


async def test_the_message_text_carries_the_scores_whose_turn_and_the_heroes(service):
    await service.new_table("g", "80", "dicethrone", "ann", "ann")
    await service.join("80", "bob", "bob")
    move = await service.start("80", "ann", seed=2)
    state = ENGINE.load_state(move.table.state)
    text = table_text(await service.snapshot(move.table, move.events, draw=False)).replace("**", "")
    view = ENGINE.view(state, None)
    assert f"Scores (health): {' · '.join(f'{p} {view.scores[p]}' for p in state.players)}" in text
    waiting = [line for line in text.splitlines() if line.startswith("Waiting for")]
    assert len(waiting) == 1 and view.active in waiting[0]
    for hero in view.heroes:
        who = f"{hero.player} ({ENGLISH.say(hero.hero_name)})"
        assert f"{who}: {hero.health} health, {hero.cp} CP, {hero.hand} cards" in text


def test_the_ready_abilities_and_the_attack_are_spelled_out():
    state = ENGINE.new_game(["a", "b"], {"heroes": ["barbarian", "moon_elf"]}, 1, [6, 1, 1, 1, 1, 4, 5])
    state, _ = ENGINE.apply(state, "a", ENGINE.parse_action("done"), NOW)
    state, _ = ENGINE.apply(state, "a", ENGINE.parse_action("roll"), NOW)
    view = ENGINE.view(state, None)
    ready = [a for h in view.heroes if h.player == "a" for a in h.abilities if a.ready]
    lines = [ENGLISH.say(line) for line in standing_lines(view)]
    assert ready and all(any(line.startswith(f"★ {ENGLISH.say(a.name)} ") and ENGLISH.say(a.text) in line
                             for line in lines) for a in ready)
    assert ENGINE.standing(view) == standing_lines(view)


def test_every_status_is_named_even_those_the_tile_has_no_room_for():
    state = ENGINE.new_game(["a", "b"], {"heroes": ["barbarian", "moon_elf"]}, 1)
    view = ENGINE.view(state, None)
    view.heroes[1].statuses = {"burn": 1, "poison": 2, "blind": 1, "entangle": 1, "stun": 1}
    line = next(line for line in map(ENGLISH.say, standing_lines(view)) if line.startswith(f"{view.heroes[1].player} "))
    assert line.endswith("; Blind, Burn, Entangle, Poison ×2, Stun")
