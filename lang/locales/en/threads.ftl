## Where a lobby's game will be played (cogs/_threads.py): in the lobby's post, in the channel's language.

threads-moves-into-one = When it starts, the game moves into a thread of its own under this message.
threads-played-here = The game will be played in this channel: { $reason }.
# never shown: the lobby is in a thread or forum post already, or elsewhere
threads-nothing-to-say = -
threads-stays-server-setting = this server plays its games in their channels (/game settings threads)
threads-stays-here = it was opened with here:true
# $missing: Discord's names of the permissions, as a server admin finds them in its settings
threads-stays-missing = I'm missing the { $missing } { $count ->
        [one] permission
       *[other] permissions
    } here, so I can't give it a thread of its own (a server admin can give it to me)
threads-stays-no-lobby = I could not find the lobby's message to make its thread from
threads-stays-refused = Discord refused me a thread for it
# Discord's names of the permissions, as a server admin finds them in its settings
threads-permission-create_public_threads = Create Public Threads
threads-permission-send_messages_in_threads = Send Messages in Threads

## A game's thread locked or deleted (cogs/_threads.py rehome): the note in its channel that a new thread is made
## from, in the channel's language. $players: the seats' names listed.

threads-rehomed = 🧵 The thread of the { $title } game of { $players } was { $what ->
        [locked] locked
       *[deleted] deleted
    }, so the game goes on in a new thread here.
