## Der Befehl neu mit forum: eine Lobby als neuer Beitrag eines Forenkanals (cogs/_forums.py).

# The post's first message until the lobby replaces it, in the server's language. $title: the game's title
forums-opening = **{ $title }** — eine Lobby wird eröffnet …

## Answers to the opener alone, in their language. $forum and $post are Discord's links to them.

# $why: Discord's own reason, in English
forums-refused = Ich kann in { $forum } keinen Beitrag eröffnen: Discord hat es abgelehnt ({ $why }). Bitte einen Server-Admin, mir dort die Berechtigung „Nachrichten senden“ zu geben.
forums-open = Deine Lobby für { $title } ist in { $post } eröffnet: Dort treten die Spieler bei.
forums-unseen = Ich kann dieses Forum nicht sehen: Bitte einen Server-Admin, mir dort die Berechtigung „Kanal ansehen“ zu geben.
