## Die Wörter auf Throneworlds Bildern (render/throneworld/): die Karte, das eigene Bild eines Spielers und die
## Schlachtberichte. Feldnamen, Einheitenkürzel (2B P 3H), Zahlen und Spielernamen sind keine Wörter.

## Die Karte

# auf einem verdeckten Systemplättchen, neben seinem „?"
tw-pic-kind = { $kind ->
        [throne] THRON
        [home] Heimat
        [inner] innen
        [outer] außen
        [fringe] Rand
       *[other] { $kind }
    }
tw-pic-tile-word = { $kind ->
        [home] Heimat
       *[throne] Thron
    }
# wie auf dem Plättchen gedruckt: S(pace) und G(round), die Kürzel der Regeln
tw-pic-techs = S{ $space } G{ $ground }
tw-pic-more-forces = +{ $count } weitere
tw-pic-only-you = nur für dich
tw-pic-jammed = { $number } ✗ GESTÖRT

## Das eigene Bild

tw-pic-private-head = Nur du siehst das · Zug { $turn }
tw-pic-more-lines = … und { $count } { $count ->
        [one] weitere Zeile
       *[other] weitere Zeilen
    }
tw-pic-section-orders = DEINE BEFEHLE (für die anderen verborgen)
tw-pic-section-plan = DEIN PLAN (noch nicht vorgeschlagen)
tw-pic-section-battle-orders = DEINE SCHLACHTBEFEHLE
tw-pic-chits-title = DEINE PLÄTTCHEN ({ $count })
tw-pic-chits-none = keine Plättchen auf der Hand
tw-pic-chit-use = { $use ->
        [artifact] Forschungsversuch
        [boom] Credits oder Bauten
        [sabotage] System treffen
        [hwreturn] Heimkehr
        [jam] stören
        [intercept] abfangen
       *[other] { $use }
    }
tw-pic-order-survey = Erkundungssprung { $units } { $origin } → { $target }
tw-pic-order-build = Baue { $units } auf { $at } ({ $cost } Credits)
tw-pic-order-spent = { $spent } Credits insgesamt
tw-pic-order-research = Forschung: { $tech ->
        [jump] Sprung
        [comm] Komm
        [space] Raum
        [ground] Boden
        [none] keine
       *[other] { $tech }
    }
tw-pic-order-done = Fertig: wartet auf die anderen ✓
tw-pic-order-not-done = Noch nicht fertig
tw-pic-followup = Zweiter Schritt deines Plättchens: { $kind ->
        [artifact] ein zweiter Forschungsversuch
       *[other] bauen
    }
tw-pic-followup-credits = { $step } (Credits: { $where })
tw-pic-plan-scan = { $number }. Scan { $target } (Bunker { $bunker })
tw-pic-plan-transfer = Transfer { $units } { $origin } → { $to }
tw-pic-plan-jump = { $number }. Sprung { $units } { $origin } → { $target } (Bunker { $bunker })
tw-pic-plan-fleet = Flotte
tw-pic-retreat-never = nie Rückzug
tw-pic-retreat-outgunned = Rückzug wenn unterlegen (unter { $ratio } %)
tw-pic-retreat-split = im Angriff: { $attacking }; in der Abwehr: { $defending }
tw-pic-orders-drop = landen { $drop ->
        [yes] ja
       *[no] nein
    }
tw-pic-orders-invade = einmarschieren { $invade ->
        [yes] ja
       *[no] nein
    }
tw-pic-orders-lose-first = zuerst verlieren { $space } / { $ground }

## Worauf das Spiel beim Spieler des Bildes wartet, oder wer am Zug ist

tw-pic-status-over = Spiel vorbei: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }
tw-pic-status-no-winner = Spiel vorbei: kein Sieger
tw-pic-status-mine = ▶ { $phase ->
        [outreach] Aufbruch: Erkundung und Käufe
        [move] Deine Ausbreitung
        [window] Reaktion: stören oder abfangen?
        [counterjam] Gegenstören oder passen?
        [chit] Plättchenschritt: spielen oder passen
        [research] Forschung: wähle deinen Versuch
        [followup] Zweiter Schritt deines Plättchens
        [production] Produktion: bauen, dann fertig
       *[other] Dein Zug
    }
tw-pic-status-my-event = ▶ Ereignis { $event }: wähle sein Ziel
tw-pic-status-window-open = Reaktionsfenster offen
tw-pic-status-window = { $names }: { $phase ->
        [counterjam] gegenstören?
       *[window] stören oder abfangen?
    }
tw-pic-simultaneous = { $phase ->
        [outreach] Aufbruch
        [research] Forschung
       *[production] Produktion
    }
tw-pic-status-revealing = { $phase }: wird aufgedeckt
tw-pic-status-everyone = { $phase }: alle wählen
tw-pic-status-waiting = { $phase }: wartet auf { $names }
tw-pic-status-expansion = ▶ Ausbreitung: { $player }
tw-pic-status-chit = ▶ { $player }: Plättchen spielen oder passen
tw-pic-status-event-chooser = Ereignis { $event }: { $player } wählt das Ziel
tw-pic-status-event = Ereignis { $event }
tw-pic-status-followup = ▶ { $player }: zweiter Schritt des Plättchens
tw-pic-status-player = ▶ { $player }
tw-pic-status-phase = { $phase ->
        [outreach] Aufbruch
        [move] Ausbreitung
        [window] Reaktionsfenster
        [counterjam] Gegenstören
        [chit] Plättchenschritt
        [followup] Plättchen, zweiter Schritt
        [research] Forschung
        [event] Ereignis
        [production] Produktion
        [over] Spiel vorbei
       *[other] { $phase }
    }
tw-pic-names-two = { $first } und { $second }
tw-pic-names-more = { $first }, { $second } +{ $more }

## Schlachtberichte

tw-pic-battle-title = ⚔ { $kind ->
        [blockade] Blockadeschlacht
        [revolt] Aufstand
       *[battle] Schlacht
    } um { $hex }
tw-pic-a-hit = = Treffer
tw-pic-role = { $role ->
        [attacker] Angreifer
       *[defender] Verteidiger
    }
tw-pic-first-fire = Erstschlag
tw-pic-side-neutral = die neutrale Seite
tw-pic-side-empire = das Imperium
tw-pic-side-rebels = die Rebellenarmee
tw-pic-result-captures = { $side } erobert { $hex }
tw-pic-result-not-taken = { $side } siegt; { $hex } nicht eingenommen
tw-pic-result-holds = { $side } hält { $hex }
tw-pic-result-none = Kein Sieger
tw-pic-round = { $arena ->
        [space] RAUM
       *[ground] BODEN
    } · RUNDE { $number }
tw-pic-no-dice = keine Würfel
tw-pic-hits = { $count } Treffer
tw-pic-on-shields = { $count } auf Schilden
tw-pic-round-lost = verliert { $units }
tw-pic-cargo = +{ $units } Fracht
tw-pic-skipped = … { $count } { $count ->
        [one] weitere Runde
       *[other] weitere Runden
    } …
tw-pic-skipped-lost = … { $count } { $count ->
        [one] weitere Runde
       *[other] weitere Runden
    }: { $lost } …
tw-pic-skipped-side = { $role } verliert { $units }
tw-pic-result-title = ERGEBNIS
tw-pic-side-lost = { $side } verliert { $units }
tw-pic-lost-nothing = nichts
tw-pic-lost-why = { $units } ({ $why ->
        [cargo] Fracht
        [capture] Eroberung
        [stalemate] Patt
       *[other] { $why }
    })
