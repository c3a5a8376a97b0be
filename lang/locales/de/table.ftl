## Der Tisch im Kanal und die Antworten dazu (cogs/_common.py, cogs/_posts.py, cogs/_controls.py).

table-waiting = Wartet auf { $who }: { $what }.
table-waiting-together = Wartet auf { $count } Spieler ({ $who }): { $what }.
table-window-closes = {" "}Es schließt { $when }.
table-window-open = Ein Reaktionsfenster ist offen: Wer darauf antworten kann, wurde privat gefragt.{ $closes } Keine Direktnachricht? **Meine Optionen** sagt nur dir, ob du gefragt bist.
table-options-hint = Deine Möglichkeiten stehen unter **Meine Optionen**, wo nur du sie siehst.
table-options-button = Meine Optionen
table-scores = **Punkte** ({ $unit }): { $scores }
table-unit = { $unit ->
        [points] Punkte
        [health] Leben
        [gold] Gold
        [systems] Systeme
        [coins] Münzen
       *[other] { $unit }
    }
table-lines-left-out = … { $count ->
        [one] eine frühere Zeile
       *[other] { $count } frühere Zeilen
    } ausgelassen.
table-reports-left-out = ({ $count ->
        [one] Ein früherer Schlachtbericht ist
       *[other] { $count } frühere Schlachtberichte sind
    } nicht angehängt.)
table-starts = 🎲 **{ $title }** beginnt: { $players }

table-button-damaged = Dieser Knopf ließ sich nicht lesen (vielleicht stammt er von einer alten Version des Bots): Nutze /spiel stand für den aktuellen Tisch und seine Knöpfe.
table-button-gone = Dieser Zug wird dir nicht mehr angeboten: Nutze /spiel stand für den aktuellen Tisch.
table-noted = Notiert (nur du siehst das; der Kanal sieht noch nichts).
table-held = Notiert (nur du siehst das; der Kanal sieht es mit dem Tisch, der deinen Zug beendet).
table-standing-orders-set = Erledigt: Deine Daueraufträge sind gesetzt. Nur du kennst sie.
table-answer-in = Deine Antwort ist da; der Tisch im Kanal ist aktualisiert.
table-move-in = Dein Zug ist da; der neue Tisch steht im Kanal.
table-started-in = Das Spiel läuft; sein Tisch steht im Kanal.
table-not-played = Bei uns ist etwas schiefgegangen, und dein Zug wurde nicht gespielt: Du kannst ihn noch einmal versuchen.
table-played-then-failed = Dein Zug wurde gespielt, aber danach ist bei uns etwas schiefgegangen: Spiel ihn nicht noch einmal. Der Tisch wird ihn zeigen (/spiel stand zeigt den Tisch jetzt).
table-nothing-waits = Gerade wartet nichts auf dich: Du erfährst es, sobald etwas wartet.
table-waits-for-you = Das Spiel wartet auf dich: { $what }.
table-dms-closed = (Ich konnte dir keine Direktnachricht schicken: Deine Direktnachrichten von diesem Server sind geschlossen. Schau also unter **Meine Optionen**, wenn sich ein Reaktionsfenster öffnet, oder erlaube Direktnachrichten von Servermitgliedern in den Privatsphäre-Einstellungen des Servers.)

table-permission-view_channel = Kanal ansehen
table-permission-send_messages = Nachrichten senden
table-permission-send_messages_in_threads = Nachrichten in Threads senden
table-permission-attach_files = Dateien anhängen
table-permissions-channel = Kanal ansehen, Nachrichten senden, Dateien anhängen
table-permissions-thread = Kanal ansehen, Nachrichten in Threads senden, Dateien anhängen
table-cannot-post = Ich kann hier kein Spiel leiten: Mir { $count ->
        [one] fehlt die Berechtigung
       *[other] fehlen die Berechtigungen
    } { $missing } in diesem Kanal. Bitte eine Server-Administration, mir hier { $needed } zu geben, und versuch es dann noch einmal.
table-private-thread = Ich kann in diesem privaten Thread kein Spiel leiten: Ich bin kein Mitglied, also könnte ich den Tisch hier nicht posten. Füge mich hinzu, indem du mich ({ $me }) in diesem Thread erwähnst, und versuch es dann noch einmal.

table-timeout-secret = einen gefragten Spieler
table-timeout = ⌛ Die Zeit ist abgelaufen für { $who }, also hat der Bot einen Standardzug gemacht.
table-marked-away = { $who } ist als abwesend markiert, nachdem dreimal in Folge die Zeit abgelaufen ist: Die KI spielt den Platz, bis /spiel zurück genutzt wird.
table-reminder-link = {" "}Der Tisch: { $link }
table-reminder = ⏰ { $who }, das Spiel wartet auf dich: { $what }. Deine Zeit läuft { $when } ab.{ $table }
table-reminder-dm = ⏰ In { $channel } wartet das Spiel auf dich: { $what }. Deine Zeit läuft { $when } ab.{ $table }
table-ping-closes = {" "}bevor es { $when } schließt
table-ping = 🔔 In { $channel }: { $what }. Antworte{ $closes } hier oder mit **Meine Optionen** unter dem Tisch; nur du siehst deine Möglichkeiten.
table-last = ⏳ { $who }, alle anderen haben gewählt: Das Spiel wartet nur noch auf dich ({ $what }){ $where }.
table-digest-head = 📋 **Deine Spiele, die heute auf dich warten**
table-digest-closes = {" "}Deine Zeit läuft { $when } ab.
table-digest-game = • **{ $title }** in { $where }: { $what }.{ $closes }
table-digest-foot = (Ändere das mit /spiel erinnerungen übersicht:false.)

