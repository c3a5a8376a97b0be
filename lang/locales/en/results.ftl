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

## /game stats and a leaderboard's rows (bot/results.py, cogs/_seasons.py board_lines).

results-board-row = { $place }. { $name } — rating { $rating }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } in { $games ->
        [one] 1 game
       *[other] { $games } games
    }
results-own-none = You have no rated game of this yet.
results-own-place = { $place }. **you** ({ $name }) — rating { $rating }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } in { $games ->
        [one] 1 game
       *[other] { $games } games
    }
results-stats-none = { $name } has no rated games on this server yet.
results-stats-head = **{ $name }** — { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } on this server
# $place: the player's place on the game's leaderboard, 0 when none
results-stats-game = • { $title }: rating { $rating }{ $place ->
        [0] {""}
       *[other] , #{ $place } on the leaderboard
    } — { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } in { $games ->
        [one] 1 game
       *[other] { $games } games
    }
results-stats-recent = Recent games:
# $where: the channel as Discord links it, or nothing; $won: won or lost
results-stats-result = { $title }{ $where ->
        [none] {""}
       *[other] {" "}in { $where }
    }: { $won ->
        [won] won
       *[lost] lost
    }, rating { $change }
