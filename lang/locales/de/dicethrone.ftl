# Dice Throne: was das Spiel sagt (engines/dicethrone), seine Bilder (render/dicethrone.py) und seine Knöpfe (cogs/dicethrone.py).

## Namen: Helden, Fähigkeiten, passive Fähigkeiten, Karten, Statuseffekte, Würfelseiten
dt-hero-barbarian = Barbar
dt-hero-moon_elf = Mondelfe
dt-hero-pyromancer = Pyromant
dt-hero-monk = Mönch
dt-hero-paladin = Paladin
dt-hero-shadow_thief = Schattendieb
dt-ability-cleave = Spalter
dt-ability-second_wind = Zweiter Atem
dt-ability-crushing_blow = Zermalmender Hieb
dt-ability-battle_roar = Kampfgebrüll
dt-ability-thunder_rush = Donnersturm
dt-ability-titan_slam = Titanenschlag
dt-ability-fury = Raserei
dt-ability-earthshatter = Erdbrecher
dt-ability-iron_hide = Eisenhaut
dt-ability-longshot = Fernschuss
dt-ability-snaring_arrow = Fesselpfeil
dt-ability-fleet_foot = Leichtfuß
dt-ability-shade_arrow = Schattenpfeil
dt-ability-silver_volley = Silbersalve
dt-ability-moonfall = Mondfall
dt-ability-lunar_cataclysm = Mondkatastrophe
dt-ability-slip_away = Entwischen
dt-ability-flare = Stichflamme
dt-ability-kindle = Entfachen
dt-ability-magma_burst = Magmaausbruch
dt-ability-scorch = Versengen
dt-ability-firestorm = Feuersturm
dt-ability-soulfire = Seelenfeuer
dt-ability-meteor_strike = Meteoreinschlag
dt-ability-sunfall = Sonnensturz
dt-ability-ember_ward = Glutwehr
dt-ability-flurry = Schlaghagel
dt-ability-rising_palm = Steigende Handfläche
dt-ability-harmony = Harmonie
dt-ability-centered_strike = Gesammelter Schlag
dt-ability-serene_barrage = Stiller Ansturm
dt-ability-lotus_step = Lotusschritt
dt-ability-thousand_petals = Tausend Blüten
dt-ability-still_water = Stilles Wasser
dt-ability-righteous_blow = Gerechter Hieb
dt-ability-shield_bash = Schildstoß
dt-ability-benediction = Segnung
dt-ability-judgement = Richtspruch
dt-ability-crusade = Kreuzzug
dt-ability-holy_light = Heiliges Licht
dt-ability-vow = Gelübde
dt-ability-heavens_verdict = Himmelsurteil
dt-ability-aegis = Ägide
dt-ability-stab = Zustechen
dt-ability-pilfer = Stibitzen
dt-ability-sleight = Fingerfertigkeit
dt-ability-shadow_step = Schattenschritt
dt-ability-vanishing_strike = Verschwindender Stoß
dt-ability-toxin = Toxin
dt-ability-nightfall = Einbruch der Nacht
dt-ability-duck = Ducken
dt-ability-misdirect = Ablenkung
dt-passive-tithe = Zehnt
dt-passive-text-tithe = In deiner Einkommensphase mit weniger als 2 KP: 1 KP mehr.
dt-passive-light_fingers = Lange Finger
dt-passive-text-light_fingers = In deiner Einkommensphase mit höchstens 2 Karten auf der Hand: ziehe eine mehr.
dt-card-lucky_pair = Glückspaar
dt-card-destiny = Schicksal
dt-card-nudge = Schubs
dt-card-second_chance = Zweite Chance
dt-card-mirror = Spiegel
dt-card-jinx = Verhext
dt-card-one_more_try = Noch ein Versuch
dt-card-bulwark = Bollwerk
dt-card-windfall = Geldsegen
dt-card-insight = Einsicht
dt-card-purify = Läutern
dt-card-field_dressing = Notverband
dt-card-reserves = Reserven
dt-card-war_cry = Kriegsschrei
dt-card-brutal_swing = Brutaler Schwung
dt-card-intimidate = Einschüchtern
dt-card-veil_of_night = Schleier der Nacht
dt-card-quick_reflexes = Schnelle Reflexe
dt-card-snare = Schlinge
dt-card-stoke = Schüren
dt-card-ignite = Entzünden
dt-card-flash_fire = Flammenblitz
dt-card-meditate = Meditieren
dt-card-sweep = Fußfeger
dt-card-inner_calm = Innere Ruhe
dt-card-oath = Eid
dt-card-consecrate = Weihen
dt-card-sanctuary = Zuflucht
dt-card-lift_purse = Beutelschneiden
dt-card-venom = Gift im Dolch
dt-card-fade = Verblassen
dt-status-burn = Verbrennung
dt-status-poison = Gift
dt-status-blind = Blendung
dt-status-entangle = Verstrickung
dt-status-targeted = Anvisiert
dt-status-concussion = Gehirnerschütterung
dt-status-stun = Betäubung
dt-status-knockdown = Niederschlag
dt-status-evasive = Ausweichen
dt-status-fire_mastery = Feuermeisterschaft
dt-status-chi = Chi
dt-status-crit = Krit
dt-status-protect = Schutz
dt-status-retribution = Vergeltung
dt-status-blessing = Segen
dt-status-sneak = Schleichen
dt-status-sneak_attack = Hinterhalt
dt-status-text-burn = Unterhaltsphase: 1 Schaden je Verbrennung, dann eine Verbrennung entfernen.
dt-status-text-poison = Unterhaltsphase: 1 Schaden je Gift. Bleibt bestehen.
dt-status-text-blind = Wenn du einen Angriff aktivierst, würfle einen Würfel: bei 1-2 scheitert er. Dann Blendung entfernen.
dt-status-text-entangle = Dein nächster Angriffswurf hat einen Versuch weniger. Dann entfernen.
dt-status-text-targeted = Angriffe auf dich machen 2 Schaden mehr. Bleibt bestehen.
dt-status-text-concussion = Überspringe deine nächste Einkommensphase (keine KP, keine Karte). Dann entfernen.
dt-status-text-stun = Überspringe deinen nächsten Angriffswurf. Dann entfernen.
dt-status-text-knockdown = Zahle bei deinem nächsten Angriffswurf 2 KP oder überspringe ihn. Dann entfernen.
dt-status-text-evasive = Ausgeben, wenn du angegriffen wirst: würfle einen Würfel; bei 1-2 macht der Angriff dir keinen Schaden.
dt-status-text-fire_mastery = Feuer-Fähigkeiten machen 1 Schaden mehr je Marker. Bleibt bestehen.
dt-status-text-chi = Einen ausgeben: +1 Schaden für deinen Angriff oder 1 Schaden eines Angriffs auf dich verhindern.
dt-status-text-crit = In deinem Angriff mit 5 oder mehr Schaden ausgeben: +4 Schaden.
dt-status-text-protect = Ausgeben, wenn du angegriffen wirst: 3 Schaden verhindern.
dt-status-text-retribution = Ausgeben, wenn du angegriffen wirst: 2 unabwehrbaren Schaden zurück an den Angreifer.
dt-status-text-blessing = Fiele deine Seite auf 0 Leben, entferne ihn und bleib bei 1 Leben.
dt-status-text-sneak = Ausgeben, wenn du angegriffen wirst (nicht von einer Ultimativen): kein Schaden von diesem Angriff.
dt-status-text-sneak_attack = In deinem Angriff ausgeben: würfle einen Würfel und addiere seinen Wert zum Schaden.
dt-face-bag = Beutel
dt-face-bow = Bogen
dt-face-card = Karte
dt-face-dagger = Dolch
dt-face-fire = Feuer
dt-face-fist = Faust
dt-face-foot = Fuß
dt-face-heart = Herz
dt-face-helm = Helm
dt-face-lotus = Lotus
dt-face-magma = Magma
dt-face-meteor = Meteor
dt-face-moon = Mond
dt-face-palm = Hand
dt-face-pray = Gebet
dt-face-shadow = Schatten
dt-face-soul = Seele
dt-face-strength = Stärke
dt-face-sword = Schwert
dt-face-taiji = Taiji

