## Seasons (bot/seasons.py): /game settings season: refusals.

seasons-settings-refused = Only someone who can manage this server can change its game settings.
seasons-length-unknown = A season is one of: { $lengths }.

## /game settings: the server's lines (cogs/_seasons.py server_words), in the asker's language.

# $threads: on or off
seasons-server-threads = Server: games in threads of their own: { $threads ->
        [on] on
       *[off] off (games stay in their channels)
    }.
seasons-server-none = Seasons: none (one all-time leaderboard).
# $length: monthly or quarterly; $ends: when the season ends, as Discord shows it ("in 3 days"); $channel: the
# channel, as Discord links it
seasons-server-running = Seasons: { $length ->
        [monthly] monthly
       *[quarterly] quarterly
    }: season { $season } ends { $ends }; its final standings are posted in { $channel }.

## A season's dates (render/standings.py season_dates): on the season's board, its end post and its picture.

# a day of the season's start or end; $month: 1 to 12
seasons-date = { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    } { $day }, { NUMBER($year, useGrouping: 0) }
# $started, $ended: seasons-date
seasons-dates = { $started } – { $ended }
seasons-dates-until = until { $ended }

## /game leaderboard season: (cogs/_seasons.py show_season_board): public, in the channel's language; its rows
## are results-board-row.

# $ends: when, as Discord shows it ("in 3 days")
seasons-board-live = **{ $title } — season { $season }** (ends { $ends })
# $dates: seasons-dates
seasons-board-final = **{ $title } — season { $season }, final standings** ({ $dates })
seasons-board-none = No rated { $title } games in this season.
# a refusal, to the asker alone: $ended lists the seasons that ended ($count of them); $current: the season under
# way, 0 when the server has seasons off
seasons-board-unknown = This server has no season { $season }: { $count ->
        [0] none has ended yet
        [one] the season that ended is { $ended }
       *[other] the seasons that ended are { $ended }
    }{ $current ->
        [0] .
       *[other] , and season { $current } is under way.
    }

## A season's end (cogs/_seasons.py season_post): posted in the channel its length was set in, in the server's
## language, with the standings picture.

# $dates: seasons-dates
seasons-end-head = 🏆 **Season { $season } is over** ({ $dates }). Final standings:
# a game's best players: $best lists seasons-end-place, best first
seasons-end-game = **{ $title }**: { $best }
seasons-end-place = { $place }. { $name } ({ $rating })
seasons-end-none = No rated games this season.
seasons-end-next = Season { $next } starts now: ratings start near 1000 again, nearer the higher you finished. /game leaderboard season:<number> shows any season; without it, all time.

## The season's standings picture (render/standings.py).

seasons-picture-title = Season { $season } — final standings
# $dates: seasons-dates
seasons-picture-subtitle = { $dates } · rating, won/played
