## /spiel meine und /spiel erinnerungen (cogs/_mine.py), nur für den Fragenden.

mine-lobby = • **{ $title }**: Lobby in { $where }, noch nicht gestartet ({ $seated } { $seated ->
        [one] Platz
       *[other] Plätze
    } besetzt).
mine-yours = • **{ $title }** in { $where } wartet auf **dich**: { $what }.
mine-yours-until = • **{ $title }** in { $where } wartet auf **dich**: { $what }. Deine Zeit läuft { $when } ab.
mine-others = • **{ $title }** in { $where } wartet auf { $others }.
mine-others-unnamed = • **{ $title }** in { $where } wartet auf die anderen Spieler.
mine-none = Du hast auf diesem Server kein Spiel und keine Lobby. Eröffne eines mit /spiel neu.
mine-head = **Deine Spiele auf diesem Server** — { $awaiting ->
        [0] keines wartet auf dich
        [one] eines wartet auf dich
       *[other] { $awaiting } warten auf dich
    }

reminders-dm-open = ✅ Dicehall kann dir Direktnachrichten schicken: Deine Erinnerungen kommen hierher.
reminders-dm-closed = Ich kann dir keine Direktnachrichten schicken: Deine Direktnachrichten von diesem Server sind geschlossen, also hat sich nichts geändert. Erlaube Direktnachrichten von Servermitgliedern (in den Privatsphäre-Einstellungen des Servers) und frag dann noch einmal.
reminders-digest = Deine Erinnerungen: Einmal am Tag zählt eine Direktnachricht die Spiele auf, die auf dich warten (keine, wenn keines wartet); keine Erinnerung je Spiel, außer wenn dich ein Reaktionsfenster fragt.
reminders-dm = Deine Erinnerungen: im Kanal und per Direktnachricht.
reminders-channel = Deine Erinnerungen: nur im Kanal.
