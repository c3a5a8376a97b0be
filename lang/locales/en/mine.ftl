## /game mine (every game of yours on this server) and /game reminders, answered to the asker alone
## (cogs/_mine.py). $title is a game's title, $where a link to its latest message, $what what the game
## asks of the reader (still English: it comes from the game's rules), $when a Discord timestamp.

mine-lobby = • **{ $title }** lobby in { $where }: not started yet ({ $seated } seated).
mine-yours = • **{ $title }** in { $where } waits for **you**: { $what }.
mine-yours-until = • **{ $title }** in { $where } waits for **you**: { $what }. Time runs out { $when }.
mine-others = • **{ $title }** in { $where } waits for { $others }.
mine-others-unnamed = • **{ $title }** in { $where } waits for the other players.
mine-none = You have no game or lobby on this server. Open one with /game new.
mine-head = **Your games on this server** — { $awaiting ->
        [0] none is waiting for you
       *[other] { $awaiting } waiting for you
    }

reminders-dm-open = ✅ Dicehall can send you direct messages: your reminders will come here.
reminders-dm-closed = I can't send you direct messages: your DMs from this server are closed, so nothing changed. Allow direct messages from server members (the server's Privacy Settings), then ask again.
reminders-digest = Your reminders: one direct message a day lists the games awaiting you (none when nothing does); no reminder per game, except when a reaction window asks you.
reminders-dm = Your reminders: in the channel and by direct message.
reminders-channel = Your reminders: in the channel only.