## Verbindungswörter
dt-join-plus = { $first } + { $rest }
dt-join-semicolon = { $first }; { $rest }
dt-join-comma = { $first }, { $rest }
dt-join-dot = { $first } · { $rest }
dt-join-space = { $first } { $rest }

## Wirkungen von Fähigkeiten und Karten, Stück für Stück
dt-req-small-straight = kleine Straße
dt-req-large-straight = große Straße
dt-req-symbol = { $count }× { $face }
dt-fx-per = { $text } (je { $face })
dt-fx-plus = { $text } (+1 je { $status })
dt-fx-if = bei { $need }: { $text }
dt-fx-dmg = { $count } Schaden
dt-fx-undefendable = { $text }, unabwehrbar
dt-fx-collateral = { $count } Kollateralschaden an jeden anderen Gegner
dt-fx-heal = { $count } heilen
dt-fx-inflict = { $count ->
    [one] { $status }
   *[other] { $count } { $status }
} zufügen
dt-fx-gain = { $count ->
    [one] { $status }
   *[other] { $count } { $status }
} erhalten
dt-fx-cp = { $count } KP erhalten
dt-fx-steal = { $count } KP stehlen
dt-fx-draw = { $count ->
    [one] eine Karte
   *[other] { $count } Karten
} ziehen
dt-fx-discard = Ziel wirft { $count } zufällig ab
dt-fx-cleanse = alle negativen Statuseffekte eines Spielers entfernen (ohne Ziel: deine)
dt-fx-prevent = { $count } Schaden verhindern
dt-fx-prevent-half = die Hälfte des Schadens verhindern (aufgerundet)
dt-fx-bonus = +{ $count } Schaden für deinen Angriff
dt-fx-set-die = { $count ->
    [one] einen Würfel
   *[other] bis zu { $count } Würfel
} { $whose ->
    [own] deines eigenen Wurfs
   *[any] eines beliebigen Wurfs
} auf { $value ->
    [any] einen beliebigen Wert
   *[other] { $value }
} setzen
dt-fx-nudge = einen Würfel eines beliebigen Wurfs um 1 erhöhen oder senken
dt-fx-reroll = bis zu { $count } Würfel deines eigenen Wurfs neu würfeln
dt-fx-reroll-other = einen Würfel im Wurf eines anderen Spielers neu würfeln
dt-fx-copy-die = einen Würfel deines Wurfs auf den Wert eines anderen setzen
dt-fx-extra-roll = ein Versuch mehr in deinem Angriffswurf
dt-fx-none = keine Wirkung
dt-level = { $need }: { $effect }
dt-level-defense = { $dice } Würfel: { $effect }
dt-level-tier = { $text } | { $count }: { $effect }
dt-level-name = { $level ->
    [1] I
    [2] II
   *[3] III
}
dt-card-upgrade-name = { $ability } { $level }
dt-card-upgrade-text = { $ability } auf { $level } verbessern: { $text }
dt-passive = { $name }: { $text }

