"""A Dice Throne view lists every hero's abilities, each with its rules as a tree of Saids, which pydantic writes
and reads in Python: the event loop writes each view's JSON (its fingerprint, its picture's job) and a picture
worker reads it. An ability is written once and read once (engines/dicethrone/views.py), and the JSON stays
exactly what it was."""

import json

from engines import said
from engines.dicethrone import views as dicethrone_views
from engines.dicethrone.views import PublicView
from tests.engines.dicethrone.helpers import ENGINE, NOW


def _views_of_six_heroes() -> list[PublicView]:
    """Views along the start of a six-player game, with the active hero's abilities ready and not."""
    state = ENGINE.new_game([f"p{i}" for i in range(6)], {"mode": "3v3"}, 5, [6, 1, 1, 1, 1, 4, 5])
    views = [ENGINE.view(state, None)]
    for _ in range(12):
        prompt = ENGINE.awaiting(state)[0]
        state, _ = ENGINE.apply(state, prompt.player, ENGINE.legal_actions(state, prompt.player)[0], NOW)
        views.append(ENGINE.view(state, None))
    return views


def test_a_views_json_reads_back_equal_and_reads_each_ability_once(monkeypatch):
    views = _views_of_six_heroes()
    assert any(a.ready for v in views for h in v.heroes for a in h.abilities), "no ability was ever ready"
    texts = [v.model_dump_json() for v in views]
    assert [PublicView.model_validate_json(t) for t in texts] == views
    assert [json.loads(t) for t in texts] == [v.model_dump(mode="json") for v in views]

    read = 0
    made = said.said_from_json

    def counted(data):
        nonlocal read
        read += 1
        return made(data)

    monkeypatch.setattr(said, "said_from_json", counted)  # its own nested calls
    monkeypatch.setattr(dicethrone_views, "said_from_json", counted)
    again = PublicView.model_validate_json(texts[-1])
    assert again == views[-1]
    abilities = sum(len(h.abilities) for h in again.heroes)
    assert abilities >= 48
    # what is read again is the view's other words (the phase, the heroes' names and passives), not the abilities
    assert read < abilities, read


def test_an_ability_read_again_with_other_words_is_read_as_written():
    """An ability is reused only when its JSON is the one read before, not just its name and level."""
    view = _views_of_six_heroes()[0]
    PublicView.model_validate_json(view.model_dump_json())
    changed = json.loads(view.model_dump_json())
    ability = changed["heroes"][0]["abilities"][0]
    ability["text"] = {"said": "dt-fx-dmg", "values": {"count": 99}}
    read = PublicView.model_validate_json(json.dumps(changed))
    assert read.heroes[0].abilities[0].text == said.Said("dt-fx-dmg", {"count": 99})
    assert read.heroes[0].abilities[1] == view.heroes[0].abilities[1]
