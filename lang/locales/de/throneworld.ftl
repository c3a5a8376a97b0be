## Throneworld: Regeln und Steuerung (engines/throneworld/, cogs/throneworld.py): Erzählung, Ablehnungen,
## Aufforderungen, Stand und Knöpfe. Feldcodes (D7), Einheitencodes (2P 3F H), Zahlen und Namen sind Werte.

## Namen

tw-unit = { $count } { tw-unit-name }
# a unit's name; $count: how many it names (a plural where the language has one)
tw-unit-name = { $code ->
        [T] { $count ->
                [one] Erkundungstrupp
               *[other] Erkundungstrupps
            }
        [B] Blaster
        [P] { $count ->
                [one] Protektor
               *[other] Protektoren
            }
        [M] { $count ->
                [one] Mutterschiff
               *[other] Mutterschiffe
            }
        [F] Jäger
        [S] { $count ->
                [one] Schild
               *[other] Schilde
            }
        [C] Kommandobunker
        [A] Sturmtruppen
        [H] Schwere Infanterie
        [L] Leichte Infanterie
       *[D] Landungstruppen
    }
tw-units-nothing = nichts
tw-chit = { $kind ->
        [artifact] Artefakt
        [boom] Wirtschaftsboom { $value }
        [hwreturn_jam] Heimkehr / Stören
        [hwreturn_intercept] Heimkehr / Abfangen
        [jam_intercept] Stören / Abfangen
       *[sabotage] Sabotage { $value }
    }
tw-event = { $kind ->
        [imperial_attack] Imperialer Angriff{ $value ->
                [0] {""}
               *[other] {" "}+1
            }
        [imperial_sabotage] Imperiale Sabotage { $value }
        [production_advance] Produktion vorgezogen
        [production_delay] Produktion verzögert
        [rebels] Rebellen
       *[scientific_advance] Wissenschaftlicher Fortschritt
    }{ $chooser ->
        [first] {" "}(ERSTER)
        [last] {" "}(LETZTER)
       *[none] {""}
    }
tw-event-effect = { $kind ->
        [imperial_attack] ein imperialer Protektor und zwei Landungstruppen greifen ein System eines Spielers deiner Wahl an
        [imperial_sabotage] sabotiere ein System eines anderen Spielers deiner Wahl, wie das Sabotage-Plättchen
        [rebels] zwei Rebellen-Einheiten Leichte Infanterie greifen ein System eines Spielers deiner Wahl an und halten es, wenn sie siegen
       *[other] es schlägt zu, wo du willst
    }
tw-tech = { $tech ->
        [jump] Sprung
        [comm] Kommunikation
        [space] Raum
       *[ground] Boden
    }

## Ablehnungen

tw-refuse-not-a-unit = „{ $typed }“ ist keine Einheit: schreib eine Anzahl und einen Buchstaben, z. B. 2P 3F H (Buchstaben: { $letters }).
tw-refuse-unit-count = „{ $typed }“: eine Anzahl muss mindestens 1 sein.

## Ablehnungen: Bauen und Plättchen

tw-refuse-name-units = Nenne die Einheiten, die du bauen willst, z. B. { $example } (oder bauen fertig).
tw-refuse-spend-at-home = Diese Credits werden auf deiner Heimatwelt ausgegeben ({ $home }).
tw-refuse-home-lost = Deine Heimatwelt gehört dir nicht: Dort kannst du gerade nichts bauen.
tw-refuse-captured-home-build = Auf deiner eroberten Heimatwelt darfst du alle Einheiten außer Kommandobunkern und Schilden bauen.
tw-refuse-treasury-left = Das kostet { $price }, und deine Schatzkammer hat noch { $left }.
tw-refuse-not-your-world = { $hex } ist nicht deine Welt.
tw-refuse-local-budget = Auf { $hex } sind nur noch { $budget } Credits übrig; { $units } kosten { $price }.
tw-refuse-fighters-room = Jäger brauchen Trägerplatz: Bau auf { $hex } Protektoren oder Mutterschiffe dazu.
tw-refuse-not-free-system = { $hex } ist keines deiner nicht blockierten Systeme.
tw-refuse-boom-full = { $hex } hat schon Entwicklung { $dev }: Ein Boom hebt ein System höchstens auf 6.
tw-refuse-not-others-system = { $hex } ist kein System eines anderen Spielers.
tw-refuse-event-on-home = Ereignisse werden nie auf Heimatwelten gespielt.
tw-refuse-sabotage-printed = { $hex } steht auf seinem aufgedruckten Entwicklungswert: Sabotage senkt ihn nicht weiter.
tw-refuse-no-force = Auf { $hex } stehen keine Truppen eines anderen Spielers.
tw-refuse-force-protected = Truppen auf der Heimatwelt oder Thronwelt ihres Besitzers können nicht sabotiert werden.
tw-refuse-sabotage-split = Teile die { $value } Sabotagepunkte auf Raum und Boden auf (Raum + Boden = { $value }).
tw-refuse-not-scanned-neutral = { $hex } ist kein neutrales System (außer der Thronwelt), das du gescannt hast.
tw-refuse-removal = Diese Entfernung ist hier nicht erlaubt (höchstens { $value } Punkte, eine Einheit bleibt in jeder Flotte und Armee, Träger nur mit ihrer Fracht, so viel wie möglich). Erlaubt: { $allowed }.
tw-refuse-hw-origins = Heimkehr holt Einheiten aus einem oder zwei deiner Systeme nach Hause (Herkunft).
tw-refuse-hw-two = Nenne ein oder zwei verschiedene Systeme außer deiner Heimatwelt.
tw-refuse-hw-units = Gib die Einheiten für jede der { $count } Herkünfte an, getrennt durch „;“ (z. B. einheiten:"2L H; P"), oder keine, um alles heimzuholen.

## Ablehnungen: Schritte und Plättchen

