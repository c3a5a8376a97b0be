## A real fault of the bot in a slash command, or in a button's or menu's work (plumbing/faults.py), told
## privately in the asker's language (a move's fault says whether it was played: table-not-played).

bot-fault = Bei uns ist bei diesem Befehl etwas schiefgelaufen. Falls es ein Zug war, sieh dir den Tisch an (/spiel stand), bevor du es noch einmal versuchst: Er wurde vielleicht schon gespielt.
bot-fault-control = Bei uns ist bei diesem Knopf oder Menü etwas schiefgelaufen. Sieh nach, bevor du es noch einmal versuchst: Vielleicht ist es schon passiert.

## The store refusing a write (bot/store/base.py's CannotSave): a full or failing disk, a read-only database, a
## lost connection. Told privately in the asker's language; nothing was played or changed.

bot-cannot-save = Ich kann gerade keine Spiele speichern: Der Speicher des Bots ist voll oder gestört, deshalb wurde nichts gespielt oder geändert. Wer den Bot betreibt, sieht das; versuch es bitte später noch einmal.

## A command the bot answered with "thinking…" and then restarted before finishing (plumbing/thinking.py):
## told privately, in place of "thinking…", by the bot's next process. It cannot know what was done.

bot-restarted-thinking = Der Bot wurde neu gestartet, bevor er das zu Ende bringen konnte. Wenn der Kanal nicht zeigt, worum du gebeten hast, versuch es bitte noch einmal.
