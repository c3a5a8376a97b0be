"""The action and event chits as data: counts from GAMES.md."""

from collections import Counter

from engines.throneworld.chits import ACTION_CHITS, EVENT_CHITS, chits_with
from lang import ENGLISH, words


def test_fifty_action_chits_with_the_counts_of_the_manifest():
    assert len(ACTION_CHITS) == 50
    kinds = Counter((c.kind, c.value) for c in ACTION_CHITS.values())
    assert kinds[("artifact", 0)] == 12
    assert [kinds[("boom", v)] for v in (3, 4, 5, 6)] == [3, 3, 3, 3]
    assert kinds[("hwreturn_jam", 0)] == kinds[("hwreturn_intercept", 0)] == kinds[("jam_intercept", 0)] == 6
    assert kinds[("sabotage", 3)] == kinds[("sabotage", 4)] == 4
    # each of HW Return, Jam and Intercept appears on twelve chits, two per chit
    assert len(chits_with("jam")) == len(chits_with("intercept")) == len(chits_with("hwreturn")) == 12


def test_twenty_two_event_chits_with_first_and_last_split_evenly():
    assert len(EVENT_CHITS) == 22
    kinds = Counter(c.kind for c in EVENT_CHITS.values())
    assert kinds == {"imperial_attack": 4, "imperial_sabotage": 4, "production_advance": 6,
                     "production_delay": 3, "rebels": 2, "scientific_advance": 3}
    attacks = [(c.value, c.chooser) for c in EVENT_CHITS.values() if c.kind == "imperial_attack"]
    assert sorted(attacks) == [(0, "first"), (0, "last"), (1, "first"), (1, "last")]
    sabotages = [(c.value, c.chooser) for c in EVENT_CHITS.values() if c.kind == "imperial_sabotage"]
    assert sorted(sabotages) == [(2, "first"), (2, "last"), (3, "first"), (3, "last")]
    for chit in EVENT_CHITS.values():
        named = chit.kind in ("imperial_attack", "imperial_sabotage", "rebels")
        assert (chit.chooser is not None) == named


def test_chit_names_read_well():
    for language, names in (("en", {"Artifact", "Economic Boom 3", "Jam / Intercept", "Sabotage 4"}),
                            ("de", {"Artefakt", "Wirtschaftsboom 3", "Stören / Abfangen", "Sabotage 4"})):
        assert {words(language).say(c.title) for c in ACTION_CHITS.values()} >= names
    assert "Imperial Attack +1 (LAST)" in {ENGLISH.say(c.title) for c in EVENT_CHITS.values()}
    assert "Imperialer Angriff +1 (LETZTER)" in {words("de").say(c.title) for c in EVENT_CHITS.values()}