tw-refuse-no-expansion-chit = Du hast kein Plättchen „{ $typed }“, das du in deiner Ausbreitung spielen kannst.
tw-refuse-artifact-tech = Ein Artefakt bringt zwei Forschungsversuche: Gib die Technologie des ersten an.
tw-refuse-boom-option = Ein Wirtschaftsboom wird für local, credits oder develop gespielt.
tw-refuse-no-local-site = Du hast kein System außer deiner Heimatwelt, das vor Ort produzieren kann.
tw-refuse-sabotage-option = Eine Sabotage wird für develop, force oder neutral gespielt.
tw-refuse-chit-use = Ein Plättchen wird für artifact, boom, sabotage oder hwreturn gespielt, nicht für { $use }.
tw-refuse-turn-in-five = Du darfst höchstens fünf Plättchen abgeben.
tw-refuse-chit-step = Es ist dein Plättchenschritt: Spiel ein Plättchen (plättchen) oder passe.
tw-refuse-artifact-second = Der zweite Forschungsversuch deines Artefakts: Erforsche eine Technologie (oder keine).
tw-refuse-chit-build = Bau Einheiten mit diesem Plättchen (bauen), dann bauen mit fertig.
tw-refuse-loot-at-throne = Die erbeuteten Credits werden auf der Thronwelt ausgegeben ({ $hex }).
tw-refuse-build-where = Sag, wo du baust (wo): eines deiner Systeme, die vor Ort produzieren.
tw-refuse-not-local-site = { $hex } kann mit diesem Wirtschaftsboom nicht vor Ort produzieren.
tw-refuse-boom-throne-instead = Ein Wirtschaftsboom produziert auf der Thronwelt statt auf zwei anderen Systemen, nicht zusätzlich.
tw-refuse-boom-two-sites = Dieser Wirtschaftsboom produziert schon auf { $hexes }.
tw-refuse-not-in-play = { $hex } ist nicht im Spiel.
tw-refuse-build-not-yours = Du kannst nur in deinen eigenen Systemen bauen, und { $hex } gehört dir nicht.
tw-refuse-local-limit = { $hex } produziert vor Ort: höchstens { $limit } Credits an Einheiten, und { $units } kosten { $price }.
tw-refuse-build-room = Auf { $hex } kannst du höchstens { $room } Credits an Einheiten bauen (sein Entwicklungswert), und { $units } kosten { $price }.
tw-refuse-treasury = Das kostet { $price } Credits aus deiner Schatzkammer, und sie hat { $treasury }.
tw-refuse-not-a-tech = „{ $typed }“ ist keine Technologie: Wähle jump, comm, space oder ground.
tw-refuse-track-full = Deine Leiste { $tech } steht schon auf dem letzten Feld.
tw-refuse-research-step = Alle wählen einen Forschungsversuch: Erforsche eine Technologie (oder keine).
tw-refuse-research-done = Du hast deine Forschung schon gewählt: Die anderen wählen noch.
tw-refuse-event-target = { $event } kann nicht auf { $hex } gespielt werden.
tw-refuse-imperial-sabotage-option = Imperiale Sabotage wird für develop oder force gespielt.
tw-refuse-event-step = Du wählst, wo { $event } zuschlägt (ereignis), oder passt.
tw-refuse-production-step = Alle bauen: Bau Einheiten, dann bauen mit fertig.
tw-refuse-production-done = Deine Produktion ist fertig: Die anderen bauen noch.
tw-refuse-outreach-done = Dein Aufbruch ist schon vorgeschlagen: Die anderen wählen noch.
tw-refuse-outreach-step = Im Aufbruch darfst du zwei Sprünge mit Erkundungstrupps machen (sprung), auf deiner Heimatwelt Einheiten kaufen (bauen) und dann vorschlagen.
tw-refuse-outreach-two-jumps = Der Aufbruch erlaubt zwei Sprünge mit Erkundungstrupps, und du hast beide gemacht.
tw-refuse-planned-transfer = Du hast einen TRANSFER geplant: Ein Zug hat einen TRANSFER oder bis zu drei Sprünge und Scans.
tw-refuse-plan-full = Dein Plan hat schon drei Sprünge und Scans: Schlag ihn vor.
tw-refuse-planned-jumps = Du hast Sprünge oder Scans geplant: Ein Zug hat einen TRANSFER oder bis zu drei Sprünge und Scans.
tw-refuse-transfer-planned = Du hast den TRANSFER dieses Zugs schon geplant: Schlag ihn vor.
tw-refuse-move-step = Du bist am Zug: Plane Sprünge, Scans oder einen Transfer und schlag sie vor, oder passe.
tw-refuse-chit-not-for = Dein Plättchen { $chit } kann nicht für { $use ->
        [jam] STÖREN
        [intercept] ABFANGEN
        [artifact] ARTEFAKT
        [boom] BOOM
        [sabotage] SABOTAGE
       *[hwreturn] HEIMKEHR
    } gespielt werden.
tw-refuse-no-chit-called = Du hast kein Plättchen namens „{ $typed }“.
tw-refuse-no-chit-for = Du hast kein Plättchen, das für { $use ->
        [jam] STÖREN
        [intercept] ABFANGEN
        [artifact] ARTEFAKT
        [boom] BOOM
        [sabotage] SABOTAGE
       *[hwreturn] HEIMKEHR
    } gespielt werden kann.
tw-refuse-no-turn-in = Du hast kein (weiteres) Plättchen namens „{ $typed }“ zum Abgeben.
tw-refuse-over = Dieses Spiel ist vorbei.

## Ablehnungen: Züge und Reaktionen

tw-refuse-not-a-hex = „{ $typed }“ ist { $what ->
        [fleet] keine Flotte
       *[hex] kein Feld
    } auf der Karte: Schreib einen Spaltenbuchstaben und eine Zeilennummer, z. B. E5.
