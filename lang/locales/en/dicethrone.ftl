# Dice Throne: what the game says (engines/dicethrone), its pictures (render/dicethrone.py) and its buttons (cogs/dicethrone.py).

## Names: heroes, abilities, passives, cards, statuses, die faces
dt-hero-barbarian = Barbarian
dt-hero-moon_elf = Moon Elf
dt-hero-pyromancer = Pyromancer
dt-hero-monk = Monk
dt-hero-paladin = Paladin
dt-hero-shadow_thief = Shadow Thief
dt-ability-cleave = Cleave
dt-ability-second_wind = Second Wind
dt-ability-crushing_blow = Crushing Blow
dt-ability-battle_roar = Battle Roar
dt-ability-thunder_rush = Thunder Rush
dt-ability-titan_slam = Titan Slam
dt-ability-fury = Fury
dt-ability-earthshatter = Earthshatter
dt-ability-iron_hide = Iron Hide
dt-ability-longshot = Longshot
dt-ability-snaring_arrow = Snaring Arrow
dt-ability-fleet_foot = Fleet Foot
dt-ability-shade_arrow = Shade Arrow
dt-ability-silver_volley = Silver Volley
dt-ability-moonfall = Moonfall
dt-ability-lunar_cataclysm = Lunar Cataclysm
dt-ability-slip_away = Slip Away
dt-ability-flare = Flare
dt-ability-kindle = Kindle
dt-ability-magma_burst = Magma Burst
dt-ability-scorch = Scorch
dt-ability-firestorm = Firestorm
dt-ability-soulfire = Soulfire
dt-ability-meteor_strike = Meteor Strike
dt-ability-sunfall = Sunfall
dt-ability-ember_ward = Ember Ward
dt-ability-flurry = Flurry
dt-ability-rising_palm = Rising Palm
dt-ability-harmony = Harmony
dt-ability-centered_strike = Centered Strike
dt-ability-serene_barrage = Serene Barrage
dt-ability-lotus_step = Lotus Step
dt-ability-thousand_petals = Thousand Petals
dt-ability-still_water = Still Water
dt-ability-righteous_blow = Righteous Blow
dt-ability-shield_bash = Shield Bash
dt-ability-benediction = Benediction
dt-ability-judgement = Judgement
dt-ability-crusade = Crusade
dt-ability-holy_light = Holy Light
dt-ability-vow = Vow
dt-ability-heavens_verdict = Heaven's Verdict
dt-ability-aegis = Aegis
dt-ability-stab = Stab
dt-ability-pilfer = Pilfer
dt-ability-sleight = Sleight of Hand
dt-ability-shadow_step = Shadow Step
dt-ability-vanishing_strike = Vanishing Strike
dt-ability-toxin = Toxin
dt-ability-nightfall = Nightfall
dt-ability-duck = Duck
dt-ability-misdirect = Misdirect
dt-passive-tithe = Tithe
dt-passive-text-tithe = In your income phase, with fewer than 2 CP, gain 1 more CP.
dt-passive-light_fingers = Light Fingers
dt-passive-text-light_fingers = In your income phase, with 2 or fewer cards in hand, draw one more.
dt-card-lucky_pair = Lucky Pair
dt-card-destiny = Destiny
dt-card-nudge = Nudge
dt-card-second_chance = Second Chance
dt-card-mirror = Mirror
dt-card-jinx = Jinx
dt-card-one_more_try = One More Try
dt-card-bulwark = Bulwark
dt-card-windfall = Windfall
dt-card-insight = Insight
dt-card-purify = Purify
dt-card-field_dressing = Field Dressing
dt-card-reserves = Reserves
dt-card-war_cry = War Cry
dt-card-brutal_swing = Brutal Swing
dt-card-intimidate = Intimidate
dt-card-veil_of_night = Veil of Night
dt-card-quick_reflexes = Quick Reflexes
dt-card-snare = Snare
dt-card-stoke = Stoke
dt-card-ignite = Ignite
dt-card-flash_fire = Flash Fire
dt-card-meditate = Meditate
dt-card-sweep = Sweep
dt-card-inner_calm = Inner Calm
dt-card-oath = Oath
dt-card-consecrate = Consecrate
dt-card-sanctuary = Sanctuary
dt-card-lift_purse = Lift Purse
dt-card-venom = Venom
dt-card-fade = Fade
dt-status-burn = Burn
dt-status-poison = Poison
dt-status-blind = Blind
dt-status-entangle = Entangle
dt-status-targeted = Targeted
dt-status-concussion = Concussion
dt-status-stun = Stun
dt-status-knockdown = Knockdown
dt-status-evasive = Evasive
dt-status-fire_mastery = Fire Mastery
dt-status-chi = Chi
dt-status-crit = Crit
dt-status-protect = Protect
dt-status-retribution = Retribution
dt-status-blessing = Blessing
dt-status-sneak = Sneak
dt-status-sneak_attack = Sneak Attack
dt-status-text-burn = Upkeep: take 1 damage per Burn, then remove one Burn.
dt-status-text-poison = Upkeep: take 1 damage per Poison. Persistent.
dt-status-text-blind = When you activate an attack, roll one die: on 1-2 the attack fails. Then remove Blind.
dt-status-text-entangle = Your next offensive roll phase has one roll attempt fewer. Then remove it.
dt-status-text-targeted = Attacks that hit you deal 2 more damage. Persistent.
dt-status-text-concussion = Skip your next income phase (no CP, no card). Then remove it.
dt-status-text-stun = Skip your next offensive roll phase. Then remove it.
dt-status-text-knockdown = At your next offensive roll phase pay 2 CP or skip the phase. Then remove it.
dt-status-text-evasive = Spend when attacked: roll one die; on 1-2 the attack deals you no damage.
dt-status-text-fire_mastery = Fire abilities deal 1 more damage per token. Persistent.
dt-status-text-chi = Spend one: +1 damage to your attack, or prevent 1 damage of an attack on you.
dt-status-text-crit = Spend during your attack of 5 or more damage: +4 damage.
dt-status-text-protect = Spend when attacked: prevent 3 damage.
dt-status-text-retribution = Spend when attacked: deal 2 undefendable damage back to the attacker.
dt-status-text-blessing = When your side would fall to 0 health, remove it and stay at 1 health.
dt-status-text-sneak = Spend when attacked (not by an Ultimate): take no damage from that attack.
dt-status-text-sneak_attack = Spend during your attack: roll one die and add its value to the damage.
dt-face-bag = bag
dt-face-bow = bow
dt-face-card = card
dt-face-dagger = dagger
dt-face-fire = fire
dt-face-fist = fist
dt-face-foot = foot
dt-face-heart = heart
dt-face-helm = helm
dt-face-lotus = lotus
dt-face-magma = magma
dt-face-meteor = meteor
dt-face-moon = moon
dt-face-palm = palm
dt-face-pray = pray
dt-face-shadow = shadow
dt-face-soul = soul
dt-face-strength = strength
dt-face-sword = sword
dt-face-taiji = taiji

