## Maximum Throwdown (engines/throwdown/): its narration, refusals, prompts, standing lines, picture and buttons.
## Pips are "Augen" (as on dice), icons "Symbole", a grid square a "Feld". Players type aims and powers in
## English ("card 7", "centre", soft), so the examples stay English.

## The words of the game

td-icon = { $code ->
        [D] Ziehen
        [T] Werfen
        [B] Liegenlassen
        [S] Stehlen
        [A] Angreifen
       *[other] { $code }-Augen-Symbol
    }
# an ability icon's letter on the pictures: its name's initial
td-icon-letter = { $code ->
        [D] Z
        [T] W
        [B] L
        [S] S
       *[A] A
    }
td-icon-count = { $count }× { $icon }
td-pips = { $count ->
        [one] 1 aktives Auge
       *[other] { $count } aktive Augen
    }
td-attacks = { $count ->
        [one] 1 Angriff
       *[other] { $count } Angriffe
    }
td-steals = { $count ->
        [one] 1 Diebstahl
       *[other] { $count } Diebstähle
    }
td-power = { $power ->
        [soft] sanfter
        [hard] fester
       *[medium] mittlerer
    }
td-face-down-card = eine verdeckte Karte
td-whose-card = { $card } von { $owner }
td-seat-colour = { $seat ->
        [0] blau
        [1] orange
        [2] grün
        [3] lila
        [4] himmelblau
       *[5] rot
    }
td-at-centre = die Mitte
td-at-card = Karte { $n }
td-at-icon = Karte { $n } Symbol { $icon }

## Prompts and the status line

td-task-missed = Karte { $n } verfehlt: { $can ->
        [both] liegen lassen oder nachwerfen, oder weiterspielen
        [break] liegen lassen, oder weiterspielen
        [rethrow] nachwerfen, oder weiterspielen
       *[none] weiterspielen
    }
td-task-raid = nutze { $uses }
td-task-throw = werfen ({ $throws ->
        [one] noch 1 Wurf
       *[other] noch { $throws } Würfe
    }, { $hand ->
        [one] 1 Karte
       *[other] { $hand } Karten
    } auf der Hand)
td-task-order = leg die übrigen Karten auf deinen Stapel zurück (oberste zuerst), oder fertig
td-status = { $player }: { $what }
td-status-over = Spiel vorbei: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }

## Refusals

td-refuse-raid-first = Nutze erst deine Angriffe und Diebstähle (/throwdown angreifen, /throwdown stehlen); dann ziehst und wirfst du.
td-refuse-throws-over = Deine Würfe sind vorbei: Leg die übrigen Karten mit /throwdown ordnen auf deinen Stapel zurück.
td-refuse-empty-hand = Du hast keine Karten auf der Hand zum Werfen.
td-refuse-no-throws = Du hast in diesem Zug keine Würfe mehr.
td-refuse-hand-position = Wähle eine Karte nach ihrer Stelle auf deiner Hand: 1 bis { $count }.
td-refuse-no-steal = Du kannst gerade nichts stehlen: Diebstähle kommen am Anfang deines Zuges, einer pro aktivem Stehlen-Symbol.
td-refuse-steal-empty = { $victim } hat keine Karten mehr im Stapel, die man stehlen könnte.
td-refuse-no-attack = Du kannst gerade nicht angreifen: Angriffe kommen am Anfang deines Zuges, einer pro aktivem Angreifen-Symbol.
td-refuse-attack-empty = { $victim } hat keine Karten mehr im Stapel: Greif jemanden an, der noch welche hat.
td-refuse-break-none = Liegen lassen behält eine Karte, die gerade verfehlt hat: Keine hat verfehlt.
td-refuse-no-break = Du hast in diesem Zug kein aktives Liegenlassen-Symbol mehr.
td-refuse-break-off-table = Karte { $n } ist vom Tisch gefallen: Liegen lassen behält eine Karte, wo sie liegt, und hier gibt es keinen Platz dafür. Nachwerfen geht noch.
td-refuse-rethrow-none = Nachwerfen wirft eine Karte, die gerade verfehlt hat, noch einmal: Keine hat verfehlt.
td-refuse-no-rethrow = Nachwerfen braucht ein unbenutztes Werfen-Symbol, und du hast in diesem Zug keins mehr.
td-refuse-order-not-yet = Karten legst du erst am Ende deines Zuges auf deinen Stapel zurück, wenn du keine Würfe mehr hast.
td-refuse-order = Nenne jede Karte deiner Hand genau einmal, die oberste des Stapels zuerst: 1 bis { $count } gemischt, z. B. "{ $example }".
td-refuse-raid-left = Jedes aktive Angreifen- und Stehlen-Symbol muss genutzt werden (der Zug führt alle aus): Du hast noch { $left }.
td-refuse-throws-left = Du hast noch { $throws ->
        [one] 1 Wurf
       *[other] { $throws } Würfe
    } und { $hand ->
        [one] 1 Karte
       *[other] { $hand } Karten
    } auf der Hand: Jeder Wurf muss gemacht werden (/throwdown werfen).
