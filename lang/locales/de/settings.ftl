## /spiel einstellungen sprache: In welcher Sprache die öffentlichen Beiträge des Servers sind.

language-name = { $language ->
        [de] Deutsch
       *[en] Englisch
    }
settings-language-auto = Öffentliche Beiträge: auf { language-name }, der Discord-Sprache des Servers (/spiel einstellungen sprache: wählt eine).
settings-language-set = Öffentliche Beiträge: auf { language-name } (gewählt mit /spiel einstellungen sprache:; auto folgt der Discord-Sprache des Servers).
settings-language-refused = Die Sprache des Servers zu wählen braucht die Berechtigung „Server verwalten“.