## Joining words
dt-join-plus = { $first } + { $rest }
dt-join-semicolon = { $first }; { $rest }
dt-join-comma = { $first }, { $rest }
dt-join-dot = { $first } · { $rest }
dt-join-space = { $first } { $rest }

## Effects of abilities and cards, piece by piece
dt-req-small-straight = small straight
dt-req-large-straight = large straight
dt-req-symbol = { $count } { $face }
dt-fx-per = { $text } per { $face }
dt-fx-plus = { $text } (+1 per { $status })
dt-fx-if = on { $need }: { $text }
dt-fx-dmg = { $count } dmg
dt-fx-undefendable = { $text } undefendable
dt-fx-collateral = { $count } collateral dmg to each other opponent
dt-fx-heal = heal { $count }
dt-fx-inflict = inflict { $count ->
    [one] { $status }
   *[other] { $count } { $status }
}
dt-fx-gain = gain { $count ->
    [one] { $status }
   *[other] { $count } { $status }
}
dt-fx-cp = gain { $count } CP
dt-fx-steal = steal { $count } CP
dt-fx-draw = draw { $count } { $count ->
    [one] card
   *[other] cards
}
dt-fx-discard = target discards { $count } at random
dt-fx-cleanse = remove every negative status from a player (yourself if no target)
dt-fx-prevent = prevent { $count } dmg
dt-fx-prevent-half = prevent half the dmg (rounded up)
dt-fx-bonus = +{ $count } dmg to your attack
dt-fx-set-die = set { $count ->
    [one] a die
   *[other] up to { $count } dice
} of { $whose ->
    [own] your own roll
   *[any] any roll
} to { $value ->
    [any] any value
   *[other] { $value }
}
dt-fx-nudge = raise or lower one die of any roll by 1
dt-fx-reroll = reroll up to { $count } dice of your own roll
dt-fx-reroll-other = reroll one die of another player's roll
dt-fx-copy-die = set one die of your roll to the value of another
dt-fx-extra-roll = one more attempt in your offensive roll
dt-fx-none = no effect
dt-level = { $need }: { $effect }
dt-level-defense = roll { $dice }: { $effect }
dt-level-tier = { $text } | { $count }: { $effect }
dt-level-name = { $level ->
    [1] I
    [2] II
   *[3] III
}
dt-card-upgrade-name = { $ability } { $level }
dt-card-upgrade-text = Upgrade { $ability } to { $level }: { $text }
dt-passive = { $name }: { $text }

