## The lobby's refusals (bot/lobby.py): seats, starting, abandoning and rematches.

lobby-already-seated = You are already seated at this table.
lobby-add-ai-not-seated = Only players seated at this table can add an AI seat.
lobby-not-seated = You are not seated at this table.
lobby-creator-cannot-leave = You created this table, so you can't leave it: use /game abandon to close it.
lobby-abandon-not-allowed = Only the table's creator or someone who can manage this channel can abandon the game.
lobby-already-started = This game has already started.
lobby-channel-busy = This channel already has a game. Finish or abandon it first.
lobby-start-not-creator = Only the player who created the table can start it.
lobby-too-few = { $title } needs at least { $least } players: { $missing } more can /game join or be added with /game addbot.
lobby-seats-closed = This game has already started: seats can only change in the lobby.
lobby-full = The table is full: { $title } seats at most { $most } players.
lobby-rematch-unfinished = Only a finished game can be played again.
lobby-rematch-not-player = Only the players of that game can call a rematch: open a new one with /game new.

## /game new's options (cogs/game.py reads them as typed; engines/base.py's parse_options, inside table.ftl's
## move-bad-options, an option the game has not). $typed: what was typed; $options: the game's options as typed.

lobby-options-json = The options look like JSON but could not be read; check the braces and quotes.
lobby-options-name-value = '{ $typed }' is not an option: write options as name=value, e.g. advanced=true.
lobby-option-unknown = { $option } is not one of its options ({ $options })
lobby-option-none = { $option }: this game takes no options

## The lobby post (cogs/game.py): public, in the channel's language.

lobby-post = **{ $title }** — lobby ({ $seated }/{ $most } seats, needs { $least }+; options: { $options })
    { $seats }
    { $place }Join with the button or /game join; the creator starts with /game start. Unless started, this lobby closes { $closes }.
lobby-options-standard = standard
# a lobby's option switched on or off (advanced: on)
lobby-option-on = on
lobby-option-off = off
lobby-seat = { $number }. { $player }
lobby-seat-ai = { $number }. { $player } (AI)
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-addbot = Add AI seat
# the name of an AI player, before its number ("AI 1"): kept as its seat's name once given
lobby-ai-seat = AI
lobby-button-start = Start
lobby-button-rematch = Rematch
lobby-started = **{ $title }** — this lobby's game started with { $count } players:
    { $seats }{ $where }
lobby-played-here = Played in this channel: { $why }.
lobby-played-in = Played in <#{ $channel }>.
lobby-rematch = { $who } wants a rematch: everyone is seated again (leave with /game leave).

## /game back and /game abandon (cogs/game.py): public.

game-back = { $who } is back and plays their own seat again.
game-abandoned = The { $title } game in this channel was abandoned. It is not rated.