## Erzählung: eine Zeile je Ereignis
dt-narrate-die = { $value }({ $face })
dt-narrate-turn = — Zug { $turn }: **{ $player }** ({ $hero }) —
dt-narrate-upkeep = { $player } erleidet in der Unterhaltsphase { $damage } Schaden durch { $status }.
dt-narrate-income = { $player } erhält { $cp } KP (jetzt { $now }).
dt-narrate-why-first-turn = der erste Spieler setzt sie aus
dt-narrate-skip-income = { $player } überspringt die Einkommensphase ({ $why }).
dt-narrate-skip-offense = { $player } überspringt den Angriffswurf ({ $why }).
dt-narrate-draw = { $player } zieht { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}.
dt-narrate-sell = { $player } verkauft { $card } für 1 KP (jetzt { $now }).
dt-narrate-upgrade = { $player } verbessert auf **{ $card }** für { $paid } KP.
dt-narrate-card = { $player } spielt **{ $card }** ({ $paid } KP).
dt-narrate-card-on = { $player } spielt **{ $card }** auf { $target } ({ $paid } KP).
dt-narrate-dice-now = Würfel von { $player } jetzt: { $dice }.
dt-narrate-roll-offense = { $player } würfelt (Versuch { $attempt }/{ $of }): { $dice }.
dt-narrate-roll-defense = { $player } würfelt die Verteidigung: { $dice }.
dt-narrate-roll-target = { $player } würfelt den Zielwurf: { $dice }.
dt-narrate-roll-blind = { $player } würfelt die Blendungsprobe: { $dice }.
dt-narrate-die-rerolled = { $player } würfelt Würfel { $pos } von { $owner } neu: { $before } → { $after }.
dt-narrate-die-changed = { $player } ändert Würfel { $pos } von { $owner }: { $before } → { $after }.
dt-narrate-extra-roll = { $player } bekommt einen Wurfversuch mehr ({ $of } insgesamt).
dt-narrate-ability = { $player } aktiviert **{ $ability }**.
dt-narrate-ultimate = { $player } aktiviert **{ $ability }** — **ULTIMATIV!**
dt-narrate-ability-reset = Die Würfel haben sich geändert: { $player } wählt die Fähigkeit neu (übrige Würfe bleiben).
dt-narrate-no-ability = { $player } aktiviert keine Fähigkeit.
dt-narrate-blind = Die Blendungsprobe von { $player } zeigt { $die }: { $failed ->
    [yes] der Angriff scheitert!
   *[no] der Angriff geht weiter.
}
dt-narrate-target = { $player } zielt auf **{ $target }**.
dt-narrate-target-die = { $player } zielt auf **{ $target }** (Würfel { $die }).
dt-narrate-target-chosen = { $player } zielt auf **{ $target }** (gewählt von { $chooser }).
dt-narrate-choose-target = Zielwurf { $die }: { $chooser } wählt unter { $choices }.
dt-narrate-attack = Angriff von { $player }: { $damage } Schaden auf { $target }{ $how ->
    [ultimate] {" "}(Ultimativ: nichts kann ihn aufhalten)
    [undefendable] {" "}(unabwehrbar)
   *[plain] {""}
}.
dt-narrate-defend = { $player } verteidigt mit { $ability }.
dt-narrate-damage = { $player } erleidet **{ $amount }** Schaden ({ $source }).
dt-narrate-heal = { $player } heilt { $amount }.
dt-narrate-status-gained = { $player } erhält { $status }{ $count ->
    [one] {""}
   *[other] {" "}×{ $count }
} (jetzt { $now }).
dt-narrate-status-lost = { $player } verliert { $status }.
dt-narrate-cp-gained = { $player } erhält { $amount } KP (jetzt { $now }).
dt-narrate-cp-paid = { $player } zahlt { $amount } KP (jetzt { $now }).
dt-narrate-steal = { $player } stiehlt { $victim } { $amount } KP.
dt-narrate-discard = { $player } wirft { $card } ab.
dt-narrate-bonus = { $player } fügt { $amount } Schaden hinzu.
dt-narrate-prevent = { $player } wird { $amount } Schaden verhindern.
dt-narrate-spend-dodge-roll = { $player } gibt { $status } aus: würfelt { $die }, { $dodged ->
    [yes] ausgewichen!
   *[no] kein Glück.
}
dt-narrate-spend-dodged = { $player } gibt { $status } aus: der Angriff geht daneben.
dt-narrate-spend-bonus = { $player } gibt { $status } aus: +{ $amount } Schaden.
dt-narrate-spend-prevent = { $player } gibt { $status } aus: verhindert { $amount }.
dt-narrate-spend-half = { $player } gibt { $status } aus: der halbe Schaden wird verhindert.
dt-narrate-spend-reflect = { $player } gibt { $status } aus: { $amount } Schaden zurück.
dt-narrate-spend = { $player } gibt { $status } aus.
dt-narrate-blessing = { $status } rettet { $player }: Leben 1.
dt-narrate-what-the = Was zum …? { $player } fiel vor dem zweiten Zug und kehrt mit { $health } Leben zurück.
dt-narrate-defeated = **{ $players }** { $count ->
    [one] ist
   *[other] sind
} besiegt!
dt-narrate-over-winners = **{ $players } { $count ->
    [one] steht als Letzter und besteigt
   *[other] stehen als Letzte und besteigen
} den Thron.**
dt-narrate-over-draw = **Alle, die noch standen, fielen im selben Moment: unentschieden.**
dt-narrate-over-turn-limit = **Das Limit von { $turns } Zügen ist erreicht; die Seite mit dem meisten Leben gewinnt.**
dt-narrate-discard-phase = { $player } muss Karten verkaufen, bis 6 übrig sind.