tw-refuse-not-in-game = { $hex } ist in diesem Spiel nicht im Spiel.
tw-refuse-no-bunker = Du hast keinen Kommandobunker auf { $hex }.
tw-refuse-bunkers-used = Deine Kommandobunker auf { $hex } sind in diesem Zug alle verbraucht.
tw-bunker-order-fleet = der Flotte auf { $hex } befehlen
tw-bunker-scan = { $hex } scannen
tw-refuse-beyond-comm = { $hex } ist { $distance } Felder von deinem Kommandobunker auf { $bunker } entfernt, jenseits deiner Kommunikationsreichweite von { $comm }; dieser Bunker kann also nicht { $verb }.
tw-refuse-name-jumpers = Nenne die Einheiten, die springen, z. B. 2P 3F H.
tw-refuse-static-jump = { $units } können nicht springen: Schilde und Kommandobunker sind ortsfest und bewegen sich nur per TRANSFER.
tw-refuse-troops-alone = Truppen springen nicht allein: Sie reisen an Bord von Schiffen.
tw-refuse-do-not-have = Du hast keine { $units } auf { $hex }.
tw-refuse-jumped-twice = Einige von { $units } auf { $hex } sind schon gesprungen oder haben schon einen Sprungbefehl; keine Einheit springt zweimal in einem Zug.
tw-refuse-cargo = Nicht genug Frachtraum: { $needed } Plätze nötig (Jäger und Truppen an Bord), aber die Schiffe bieten { $room } (Protektor 2, Mutterschiff 5).
tw-refuse-scrap-only-stranded = Nur Jäger, die dieser Sprung ohne Trägerplatz zurücklässt, dürfen dafür zerstört werden ({ $count } auf { $hex }).
tw-refuse-strands-fighters = Dann blieben { $count } Jäger auf { $hex } ohne Trägerplatz; nimm sie mit, lass einen Protektor oder ein Mutterschiff bei ihnen oder zerstöre sie, um Platz für die Truppen zu machen (verschrotten:{ $count }).
tw-refuse-beyond-jump = { $hex } ist { $distance } Felder von { $origin } entfernt, jenseits deiner Sprungreichweite von { $reach }.
tw-refuse-not-scanned = Du hast { $hex } nicht gescannt: Nur Flotten aus Erkundungstrupps allein dürfen in ein ungescanntes System springen.
tw-refuse-scanned-already = Du hast { $hex } schon gescannt.
tw-refuse-scanning-already = Du scannst { $hex } in diesem Zug schon.
tw-refuse-name-transfer = Nenne die Einheiten für den Transfer, z. B. C S 2H.
tw-refuse-transfer-same = Ein Transfer führt von einem deiner Systeme in ein anderes.
tw-refuse-transfer-not-yours = { $hex } ist nicht dein System: Transfers laufen zwischen deinen eigenen Systemen.
tw-refuse-transfer-blockaded = { $hex } ist von einer feindlichen Flotte blockiert, also kann nichts { $end ->
        [from] von dort
       *[to] dorthin
    } transferiert werden.
tw-refuse-transfer-home = Dieser Transfer muss zu deiner Heimatwelt führen.
tw-refuse-leaves-fighters = Dann blieben Jäger auf { $hex } ohne Trägerplatz.
tw-refuse-fighters-arrive = Die Jäger hätten auf { $hex } keinen Trägerplatz.
tw-refuse-odds-unscanned = Du hast { $hex } nicht gescannt, also sind seine Verteidiger unbekannt.
tw-refuse-no-jumpers = Du hast auf { $hex } keine Einheiten, die jetzt springen können.
tw-refuse-outreach-surveys = Sprünge im Aufbruch sind Sprünge von Erkundungstrupps: Schick nur Erkundungstrupps.
tw-refuse-no-bunker-in-range = Du hast keinen unbenutzten Kommandobunker in deiner Kommunikationsreichweite ({ $comm }) von { $hex }{ $purpose ->
        [jump] {" "}für diesen Sprungbefehl
       *[none] {""}
    }.
tw-refuse-no-fleet = Du hast keine Flotte auf { $hex }.
tw-refuse-intercept-range = { $hex } liegt jenseits deiner Sprungreichweite ({ $reach }) von { $fleet }.
tw-refuse-no-bunker-for-fleet = Du hast auf { $hex } keinen unbenutzten Kommandobunker in deiner Kommunikationsreichweite von { $fleet }.
tw-refuse-intercept-units = Diese Einheiten können nicht von { $fleet } abfangen: Schick Kriegsschiffe (und Truppen an Bord).
tw-refuse-intercept-cargo = Nicht genug Frachtraum in dieser abfangenden Flotte.
tw-refuse-jam-imperial = Ein Imperialer Angriff kann abgefangen, aber nicht gestört werden.
tw-refuse-no-action = Es gibt keine vorgeschlagene Aktion { $number }: Sie sind von 1 bis { $count } nummeriert.
tw-refuse-jammed-already = Aktion { $number } ist schon gestört: nur ein STÖREN pro Sprung oder Scan.
tw-refuse-jam-bunker = Du hast auf { $hex } keinen unbenutzten Kommandobunker in Kommunikationsreichweite des Bunkers auf { $bunker }, der Aktion { $number } befohlen hat.
tw-refuse-intercept-own = Du darfst nur einen Sprung in ein eigenes System ABFANGEN.
tw-refuse-intercept-blockaded = { $hex } ist blockiert, also kann dort nicht abgefangen werden.
tw-refuse-intercepts-already = Deine Flotte auf { $hex } fängt schon ab: Jedes Abfangen schickt eine andere Flotte.
tw-refuse-no-response = Es gibt keine angekündigte Antwort { $number }: Sie sind von 1 bis { $count } nummeriert.
tw-refuse-countered-already = Antwort { $number } ist schon gegengestört.
tw-refuse-counterjam-bunker = Du hast auf { $hex } keinen unbenutzten Kommandobunker in Kommunikationsreichweite des Bunkers auf { $bunker }.
tw-refuse-window-step = Ein Reaktionsfenster ist offen: stören, abfangen oder passen.
tw-refuse-counterjam-step = Du darfst die angekündigten Störungen und Abfangmanöver gegenstören oder passen.

## Notizen einer Schlacht

tw-note-lands = Der Angreifer landet { $units } ({ $how ->
        [drop] Landungsangriff
       *[regular] reguläre Invasion
    }).
tw-note-drops = Der Angreifer landet { $units } per Landungsangriff.
tw-note-invades = Der Angreifer dringt mit { $units } ein.
tw-note-reinforces = Der Verteidiger verstärkt den Boden mit { $units }.
tw-note-captures = Der Angreifer erobert das System.
tw-note-neutral-ships-lost = Die neutralen Schiffe werden zerstört ({ $units }).
tw-note-attacker-retreats = Der Angreifer zieht sich zurück.
tw-note-defender-retreats = Der Verteidiger zieht sich nach { $hex } zurück.
tw-note-first-fire = Das Erstfeuer zerstört { $units }.
tw-note-wiped-out = Die Invasion ist aufgerieben.
tw-note-shields-lost = Die Schilde des Verteidigers gehen mit dem System verloren ({ $units }).
tw-note-withdraws = Nach einer sehr langen Schlacht zieht der Angreifer ab.

