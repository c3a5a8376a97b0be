## The words drawn on Throneworld's pictures (render/throneworld/): the map, a player's own picture and the
## battle reports. Hex codes, unit codes (2B P 3H), numbers and players' names are not words: the code draws them.

## The map

# on a face-down tile, beside its "?"
tw-pic-kind = { $kind ->
        [throne] THRONE
        [home] home
        [inner] inner
        [outer] outer
        [fringe] fringe
       *[other] { $kind }
    }
# beside a face-up tile's value, where there is room
tw-pic-tile-word = { $kind ->
        [home] home
       *[throne] throne
    }
# a face-up tile's Space and Ground tech as printed ("-": the tile has none)
tw-pic-techs = S{ $space } G{ $ground }
# a hex with more players' counters than it shows
tw-pic-more-forces = +{ $count } more
# a tile only the picture's player has scanned
tw-pic-only-you = only you see
# a proposal's action, jammed
tw-pic-jammed = { $number } ✗ JAMMED

## A player's own picture

tw-pic-private-head = Only you see this · turn { $turn }
tw-pic-more-lines = … and { $count } more { $count ->
        [one] line
       *[other] lines
    }
tw-pic-section-orders = YOUR ORDERS (hidden from the others)
tw-pic-section-plan = YOUR PLAN (not committed yet)
tw-pic-section-battle-orders = YOUR BATTLE ORDERS
tw-pic-chits-title = YOUR CHITS ({ $count })
tw-pic-chits-none = no chits in hand
# what an action chit may be played for, under its name
tw-pic-chit-use = { $use ->
        [artifact] a research attempt
        [boom] credits or builds
        [sabotage] strike a system
        [hwreturn] fleets home
        [jam] stop an action
        [intercept] meet a jump
       *[other] { $use }
    }
# a Survey Team's jump ordered in Outreach; $units is T when none are named
tw-pic-order-survey = Survey jump { $units } { $origin } → { $target }
tw-pic-order-build = Build { $units } at { $at } ({ $cost } credits)
tw-pic-order-spent = { $spent } credits in all
tw-pic-order-research = Research: { $tech ->
        [jump] jump
        [comm] comm
        [space] space
        [ground] ground
        [none] none
       *[other] { $tech }
    }
tw-pic-order-done = Done: waiting for the others ✓
tw-pic-order-not-done = Not done yet
tw-pic-followup = Your chit's second step: { $kind ->
        [artifact] a second research attempt
       *[other] building
    }
# $step: tw-pic-followup; $where: the systems and the credits each may spend ("E5 3, D4 2")
tw-pic-followup-credits = { $step } (credits: { $where })
tw-pic-plan-scan = { $number }. scan { $target } (bunker { $bunker })
tw-pic-plan-transfer = transfer { $units } { $origin } → { $to }
tw-pic-plan-jump = { $number }. jump { $units } { $origin } → { $target } (bunker { $bunker })
# a planned jump that names no units
tw-pic-plan-fleet = fleet
# standing battle orders, one line: its pieces joined by " · "
tw-pic-retreat-never = never retreat
tw-pic-retreat-outgunned = retreat when outgunned (below { $ratio }%)
tw-pic-retreat-split = attacking: { $attacking }; defending: { $defending }
tw-pic-orders-drop = drop { $drop ->
        [yes] yes
       *[no] no
    }
tw-pic-orders-invade = invade { $invade ->
        [yes] yes
       *[no] no
    }
tw-pic-orders-lose-first = lose first { $space } / { $ground }

## What the picture's player is awaited for, or whose turn it is

# $winners: the winners' names, joined by commas
tw-pic-status-over = Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    }
tw-pic-status-no-winner = Game over: no winner
tw-pic-status-mine = ▶ { $phase ->
        [outreach] Outreach: your survey jumps and purchases
        [move] Your expansion
        [window] Reaction window: will you jam or intercept?
        [counterjam] Counter-jam, or pass?
        [chit] Your chit step: play a chit or pass
        [research] Research: choose your attempt
        [followup] Your chit's second step
        [production] Production: build, then done
       *[other] Your move
    }
tw-pic-status-my-event = ▶ Event { $event }: choose its target
tw-pic-status-window-open = Reaction window open
# $names: those awaited ("ann and bo", "ann, bo +2")
tw-pic-status-window = { $names }: { $phase ->
        [counterjam] counter-jams?
       *[window] jam or intercept?
    }
tw-pic-simultaneous = { $phase ->
        [outreach] Outreach
        [research] Research
       *[production] Production
    }
# $phase: tw-pic-simultaneous
tw-pic-status-revealing = { $phase }: revealing
tw-pic-status-everyone = { $phase }: everyone chooses
tw-pic-status-waiting = { $phase }: waiting for { $names }
tw-pic-status-expansion = ▶ { $player }'s expansion
tw-pic-status-chit = ▶ { $player }: play a chit or pass
tw-pic-status-event-chooser = Event { $event }: { $player } picks the target
tw-pic-status-event = Event { $event }
tw-pic-status-followup = ▶ { $player }: the chit's second step
tw-pic-status-player = ▶ { $player }
tw-pic-status-phase = { $phase ->
        [outreach] Outreach
        [move] expansion
        [window] reaction window
        [counterjam] counter-jam
        [chit] chit step
        [followup] chit follow-up
        [research] research
        [event] event
        [production] production
        [over] game over
       *[other] { $phase }
    }
tw-pic-names-two = { $first } and { $second }
tw-pic-names-more = { $first }, { $second } +{ $more }

## Battle reports

tw-pic-battle-title = ⚔ { $kind ->
        [blockade] Blockade battle
        [revolt] Revolt
       *[battle] Battle
    } at { $hex }
# beside a die drawn as a hit
tw-pic-a-hit = = a hit
tw-pic-role = { $role ->
        [attacker] attacker
       *[defender] defender
    }
tw-pic-first-fire = first fire
tw-pic-side-neutral = the neutral
tw-pic-side-empire = the Empire
tw-pic-side-rebels = the rebel army
tw-pic-result-captures = { $side } captures { $hex }
tw-pic-result-not-taken = { $side } wins; { $hex } not taken
tw-pic-result-holds = { $side } holds { $hex }
tw-pic-result-none = No winner
tw-pic-round = { $arena ->
        [space] SPACE
       *[ground] GROUND
    } · ROUND { $number }
tw-pic-no-dice = no dice
tw-pic-hits = { $count } { $count ->
        [one] hit
       *[other] hits
    }
tw-pic-on-shields = { $count } on Shields
# what a side lost in one round
tw-pic-round-lost = lost { $units }
tw-pic-cargo = +{ $units } cargo
# the rounds a long battle's report leaves out; $lost: what each side lost in them
tw-pic-skipped = … { $count } more { $count ->
        [one] round
       *[other] rounds
    } …
tw-pic-skipped-lost = … { $count } more { $count ->
        [one] round
       *[other] rounds
    }: { $lost } …
# $role: tw-pic-role
tw-pic-skipped-side = { $role } lost { $units }
tw-pic-result-title = RESULT
# a side's losses in the whole battle; $units lists them, each with why where not by a hit
tw-pic-side-lost = { $side } lost { $units }
tw-pic-lost-nothing = nothing
tw-pic-lost-why = { $units } ({ $why ->
        [cargo] cargo
        [capture] capture
        [stalemate] stalemate
       *[other] { $why }
    })
