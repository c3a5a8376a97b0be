## /spiel einstellungen sprache: In welcher Sprache die öffentlichen Beiträge des Servers sind.

language-name = { $language ->
        [de] Deutsch
       *[en] Englisch
    }
settings-language-auto = Öffentliche Beiträge: auf { language-name }, der Discord-Sprache des Servers (/spiel einstellungen sprache: wählt eine).
settings-language-set = Öffentliche Beiträge: auf { language-name } (gewählt mit /spiel einstellungen sprache:; auto folgt der Discord-Sprache des Servers).
settings-language-refused = Die Sprache des Servers zu wählen braucht die Berechtigung „Server verwalten“.

## the settings command: this channel's timers (cogs/game.py), in the asker's language.

settings-timers = Zugzeit: { $turn }. Reaktionsfenster: { $reaction }. Erinnerungen: { $quiet ->
        [yes] aus (still)
       *[no] zur Halbzeit und kurz vor Fristende
    }.

## A timer typed as no duration (bot/clock.py); $text: what was typed, at most 40 characters. The units stay d, h, m, s. $longest: table.ftl's duration, in the dative ("30 Tagen").

settings-duration-unread = „{ $text }“ ist keine Dauer: schreib sie etwa als 13h, 90m, 2d oder 1h30m.
settings-duration-too-long = „{ $text }“ ist länger als jeder Timer hier: Das Maximum liegt bei { $longest }.
