"""The check that a converted module has no sentence of its own catches one planted (tests/words_check.py)."""

from tests.words_check import sentences_in_code


def test_a_refusal_sentence_counts_only_where_refusals_are_asked_for():
    source = 'def f():\n    raise IllegalAction("You cannot roll now.")\n'
    assert sentences_in_code(source) == []
    assert sentences_in_code(source, refusals=True) == ["You cannot roll now."]


def test_a_said_refusal_and_a_developers_error_are_not_sentences():
    source = ('def f():\n    raise IllegalAction(said("thrown-refuse-roll", dice=2))\n'
              'def g():\n    raise ValueError("a bad state for a developer")\n')
    assert sentences_in_code(source, refusals=True) == []
