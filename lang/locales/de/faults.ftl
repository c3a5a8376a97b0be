## A real fault of the bot (cogs/_bot.py), told privately in the asker's language.

bot-fault = Bei uns ist bei diesem Befehl etwas schiefgelaufen. Falls es ein Zug war, sieh dir den Tisch an (/spiel stand), bevor du es noch einmal versuchst: Er wurde vielleicht schon gespielt.