## Erzählung: eine Zeile im Kanal pro Ereignis

tw-join-comma = { $first }, { $rest }
tw-join-semicolon = { $first }; { $rest }
tw-join-space = { $first } { $rest }
tw-join-lines =
    { $first }
    { $rest }
tw-said-lines = { $lines }
tw-said-quote = > { $line }
tw-said-period = { $line }.
tw-said-note = { $note }
tw-said-fleet = Flotte
tw-said-proposed-scan = { $number }. Scan { $hex } (Bunker { $bunker })
tw-said-proposed-jump = { $number }. Sprung { $units } { $origin } → { $hex } (Bunker { $bunker })
tw-said-side = { $side ->
        [imperial] die Imperialen
       *[neutral] die Neutralen
    }
tw-said-first-fire = Erstfeuer { $count } { $count ->
        [one] Treffer
       *[other] Treffer
    }
tw-said-side-hits = { $side } { $count } Treffer{ $absorbed ->
        [0] {""}
       *[other] {" "}({ $absorbed } von Schilden abgefangen)
    }
tw-said-side-lost = { $side } −{ $units }
tw-said-cargo-lost = { $side } −{ $units } (kein Frachtraum)
tw-said-round-losses = { $fire } · { $losses }
tw-said-round = { $arena ->
        [space] Raum
       *[ground] Boden
    } { $number }
tw-said-rounds = { $arena ->
        [space] Raum
       *[ground] Boden
    } { $first }–{ $last }
tw-said-rounds-across = { $arena ->
        [space] Raum
       *[ground] Boden
    } { $first } bis { $last_arena ->
        [space] Raum
       *[ground] Boden
    } { $last }
tw-said-no-hits = { $span }: keine Treffer
tw-said-round-line = { $span }: { $line }
tw-said-round-notes = { $line }. { $notes }
tw-said-side-total = { $side } { $units }
tw-said-losses = Verluste: { $totals }.
tw-said-outcome-captures = { $side } { $plural ->
        [yes] erobern
       *[no] erobert
    } { $hex }
tw-said-outcome-not-taken = { $side } { $plural ->
        [yes] siegen
       *[no] siegt
    }, aber { $hex } wird nicht eingenommen
tw-said-outcome-holds = { $side } { $plural ->
        [yes] halten stand
       *[no] hält stand
    }
tw-said-outcome-none = kein Sieger
tw-said-battle = ⚔️ **{ $kind ->
        [blockade] Blockadeschlacht
        [revolt] Aufstand
       *[battle] Schlacht
    } um { $hex }**: { $attacker } gegen { $defender }: { $outcome }.
tw-said-built = { $player } baut { $units } auf { $hex }.
tw-said-sabotaged-force = { $player } sabotiert { $hex }: { $victim } verliert { $units }.
tw-said-sabotaged-dev = { $player } sabotiert { $hex } (Entwicklung { $dev }).
tw-said-sabotaged = { $player } sabotiert { $hex }.
tw-said-game-over = Spiel vorbei: { $winners } — { $reason ->
        [attempt] hat eine ganze Runde von Ausbreitungen in einem Siegversuch überstanden
       *[turn_limit] die Zuggrenze ({ $turns } Züge) ist erreicht: die meisten Systeme gewinnen
    }.
tw-said-game-over-logged = Spiel vorbei: { $winners } — { $reason }.
tw-said-outreach-revealed = Der Aufbruch wird aufgedeckt.
tw-said-expansion = Zug { $turn }: Ausbreitung von { $player }.
tw-said-no-moves = { $player } zieht nicht.
tw-said-proposed = { $player } schlägt vor: { $actions }.
tw-said-jam = { $player } STÖRT Aktion { $number } mit dem Bunker auf { $bunker }.
tw-said-intercept-announced = { $player } FÄNGT Aktion { $number } mit der Flotte auf { $fleet } AB.
tw-said-counterjam-window = { $player } darf die angekündigten Antworten gegenstören.
tw-said-counterjam = { $player } GEGENSTÖRT Antwort { $number }.
tw-said-no-counterjam = { $player } gegenstört nicht.
tw-said-jammed = Aktion { $number } ({ $hex }) ist gestört.
tw-said-transfer = { $player } transferiert { $units } von { $origin } nach { $hex }.
tw-said-jump = { $player } springt mit { $units } von { $origin } nach { $hex }.
tw-said-scrapped = { $player } zerstört { $units } auf { $hex }, um Frachtraum für Truppen zu schaffen.
tw-said-jump-void = Der Sprung von { $player } von { $origin } nach { $hex } hat nichts mehr zu schicken.
tw-said-scan = { $player } scannt { $hex }.
tw-said-revealed = { $hex } wird aufgedeckt: { $tile }.
tw-said-intercept = { $player } fängt auf { $hex } mit { $units } ab.
tw-said-survey-lost = { $player } verliert Erkundungstrupps auf { $hex }.
tw-said-captured = { $player } erobert { $hex }.
tw-said-lost = { $player } verliert { $hex } ({ $why ->
        [rebels] Rebellen
       *[other] imperialer Angriff
    }).
tw-said-chit = { $player } spielt { $chit } ({ $use ->
        [artifact] Artefakt
        [boom] Boom
        [sabotage] Sabotage
        [hwreturn] Heimkehr
        [jam] Stören
       *[intercept] Abfangen
    }).
tw-said-developed = { $player } entwickelt { $hex } auf { $dev }.
tw-said-credits = { $player } nimmt { $credits } Credits.
tw-said-passed = { $player } passt{ $count ->
        [0] .
        [one] {" "}und gibt { $count } Plättchen ab.
       *[other] {" "}und gibt { $count } Plättchen ab.
    }
tw-said-looted = { $player } plündert die imperiale Schatzkammer: { $credits } Credits.
tw-said-research-phase = { $round ->
        [empire] Imperiumsphase: Alle wählen einen Forschungsversuch.
       *[other] Wissenschaftlicher Fortschritt: Alle dürfen einen weiteren Forschungsversuch machen.
    }