td-refuse-no-icons = Karte { $n } ist { $what ->
        [location] ein Ort
       *[face-down] verdeckt
    } und hat keine Symbole: Ziel auf die Karte selbst ("card { $n }").
td-refuse-icon-number = Karte { $n } hat die Symbole 1 bis { $count }.
td-refuse-aim = '{ $typed }' ist kein Ziel: Schreib eine Karte ("card 7"), ein Symbol auf einer Karte ("card 7 icon 3"), ein Feld des Rasters (A1 bis { $last }) oder "centre".
td-refuse-no-card = Auf dem Tisch liegt keine Karte { $n }: Ziel auf eine nummerierte Karte, die du auf dem Bild siehst.
td-refuse-no-player = Hier gibt es niemanden namens '{ $typed }': Wähle unter { $others }.
td-refuse-yourself = Wähle jemand anderen, nicht dich selbst.
td-refuse-decks = { $decks } Stapel für { $players } Spieler gewählt: Wähle höchstens einen Stapel pro Spieler.
td-refuse-not-a-move = Das ist kein Zug von Maximum Throwdown.

## Narration

td-scored = **{ $player }** ist dran: { $pips }, +{ $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } (insgesamt { $total }).
td-scored-live = **{ $player }** ist dran: { $pips }, +{ $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } (insgesamt { $total }); aktiv: { $icons }.
td-attacked = { $player } greift { $target } an: { $card } geht von oben vom Stapel auf den Ablagestapel (noch { $left }).
td-stole = { $player } stiehlt die oberste Karte vom Stapel von { $victim } und wirft sie.
td-threw = { $player } wirft { $card } (Karte { $n }, ein { $power } Wurf) auf { $at }: { $drift ->
        [yes] Sie weicht vom Ziel ab und
       *[no] Sie
    } landet auf { $grid }{ $face ->
        [down] { " " }verdeckt
       *[up] { "" }
    }{ $result ->
        [off] { " " }und fällt vom Tisch: daneben.
        [miss] , berührt nichts: daneben.
        [covering] { " " }und verdeckt { $covered }.
       *[hit] .
    }
td-covered = { $icon } von { $owner } (Karte { $n } Symbol { $number })
td-covered-more = { $count } weitere
td-missed = Karte { $n } verfehlt: { $player } kann sie liegen lassen oder nachwerfen.
td-missed-off-table = Karte { $n } verfehlt: { $player } kann sie nachwerfen.
td-discarded = Karte { $n } kommt auf den Ablagestapel.
td-broke = { $player } nutzt ein Liegenlassen-Symbol: Karte { $n } bleibt im Spiel, wo sie liegt.
td-rethrow = { $player } nutzt ein Werfen-Symbol und wirft Karte { $n } noch einmal.
td-drew = { $player } zieht { $count } (noch { $left } im Stapel).
td-returned = { $player } legt { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } oben auf den eigenen Stapel zurück.
td-final-round = Alle Karten sind geworfen: **letzte Wertungsrunde** (nur Punkte).
td-final-scored = { $player }: { $pips }, +{ $points } (insgesamt { $total }).
td-game-over-points = Alle Karten sind geworfen, und die letzte Wertungsrunde ist vorbei. { $winners } hat die meisten Punkte ({ $points }).
td-game-over-icons = Alle Karten sind geworfen, und die letzte Wertungsrunde ist vorbei. { $tied } haben gleich viele Punkte ({ $points }); { $winners } gewinnt mit den meisten offenen Symbolen ({ $icons }).
td-game-over-shared = Alle Karten sind geworfen, und die letzte Wertungsrunde ist vorbei. { $winners } haben { $points } Punkte und { $icons } offene Symbole: Sie teilen sich den Sieg.

## Standing lines

