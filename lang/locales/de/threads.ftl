## Where a lobby's game will be played (cogs/_threads.py): in the lobby's post, in the channel's language.

threads-moves-into-one = Beim Start zieht das Spiel in einen eigenen Thread unter dieser Nachricht um.
threads-played-here = Das Spiel wird in diesem Kanal gespielt: { $reason }.
# never shown: the lobby is in a thread or forum post already, or elsewhere
threads-nothing-to-say = -
threads-stays-server-setting = dieser Server spielt seine Spiele in ihren Kanälen (/spiel einstellungen threads)
threads-stays-here = es wurde mit hier:true eröffnet
# $missing: Discord's names of the permissions, as a server admin finds them in its settings
threads-stays-missing = mir { $count ->
        [one] fehlt die Berechtigung
       *[other] fehlen die Berechtigungen
    } { $missing } hier, also kann ich ihm keinen eigenen Thread geben (ein Server-Admin kann sie mir geben)
threads-stays-no-lobby = ich habe die Nachricht der Lobby nicht gefunden, um daraus seinen Thread zu machen
threads-stays-refused = Discord hat mir dafür keinen Thread gegeben
# Discord's names of the permissions, as a server admin finds them in its settings
threads-permission-create_public_threads = Öffentliche Threads erstellen
threads-permission-send_messages_in_threads = Nachrichten in Threads senden

## A game's thread locked or deleted (cogs/_threads.py rehome): the note in its channel that a new thread is made
## from, in the channel's language. $players: the seats' names listed.

threads-rehomed = 🧵 Der Thread des Spiels { $title } von { $players } wurde { $what ->
        [locked] gesperrt
       *[deleted] gelöscht
    }, also geht das Spiel hier in einem neuen Thread weiter.
