## Die Anleitung fürs erste Spiel (bot/guide.py): die Antwort auf /spiel anleitung und die Zeile, die den
## Absatz einer Spielstufe mit dem Tisch bringt (der Absatz selbst ist englisch wie die Regelseiten).

guide-on = Ab deinem nächsten Zug wird dir jeder Schritt von { $title } erklärt, wenn du ihm zum ersten Mal begegnest, zusammen mit dem Tisch (die ganze Seite zeigt /spiel regeln).
guide-off = Die Anleitung zu { $title } ist aus.
guide-line = 📘 { $who }, neu bei { $title } (Anleitung auf Englisch): { $text }
