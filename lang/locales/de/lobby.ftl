## The lobby's refusals (bot/lobby.py): seats, starting, abandoning and rematches.

lobby-already-seated = Du sitzt schon an diesem Tisch.
lobby-add-ai-not-seated = Nur wer an diesem Tisch sitzt, kann einen KI-Platz hinzufügen.
lobby-not-seated = Du sitzt nicht an diesem Tisch.
lobby-creator-cannot-leave = Du hast diesen Tisch eröffnet und kannst ihn deshalb nicht verlassen: schließe ihn mit /game abandon.
lobby-abandon-not-allowed = Nur wer den Tisch eröffnet hat oder diesen Kanal verwalten darf, kann das Spiel abbrechen.
lobby-already-started = Dieses Spiel hat schon begonnen.
lobby-start-not-creator = Nur wer den Tisch eröffnet hat, kann das Spiel starten.
lobby-too-few = { $title } braucht mindestens { $least } Spieler: { $missing ->
        [one] eine weitere Person kann
       *[other] { $missing } weitere können
    } mit /game join beitreten oder mit /game addbot hinzugefügt werden.
lobby-seats-closed = Dieses Spiel hat schon begonnen: Plätze ändern sich nur in der Lobby.
lobby-full = Der Tisch ist voll: { $title } hat höchstens { $most } Plätze.
lobby-rematch-unfinished = Nur ein beendetes Spiel kann noch einmal gespielt werden.
lobby-rematch-not-player = Nur wer in diesem Spiel mitgespielt hat, kann eine Revanche fordern: eröffne ein neues Spiel mit /game new.
