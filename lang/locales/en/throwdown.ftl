## Maximum Throwdown (engines/throwdown/): its narration, refusals, prompts, standing lines, picture and buttons.
## $player, $owner, $target, $victim, $winners, $tied are players' names; $n a card's number on the table;
## $grid, $last a square of the grid (D4); $card a card's name; $code an icon's code (D T B S A, or its pips
## 1-5); $power soft, medium or hard. Players type aims and powers in English, so the examples stay English.

## The words of the game

td-icon = { $code ->
        [D] draw
        [T] throw
        [B] break
        [S] steal
        [A] attack
       *[other] { $code }-pip
    }
# an ability icon's letter on the pictures: its name's initial
td-icon-letter = { $code ->
        [D] D
        [T] T
        [B] B
        [S] S
       *[A] A
    }
td-icon-count = { $count } { $icon }
td-pips = { $count ->
        [one] 1 live pip
       *[other] { $count } live pips
    }
td-attacks = { $count ->
        [one] 1 attack
       *[other] { $count } attacks
    }
td-steals = { $count ->
        [one] 1 steal
       *[other] { $count } steals
    }
td-power = { $power ->
        [soft] soft
        [hard] hard
       *[medium] medium
    }
td-face-down-card = a face-down card
td-whose-card = { $owner }'s { $card }
td-seat-colour = { $seat ->
        [0] blue
        [1] orange
        [2] green
        [3] purple
        [4] sky blue
       *[5] red
    }
td-at-centre = the centre
td-at-card = card { $n }
td-at-icon = card { $n } icon { $icon }

## Prompts and the status line

td-task-missed = card { $n } missed: { $can ->
        [both] break (keep it) or rethrow, or play on
        [break] break (keep it), or play on
        [rethrow] rethrow, or play on
       *[none] play on
    }
td-task-raid = use { $uses }
td-task-throw = throw ({ $throws ->
        [one] 1 throw
       *[other] { $throws } throws
    } left, { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } in hand)
td-task-order = order the cards going back on your deck (top first), or done
td-status = { $player }: { $what }
td-status-over = Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    }

## Refusals

td-refuse-raid-first = First use your attacks and steals (/throwdown attack, /throwdown steal); then you draw and throw.
td-refuse-throws-over = Your throws are over: put the cards left in your hand back with /throwdown order.
td-refuse-empty-hand = You have no cards in hand to throw.
td-refuse-no-throws = You have no throws left this turn.
td-refuse-hand-position = Pick a card by its position in your hand: 1 to { $count }.
td-refuse-no-steal = You have no steal to use now: steals come at the start of your turn, one per active steal icon.
td-refuse-steal-empty = { $victim } has no cards left in their deck to steal.
td-refuse-no-attack = You have no attack to use now: attacks come at the start of your turn, one per active attack icon.
td-refuse-attack-empty = { $victim } has no cards left in their deck: attack someone who still has some.
td-refuse-break-none = Break keeps a card that just missed: none has.
td-refuse-no-break = You have no active break icon left this turn.
td-refuse-break-off-table = Card { $n } fell off the table: a break keeps a card where it fell, and there is nowhere to keep it. A rethrow can still throw it again.
td-refuse-rethrow-none = Rethrow throws again a card that just missed: none has.
td-refuse-no-rethrow = A rethrow needs an unused throw icon, and you have none left this turn.
td-refuse-order-not-yet = You put cards back on your deck only at the end of your turn, when you have no throws left.
td-refuse-order = List every card in your hand once, top of the deck first: a mix of 1 to { $count }, e.g. "{ $example }".
td-refuse-raid-left = Every active attack and steal icon must be used (the turn resolves them all): you still have { $left }.
td-refuse-throws-left = You still have { $throws ->
        [one] 1 throw
       *[other] { $throws } throws
    } and { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } in hand: every throw must be made (/throwdown throw).
td-refuse-no-icons = Card { $n } is { $what ->
        [location] a location
       *[face-down] face down
    } and has no icons: aim at the card itself ("card { $n }").
td-refuse-icon-number = Card { $n } has icons 1 to { $count }.
td-refuse-aim = '{ $typed }' is not something to aim at: write a card ("card 7"), an icon on a card ("card 7 icon 3"), a square of the grid (A1 to { $last }) or "centre".
td-refuse-no-card = There is no card { $n } on the table: aim at a numbered card you can see on the picture.
td-refuse-no-player = There is no player called '{ $typed }' here: choose among { $others }.
td-refuse-yourself = Choose an opponent, not yourself.
td-refuse-decks = { $decks } decks were chosen for { $players } players: choose at most one deck per player.
td-refuse-not-a-move = That is not a Maximum Throwdown move.

## Narration

td-scored = **{ $player }**'s turn: { $pips }, +{ $points } { $points ->
        [one] point
       *[other] points
    } (total { $total }).
td-scored-live = **{ $player }**'s turn: { $pips }, +{ $points } { $points ->
        [one] point
       *[other] points
    } (total { $total }); live: { $icons }.