## Ablehnungen
dt-refuse-game-over = Das Spiel ist vorbei.
dt-refuse-no-cards = Du hast keine Karten auf der Hand.
dt-refuse-no-such-card = Du hast keine Karte namens '{ $card }'. Deine Hand: { $hand }.
dt-refuse-main-phase-card = Diese Karte spielst du nur in deiner eigenen Hauptphase.
dt-refuse-roll-phase-card = Wurfphasen-Karten spielst du in einer Wurfphase, wenn das Spiel dich fragt.
dt-refuse-instant-card = Eine Sofort-Karte kannst du spielen, wann immer das Spiel auf dich wartet.
dt-refuse-simplified-no-cards = Das vereinfachte Spiel wird ohne Karten gespielt.
dt-refuse-ultimate-locked = Gegen eine Ultimative Fähigkeit darf niemand handeln, bis sie abgehandelt ist.
dt-refuse-card-cost = { $card } kostet { $cost } KP und du hast { $have }.
dt-refuse-ultimate-dice-only = Gegen eine Ultimative Fähigkeit darfst du nur Karten spielen, die ihre Würfel ändern.
dt-refuse-card-no-dice = { $card } benutzt keine Würfel.
dt-refuse-target-out = { $target } ist nicht mehr auf dem Schlachtfeld.
dt-refuse-no-negative-own = Du hast keinen negativen Statuseffekt zum Entfernen.
dt-refuse-no-negative = { $target } hat keinen negativen Statuseffekt zum Entfernen.
dt-refuse-card-no-target = { $card } hat kein Ziel.
dt-refuse-bonus-no-attack = Diese Karte erhöht den Schaden deines eigenen Angriffs, und du greifst gerade nicht an.
dt-refuse-prevent-no-attack = Diese Karte verhindert Schaden eines Angriffs auf dich, und es gibt keinen.
dt-refuse-extra-roll = Ein Versuch mehr gilt für deinen eigenen Angriffswurf, bevor du eine Fähigkeit wählst.
dt-refuse-status-limit = Du hast schon so viel { $status } wie erlaubt ({ $limit }).
dt-refuse-health-full = Dein Leben ist schon am höchsten.
dt-refuse-upgrade-other-hero = Diese Verbesserung gehört einem anderen Helden.
dt-refuse-upgrade-main-phase = Verbesserungen spielst du nur in deiner eigenen Hauptphase.
dt-refuse-upgrade-level = { $ability } ist schon auf Stufe { $level }.
dt-refuse-upgrade-cost = { $ability } zu verbessern kostet { $cost } KP und du hast { $have }.
dt-refuse-no-dice = Gerade sind keine Würfel im Spiel, die du ändern könntest.
dt-refuse-own-roll-only = Diese Karte wirkt nur auf deinen eigenen Wurf.
dt-refuse-others-roll-only = Mit dieser Karte würfelt jemand anderes neu: nicht auf deinen eigenen Wurf.
dt-refuse-say-value = Sag, auf welchen Wert der Würfel soll: value:1 bis value:6.
dt-refuse-dice-show = Diese Würfel zeigen schon { $value }.
dt-refuse-nudge-value = Würfel { $die } zeigt { $shows }: sag { $count ->
    [one] value:{ $low }
   *[other] value:{ $low } oder { $high }
}.
dt-refuse-copy-two-dice = Nenne zwei Würfel: den zu ändernden, dann den zu kopierenden (die:"2 5").
dt-refuse-dice-match = Diese beiden Würfel zeigen schon dasselbe.
dt-refuse-target-another = Wähle einen anderen Spieler als Ziel.
dt-refuse-say-target = Sag, wen die Karte trifft: target:<Spieler>.
dt-refuse-roll-not-now = Du würfelst nur in deinem eigenen Angriffswurf.
dt-refuse-ability-chosen = Du hast schon eine Fähigkeit gewählt.
dt-refuse-rolls-used = Du hast alle { $count } Wurfversuche verbraucht: wähle eine Fähigkeit oder sag done.
dt-refuse-first-roll-all = Der erste Wurf wirft alle fünf Würfel: würfle einfach.
dt-refuse-no-such-ability = { $hero } hat keine Fähigkeit namens '{ $ability }'. Deine sind: { $yours }.
dt-refuse-ability-not-now = Eine Fähigkeit wählst du am Ende deines eigenen Angriffswurfs.
dt-refuse-roll-first = Würfle zuerst.
dt-refuse-dice-dont-qualify = Deine Würfel reichen nicht für { $ability }: sie braucht { $need }.
dt-refuse-no-attack-on-you = Gerade gibt es keinen Angriff auf dich, den du abwehren könntest.
dt-refuse-choose-defence = Wähle, welche Verteidigung du würfelst: { $defences }.
dt-refuse-no-target-to-choose = Du hast gerade kein Ziel zu wählen.
dt-refuse-target-choices = Das Ziel muss eines von diesen sein: { $choices }.
dt-refuse-mode-players = Der Modus { $mode } ist für { $count } Spieler, und { $seated } sitzen am Tisch.
dt-refuse-mode-players-range = Der Modus { $mode } ist für { $low } bis { $high } Spieler, und { $seated } sitzen am Tisch.
dt-refuse-simplified-1v1 = Die vereinfachte Variante wird 1 gegen 1 gespielt (Modus 1v1 oder first).
dt-refuse-too-many-heroes = { $heroes } Helden für { $seats } Plätze genannt: nenne einen je Platz.
dt-refuse-nothing-to-draw = Du hast gerade keine Karte zu ziehen.
dt-refuse-draw-count = Du ziehst jetzt { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}, nicht { $asked }.
dt-refuse-sell-not-now = Karten verkaufst du nur in deinen eigenen Hauptphasen (und beim Abwerfen auf 6).
dt-refuse-nothing-to-finish = Gerade gibt es für dich nichts zu beenden.
dt-refuse-first-roll-needed = Der erste Wurf ist Pflicht: würfle.
dt-refuse-sell-more = Du hast mehr als { $limit } Karten: verkaufe noch { $count }, bevor dein Zug endet.
dt-refuse-defend-instead = Würfle deine Verteidigung mit defend (deine Verteidigungsfähigkeit wirkt von selbst).
dt-refuse-target-instead = Wähle ein Ziel mit target.
dt-refuse-no-such-status = Es gibt keinen Statuseffekt namens '{ $status }'.
dt-refuse-no-token = Du hast kein { $status } zum Ausgeben.
dt-refuse-token-not-now = Marker gibst du aus, wenn das Spiel auf dich wartet.
dt-refuse-chi-when = { $status } gibst du in deinem Angriff aus (+1 Schaden) oder bei einem Angriff auf dich (1 verhindern).
dt-refuse-token-own-attack = { $status } gibst du in deinem eigenen Angriff aus.
dt-refuse-crit-threshold = { $status } braucht einen Angriff mit mindestens { $damage } Schaden.
dt-refuse-token-when-hit = { $status } gibst du aus, wenn dich gleich ein Angriff trifft.
dt-refuse-token-not-collateral = { $status } antwortet auf einen Angriff auf dich, nicht auf Kollateralschaden.
dt-refuse-token-passive = { $status } gibst du nicht aus: der Effekt wirkt von selbst.
dt-refuse-say-dice = Sag nach Position, welche Würfel du { $verb ->
    [reroll] neu würfeln
    [copy] kopieren
   *[change] ändern
} willst, z. B. dice:"1 4" (1 bis { $count }).
dt-refuse-dice-positions = Würfelpositionen gehen von 1 bis { $count }.
dt-refuse-die-once = Nenne jeden Würfel nur einmal.
dt-refuse-dice-limit = Damit wählst du höchstens { $count } Würfel.
dt-refuse-no-such-player = In diesem Spiel gibt es niemanden namens '{ $name }'.

