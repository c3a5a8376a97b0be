## Die Befehle über, vergiss-mich und vergiss-server (cogs/_privacy.py, docs/PRIVACY.md), nur für den Fragenden.

# $version: the bot's version, or about-not-installed
about-head = **Dicehall** { $version }: Brettspiele in den Kanälen deines Servers.
about-not-installed = (nicht installiert)
# $policy: a link to the privacy policy (an English page), or about-policy-with-source
about-policy = **Datenschutzerklärung** (auf Englisch): { $policy }. Kurz gesagt: deine Discord-ID, dein Name auf dem Server an jedem Tisch, deine Spiele, Züge, Ergebnisse und Wertungen und deine Einstellungen für Erinnerungen; nichts, was du anderswo schreibst (der Bot liest keine Nachrichten).
# $path: where the policy is in the bot's source
about-policy-with-source = { $path }, veröffentlicht mit dem Quellcode
about-delete = **Deine Daten löschen**: /spiel vergiss-mich entfernt dich aus jedem Spiel und jeder Bestenliste auf jedem Server. Für die Admins eines Servers: /spiel vergiss-server löscht alles von diesem Server.
# $url: the bot's source code
about-source = **Quellcode**: { $url }
about-source-none = **Quellcode**: vom Betreiber dieses Bots nicht veröffentlicht.
# $contact: how to reach the bot's operator, as they wrote it
about-operator = **Betreiber**: { $contact }
about-operator-none = **Betreiber**: Der Betreiber dieses Bots hat keinen Kontakt angegeben.

## Eine Person vergessen: gefragt, mit einem Knopf bestätigt, den nur sie drücken darf, erledigt.

# The name a forgotten person's seat gets at the tables of a server speaking this language, a number after it
# (stored as it is: the name stays if the server's language changes later)
forget-me-former = Ehemaliger Spieler
# $former: forget-me-former
forget-me-ask = Damit vergisst Dicehall dich auf **jedem Server**: deinen Namen und deine ID an jedem Tisch (dein Platz heißt dann „{ $former }“ und wird in laufenden Spielen von der KI gespielt), deine Wertungen, Ergebnisse und Einstellungen. Das lässt sich nicht rückgängig machen. Drück zur Bestätigung den Knopf.
forget-me-button = Vergiss mich
forget-me-not-yours = Dieser Knopf vergisst die Person, die danach gefragt hat, nicht dich: Nutze /spiel vergiss-mich.
# $games: the open games and lobbies the person sat at
forget-me-done = Erledigt: Dicehall hat dich vergessen ({ $games ->
        [0] kein offenes Spiel und keine Lobby weiterzugeben
        [one] ein offenes Spiel oder eine Lobby weitergegeben
       *[other] { $games } offene Spiele und Lobbys weitergegeben
    }). Wenn du wieder spielst, fängst du von vorn an.

## Die Daten eines Servers löschen: gefragt von jemandem, der den Server verwalten darf, mit einem Knopf bestätigt, erledigt.

forget-server-ask = Damit löscht Dicehall **alles**, was es von diesem Server speichert: alle Spiele (laufende enden jetzt), ihren Verlauf, die Bestenlisten und die Einstellungen der Kanäle. Das lässt sich nicht rückgängig machen. Drück zur Bestätigung den Knopf.
forget-server-button = Daten dieses Servers löschen
forget-server-refused = Nur wer diesen Server verwalten darf, kann seine Daten löschen (Berechtigung „Server verwalten“).
forget-server-not-yours = Nur wer diesen Server verwalten darf, kann seine Daten löschen.
# $games: the games and lobbies deleted
forget-server-done = Erledigt: Alles, was Dicehall von diesem Server gespeichert hat, ist gelöscht ({ $games } { $games ->
        [one] Spiel
       *[other] Spiele
    }).
