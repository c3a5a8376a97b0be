## /game leaderboard (cogs/game.py): public, in the channel's language.

leaderboard-none = No rated { $title } games on this server yet.
leaderboard-head = **{ $title } leaderboard** (all time)