tw-said-research = { $player } erforscht { $tech ->
        [jump] Sprung
        [comm] Kommunikation
        [space] Raum
       *[ground] Boden
    }: { $advanced ->
        [yes] Fortschritt
       *[no] kein Glück
    }.
tw-said-event = Ereignis: { $event }.
tw-said-event-target = { $player } richtet { $event } auf { $hex }.
tw-said-event-declined = { $player } lässt das Ereignis verstreichen.
tw-said-no-effect = Es hat keine Wirkung{ $why ->
        [no_target] {" "}(kein System, auf das es gespielt werden könnte).
       *[none] .
    }
tw-said-production-advanced = Die Produktion wird vorgezogen: Dieser Zug hat Produktion.
tw-said-production-delayed = Die Produktion verzögert sich.
tw-said-no-production = Keine Produktion in diesem Zug{ $why ->
        [attempt] : Ein Siegversuch läuft.
       *[none] .
    }
tw-said-production-phase = Produktion: Alle bauen (verdeckt, bis alle fertig sind).
tw-said-attempt-started = { $player } beginnt einen Siegversuch mit { $count } Systemen!
tw-said-attempt-failed = Der Siegversuch von { $player } scheitert ({ $why ->
        [below] unter der Schwelle
       *[surpassed] überholt
    }).
tw-said-turn = Zug { $turn } beginnt; Reihenfolge: { $order }.
tw-said-committed = { $player } ist bereit.

## Ein Systemplättchen in Worten

tw-tile-empty = leer: nichts da
tw-tile = Wert { $dev }{ $space ->
        [none] {""}
       *[other] , Raumtechnologie { $space }
    }{ $ground ->
        [none] {""}
       *[other] , Bodentechnologie { $ground }
    }, { $defended ->
        [none] unverteidigt
       *[other] verteidigt von { $defended }
    }
tw-said-neutral = der Neutrale

## Aufforderungen: worauf das Spiel wartet

tw-what = { $phase ->
        [outreach] Aufbruch: bis zu zwei Sprünge mit Erkundungstrupps und Einheiten für deine Heimatwelt kaufen, dann vorschlagen
        [move] ein Ausbreitungszug: bis zu drei Sprünge und Scans (oder einen Transfer) planen und vorschlagen, oder passen
        [counterjam] Gegenstören: auf die angekündigten Störungen und Abfangmanöver mit einem eigenen Stören antworten, oder passen
        [chit] der Plättchenschritt: ein Aktionsplättchen spielen, oder passen
        [research] ein Forschungsversuch: eine Technologie wählen, oder keine
        [event] wählen, wo das Ereignis zuschlägt, oder passen
       *[production] Produktion: Einheiten bauen (alle zugleich aufgedeckt), dann mit bauen fertig abschließen
    }
tw-what-your-system = dein System
tw-what-current-player = der Spieler am Zug
tw-what-window-imperial = du darfst den Imperialen Angriff auf { $hex } mit einer deiner Flotten ABFANGEN, oder passen
tw-what-window = du darfst die vorgeschlagenen Züge von { $proposer } STÖREN oder ABFANGEN, oder passen
tw-what-followup = { $step ->
        [artifact] ein zweiter Forschungsversuch (vom eben gespielten Plättchen): eine Technologie wählen, oder keine
        [loot] die erbeutete imperiale Schatzkammer auf der Thronwelt ausgeben: Einheiten bauen, dann bauen mit fertig
       *[build] mit dem Plättchen bauen: Einheiten bauen, dann bauen mit fertig
    }
tw-what-event = { $event }: { $effect } (`/throneworld ereignis ziel:FELD`), oder passen

## Stand unter dem Tisch

tw-join-dot = { $first } · { $rest }
tw-standing-key = Technologien: J Sprungreichweite · C Kommunikationsreichweite · S Raumkampf · G Bodenkampf. Karte: ▲ Kriegsschiffe · ● Truppen · ■ Bunker (☒ benutzt) · T Erkundungstrupp · ◆ gescannt von · ★ Produktion (☆ vor Ort) · ⊘ Blockade · ⚔ Schlacht; die kleine Karte zeigt die ganze Galaxie, der gelbe Rahmen den groß gezeigten Teil.
tw-standing-unit = { $code } { tw-unit-name }
tw-standing-units = Einheiten: { $units }.
tw-standing-turn = **Zug { $turn }** · { $phase ->
        [outreach] Aufbruch
        [move] Ausbreitung
        [window] Reaktionsfenster
        [counterjam] Gegenstören
        [chit] Plättchenschritt
        [followup] Plättchen-Folgeschritt
        [research] Forschung
        [event] Ereignis
        [production] Produktion
       *[over] Spiel vorbei
    } · { $production ->
        [yes] ein Produktionszug
       *[no] keine Produktion in diesem Zug
    } · { $needed } Systeme gewinnen
tw-standing-empire = **{ $letter }** { $player } ({ $colour ->
        [0] blau
        [1] orange
        [2] grün
        [3] lila
        [4] himmelblau
       *[5] rot
    }, { $race }, Heimat { $home }): Produktion { $production } · { $credits } Credits · { $chits } Plättchen · { $techs }
tw-standing-attempt = ⚠ { $player } versucht den Sieg (seit Zug { $turn }){ $stop ->
        [none] {""}
       *[other] : { $stop } können ihn noch aufhalten
    }.
tw-standing-proposed = { $player ->
        [none] Vorgeschlagen
       *[other] { $player } schlägt vor
    } (gestrichelte gelbe Pfeile): { $actions }.
tw-standing-response = { $player } { $kind ->
        [jam] stört Aktion { $number }
       *[intercept] fängt Aktion { $number } mit der Flotte auf { $fleet } ab
    }{ $countered ->
        [yes] {" "}(gegengestört).
       *[no] .
    }
tw-refuse-loss-letters = { $option }: Gib Einheitenbuchstaben an, die billigsten zuerst, z. B. FBPMS oder LDAH.

## Was ein Zug in den privaten Menüs bewirkt und kostet

tw-offer-transfer = Dein ganzer Zug in dieser Runde, statt Sprüngen und Scans; Vorschlagen schlägt ihn vor
tw-offer-any-chit = ein { $kind ->
        [jam] STÖREN-
       *[intercept] ABFANGEN-
    }Plättchen
