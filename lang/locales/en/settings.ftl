## /game settings language: which language the server's public posts are in (cogs/_language.py).

language-name = { $language ->
        [de] German
       *[en] English
    }
settings-language-auto = Public posts: in { language-name }, the server's Discord language (/game settings language: chooses one).
settings-language-set = Public posts: in { language-name } (chosen with /game settings language:; auto follows the server's Discord language).
settings-language-refused = Choosing the server's language needs the Manage Server permission.

## /game settings: this channel's timers (cogs/game.py), in the asker's language.

settings-timers = Turn timer: { $turn }. Reaction window: { $reaction }. Reminders: { $quiet ->
        [yes] off (quiet)
       *[no] at half time and shortly before the deadline
    }.

## A timer typed as no duration (bot/clock.py); $text: what was typed, at most 40 characters.

settings-duration-unread = '{ $text }' is not a duration: write it like 13h, 90m, 2d or 1h30m.
settings-duration-too-long = '{ $text }' is longer than any timer here: at most { $longest }.
