## A real fault of the bot (cogs/_bot.py), told privately in the asker's language.

bot-fault = Bei uns ist bei diesem Befehl etwas schiefgelaufen. Falls es ein Zug war, sieh dir den Tisch an (/spiel stand), bevor du es noch einmal versuchst: Er wurde vielleicht schon gespielt.

## The store refusing a write (bot/store/base.py's CannotSave): a full or failing disk, a read-only database, a
## lost connection. Told privately in the asker's language; nothing was played or changed.

bot-cannot-save = Ich kann gerade keine Spiele speichern: Der Speicher des Bots ist voll oder gestört, deshalb wurde nichts gespielt oder geändert. Wer den Bot betreibt, sieht das; versuch es bitte später noch einmal.