## Abgelehnte Optionen der Lobby (engines/dicethrone/state.py), in move-bad-options aus table.ftl: Jede nennt
## die Option, wie sie getippt wird, und was sie nimmt. $typed: das Getippte; $heroes: die Helden, wie man sie tippt.

dt-option-no-hero = heroes: Es gibt keinen Helden namens „{ $typed }“; die Helden sind { $heroes } (oder random)
dt-option-health = health: Das Startleben ist eine Zahl von 1 bis { $most }, nicht { $typed }
dt-option-simplified-heroes = heroes: Die vereinfachte Variante wird mit { dt-hero-barbarian } oder { dt-hero-moon_elf } gespielt

## Aufforderungen: worauf ein Spieler gewartet wird
dt-prompt-draw = { $count ->
    [one] eine Karte
   *[other] { $count } Karten
} ziehen: vom Verbesserungs- oder vom Aktionsstapel?
dt-prompt-window-roll = eine Karte oder ein Marker nach dem Wurf (oder done)
dt-prompt-window-confirm = eine letzte Chance, die Würfel zu ändern, bevor die Fähigkeit wirkt (oder done)
dt-prompt-window-blind = eine Karte auf den Würfel der Blendungsprobe (oder done)
dt-prompt-window-target = eine Karte auf den Zielwürfel (oder done)
dt-prompt-window-damage = Karten oder Marker, bevor der Schaden fällt (oder done)
dt-prompt-window-upkeep = eine Karte, bevor Verbrennung oder Gift von { $player } wirkt (oder done)
dt-prompt-main1 = Hauptphase 1: Karten spielen oder verkaufen, dann done zum Würfeln
dt-prompt-main2 = Hauptphase 2: Karten spielen oder verkaufen, dann done
dt-prompt-discard = { $count ->
    [one] eine Karte
   *[other] { $count } Karten
} verkaufen, um { $limit } auf der Hand zu behalten (je 1 KP): wähle sie im Verkaufsmenü unter Meine Optionen
dt-prompt-offense-first = Angriffswurf: würfle deine fünf Würfel
dt-prompt-offense-done = Angriffswurf fertig: wähle eine Fähigkeit (oder done für keine)
dt-prompt-offense = Angriffswurf { $attempt }/{ $of }: neu würfeln oder eine Fähigkeit wählen
dt-prompt-defend = verteidige dich gegen den Angriff von { $attacker }
dt-prompt-choose-target = wähle das Ziel des Angriffs von { $attacker }