td-attacked = { $player } attacks { $target }: { $card } goes from the top of their deck to the discard pile ({ $left } left).
td-stole = { $player } steals the top card of { $victim }'s deck and throws it.
td-threw = { $player } throws { $card } (card { $n }, a { $power } throw) at { $at }: { $drift ->
        [yes] it drifts off target and
       *[no] it
    } lands at { $grid }{ $face ->
        [down] { " " }face down
       *[up] { "" }
    }{ $result ->
        [off] { " " }and off the table: a miss.
        [miss] , touching nothing: a miss.
        [covering] , covering { $covered }.
       *[hit] .
    }
td-covered = { $owner }'s { $icon } (card { $n } icon { $number })
td-covered-more = { $count } more
td-missed = Card { $n } missed: { $player } may break (keep it) or rethrow.
td-missed-off-table = Card { $n } missed: { $player } may rethrow it.
td-discarded = Card { $n } goes to the discard pile.
td-broke = { $player } uses a break icon: card { $n } stays in play where it fell.
td-rethrow = { $player } uses a throw icon to throw card { $n } again.
td-drew = { $player } draws { $count } ({ $left } left in the deck).
td-returned = { $player } puts { $count ->
        [one] 1 card
       *[other] { $count } cards
    } back on top of their deck.
td-final-round = Every card is thrown: **final scoring round** (points only).
td-final-scored = { $player }: { $pips }, +{ $points } (total { $total }).
td-game-over-points = Every card has been thrown and the final scoring round is done. { $winners } has the most points ({ $points }).
td-game-over-icons = Every card has been thrown and the final scoring round is done. { $tied } tie on { $points } points; { $winners } wins with the most uncovered icons ({ $icons }).
td-game-over-shared = Every card has been thrown and the final scoring round is done. { $winners } tie on { $points } points and { $icons } uncovered icons: they share the win.

## Standing lines

td-standing-turn = **Turn { $turn }** · discard pile empty
td-standing-turn-discard = **Turn { $turn }** · discard pile { $count }, top: { $top }
td-standing-deck = **{ $letter }** { $player } ({ $colour }, { $deck }): { $cards } in deck, { $pips } live pips
td-standing-key = Icons: ⚪ pips · 🔵 draw · 🟠 throw · 🟢 break · 🟣 steal · 🔴 attack · grey: covered. A turn starts by scoring 1 point per { $pips } live pips. Bury rivals' icons under your cards, keep yours open; a tag (7W) is a card's number and owner.
td-standing-key-ring = Icons: ⚪ pips · 🔵 draw · 🟠 throw · 🟢 break · 🟣 steal · 🔴 attack · grey: covered; yellow ring: live for { $player }. A turn starts by scoring 1 point per { $pips } live pips. Bury rivals' icons under your cards, keep yours open; a tag (7W) is a card's number and owner.
td-standing-aim = Aim at a card by its number (7), at an icon (7 icon 2) or at a square (D4).

## Aims offered in the menu

td-aim-icon = card { $n } icon { $icon }: { $owner }'s { td-icon }
td-aim-card = card { $n }: { $owner }'s { $face ->
        [down] face-down card
       *[up] card
    }
td-aim-location = card { $n }: { $location }
td-aim-centre = the centre of the table

## The pictures

td-picture-miss = MISS
td-picture-off-table = OFF THE TABLE
td-picture-kept = KEPT
td-picture-hand-empty = Your hand is empty
td-picture-hand-card = card { $n }

## /throwdown hand

td-hand = **Your hand:** { $cards }.
td-hand-card = **{ $position }** { $card } ({ $icons })
td-hand-empty = **Your hand is empty** (you draw during your turn, after attacks and steals).
td-hand-deck = { $deck }: { $cards } cards in your deck; { $points } points; { $pips } live pips on the table.
td-hand-now = Now: { $status }.
td-hand-moves = You can: { $moves }
td-refuse-hand-no-seat = This button shows a hand in this channel's Maximum Throwdown game, and you have no seat in one here.

## Buttons and menus

td-button-break = Break: keep card { $n }
td-button-rethrow = Rethrow at the same aim
td-button-attack = Attack { $player }
td-button-steal = Steal from { $player } → { $at }
td-button-throw = Throw card { $position } of your hand at { $at }
td-button-risky = Risky, every aim can bury your own icons: { $label }
td-placeholder-aim = Throw the first card of your hand at… (what lies there is named)
td-button-let-go = Let it go
td-button-put-back = Put them back as drawn
td-button-hand = My hand

## Names: the decks, their cards and the locations (engines/throwdown/data.py names each; td-name- and
## the English name's words joined by -)