## Narration: a line per event
dt-narrate-die = { $value }({ $face })
dt-narrate-turn = — Turn { $turn }: **{ $player }** ({ $hero }) —
dt-narrate-upkeep = { $player } suffers { $damage } from { $status } in upkeep.
dt-narrate-income = { $player } gains { $cp } CP (now { $now }).
dt-narrate-why-first-turn = the first player skips it
dt-narrate-skip-income = { $player } skips the income ({ $why }).
dt-narrate-skip-offense = { $player } skips the offensive roll ({ $why }).
dt-narrate-draw = { $player } draws { $count } { $count ->
    [one] card
   *[other] cards
}.
dt-narrate-sell = { $player } sells { $card } for 1 CP (now { $now }).
dt-narrate-upgrade = { $player } upgrades to **{ $card }** for { $paid } CP.
dt-narrate-card = { $player } plays **{ $card }** ({ $paid } CP).
dt-narrate-card-on = { $player } plays **{ $card }** on { $target } ({ $paid } CP).
dt-narrate-dice-now = { $player }'s dice now: { $dice }.
dt-narrate-roll-offense = { $player } rolls (attempt { $attempt }/{ $of }): { $dice }.
dt-narrate-roll-defense = { $player } rolls defence: { $dice }.
dt-narrate-roll-target = { $player } rolls the targeting die: { $dice }.
dt-narrate-roll-blind = { $player } rolls the Blind check: { $dice }.
dt-narrate-die-rerolled = { $player } rerolls { $owner }'s die { $pos }: { $before } → { $after }.
dt-narrate-die-changed = { $player } changes { $owner }'s die { $pos }: { $before } → { $after }.
dt-narrate-extra-roll = { $player } gets one more roll attempt ({ $of } in all).
dt-narrate-ability = { $player } activates **{ $ability }**.
dt-narrate-ultimate = { $player } activates **{ $ability }** — **ULTIMATE!**
dt-narrate-ability-reset = The dice changed: { $player } chooses the ability again (unused rolls remain).
dt-narrate-no-ability = { $player } activates no ability.
dt-narrate-blind = { $player }'s Blind check shows { $die }: { $failed ->
    [yes] the attack fails!
   *[no] the attack goes on.
}
dt-narrate-target = { $player } targets **{ $target }**.
dt-narrate-target-die = { $player } targets **{ $target }** (die { $die }).
dt-narrate-target-chosen = { $player } targets **{ $target }** (chosen by { $chooser }).
dt-narrate-choose-target = Targeting die { $die }: { $chooser } chooses among { $choices }.
dt-narrate-attack = { $player }'s attack: { $damage } damage at { $target }{ $how ->
    [ultimate] {" "}(Ultimate: nothing can stop it)
    [undefendable] {" "}(undefendable)
   *[plain] {""}
}.
dt-narrate-defend = { $player } defends with { $ability }.
dt-narrate-damage = { $player } takes **{ $amount }** damage ({ $source }).
dt-narrate-heal = { $player } heals { $amount }.
dt-narrate-status-gained = { $player } gets { $status }{ $count ->
    [one] {""}
   *[other] {" "}×{ $count }
} (now { $now }).
dt-narrate-status-lost = { $player } loses { $status }.
dt-narrate-cp-gained = { $player } gains { $amount } CP (now { $now }).
dt-narrate-cp-paid = { $player } pays { $amount } CP (now { $now }).
dt-narrate-steal = { $player } steals { $amount } CP from { $victim }.
dt-narrate-discard = { $player } discards { $card }.
dt-narrate-bonus = { $player } adds { $amount } damage.
dt-narrate-prevent = { $player } will prevent { $amount } damage.
dt-narrate-spend-dodge-roll = { $player } spends { $status }: rolls { $die }, { $dodged ->
    [yes] dodged!
   *[no] no luck.
}
dt-narrate-spend-dodged = { $player } spends { $status }: the attack will miss.
dt-narrate-spend-bonus = { $player } spends { $status }: +{ $amount } damage.
dt-narrate-spend-prevent = { $player } spends { $status }: prevents { $amount }.
dt-narrate-spend-half = { $player } spends { $status }: half the damage is prevented.
dt-narrate-spend-reflect = { $player } spends { $status }: { $amount } damage back.
dt-narrate-spend = { $player } spends { $status }.
dt-narrate-blessing = { $player }'s { $status } saves the day: health 1.
dt-narrate-what-the = What the...? { $player } fell before their second turn and comes back with { $health } health.
dt-narrate-defeated = **{ $players }** { $count ->
    [one] is
   *[other] are
} defeated!
dt-narrate-over-winners = **{ $players } { $count ->
    [one] is the last standing and takes
   *[other] are the last standing and take
} the throne.**
dt-narrate-over-draw = **Everyone still standing fell at the same moment: a draw.**
dt-narrate-over-turn-limit = **The turn limit of { $turns } was reached; the side with most health wins.**
dt-narrate-discard-phase = { $player } must sell cards down to 6.

