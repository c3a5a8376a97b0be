## Throneworld's rules and controls (engines/throneworld/, cogs/throneworld.py): narration, refusals, prompts,
## standing lines and the buttons. Hex codes (D7), unit codes (2P 3F H), numbers and players' names are values.

## Names

tw-unit = { $count } { tw-unit-name }
# a unit's name; $count: how many it names (a plural where the language has one)
tw-unit-name = { $code ->
        [T] { $count -> 
                [one] Survey Team
               *[other] Survey Teams
            }
        [B] { $count ->
                [one] Blaster
               *[other] Blasters
            }
        [P] { $count ->
                [one] Protector
               *[other] Protectors
            }
        [M] { $count ->
                [one] Mothership
               *[other] Motherships
            }
        [F] { $count ->
                [one] Fighter
               *[other] Fighters
            }
        [S] { $count ->
                [one] Shield
               *[other] Shields
            }
        [C] { $count ->
                [one] Command Bunker
               *[other] Command Bunkers
            }
        [A] Assault Troops
        [H] Heavy Infantry
        [L] Light Infantry
       *[D] Drop Troops
    }
tw-units-nothing = nothing
# an action chit; $value: an Economic Boom's or a Sabotage's number
tw-chit = { $kind ->
        [artifact] Artifact
        [boom] Economic Boom { $value }
        [hwreturn_jam] HW Return / Jam
        [hwreturn_intercept] HW Return / Intercept
        [jam_intercept] Jam / Intercept
       *[sabotage] Sabotage { $value }
    }
# an event chit; $chooser: who aims it (first, last, none)
tw-event = { $kind ->
        [imperial_attack] Imperial Attack{ $value ->
                [0] {""}
               *[other] {" "}+1
            }
        [imperial_sabotage] Imperial Sabotage { $value }
        [production_advance] Production Advance
        [production_delay] Production Delay
        [rebels] Rebels
       *[scientific_advance] Scientific Advance
    }{ $chooser ->
        [first] {" "}(FIRST)
        [last] {" "}(LAST)
       *[none] {""}
    }
tw-event-effect = { $kind ->
        [imperial_attack] an Imperial Protector and two Drop Troops invade a player's system you choose
        [imperial_sabotage] sabotage another player's system you choose, as the Sabotage chit does
        [rebels] two rebel Light Infantry attack a player's system you choose and hold it if they win
       *[other] it strikes where you choose
    }
tw-tech = { $tech ->
        [jump] Jump
        [comm] Comm
        [space] Space
       *[ground] Ground
    }

## Refusals

tw-refuse-not-a-unit = '{ $typed }' is not a unit: write a count and a letter, e.g. 2P 3F H (letters: { $letters }).
tw-refuse-unit-count = '{ $typed }': a count must be at least 1.

## Refusals: building and chits

tw-refuse-name-units = Name the units to build, e.g. { $example } (or build done).
tw-refuse-spend-at-home = These credits are spent at your homeworld ({ $home }).
tw-refuse-home-lost = Your homeworld is not yours: nothing can be built there now.
tw-refuse-captured-home-build = At your captured homeworld you may build any units but Command Bunkers and Shields.
tw-refuse-treasury-left = That costs { $price } and your treasury has { $left } left.
tw-refuse-not-your-world = { $hex } is not your world.
tw-refuse-local-budget = Only { $budget } credits are left to spend at { $hex }; { $units } cost { $price }.
tw-refuse-fighters-room = Fighters need carrier room: build Protectors or Motherships with them at { $hex }.
tw-refuse-not-free-system = { $hex } is not one of your non-blockaded systems.
tw-refuse-boom-full = { $hex } is already at development { $dev }: a boom raises a system up to 6.
tw-refuse-not-others-system = { $hex } is not another player's system.
tw-refuse-event-on-home = Events are never played on homeworlds.
tw-refuse-sabotage-printed = { $hex } is at its printed development value: sabotage can't lower it further.
tw-refuse-no-force = There is no other player's force at { $hex }.
tw-refuse-force-protected = A force at its owner's homeworld or Throneworld can't be sabotaged.
tw-refuse-sabotage-split = Split the { $value } sabotage points between space and ground (space + ground = { $value }).
tw-refuse-not-scanned-neutral = { $hex } is not a neutral (non-Throneworld) system you have scanned.
tw-refuse-removal = That removal is not allowed here (at most { $value } points, a unit left in each fleet and army, carriers only with their cargo, as much as possible). Allowed: { $allowed }.
tw-refuse-hw-origins = HW Return brings units home from one or two of your systems (origins).
tw-refuse-hw-two = Name one or two different systems other than your homeworld.
tw-refuse-hw-units = Give the units for each of the { $count } origins, separated by ';' (e.g. units:"2L H; P"), or none to bring everything home.

## Refusals: steps and chits

