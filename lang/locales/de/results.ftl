## the leaderboard command (cogs/game.py): public, in the channel's language.

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

## the stats command and a leaderboard's rows (bot/results.py, cogs/_seasons.py board_lines).

results-board-row = { $place }. { $name } — Wertung { $rating }, { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    } in { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    }
results-own-none = Du hast hier noch kein gewertetes Spiel davon.
results-own-place = { $place }. **du** ({ $name }) — Wertung { $rating }, { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    } in { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    }
results-stats-none = { $name } hat auf diesem Server noch keine gewerteten Spiele.
results-stats-head = **{ $name }** — { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    } auf diesem Server
# $place: the player's place on the game's leaderboard, 0 when none
results-stats-game = • { $title }: Wertung { $rating }{ $place ->
        [0] {""}
       *[other] , Platz { $place } der Bestenliste
    } — { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    } in { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    }
results-stats-recent = Letzte Spiele:
# $where: the channel as Discord links it, or nothing; $won: won or lost
results-stats-result = { $title }{ $where ->
        [none] {""}
       *[other] {" "}in { $where }
    }: { $won ->
        [won] gewonnen
       *[lost] verloren
    }, Wertung { $change }
