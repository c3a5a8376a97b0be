## Würfelhelden (engines/wurfelhelden/): its narration, refusals, prompts, standing lines, picture and buttons.
## $player, $chaser, $against, $opener, $first are players' names; $colour is a die's colour as the game keys
## it (white, yellow, red), $face a face's kind (sword, coin, yellow, red, x); $swords, $coins, $dice, $left,
## $score made by wh-swords, wh-coins, wh-dice, wh-warrants where a message says "{ $swords }".

## The words of the game

wh-swords = { $count ->
        [one] 1 sword
       *[other] { $count } swords
    }
wh-coins = { $count ->
        [one] 1 coin
       *[other] { $count } coins
    }
wh-dice = { $count ->
        [one] 1 die
       *[other] { $count } dice
    }
wh-warrants = { $count ->
        [one] 1 warrant
       *[other] { $count } warrants
    }
wh-colour = { $colour ->
        [white] white
        [yellow] yellow
       *[red] red
    }
# a colour's letter on the picture's dice and in the key
wh-letter = { $colour ->
        [white] W
        [yellow] Y
       *[red] R
    }
# the face that grows the party by a die of its colour, on the picture
wh-grow = +{ wh-letter }
# a die in a sentence or a menu: "white 2 swords", "yellow X (runs away)"
wh-die = { wh-colour } { $face ->
        [sword] { $swords ->
            [one] 1 sword
           *[other] { $swords } swords
        }
        [coin] coin
        [yellow] +1 yellow die
        [red] +1 red die
       *[x] X (runs away)
    }
wh-die-unrolled = { wh-colour } (not rolled)

## Prompts: what the player whose turn it is can do now

wh-task-roll = roll your whole party (/wurfelhelden roll): { $chase }; coins score and +Y/+R faces grow your party
wh-task-roll-opening = roll your whole party (/wurfelhelden roll): { $opener } rolled the most swords in the opening roll, so their sword dice lie by the warrants: { $chase }; coins score and +Y/+R faces grow your party
wh-task-reroll = reroll any dice ({ $left ->
        [one] 1 roll
       *[other] { $left } rolls
    } left: pick them, or /wurfelhelden roll dice) or stop and carry this result out (/wurfelhelden stop): { $shows }; { $chase }
wh-shows = you show { $swords } and { $coins }
wh-shows-doubled = you show { $swords } and { $coins } (no sword: the coins count double, { $double })
wh-chase-nobody = nobody chases the villain yet, so any sword starts the chase
wh-chase-yours = your duel marker chases the villain; swords you keep join it, and if nobody outbids you before your next turn you capture it
wh-chase-other = { $chaser } chases the villain with { $swords ->
        [one] 1 sword
       *[other] { $swords } swords
    }, so { $need } or more swords take the chase ({ $stake })
wh-stake-marker = if nobody outbids it by { $chaser }'s next turn, their dice come home and their duel marker holds the chase: one more round and they capture the { $warrant }-coin warrant
wh-stake-capture = nobody outbids it by { $chaser }'s next turn: they capture the { $warrant }-coin warrant

## Refusals

wh-refuse-roll-first = Roll first: the first roll of your turn rolls your whole party, and you can stop after it.
wh-refuse-not-a-move = That is not a Würfelhelden move: use roll or stop.
wh-refuse-no-such-die = Your party has { $dice }: name dice by their number on the picture, from 1 to { $count } (for example dice:"1 3").
wh-refuse-die-twice = You named die { $die } twice: name each die you want to reroll once.

## Narration: a line per event

wh-opening = Opening roll: everyone rolled their 3 white dice for swords ({ $swords }). { $opener } rolled the most, so their { $chase } went by the warrants to chase the first villain, and { $first }, the next player, starts.
wh-opening-rolloffs = Opening roll ({ $rolloffs } roll-offs: ties roll again): everyone rolled their 3 white dice for swords ({ $swords }). { $opener } rolled the most, so their { $chase } went by the warrants to chase the first villain, and { $first }, the next player, starts.
# a player and their swords in the opening roll, or their score at the end
wh-player-count = { $player } { $count }
wh-turn = Round { $turn }: **{ $player }**'s turn.
wh-rolled = { $player } rolls (roll { $roll } of { $rolls }): { $dice }.
wh-rolled-die = die { $position } { $die }
wh-ran-away = X! { $player }'s { $colours } { $count ->
        [one] die runs
       *[other] dice run
    } away to the hero tableau ({ $left } left in the party).
