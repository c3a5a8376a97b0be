"""What a stranger on a phone could not tell from Dice Throne's table (issue 37's play-through,
docs/playthroughs/dicethrone.md): what "Burn" or "inflict Concussion" does, what the defence they were
asked to roll does, and card buttons Discord cut mid-word at 80 characters ("…8 dmg; infli")."""

from engines.dicethrone.actions import Play
from engines.dicethrone.data import CARDS, HEROES, card_name, status_text
from engines.dicethrone.describe import LABEL, fitted, move_label
from engines.dicethrone.standing import standing_lines
from lang import ENGLISH, words
from tests.engines.dicethrone.helpers import ENGINE, NOW


def english(lines):
    return [ENGLISH.say(line) for line in lines]


def test_the_statuses_in_play_and_those_a_ready_ability_inflicts_are_explained():
    state = ENGINE.new_game(["a", "b"], {"heroes": ["barbarian", "moon_elf"]}, 1)
    view = ENGINE.view(state, None)
    view.heroes[1].statuses = {"burn": 1}
    line = next(line for line in english(standing_lines(view)) if line.startswith("Statuses: "))
    assert f"Burn – {ENGLISH.say(status_text('burn'))}" in line
    view.heroes[1].statuses = {}
    assert not any(line.startswith("Statuses: ") for line in english(standing_lines(view)))


def test_the_defender_reads_what_their_defence_does():
    state = ENGINE.new_game(["a", "b"], {"heroes": ["barbarian", "pyromancer"]}, 1, [6, 1, 1, 1, 1, 4, 5])
    for _ in range(10):
        if state.phase == "defense":
            break
        prompt = ENGINE.awaiting(state)[0]
        legal = ENGINE.legal_actions(state, prompt.player)
        move = next((m for m in legal if m.do == "ability"), None) or next(
            (m for m in legal if m.do == "roll"), None) or next(m for m in legal if m.do == "done")
        state, _ = ENGINE.apply(state, prompt.player, move, NOW)
    assert state.phase == "defense"
    defence = next(line for line in english(ENGINE.standing(ENGINE.view(state, None))) if line.startswith("Defence: "))
    assert defence.startswith("Defence: b's Ember Ward I: roll 3: ") and "prevent" in defence


def test_card_buttons_fit_discord_and_are_cut_at_a_clause_not_mid_word():
    state = ENGINE.new_game(["a", "b"], {"heroes": ["barbarian", "pyromancer"]}, 1)
    for name in CARDS:
        for language in ("en", "de"):
            label = fitted(words(language).say(move_label(state, Play(card=f"{name}.1"))))
            assert len(label) <= LABEL, label
            if label.endswith("…"):
                assert label[-2].isalnum() or label[-2] in ")", label
        english_label = fitted(ENGLISH.say(move_label(state, Play(card=f"{name}.1"))))
        named = f"{ENGLISH.say(card_name(CARDS[name]))} · {CARDS[name]['cost']} CP"
        assert not english_label.startswith(f"{named}: Upgrade "), english_label
    assert fitted("x" * 50 + "; " + "y " * 40) == "x" * 50 + "…"  # after the clause
    assert fitted("x" * 20 + "; " + "yy " * 30) == "x" * 20 + "; " + "yy " * 18 + "yy…"  # else at a word
    assert fitted("short") == "short"


def test_while_rolling_to_attack_the_text_says_what_each_ability_needs():
    state = ENGINE.new_game(["a", "b"], {"heroes": ["pyromancer", "barbarian"]}, 1)
    state, _ = ENGINE.apply(state, state.active, ENGINE.parse_action("done"), NOW)
    assert state.phase == "offense"
    hero = ENGINE.view(state, None)
    active = next(h for h in hero.heroes if h.player == state.active)
    line = next(line for line in english(ENGINE.standing(ENGINE.view(state, None))) if "'s abilities need: " in line)
    for ability in active.abilities:
        if ability.kind in ("offense", "ultimate"):
            assert f"{ENGLISH.say(ability.name)}{' (ultimate)' if ability.kind == 'ultimate' else ''} " in line
    assert ("straight: numbers in a row" in line) == ("straight" in line.split("(straight")[0])


def test_a_reroll_card_says_whose_die_and_what_it_shows():
    state = ENGINE.new_game(["a", "b"], {"heroes": ["shadow_thief", "monk"]}, 1)
    state, _ = ENGINE.apply(state, state.active, ENGINE.parse_action("done"), NOW)
    state, _ = ENGINE.apply(state, state.active, ENGINE.parse_action("roll"), NOW)
    face = state.roll.dice[0]
    label = ENGLISH.say(move_label(state, Play(card="jinx.1", die=[1])))
    assert label.endswith(f": reroll {state.active}'s die 1 ({face} {HEROES[state.roll.hero]['faces'][face]})"), label


def test_the_private_defend_label_says_what_the_defence_does():
    from engines.dicethrone.actions import Defend

    state = ENGINE.new_game(["a", "b"], {"heroes": ["barbarian", "pyromancer"]}, 1, [6, 1, 1, 1, 1, 4, 5])
    while state.phase != "defense":
        prompt = ENGINE.awaiting(state)[0]
        legal = ENGINE.legal_actions(state, prompt.player)
        move = next((m for m in legal if m.do == "ability"), None) or next(
            (m for m in legal if m.do == "roll"), None) or next(m for m in legal if m.do == "done")
        state, _ = ENGINE.apply(state, prompt.player, move, NOW)
    label = fitted(ENGLISH.say(move_label(state, Defend(name="ember_ward"))))
    assert label.startswith("Defend: Ember Ward (roll 3: ") and len(label) <= LABEL, label
