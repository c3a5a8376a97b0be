## What one person may make the bot do (bot/limits.py): refusals in the asker's language.

# $seconds: the wait, at least 1
limits-too-fast = Du bist zu schnell: Versuch es in { $seconds ->
        [one] einer Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
# $limit: the open lobbies one person may have on a server (LOBBIES_PER_USER)
limits-too-many-lobbies = Du hast auf diesem Server schon { $limit ->
        [one] eine offene Lobby
       *[other] { $limit } offene Lobbys
    }: Starte oder schließe { $limit ->
        [one] sie
       *[other] eine davon
    } (/spiel abbrechen in ihrem Kanal), bevor du eine weitere eröffnest.
