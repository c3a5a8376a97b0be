## Thrown (engines/thrown/): Erzählung, Ablehnungen, Aufforderungen, Zeilen unter dem Tisch, Bild und Knöpfe.
## Farben stehen als Hauptwort ("in Rot"), Karten ohne Artikel ("die Karte Ritter"), damit kein Geschlecht
## und kein Fall gebeugt werden muss. Getippte Farben und Karten bleiben englisch (das Spiel liest sie so).

## Die Wörter des Spiels

thrown-colour-red = Rot
thrown-colour-white = Weiß
thrown-colour-green = Grün
thrown-colour-blue = Blau
thrown-colour-purple = Lila
thrown-letter-red = R
thrown-letter-white = W
thrown-letter-green = G
thrown-letter-blue = B
thrown-letter-purple = L
thrown-its-colour = Kartenfarbe
thrown-dice-of = { $count }× { $colour }

thrown-card-knight = Ritter
thrown-card-man_at_arms = Waffenknecht
thrown-card-reinforcements = Verstärkung
thrown-card-wizard = Zauberer
thrown-card-archer = Bogenschütze
thrown-card-berserker = Berserker
thrown-card-dark_knight = Schwarzer Ritter
thrown-card-sorcerer = Hexenmeister
thrown-card-brute = Raufbold
thrown-card-peacemaker = Friedensstifter
thrown-card-saboteur = Saboteur
thrown-card-thief = Dieb
thrown-card-noble = Edelmann
thrown-card-phantom = Phantom
thrown-card-recruiter = Werber
thrown-card-strategist = Stratege
thrown-card-cyclops = Zyklop
thrown-card-dragon = Drache
thrown-card-shapeshifter = Gestaltwandler
thrown-card-imp = Kobold
thrown-card-spirit = Geist
thrown-card-summoner = Beschwörer

thrown-summary-knight = Zahl einen Würfel: würfle beliebige deiner gewürfelten Würfel neu.
thrown-summary-man_at_arms = Zahl einen Würfel: +1 auf einen deiner Würfel oder -1 auf den eines Gegners.
thrown-summary-reinforcements = Zahl einen Würfel: würfle einen Würfel mehr in den Stich.
thrown-summary-wizard = Zahl einen Würfel: dreh einen deiner Würfel um (7 - Augen).
thrown-summary-archer = Zahl einen Würfel: schick einen gewürfelten Würfel eines Gegners in seinen Vorrat zurück.
thrown-summary-berserker = Zahl einen Würfel: jeder gegnerische Würfel mit einer 6 wird neu gewürfelt.
thrown-summary-dark_knight = Zahl einen Würfel: würfle einen gegnerischen Würfel neu.
thrown-summary-sorcerer = Zahl einen Würfel: dreh einen gegnerischen Würfel um.
thrown-summary-brute = Willst du stechen? Dann sticht auch eine 5 in dieser Farbe.
thrown-summary-peacemaker = Beende deinen Zug mit einem Pasch in dieser Farbe: der Stich gehört dir.
thrown-summary-saboteur = Beende deinen Zug mit einer 1 oder 2 in dieser Farbe: zahl dem Ärmsten 1.
thrown-summary-thief = Beende deinen Zug mit einer 1 oder 2 in dieser Farbe: raub dem Reichsten 1.
thrown-summary-noble = Gewinn einen Stich mit dieser Farbe: 2 Gold extra.
thrown-summary-phantom = Gewinn einen Stich mit dieser Farbe: ihre gegnerischen Würfel kosten je 1 Gold.
thrown-summary-recruiter = Gewinn einen Stich mit dieser Farbe: nimm einem Gegner einen ungewürfelten Würfel.
thrown-summary-strategist = Gewinn einen Stich mit dieser Farbe: tausch 1-3 Vorratswürfel mit der Leere.
thrown-summary-cyclops = Ein einzelner Würfel dieser Farbe zählt doppelt (nicht beim Stechen).
thrown-summary-dragon = Zahl einen Würfel: der Stich endet und wird sofort gewertet.
thrown-summary-shapeshifter = Zahl einen Würfel: tausch die Farbmarker zweier Karten.
thrown-summary-imp = Liegt diese Farbe im Stich, gewinnt ihn der Zweite.
thrown-summary-spirit = Zahl einen Würfel: wähl einen gegnerischen Würfel; dessen andere Würfel übernehmen seine Zahl.
thrown-summary-summoner = Gezahlte Würfel landen hier; gewinn mit dieser Farbe im Stich, um sie zu nehmen.

