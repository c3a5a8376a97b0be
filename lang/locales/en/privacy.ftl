## /game about, /game forget-me and /game forget-server (cogs/_privacy.py, docs/PRIVACY.md), answered to the
## asker alone.

# $version: the bot's version, or about-not-installed
about-head = **Dicehall** { $version }: tabletop games played in your server's channels.
about-not-installed = (not installed)
# $policy: a link to the privacy policy (an English page), or about-policy-with-source
about-policy = **Privacy policy**: { $policy }. In short: your Discord id, your server name at each table, your games, moves, results and ratings, and your reminder settings; nothing you write anywhere else (the bot reads no messages).
# $path: where the policy is in the bot's source
about-policy-with-source = { $path }, published with its source
about-delete = **Delete your data**: /game forget-me removes you from every game and leaderboard on every server. A server's admins: /game forget-server deletes everything of this server.
# $url: the bot's source code
about-source = **Source**: { $url }
about-source-none = **Source**: not published by this bot's operator.
# $contact: how to reach the bot's operator, as they wrote it
about-operator = **Operator**: { $contact }
about-operator-none = **Operator**: this bot's operator has not given a contact.

## Forgetting a person: asked, confirmed with a button only they may press, done.

# The name a forgotten person's seat gets at the tables of a server speaking this language, a number after it
# (stored as it is: the name stays if the server's language changes later)
forget-me-former = Former player
# $former: forget-me-former
forget-me-ask = This removes you from Dicehall on **every server**: your name and id at every table (your seat becomes "{ $former }", played by the AI in games still going on), your ratings, results and settings. It cannot be undone. Press the button to confirm.
forget-me-button = Forget me
forget-me-not-yours = This button forgets the person who asked for it, not you: use /game forget-me.
# $games: the open games and lobbies the person sat at
forget-me-done = Done: Dicehall has forgotten you ({ $games ->
        [0] no open game or lobby to hand on
        [one] { $games } open game or lobby handed on
       *[other] { $games } open games and lobbies handed on
    }). If you play again, you start afresh.

## Deleting a server's data: asked by someone who may manage the server, confirmed with a button, done.

forget-server-ask = This deletes **everything** Dicehall keeps of this server: every game (those going on end now), their history, the leaderboards and the channels' settings. It cannot be undone. Press the button to confirm.
forget-server-button = Delete this server's data
forget-server-refused = Only someone who can manage this server can delete its data (Manage Server).
forget-server-not-yours = Only someone who can manage this server can delete its data.
# $games: the games and lobbies deleted
forget-server-done = Done: everything Dicehall kept of this server is deleted ({ $games } { $games ->
        [one] game
       *[other] games
    }).
