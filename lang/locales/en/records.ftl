## /game history and /game replay, answered to the asker alone (cogs/_records.py). The move list itself is
## the games' narration (still English).

records-none = No game has been played in this channel yet.
history-attached = (The whole move list is attached.)
history-left-out = … { $count } earlier { $count ->
        [one] line
       *[other] lines
    } left out.
replay-steps = { $shown ->
        [all] { $steps ->
            [one] its one step
           *[other] all { $steps } steps
        }
       *[some] { $frames } of its { $steps } steps
    }
replay-so-far = The game so far, { replay-steps }, as the channel saw them.
replay-whole = The whole game, { replay-steps }.
