## /game leaderboard (cogs/game.py): public, in the channel's language.

leaderboard-none = Auf diesem Server gibt es noch keine gewerteten { $title }-Spiele.
leaderboard-head = **{ $title }-Bestenliste** (aller Zeiten)

## The end of a game under its last table (bot/results.py summary_lines): public, in the channel's language.

results-game-over = **Spiel vorbei.** { $reason }
results-game-over-told = **Spiel vorbei.**
# a side's line: its place ("1.") and its players
results-side = **{ $place }.** { $players }
results-side-scored = { $side } — { $score } { $unit }
results-ai = { $name } (KI)
results-rated = { $name } (Wertung { $rating }, { $change })
results-not-rated-away = Dieses Spiel wurde nicht gewertet: Alle waren abwesend, also hat die KI es zu Ende gespielt.
results-not-rated = Dieses Spiel wurde nicht gewertet.