thrown-gloss-brute = diese Farbe: deine gewürfelten Würfel in { $colour }
thrown-gloss-peacemaker = diese Farbe: deine gewürfelten Würfel in { $colour }
thrown-gloss-saboteur = diese Farbe: deine gewürfelten Würfel in { $colour }; zahlen: 1 Gold an den ärmsten Spieler
thrown-gloss-thief = diese Farbe: deine gewürfelten Würfel in { $colour }; rauben: 1 Gold vom reichsten Spieler
thrown-gloss-noble = mit dieser Farbe: ein Würfel in { $colour } irgendwo im Stich, egal von wem
thrown-gloss-phantom = mit dieser Farbe: ein Würfel in { $colour } irgendwo im Stich, egal von wem
thrown-gloss-recruiter = mit dieser Farbe: ein Würfel in { $colour } irgendwo im Stich, egal von wem
thrown-gloss-strategist = mit dieser Farbe: ein Würfel in { $colour } irgendwo im Stich, egal von wem
thrown-gloss-cyclops = diese Farbe: { $colour }
thrown-gloss-imp = liegt im Stich: ein Würfel in { $colour } irgendwo im Stich

thrown-mode-basic = Grundspiel
thrown-mode-advanced = Expertenspiel
thrown-tiebreak-round = Stechrunde
thrown-round-of = Runde { $round } von { $rounds }
thrown-lines = { $first } { $then }
thrown-parts = { $first }; { $then }

## Erzählung: eine Zeile je Ereignis