## Die Phasenzeile (Kopf des Bilds)
dt-phase-over = Spiel vorbei
dt-phase-turn = Zug von { $player }: { $step }
dt-phase-defends = { $defender } wehrt { $attacker } ab
dt-phase-chooses-target = { $chooser } wählt das Ziel von { $attacker }
dt-phase-window-roll = Reaktionen auf den Wurf
dt-phase-window-confirm = letzte Chance vor der Fähigkeit
dt-phase-window-blind = Blendungsprobe
dt-phase-window-target = Zielwurf
dt-phase-window-damage = vor dem Schaden
dt-phase-window-upkeep = vor der Unterhaltsphase
dt-phase-turn_start = Zugbeginn
dt-phase-upkeep = Unterhaltsphase
dt-phase-main1 = Hauptphase 1
dt-phase-main2 = Hauptphase 2
dt-phase-offense_start = Angriffswurf
dt-phase-offense = Angriffswurf
dt-phase-defense = Verteidigungswurf
dt-phase-choose_target = Zielwahl
dt-phase-resolve = Abhandlung
dt-phase-discard = Abwerfen auf 6
dt-phase-turn_end = Zugende

## Stand: der Text unter dem Tisch
dt-mode-1v1 = 1 gegen 1
dt-mode-first = erstes Spiel
dt-mode-2v2 = 2 gegen 2
dt-mode-3v3 = 3 gegen 3
dt-mode-2v2v2 = 2 gegen 2 gegen 2
dt-mode-ffa = jeder gegen jeden
dt-variant-simplified = vereinfacht
dt-variant-upgrade_deck = Verbesserungsstapel
dt-standing-game = { $mode } · Zug { $turn }
dt-standing-game-variant = { $mode }, { $variant } · Zug { $turn }
dt-standing-who = { $player } ({ $hero })
dt-standing-who-team = { $player } ({ $hero }, Team { $team })
dt-standing-hero-out = { $who }: besiegt
dt-standing-hero = { $who }: { $health } Leben, { $cp } KP, { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}
dt-standing-hero-statuses = { $who }: { $health } Leben, { $cp } KP, { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}; { $statuses }
dt-standing-status-count = { $status } ×{ $count }
dt-standing-ready = ★ { $ability } { $level }: { $text }
dt-standing-need = { $ability } { $need }
dt-standing-need-ultimate = { $ability } (ultimativ) { $need }
dt-standing-aims = Fähigkeiten von { $player } brauchen: { $needs }{ $straights ->
    [yes] {" "}(Straße: Zahlen in Folge, kleine 4, große 5)
   *[no] {""}
}.
dt-standing-defence = Verteidigung: { $ability } { $level } von { $player }: { $text }
dt-standing-meaning = { $status } – { $text }
dt-standing-statuses = Statuseffekte: { $meanings }
dt-standing-note-blind = Blendungsprobe: bei 1-2 scheitert der Angriff, bei 3-6 geht er weiter.
dt-standing-note-target = Zielwurf: die Zieltabelle des Modus bestimmt das Ziel.
dt-standing-attack = Angriff: { $words }.
dt-standing-attack-name = { $ability } { $level }
dt-standing-attack-ultimate = { $ability } { $level } (ultimativ)
dt-standing-attack-at = auf { $target }
dt-standing-attack-damage = { $damage } Schaden
dt-standing-attack-damage-bonus = { $damage } + { $bonus } Schaden
dt-standing-attack-undefendable = unabwehrbar
dt-standing-attack-prevented = { $amount } verhindert
dt-standing-attack-dodged = ausgewichen
dt-standing-attack-defence = Verteidigung: { $ability }