## Refusals
dt-refuse-game-over = The game is over.
dt-refuse-no-cards = You have no cards in hand.
dt-refuse-no-such-card = You hold no card called '{ $card }'. Your hand: { $hand }.
dt-refuse-main-phase-card = That card is played only in your own main phase.
dt-refuse-roll-phase-card = Roll-phase cards are played during a roll phase, when the game asks you.
dt-refuse-instant-card = You can play an instant card whenever the game is waiting for you.
dt-refuse-simplified-no-cards = The simplified game is played without cards.
dt-refuse-ultimate-locked = Nobody may act against an Ultimate until it has resolved.
dt-refuse-card-cost = { $card } costs { $cost } CP and you have { $have }.
dt-refuse-ultimate-dice-only = Facing an Ultimate you may only play cards that alter its dice.
dt-refuse-card-no-dice = { $card } does not use dice.
dt-refuse-target-out = { $target } is no longer on the battlefield.
dt-refuse-no-negative-own = You have no negative status to remove.
dt-refuse-no-negative = { $target } has no negative status to remove.
dt-refuse-card-no-target = { $card } has no target.
dt-refuse-bonus-no-attack = That card adds damage to your own attack, and you have none under way.
dt-refuse-prevent-no-attack = That card prevents damage of an attack on you, and there is none.
dt-refuse-extra-roll = One more attempt is for your own offensive roll, before choosing an ability.
dt-refuse-status-limit = You already hold the most { $status } allowed ({ $limit }).
dt-refuse-health-full = Your health is already at its highest.
dt-refuse-upgrade-other-hero = That upgrade belongs to another hero.
dt-refuse-upgrade-main-phase = Hero upgrades are played only in your own main phase.
dt-refuse-upgrade-level = { $ability } is already at level { $level }.
dt-refuse-upgrade-cost = Upgrading { $ability } costs { $cost } CP and you have { $have }.
dt-refuse-no-dice = There are no dice in play to change right now.
dt-refuse-own-roll-only = That card works only on your own roll.
dt-refuse-others-roll-only = That card makes someone else reroll: it can't be used on your own roll.
dt-refuse-say-value = Say the value to set the die to: value:1 to value:6.
dt-refuse-dice-show = Those dice already show { $value }.
dt-refuse-nudge-value = Die { $die } shows { $shows }: say { $count ->
    [one] value:{ $low }
   *[other] value:{ $low } or { $high }
}.
dt-refuse-copy-two-dice = Name two dice: the one to change, then the one to copy (die:"2 5").
dt-refuse-dice-match = Those two dice already match.
dt-refuse-target-another = Choose another player as the target.
dt-refuse-say-target = Say who the card targets: target:<player>.
dt-refuse-roll-not-now = You can only roll in your own offensive roll phase.
dt-refuse-ability-chosen = You have already chosen an ability.
dt-refuse-rolls-used = You have used all { $count } roll attempts: choose an ability or say done.
dt-refuse-first-roll-all = The first roll throws all five dice: just roll.
dt-refuse-no-such-ability = { $hero } has no ability called '{ $ability }'. Yours are: { $yours }.
dt-refuse-ability-not-now = You choose an ability at the end of your own offensive roll.
dt-refuse-roll-first = Roll your dice first.
dt-refuse-dice-dont-qualify = Your dice don't qualify for { $ability }: it needs { $need }.
dt-refuse-no-attack-on-you = There is no attack on you to defend against right now.
dt-refuse-choose-defence = Choose which defence to roll: { $defences }.
dt-refuse-no-target-to-choose = You have no target to choose right now.
dt-refuse-target-choices = The target must be one of { $choices }.
dt-refuse-mode-players = The { $mode } mode is for { $count } players, and { $seated } are seated.
dt-refuse-mode-players-range = The { $mode } mode is for { $low } to { $high } players, and { $seated } are seated.
dt-refuse-simplified-1v1 = The simplified variant is played 1v1 (mode 1v1 or first).
dt-refuse-too-many-heroes = { $heroes } heroes were named for { $seats } seats: name one per seat.
dt-refuse-nothing-to-draw = You have no card to draw right now.
dt-refuse-draw-count = You draw { $count } { $count ->
    [one] card
   *[other] cards
} now, not { $asked }.
dt-refuse-sell-not-now = You can sell cards only in your own main phases (and when discarding down to 6).
dt-refuse-nothing-to-finish = There is nothing for you to finish right now.
dt-refuse-first-roll-needed = The first roll is not optional: roll your dice.
dt-refuse-sell-more = You hold more than { $limit } cards: sell { $count } more before your turn ends.
dt-refuse-defend-instead = Roll your defence with defend (your defensive ability activates by itself).
dt-refuse-target-instead = Choose a target with target.
dt-refuse-no-such-status = There is no status effect called '{ $status }'.
dt-refuse-no-token = You hold no { $status } to spend.
dt-refuse-token-not-now = Tokens are spent when the game is waiting for you.
dt-refuse-chi-when = { $status } is spent during your attack (+1 damage) or an attack on you (prevent 1).
dt-refuse-token-own-attack = { $status } is spent during your own attack.
dt-refuse-crit-threshold = { $status } needs an attack of at least { $damage } damage.
dt-refuse-token-when-hit = { $status } is spent when an attack is about to hit you.
dt-refuse-token-not-collateral = { $status } answers an attack on you, not collateral damage.
dt-refuse-token-passive = { $status } is not spent: it works by itself.
dt-refuse-say-dice = Say which dice to { $verb ->
    [reroll] reroll
    [copy] copy
   *[change] change
} by position, e.g. dice:"1 4" (1 to { $count }).
dt-refuse-dice-positions = Dice positions go from 1 to { $count }.
dt-refuse-die-once = Name each die only once.
dt-refuse-dice-limit = This lets you pick at most { $count } dice.
dt-refuse-no-such-player = There is no player called '{ $name }' in this game.