thrown-card-in-colour = { $card } ({ $colour })
thrown-round-started = **{ $label }.** Karten: { $cards }. { $first } beginnt.
thrown-trick-started = Stich { $trick }: { $starter } führt.
thrown-trick-started-passed = Stich { $trick }: { $starter } führt ({ $passed } hat keine Würfel).
thrown-face = { $colour } { $value } (#{ $n })
thrown-rolled-lead = { $player } würfelt { $count ->
        [one] einen Würfel
       *[other] { $count } Würfel
    } in { $colour } und legt die Stichfarbe fest: { $faces }.
thrown-rolled-score = { $player } würfelt { $count ->
        [one] einen Würfel
       *[other] { $count } Würfel
    } in { $colour }: { $faces }.
thrown-rolled-trump = { $player } würfelt { $count ->
        [one] einen Würfel
       *[other] { $count } Würfel
    } in { $colour } und versucht zu stechen: { $faces }.
thrown-power-head = { $player } zahlt einen Würfel in { $paid } für die Karte { $card }
thrown-power-did = { $head }: { $what }.
thrown-power-plain = { $head }.
thrown-power-rerolls = würfelt neu: { $moves }
thrown-power-rerolls-nothing = würfelt nichts neu
thrown-power-turns = Würfel #{ $die } von { $owner } geht { $before }→{ $after }
thrown-power-reinforces = würfelt einen Würfel in { $colour }: #{ $n } = { $value }
thrown-power-sends-back = Würfel #{ $die } ({ $colour }) von { $owner } geht zurück in den Vorrat
thrown-power-ends-trick = der Stich endet sofort
thrown-power-swaps = { $first } hat jetzt { $firstColour }, { $second } { $secondColour }
thrown-power-copies = die anderen Würfel von { $owner } zeigen jetzt { $value }
thrown-peacemaker = { $player } beendet den Zug mit einem Pasch in { $colour }: Der { thrown-card-peacemaker } gibt { $player } den Stich.
thrown-thief = { thrown-card-thief }: { $player } nimmt 1 Gold von { $victims }.
thrown-thief-richest = { thrown-card-thief }: { $player } hat schon das meiste Gold und nimmt nichts.
thrown-saboteur = { thrown-card-saboteur }: { $player } gibt 1 Gold an { $paid }.
thrown-saboteur-poorest = { thrown-card-saboteur }: { $player } hat schon das wenigste Gold und gibt nichts.
thrown-no-powers = { $player } kann keine Fähigkeit nutzen, der Zug endet.
thrown-won = **{ $winner } gewinnt Stich { $trick }** mit { $how }: { $gold } Gold ({ $parts }).
thrown-won-floored = **{ $winner } gewinnt Stich { $trick }** mit { $how }: { $gold } Gold (Gold fällt nie unter 0) ({ $parts }).
thrown-won-dice = { $delta }: 1 Gold für jeden gegnerischen Würfel im Stich
thrown-won-phantom = { $delta }: Durch das { thrown-card-phantom } kostet jeder gegnerische Würfel in { $colour } den Gewinner 1 Gold, statt 1 zu bringen
thrown-won-noble = { $delta }: Der { thrown-card-noble } zahlt 2 extra für { $colour } im Stich
thrown-how-trump = einem Trumpf
thrown-how-score = { $score } Punkten
thrown-how-noted = { $how } ({ $note })
thrown-how-peacemaker = der Karte { thrown-card-peacemaker }
thrown-how-imp-nobody = durch den { thrown-card-imp }: niemand war Zweiter
thrown-how-dragon = der { thrown-card-dragon } von { $player } hat den Stich beendet
thrown-how-dragon-after = { $how }; der { thrown-card-dragon } von { $player } hat den Stich beendet
thrown-note-imp = der { thrown-card-imp } gibt den Stich dem Zweiten
thrown-note-latest-trump = der letzte Trumpf gewinnt
thrown-note-tie = gleichauf mit { $players } bei { $score }: bei Gleichstand gewinnt, wer später dran war
thrown-trick-void = Niemand gewinnt Stich { $trick }; es wird kein Gold gezahlt.
thrown-trick-void-why = Niemand gewinnt Stich { $trick } ({ $why }); es wird kein Gold gezahlt.
thrown-victory-choice = { $player } darf die Belohnung nehmen von: { $cards }.
thrown-recruited = { thrown-card-recruiter }: { $player } nimmt { $victim } einen ungewürfelten Würfel in { $colour } ab.
thrown-exchanged = { thrown-card-strategist }: { $player } tauscht { $give } gegen { $take } aus der Leere.
thrown-summoned = { thrown-card-summoner }: { $player } nimmt { $dice } von der Karte.
thrown-skipped = { $player } lässt die Karte { $card } aus.
thrown-penalty = { $player } { $delta } ({ $left ->
        [one] ein Würfel
       *[other] { $left } Würfel
    } übrig)
thrown-round-ended = **Runde vorbei.** Gold: { $gold }.
thrown-round-ended-penalties = **Runde vorbei.** Strafen: { $penalties }. Gold: { $gold }.
thrown-tiebreak-started = **Gleichstand!** { $players } haben je { $gold } Gold: Eine verkürzte Runde entscheidet. { $first } wählt zuerst vier Würfel.
thrown-picked = { $player } wählt { $dice }.

## Aufforderungen: was der erwartete Spieler tun soll (/spiel meine zitiert sie)

thrown-task-pick = wähl vier Würfel aus der Leere für die Stechrunde (/thrown wählen): nur mit ihnen spielst du sie
thrown-task-recruiter = nimm einem Gegner einen ungewürfelten Würfel (/thrown anwerben), die Belohnung der Karte { thrown-card-recruiter } für diesen Stich: ein Würfel mehr für dich, einer weniger für ihn
thrown-task-strategist = nimm die Belohnung der Karte { thrown-card-strategist } für diesen Stich: tausch 1-3 deiner ungewürfelten Würfel gegen Farben aus der Leere (/thrown tauschen), oder lass sie aus (/thrown auslassen)
thrown-task-summoner = nimm die Belohnung der Karte { thrown-card-summoner } für diesen Stich: nimm die auf die Karte gezahlten Würfel in deinen Vorrat (/thrown beschwören), oder lass sie aus (/thrown auslassen)
thrown-now-you = du führst den Stich
thrown-now-leader = { $leader } führt den Stich
thrown-now-nobody = noch führt niemand
thrown-task-powers = nutz eine Fähigkeit einer Karte (jede kostet 1 ungewürfelten Würfel in der Farbe der Karte) oder beende deinen Zug (/thrown fertig): { $now }, und der Gewinner bekommt 1 Gold je gegnerischem Würfel darin
thrown-task-lead = eröffne den Stich: würfle 1-3 Würfel einer Farbe (/thrown würfeln), sie wird die Stichfarbe; die höchste Summe darin gewinnt 1 Gold je gegnerischem Würfel, und jeder Würfel, der am Rundenende noch ungewürfelt ist, kostet dich 1 Gold
thrown-task-follow = würfle 1-3 Würfel in { $colour } (/thrown würfeln): die höchste Summe in { $colour } gewinnt den Stich (bei Gleichstand der Spätere) und 1 Gold je gegnerischem Würfel darin
thrown-task-trump = du hast keine Würfel in { $colour }, also würfle 1-3 Würfel einer anderen Farbe (/thrown würfeln): eine 6 darunter ist ein Trumpf und schlägt jede Summe (der letzte Trumpf gewinnt)
thrown-task-trump-brute = du hast keine Würfel in { $colour }, also würfle 1-3 Würfel einer anderen Farbe (/thrown würfeln): eine 6 darunter (in { $brute } auch eine 5: der { thrown-card-brute }) ist ein Trumpf und schlägt jede Summe (der letzte Trumpf gewinnt)

## Ablehnungen, dem Spieler gesagt, der es versucht hat

thrown-refuse-not-a-command = Das ist kein Befehl von Thrown.
thrown-refuse-first-unknown = first={ $name }: An diesem Tisch spielt niemand namens { $name }.
thrown-refuse-pools-unknown = pools: An diesem Tisch spielt niemand namens { $name }.
thrown-refuse-not-in-tiebreak = Du bist nicht in der Stechrunde: Nur { $players } spielen sie.
thrown-refuse-choosing-reward = Der Stich ist vorbei: { $winner } wählt die Belohnung der Karte { $card }.
thrown-refuse-picking = Das ist die Stechrunde: { $player } wählt vier Würfel aus der Leere.
thrown-refuse-game-over = Das Spiel ist vorbei.
thrown-refuse-not-a-colour = „{ $typed }“ ist keine Würfelfarbe: Die Farben sind red, white, green und blue.
thrown-refuse-colour-in = { $option ->
        [give] gib
        [take] nimm
       *[other] würfel
    }: „{ $typed }“ ist keine Würfelfarbe (red, white, green oder blue).
thrown-refuse-rolled-already = Du hast in diesem Zug schon gewürfelt: Nutz eine Fähigkeit oder beende deinen Zug mit /thrown fertig.
thrown-refuse-roll-count = Du würfelst 1, 2 oder 3 Würfel auf einmal.
thrown-refuse-too-few = Du hast { $have ->
        [0] keine ungewürfelten Würfel
        [one] nur einen ungewürfelten Würfel
       *[other] nur { $have } ungewürfelte Würfel
    } in { $colour }.
thrown-refuse-follow = Du hast noch Würfel in { $colour }, also musst du { $colour } würfeln: { $colour } ist die Stichfarbe.
thrown-refuse-roll-first = Erst würfeln: Jeder im Stich würfelt 1-3 Würfel, bevor er seinen Zug beendet.
thrown-refuse-which-die = Sag mit nummer:<zahl>, auf welchen Würfel die Karte { $card } wirkt (die Nummern stehen auf dem Bild).
thrown-refuse-no-dice-yet = In diesem Stich gibt es keinen Würfel #{ $number } (noch liegt keiner darin).
thrown-refuse-no-such-die = In diesem Stich gibt es keinen Würfel #{ $number } (darin liegen: { $numbers }).
thrown-refuse-not-yours = Würfel #{ $die } gehört { $owner }: Die Karte { $card } wirkt auf deine eigenen Würfel.
thrown-refuse-yours = Würfel #{ $die } ist deiner: Die Karte { $card } wirkt auf den Würfel eines Gegners.
thrown-refuse-no-card = Es gibt keine Karte namens „{ $typed }“.
thrown-refuse-not-shown = Die Karte { $card } liegt in dieser Runde nicht aus (es liegen aus: { $showing }).
thrown-refuse-no-power = Die Karte { $card } hat keine Fähigkeit, für die man zahlt: { $summary }
thrown-refuse-cost = Die Karte { $card } kostet einen ungewürfelten Würfel in { $colour }, und du hast keinen.
thrown-refuse-knight-dice = Sag, welche deiner Würfel neu gewürfelt werden, z. B. würfel:"1 3".
thrown-refuse-delta = Der { thrown-card-man_at_arms } ändert einen Würfel um ein Auge: änderung:1 oder änderung:-1.
thrown-refuse-at-six = Würfel #{ $die } zeigt schon 6: Höher geht es nicht.
thrown-refuse-at-one = Würfel #{ $die } zeigt schon 1: Tiefer geht es nicht.
thrown-refuse-lower-own = Der { thrown-card-man_at_arms } senkt nur den Würfel eines Gegners (änderung:-1) und hebt nur deinen eigenen (änderung:1).
thrown-refuse-reinforce-first = Die { thrown-card-reinforcements } ergänzt einen Wurf, den du gemacht hast: Würfle zuerst.
thrown-refuse-reinforce-colour = Sag mit farbe:<farbe>, welchen ungewürfelten Würfel du würfelst.
thrown-refuse-reinforce-none = Du brauchst neben dem Würfel in { $paid }, den du zahlst, noch einen ungewürfelten Würfel in { $colour } zum Würfeln, und du hast keinen.
thrown-refuse-berserker = Kein gegnerischer Würfel zeigt eine 6, der { thrown-card-berserker } würde nichts bewirken.
thrown-refuse-dragon = Noch liegen keine Würfel im Stich, der { thrown-card-dragon } hätte nichts zu beenden.
thrown-refuse-swap = Nenn die zwei Karten, deren Farbmarker tauschen, z. B. tausch:"knight archer".
thrown-refuse-swap-not-shown = „{ $typed }“ ist keine ausliegende Karte.
thrown-refuse-spirit = Die anderen Würfel von { $owner } stimmen schon mit Würfel #{ $die } überein (oder es gibt keine), der { thrown-card-spirit } würde nichts bewirken.
thrown-refuse-no-reward = Gerade gibt es keine Belohnung zu wählen.
thrown-refuse-recruit-not-optional = Die Belohnung des { thrown-card-recruiter }s ist Pflicht: Nimm einem Gegner einen ungewürfelten Würfel, z. B. /thrown anwerben von:tom farbe:blue.
thrown-refuse-reward-not-pending = Die Belohnung der Karte { $card } kannst du jetzt nicht nehmen; du darfst wählen: { $waiting }.
thrown-refuse-recruit-whom = Nimm den Würfel von einem deiner Gegner in dieser Runde.
thrown-refuse-recruit-none = { $victim } hat keinen ungewürfelten Würfel in { $colour }.
thrown-refuse-exchange-count = Tausch 1-3 Würfel: Gib und nimm gleich viele.
thrown-refuse-give = Du hast keine { $count } ungewürfelten Würfel in { $colour } zum Geben.
thrown-refuse-void = Die Leere hat nur { $count } Würfel in { $colour }.
thrown-refuse-summon-none = Nenn die Würfel, die du vom { thrown-card-summoner } nimmst, z. B. würfel:"red white".
thrown-refuse-summoner-holds = Auf dem { thrown-card-summoner } liegen nur { $count } Würfel in { $colour }.
thrown-refuse-pick-when = Würfel werden nur zu Beginn der Stechrunde von Hand gewählt.
thrown-refuse-pick-count = Wähl genau { $count } Würfel, z. B. würfel:"red red white blue".

## Abgelehnte Optionen der Lobby (engines/thrown/model.py), in move-bad-options aus table.ftl: Jede nennt die
## Option, wie sie getippt wird, und was sie nimmt. $typed: das Getippte; $cards: die Karten, wie man sie tippt.

thrown-option-purple-basic = purple: Lila Karten werden nur im Expertenspiel dazugemischt (mode=advanced)
thrown-option-no-card = cards: Es gibt keine Karte namens { $typed } (die Karten sind { $cards })
thrown-option-four-cards = cards: Die Auslage sind vier verschiedene Karten
thrown-option-basic-display = cards: Im Grundspiel liegt je eine Karte jeder Farbe aus: eine weiße, eine rote, eine grüne und eine blaue (lila Karten gibt es mit mode=advanced)
thrown-option-purple-left-out = cards: purple=false lässt die lila Karten weg, also kann keine davon ausliegen
thrown-option-summoner = cards: Der { thrown-card-summoner } braucht unter den anderen drei Karten eine mit Abwurf-Fähigkeit
thrown-option-cubes-basic = cubes: Farbmarker gibt es nur im Expertenspiel (mode=advanced)
thrown-option-four-cubes = cubes: Die vier Farbmarker sind red, white, green und blue, einer auf jeder Karte
thrown-option-cubes-need-cards = cubes: Farbmarker gehören zu Karten, nenn also auch die vier Karten
thrown-option-pool = pools: Vorrat von { $player }: „{ $typed }“ ist keine Farbe mit Anzahl
thrown-option-pools-over = pools: Es gibt nur { $most } Würfel in { $colour }

## Die Zeilen unter dem Tisch und die Überschrift des Bildes

thrown-standing-round = { $stage } ({ $mode })
thrown-standing-card = { $letter } { $card } – { $summary }
thrown-standing-card-glossed = { $letter } { $card } – { $summary } ({ $gloss })
thrown-standing-trick-note = Stich { $trick }: { $note }
thrown-last-won = Stich { $trick }: { $winner } gewann mit { $how }, { $gold } Gold
thrown-last-nobody = Stich { $trick }: niemand gewann
thrown-dice-count = { $letter } { $count }
thrown-standing-void = Leere: { $void }
thrown-standing-void-summoner = Leere: { $void } · auf dem { thrown-card-summoner }: { $summoner }
thrown-standing-key = Legende: R W G B L rote, weiße, grüne, blaue, lila Würfel · R 4 neben einem Namen: noch 4 rote Würfel zu würfeln · #n die Nummer eines Würfels · TRUMPF eine 6 in fremder Farbe schlägt jede Summe · die Leere: die Würfel außer Spiel
thrown-status-over = Spiel vorbei: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }
thrown-status-pick = { $player }: wähl 4 Würfel (Stechrunde)
thrown-status-reward = { $player }: { $task }
thrown-status-powers = { $player } ist dran: Fähigkeit nutzen oder Fertig
thrown-status-lead = { $player } eröffnet: 1-3 Würfel würfeln
thrown-status-follow = { $player } ist dran: { $colour } würfeln, wenn möglich

