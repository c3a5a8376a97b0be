## A real fault of the bot (cogs/_bot.py), told privately in the asker's language.

bot-fault = Something went wrong on our side with that command. If it was a move, look at the table (/game status) before trying again: it may have been played.