## Ablehnungen, die alle Spiele teilen (engines/base.py).

move-player-count = { $title } ist für { $least } bis { $most } Spieler, nicht für { $count }.
move-your-turn = dein Zug
move-game-over = Dieses Spiel ist vorbei: Es kann nichts mehr gespielt werden.
move-bad-options = Diese Spieloptionen passen nicht zu { $title }: { $problems }.
move-saved-newer = Dieses Spiel { $title } wurde von einer neueren Version des Bots gespeichert (Zustandsversion { $version }, diese liest bis { $current }); es lädt wieder, sobald diese Version läuft.
move-saved-older = Dieses Spiel { $title } wurde in Zustandsversion { $version } gespeichert, die diese Version des Bots nicht mehr lesen kann.
move-not-playing = Du spielst in diesem Spiel nicht mit.
move-not-your-move = Du bist nicht am Zug: Das Spiel wartet auf { $waiting }.
move-unknown-command = '{ $do }' ist kein Befehl von { $title }. Die Befehle sind: { $names }.
move-unreadable = '{ $do }' ließ sich nicht lesen: { $problems }.
move-then = { $first }; { $rest }
move-item = { $option } (Eintrag { $item })
move-missing = { $option } fehlt
move-not-an-option = { $option } ist keine Option von { $do }
move-whole-number = { $where } muss eine ganze Zahl sein, nicht '{ $typed }'
move-number = { $where } muss eine Zahl sein, nicht '{ $typed }'
move-true-false = { $where } muss true oder false sein, nicht '{ $typed }'
move-one-of = { $where } muss { $expected } sein, nicht '{ $typed }'
move-listed-values = einer der angebotenen Werte
move-either = { $some } oder { $last }
move-other = { $where }: { $problem }

## Ablehnungen des Tischdienstes (bot/service.py, bot/steps.py).

table-no-game = In diesem Kanal läuft kein Spiel. Starte eines mit /spiel neu.
table-start-new = { $ended } Starte ein neues mit /spiel neu.
table-ended-abandoned = Dieses Spiel { $title } ist vorbei: Es wurde abgebrochen.
table-ended = Dieses Spiel { $title } ist vorbei.
table-ended-won = Dieses Spiel ist vorbei: { $reason } Gewinner: { $winners }.
table-ended-winners = Dieses Spiel ist vorbei. Gewinner: { $winners }.
table-not-started-start = Das Spiel in diesem Kanal hat noch nicht begonnen: Wer es eröffnet hat, startet es mit /spiel starten.
table-not-started = Das Spiel in diesem Kanal hat noch nicht begonnen.
table-already-started = Dieses Spiel hat schon begonnen.
table-not-away = Du bist nicht als abwesend markiert: Du spielst deinen Platz schon selbst.
table-gone = Dieses Spiel gibt es nicht mehr.
table-away-refused = { $refused } Du bist als abwesend markiert, nachdem dreimal die Zeit abgelaufen ist, also spielt die KI deinen Platz: Mit /spiel zurück spielst du ihn wieder selbst.
table-settings-refused = Nur wer diesen Kanal verwalten darf, kann seine Spieleinstellungen ändern.
table-turn-timer-bounds = Die Zugzeit muss zwischen { $shortest } und { $longest } liegen.
table-reaction-window-bounds = Das Reaktionsfenster muss zwischen { $shortest } und { $longest } liegen.
table-not-seated = Du sitzt nicht in diesem Spiel. Mach beim nächsten mit /spiel beitreten mit.
table-changed = Der Tisch hat sich geändert, bevor dein Zug ankam: Hier ist der neue. Versuch es von ihm aus noch einmal.
table-days = { $count ->
        [one] einem Tag
       *[other] { $count } Tagen
    }
table-hours = { $count ->
        [one] einer Stunde
       *[other] { $count } Stunden
    }
table-minutes = { $count ->
        [one] einer Minute
       *[other] { $count } Minuten
    }
table-seconds = { $count ->
        [one] einer Sekunde
       *[other] { $count } Sekunden
    }
table-duration = { $first } { $second }
table-lobby-closed = ⌛ Die Lobby für { $title } hier ist geschlossen: Niemand hat sie innerhalb von { $duration } gestartet. Eröffne eine neue mit /spiel neu.
table-a-reaction-window = ein Reaktionsfenster

## Die Zugliste von /spiel verlauf (bot/replay.py).

replay-diverged = Dieses Spiel lässt sich nicht nachspielen: Sein Protokoll baut es nicht mehr nach (es wurde von einem Skript aufgebaut oder begann unter älteren Regeln).
replay-not-started = Dieses Spiel hat noch nicht begonnen: Es gibt nichts nachzuspielen.
replay-starts = Das Spiel beginnt.
replay-nothing = (nichts zu erzählen)
replay-move = { $who }: { $do }.
replay-someone = Ein Spieler: { $do }.
replay-ai-seat = { $name } (KI)
