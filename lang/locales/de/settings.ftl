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
