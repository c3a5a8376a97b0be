## /spiel verlauf und /spiel wiederholung, nur für den Fragenden (cogs/_records.py). Die Zugliste selbst
## erzählen die Spiele (noch englisch).

records-none = In diesem Kanal wurde noch kein Spiel gespielt.
history-attached = (Die ganze Zugliste ist angehängt.)
history-left-out = … { $count } { $count ->
        [one] frühere Zeile
       *[other] frühere Zeilen
    } ausgelassen.
replay-steps = { $shown ->
        [all] { $steps ->
            [one] sein einziger Schritt
           *[other] alle { $steps } Schritte
        }
       *[some] { $frames } seiner { $steps } Schritte
    }
replay-so-far = Das Spiel bis jetzt, { replay-steps }, wie der Kanal es sah.
replay-whole = Das ganze Spiel, { replay-steps }.
