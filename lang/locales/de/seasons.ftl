## Seasons (bot/seasons.py): the settings command season: refusals.

seasons-settings-refused = Nur wer diesen Server verwalten darf, kann seine Spiel-Einstellungen ändern.
seasons-length-unknown = Eine Saison ist eine von: { $lengths }.

## the settings command: the server's lines (cogs/_seasons.py server_words), in the asker's language.

# $threads: on or off
seasons-server-threads = Server: Spiele in eigenen Threads: { $threads ->
        [on] an
       *[off] aus (Spiele bleiben in ihrem Kanal)
    }.
seasons-server-none = Saisons: keine (eine Bestenliste für alle Zeiten).
# $length: monthly or quarterly; $ends: when the season ends, as Discord shows it ("in 3 Tagen"); $channel: the
# channel, as Discord links it
seasons-server-running = Saisons: { $length ->
        [monthly] monatlich
       *[quarterly] vierteljährlich
    }: Saison { $season } endet { $ends }; ihr Endstand wird in { $channel } gepostet.

## A season's dates (render/standings.py season_dates): on the season's board, its end post and its picture.

# a day of the season's start or end (01.02.2026); $month: 1 to 12
seasons-date = { NUMBER($day, minimumIntegerDigits: 2) }.{ NUMBER($month, minimumIntegerDigits: 2) }.{ NUMBER($year, useGrouping: 0) }
# $started, $ended: seasons-date
seasons-dates = { $started } – { $ended }
seasons-dates-until = bis { $ended }

## the leaderboard command's season: (cogs/_seasons.py show_season_board): public, in the channel's language; its
## rows are results-board-row.

# $ends: when, as Discord shows it ("in 3 Tagen")
seasons-board-live = **{ $title } — Saison { $season }** (endet { $ends })
# $dates: seasons-dates
seasons-board-final = **{ $title } — Saison { $season }, Endstand** ({ $dates })
seasons-board-none = In dieser Saison gibt es keine gewerteten { $title }-Spiele.
# a refusal, to the asker alone: $ended lists the seasons that ended ($count of them); $current: the season under
# way, 0 when the server has seasons off
seasons-board-unknown = Auf diesem Server gibt es keine Saison { $season }: { $count ->
        [0] Bisher ist noch keine zu Ende gegangen
        [one] Zu Ende ist bisher Saison { $ended }
       *[other] Zu Ende sind bisher die Saisons { $ended }
    }{ $current ->
        [0] .
       *[other] , und Saison { $current } läuft gerade.
    }

## A season's end (cogs/_seasons.py season_post): posted in the channel its length was set in, in the server's
## language, with the standings picture.

# $dates: seasons-dates
seasons-end-head = 🏆 **Saison { $season } ist vorbei** ({ $dates }). Endstand:
# a game's best players: $best lists seasons-end-place, best first
seasons-end-game = **{ $title }**: { $best }
seasons-end-place = { $place }. { $name } ({ $rating })
seasons-end-none = In dieser Saison gab es keine gewerteten Spiele.
seasons-end-next = Saison { $next } beginnt jetzt: Alle Wertungen starten wieder bei etwa 1000, und je weiter oben du gelandet bist, desto höher. /spiel bestenliste saison:<Nummer> zeigt jede Saison, ohne saison: die Bestenliste aller Zeiten.

## The season's standings picture (render/standings.py).

seasons-picture-title = Saison { $season } — Endstand
# $dates: seasons-dates
seasons-picture-subtitle = { $dates } · Wertung, Siege/Spiele