tw-refuse-no-expansion-chit = You hold no chit '{ $typed }' that can be played in your expansion.
tw-refuse-artifact-tech = An Artifact makes two research attempts: give the first one's tech.
tw-refuse-boom-option = An Economic Boom is played for local, credits or develop.
tw-refuse-no-local-site = You have no non-homeworld system that can produce locally.
tw-refuse-sabotage-option = A Sabotage is played for develop, force or neutral.
tw-refuse-chit-use = A chit is played for artifact, boom, sabotage or hwreturn, not { $use }.
tw-refuse-turn-in-five = You may turn in at most five chits.
tw-refuse-chit-step = It is your chit step: play a chit (chit) or pass.
tw-refuse-artifact-second = Your Artifact's second research attempt: research a tech (or none).
tw-refuse-chit-build = Build units with this chit (build), then build done.
tw-refuse-loot-at-throne = The looted credits must be spent at the Throneworld ({ $hex }).
tw-refuse-build-where = Say where to build (at): one of your systems producing locally.
tw-refuse-not-local-site = { $hex } can't produce locally with this Economic Boom.
tw-refuse-boom-throne-instead = An Economic Boom produces locally at the Throneworld instead of at two other systems, not as well.
tw-refuse-boom-two-sites = This Economic Boom already produces at { $hexes }.
tw-refuse-not-in-play = { $hex } is not in play.
tw-refuse-build-not-yours = You can only build at your own systems, and { $hex } is not yours.
tw-refuse-local-limit = { $hex } produces locally: at most { $limit } credits of units there, and { $units } cost { $price }.
tw-refuse-build-room = At { $hex } you can build at most { $room } credits of units (its development value), and { $units } cost { $price }.
tw-refuse-treasury = That costs { $price } credits from your treasury, which holds { $treasury }.
tw-refuse-not-a-tech = '{ $typed }' is not a technology: choose jump, comm, space or ground.
tw-refuse-track-full = Your { $tech } track is already at its last box.
tw-refuse-research-step = Everyone is choosing a research attempt: research a tech (or none).
tw-refuse-research-done = You have already chosen your research: the others are still choosing.
tw-refuse-event-target = { $event } can't be played on { $hex }.
tw-refuse-imperial-sabotage-option = Imperial Sabotage is played for develop or force.
tw-refuse-event-step = You choose where { $event } strikes (event), or pass.
tw-refuse-production-step = Everyone is building: build units, then build done.
tw-refuse-production-done = Your production is done: the others are still building.
tw-refuse-outreach-done = Your Outreach is already committed: the others are still choosing.
tw-refuse-outreach-step = During Outreach you may make two Survey Team jumps (jump), buy units at your homeworld (build) and then commit.
tw-refuse-outreach-two-jumps = Outreach allows two Survey Team jumps, and you have made both.
tw-refuse-planned-transfer = You planned a TRANSFER: a turn has one TRANSFER or up to three jumps and scans.
tw-refuse-plan-full = Your plan already has three jumps and scans: commit it.
tw-refuse-planned-jumps = You planned jumps or scans: a turn has one TRANSFER or up to three jumps and scans.
tw-refuse-transfer-planned = You already planned this turn's TRANSFER: commit it.
tw-refuse-move-step = It is your move step: plan jumps, scans or a transfer and commit them, or pass.
tw-refuse-chit-not-for = Your chit { $chit } can't be played for { $use ->
        [jam] JAM
        [intercept] INTERCEPT
        [artifact] ARTIFACT
        [boom] BOOM
        [sabotage] SABOTAGE
       *[hwreturn] HWRETURN
    }.
tw-refuse-no-chit-called = You hold no chit called '{ $typed }'.
tw-refuse-no-chit-for = You hold no chit that can be played for { $use ->
        [jam] JAM
        [intercept] INTERCEPT
        [artifact] ARTIFACT
        [boom] BOOM
        [sabotage] SABOTAGE
       *[hwreturn] HWRETURN
    }.
tw-refuse-no-turn-in = You hold no (other) chit called '{ $typed }' to turn in.
tw-refuse-over = This game is over.

## Refusals: moves and reactions

tw-refuse-not-a-hex = '{ $typed }' is not a { $what ->
        [fleet] fleet
       *[hex] hex
    } on the map: write a column letter and a row number, e.g. E5.
