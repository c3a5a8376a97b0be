## /game leaderboard (cogs/game.py): public, in the channel's language.

leaderboard-none = No rated { $title } games on this server yet.
leaderboard-head = **{ $title } leaderboard** (all time)

## The end of a game under its last table (bot/results.py summary_lines): public, in the channel's language.

results-game-over = **Game over.** { $reason }
results-game-over-told = **Game over.**
# a side's line: its place ("1st") and its players
results-side = **{ $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }** { $players }
results-side-scored = { $side } — { $score } { $unit }
results-ai = { $name } (AI)
results-rated = { $name } (rating { $rating }, { $change })
results-not-rated-away = This game was not rated: everyone was away, so the AI finished it.
results-not-rated = This game was not rated.
