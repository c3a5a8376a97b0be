## Thrown (engines/thrown/): its narration, refusals, prompts, standing lines, picture and buttons.
## $player, $winner, $owner, $victim, $first, $starter, $leader are players' names; $card a card's title
## (thrown-card-*), $colour a colour's word (thrown-colour-*); $typed what a player typed; $delta and $gold
## a signed number ("+3"). Players type colours and cards in English, so the examples stay English.

## The words of the game

thrown-colour-red = red
thrown-colour-white = white
thrown-colour-green = green
thrown-colour-blue = blue
thrown-colour-purple = purple
# a colour's letter on the picture's dice and in the standing lines
thrown-letter-red = R
thrown-letter-white = W
thrown-letter-green = G
thrown-letter-blue = B
thrown-letter-purple = P
thrown-its-colour = its colour
# some dice of one colour, as a reward or a pick names them
thrown-dice-of = { $count } { $colour }

thrown-card-knight = Knight
thrown-card-man_at_arms = Man at Arms
thrown-card-reinforcements = Reinforcements
thrown-card-wizard = Wizard
thrown-card-archer = Archer
thrown-card-berserker = Berserker
thrown-card-dark_knight = Dark Knight
thrown-card-sorcerer = Sorcerer
thrown-card-brute = Brute
thrown-card-peacemaker = Peacemaker
thrown-card-saboteur = Saboteur
thrown-card-thief = Thief
thrown-card-noble = Noble
thrown-card-phantom = Phantom
thrown-card-recruiter = Recruiter
thrown-card-strategist = Strategist
thrown-card-cyclops = Cyclops
thrown-card-dragon = Dragon
thrown-card-shapeshifter = Shapeshifter
thrown-card-imp = Imp
thrown-card-spirit = Spirit
thrown-card-summoner = Summoner

thrown-summary-knight = Pay a die: reroll any of your own rolled dice.
thrown-summary-man_at_arms = Pay a die: +1 on one of your dice or -1 on an opponent's.
thrown-summary-reinforcements = Pay a die: roll one more die of yours into the trick.
thrown-summary-wizard = Pay a die: turn one of your dice upside down (7 - pips).
thrown-summary-archer = Pay a die: send an opponent's rolled die back to their pool.
thrown-summary-berserker = Pay a die: reroll every opponent die showing 6.
thrown-summary-dark_knight = Pay a die: reroll one opponent die.
thrown-summary-sorcerer = Pay a die: turn an opponent's die upside down.
thrown-summary-brute = Trying to trump? A 5 on this colour trumps too.
thrown-summary-peacemaker = End your turn with a pair on this colour: trick is yours.
thrown-summary-saboteur = End your turn with a 1 or 2 on this colour: pay the poorest 1.
thrown-summary-thief = End your turn with a 1 or 2 on this colour: rob the richest of 1.
thrown-summary-noble = Win a trick holding this colour: 2 extra gold.
thrown-summary-phantom = Win a trick holding this colour: its opponent dice cost 1 gold each.
thrown-summary-recruiter = Win a trick holding this colour: take an unrolled die from an opponent.
thrown-summary-strategist = Win a trick holding this colour: swap 1-3 pool dice with the Void.
thrown-summary-cyclops = A lone die of this colour scores double (not for trumps).
thrown-summary-dragon = Pay a die: the trick ends and is scored right now.
thrown-summary-shapeshifter = Pay a die: swap the cubes of two cards.
thrown-summary-imp = Trick holds this colour: second place wins it instead.
thrown-summary-spirit = Pay a die: pick an opponent's die; their other dice copy it.
thrown-summary-summoner = Paid dice land here; win with this colour in the trick to take them.

# what a card's terse words mean, said after its short text in the standing lines
thrown-gloss-brute = this colour: the { $colour } dice you rolled
thrown-gloss-peacemaker = this colour: the { $colour } dice you rolled
thrown-gloss-saboteur = this colour: the { $colour } dice you rolled; pay: 1 gold to the poorest player
thrown-gloss-thief = this colour: the { $colour } dice you rolled; rob: 1 gold from the richest player
thrown-gloss-noble = holding: a { $colour } die anywhere in the trick, anyone's
thrown-gloss-phantom = holding: a { $colour } die anywhere in the trick, anyone's
thrown-gloss-recruiter = holding: a { $colour } die anywhere in the trick, anyone's
thrown-gloss-strategist = holding: a { $colour } die anywhere in the trick, anyone's
thrown-gloss-cyclops = this colour: { $colour }
thrown-gloss-imp = holds: a { $colour } die anywhere in the trick