tw-refuse-not-in-game = { $hex } is not in play in this game.
tw-refuse-no-bunker = You have no Command Bunker at { $hex }.
tw-refuse-bunkers-used = Your Command Bunkers at { $hex } are all used this turn.
tw-bunker-order-fleet = order the fleet at { $hex }
tw-bunker-scan = scan { $hex }
tw-refuse-beyond-comm = { $hex } is { $distance } hexes from your Command Bunker at { $bunker }, beyond your Comm range of { $comm }, so that bunker cannot { $verb }.
tw-refuse-name-jumpers = Name the units that jump, e.g. 2P 3F H.
tw-refuse-static-jump = { $units } cannot jump: Shields and Command Bunkers are static and move only by TRANSFER.
tw-refuse-troops-alone = Troops cannot jump on their own: they ride aboard ships.
tw-refuse-do-not-have = You do not have { $units } at { $hex }.
tw-refuse-jumped-twice = Some of { $units } at { $hex } already jumped or are already ordered to jump this turn; no unit jumps twice in a turn.
tw-refuse-cargo = Not enough cargo room: { $needed } spaces needed (Fighters and troops aboard) but the ships give { $room } (Protector 2, Mothership 5).
tw-refuse-scrap-only-stranded = Only Fighters this jump leaves without carrier room may be destroyed for it ({ $count } at { $hex }).
tw-refuse-strands-fighters = That would leave { $count } Fighters at { $hex } without carrier room; take them along, leave a Protector or Mothership with them, or destroy them to make room for the troops (scrap:{ $count }).
tw-refuse-beyond-jump = { $hex } is { $distance } hexes from { $origin }, beyond your Jump range of { $reach }.
tw-refuse-not-scanned = You have not scanned { $hex }: only fleets of Survey Teams alone may jump to a system you have not scanned.
tw-refuse-scanned-already = You have already scanned { $hex }.
tw-refuse-scanning-already = You are already scanning { $hex } this turn.
tw-refuse-name-transfer = Name the units to transfer, e.g. C S 2H.
tw-refuse-transfer-same = A transfer goes from one of your systems to another.
tw-refuse-transfer-not-yours = { $hex } is not your system: transfers go between your own systems.
tw-refuse-transfer-blockaded = { $hex } is blockaded by an enemy fleet, so nothing can be transferred { $end ->
        [from] from
       *[to] to
    } it.
tw-refuse-transfer-home = This transfer must go to your homeworld.
tw-refuse-leaves-fighters = That would leave Fighters at { $hex } without carrier room.
tw-refuse-fighters-arrive = The Fighters would have no carrier room at { $hex }.
tw-refuse-odds-unscanned = You have not scanned { $hex }, so its defenders are unknown.
tw-refuse-no-jumpers = You have no units at { $hex } that can jump now.
tw-refuse-outreach-surveys = Outreach jumps are Survey Team jumps: send Survey Teams only.
tw-refuse-no-bunker-in-range = You have no unused Command Bunker within your Comm range ({ $comm }) of { $hex }{ $purpose ->
        [jump] {" "}to order that jump
       *[none] {""}
    }.
tw-refuse-no-fleet = You have no fleet at { $hex }.
tw-refuse-intercept-range = { $hex } is beyond your Jump range ({ $reach }) of { $fleet }.
tw-refuse-no-bunker-for-fleet = You have no unused Command Bunker at { $hex } within your Comm range of { $fleet }.
tw-refuse-intercept-units = Those units can't intercept from { $fleet }: send warships (and troops aboard).
tw-refuse-intercept-cargo = Not enough cargo room in that intercepting fleet.
tw-refuse-jam-imperial = An Imperial Attack can be intercepted but not jammed.
tw-refuse-no-action = There is no proposed action { $number }: they are numbered 1 to { $count }.
tw-refuse-jammed-already = Action { $number } is already jammed: only one JAM per jump or scan.
tw-refuse-jam-bunker = You have no unused Command Bunker at { $hex } within your Comm range of the bunker at { $bunker } that ordered action { $number }.
tw-refuse-intercept-own = You may only INTERCEPT a jump to a system you own.
tw-refuse-intercept-blockaded = { $hex } is blockaded, so it can't be intercepted.
tw-refuse-intercepts-already = Your fleet at { $hex } already intercepts: each intercept sends another fleet.
tw-refuse-no-response = There is no announced response { $number }: they are numbered 1 to { $count }.
tw-refuse-countered-already = Response { $number } is already counter-jammed.
tw-refuse-counterjam-bunker = You have no unused Command Bunker at { $hex } within your Comm range of the bunker at { $bunker }.
tw-refuse-window-step = A reaction window is open: jam, intercept or pass.
tw-refuse-counterjam-step = You may counter-jam the announced jams and intercepts, or pass.

## Battle notes

tw-note-lands = The attacker lands { $units } ({ $how ->
        [drop] drop invasion
       *[regular] regular invasion
    }).
tw-note-drops = Attacker drops { $units }.
tw-note-invades = Attacker invades with { $units }.
tw-note-reinforces = Defender reinforces the ground with { $units }.
tw-note-captures = The attacker captures the system.
tw-note-neutral-ships-lost = The neutral ships are destroyed ({ $units }).
tw-note-attacker-retreats = Attacker retreats.
tw-note-defender-retreats = Defender retreats to { $hex }.
tw-note-first-fire = First fire destroys { $units }.
tw-note-wiped-out = The invasion is wiped out.
tw-note-shields-lost = The defender's Shields are lost with the system ({ $units }).
tw-note-withdraws = After a very long battle the attacker withdraws.