## The lobby's options refused (engines/dicethrone/state.py), inside table.ftl's move-bad-options: each names
## the option as it is typed and what it takes. $typed: what was typed; $heroes: the heroes as typed.

dt-option-no-hero = heroes: there is no hero called '{ $typed }'; the heroes are { $heroes } (or random)
dt-option-health = health: the starting health is a number from 1 to { $most }, not { $typed }
dt-option-simplified-heroes = heroes: the simplified variant is played with the { dt-hero-barbarian } or the { dt-hero-moon_elf }

## Prompts: what a player is awaited for
dt-prompt-draw = draw { $count } { $count ->
    [one] card
   *[other] cards
}: from the upgrade or the action pile?
dt-prompt-window-roll = a card or token after the roll (or done)
dt-prompt-window-confirm = a last chance to alter the dice before the ability resolves (or done)
dt-prompt-window-blind = a card on the Blind check die (or done)
dt-prompt-window-target = a card on the targeting die (or done)
dt-prompt-window-damage = cards or tokens before the damage is dealt (or done)
dt-prompt-window-upkeep = a card before { $player }'s Burn or Poison ticks (or done)
dt-prompt-main1 = main phase 1: play or sell cards, then done to roll
dt-prompt-main2 = main phase 2: play or sell cards, then done
dt-prompt-discard = sell { $count } { $count ->
    [one] card
   *[other] cards
} to keep { $limit } in hand (1 CP each): pick them in the Sell menu under My options
dt-prompt-offense-first = offensive roll: roll your five dice
dt-prompt-offense-done = offensive roll done: choose an ability (or done for none)
dt-prompt-offense = offensive roll { $attempt }/{ $of }: reroll, or choose an ability
dt-prompt-defend = defend against { $attacker }'s attack
dt-prompt-choose-target = choose the target of { $attacker }'s attack

