## The lobby's refusals (bot/lobby.py): seats, starting, abandoning and rematches.

lobby-already-seated = Du sitzt schon an diesem Tisch.
lobby-add-ai-not-seated = Nur wer an diesem Tisch sitzt, kann einen KI-Platz hinzufügen.
lobby-not-seated = Du sitzt nicht an diesem Tisch.
lobby-creator-cannot-leave = Du hast diesen Tisch eröffnet und kannst ihn deshalb nicht verlassen: schließe ihn mit /spiel abbrechen.
lobby-abandon-not-allowed = Nur wer den Tisch eröffnet hat oder diesen Kanal verwalten darf, kann das Spiel abbrechen.
lobby-already-started = Dieses Spiel hat schon begonnen.
lobby-channel-busy = In diesem Kanal gibt es schon ein Spiel. Spielt es zu Ende oder brecht es zuerst ab.
lobby-start-not-creator = Nur wer den Tisch eröffnet hat, kann das Spiel starten.
lobby-too-few = { $title } braucht mindestens { $least } Spieler: { $missing ->
        [one] eine weitere Person kann
       *[other] { $missing } weitere können
    } mit /spiel beitreten beitreten oder mit /spiel ki hinzugefügt werden.
lobby-seats-closed = Dieses Spiel hat schon begonnen: Plätze ändern sich nur in der Lobby.
lobby-full = Der Tisch ist voll: { $title } hat höchstens { $most } Plätze.
lobby-rematch-unfinished = Nur ein beendetes Spiel kann noch einmal gespielt werden.
lobby-rematch-not-player = Nur wer in diesem Spiel mitgespielt hat, kann eine Revanche fordern: eröffne ein neues Spiel mit /spiel neu.

## The new command's options (cogs/game.py reads them as typed; engines/base.py's parse_options, inside
## table.ftl's move-bad-options, an option the game has not). $typed: what was typed; $options: the game's
## options as typed.

lobby-options-json = Die Optionen sehen nach JSON aus, lassen sich aber nicht lesen; prüf die Klammern und Anführungszeichen.
lobby-options-name-value = „{ $typed }“ ist keine Option: Schreib Optionen als name=wert, z. B. advanced=true.
lobby-option-unknown = { $option } ist keine Option dieses Spiels ({ $options })
lobby-option-none = { $option }: Dieses Spiel hat keine Optionen

## The lobby post (cogs/game.py): public, in the channel's language.

lobby-post = **{ $title }** — Lobby ({ $seated }/{ $most } Plätze, ab { $least } Spielern; Optionen: { $options })
    { $seats }
    { $place }Tritt mit dem Button oder /spiel beitreten bei; wer den Tisch eröffnet hat, startet mit /spiel starten. Ohne Start schließt diese Lobby { $closes }.
lobby-options-standard = Standard
# a lobby's option switched on or off (advanced: an)
lobby-option-on = an
lobby-option-off = aus
lobby-seat = { $number }. { $player }
lobby-seat-ai = { $number }. { $player } (KI)
lobby-button-join = Beitreten
lobby-button-leave = Verlassen
lobby-button-addbot = KI-Platz hinzufügen
# the name of an AI player, before its number ("KI 1"): kept as its seat's name once given
lobby-ai-seat = KI
lobby-button-start = Starten
lobby-button-rematch = Revanche
lobby-started = **{ $title }** — das Spiel dieser Lobby hat mit { $count } Spielern begonnen:
    { $seats }{ $where }
lobby-played-here = Gespielt in diesem Kanal: { $why }.
lobby-played-in = Gespielt in <#{ $channel }>.
lobby-rematch = { $who } will eine Revanche: alle sitzen wieder am Tisch (verlassen mit /spiel verlassen).

## the back command and the abandon command (cogs/game.py): public.

game-back = { $who } ist zurück und spielt den eigenen Platz wieder selbst.
game-abandoned = Das { $title }-Spiel in diesem Kanal wurde abgebrochen. Es wird nicht gewertet.
