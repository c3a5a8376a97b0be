## /game rules (cogs/game.py, bot/rules_help.py): the rules pages themselves are English in every language.

rules-in-english = The rules pages are written in English.
rules-sections = Sections (ask with `section:`): { $names }
rules-attached = (The whole page is attached.)
rules-not-written = The rules help for that game is not written yet.
rules-no-section = The { $title } rules have no section of that name: pick one from the suggestions.