## The phase line (the picture's header)
dt-phase-over = Game over
dt-phase-turn = { $player }'s turn: { $step }
dt-phase-defends = { $defender } defends against { $attacker }
dt-phase-chooses-target = { $chooser } chooses { $attacker }'s target
dt-phase-window-roll = reactions to the roll
dt-phase-window-confirm = last chance before the ability
dt-phase-window-blind = Blind check
dt-phase-window-target = targeting roll
dt-phase-window-damage = before damage
dt-phase-window-upkeep = before upkeep
dt-phase-turn_start = start of the turn
dt-phase-upkeep = upkeep
dt-phase-main1 = main phase 1
dt-phase-main2 = main phase 2
dt-phase-offense_start = offensive roll
dt-phase-offense = offensive roll
dt-phase-defense = defensive roll
dt-phase-choose_target = choosing a target
dt-phase-resolve = resolving
dt-phase-discard = discard to 6
dt-phase-turn_end = end of the turn

## Standing lines: the message text under the table
dt-mode-1v1 = 1 v 1
dt-mode-first = first game
dt-mode-2v2 = 2 v 2
dt-mode-3v3 = 3 v 3
dt-mode-2v2v2 = 2 v 2 v 2
dt-mode-ffa = free-for-all
dt-variant-simplified = simplified
dt-variant-upgrade_deck = upgrade_deck
dt-standing-game = { $mode } · turn { $turn }
dt-standing-game-variant = { $mode }, { $variant } · turn { $turn }
dt-standing-who = { $player } ({ $hero })
dt-standing-who-team = { $player } ({ $hero }, team { $team })
dt-standing-hero-out = { $who }: defeated
dt-standing-hero = { $who }: { $health } health, { $cp } CP, { $cards } { $cards ->
    [one] card
   *[other] cards
}
dt-standing-hero-statuses = { $who }: { $health } health, { $cp } CP, { $cards } { $cards ->
    [one] card
   *[other] cards
}; { $statuses }
dt-standing-status-count = { $status } ×{ $count }
dt-standing-ready = ★ { $ability } { $level }: { $text }
dt-standing-need = { $ability } { $need }
dt-standing-need-ultimate = { $ability } (ultimate) { $need }
dt-standing-aims = { $player }'s abilities need: { $needs }{ $straights ->
    [yes] {" "}(straight: numbers in a row, small 4, large 5)
   *[no] {""}
}.
dt-standing-defence = Defence: { $player }'s { $ability } { $level }: { $text }
dt-standing-meaning = { $status } – { $text }
dt-standing-statuses = Statuses: { $meanings }
dt-standing-note-blind = Blind check: 1-2 the attack fails, 3-6 it goes on.
dt-standing-note-target = Targeting roll: the mode's targeting table picks the target.
dt-standing-attack = Attack: { $words }.
dt-standing-attack-name = { $ability } { $level }
dt-standing-attack-ultimate = ultimate { $ability } { $level }
dt-standing-attack-at = at { $target }
dt-standing-attack-damage = { $damage } damage
dt-standing-attack-damage-bonus = { $damage } + { $bonus } damage
dt-standing-attack-undefendable = undefendable
dt-standing-attack-prevented = { $amount } prevented
dt-standing-attack-dodged = dodged
dt-standing-attack-defence = defence: { $ability }

