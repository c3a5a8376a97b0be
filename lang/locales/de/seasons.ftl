## Seasons (bot/seasons.py): the settings command season: refusals.

seasons-settings-refused = Nur wer diesen Server verwalten darf, kann seine Spiel-Einstellungen ändern.
seasons-length-unknown = Eine Saison ist eine von: { $lengths }.