thrown-mode-basic = basic game
thrown-mode-advanced = advanced game
thrown-tiebreak-round = Tie-break round
thrown-round-of = Round { $round } of { $rounds }
# lines told one after the other, and the parts of a trick's gold
thrown-lines = { $first } { $then }
thrown-parts = { $first }; { $then }

## Narration: a line per event

thrown-card-in-colour = { $card } ({ $colour })
thrown-round-started = **{ $label }.** Cards: { $cards }. { $first } starts.
thrown-trick-started = Trick { $trick }: { $starter } leads.
thrown-trick-started-passed = Trick { $trick }: { $starter } leads ({ $passed } has no dice).
thrown-face = { $colour } { $value } (#{ $n })
thrown-rolled-lead = { $player } rolls { $count } { $colour } { $count ->
        [one] die
       *[other] dice
    } to set the trick colour: { $faces }.
thrown-rolled-score = { $player } rolls { $count } { $colour } { $count ->
        [one] die
       *[other] dice
    }: { $faces }.
thrown-rolled-trump = { $player } rolls { $count } { $colour } { $count ->
        [one] die
       *[other] dice
    } trying to trump: { $faces }.
thrown-power-head = { $player } pays a { $paid } die for the { $card }
thrown-power-did = { $head }: { $what }.
thrown-power-plain = { $head }.
thrown-power-rerolls = rerolls { $moves }
thrown-power-rerolls-nothing = rerolls nothing
thrown-power-turns = { $owner }'s die #{ $die } goes { $before }→{ $after }
thrown-power-reinforces = rolls a { $colour } die #{ $n } = { $value }
thrown-power-sends-back = { $owner }'s { $colour } die #{ $die } goes back to their pool
thrown-power-ends-trick = the trick ends now
thrown-power-swaps = { $first } is now { $firstColour }, { $second } { $secondColour }
thrown-power-copies = { $owner }'s other dice turn to { $value }
thrown-peacemaker = { $player } ends the turn with a { $colour } pair: the { thrown-card-peacemaker } hands them the trick.
thrown-thief = { thrown-card-thief }: { $player } takes 1 gold from { $victims }.
thrown-thief-richest = { thrown-card-thief }: { $player } already has the most gold and takes nothing.
thrown-saboteur = { thrown-card-saboteur }: { $player } gives 1 gold to { $paid }.
thrown-saboteur-poorest = { thrown-card-saboteur }: { $player } already has the least gold and gives nothing.
thrown-no-powers = { $player } has no power to use, so the turn ends.
thrown-won = **{ $winner } wins trick { $trick }** with { $how }: { $gold } gold ({ $parts }).
thrown-won-floored = **{ $winner } wins trick { $trick }** with { $how }: { $gold } gold (gold never goes below 0) ({ $parts }).
thrown-won-dice = { $delta }: 1 gold for each opponent die in the trick
thrown-won-phantom = { $delta }: the { thrown-card-phantom } makes each opponent { $colour } die cost the winner 1 gold instead of paying 1
thrown-won-noble = { $delta }: the { thrown-card-noble } pays 2 extra for { $colour } in the trick
thrown-how-trump = a trump
thrown-how-score = a score of { $score }
thrown-how-noted = { $how } ({ $note })
thrown-how-peacemaker = { thrown-card-peacemaker }
thrown-how-imp-nobody = the { thrown-card-imp }: nobody was in second place
thrown-how-dragon = { $player }'s { thrown-card-dragon } ended the trick
thrown-how-dragon-after = { $how }; { $player }'s { thrown-card-dragon } ended the trick
thrown-note-imp = the { thrown-card-imp } gives the trick to second place
thrown-note-latest-trump = the latest trump wins
thrown-note-tie = level with { $players } on { $score }: the later player wins ties
thrown-trick-void = Nobody wins trick { $trick }; no gold is paid.
thrown-trick-void-why = Nobody wins trick { $trick } ({ $why }); no gold is paid.
thrown-victory-choice = { $player } may take the reward of: { $cards }.
thrown-recruited = { thrown-card-recruiter }: { $player } takes an unrolled { $colour } die from { $victim }.
thrown-exchanged = { thrown-card-strategist }: { $player } swaps { $give } for { $take } from the Void.
thrown-summoned = { thrown-card-summoner }: { $player } takes { $dice } from the card.
thrown-skipped = { $player } skips the { $card }.
thrown-penalty = { $player } { $delta } ({ $left } { $left ->
        [one] die
       *[other] dice
    } left)
thrown-round-ended = **Round over.** Gold: { $gold }.
thrown-round-ended-penalties = **Round over.** Penalties: { $penalties }. Gold: { $gold }.
thrown-tiebreak-started = **Tie!** { $players } have { $gold } gold each: a shortened round decides. { $first } picks four dice first.
thrown-picked = { $player } picks { $dice }.

## Prompts: what the awaited player is asked to do (/game mine quotes them)

thrown-task-pick = pick four dice from the Void for the tie-break round (/thrown pick): they are the only dice you play it with
thrown-task-recruiter = take an unrolled die from an opponent (/thrown recruit), the { thrown-card-recruiter }'s reward for winning this trick: one more die for you to roll, one fewer for them
thrown-task-strategist = take the { thrown-card-strategist }'s reward for winning this trick: swap 1-3 of your unrolled dice for colours from the Void (/thrown exchange), or skip it (/thrown skip)
thrown-task-summoner = take the { thrown-card-summoner }'s reward for winning this trick: take the dice paid onto the { thrown-card-summoner } card into your pool (/thrown summon), or skip it (/thrown skip)
thrown-now-you = you lead the trick
thrown-now-leader = { $leader } leads the trick
thrown-now-nobody = nobody leads yet
thrown-task-powers = use a power of a card (each costs 1 unrolled die of the card's colour) or end your turn (/thrown done): { $now }, and the winner takes 1 gold per opponent die in it
thrown-task-lead = lead the trick: roll 1-3 dice of one colour (/thrown roll), which becomes the trick colour; the highest total in it wins 1 gold per opponent die, and each die still unrolled when the round ends costs you 1 gold
thrown-task-follow = roll 1-3 { $colour } dice (/thrown roll): the highest { $colour } total wins the trick (a later player wins ties) and 1 gold per opponent die in it
thrown-task-trump = you have no { $colour } dice, so roll 1-3 dice of another colour (/thrown roll): a 6 among them is a trump and beats every score (the latest trump wins)
thrown-task-trump-brute = you have no { $colour } dice, so roll 1-3 dice of another colour (/thrown roll): a 6 among them (a 5 too on { $brute }: the { thrown-card-brute }) is a trump and beats every score (the latest trump wins)

## Refusals, said to the player who tried

thrown-refuse-not-a-command = That is not a Thrown command.
thrown-refuse-first-unknown = first={ $name }: there is no player called { $name } at this table.
thrown-refuse-pools-unknown = pools: there is no player called { $name } at this table.
thrown-refuse-not-in-tiebreak = You are not in the tie-break round: only { $players } play it.
thrown-refuse-choosing-reward = The trick is over: { $winner } is choosing the { $card }'s reward.
thrown-refuse-picking = This is the tie-break: { $player } is picking four dice from the Void.
thrown-refuse-game-over = The game is over.
thrown-refuse-not-a-colour = '{ $typed }' is not a dice colour: the colours are red, white, green and blue.
thrown-refuse-colour-in = { $option }: '{ $typed }' is not a dice colour (red, white, green or blue).
thrown-refuse-rolled-already = You have already rolled this turn: use a power or end your turn with /thrown done.
thrown-refuse-roll-count = You roll 1, 2 or 3 dice at a time.
thrown-refuse-too-few = You have { $have ->
        [0] no unrolled { $colour } dice
        [one] only 1 unrolled { $colour } die
       *[other] only { $have } unrolled { $colour } dice
    }.
thrown-refuse-follow = You still have { $colour } dice, so you must roll { $colour }: { $colour } is the trick colour.
thrown-refuse-roll-first = Roll first: every player in a trick rolls 1-3 dice before ending the turn.
thrown-refuse-which-die = Say which die with die:<number> (the numbers are on the picture) for the { $card }.
thrown-refuse-no-dice-yet = There is no die #{ $number } in this trick (the dice in it: none yet).
thrown-refuse-no-such-die = There is no die #{ $number } in this trick (the dice in it: { $numbers }).
thrown-refuse-not-yours = Die #{ $die } is { $owner }'s: the { $card } works on your own dice.
thrown-refuse-yours = Die #{ $die } is yours: the { $card } works on an opponent's die.
thrown-refuse-no-card = There is no card called '{ $typed }'.
thrown-refuse-not-shown = The { $card } is not in the display this round (the cards are { $showing }).
thrown-refuse-no-power = The { $card } has no power to pay for: { $summary }
thrown-refuse-cost = Using the { $card } costs an unrolled { $colour } die, and you have none.
thrown-refuse-knight-dice = Say which of your dice to reroll, e.g. dice:"1 3".
thrown-refuse-delta = The { thrown-card-man_at_arms } turns a die by one pip: delta:1 or delta:-1.
thrown-refuse-at-six = Die #{ $die } already shows 6: it cannot go higher.
thrown-refuse-at-one = Die #{ $die } already shows 1: it cannot go lower.
thrown-refuse-lower-own = The { thrown-card-man_at_arms } lowers only an opponent's die (delta:-1) and raises only your own (delta:1).
thrown-refuse-reinforce-first = { thrown-card-reinforcements } add to a roll you have made: roll first.
thrown-refuse-reinforce-colour = Say which unrolled die to roll with color:<colour>.
thrown-refuse-reinforce-none = You need an unrolled { $colour } die to roll besides the { $paid } die you pay, and you don't have it.
thrown-refuse-berserker = No opponent's die shows a 6, so the { thrown-card-berserker } would do nothing.
thrown-refuse-dragon = There are no dice in the trick yet, so there is nothing for the { thrown-card-dragon } to end.
thrown-refuse-swap = Name the two cards whose cubes swap, e.g. swap:"knight archer".
thrown-refuse-swap-not-shown = '{ $typed }' is not a card in the display.
thrown-refuse-spirit = { $owner }'s other dice already match die #{ $die } (or there are none), so the { thrown-card-spirit } would do nothing.
thrown-refuse-no-reward = There is no victory reward to choose right now.
thrown-refuse-recruit-not-optional = The { thrown-card-recruiter }'s reward is not optional: take an unrolled die from an opponent, e.g. /thrown recruit from:tom color:blue.
thrown-refuse-reward-not-pending = The { $card }'s reward is not yours to take now: you may choose { $waiting }.
thrown-refuse-recruit-whom = Take the die from one of your opponents in this round.
thrown-refuse-recruit-none = { $victim } has no unrolled { $colour } die.
thrown-refuse-exchange-count = Exchange 1-3 dice: give and take the same number.
thrown-refuse-give = You don't have { $count } unrolled { $colour } dice to give.
thrown-refuse-void = The Void holds only { $count } { $colour } dice.
thrown-refuse-summon-none = Name the dice to take from the { thrown-card-summoner }, e.g. dice:"red white".
thrown-refuse-summoner-holds = The { thrown-card-summoner } holds only { $count } { $colour } dice.
thrown-refuse-pick-when = Dice are picked by hand only at the start of the tie-break round.
thrown-refuse-pick-count = Pick exactly { $count } dice, e.g. dice:"red red white blue".

## The lobby's options refused (engines/thrown/model.py), inside table.ftl's move-bad-options: each names the
## option as it is typed and what it takes. $typed: what was typed; $cards: the cards as typed.

thrown-option-purple-basic = purple: purple cards are only mixed in in the advanced game (mode=advanced)
thrown-option-no-card = cards: there is no card called { $typed } (the cards are { $cards })
thrown-option-four-cards = cards: the display is four different cards
thrown-option-basic-display = cards: the basic game shows one card of each colour: one white, one red, one green and one blue (purple cards are for mode=advanced)
thrown-option-purple-left-out = cards: purple=false leaves the purple cards out, so the display cannot show one
thrown-option-summoner = cards: the { thrown-card-summoner } needs a discard power among the other three cards
thrown-option-cubes-basic = cubes: cubes are only placed in the advanced game (mode=advanced)
thrown-option-four-cubes = cubes: the four cubes are red, white, green and blue, one on each card
thrown-option-cubes-need-cards = cubes: cubes go with cards, so name the four cards too
thrown-option-pool = pools: { $player }'s pool: '{ $typed }' is not a colour and a count
thrown-option-pools-over = pools: there are only { $most } { $colour } dice

## The standing lines under the table, and the picture's headline

thrown-standing-round = { $stage } ({ $mode })
thrown-standing-card = { $letter } { $card } – { $summary }
thrown-standing-card-glossed = { $letter } { $card } – { $summary } ({ $gloss })
thrown-standing-trick-note = Trick { $trick }: { $note }
thrown-last-won = Trick { $trick }: { $winner } won with { $how }, { $gold } gold
thrown-last-nobody = Trick { $trick }: nobody won
thrown-dice-count = { $letter } { $count }
thrown-standing-void = Void: { $void }
thrown-standing-void-summoner = Void: { $void } · on the { thrown-card-summoner }: { $summoner }
thrown-standing-key = Key: R W G B P red, white, green, blue, purple dice · R 4 beside a name: 4 red dice still to roll · #n a die's number · TRUMP an off-colour 6 beats every score · the Void: the dice out of play
thrown-status-over = Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    }
thrown-status-pick = { $player }: pick 4 dice (tie-break)
thrown-status-reward = { $player }: { $task }
thrown-status-powers = { $player }'s turn: use a power or Done
thrown-status-lead = { $player } leads: roll 1-3 dice
thrown-status-follow = { $player }'s turn: roll { $colour } if you can

## The table picture (render/thrown.py): short words, drawn large

# when a card acts, under its name
thrown-kind-discard = pay a die
thrown-kind-result = end of turn
thrown-kind-victory = trick winner
thrown-kind-special = always on
thrown-picture-pick = Tie-break: pick 4 dice
thrown-picture-no-trick = No trick in play
thrown-picture-trick = Trick { $trick }
thrown-picture-trick-over = Trick { $trick } is over
thrown-picture-first-roll = the first roll sets the colour
thrown-picture-score = score
thrown-picture-leads = leads
thrown-picture-wins = wins
thrown-picture-trump = TRUMP
thrown-picture-no-dice = no dice
thrown-picture-wins-game = wins the game
thrown-picture-shares-win = shares the win
thrown-picture-finishes = finishes { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
thrown-picture-game-over = game over
thrown-picture-not-in-tiebreak = not in the tie-break
thrown-picture-reward = reward: { $cards }
thrown-picture-picks = picks 4 dice from the Void
thrown-picture-no-dice-left = no dice left
thrown-picture-my-gold = { $gold } gold · { $player }
thrown-picture-you-can = You can now:
thrown-picture-nothing-to-do = Nothing to do until your turn.
thrown-picture-more = … and { $count } more

## Buttons (at most 80 characters: cogs/thrown.py clips them) and /thrown hand's answer

thrown-button-roll = Roll { $count } { $colour }
thrown-button-cost = { $what } (pay 1 { $colour })
thrown-button-die-number = die #{ $n }
thrown-button-die-mine = { $colour } { $value }
thrown-button-die-theirs = { $owner }'s { $colour } { $value }
thrown-button-reroll = { $card }: reroll { $dice }
thrown-button-turn = { $card }: { $die } → { $value }
thrown-button-archer = { $card }: send back { $die }
thrown-button-dark_knight = { $card }: reroll { $die }
thrown-button-spirit = { $card }: copy { $die }
thrown-button-die = { $card }: { $die }
thrown-button-reinforce = { $card }: roll 1 more { $colour }
thrown-button-swap = { $card }: { $first } ↔ { $second }
thrown-button-berserker = { $card }: reroll every opponent 6
thrown-button-dragon = { $card }: end the trick now
thrown-button-recruit = Recruit { $colour } from { $victim }
thrown-button-exchange = Give { $give }, take { $take }
thrown-button-summon = Summon { $dice }
thrown-button-pick = Pick { $dice }
thrown-button-done = Done: end my turn
thrown-button-skip = Skip the reward
thrown-hand-count = { $count } { $colour }
thrown-hand-dice = **Your dice:** { $pool }. **Gold:** { $gold }.
thrown-hand-now = Now: { $status }.
thrown-hand-moves = You can: { $moves }

## A move as the player types it (render/thrown.command_line): English's command names are the code's own

thrown-hint = /{ $command } { $subcommand } { $options }
thrown-hint-option = { $name }:{ $value }
# a colour in a typed list of dice ("red red white"): the game reads English names and their initials
thrown-typed-red = red
thrown-typed-white = white
thrown-typed-green = green
thrown-typed-blue = blue

## The game's end: who won and why (the outcome's reason)

thrown-over-most-gold = **After { $rounds } rounds { $winner } has the most gold ({ $gold }).**
thrown-over-tie-won = **The tie-break round between { $tied } went to { $winner }.**
thrown-over-tie-shared = **The tie-break round between { $tied } ended level too, so they share the victory.**
