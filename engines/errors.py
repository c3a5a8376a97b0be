"""Errors a player can cause. Every message is meant for the player who caused it: a Said (engines/said.py)
the bot makes a sentence in that player's language, or (until its module is converted) an English sentence."""

from engines.said import Said, Text


class DicehallError(Exception):
    """Base of every refusal that is shown to a player (never a stack trace)."""

    def __init__(self, message: Text):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        if isinstance(self.message, Said):  # for a log or a developer; a player reads it through lang
            return f"{self.message.id} {dict(self.message.values)}"
        return self.message


class IllegalAction(DicehallError):
    """The move breaks a rule of the game."""


class NotYourTurn(IllegalAction):
    """The player is seated but the game is not waiting for them."""


class WrongPhase(IllegalAction):
    """The move exists, but not at this point of the turn."""


class BadArguments(IllegalAction):
    """The move was named or filled in wrongly (unknown command, missing or malformed option)."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""


class SavedStateUnreadable(DicehallError):
    """A saved game cannot be read by this version of the bot (saved by a newer one, or damaged)."""


class OptionRefused(ValueError):
    """A game's options model refuses a value (raised in its pydantic validator, which wraps a ValueError and
    keeps it): the Said the lobby's asker reads, naming the option and what it takes. Engine.parse_options says
    it from the catalogs; its str is only the message id, for a log."""

    def __init__(self, message: Said):
        super().__init__(message.id)
        self.said = message
