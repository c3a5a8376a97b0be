## What one person may make the bot do (bot/limits.py): refusals in the asker's language.

# $seconds: the wait, at least 1
limits-too-fast = You're doing that too fast: try again in { $seconds ->
        [one] a second
       *[other] { $seconds } seconds
    }.
# $limit: the open lobbies one person may have on a server (LOBBIES_PER_USER)
limits-too-many-lobbies = You already have { $limit ->
        [one] an open lobby
       *[other] { $limit } open lobbies
    } on this server: start or close { $limit ->
        [one] it
       *[other] one
    } (/game abandon in its channel) before opening another.
