## /game new forum: a lobby opened as a new post of a forum channel (cogs/_forums.py).

# The post's first message until the lobby replaces it, in the server's language. $title: the game's title
forums-opening = **{ $title }** — a lobby is opening…

## Answers to the opener alone, in their language. $forum and $post are Discord's links to them.

# $why: Discord's own reason, in English
forums-refused = I can't open a post in { $forum }: Discord refused it ({ $why }). Ask a server admin to give me Send Messages there.
forums-open = Your { $title } lobby is open in { $post }: players join there.
forums-unseen = I can't see that forum: ask a server admin to give me View Channel there.