## Narration: a line for the channel per event

# joints that keep the lines as the bot has always written them
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
tw-said-fleet = fleet
tw-said-proposed-scan = { $number }. scan { $hex } (bunker { $bunker })
tw-said-proposed-jump = { $number }. jump { $units } { $origin } → { $hex } (bunker { $bunker })
tw-said-side = { $side ->
        [imperial] the Imperials
       *[neutral] the neutrals
    }
tw-said-first-fire = first fire { $count } { $count ->
        [one] hit
       *[other] hits
    }
tw-said-side-hits = { $side } { $count } { $count ->
        [one] hit
       *[other] hits
    }{ $absorbed ->
        [0] {""}
       *[other] {" "}({ $absorbed } absorbed by Shields)
    }
tw-said-side-lost = { $side } −{ $units }
tw-said-cargo-lost = { $side } −{ $units } (no cargo room)
tw-said-round-losses = { $fire } · { $losses }
tw-said-round = { $arena ->
        [space] Space
       *[ground] Ground
    } { $number }
tw-said-rounds = { $arena ->
        [space] Space
       *[ground] Ground
    } { $first }–{ $last }
tw-said-rounds-across = { $arena ->
        [space] Space
       *[ground] Ground
    } { $first } to { $last_arena } { $last }
tw-said-no-hits = { $span }: no hits
tw-said-round-line = { $span }: { $line }
tw-said-round-notes = { $line }. { $notes }
tw-said-side-total = { $side } { $units }
tw-said-losses = Losses: { $totals }.
# $plural: whether the side is "the neutrals" or "the Imperials" (yes) or a player (no)
tw-said-outcome-captures = { $side } { $plural ->
        [yes] capture
       *[no] captures
    } { $hex }
tw-said-outcome-not-taken = { $side } { $plural ->
        [yes] win
       *[no] wins
    }, but { $hex } is not taken
tw-said-outcome-holds = { $side } { $plural ->
        [yes] hold
       *[no] holds
    }
tw-said-outcome-none = no winner
tw-said-battle = ⚔️ **Battle at { $hex }**{ $kind ->
        [blockade] {" "}(blockade)
        [revolt] {" "}(revolt)
       *[battle] {""}
    }: { $attacker } against { $defender }: { $outcome }.
tw-said-built = { $player } builds { $units } at { $hex }.
tw-said-sabotaged-force = { $player } sabotages { $hex }: { $victim } loses { $units }.
tw-said-sabotaged-dev = { $player } sabotages { $hex } (development { $dev }).
tw-said-sabotaged = { $player } sabotages { $hex }.
tw-said-game-over = Game over: { $winners } — { $reason ->
        [attempt] survived a full round of expansions in a victory attempt
       *[turn_limit] the turn limit ({ $turns } turns) was reached: most systems wins
    }.
# a game that ended before the catalogs: its reason as it was logged, in English
tw-said-game-over-logged = Game over: { $winners } — { $reason }.
tw-said-outreach-revealed = Outreach is revealed.
tw-said-expansion = Turn { $turn }: { $player }'s expansion.
tw-said-no-moves = { $player } makes no moves.
tw-said-proposed = { $player } proposes: { $actions }.
tw-said-jam = { $player } JAMS action { $number } with the bunker at { $bunker }.
tw-said-intercept-announced = { $player } INTERCEPTS action { $number } with the fleet at { $fleet }.
tw-said-counterjam-window = { $player } may counter-jam the announced responses.
tw-said-counterjam = { $player } counter-JAMS response { $number }.
tw-said-no-counterjam = { $player } does not counter-jam.
tw-said-jammed = Action { $number } ({ $hex }) is jammed.
tw-said-transfer = { $player } transfers { $units } from { $origin } to { $hex }.
tw-said-jump = { $player } jumps { $units } from { $origin } to { $hex }.
tw-said-scrapped = { $player } destroys { $units } at { $hex } to make cargo room for troops.
tw-said-jump-void = { $player }'s jump from { $origin } to { $hex } has nothing left to send.
tw-said-scan = { $player } scans { $hex }.
tw-said-revealed = { $hex } is turned face up: { $tile }.
tw-said-intercept = { $player } intercepts at { $hex } with { $units }.
tw-said-survey-lost = { $player } loses Survey Teams at { $hex }.
tw-said-captured = { $player } captures { $hex }.
tw-said-lost = { $player } loses { $hex } ({ $why ->
        [rebels] rebels
       *[other] imperial attack
    }).
tw-said-chit = { $player } plays { $chit } ({ $use ->
        [artifact] artifact
        [boom] boom
        [sabotage] sabotage
        [hwreturn] hwreturn
        [jam] jam
       *[intercept] intercept
    }).
tw-said-developed = { $player } develops { $hex } to { $dev }.
tw-said-credits = { $player } takes { $credits } credits.
tw-said-passed = { $player } passes{ $count ->
        [0] .
        [one] {" "}and turns in { $count } chit.
       *[other] {" "}and turns in { $count } chits.
    }
