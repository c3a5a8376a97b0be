## /game leaderboard (cogs/game.py): public, in the channel's language.

leaderboard-none = Auf diesem Server gibt es noch keine gewerteten { $title }-Spiele.
leaderboard-head = **{ $title }-Bestenliste** (aller Zeiten)
