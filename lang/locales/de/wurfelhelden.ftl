## Würfelhelden (engines/wurfelhelden/): its narration, refusals, prompts, standing lines, picture and buttons.
## The words are those of the German edition (AMIGO): Steckbrief, Bösewicht, Gruppe, Heldentableau, Schwert,
## Münze, Kreuz, Duell-Marker. $colour is a die's colour as the game keys it (white, yellow, red), $face a
## face's kind (sword, coin, yellow, red, x). The letters are German's: W (weiß), G (gelb), R (rot).

## The words of the game

wh-swords = { $count ->
        [one] 1 Schwert
       *[other] { $count } Schwerter
    }
wh-coins = { $count ->
        [one] 1 Münze
       *[other] { $count } Münzen
    }
wh-dice = { $count ->
        [one] 1 Würfel
       *[other] { $count } Würfel
    }
wh-warrants = { $count ->
        [one] 1 Steckbrief
       *[other] { $count } Steckbriefe
    }
wh-colour = { $colour ->
        [white] weiß
        [yellow] gelb
       *[red] rot
    }
wh-letter = { $colour ->
        [white] W
        [yellow] G
       *[red] R
    }
# the face that grows the party by a die of its colour, on the picture
wh-grow = +{ wh-letter }
wh-die = { wh-colour }: { $face ->
        [sword] { $swords ->
            [one] 1 Schwert
           *[other] { $swords } Schwerter
        }
        [coin] Münze
        [yellow] +1 gelber Würfel
        [red] +1 roter Würfel
       *[x] Kreuz (läuft weg)
    }
wh-die-unrolled = { wh-colour } (nicht gewürfelt)

## Prompts

wh-task-roll = würfle deine ganze Gruppe (/würfelhelden würfeln): { $chase }; Münzen zählen, und +G/+R-Seiten vergrößern deine Gruppe
wh-task-roll-opening = würfle deine ganze Gruppe (/würfelhelden würfeln): { $opener } hatte im Eröffnungswurf die meisten Schwerter, deshalb liegen diese Würfel bei den Steckbriefen: { $chase }; Münzen zählen, und +G/+R-Seiten vergrößern deine Gruppe
wh-task-reroll = würfle beliebige Würfel neu (noch { $left ->
        [one] 1 Wurf
       *[other] { $left } Würfe
    }: wähle sie aus oder nimm /würfelhelden würfeln würfel) oder hör auf und führe dieses Ergebnis aus (/würfelhelden aufhören): { $shows }; { $chase }
wh-shows = du zeigst { $swords } und { $coins }
wh-shows-doubled = du zeigst { $swords } und { $coins } (kein Schwert: die Münzen zählen doppelt, { $double })
wh-chase-nobody = noch verfolgt niemand den Bösewicht, also beginnt jedes Schwert die Verfolgung
wh-chase-yours = dein Duell-Marker verfolgt den Bösewicht; Schwerter, die du behältst, kommen dazu, und überbietet dich niemand vor deinem nächsten Zug, fängst du ihn
wh-chase-other = { $chaser } verfolgt den Bösewicht mit { $swords ->
        [one] 1 Schwert
       *[other] { $swords } Schwertern
    }, also übernehmen { $need } oder mehr Schwerter die Verfolgung ({ $stake })
wh-stake-marker = überbietet niemand bis zum nächsten Zug von { $chaser }, kehren die Würfel heim und der Duell-Marker hält die Verfolgung: noch eine Runde, und { $chaser } fängt den Steckbrief über { $warrant } Münzen
wh-stake-capture = überbietet niemand bis zum nächsten Zug von { $chaser }, fängt { $chaser } den Steckbrief über { $warrant } Münzen

## Refusals

wh-refuse-roll-first = Erst würfeln: Der erste Wurf deines Zuges würfelt deine ganze Gruppe, danach kannst du aufhören.
wh-refuse-not-a-move = Das ist kein Würfelhelden-Zug: Nimm würfeln oder aufhören.
wh-refuse-no-such-die = Deine Gruppe hat { $dice }: Nenne die Würfel mit ihrer Nummer auf dem Bild, von 1 bis { $count } (z. B. würfel:"1 3").
wh-refuse-die-twice = Du hast Würfel { $die } zweimal genannt: Nenne jeden Würfel, den du neu würfeln willst, nur einmal.

## Narration

wh-opening = Eröffnungswurf: Alle haben ihre 3 weißen Würfel auf Schwerter gewürfelt ({ $swords }). { $opener } hatte die meisten, also verfolgen die { $chase } von { $opener } bei den Steckbriefen den ersten Bösewicht, und { $first } beginnt als Nächstes.
wh-opening-rolloffs = Eröffnungswurf ({ $rolloffs } Stechen: Gleichstände würfeln neu): Alle haben ihre 3 weißen Würfel auf Schwerter gewürfelt ({ $swords }). { $opener } hatte die meisten, also verfolgen die { $chase } von { $opener } bei den Steckbriefen den ersten Bösewicht, und { $first } beginnt als Nächstes.
wh-player-count = { $player } { $count }
wh-turn = Runde { $turn }: **{ $player }** ist dran.
wh-rolled = { $player } würfelt (Wurf { $roll } von { $rolls }): { $dice }.
wh-rolled-die = Würfel { $position } { $die }
wh-ran-away = Kreuz! { $count ->
        [one] 1 Würfel
       *[other] { $count } Würfel
    } von { $player } ({ $colours }) { $count ->
        [one] läuft
       *[other] laufen
    } weg aufs Heldentableau (noch { $left } in der Gruppe).