tw-offer-named-chit = Plättchen { $chit }
tw-offer-jam = Kostet { $chit } und deinen Bunker auf { $bunker }: Diese Aktion scheitert
tw-offer-intercept = Kostet { $chit } und deinen Bunker auf { $bunker }: Die Flotte von { $fleet } stellt sich dem Sprung und verteidigt
tw-offer-counterjam = Kostet { $chit } und deinen Bunker auf { $bunker }: Diese Antwort scheitert
tw-offer-build = Kostet { $cost } { $cost ->
        [one] Credit
       *[other] Credits
    }: { $units }
tw-offer-chit = Gibt Plättchen { $chit } aus{ $turned ->
        [none] {""}
       *[other] {" "}und gibt { $turned } ab
    }; nach dem Plättchenschritt ziehst du wieder auf fünf
tw-offer-event = Das Ereignis schlägt dort zu; die Wahl kostet dich nichts
tw-offer-outreach-jump = Ein Sprung eines Erkundungstrupps in deinem Aufbruch; Aufbruch vorschlagen schickt ihn los
tw-offer-planned = { $does ->
        [jump] Sprung
       *[scan] Scan (nur für dich)
    }: belegt diesen Zug { $bunker ->
        [none] einen freien Bunker
       *[other] deinen Bunker auf { $bunker }
    }; Vorschlagen reicht den Plan ein
tw-offer-no-research = Diesmal kein Wurf
tw-offer-research-full = { $tech } steht auf dem letzten Feld: Der Wurf kann es nicht erhöhen
tw-offer-research-box = { $needs ->
        [1] Jeder Wurf
       *[other] Ein Wurf von { $needs }+
    } rückt { $tech } ein Feld vor (der Wert bleibt { $now })
tw-offer-research = { $needs ->
        [1] Jeder Wurf
       *[other] Ein Wurf von { $needs }+
    } erhöht { $tech } von { $now } auf { $then }

## Die Schlachtprognose

