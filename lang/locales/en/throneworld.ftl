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
