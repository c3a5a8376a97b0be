## A real fault of the bot in a slash command, or in a button's or menu's work (plumbing/faults.py), told
## privately in the asker's language (a move's fault says whether it was played: table-not-played).

bot-fault = Something went wrong on our side with that command. If it was a move, look at the table (/game status) before trying again: it may have been played.
bot-fault-control = Something went wrong on our side with that button or menu. Look before you try it again: it may have been done.

## The store refusing a write (bot/store/base.py's CannotSave): a full or failing disk, a read-only database, a
## lost connection. Told privately in the asker's language; nothing was played or changed.

bot-cannot-save = I can't save games right now: the bot's storage is full or failing, so nothing was played or changed. Its operator can see this; please try again later.

## A command the bot answered with "thinking…" and then restarted before finishing (plumbing/thinking.py):
## told privately, in place of "thinking…", by the bot's next process. It cannot know what was done.

bot-restarted-thinking = The bot restarted before it could finish this. If the channel doesn't show what you asked for, please ask again.