td-standing-turn = **Zug { $turn }** · Ablagestapel leer
td-standing-turn-discard = **Zug { $turn }** · Ablagestapel { $count }, oben: { $top }
td-standing-deck = **{ $letter }** { $player } ({ $colour }, { $deck }): { $cards } im Stapel, { $pips } aktive Augen
td-standing-key = Symbole: ⚪ Augen · 🔵 Ziehen · 🟠 Werfen · 🟢 Liegenlassen · 🟣 Stehlen · 🔴 Angreifen · grau: verdeckt. Ein Zug beginnt mit 1 Punkt pro { $pips } aktive Augen. Begrab fremde Symbole unter deinen Karten, halt deine offen; eine Marke (7W) ist die Nummer einer Karte und ihr Besitzer.
td-standing-key-ring = Symbole: ⚪ Augen · 🔵 Ziehen · 🟠 Werfen · 🟢 Liegenlassen · 🟣 Stehlen · 🔴 Angreifen · grau: verdeckt; gelber Ring: aktiv für { $player }. Ein Zug beginnt mit 1 Punkt pro { $pips } aktive Augen. Begrab fremde Symbole unter deinen Karten, halt deine offen; eine Marke (7W) ist die Nummer einer Karte und ihr Besitzer.
td-standing-aim = Ziel auf eine Karte mit ihrer Nummer (7), auf ein Symbol (7 icon 2) oder auf ein Feld (D4).

## Aims offered in the menu

td-aim-icon = Karte { $n } Symbol { $icon }: { td-icon } von { $owner }
td-aim-card = Karte { $n }: { $face ->
        [down] verdeckte Karte
       *[up] Karte
    } von { $owner }
td-aim-location = Karte { $n }: { $location }
td-aim-centre = die Mitte des Tisches

## The pictures

td-picture-miss = DANEBEN
td-picture-off-table = VOM TISCH
td-picture-kept = BLEIBT
td-picture-hand-empty = Deine Hand ist leer
td-picture-hand-card = Karte { $n }

## /throwdown hand

td-hand = **Deine Hand:** { $cards }.
td-hand-card = **{ $position }** { $card } ({ $icons })
td-hand-empty = **Deine Hand ist leer** (du ziehst in deinem Zug, nach Angriffen und Diebstählen).
td-hand-deck = { $deck }: { $cards } Karten in deinem Stapel; { $points } Punkte; { $pips } aktive Augen auf dem Tisch.
td-hand-now = Jetzt: { $status }.
td-hand-moves = Du kannst: { $moves }
td-refuse-hand-no-seat = Dieser Knopf zeigt eine Hand im Maximum-Throwdown-Spiel dieses Kanals, und du hast dort keinen Platz.

## Buttons and menus

td-button-break = Liegen lassen: Karte { $n } behalten
td-button-rethrow = Nachwerfen aufs selbe Ziel
td-button-attack = { $player } angreifen
td-button-steal = Von { $player } stehlen → { $at }
td-button-throw = Karte { $position } deiner Hand auf { $at } werfen
td-button-risky = Riskant, jedes Ziel kann eigene Symbole begraben: { $label }
td-placeholder-aim = Wirf die erste Karte deiner Hand auf … (was dort liegt, steht dabei)
td-button-let-go = Karte ablegen
td-button-put-back = Zurücklegen wie gezogen
td-button-hand = Meine Hand

## Names: the decks, their cards and the locations, chosen short and in the spirit of the English
## ones (Dicehall's own: no German edition names them)