tw-odds-summary = { $capture } % Eroberung, { $win } % Sieg; erwartete Verluste: du { NUMBER($lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } Credits ({ $units }), Verteidiger { NUMBER($their_lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } Credits ({ $their_units }).
tw-odds-no-units = keine

## Die eigenen Antworten: Plättchen, Imperium, Karte, ein Feld, die Chancen

tw-join-or = { $first }; oder { $rest }
tw-describe-hand-head = **Deine Plättchen** ({ $count }; die anderen sehen nur, wie viele du hast):
tw-describe-chit-use = { $use ->
        [artifact] ARTEFAKT, Plättchenschritt: zwei Forschungsversuche (der zweite gleich nach dem ersten)
        [boom] BOOM, Plättchenschritt: sein Wert in Credits, Produktion vor Ort in zwei Systemen oder ein System entwickeln
        [sabotage] SABOTAGE, Plättchenschritt: die Entwicklung eines fremden Systems senken, Einheiten zerstören oder einen Neutralen schwächen
        [hwreturn] HEIMKEHR, Plättchenschritt: Einheiten aus bis zu zwei Welten heimholen (wie ein Transfer: die genannten Einheiten)
        [jam] STÖREN, Reaktionsfenster: einen vorgeschlagenen Sprung oder Scan stoppen (oder eine Antwort gegenstören)
       *[intercept] ABFANGEN, Reaktionsfenster: eine Flotte schicken, die ein angesprungenes System von dir verteidigt
    }
tw-describe-hand-chit = • `{ $id }` **{ $name }**: { $uses }.
tw-describe-hand-none = Keine Plättchen: Am Ende jeder Ausbreitung ziehst du wieder auf fünf.
tw-describe-hand-how = Spiel eines in deinem Plättchenschritt (`/throneworld plättchen plättchen:A07 zweck:boom variante:credits`); gib bis zu fünf ab, wenn du passt (`/throneworld passen abgeben:"A07 A12"`).
tw-describe-scan = Scan { $hex } (Bunker { $bunker })
tw-describe-transfer = Transfer { $units ->
        [everything] alles
       *[other] { $units }
    } { $origin } → { $hex }
tw-describe-jump = Sprung { $units ->
        [fleet] die Flotte
       *[other] { $units }
    } { $origin } → { $hex } (Bunker { $bunker })
tw-describe-numbered = { $number }. { $what }
tw-describe-nothing-yet = noch nichts
tw-describe-build = { $units } auf { $hex }
tw-describe-empire-head = **Dein Imperium**: { $race }, Heimatwelt { $home }.
tw-describe-empire-systems = Systeme: { $systems } von den { $needed }, die einen Siegversuch starten (die Thronwelt zählt 6) · Schatzkammer { $treasury } Credits · Produktion { $production } Credits.
tw-describe-tech = { $tech } { $rating } (Feld { $box }/12)
tw-describe-techs = Technologien: { $techs }.
tw-describe-orders = Stehende Schlachtbefehle: Rückzug beim Angriff { $attacking ->
        [never] nie
       *[other] wenn unterlegen
    }, bei der Verteidigung { $defending ->
        [never] nie
       *[other] wenn unterlegen
    }, Landungsangriff { $drop ->
        [yes] ja
       *[no] nein
    }, Invasion { $invade ->
        [yes] ja
       *[no] nein
    }, zuerst verlieren: Schiffe { $ships }, Truppen { $troops } (`/throneworld befehle`).
tw-describe-turn = Zug { $turn }, Phase { $phase ->
        [outreach] Aufbruch
        [move] Ausbreitung
        [window] Reaktionsfenster
        [counterjam] Gegenstören
        [chit] Plättchenschritt
        [followup] Plättchen-Folgeschritt
        [research] Forschung
        [event] Ereignis
        [production] Produktion
        [over] Spiel vorbei
       *[other] { $phase }
    }{ $player ->
        [none] {""}
       *[other] , Ausbreitung von { $player }
    }{ $production ->
        [yes] {" "}(ein Produktionszug).
       *[no] .
    }
tw-describe-plan = Dein Plan: { $plan } (schlag ihn vor, um ihn einzureichen).
tw-describe-outreach-jumps = Deine Sprünge im Aufbruch: { $jumps }.
tw-describe-build-order = Dein Bauauftrag (verdeckt, bis alle fertig sind): { $builds } — { $cost } Credits.
tw-describe-research-choice = Deine Forschungswahl: { $tech ->
        [jump] Sprung
        [comm] Kommunikation
        [space] Raum
        [ground] Boden
       *[other] keine
    }.
tw-describe-done = Du bist mit diesem Schritt fertig; die anderen wählen noch.
tw-describe-artifact-next = Als Nächstes kommt der zweite Forschungsversuch deines Artefakts.
tw-describe-chit-builds = Bauen mit deinem Plättchen ({ $mode ->
        [loot] Beute
        [local] vor Ort
       *[other] { $mode }
    }): { $builds }.
tw-describe-attempt = Siegversuch läuft, von { $player }.
tw-describe-plan-so-far = Dein bisheriger Plan: { $plan }. Füge mehr hinzu oder schlag ihn vor.
tw-describe-outreach-jumps-of = Deine Sprünge im Aufbruch ({ $count } von 2): { $jumps }.
tw-describe-build-order-left = Dein Bauauftrag (verdeckt, bis alle fertig sind): { $builds } — { $cost } von { $treasury } Credits, { $left } übrig.
tw-describe-map-head = **Deine Karte** (nur du siehst sie: Sie zeigt die verdeckten Systemplättchen, die du gescannt hast).
tw-describe-map-mine = Deine Systeme: { $systems }.
tw-describe-map-away = Deine Einheiten anderswo: { $units }.
tw-describe-map-scanned-tile = { $hex } { $kind ->
        [inner] innen
        [outer] außen
        [fringe] Rand
        [home] Heimat
        [throne] Thron
       *[other] { $kind }
    } Entw. { $dev }{ $space ->
        [none] {""}
       *[other] , Raum { $space } Boden { $ground }
    }, { $neutral ->
        [none] keine Truppen
       *[other] { $neutral }
    }
tw-describe-map-scanned = Gescannt, noch verdeckt: { $tiles ->
        [none] keine
       *[other] { $tiles }
    }.
tw-describe-map-unknown = { $count } verdeckte Systemplättchen hast du nicht gescannt. Feldnamen werden in jedem Befehl vervollständigt.
tw-describe-no-hex = Auf dieser Karte gibt es kein Feld „{ $typed }“. Feldnamen werden beim Tippen vervollständigt.
tw-describe-hex-head = **{ $hex }** · { $kind ->
        [inner] innen
        [outer] außen
        [fringe] Rand
        [home] Heimat
        [throne] Thron
       *[other] { $kind }
    }{ $blockaded ->
        [yes] {" "}· blockiert
       *[no] {""}
    }
tw-describe-hex-owner = Gehört { $player }; es { $local ->
        [yes] produziert vor Ort
       *[no] zählt zu dessen Produktion
    }.
tw-describe-hex-tile = Systemplättchen: Wert { $dev }, Raum { $space } Boden { $ground }{ $scanned ->
        [yes] {" "}(verdeckt: du hast es gescannt)
       *[no] {""}
    }; neutrale Truppen: { $neutral }.
tw-describe-hex-unscanned = Systemplättchen: verdeckt, von dir nicht gescannt.
tw-describe-you = Du
tw-describe-hex-force = { $player }: { $units }{ $used ->
        [0] {""}
       *[other] {" "}({ $used } Kommandobunker in diesem Zug benutzt)
    }.
tw-describe-hex-empty = Kein Imperium hat hier Einheiten.
tw-refuse-odds-no-attackers = Erkundungstrupps, Schilde und Kommandobunker greifen nicht an: Nenne Kriegsschiffe oder Truppen.
tw-odds-no-battle = **Chancen: { $units } gegen { $hex }**: Dort gäbe es keine Schlacht (nichts Feindliches verteidigt es).
tw-refuse-odds-too-large = Diese Schlacht ist zu groß, um sie hier zu simulieren: Die Prognose rechnet kleinere Schlachten.
tw-odds = **Chancen: { $units } gegen { $hex }** ({ $trials } simulierte Schlachten mit deinen stehenden Befehlen, { $command ->
        [yes] unter Kommando
       *[no] ohne Kommando (kein Bunker in Reichweite)
    }):
    { $summary }
    Schlachten dauern im Schnitt { NUMBER($rounds, minimumFractionDigits: 1, maximumFractionDigits: 1) } Runden. Nur du siehst das; nichts wurde gespielt.
tw-refuse-odds-which = Sag, welche Einheiten angreifen (einheiten:"3B 2P 4L"), oder von welcher Flotte sie springen (flotte:D4).
tw-odds-no-forces = keine Kriegsschiffe oder Truppen
tw-refuse-odds-not-yours = Du hast { $units } { $hex ->
        [none] auf der Karte
       *[other] auf { $hex }
    }: Die Chancen gelten für Truppen, die du aufstellen könntest.
tw-label-hw-return = Heimkehr
tw-label-chit = { $id } { $name }: { $does }
tw-label-turning-in = { $label }, gibt { $chits } ab
tw-label-artifact = zwei Forschungswürfe, zuerst { $tech }
tw-label-boom = { $option ->
        [credits] sein Wert in Credits
        [local] Produktion vor Ort in zwei Systemen
        [develop] { $hex } entwickeln
       *[other] Boom
    }
tw-label-sabotage = { $option ->
        [develop] Entwicklung von { $hex } senken
        [force] { $space } Raum-, { $ground } Bodeneinheiten auf { $hex } zerstören
        [neutral] den Neutralen auf { $hex } schwächen{ $units ->
                [none] {""}
               *[other] {" "}({ $units })
            }
       *[other] { $hex } sabotieren
    }
tw-label-hwreturn = { $units ->
        [everything] alles
       *[other] { $units }
    } heimholen aus { $origins }
tw-label-play = { $use ->
        [none] spielen
       *[other] { $use }
    }
tw-label-survey-team = Erkundungstrupp
tw-label-jump = Sprung { $units } { $origin } → { $hex }{ $bunker ->
        [none] {""}
       *[other] {" "}(Bunker { $bunker })
    }
tw-label-scan = { $hex } scannen{ $bunker ->
        [none] {""}
       *[other] {" "}(Bunker { $bunker })
    }
tw-label-transfer = Transfer { $units ->
        [everything] alles
       *[other] { $units }
    } { $origin } → { $hex }
tw-label-jam = Aktion { $number } (→ { $hex }) mit Bunker { $bunker } stören
tw-label-intercept = Aktion { $number } (→ { $hex }) mit Flotte { $fleet } abfangen (Bunker { $bunker })
tw-label-counterjam = Antwort { $number } ({ $player ->
        [none] sie
       *[other] { $kind ->
                [jam] Stören
               *[other] Abfangen
            } von { $player }
    }) mit Bunker { $bunker } gegenstören
tw-label-research = { $tech ->
        [none] Keine Forschung
        [jump] Sprung erforschen
        [comm] Kommunikation erforschen
        [space] Raum erforschen
       *[ground] Boden erforschen
    }
tw-label-build-done = Bauen fertig
tw-label-build = { $units } bauen{ $hex ->
        [none] {""}
       *[other] {" "}auf { $hex }
    }
tw-label-strike = { $hex } treffen{ $option ->
        [develop] : Entwicklung senken
        [force] : { $space } Raum, { $ground } Boden zerstören
       *[other] {""}
    }
tw-label-pass = Passen{ $count ->
        [0] {""}
       *[other] , { $count } Plättchen abgeben
    }
tw-label-commit = Vorschlagen
tw-label-other = { $do ->
        [orders] Befehle
       *[other] { $do }
    }

## Vorschläge beim Tippen

tw-join-or-short = { $first } oder { $rest }
tw-suggest-you = du
tw-suggest-yours = { $kind ->
        [home] von dir gehalten
       *[other] deins
    }
tw-suggest-owners = von { $player }
tw-suggest-held-by = gehalten von { $player }
tw-suggest-neutral = { $units ->
        [none] keine neutralen Truppen
       *[other] neutral { $units }
    }
tw-suggest-your-units = deine { $fleet ->
        [yes] Flotte
       *[no] Einheiten
    } { $units }
tw-suggest-blockaded = blockiert
tw-suggest-home = { $player ->
        [none] Heimatwelt
       *[other] Heimatwelt von { $player }
    }
tw-suggest-throne = Thronwelt
tw-suggest-tile = { $kind ->
        [inner] innen
        [outer] außen
        [fringe] Rand
        [home] Heimat
        [throne] Thron
       *[other] { $kind }
    } Entw. { $dev }
tw-suggest-scanned = verdeckt { $kind ->
        [inner] innen
        [outer] außen
        [fringe] Rand
        [home] Heimat
        [throne] Thron
       *[other] { $kind }
    }, gescannt: Entw. { $dev }
tw-suggest-face-down = verdeckt { $kind ->
        [inner] innen
        [outer] außen
        [fringe] Rand
        [home] Heimat
        [throne] Thron
       *[other] { $kind }
    }
tw-suggest-out-of-reach = außer Reichweite
tw-suggest-distance = { $distance } von { $hex }{ $range ->
        [out] {" "}(außer Reichweite)
       *[in] {""}
    }
tw-suggest-from-bunker = { $distance } von einem freien Bunker
tw-suggest-bunkers = { $hex } · { $count } unbenutzte Kommandobunker
tw-suggest-bunker-range =  · { $distance } von { $hex } ({ $range ->
        [in] in
       *[out] außer
    } Kommunikationsreichweite { $comm })
tw-suggest-as-typed = { $typed } (wie getippt)
tw-suggest-of-neutral = { $units } · vom Neutralen { $neutral } auf { $hex }
tw-suggest-units = { $units } · { $named }
tw-suggest-all-units = { $units } · alle deine Einheiten auf { $hex }
tw-suggest-build = { $units } · { $named } · { $credits }
tw-suggest-credits = { $count } { $count ->
        [one] Credit
       *[other] Credits
    }
tw-suggest-use = { $use ->
        [artifact] Artefakt
        [boom] Boom
        [sabotage] Sabotage
        [hwreturn] Heimkehr
        [jam] Stören
       *[intercept] Abfangen
    }
tw-suggest-chit = { $id } · { $name } ({ $uses })
tw-suggest-imperial-attack = der Imperiale Angriff auf { $hex }
tw-suggest-response = { $number } · { $player } { $kind ->
        [jam] STÖRT
       *[intercept] FÄNGT mit { $units ->
                [fleet] der Flotte
               *[other] { $units }
            } von { $fleet } AB:
    } Aktion { $action } (Bunker { $bunker }){ $countered ->
        [yes] {" "}· schon gegengestört
       *[no] {""}
    }

## Knöpfe und Menüs, und die eigenen Antworten des Befehls

tw-cog-not-this-game = Das Spiel in diesem Kanal ist { $title }, nicht Throneworld.
tw-cog-commit = { $plan ->
        [plan] Plan vorschlagen ({ $count } { $count ->
                [one] Befehl
               *[other] Befehle
            })
        [transfer] Transfer vorschlagen
        [outreach] Aufbruch vorschlagen
        [any] Plan vorschlagen
       *[none] Vorschlagen: keine Züge
    }
tw-cog-pass = { $why ->
        [expansion] Passen: Ausbreitung beenden
        [window] Passen: keine Antwort
        [counterjam] Passen: nicht gegenstören
       *[event] Passen: nirgends zuschlagen
    }
tw-cog-menu = { $menu ->
        [buy] Einheiten auf deiner Heimatwelt kaufen…
        [build-home] Auf deiner Heimatwelt bauen…
        [build-elsewhere] Auf einer anderen Welt bauen…
        [survey] Einen Erkundungstrupp springen lassen…
        [jump] Einen Sprung planen…
        [scan] Einen Scan planen…
        [transfer] Den Transfer planen…
        [chit] Ein Plättchen spielen…
        [jam] Eine Aktion stören…
        [intercept] Einen Sprung abfangen…
        [counterjam] Eine Antwort gegenstören…
        [research] Eine Technologie erforschen…
       *[event] Wo das Ereignis zuschlägt…
    }
tw-cog-page = { $menu } ({ $page } von { $pages })
tw-suggest-your-home = deine Heimatwelt

## Lobby options refused when a game is opened (engines/throneworld/engine.py): the option as typed, then what it takes.

tw-option-max-turns = max_turns: Das Zuglimit ist eine Zahl von Zügen von 1 bis { $most }, nicht { $typed }