## Das Tischbild (render/thrown.py): kurze Wörter, groß gezeichnet

thrown-kind-discard = Würfel zahlen
thrown-kind-result = Zugende
thrown-kind-victory = Stichgewinner
thrown-kind-special = immer aktiv
thrown-picture-pick = Stechrunde: 4 Würfel wählen
thrown-picture-no-trick = Kein Stich im Spiel
thrown-picture-trick = Stich { $trick }
thrown-picture-trick-over = Stich { $trick } ist vorbei
thrown-picture-first-roll = der erste Wurf legt die Farbe fest
thrown-picture-score = Summe
thrown-picture-leads = führt
thrown-picture-wins = gewinnt
thrown-picture-trump = TRUMPF
thrown-picture-no-dice = keine Würfel
thrown-picture-wins-game = gewinnt das Spiel
thrown-picture-shares-win = teilt den Sieg
thrown-picture-finishes = wird { $place }.
thrown-picture-game-over = Spiel vorbei
thrown-picture-not-in-tiebreak = nicht in der Stechrunde
thrown-picture-reward = Belohnung: { $cards }
thrown-picture-picks = wählt 4 Würfel aus der Leere
thrown-picture-no-dice-left = keine Würfel mehr
thrown-picture-my-gold = { $gold } Gold · { $player }
thrown-picture-you-can = Das kannst du jetzt:
thrown-picture-nothing-to-do = Bis zu deinem Zug gibt es nichts zu tun.
thrown-picture-more = … und { $count } weitere