tw-said-looted = { $player } loots the Imperial treasury: { $credits } credits.
tw-said-research-phase = { $round ->
        [empire] Empire phase: everyone chooses a research attempt.
       *[other] Scientific Advance: everyone may make one more research attempt.
    }
tw-said-research = { $player } researches { $tech }: { $advanced ->
        [yes] advanced
       *[no] no luck
    }.
tw-said-event = Event: { $event }.
tw-said-event-target = { $player } aims { $event } at { $hex }.
tw-said-event-declined = { $player } lets the event pass.
tw-said-no-effect = It has no effect{ $why ->
        [no_target] {" "}(no system it could be played on).
       *[none] .
    }
tw-said-production-advanced = Production is brought forward: this turn has production.
tw-said-production-delayed = Production is delayed.
tw-said-no-production = No production this turn{ $why ->
        [attempt] : a victory attempt is under way.
       *[none] .
    }
tw-said-production-phase = Production: everyone builds (hidden until all are done).
tw-said-attempt-started = { $player } begins a victory attempt with { $count } systems!
tw-said-attempt-failed = { $player }'s victory attempt fails ({ $why ->
        [below] below
       *[surpassed] surpassed
    }).
tw-said-turn = Turn { $turn } begins; order: { $order }.
tw-said-committed = { $player } is ready.

## A tile in words

tw-tile-empty = empty: nothing there
tw-tile = worth { $dev }{ $space ->
        [none] {""}
       *[other] , space tech { $space }
    }{ $ground ->
        [none] {""}
       *[other] , ground tech { $ground }
    }, { $defended ->
        [none] undefended
       *[other] defended by { $defended }
    }
tw-said-neutral = neutral

## Prompts: what the game waits for

tw-what = { $phase ->
        [outreach] Outreach: up to two Survey Team jumps and units to buy at your homeworld, then commit
        [move] an expansion move: plan up to three jumps and scans (or one transfer), then commit them, or pass
        [counterjam] a counter-jam: answer the announced jams and intercepts with a Jam of your own, or pass
        [chit] the chit step: play an action chit, or pass
        [research] a research attempt: pick a tech, or none
        [event] choose where the event strikes, or pass
       *[production] production: build units (all revealed together), then finish with build done
    }
tw-what-your-system = your system
tw-what-current-player = the current player
tw-what-window-imperial = you may INTERCEPT the Imperial Attack on { $hex } with a fleet of yours, or pass
tw-what-window = you may JAM or INTERCEPT { $proposer }'s proposed moves, or pass
tw-what-followup = { $step ->
        [artifact] a second research attempt (from the chit just played): pick a tech, or none
        [loot] spending the looted Imperial treasury at the Throneworld: build units, then build done
       *[build] building with the chit: build units, then build done
    }
tw-what-event = { $event }: { $effect } (`/throneworld event target:HEX`), or pass

## Standing lines under the table

tw-join-dot = { $first } · { $rest }
tw-standing-key = Techs: J jump range · C command range · S space combat · G ground combat. Map: ▲ warships · ● troops · ■ bunker (☒ used) · T Survey Team · ◆ scanned by · ★ production (☆ local) · ⊘ blockade · ⚔ battle; the small map shows the whole galaxy, the yellow box the part drawn large.
tw-standing-unit = { $code } { tw-unit-name }
tw-standing-units = Units: { $units }.
tw-standing-turn = **Turn { $turn }** · { $phase ->
        [outreach] Outreach
        [move] expansion
        [window] reaction window
        [counterjam] counter-jam
        [chit] chit step
        [followup] chit follow-up
        [research] research
        [event] event
        [production] production
       *[over] game over
    } · { $production ->
        [yes] a production turn
       *[no] no production this turn
    } · { $needed } systems win
tw-standing-empire = **{ $letter }** { $player } ({ $colour ->
        [0] blue
        [1] orange
        [2] green
        [3] purple
        [4] sky blue
       *[5] red
    }, { $race }, home { $home }): production { $production } · { $credits } { $credits ->
        [one] credit
       *[other] credits
    } · { $chits } { $chits ->
        [one] chit
       *[other] chits
    } · { $techs }
tw-standing-attempt = ⚠ { $player } is attempting victory (since turn { $turn }){ $stop ->
        [none] {""}
       *[other] : { $stop } still to stop it
    }.
tw-standing-proposed = { $player ->
        [none] Proposed
       *[other] { $player } proposes
    } (dashed yellow arrows): { $actions }.
tw-standing-response = { $player } { $kind ->
        [jam] jams action { $number }
       *[intercept] intercepts action { $number } with the fleet at { $fleet }
    }{ $countered ->
        [yes] {" "}(counter-jammed).
       *[no] .
    }
tw-refuse-loss-letters = { $option }: give unit letters, cheapest-to-lose first, e.g. FBPMS or LDAH.

