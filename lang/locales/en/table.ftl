## The table in the channel and the answers about it (cogs/_common.py, cogs/_posts.py, cogs/_controls.py):
## $who is a mention, $what what the game asks (the game's own words), $when a Discord timestamp, $title a
## game's title.

table-waiting = Waiting for { $who }: { $what }.
table-waiting-together = Waiting for { $count } players ({ $who }): { $what }.
table-window-closes = {" "}It closes { $when }.
table-window-open = A reaction window is open: whoever can answer it has been asked privately.{ $closes } No direct message? **My options** tells only you whether you are asked.
table-options-hint = Your choices are under **My options**, where only you see them.
table-options-button = My options
table-scores = **Scores** ({ $unit }): { $scores }
# a game's score unit (Engine.score_unit: points, health, gold, systems, coins), as the scores line names it
table-unit = { $unit }
table-lines-left-out = … { $count } earlier lines left out.
table-reports-left-out = ({ $count } earlier battle reports are not attached.)
table-starts = 🎲 **{ $title }** starts: { $players }

table-button-damaged = That button could not be read (it may come from an old version of the bot): use /game status for the current table and its buttons.
table-button-gone = That move is no longer offered to you: use /game status for the current table.
table-noted = Noted (only you see this; the channel sees nothing yet).
table-held = Noted (only you see this; the channel sees it with the table that ends your turn).
table-standing-orders-set = Done: your standing orders are set. Only you know them.
table-answer-in = Your answer is in; the table is updated in the channel.
table-move-in = Your move is in; the new table is posted in the channel.
table-started-in = The game is on; its table is posted in the channel.
table-not-played = Something went wrong on our side, and your move was not played: you can try it again.
table-played-then-failed = Your move was played, but something went wrong on our side after it: don't play it again. The table will show it (/game status shows the table now).
table-nothing-waits = Nothing waits for you right now: you will be told when it does.
table-waits-for-you = The game waits for you: { $what }.
table-dms-closed = (I could not send you a direct message: your DMs from this server are closed, so check **My options** when a reaction window opens, or allow direct messages from server members in the server's Privacy Settings.)

table-permission-view_channel = View Channel
table-permission-send_messages = Send Messages
table-permission-send_messages_in_threads = Send Messages in Threads
table-permission-attach_files = Attach Files
table-permissions-channel = View Channel, Send Messages, Attach Files
table-permissions-thread = View Channel, Send Messages in Threads, Attach Files
table-cannot-post = I can't run a game here: I'm missing the { $missing } { $count ->
        [one] permission
       *[other] permissions
    } in this channel. Ask a server admin to give me { $needed } here, then try again.
table-private-thread = I can't run a game in this private thread: I'm not one of its members, so I could not post the table here. Add me by mentioning me ({ $me }) in this thread, then try again.

table-timeout-secret = a player who was asked
table-timeout = ⌛ Time ran out for { $who }, so the bot made a default move.
table-marked-away = { $who } is marked away after three turns in a row ran out: the AI plays their seat until they use /game back.
table-reminder-link = {" "}The table: { $link }
table-reminder = ⏰ { $who }, the game is waiting for you: { $what }. Time runs out { $when }.{ $table }
table-reminder-dm = ⏰ In { $channel }, the game is waiting for you: { $what }. Time runs out { $when }.{ $table }
table-ping-closes = {" "}before it closes { $when }
table-ping = 🔔 In { $channel }, { $what }. Answer{ $closes } here or with **My options** under the table; only you see your choices.
table-last = ⏳ { $who }, everyone else has chosen: the game waits only for you ({ $what }){ $where }.
table-digest-head = 📋 **Your games waiting for you today**
table-digest-closes = {" "}Time runs out { $when }.
table-digest-game = • **{ $title }** in { $where }: { $what }.{ $closes }
table-digest-foot = (Change this with /game reminders digest:false.)

## Refusals every game shares (engines/base.py): $title is a game's title, $do the command as typed, $option
## an option's name, $where an option (or an item of it), $typed what was typed (at most 20 characters).

move-player-count = { $title } is for { $least } to { $most } players, not { $count }.
move-your-turn = your turn
move-game-over = This game is over: nothing more can be played.
move-bad-options = Those game options don't work for { $title }: { $problems }.
move-saved-newer = This { $title } game was saved by a newer version of the bot (state version { $version }, this one reads up to { $current }); it will load again once that version is running.
move-saved-older = This { $title } game was saved in state version { $version }, which this version of the bot can no longer read.
move-not-playing = You are not playing in this game.
move-not-your-move = It is not your move: the game is waiting for { $waiting }.
move-unknown-command = '{ $do }' is not a { $title } command. The commands are: { $names }.
move-unreadable = That '{ $do }' could not be read: { $problems }.
move-then = { $first }; { $rest }
move-item = { $option } (item { $item })
move-missing = { $option } is missing
move-not-an-option = { $option } is not an option of { $do }
move-whole-number = { $where } must be a whole number, not '{ $typed }'
move-number = { $where } must be a number, not '{ $typed }'
move-true-false = { $where } must be true or false, not '{ $typed }'
move-one-of = { $where } must be { $expected }, not '{ $typed }'
move-listed-values = one of the listed values
move-either = { $some } or { $last }
move-other = { $where }: { $problem }

## The table service's refusals (bot/service.py, bot/steps.py).

table-no-game = There is no game in this channel. Start one with /game new.
table-start-new = { $ended } Start a new one with /game new.
table-ended-abandoned = That game of { $title } is over: it was abandoned.
table-ended = That game of { $title } is over.
table-ended-won = That game is over: { $reason } { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }.
table-ended-winners = That game is over. { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }.
table-not-started-start = The game in this channel has not started yet: the creator starts it with /game start.
table-not-started = The game in this channel has not started yet.
table-already-started = This game has already started.
table-not-away = You are not marked away: you are already playing your own seat.
table-gone = That game no longer exists.
table-away-refused = { $refused } You are marked away after three turns ran out, so the AI plays your seat: use /game back to play it yourself again.
table-settings-refused = Only someone who can manage this channel can change its game settings.
table-turn-timer-bounds = The turn timer must be between { $shortest } and { $longest }.
table-reaction-window-bounds = The reaction window must be between { $shortest } and { $longest }.
table-not-seated = You are not seated in this game. Join the next one with /game join.
table-changed = The table changed before your move arrived: here is the new one. Try again from it.
table-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
table-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
table-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
table-seconds = { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
table-duration = { $first } { $second }
table-lobby-closed = ⌛ The { $title } lobby here closed: nobody started it within { $duration }. Open a new one with /game new.
table-a-reaction-window = a reaction window

## /game history's move list (bot/replay.py): $do is a command as typed.

replay-diverged = This game can't be replayed: its log no longer rebuilds it (it was set up by a script, or began under older rules).
replay-not-started = This game has not started yet: there is nothing to replay.
replay-starts = The game starts.
replay-nothing = (nothing to tell)
replay-move = { $who }: { $do }.
replay-someone = A player: { $do }.
replay-ai-seat = { $name } (AI)
