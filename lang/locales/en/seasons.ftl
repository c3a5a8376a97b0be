## Seasons (bot/seasons.py): /game settings season: refusals.

seasons-settings-refused = Only someone who can manage this server can change its game settings.
seasons-length-unknown = A season is one of: { $lengths }.