## What a move in the private menus does and costs

tw-offer-transfer = Your whole move this turn, instead of jumps and scans; Commit proposes it
tw-offer-any-chit = a { $kind ->
        [jam] JAM
       *[intercept] INTERCEPT
    } chit
tw-offer-named-chit = chit { $chit }
tw-offer-jam = Costs { $chit } and your bunker at { $bunker }: that action fails
tw-offer-intercept = Costs { $chit } and your bunker at { $bunker }: the fleet from { $fleet } meets the jump and defends
tw-offer-counterjam = Costs { $chit } and your bunker at { $bunker }: that answer fails
tw-offer-build = Costs { $cost } { $cost ->
        [one] credit
       *[other] credits
    }: { $units }
tw-offer-chit = Spends chit { $chit }{ $turned ->
        [none] {""}
       *[other] {" "}and turns in { $turned }
    }; you draw back up to five after the chit step
tw-offer-event = The event strikes there; choosing costs you nothing
tw-offer-outreach-jump = A Survey Team jump of your Outreach; Commit my Outreach sends it
tw-offer-planned = Uses { $bunker ->
        [none] your nearest free bunker
       *[other] your bunker at { $bunker }
    } this turn for the { $does ->
        [jump] jump
       *[scan] scan (only you see it)
    }; Commit proposes your plan
tw-offer-no-research = No roll this time
tw-offer-research-full = { $tech } is at its last box: the roll cannot raise it
tw-offer-research-box = { $needs ->
        [1] Any roll
       *[other] A die roll of { $needs }+
    } moves { $tech } one box on (its rating stays { $now })
tw-offer-research = { $needs ->
        [1] Any roll
       *[other] A die roll of { $needs }+
    } raises { $tech } from { $now } to { $then }

## The battle estimator