td-name-old-well = Alter Brunnen
td-name-market-cross = Marktkreuz
td-name-broken-bridge = Zerbrochene Brücke
td-name-lighthouse-steps = Leuchtturmstufen
td-name-crater-field = Kraterfeld
td-name-windmill-yard = Mühlenhof
td-name-ember-choir = Glutchor
td-name-cinder-novice = Aschenovize
td-name-ash-cantor = Aschekantor
td-name-flame-deacon = Flammendiakon
td-name-kindling-page = Zunderpage
td-name-smoke-psalmist = Rauchpsalmist
td-name-blaze-abbess = Brandäbtissin
td-name-coal-bell-ringer = Kohleglöckner
td-name-spark-chorister = Funkenchorknabe
td-name-pyre-warden = Scheiterhaufenwart
td-name-ember-hymnist = Gluthymniker
td-name-scorch-friar = Sengbruder
td-name-glow-acolyte = Glimmakolyth
td-name-furnace-prior = Ofenprior
td-name-tinder-lector = Zunderlektor
td-name-choirmaster-vell = Chormeister Vell
td-name-tidewater-smugglers = Gezeitenschmuggler
td-name-dock-rat = Hafenratte
td-name-bilge-fence = Bilgenhehler
td-name-fog-lookout = Nebelausguck
td-name-net-cutter = Netzschneider
td-name-tide-runner = Gezeitenläufer
td-name-salt-broker = Salzmakler
td-name-keel-picker = Kielknacker
td-name-harbour-ghost = Hafengeist
td-name-rope-dancer = Seiltänzerin
td-name-brine-captain = Lakenkapitän
td-name-quay-forger = Kaifälscher
td-name-shoal-scout = Sandbankspäher
td-name-drift-lifter = Treibgutfischer
td-name-tally-clerk = Zählschreiber
td-name-mother-gullwing = Mutter Möwenflug
td-name-brassbolt-guild = Messingbolzengilde
td-name-cog-apprentice = Zahnradlehrling
td-name-spring-tinker = Federbastler
td-name-gear-clerk = Getriebeschreiber
td-name-piston-smith = Kolbenschmied
td-name-valve-keeper = Ventilwart
td-name-rivet-runner = Nietenläufer
td-name-boiler-chief = Kesselmeister
td-name-dial-reader = Skalenleser
td-name-crank-hand = Kurbelknecht
td-name-bolt-courier = Bolzenbote
td-name-flywheel-adept = Schwungradadept
td-name-gauge-master = Manometermeister
td-name-steam-sorter = Dampfsortierer
td-name-chain-foreman = Kettenvorarbeiter
td-name-guildmistress-orra = Gildenmeisterin Orra
td-name-stonebarrow-giants = Steinhügelriesen
td-name-boulder-child = Felsenkind
td-name-cairn-elder = Steinmannältester
td-name-moss-shoulder = Moosschulter
td-name-granite-sleeper = Granitschläfer
td-name-scree-herder = Geröllhirte
td-name-menhir-guard = Menhirwache
td-name-slate-mother = Schiefermutter
td-name-quarry-brute = Steinbruchrüpel
td-name-tor-watcher = Felswächter
td-name-flint-grandsire = Feuersteinahn
td-name-gravel-stomper = Kiesstampfer
td-name-ridge-carrier = Gratträger
td-name-dolmen-sage = Dolmenweiser
td-name-rockslide = Steinschlag
td-name-old-barrowking = Alter Hügelkönig
td-name-lantern-acrobats = Laternenakrobaten
td-name-wick-tumbler = Dochtspringer
td-name-ring-juggler = Ringjongleur
td-name-stilt-walker = Stelzenläufer
td-name-trapeze-twins = Trapezzwillinge
td-name-hoop-spinner = Reifenkreisel
td-name-lamp-swinger = Lampenschwinger
td-name-tightrope-lark = Seillerche
td-name-cartwheel-kit = Radschlag-Kit
td-name-paper-moon = Papiermond
td-name-ribbon-flyer = Bänderflieger
td-name-somersault-sam = Salto-Sam
td-name-glimmer-clown = Glitzerclown
td-name-pole-vaulter = Stabspringer
td-name-spotlight-diva = Rampenlichtdiva
td-name-ringmaster-pell = Zirkusdirektor Pell
td-name-thornwood-wardens = Dornwaldhüter
td-name-bramble-scout = Brombeerspäher
td-name-hedge-sentry = Heckenwache
td-name-briar-archer = Dornbogenschütze
td-name-nettle-herbalist = Nesselkräuterin
td-name-root-keeper = Wurzelhüter
td-name-thicket-hound = Dickichthund
td-name-bark-shield = Rindenschild
td-name-vine-warden = Rankenwart
td-name-thistle-runner = Distelläufer
td-name-hawthorn-knight = Weißdornritter
td-name-burr-trapper = Kletten-Fallensteller
td-name-rose-thorn = Rosendorn
td-name-ivy-lurker = Efeulauerer
td-name-holly-seer = Stechpalmenseherin
td-name-elder-thornmother = Alte Dornmutter

## Lobby options refused when a game is opened (engines/throwdown/model.py): the option as typed, then what it takes.

td-option-layout = layout: „{ $typed }“ ist keine Aufstellung; die Aufstellungen sind { $layouts }
td-option-decks-named = decks: Nenne die Decks, z. B. decks={ $example }
td-option-no-deck = decks: „{ $typed }“ ist kein Deck; die Decks sind { $decks }
td-option-deck-twice = decks: Jedes Deck kann nur ein Spieler spielen
td-option-locations = locations: Die Zahl der Orte geht von 1 bis { $most }, nicht { $typed }