td-name-old-well = Old Well
td-name-market-cross = Market Cross
td-name-broken-bridge = Broken Bridge
td-name-lighthouse-steps = Lighthouse Steps
td-name-crater-field = Crater Field
td-name-windmill-yard = Windmill Yard
td-name-ember-choir = Ember Choir
td-name-cinder-novice = Cinder Novice
td-name-ash-cantor = Ash Cantor
td-name-flame-deacon = Flame Deacon
td-name-kindling-page = Kindling Page
td-name-smoke-psalmist = Smoke Psalmist
td-name-blaze-abbess = Blaze Abbess
td-name-coal-bell-ringer = Coal Bell-Ringer
td-name-spark-chorister = Spark Chorister
td-name-pyre-warden = Pyre Warden
td-name-ember-hymnist = Ember Hymnist
td-name-scorch-friar = Scorch Friar
td-name-glow-acolyte = Glow Acolyte
td-name-furnace-prior = Furnace Prior
td-name-tinder-lector = Tinder Lector
td-name-choirmaster-vell = Choirmaster Vell
td-name-tidewater-smugglers = Tidewater Smugglers
td-name-dock-rat = Dock Rat
td-name-bilge-fence = Bilge Fence
td-name-fog-lookout = Fog Lookout
td-name-net-cutter = Net Cutter
td-name-tide-runner = Tide Runner
td-name-salt-broker = Salt Broker
td-name-keel-picker = Keel Picker
td-name-harbour-ghost = Harbour Ghost
td-name-rope-dancer = Rope Dancer
td-name-brine-captain = Brine Captain
td-name-quay-forger = Quay Forger
td-name-shoal-scout = Shoal Scout
td-name-drift-lifter = Drift Lifter
td-name-tally-clerk = Tally Clerk
td-name-mother-gullwing = Mother Gullwing
td-name-brassbolt-guild = Brassbolt Guild
td-name-cog-apprentice = Cog Apprentice
td-name-spring-tinker = Spring Tinker
td-name-gear-clerk = Gear Clerk
td-name-piston-smith = Piston Smith
td-name-valve-keeper = Valve Keeper
td-name-rivet-runner = Rivet Runner
td-name-boiler-chief = Boiler Chief
td-name-dial-reader = Dial Reader
td-name-crank-hand = Crank Hand
td-name-bolt-courier = Bolt Courier
td-name-flywheel-adept = Flywheel Adept
td-name-gauge-master = Gauge Master
td-name-steam-sorter = Steam Sorter
td-name-chain-foreman = Chain Foreman
td-name-guildmistress-orra = Guildmistress Orra
td-name-stonebarrow-giants = Stonebarrow Giants
td-name-boulder-child = Boulder Child
td-name-cairn-elder = Cairn Elder
td-name-moss-shoulder = Moss Shoulder
td-name-granite-sleeper = Granite Sleeper
td-name-scree-herder = Scree Herder
td-name-menhir-guard = Menhir Guard
td-name-slate-mother = Slate Mother
td-name-quarry-brute = Quarry Brute
td-name-tor-watcher = Tor Watcher
td-name-flint-grandsire = Flint Grandsire
td-name-gravel-stomper = Gravel Stomper
td-name-ridge-carrier = Ridge Carrier
td-name-dolmen-sage = Dolmen Sage
td-name-rockslide = Rockslide
td-name-old-barrowking = Old Barrowking
td-name-lantern-acrobats = Lantern Acrobats
td-name-wick-tumbler = Wick Tumbler
td-name-ring-juggler = Ring Juggler
td-name-stilt-walker = Stilt Walker
td-name-trapeze-twins = Trapeze Twins
td-name-hoop-spinner = Hoop Spinner
td-name-lamp-swinger = Lamp Swinger
td-name-tightrope-lark = Tightrope Lark
td-name-cartwheel-kit = Cartwheel Kit
td-name-paper-moon = Paper Moon
td-name-ribbon-flyer = Ribbon Flyer
td-name-somersault-sam = Somersault Sam
td-name-glimmer-clown = Glimmer Clown
td-name-pole-vaulter = Pole Vaulter
td-name-spotlight-diva = Spotlight Diva
td-name-ringmaster-pell = Ringmaster Pell
td-name-thornwood-wardens = Thornwood Wardens
td-name-bramble-scout = Bramble Scout
td-name-hedge-sentry = Hedge Sentry
td-name-briar-archer = Briar Archer
td-name-nettle-herbalist = Nettle Herbalist
td-name-root-keeper = Root Keeper
td-name-thicket-hound = Thicket Hound
td-name-bark-shield = Bark Shield
td-name-vine-warden = Vine Warden
td-name-thistle-runner = Thistle Runner
td-name-hawthorn-knight = Hawthorn Knight
td-name-burr-trapper = Burr Trapper
td-name-rose-thorn = Rose Thorn
td-name-ivy-lurker = Ivy Lurker
td-name-holly-seer = Holly Seer
td-name-elder-thornmother = Elder Thornmother

## Lobby options refused at /game new (engines/throwdown/model.py): the option as typed, then what it takes.

td-option-layout = layout: '{ $typed }' is not a layout; the layouts are { $layouts }
td-option-decks-named = decks: name the decks, e.g. decks={ $example }
td-option-no-deck = decks: '{ $typed }' is not a deck; the decks are { $decks }
td-option-deck-twice = decks: each deck can be played by one player only
td-option-locations = locations: the number of locations is from 1 to { $most }, not { $typed }