## Knöpfe und Menüs (engines/dicethrone/describe.py, cogs/dicethrone.py)
dt-label-card = { $card } · { $cost } KP
dt-label-die-value = { $card }: Würfel { $die } ({ $before } → { $after })
dt-label-die-copy = { $card }: Würfel { $die } kopiert Würfel { $other } ({ $shows })
dt-label-dice-set = { $card }: Würfel { $dice } → 6
dt-label-face = { $value } { $face }
dt-label-reroll = { $card }: Würfel { $dice } von { $owner } neu würfeln ({ $shown })
dt-label-on = { $card } auf { $target }
dt-label-upgrade = { $card }, Verbesserung: { $text }
dt-label-card-text = { $card }: { $text }
dt-label-spend = { $status } ausgeben
dt-label-sell = { $card } verkaufen (+1 KP)
dt-label-draw-upgrade = Vom Verbesserungsstapel ziehen
dt-label-draw-action = Vom Aktionsstapel ziehen
dt-label-defend = Verteidigen: { $ability }
dt-label-defend-text = Verteidigen: { $ability } ({ $text })
dt-label-target = Ziel: { $player }
dt-label-pass = Passen
dt-label-done = Fertig
dt-label-done-main1 = Fertig: zum Angriffswurf
dt-label-done-main2 = Fertig: Zug beenden
dt-label-done-offense = Keine Fähigkeit

