## The lobby's refusals (bot/lobby.py): seats, starting, abandoning and rematches.

lobby-already-seated = You are already seated at this table.
lobby-add-ai-not-seated = Only players seated at this table can add an AI seat.
lobby-not-seated = You are not seated at this table.
lobby-creator-cannot-leave = You created this table, so you can't leave it: use /game abandon to close it.
lobby-abandon-not-allowed = Only the table's creator or someone who can manage this channel can abandon the game.
lobby-already-started = This game has already started.
lobby-start-not-creator = Only the player who created the table can start it.
lobby-too-few = { $title } needs at least { $least } players: { $missing } more can /game join or be added with /game addbot.
lobby-seats-closed = This game has already started: seats can only change in the lobby.
lobby-full = The table is full: { $title } seats at most { $most } players.
lobby-rematch-unfinished = Only a finished game can be played again.
lobby-rematch-not-player = Only the players of that game can call a rematch: open a new one with /game new.