tw-odds-summary = { $capture }% to capture, { $win }% to win; expected losses: you { NUMBER($lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } credits ({ $units }), defender { NUMBER($their_lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } credits ({ $their_units }).
tw-odds-no-units = none

## A player's own answers: chits, empire, map, a hex, the odds

tw-join-or = { $first }; or { $rest }
tw-describe-hand-head = **Your chits** ({ $count }; the others only see how many you hold):
tw-describe-chit-use = { $use ->
        [artifact] ARTIFACT, chit step: two research attempts (the second right after the first)
        [boom] BOOM, chit step: its value in credits, local production at two systems, or develop a system
        [sabotage] SABOTAGE, chit step: lower a rival system's development, destroy units, or weaken a neutral
        [hwreturn] HWRETURN, chit step: bring units home from up to two worlds (as a transfer: the units you name)
        [jam] JAM, reaction window: stop one proposed jump or scan (or counter-jam a response)
       *[intercept] INTERCEPT, reaction window: send a fleet to defend a system of yours being jumped at
    }
tw-describe-hand-chit = • `{ $id }` **{ $name }**: { $uses }.
tw-describe-hand-none = No chits: you draw back up to five at the end of each expansion.
tw-describe-hand-how = Play one in your chit step (`/throneworld chit chit:A07 use:boom option:credits`); turn in up to five when you pass (`/throneworld pass turn_in:"A07 A12"`).
tw-describe-scan = scan { $hex } (bunker { $bunker })
tw-describe-transfer = transfer { $units ->
        [everything] everything
       *[other] { $units }
    } { $origin } → { $hex }
tw-describe-jump = jump { $units ->
        [fleet] the fleet
       *[other] { $units }
    } { $origin } → { $hex } (bunker { $bunker })
tw-describe-numbered = { $number }. { $what }
tw-describe-nothing-yet = nothing yet
tw-describe-build = { $units } at { $hex }
tw-describe-empire-head = **Your empire**: { $race }, homeworld { $home }.
tw-describe-empire-systems = Systems: { $systems } of the { $needed } that start a victory attempt (the Throneworld counts 6) · treasury { $treasury } credits · production { $production } credits.
tw-describe-tech = { $tech } { $rating } (box { $box }/12)
tw-describe-techs = Techs: { $techs }.
tw-describe-orders = Standing battle orders: retreat { $attacking } attacking and { $defending } defending, drop invade { $drop }, invade { $invade }, lose ships { $ships } and troops { $troops } first (`/throneworld orders`).
tw-describe-turn = Turn { $turn }, phase { $phase }{ $player ->
        [none] {""}
       *[other] , { $player }'s expansion
    }{ $production ->
        [yes] {" "}(a production turn).
       *[no] .
    }
tw-describe-plan = Your plan: { $plan } (commit it to propose).
tw-describe-outreach-jumps = Your Outreach jumps: { $jumps }.
tw-describe-build-order = Your build order (hidden until all are done): { $builds } — { $cost } credits.
tw-describe-research-choice = Your research choice: { $tech }.
tw-describe-done = You are done for this step; the others are still choosing.
tw-describe-artifact-next = Your Artifact's second research attempt is next.
tw-describe-chit-builds = Building with your chit ({ $mode }): { $builds }.
tw-describe-attempt = Victory attempt under way by { $player }.
tw-describe-plan-so-far = Your plan so far: { $plan }. Add more, or commit it to propose.
tw-describe-outreach-jumps-of = Your Outreach jumps ({ $count } of 2): { $jumps }.
tw-describe-build-order-left = Your build order (hidden until all are done): { $builds } — { $cost } of { $treasury } credits, { $left } left.
tw-describe-map-head = **Your map** (only you see it: it shows the face-down tiles you scanned).
tw-describe-map-mine = Your systems: { $systems }.
tw-describe-map-away = Your units elsewhere: { $units }.
tw-describe-map-scanned-tile = { $hex } { $kind } dev { $dev }{ $space ->
        [none] {""}
       *[other] , space { $space } ground { $ground }
    }, { $neutral ->
        [none] no forces
       *[other] { $neutral }
    }
tw-describe-map-scanned = Scanned, still face down: { $tiles ->
        [none] none
       *[other] { $tiles }
    }.
tw-describe-map-unknown = { $count } face-down tiles you have not scanned. Hex names autocomplete in every command.
tw-describe-no-hex = There is no hex '{ $typed }' on this map. Hex names autocomplete as you type.
tw-describe-hex-head = **{ $hex }** · { $kind }{ $blockaded ->
        [yes] {" "}· blockaded
       *[no] {""}
    }
tw-describe-hex-owner = Owned by { $player }; it { $local ->
        [yes] produces locally
       *[no] counts in its production total
    }.
tw-describe-hex-tile = Tile: value { $dev }, Space { $space } Ground { $ground }{ $scanned ->
        [yes] {" "}(face down: you scanned it)
       *[no] {""}
    }; neutral forces: { $neutral }.
tw-describe-hex-unscanned = Tile: face down, not scanned by you.
tw-describe-you = You
tw-describe-hex-force = { $player }: { $units }{ $used ->
        [0] {""}
       *[other] {" "}({ $used } Command Bunker used this turn)
    }.
tw-describe-hex-empty = No empire has units here.
tw-refuse-odds-no-attackers = Survey Teams, Shields and Command Bunkers don't attack: name warships or troops.
tw-odds-no-battle = **Odds: { $units } against { $hex }**: no battle would be fought there (nothing hostile defends it).
tw-refuse-odds-too-large = That battle is too large to simulate here: the estimator answers for smaller battles.
tw-odds = **Odds: { $units } against { $hex }** ({ $trials } simulated battles with your standing orders, { $command ->
        [yes] in command
       *[no] out of command (no bunker in range)
    }):
    { $summary }
    Battles last { NUMBER($rounds, minimumFractionDigits: 1, maximumFractionDigits: 1) } rounds on average. Only you see this; nothing was played.
tw-refuse-odds-which = Say which units attack (units:"3B 2P 4L"), or the fleet they jump from (fleet:D4).
tw-odds-no-forces = no warships or troops
tw-refuse-odds-not-yours = You have { $units } { $hex ->
        [none] on the map
       *[other] at { $hex }
    }: the odds are for forces you could field.
tw-label-hw-return = HW Return
tw-label-chit = { $id } { $name }: { $does }
tw-label-turning-in = { $label }, turning in { $chits }
tw-label-artifact = two research rolls, { $tech } first
tw-label-boom = { $option ->
        [credits] its value in credits
        [local] local production at two systems
        [develop] develop { $hex }
       *[other] boom
    }
tw-label-sabotage = { $option ->
        [develop] lower { $hex }'s development
        [force] destroy { $space } space, { $ground } ground units at { $hex }
        [neutral] weaken the neutral at { $hex }{ $units ->
                [none] {""}
               *[other] {" "}({ $units })
            }
       *[other] sabotage { $hex }
    }
tw-label-hwreturn = bring home { $units ->
        [everything] everything
       *[other] { $units }
    } from { $origins }
tw-label-play = { $use ->
        [none] play
       *[other] { $use }
    }
tw-label-survey-team = Survey Team
tw-label-jump = Jump { $units } { $origin } → { $hex }{ $bunker ->
        [none] {""}
       *[other] {" "}(bunker { $bunker })
    }
tw-label-scan = Scan { $hex }{ $bunker ->
        [none] {""}
       *[other] {" "}(bunker { $bunker })
    }
tw-label-transfer = Transfer { $units ->
        [everything] everything
       *[other] { $units }
    } { $origin } → { $hex }
tw-label-jam = Jam action { $number } (→ { $hex }) with bunker { $bunker }
tw-label-intercept = Intercept action { $number } (→ { $hex }) with fleet { $fleet } (bunker { $bunker })
tw-label-counterjam = Counter-jam response { $number } ({ $player ->
        [none] it
       *[other] { $player }'s { $kind }
    }) with bunker { $bunker }
tw-label-research = { $tech ->
        [none] No research
       *[other] Research { $tech }
    }
tw-label-build-done = Done building
tw-label-build = Build { $units }{ $hex ->
        [none] {""}
       *[other] {" "}at { $hex }
    }
tw-label-strike = Strike { $hex }{ $option ->
        [develop] : lower its development
        [force] : destroy { $space } space, { $ground } ground
       *[other] {""}
    }
tw-label-pass = Pass{ $count ->
        [0] {""}
        [one] , turning in { $count } chit
       *[other] , turning in { $count } chits
    }
tw-label-commit = Commit
tw-label-other = { $do }

## Autocomplete suggestions

tw-join-or-short = { $first } or { $rest }
tw-suggest-you = you
tw-suggest-yours = { $kind ->
        [home] held by you
       *[other] yours
    }
tw-suggest-owners = { $player }'s
tw-suggest-held-by = held by { $player }
tw-suggest-neutral = { $units ->
        [none] no neutral forces
       *[other] neutral { $units }
    }
tw-suggest-your-units = your { $fleet ->
        [yes] fleet
       *[no] units
    } { $units }
tw-suggest-blockaded = blockaded
tw-suggest-home = { $player ->
        [none] homeworld
       *[other] { $player }'s homeworld
    }
tw-suggest-throne = Throneworld
tw-suggest-tile = { $kind ->
        [inner] inner
        [outer] outer
        [fringe] fringe
        [home] home
        [throne] throne
       *[other] { $kind }
    } dev { $dev }
tw-suggest-scanned = face-down { $kind ->
        [inner] inner
        [outer] outer
        [fringe] fringe
        [home] home
        [throne] throne
       *[other] { $kind }
    }, scanned: dev { $dev }
tw-suggest-face-down = face-down { $kind ->
        [inner] inner
        [outer] outer
        [fringe] fringe
        [home] home
        [throne] throne
       *[other] { $kind }
    }
tw-suggest-out-of-reach = out of reach
tw-suggest-distance = { $distance } from { $hex }{ $range ->
        [out] {" "}(out of range)
       *[in] {""}
    }
tw-suggest-from-bunker = { $distance } from a free bunker
tw-suggest-bunkers = { $hex } · { $count } unused Command { $count ->
        [one] Bunker
       *[other] Bunkers
    }
tw-suggest-bunker-range =  · { $distance } from { $hex } ({ $range ->
        [in] in
       *[out] out of
    } Comm range { $comm })
tw-suggest-as-typed = { $typed } (as typed)
tw-suggest-of-neutral = { $units } · of the neutral { $neutral } at { $hex }
tw-suggest-units = { $units } · { $named }
tw-suggest-all-units = { $units } · all of your units at { $hex }
tw-suggest-build = { $units } · { $named } · { $credits }
tw-suggest-credits = { $count } { $count ->
        [one] credit
       *[other] credits
    }
tw-suggest-use = { $use }
tw-suggest-chit = { $id } · { $name } ({ $uses })
tw-suggest-imperial-attack = the Imperial Attack on { $hex }
tw-suggest-response = { $number } · { $player } { $kind ->
        [jam] JAMS
       *[intercept] INTERCEPTS with { $units ->
                [fleet] the fleet
               *[other] { $units }
            } from { $fleet }
    } action { $action } (bunker { $bunker }){ $countered ->
        [yes] {" "}· already countered
       *[no] {""}
    }

## The buttons and menus, and the cog's own answers

tw-cog-not-this-game = The game in this channel is { $title }, not Throneworld.
tw-cog-commit = { $plan ->
        [plan] Commit plan ({ $count } { $count ->
                [one] order
               *[other] orders
            })
        [transfer] Commit the transfer
        [outreach] Commit my Outreach
        [any] Commit plan
       *[none] Commit: no moves
    }
tw-cog-pass = { $why ->
        [expansion] Pass: end my expansion
        [window] Pass: no answer
        [counterjam] Pass: no counter-jam
       *[event] Pass: strike nowhere
    }
tw-cog-menu = { $menu ->
        [buy] Buy units at your homeworld…
        [build-home] Build at your homeworld…
        [build-elsewhere] Build at another world…
        [survey] Jump a Survey Team…
        [jump] Plan a jump…
        [scan] Plan a scan…
        [transfer] Plan the transfer…
        [chit] Play a chit…
        [jam] Jam an action…
        [intercept] Intercept a jump…
        [counterjam] Counter-jam an answer…
        [research] Research a technology…
       *[event] Where the event strikes…
    }
tw-cog-page = { $menu } ({ $page } of { $pages })
tw-suggest-your-home = your homeworld

## Lobby options refused at /game new (engines/throneworld/engine.py): the option as typed, then what it takes.

tw-option-max-turns = max_turns: the turn limit is a number of turns from 1 to { $most }, not { $typed }
