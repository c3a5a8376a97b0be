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


def test_a_commands_texts_and_log_lines_are_not_sentences_but_a_message_is():
    """A slash command's description, options and choices are the translator's (plumbing/translator.py); what goes to
    the log is the operator's; what is sent is a player's."""
    source = ('@app_commands.command(description="Roll the dice now")\n'
              '@app_commands.describe(dice="how many to roll")\n'
              '@app_commands.choices(colour=[app_commands.Choice(name="sky blue", value="blue")])\n'
              'async def roll(interaction):\n'
              '    log.log(20, "Rolled for %s at last", interaction)\n'
              '    await interaction.response.send_message("You rolled a six.")\n'
              'class Moves(app_commands.Group, name="moves", description="Dice Throne moves"):\n    pass\n')
    assert sentences_in_code(source) == ["You rolled a six."]