wh-chase-failed = { $player } kann { $against } mit { $swords ->
        [one] 1 Schwert
       *[other] { $swords } Schwertern
    } nicht überbieten (nötig sind { $needed }): keine Verfolgung.
wh-chase-outbid-marker = { $player } überbietet den einsamen Duell-Marker von { $against } mit { $swords ->
        [one] 1 Schwert
       *[other] { $swords } Schwertern
    } und übernimmt die Verfolgung.
wh-chase-outbid = { $player } überbietet { $against } mit { $swords ->
        [one] 1 Schwert
       *[other] { $swords } Schwertern
    } gegen { $theirs } und übernimmt die Verfolgung; die Würfel von { $against } kehren heim.
wh-chase-joined = { $player } legt { $swords } zu den Steckbriefen, neben den Duell-Marker.
wh-chase-placed = { $player } legt { $swords } zu den Steckbriefen und verfolgt den Bösewicht.
wh-coins-collected = { $player } kassiert { $coins }, { $total } im Beutel.
wh-coins-doubled = { $player } kassiert { $coins } (keine Schwerter: doppelt), { $total } im Beutel.
wh-grew-none = { $player } hat keine { $colour ->
        [yellow] gelben
       *[red] roten
    } Würfel mehr auf dem Heldentableau: Die Gruppe wächst nicht.
wh-grew = Die Gruppe von { $player } wächst um { $count } { $colour ->
        [yellow] { $count ->
            [one] gelben
           *[other] gelbe
        }
       *[red] { $count ->
            [one] roten
           *[other] rote
        }
    } Würfel.
wh-grew-short = Die Gruppe von { $player } wächst um { $count } { $colour ->
        [yellow] { $count ->
            [one] gelben
           *[other] gelbe
        }
       *[red] { $count ->
            [one] roten
           *[other] rote
        }
    } Würfel (nur noch { $count } auf dem Heldentableau).
wh-marker = Niemand hat { $player } überboten: Die Würfel kehren heim, und der Duell-Marker kommt zu den Steckbriefen. Übersteh noch eine Runde, dann fängst du ihn.
wh-marker-alone = Der Duell-Marker von { $player } liegt noch allein bei den Steckbriefen: noch kein Fang. Schwerter aus diesem Zug kommen dazu.
wh-captured = **{ $player } fängt einen Bösewicht!** Steckbrief über { $warrant } Münzen (noch { $left }; { $player } hat jetzt { $score }).
wh-game-over = Der letzte Steckbrief ist vergeben: { $scores }. Die meisten Münzen (Steckbriefe eingerechnet) gewinnen.

## Standing lines

wh-standing-round = Runde { $turn }, { $roll ->
        [0] noch nicht gewürfelt
       *[other] Wurf { $roll } von 3 gemacht
    }.
wh-standing-chase-nobody = Verfolgung: niemand; jedes Schwert übernimmt die Verfolgung.
wh-standing-chase-alone = Verfolgung: Der Duell-Marker von { $chaser } liegt allein; jedes Schwert überbietet ihn.
wh-standing-chase-marker = Verfolgung: { $chaser }, { $swords }; überbiete mit { $need }+, sonst legt { $chaser } im nächsten Zug den Duell-Marker ab.
wh-standing-chase-capture = Verfolgung: { $chaser }, { $swords }; überbiete mit { $need }+, sonst fängt { $chaser } im nächsten Zug den nächsten Steckbrief.
wh-standing-warrants = Steckbriefe: als Nächstes { $next } Münzen; danach { $then } (jeder das Kopfgeld auf einen Bösewicht, in dieser Reihenfolge gefangen; wer den letzten fängt, beendet das Spiel).
wh-standing-warrants-last = Steckbriefe: als Nächstes { $next } Münzen (jeder das Kopfgeld auf einen Bösewicht; wer ihn fängt, beendet das Spiel).
wh-standing-key = Legende: W G R weiße, gelbe, rote Würfel · Schwert n: n Schwerter · Münze: 1 Münze (2 ohne Schwert) · +G +R: ein Würfel kommt von deinem Heldentableau dazu · X: läuft weg (Kreuz) · ?: nicht gewürfelt · G R neben einem Namen: Würfel noch auf diesem Heldentableau · Karte ×n: gefangene Steckbriefe
wh-standing-key-duel = { wh-standing-key } · Wimpel: ein Duell-Marker (neben dem Namen, solange er zu Hause ist)

## The picture

wh-picture-roll = { $player }: würfeln
wh-picture-reroll = { $player }: neu würfeln oder aufhören
wh-picture-won = { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $score }
wh-picture-all-caught = Jeder Bösewicht
wh-picture-all-caught-2 = ist gefangen.
wh-picture-no-chase = Keine Verfolgung:
wh-picture-no-chase-2 = ein Schwert beginnt sie
wh-picture-warrants-left = noch { $count }
wh-picture-no-dice = keine Würfel in der Gruppe
wh-picture-chasing = +{ $count } jagen

## Buttons and menus

wh-button-roll = Würfeln ({ $player }): die ganze Gruppe, { $dice }, erster von { $rolls } Würfen
wh-option-die = Würfel { $position }: { $die }
wh-placeholder-reroll = Wähle Würfel zum Neuwürfeln (noch { $left } Würfe)
wh-placeholder-reroll-last = Wähle Würfel zum Neuwürfeln (letzter Wurf: danach endet der Zug von selbst)
wh-button-reroll-all = Alle { $dice } neu würfeln
wh-button-reroll-all-last = Alle { $dice } neu würfeln (letzter Wurf: danach endet der Zug von selbst)
wh-button-stop = Aufhören und dieses Ergebnis ausführen