## Buttons and menus (engines/dicethrone/describe.py, cogs/dicethrone.py)
dt-label-card = { $card } · { $cost } CP
dt-label-die-value = { $card }: die { $die } ({ $before } → { $after })
dt-label-die-copy = { $card }: die { $die } copies die { $other } ({ $shows })
dt-label-dice-set = { $card }: dice { $dice } → 6
dt-label-face = { $value } { $face }
dt-label-reroll = { $card }: reroll { $owner }'s die { $dice } ({ $shown })
dt-label-on = { $card } on { $target }
dt-label-upgrade = { $card }, upgrade: { $text }
dt-label-card-text = { $card }: { $text }
dt-label-spend = Spend { $status }
dt-label-sell = Sell { $card } (+1 CP)
dt-label-draw-upgrade = Draw from the upgrade pile
dt-label-draw-action = Draw from the action pile
dt-label-defend = Defend: { $ability }
dt-label-defend-text = Defend: { $ability } ({ $text })
dt-label-target = Target { $player }
dt-label-pass = Pass
dt-label-done = Done
dt-label-done-main1 = Done: go to the offensive roll
dt-label-done-main2 = Done: end my turn
dt-label-done-offense = No ability

## The pictures (render/dicethrone.py)
dt-picture-asked = asked
dt-picture-defeated = defeated
dt-picture-cp = CP
dt-picture-ability = { $ability } { $level }
dt-picture-ultimate = ULTIMATE { $ability } { $level }
dt-picture-damage = { $damage }{ $bonus ->
    [0] {""}
   *[other] +{ $bonus }
} dmg
dt-picture-roll-offense = Attack roll
dt-picture-roll-defense = Defence roll
dt-picture-roll-target = Targeting roll
dt-picture-roll-blind = Blind check
dt-picture-attempts = { $attempt } of { $of }
dt-picture-final = final
dt-picture-no-dice = No dice rolled yet
dt-picture-over-throne = { $players } { $count ->
    [one] is the last standing and takes
   *[other] are the last standing and take
} the throne.
dt-picture-over-draw = Everyone still standing fell at the same moment: a draw.
dt-picture-over-turn_limit = The turn limit was reached; the side with most health wins.
dt-picture-your-hand = Your hand: { $cp } CP, { $count } { $count ->
    [one] card
   *[other] cards
}
dt-picture-mate-hand = { $player }'s hand
dt-picture-mate-no-cards = no cards
dt-picture-no-cards = No cards.
dt-picture-timing = { $timing ->
    [main] main phase
    [roll] roll phase
    [instant] instant
   *[upgrade] upgrade
}
dt-picture-playable-now = { $kind } · now

## The cog's own answers (cogs/dicethrone.py): /dicethrone hand, the table's buttons, autocomplete
dt-hand-head = **Your hand** ({ $hero }, { $cp } CP):
dt-hand-card = • **{ $card }** (`{ $id }`, { $kind ->
    [upgrade] upgrade
    [main] main
    [roll] roll
   *[instant] instant
}, { $cost } CP){ $playable ->
    [yes] {" "}✅ playable now
   *[no] {""}
}: { $text }
dt-hand-none = No cards.
dt-hand-mate = **{ $player }'s hand:** { $cards }
dt-hand-mate-none = **{ $player }'s hand:** no cards
dt-button-roll-all = Roll all five dice
dt-button-die = Die { $pos }: { $value } ({ $face })
dt-button-reroll-placeholder = Dice to reroll
dt-button-ability = { $ability }: { $text }
dt-button-sell-placeholder = Sell a card for 1 CP…
dt-choice-card = { $card } ({ $cost } CP){ $playable ->
    [yes] {" "}✅
   *[no] {""}
}: { $text }