## Knöpfe (höchstens 80 Zeichen: cogs/thrown.py kürzt sie) und die Antwort auf /thrown hand

thrown-button-roll = { $count } in { $colour } würfeln
thrown-button-cost = { $what } (1 { $colour } zahlen)
thrown-button-die-number = Würfel #{ $n }
thrown-button-die-mine = { $colour } { $value }
thrown-button-die-theirs = { $colour } { $value } von { $owner }
thrown-button-reroll = { $card }: { $dice } neu würfeln
thrown-button-turn = { $card }: { $die } → { $value }
thrown-button-archer = { $card }: { $die } zurückschicken
thrown-button-dark_knight = { $card }: { $die } neu würfeln
thrown-button-spirit = { $card }: { $die } kopieren
thrown-button-die = { $card }: { $die }
thrown-button-reinforce = { $card }: 1 mehr in { $colour } würfeln
thrown-button-swap = { $card }: { $first } ↔ { $second }
thrown-button-berserker = { $card }: jede gegnerische 6 neu würfeln
thrown-button-dragon = { $card }: Stich sofort beenden
thrown-button-recruit = { $colour } von { $victim } anwerben
thrown-button-exchange = Gib { $give }, nimm { $take }
thrown-button-summon = { $dice } beschwören
thrown-button-pick = { $dice } wählen
thrown-button-done = Fertig: Zug beenden
thrown-button-skip = Belohnung auslassen
thrown-hand-count = { $count } { $colour }
thrown-hand-dice = **Deine Würfel:** { $pool }. **Gold:** { $gold }.
thrown-hand-now = Jetzt: { $status }.
thrown-hand-moves = Du kannst: { $moves }

## Ein Zug, wie man ihn tippt (render/thrown.command_line): Befehle mit ihren deutschen Namen

thrown-hint = /{ $command } { $subcommand } { $options }
thrown-hint-option = { $name }:{ $value }
# eine Farbe in einer getippten Würfelliste: das Spiel liest die englischen Namen und ihre Anfangsbuchstaben,
# und die sind auch die deutschen (r w g b)
thrown-typed-red = r
thrown-typed-white = w
thrown-typed-green = g
thrown-typed-blue = b

## Das Spielende: wer gewonnen hat und warum

thrown-over-most-gold = **Nach { $rounds } Runden hat { $winner } das meiste Gold ({ $gold }).**
thrown-over-tie-won = **Die Stechrunde zwischen { $tied } ging an { $winner }.**
thrown-over-tie-shared = **Die Stechrunde zwischen { $tied } endete wieder gleich, also teilen sie sich den Sieg.**
