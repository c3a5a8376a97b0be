## /spiel regeln (cogs/game.py, bot/rules_help.py): Die Regelseiten selbst bleiben englisch.

rules-in-english = Die Regelseiten gibt es nur auf Englisch: Was folgt, ist die englische Seite.
rules-sections = Abschnitte (mit `abschnitt:` abrufen): { $names }
rules-attached = (Die ganze Seite ist angehängt.)
rules-not-written = Die Regelhilfe zu diesem Spiel ist noch nicht geschrieben.
rules-no-section = Die Regeln von { $title } haben keinen Abschnitt dieses Namens: Wähle einen aus den Vorschlägen.