wh-chase-failed = { $player }'s { $swords ->
        [one] 1 sword
       *[other] { $swords } swords
    } can't outbid { $against } (it takes { $needed }): no chase.
wh-chase-outbid-marker = { $player } outbids { $against }'s lone duel marker with { $swords ->
        [one] 1 sword
       *[other] { $swords } swords
    } and takes up the chase.
wh-chase-outbid = { $player } outbids { $against } with { $swords ->
        [one] 1 sword
       *[other] { $swords } swords
    } against { $theirs } and takes up the chase; { $against }'s dice go home.
wh-chase-joined = { $player } puts { $swords } by the warrants, next to the duel marker.
wh-chase-placed = { $player } puts { $swords } by the warrants and chases the villain.
wh-coins-collected = { $player } collects { $coins }, { $total } in the purse.
wh-coins-doubled = { $player } collects { $coins } (no swords: doubled), { $total } in the purse.
wh-grew-none = { $player } has no { $colour ->
        [yellow] yellow
       *[red] red
    } dice left on the tableau: the party doesn't grow.
wh-grew = { $player }'s party grows by { $count } { $colour ->
        [yellow] yellow
       *[red] red
    } { $count ->
        [one] die
       *[other] dice
    }.
wh-grew-short = { $player }'s party grows by { $count } { $colour ->
        [yellow] yellow
       *[red] red
    } { $count ->
        [one] die
       *[other] dice
    } (only { $count } left on the tableau).
wh-marker = Nobody outbid { $player }: the dice come home and the duel marker goes by the warrants. Survive one more round to capture.
wh-marker-alone = { $player }'s duel marker still lies alone by the warrants: no capture yet. Swords rolled this turn join it.
wh-captured = **{ $player } captures a villain!** Warrant worth { $warrant } coins ({ $left } left; { $player } now has { $score }).
wh-game-over = The last warrant is taken: { $scores }. The most coins (warrants included) win.

## Standing lines under the table

wh-standing-round = Round { $turn }, { $roll ->
        [0] no roll yet
       *[other] roll { $roll } of 3 done
    }.
wh-standing-chase-nobody = Chase: nobody; any sword takes up the chase.
wh-standing-chase-alone = Chase: { $chaser }'s duel marker lies alone; any sword outbids it.
wh-standing-chase-marker = Chase: { $chaser }, { $swords }; outbid with { $need }+, or { $chaser } puts the duel marker down at their next turn.
wh-standing-chase-capture = Chase: { $chaser }, { $swords }; outbid with { $need }+, or { $chaser } captures the next warrant at their next turn.
wh-standing-warrants = Warrants: next { $next } coins; then { $then } (each the bounty on a villain, captured in this order; taking the last ends the game).
wh-standing-warrants-last = Warrants: next { $next } coins (each the bounty on a villain, captured in this order; taking the last ends the game).
wh-standing-key = Key: W Y R white, yellow, red dice · sword n: n swords · coin: 1 coin (2 with no sword) · +Y +R: a die joins from your tableau · X: runs away · ?: not rolled · Y R beside a name: dice still on that hero tableau · card ×n: warrants captured
wh-standing-key-duel = { wh-standing-key } · pennant: a duel marker (beside its owner's name when at home)

## The picture

wh-picture-roll = { $player }: roll
wh-picture-reroll = { $player }: reroll or stop
wh-picture-won = { $winners } { $count ->
        [one] wins
       *[other] win
    } with { $score }
wh-picture-all-caught = Every villain
wh-picture-all-caught-2 = is caught.
wh-picture-no-chase = No chase yet:
wh-picture-no-chase-2 = a sword takes it
wh-picture-warrants-left = { $count } left
wh-picture-no-dice = no dice in the party
wh-picture-chasing = +{ $count } chasing

## Buttons and menus

wh-button-roll = Roll ({ $player }): the whole party, { $dice }, first of { $rolls } rolls
wh-option-die = die { $position }: { $die }
wh-placeholder-reroll = Pick dice to reroll ({ $left } rolls left)
wh-placeholder-reroll-last = Pick dice to reroll (1 roll left) (the last: it stops by itself)
wh-button-reroll-all = Reroll all { $dice }
wh-button-reroll-all-last = Reroll all { $dice } (the last: it stops by itself)
wh-button-stop = Stop and keep this result: carry it out