## Die Bilder (render/dicethrone.py)
dt-picture-asked = gefragt
dt-picture-defeated = besiegt
dt-picture-cp = KP
dt-picture-ability = { $ability } { $level }
dt-picture-ultimate = ULTIMATIV { $ability } { $level }
dt-picture-damage = { $damage }{ $bonus ->
    [0] {""}
   *[other] +{ $bonus }
} Schaden
dt-picture-roll-offense = Angriffswurf
dt-picture-roll-defense = Verteidigungswurf
dt-picture-roll-target = Zielwurf
dt-picture-roll-blind = Blendungsprobe
dt-picture-attempts = { $attempt } von { $of }
dt-picture-final = endgültig
dt-picture-no-dice = Noch nicht gewürfelt
dt-picture-over-throne = { $players } { $count ->
    [one] steht als Letzter und besteigt
   *[other] stehen als Letzte und besteigen
} den Thron.
dt-picture-over-draw = Alle, die noch standen, fielen im selben Moment: unentschieden.
dt-picture-over-turn_limit = Das Zuglimit ist erreicht; die Seite mit dem meisten Leben gewinnt.
dt-picture-your-hand = Deine Hand: { $cp } KP, { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
dt-picture-mate-hand = Hand von { $player }
dt-picture-mate-no-cards = keine Karten
dt-picture-no-cards = Keine Karten.
dt-picture-timing = { $timing ->
    [main] Hauptphase
    [roll] Wurfphase
    [instant] sofort
   *[upgrade] Verbesserung
}
dt-picture-playable-now = { $kind } · jetzt

## Die eigenen Antworten des Cogs (cogs/dicethrone.py): /dicethrone hand, die Knöpfe am Tisch, Autovervollständigung
dt-hand-head = **Deine Hand** ({ $hero }, { $cp } KP):
dt-hand-card = • **{ $card }** (`{ $id }`, { $kind ->
    [upgrade] Verbesserung
    [main] Hauptphase
    [roll] Wurfphase
   *[instant] sofort
}, { $cost } KP){ $playable ->
    [yes] {" "}✅ jetzt spielbar
   *[no] {""}
}: { $text }
dt-hand-none = Keine Karten.
dt-hand-mate = **Hand von { $player }:** { $cards }
dt-hand-mate-none = **Hand von { $player }:** keine Karten
dt-button-roll-all = Alle fünf Würfel werfen
dt-button-die = Würfel { $pos }: { $value } ({ $face })
dt-button-reroll-placeholder = Würfel zum Neuwürfeln
dt-button-ability = { $ability }: { $text }
dt-button-sell-placeholder = Eine Karte für 1 KP verkaufen…
dt-choice-card = { $card } ({ $cost } KP){ $playable ->
    [yes] {" "}✅
   *[no] {""}
}: { $text }
